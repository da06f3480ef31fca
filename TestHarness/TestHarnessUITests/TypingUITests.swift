import XCTest

/// Typing shows rows: the storyboard field with its inspectables, the large list made in code.
@MainActor
final class TypingUITests: XCTestCase {
  /// Checklist 1 (Storyboard): the inspectables set in Interface Builder are in effect.
  // Fails if the inspectables set in the storyboard (contains mode, typos, maximum count 8) are
  // lost when the field is decoded.
  func test_storyboard_inspectablesAreInEffect() {
    let app = launchHarness()
    openScenario("Storyboard", in: app)
    let summary = app.staticTexts["Storyboard.summary"]
    XCTAssertTrue(summary.waitForExistence(timeout: 5))
    XCTAssertTrue(summary.label.contains("typos: 1"), summary.label)
    XCTAssertTrue(summary.label.contains("contains"), summary.label)
    // Read from the field when the screen loads (its default is 5).
    XCTAssertTrue(app.staticTexts["Maximum count: 8"].exists, "maximum count 8")
    let field = app.textFields["Storyboard.field"]
    field.tap()
    field.typeText("ap")
    // Contains mode (wildcard before and after, set in the storyboard) finds Jalapeño.
    waitForRow("Apple", in: app)
    waitForRow("Jalapeño", in: app)
    assertDropdown(dropdown(in: app), isNextTo: field)
    keepScreenshot("Storyboard: \"ap\" in contains mode")
  }

  /// Checklist 2 (Code): item sections, switched on as a user would.
  // Fails if items with sections show without their "Countries" and "Cities" header rows, or a
  // tap on a row under a header does not pick that row (headers shifting the picked index).
  func test_code_sections_showHeadersAndPickTheTappedRow() {
    let app = launchHarness()
    openScenario("Code", in: app)
    let field = app.textFields["Code.field"]
    XCTAssertTrue(field.waitForExistence(timeout: 5))
    app.switches["Code.sections"].tap()
    field.tap()
    field.typeText("swe")
    let row = waitForRow("Sweden", in: app, timeout: 20)
    XCTAssertTrue(dropdown(in: app).cells["Countries"].exists, "the Countries header row")
    // Backspace: "sw" also finds cities (Swansea, Swindon).
    field.typeText(XCUIKeyboardKey.delete.rawValue)
    XCTAssertTrue(dropdown(in: app).cells["Cities"].waitForExistence(timeout: 10))
    keepScreenshot("Code: \"sw\" under Countries and Cities")
    waitForRow("Sweden", in: app).tap()
    XCTAssertEqual(text(of: field), "Sweden")
    _ = row
  }

  /// Checklist 2 (Code): the rows follow the typing over thousands of places.
  // Fails if "koln" does not find "Köln, Germany" among thousands of places (diacritics not
  // folded), or a tap on the row does not pick it.
  func test_code_typingShowsMatchingPlacesWithTheirCountries() {
    let app = launchHarness()
    openScenario("Code", in: app)
    let field = app.textFields["Code.field"]
    XCTAssertTrue(field.waitForExistence(timeout: 5))
    field.tap()
    field.typeText("koln")
    let row = waitForRow("Köln, Germany", in: app, timeout: 20)
    assertDropdown(dropdown(in: app), isNextTo: field)
    keepScreenshot("Code: \"koln\" finds Köln")
    row.tap()
    XCTAssertEqual(text(of: field), "Köln")
    let picked = app.staticTexts["Code.picked"]
    XCTAssertTrue(picked.label.hasPrefix("Picked: Köln"), picked.label)
    waitForNoDropdown(in: app)
  }

  /// Checklist 2 (Code): backspace re-matches; clearing hides the dropdown.
  // Fails if Backspace does not re-match ("sao p" finds São Paulo), or clearing the text leaves the
  // dropdown.
  func test_code_backspaceRematchesAndClearingHides() {
    let app = launchHarness()
    openScenario("Code", in: app)
    let field = app.textFields["Code.field"]
    XCTAssertTrue(field.waitForExistence(timeout: 5))
    field.tap()
    field.typeText("sao pz")
    field.typeText(XCUIKeyboardKey.delete.rawValue)
    waitForRow("São Paulo, Brazil", in: app, timeout: 20)
    field.typeText(String(repeating: XCUIKeyboardKey.delete.rawValue, count: 5))
    waitForNoDropdown(in: app)
    keepScreenshot("Code: cleared, no dropdown")
  }

  /// Checklist 11 (Composer): Backspace after a mention, from the keyboard itself.
  // Fails if the keyboard's Backspace right after a mention deletes its last letter instead of
  // selecting it (UIKit selecting what it deletes before asking the delegate, or not asking:
  // ledger 41), or the next Backspace does not delete the mention whole.
  func test_composer_backspaceAfterAMention_selectsItThenDeletesIt() {
    let app = launchHarness()
    openScenario("Composer", in: app)
    let composer = app.textViews["composer.text"]
    XCTAssertTrue(composer.waitForExistence(timeout: 5))
    composer.tap()
    composer.typeText("hi @ch")
    waitForRow("Chen Wei", in: app).tap()
    let picked = composer.value as? String ?? ""
    XCTAssertTrue(picked.hasSuffix("@Chen Wei "), picked)
    let delete = XCUIKeyboardKey.delete.rawValue
    // The first Backspace takes the space after the mention.
    composer.typeText(delete)
    XCTAssertEqual(composer.value as? String, String(picked.dropLast()))
    composer.typeText(delete)
    XCTAssertEqual(
      composer.value as? String, String(picked.dropLast()), "Backspace at a mention selects it")
    composer.typeText(delete)
    // Deleted whole; smart delete may take the space before it too.
    let left = composer.value as? String ?? ""
    let before = String(picked.dropLast("@Chen Wei ".count))
    XCTAssertTrue(
      left == before || left == String(before.dropLast()),
      "\(left) (on-screen keyboards: \(app.keyboards.count); a hardware keyboard sends key events)")
    keepScreenshot("Composer: the mention deleted whole")
  }
}
