import AutofillCore
import XCTest

/// The words come from the package's resources, with the English defaults.
final class StringsTests: XCTestCase {
  func test_englishTexts() {
    XCTAssertEqual(AutofillStrings.loadingTitle, "Loading options")
    XCTAssertEqual(AutofillStrings.noMatchesTitle, "No matches found")
    XCTAssertEqual(AutofillStrings.failureFallback, "Something went wrong.")
    XCTAssertEqual(AutofillStrings.loadingAnnouncement, "Loading suggestions")
    XCTAssertEqual(AutofillStrings.suggestionCount(1), "1 suggestion available")
    XCTAssertEqual(AutofillStrings.suggestionCount(12), "12 suggestions available")
    XCTAssertEqual(AutofillStrings.rowAnnouncement("Zürich", 1, 5), "Zürich, 2 of 5")
  }

  func test_displayable_dropsControlsAndEscapeSequences_andCuts() {
    let cases: [(String, Int, String, UInt)] = [
      ("Dataset unavailable", 300, "Dataset unavailable", #line),
      ("\u{1B}]0;pwned\u{7}\u{1B}[2JDataset\r\nunavailable", 300, "Dataset unavailable", #line),
      ("\u{1B}]2;title\u{1B}\\ok", 300, "ok", #line),
      ("\u{1B}[1;31mred\u{1B}[0m text", 300, "red text", #line),
      ("\u{9B}1mC1 CSI\u{9D}0;t\u{9C} done", 300, "C1 CSI done", #line),
      ("\u{1B}7saved\u{1B}(B", 300, "saved", #line),
      ("bell\u{7} nul\u{0} del\u{7F} nel\u{85}end", 300, "bell nul del nel end", #line),
      ("\u{202E}evil\u{202C} \u{2066}iso\u{2069} \u{200F}mark", 300, "evil iso mark", #line),
      ("  \t padded \u{2028} text  ", 300, "padded text", #line),
      ("Zürich 👩‍👩‍👧 e\u{301}", 300, "Zürich 👩‍👩‍👧 e\u{301}", #line),
      ("\u{1B}[2J\u{7}", 300, "", #line),
      ("abcdef", 4, "abc…", #line),
      ("abcd", 4, "abcd", #line),
      ("abc", 0, "…", #line),
    ]
    for (text, length, expected, line) in cases {
      XCTAssertEqual(
        AutofillStrings.displayable(text, maximumLength: length), expected, line: line)
    }
  }

  func test_displayable_fiveMegabyteMessage_isCutToTheDefaultLength() {
    let message = String(repeating: "\u{1B}[2Jspam ", count: 500_000)
    let shown = AutofillStrings.displayable(message)
    XCTAssertEqual(shown.count, AutofillStrings.maximumDisplayLength)
    XCTAssertTrue(shown.hasPrefix("spam spam"))
    XCTAssertTrue(shown.hasSuffix("…"))
  }

  func test_message_forAnErrorWithControlCharacters_isDisplayable() {
    struct Hostile: LocalizedError {
      var errorDescription: String? { "\u{1B}[2J\rDisk\u{0} full" }
    }
    struct Blank: LocalizedError {
      var errorDescription: String? { "\u{1B}[2J\u{7}" }
    }
    XCTAssertEqual(AutofillStrings.message(for: Hostile()), "Disk full")
    XCTAssertEqual(AutofillStrings.message(for: Blank(), fallback: "Oops"), "Oops")
  }
}
