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
}
