import XCTest

/// Checklist 9: `AutofillField` in a SwiftUI `Form`.
@MainActor
final class SwiftUIUITests: XCTestCase {
  // Fails if AutofillField in a Form shows no rows next to the field, or a tapped row does not set
  // the field and the Binding.
  func test_form_typingShowsRowsAndAPickReachesTheBinding() {
    let app = launchHarness()
    openScenario("SwiftUI", in: app)
    // A literal title is localized and drawn by SwiftUI, with the field labelled by it; a
    // `String` title is the field's own placeholder.
    let field = app.textFields.matching(
      NSPredicate(format: "placeholderValue == %@ OR label == %@", "City", "City")
    ).firstMatch
    XCTAssertTrue(
      field.waitForExistence(timeout: 5),
      "no text field with placeholder or label City: SwiftUI's label did not reach it (ledger 23)")
    field.tap()
    field.typeText("zu")
    waitForRow("Zürich, Switzerland", in: app)
    let zug = waitForRow("Zug, Switzerland", in: app)
    assertDropdown(dropdown(in: app), isNextTo: field)
    keepScreenshot("SwiftUI: \"zu\" in the Form")
    zug.tap()
    XCTAssertEqual(text(of: field), "Zug")
    waitForNoDropdown(in: app)
    let picked = NSPredicate(format: "label == %@ OR value == %@", "Zug", "Zug")
    XCTAssertTrue(
      app.staticTexts.matching(picked).firstMatch.waitForExistence(timeout: 5),
      "the Binding and Last pick rows show Zug")
    keepScreenshot("SwiftUI: Zug picked")
  }
}
