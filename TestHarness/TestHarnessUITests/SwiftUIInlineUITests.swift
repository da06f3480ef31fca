import XCTest

/// Checklist 9b: `AutofillField`'s suggestions inline, as rows of a SwiftUI `Form`.
@MainActor
final class SwiftUIInlineUITests: XCTestCase {
  // Fails if the inline rows are not buttons VoiceOver reads as the dropdown's rows ("title,
  // subtitle"), do not sit under the field pushing the next row down, float a dropdown, or a
  // tapped row does not enter its item (the field's text, the pick handler).
  func test_inlineRows_underTheField_readAndPickAsTheDropdownsDo() {
    let app = launchHarness()
    openScenario("SwiftUI inline", in: app)
    let field = app.textFields.matching(
      NSPredicate(format: "placeholderValue == %@ OR label == %@", "Product", "Product")
    ).firstMatch
    XCTAssertTrue(field.waitForExistence(timeout: 5), "no Product field")
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
}
