import XCTest

/// Checklist 6: a host that ends editing on every tap, observes picks with `.valueChanged`,
/// and can refuse picks in its delegate.
@MainActor
final class TapToDismissUITests: XCTestCase {
  private func openTapToDismiss() -> (XCUIApplication, XCUIElement) {
    let app = launchHarness()
    openScenario("Tap to dismiss", in: app)
    let field = app.textFields["TapToDismiss.field"]
    XCTAssertTrue(field.waitForExistence(timeout: 5))
    return (app, field)
  }

  // Fails if the host's tap-to-dismiss recognizer ends editing before the row's tap picks (IQKeyboardManager's case), or the pick is not reported through onSelect then .valueChanged.
  func test_tappingARow_picksItDespiteTheTapToDismissRecognizer() {
    let (app, field) = openTapToDismiss()
    field.tap()
    field.typeText("zu")
    waitForRow("Zug, Switzerland", in: app).tap()
    XCTAssertEqual(text(of: field), "Zug")
    let log = app.staticTexts["TapToDismiss.log"].label
    XCTAssertTrue(log.contains("onSelect: Zug"), log)
    XCTAssertTrue(log.contains(".valueChanged: Zug"), log)
    let onSelect = log.range(of: "onSelect: Zug")
    let valueChanged = log.range(of: ".valueChanged: Zug")
    if let onSelect, let valueChanged {
      XCTAssertLessThan(onSelect.lowerBound, valueChanged.lowerBound, "onSelect comes first")
    }
    waitForNoDropdown(in: app)
    keepScreenshot("Tap to dismiss: Zug picked")
  }

  // Fails if a tap outside the dropdown picks a row, changes the text, or leaves the dropdown or the keyboard up.
  func test_tappingElsewhere_endsEditingAndPicksNothing() {
    let (app, field) = openTapToDismiss()
    field.tap()
    field.typeText("zu")
    waitForRow("Zürich, Switzerland", in: app)
    // A label of the screen's own, above the field: never a key of the on-screen keyboard,
    // never a row.
    app.staticTexts["TapToDismiss.help"].tap()
    waitForNoDropdown(in: app)
    XCTAssertEqual(text(of: field), "zu")
    XCTAssertFalse(app.staticTexts["TapToDismiss.log"].label.contains("onSelect"))
    XCTAssertTrue(
      app.keyboards.firstMatch.waitForNonExistence(timeout: 5), "editing ended: no keyboard")
    keepScreenshot("Tap to dismiss: tapped outside")
  }

  // Fails if a pick the host's delegate refuses still changes the text or is reported.
  func test_refusedPick_leavesTheTextAndIsLogged() {
    let (app, field) = openTapToDismiss()
    app.switches["TapToDismiss.refuse"].tap()
    field.tap()
    field.typeText("be")
    waitForRow("Berlin, Germany", in: app).tap()
    XCTAssertEqual(text(of: field), "be")
    let log = app.staticTexts["TapToDismiss.log"].label
    XCTAssertTrue(log.contains("refused an edit to \"Berlin\""), log)
    XCTAssertFalse(log.contains("onSelect"), log)
    keepScreenshot("Tap to dismiss: pick refused")
  }

  /// Checklist "Following the field" (push and pop): the dropdown leaves with its screen.
  // Fails if the dropdown stays on screen after its screen is popped, or comes back with the screen.
  func test_goingBack_takesTheDropdownAwayWithItsScreen() {
    let (app, field) = openTapToDismiss()
    field.tap()
    field.typeText("zu")
    waitForRow("Zug, Switzerland", in: app)
    app.navigationBars.buttons.element(boundBy: 0).tap()
    waitForNoDropdown(in: app)
    XCTAssertTrue(app.cells["Scenario.Tap to dismiss"].waitForExistence(timeout: 5))
    keepScreenshot("Back on the scenario list: no dropdown")
    openScenario("Tap to dismiss", in: app)
    XCTAssertTrue(app.textFields["TapToDismiss.field"].waitForExistence(timeout: 5))
    XCTAssertFalse(dropdown(in: app).exists)
  }
}
