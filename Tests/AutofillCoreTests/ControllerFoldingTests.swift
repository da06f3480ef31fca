import AutofillCore
import XCTest

/// A static list's index builds a new folding's table on first use; the controller builds it
/// off the main actor and keeps the previous settings until it is ready, as it keeps the
/// previous list while a new one is indexed.
@MainActor
final class ControllerFoldingTests: XCTestCase {
  private let items = ["Zürich", "zurich", "Zug", "Bern"].map { AutofillItem($0) }

  private func values(_ controller: AutofillSuggestionController) -> [String] {
    controller.state.suggestions.map(\.item.value)
  }

  private var sensitive: AutofillSuggestionMachine.Configuration {
    var configuration = AutofillSuggestionMachine.Configuration()
    configuration.options.isCaseSensitive = true
    configuration.options.isDiacriticSensitive = true
    return configuration
  }

  func test_newFolding_isBuiltInTheBackground_whileThePreviousSettingsServe() async {
    let controller = AutofillSuggestionController(clock: ManualClock())
    controller.setItems(items)
    await settle { !controller.hasPendingWork }
    controller.beginEditing(text: "Zü")
    XCTAssertEqual(values(controller), ["Zürich", "zurich", "Zug"])

    controller.setConfiguration(sensitive)
    XCTAssertTrue(controller.hasPendingWork, "the folding is being built")
    XCTAssertFalse(controller.machine.configuration.options.isCaseSensitive)
    controller.changeText("Zür")
    XCTAssertEqual(values(controller), ["Zürich", "zurich"], "the previous folding answers")

    await settle { !controller.hasPendingWork }
    XCTAssertTrue(controller.machine.configuration.options.isCaseSensitive)
    XCTAssertEqual(values(controller), ["Zürich"])
    controller.invalidate()
  }

  func test_settingsChangedWhileAListIsIndexed_areReadyWhenItIsUsed() async {
    let controller = AutofillSuggestionController(clock: ManualClock())
    controller.setItems(items)
    await settle { !controller.hasPendingWork }
    controller.setItems(items.reversed())
    controller.setConfiguration(sensitive)
    await settle { !controller.hasPendingWork }
    XCTAssertTrue(controller.machine.configuration.options.isCaseSensitive)
    controller.beginEditing(text: "Zü")
    XCTAssertEqual(values(controller), ["Zürich"])
    controller.invalidate()
  }

  func test_aFoldingAlreadyBuilt_appliesAtOnce() async {
    let controller = AutofillSuggestionController(clock: ManualClock())
    let index = AutofillIndex(items, preparing: sensitive.options)
    controller.setIndex(index)
    controller.setConfiguration(sensitive)
    XCTAssertFalse(controller.hasPendingWork)
    XCTAssertTrue(controller.machine.configuration.options.isCaseSensitive)
  }

  func test_newMode_isBuiltInTheBackground_whileThePreviousSettingsServe() async {
    let controller = AutofillSuggestionController(clock: ManualClock())
    controller.setItems(items)
    await settle { !controller.hasPendingWork }
    controller.beginEditing(text: "ch")
    XCTAssertEqual(values(controller), [], "no value starts with ch")

    var contains = AutofillSuggestionMachine.Configuration()
    contains.options.mode = .contains
    controller.setConfiguration(contains)
    XCTAssertTrue(controller.hasPendingWork, "the contains structures are being built")
    XCTAssertEqual(controller.machine.configuration.options.mode, .prefix)

    await settle { !controller.hasPendingWork }
    XCTAssertEqual(controller.machine.configuration.options.mode, .contains)
    XCTAssertEqual(values(controller), ["Zürich", "zurich"])
    controller.invalidate()
  }
}
