import XCTest

/// Checklist 9b: `AutofillField`'s suggestions inline, as rows of a SwiftUI `Form`.
@MainActor
final class SwiftUIInlineUITests: XCTestCase {
  /// Launches the harness on the inline scenario and finds the field with that placeholder.
  private func openInlineScenario(field name: String) -> (XCUIApplication, XCUIElement) {
    let app = launchHarness()
    openScenario("SwiftUI inline", in: app)
    let field = app.textFields.matching(
      NSPredicate(format: "placeholderValue == %@ OR label == %@", name, name)
    ).firstMatch
    XCTAssertTrue(field.waitForExistence(timeout: 5), "no \(name) field")
    return (app, field)
  }

  // Fails if the inline rows are not buttons VoiceOver reads as the dropdown's rows ("title,
  // subtitle"), do not sit under the field pushing the next row down, float a dropdown, or a
  // tapped row does not enter its item (the field's text, the pick handler).
  func test_inlineRows_underTheField_readAndPickAsTheDropdownsDo() {
    let (app, field) = openInlineScenario(field: "Product")
    let quantity = app.descendants(matching: .any)["Inline.quantity"]
    XCTAssertTrue(quantity.waitForExistence(timeout: 5))
    let quantityBefore = quantity.frame.minY
    field.tap()
    field.typeText("ch")
    let chair = app.buttons["Chair, 3 in stock"]
    XCTAssertTrue(chair.waitForExistence(timeout: 5), "no inline row read as \"Chair, 3 in stock\"")
    XCTAssertTrue(app.buttons["Chalk, 4 in stock"].exists)
    XCTAssertGreaterThan(chair.frame.minY, field.frame.minY, "the row is not under the field")
    XCTAssertGreaterThan(
      quantity.frame.minY, quantityBefore + 2 * 30, "the rows did not push the form down")
    XCTAssertFalse(dropdown(in: app).exists, "a dropdown floats over the form")
    keepScreenshot("SwiftUI inline: \"ch\" in the Form")
    chair.tap()
    XCTAssertEqual(text(of: field), "Chair")
    XCTAssertTrue(
      app.staticTexts.matching(NSPredicate(format: "label == %@ OR value == %@", "Chair", "Chair"))
        .firstMatch.waitForExistence(timeout: 5),
      "the pick handler did not run (Last pick shows no Chair)")
    XCTAssertFalse(chair.exists, "the rows stayed after the pick")
  }

  // Fails if a host that ends editing on any tap (a SwiftUI tap gesture resigning the first
  // responder, which runs before the row's button action) loses the inline pick: the action
  // must enter the item for the text the rows were drawn for, whether or not the press was
  // seen before the resign (in a List a quick tap's press comes at the lift; ledger 49), so
  // "Desk lamp" is entered and the pick handler runs though editing ended.
  func test_inlinePick_survivesAHostEndingEditingOnTheTap() {
    let (app, field) = openInlineScenario(field: "Product")
    let resigns = app.switches["Inline.resignsOnTap"]
    XCTAssertTrue(resigns.waitForExistence(timeout: 5), "no resign-on-tap switch")
    field.tap()
    field.typeText("d")
    let lamp = app.buttons["Desk lamp, 8 in stock"]
    XCTAssertTrue(lamp.waitForExistence(timeout: 5), "no inline row \"Desk lamp\"")
    // A switch's label does not flip it: tap the switch at the row's trailing end.
    resigns.coordinate(withNormalizedOffset: CGVector(dx: 0.95, dy: 0.5)).tap()
    XCTAssertEqual(resigns.value as? String, "1", "the resign-on-tap switch is off")
    XCTAssertTrue(lamp.waitForExistence(timeout: 5), "tapping the switch ended editing")
    lamp.tap()
    XCTAssertEqual(text(of: field), "Desk lamp")
    XCTAssertTrue(
      app.staticTexts.matching(
        NSPredicate(format: "label == %@ OR value == %@", "Desk lamp", "Desk lamp")
      ).firstMatch.waitForExistence(timeout: 5),
      "the pick handler did not run (Last pick shows no Desk lamp)")
  }

  // Fails if a custom inline row (`autofillRow`, the City field's, a short title) is
  // tappable only on its drawn pixels (issue 52, third review): its button must span the
  // list's row, so a tap at the row's trailing end, far past the title, enters the city.
  func test_customInlineRow_isTappableAcrossTheWholeRow() {
    let (app, field) = openInlineScenario(field: "City")
    field.tap()
    field.typeText("zu")
    let zug = app.buttons["Zug, Favourite"]
    XCTAssertTrue(zug.waitForExistence(timeout: 5), "no custom inline row \"Zug\"")
    XCTAssertGreaterThan(
      zug.frame.width, field.frame.width * 0.8, "the custom row's button is only its title")
    app.coordinate(withNormalizedOffset: .zero)
      .withOffset(CGVector(dx: field.frame.maxX - 8, dy: zug.frame.midY)).tap()
    XCTAssertEqual(text(of: field), "Zug")
  }
}
