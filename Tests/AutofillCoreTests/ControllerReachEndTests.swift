import AutofillCore
import XCTest

/// Reaching the end of a list that has no next page changes nothing and reports nothing, so a
/// renderer asking each time it draws the last row does not draw in a loop.
@MainActor
final class ControllerReachEndTests: XCTestCase {
  func test_reachEnd_withoutANextPage_reportsNoState() async {
    let controller = AutofillSuggestionController()
    var reports = 0
    controller.onStateChange = { _ in reports += 1 }
    controller.setIndex(AutofillIndex(["Zürich", "Zug"].map { AutofillItem($0) }))
    controller.beginEditing(text: "zu")
    XCTAssertEqual(controller.state.suggestions.count, 2)
    let before = reports
    controller.reachEnd()
    controller.reachEnd()
    XCTAssertEqual(reports, before)
    XCTAssertEqual(controller.state.suggestions.count, 2)
  }
}
