import XCTest

/// What every UI test of the harness does: launch it, open a scenario from the first screen,
/// find the dropdown and its rows, and keep a screenshot of each scenario it checks.
extension XCTestCase {
  /// The dropdown's accessibility identifier, set by the control on its table.
  static let dropdownIdentifier = "AutofillTextField.dropdown"

  /// Launches the harness in portrait, stopping the test at its first failure.
  @MainActor
  func launchHarness() -> XCUIApplication {
    continueAfterFailure = false
    XCUIDevice.shared.orientation = .portrait
    let app = XCUIApplication()
    app.launch()
    return app
  }

  /// Opens the scenario titled `title` from the scenario list.
  @MainActor
  func openScenario(
    _ title: String, in app: XCUIApplication, file: StaticString = #filePath, line: UInt = #line
  ) {
    let cell = app.cells["Scenario.\(title)"]
    XCTAssertTrue(
      cell.waitForExistence(timeout: 10), "no scenario \(title)", file: file, line: line)
    cell.tap()
  }

  /// The dropdown table.
  @MainActor
  func dropdown(in app: XCUIApplication) -> XCUIElement {
    app.tables[Self.dropdownIdentifier]
  }

  /// Waits for the dropdown's row whose VoiceOver label is `label`, and returns it.
  @MainActor
  @discardableResult
  func waitForRow(
    _ label: String, in app: XCUIApplication, timeout: TimeInterval = 10,
    file: StaticString = #filePath, line: UInt = #line
  ) -> XCUIElement {
    let row = dropdown(in: app).cells[label]
    XCTAssertTrue(
      row.waitForExistence(timeout: timeout), "no row \"\(label)\"", file: file, line: line)
    return row
  }

  /// Waits until the dropdown is gone.
  @MainActor
  func waitForNoDropdown(
    in app: XCUIApplication, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertTrue(
      dropdown(in: app).waitForNonExistence(timeout: 5), "the dropdown is still there",
      file: file, line: line)
  }

  /// Asserts that the dropdown sits right under or right over `field`, starting at one of its
  /// edges: it floats next to the field, wherever the field went.
  @MainActor
  func assertDropdown(
    _ dropdown: XCUIElement, isNextTo field: XCUIElement, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let table = dropdown.frame
    let anchor = field.frame
    let below = table.minY >= anchor.maxY - 1 && table.minY - anchor.maxY < 12
    let above = table.maxY <= anchor.minY + 1 && anchor.minY - table.maxY < 12
    XCTAssertTrue(
      below || above, "dropdown \(table) not next to field \(anchor)", file: file, line: line)
    let aligned = abs(table.minX - anchor.minX) < 1 || abs(table.maxX - anchor.maxX) < 1
    XCTAssertTrue(
      aligned, "dropdown \(table) not aligned with field \(anchor)", file: file, line: line)
  }

  /// Keeps a screenshot of the whole screen in the test's results, named `name`.
  @MainActor
  func keepScreenshot(_ name: String) {
    let attachment = XCTAttachment(screenshot: XCUIScreen.main.screenshot())
    attachment.name = name
    attachment.lifetime = .keepAlways
    add(attachment)
  }

  /// The field's text as XCUITest reads it (its value; the placeholder when it is empty).
  @MainActor
  func text(of field: XCUIElement) -> String {
    field.value as? String ?? ""
  }
}
