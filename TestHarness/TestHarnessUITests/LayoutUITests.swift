import XCTest

/// Checklists 4, 7 and "Following the field": where the dropdown goes when the field is low on
/// the screen, in a table, in a sheet, and when the device rotates.
@MainActor
final class LayoutUITests: XCTestCase {
  // Fails if the dropdown is not re-placed next to its field after the device turns to landscape
  // and back.
  func test_rotation_keepsTheDropdownNextToTheField() {
    let app = launchHarness()
    addTeardownBlock { XCUIDevice.shared.orientation = .portrait }
    openScenario("Tap to dismiss", in: app)
    let field = app.textFields["TapToDismiss.field"]
    XCTAssertTrue(field.waitForExistence(timeout: 5))
    field.tap()
    field.typeText("zu")
    waitForRow("Zug, Switzerland", in: app)
    assertDropdown(dropdown(in: app), isNextTo: field)
    // In landscape the on-screen keyboard leaves little room under the field: the dropdown may
    // show fewer rows and scroll, but it stays next to the field, which is all this asserts.
    XCUIDevice.shared.orientation = .landscapeLeft
    XCTAssertTrue(dropdown(in: app).waitForExistence(timeout: 10))
    assertDropdown(dropdown(in: app), isNextTo: field)
    keepScreenshot("Rotation: landscape")
    XCUIDevice.shared.orientation = .portrait
    XCTAssertTrue(dropdown(in: app).waitForExistence(timeout: 5))
    assertDropdown(dropdown(in: app), isNextTo: field)
    keepScreenshot("Rotation: back to portrait")
  }

  // Fails if a field low in a scroll view opens its dropdown below it (off screen or under the
  // keyboard) instead of above it.
  func test_fieldLowInAScrollView_opensTheDropdownAboveIt() {
    let app = launchHarness()
    openScenario("Layout stress", in: app)
    app.segmentedControls["LayoutStress.panes"].buttons["Scroll view"].tap()
    let field = app.textFields["LayoutStress.bottomField"]
    XCTAssertTrue(field.waitForExistence(timeout: 5))
    field.tap()
    field.typeText("sw")
    // A country's row reads "name, Country".
    waitForRow("Switzerland, Country", in: app, timeout: 20)
    let table = dropdown(in: app).frame
    XCTAssertLessThanOrEqual(table.maxY, field.frame.minY + 1, "the dropdown opens above")
    assertDropdown(dropdown(in: app), isNextTo: field)
    keepScreenshot("Layout stress: dropdown above a low field")
  }

  // Fails if the dropdown does not follow its field when the sheet moves to the large detent, or
  // stays on screen after the sheet is dismissed. The sheet's screen never asks the field to
  // place its dropdown (no updateDropdownPlacement() in its layout): the control follows the
  // detents by itself, through its container marker and the ancestors it observes.
  func test_sheet_dropdownStaysWithItsFieldAcrossDetentsAndLeavesWithTheSheet() {
    let app = launchHarness()
    openScenario("Layout stress", in: app)
    app.segmentedControls["LayoutStress.panes"].buttons["Sheet"].tap()
    let present = app.buttons["LayoutStress.presentSheet"]
    XCTAssertTrue(present.waitForExistence(timeout: 5))
    // The sheet's field asks the countries, which load off the main thread.
    present.tap()
    // The sheet opens at its medium detent, its field at its top: UIKit keeps such a sheet
    // above the on-screen keyboard (it lifts or grows it); the first run must confirm it. The
    // waits are for conditions (rows, the dropdown), so the sheet's animations set no pace.
    let field = app.textFields["Sheet.field"]
    XCTAssertTrue(field.waitForExistence(timeout: 5))
    field.tap()
    // One match, so its row is the first and shows however little room the sheet leaves. A
    // country's row reads "name, Country".
    field.typeText("swi")
    waitForRow("Switzerland, Country", in: app, timeout: 20)
    assertDropdown(dropdown(in: app), isNextTo: field)
    keepScreenshot("Sheet: first detent")
    let title = app.staticTexts["A field in a sheet"]
    let start = title.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
    let top = app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.08))
    start.press(forDuration: 0.2, thenDragTo: top)
    XCTAssertTrue(dropdown(in: app).waitForExistence(timeout: 5))
    assertDropdown(dropdown(in: app), isNextTo: field)
    keepScreenshot("Sheet: after dragging to the large detent")
    app.buttons["Sheet.done"].tap()
    waitForNoDropdown(in: app)
    XCTAssertTrue(field.waitForNonExistence(timeout: 5))
    keepScreenshot("Sheet dismissed: no dropdown")
  }

  // Fails if a row field's dropdown is not over the rows below it, a tap on it reaches the row
  // below, or the pick goes into the wrong field.
  func test_tableViewController_rowFieldPicksAndTheDropdownCoversTheRowsBelow() {
    let app = launchHarness()
    openScenario("Table view controller", in: app)
    let field = app.textFields["Country 3"]
    XCTAssertTrue(field.waitForExistence(timeout: 5))
    field.tap()
    field.typeText("sw")
    // This scenario's countries have no subtitle: a row reads its name alone.
    let row = waitForRow("Switzerland", in: app)
    let table = dropdown(in: app).frame
    XCTAssertGreaterThanOrEqual(table.minY, field.frame.maxY - 1, "under the field")
    XCTAssertGreaterThan(table.maxY, app.textFields["Country 4"].frame.minY, "over row 4")
    keepScreenshot("Table view controller: dropdown over rows 4 and 5")
    row.tap()
    XCTAssertEqual(text(of: field), "Switzerland")
    XCTAssertNotEqual(text(of: app.textFields["Country 4"]), "Switzerland")
    waitForNoDropdown(in: app)
  }
}
