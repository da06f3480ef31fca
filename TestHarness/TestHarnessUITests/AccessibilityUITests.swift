import XCTest

/// Checklist 5 and "VoiceOver": what VoiceOver reads on the rows, as the accessibility tree
/// exposes it, and rows at the largest Dynamic Type size.
@MainActor
final class AccessibilityUITests: XCTestCase {
  // Fails if the rows are not exposed to VoiceOver as cells labelled "title, subtitle" with an "n
  // of m" value, or a row cannot be hit.
  func test_rows_readTheirNameSubtitleAndPosition() {
    let app = launchHarness()
    openScenario("Tap to dismiss", in: app)
    let field = app.textFields["TapToDismiss.field"]
    XCTAssertTrue(field.waitForExistence(timeout: 5))
    field.tap()
    field.typeText("zu")
    let zurich = waitForRow("Zürich, Switzerland", in: app)
    let zug = waitForRow("Zug, Switzerland", in: app)
    XCTAssertEqual(dropdown(in: app).cells.count, 2)
    XCTAssertEqual(zurich.value as? String, "1 of 2")
    XCTAssertEqual(zug.value as? String, "2 of 2")
    XCTAssertTrue(zug.isHittable)
    keepScreenshot("VoiceOver labels: Zürich 1 of 2, Zug 2 of 2")
  }

  // Fails if the rows keep their default height at AX5 (a fixed row height), or the dropdown leaves
  // the screen.
  func test_largestTextSize_rowsGrowAndStayOnScreen() {
    let app = launchHarness()
    openScenario("Accessibility", in: app)
    // The lower field's Dynamic Type size starts at AX5.
    let field = app.textFields["Accessibility.largeTypeField"]
    XCTAssertTrue(field.waitForExistence(timeout: 5))
    field.tap()
    // One match, so its row is the first and shows however tall AX5 rows are. A country's row
    // reads "name, Country".
    field.typeText("swi")
    let row = waitForRow("Switzerland, Country", in: app, timeout: 20)
    // A default row with a subtitle is about 60 points; an AX5 one 150 or more.
    XCTAssertGreaterThan(row.frame.height, 120, "an AX5 row is taller than a default one")
    let screen = app.windows.firstMatch.frame
    XCTAssertTrue(screen.contains(dropdown(in: app).frame), "the dropdown stays on screen")
    keepScreenshot("Accessibility: AX5 rows (check no text is cut off)")
  }
}
