import XCTest

/// Checklist 5 and "Hardware keyboard": ↓ ↑ Return Escape on a connected keyboard (the
/// simulator's hardware keyboard, which XCUITest's `typeKey` drives).
@MainActor
final class HardwareKeyboardUITests: XCTestCase {
  private func typeInTapToDismiss(_ text: String) -> (XCUIApplication, XCUIElement) {
    let app = launchHarness()
    openScenario("Tap to dismiss", in: app)
    let field = app.textFields["TapToDismiss.field"]
    XCTAssertTrue(field.waitForExistence(timeout: 5))
    field.tap()
    field.typeText(text)
    return (app, field)
  }

  // Fails if ↓ or ↑ from a hardware keyboard does not move the highlight (the row's selected
  // trait), or Return does not pick the highlighted row and close the dropdown.
  func test_arrowsMoveTheHighlightAndReturnPicksIt() {
    let (app, field) = typeInTapToDismiss("ber")
    let berlin = waitForRow("Berlin, Germany", in: app)
    let bern = waitForRow("Bern, Switzerland", in: app)
    field.typeKey(.downArrow, modifierFlags: [])
    field.typeKey(.downArrow, modifierFlags: [])
    XCTAssertTrue(bern.wait(for: \.isSelected, toEqual: true, timeout: 5))
    field.typeKey(.upArrow, modifierFlags: [])
    XCTAssertTrue(berlin.wait(for: \.isSelected, toEqual: true, timeout: 5))
    XCTAssertFalse(bern.isSelected)
    keepScreenshot("Hardware keyboard: Berlin highlighted")
    field.typeKey(.return, modifierFlags: [])
    XCTAssertEqual(text(of: field), "Berlin")
    waitForNoDropdown(in: app)
  }

  // Fails if Escape from a hardware keyboard does not close the dropdown, or changes the text.
  func test_escapeClosesTheDropdownAndKeepsTheText() {
    let (app, field) = typeInTapToDismiss("zu")
    waitForRow("Zug, Switzerland", in: app)
    field.typeKey(.escape, modifierFlags: [])
    waitForNoDropdown(in: app)
    XCTAssertEqual(text(of: field), "zu")
    keepScreenshot("Hardware keyboard: Escape closed the dropdown")
  }
}
