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
    // Real key events through the simulator, with or without its on-screen keyboard: their
    // timing cannot be settled without running, so each step waits for what it must see.
    let (app, field) = typeInTapToDismiss("ber")
    let berlin = waitForRow("Berlin, Germany", in: app)
    let bern = waitForRow("Bern, Switzerland", in: app)
    field.typeKey(.downArrow, modifierFlags: [])
    field.typeKey(.downArrow, modifierFlags: [])
    XCTAssertTrue(bern.wait(for: \.isSelected, toEqual: true, timeout: 10))
    field.typeKey(.upArrow, modifierFlags: [])
    XCTAssertTrue(berlin.wait(for: \.isSelected, toEqual: true, timeout: 10))
    XCTAssertFalse(bern.isSelected)
    keepScreenshot("Hardware keyboard: Berlin highlighted")
    // Return is taken only while a row is highlighted (Berlin is): it picks, then closes.
    field.typeKey(.return, modifierFlags: [])
    waitForNoDropdown(in: app)
    XCTAssertEqual(text(of: field), "Berlin")
  }

  // Fails if Escape from a hardware keyboard does not close the dropdown, or changes the text.
  func test_escapeClosesTheDropdownAndKeepsTheText() {
    // A real key event: its timing cannot be settled without running; the test waits for the
    // dropdown to go.
    let (app, field) = typeInTapToDismiss("zu")
    waitForRow("Zug, Switzerland", in: app)
    field.typeKey(.escape, modifierFlags: [])
    waitForNoDropdown(in: app)
    XCTAssertEqual(text(of: field), "zu")
    keepScreenshot("Hardware keyboard: Escape closed the dropdown")
  }
}
