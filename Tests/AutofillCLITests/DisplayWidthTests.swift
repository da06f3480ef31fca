import XCTest

@testable import AutofillCLI

final class DisplayWidthTests: XCTestCase {
  func test_width_countsColumnsPerGraphemeCluster() {
    let cases: [(String, Int, UInt)] = [
      ("", 0, #line),
      ("Zürich", 6, #line),
      ("Zu\u{308}rich", 6, #line),  // combining diaeresis: zero width
      ("e\u{301}\u{302}\u{323}", 1, #line),  // stacked marks
      ("東京", 4, #line),
      ("서울", 4, #line),
      ("ｶﾀｶﾅ", 4, #line),  // half-width katakana
      ("ＡＢ", 4, #line),  // full-width Latin
      ("とうきょう", 10, #line),
      ("👍", 2, #line),
      ("👍🏽", 2, #line),  // skin tone modifier
      ("👩‍👩‍👧", 2, #line),  // ZWJ sequence
      ("🇨🇭", 2, #line),  // flag
      ("❤", 1, #line),  // text presentation
      ("❤️", 2, #line),  // emoji presentation by VS16
      ("1️⃣", 2, #line),  // keycap
      ("a\u{200B}b", 2, #line),  // zero-width space
      ("a\u{200D}b", 2, #line),
      ("São Paulo", 9, #line),
      ("Ελλάδα", 6, #line),
      ("\u{1B}", 0, #line),  // control
    ]
    for (text, width, line) in cases {
      XCTAssertEqual(
        DisplayWidth.of(text), width, "\(text.unicodeScalars.map(\.value))", line: line)
    }
  }

  func test_truncated_cutsByColumnsAndNeverSplitsAWideCharacter() {
    let cases: [(String, Int, String, UInt)] = [
      ("Zürich", 10, "Zürich", #line),
      ("Zürich", 6, "Zürich", #line),
      ("Zürich", 5, "Züri…", #line),
      ("東京都庁", 6, "東京…", #line),
      ("東京都庁", 4, "東…", #line),  // 東 + … = 3 columns; 京 would make 5
      ("👩‍👩‍👧👩‍👩‍👧", 3, "👩‍👩‍👧…", #line),
      ("abc", 0, "", #line),
    ]
    for (text, width, expected, line) in cases {
      let cut = StyledLine(text).truncated(to: width)
      XCTAssertEqual(cut.text, expected, line: line)
      XCTAssertLessThanOrEqual(cut.width, width, line: line)
    }
  }

  func test_printable_replacesControlCharacters() {
    XCTAssertEqual(StyledLine("a\u{1B}[2Jb\tc").text, "a\u{FFFD}[2Jb\u{FFFD}c")
  }
}
