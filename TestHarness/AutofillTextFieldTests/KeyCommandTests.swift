#if canImport(UIKit)
  import AutofillTextField
  @preconcurrency import UIKit
  import XCTest

  /// ↓ ↑ Return and Escape on a hardware keyboard, through the field's `keyCommands`, and the
  /// input methods that need those keys while they compose.
  @MainActor
  final class KeyCommandTests: XCTestCase {
    private static let dropdownKeys = [
      UIKeyCommand.inputDownArrow, UIKeyCommand.inputUpArrow, "\r", UIKeyCommand.inputEscape,
    ]

    private func inputs(of field: AutofillTextField) -> Set<String> {
      Set((field.keyCommands ?? []).compactMap(\.input))
    }

    /// Performs the field's key command for `input`, as UIKit does when the key is pressed.
    private func press(
      _ input: String, on field: AutofillTextField, file: StaticString = #filePath,
      line: UInt = #line
    ) {
      guard let command = field.keyCommands?.first(where: { $0.input == input }),
        let action = command.action
      else {
        XCTFail("no key command for \(input.debugDescription)", file: file, line: line)
        return
      }
      XCTAssertTrue(field.canPerformAction(action, withSender: command), file: file, line: line)
      _ = field.perform(action, with: command)
    }

    func test_withoutDropdown_theFieldTakesNoArrowReturnOrEscape() {
      let (_, field) = makeEditingField()
      XCTAssertTrue(inputs(of: field).isDisjoint(with: Self.dropdownKeys))
    }

    func test_whileTheDropdownShows_arrowsReturnAndEscapeAreTakenButNeverTab() {
      let (screen, field) = makeEditingField()
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      XCTAssertTrue(inputs(of: field).isSuperset(of: Self.dropdownKeys))
      XCTAssertFalse(inputs(of: field).contains("\t"))
      let ours = (field.keyCommands ?? []).filter { Self.dropdownKeys.contains($0.input ?? "") }
      XCTAssertTrue(ours.allSatisfy { $0.modifierFlags.isEmpty })
    }

    func test_downArrow_highlightsTheFirstRowAndSelectsItsCell() throws {
      let (screen, field) = makeEditingField()
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      press(UIKeyCommand.inputDownArrow, on: field)
      XCTAssertEqual(field.dropdownState.highlightedIndex, 0)
      waitUntil("the first row is selected") { table.indexPathForSelectedRow?.row == 0 }
      XCTAssertEqual(field.text, "zu", "moving the highlight does not change the text")
    }

    func test_upArrow_movesTheHighlightBackUp() {
      let (screen, field) = makeEditingField()
      field.enterText("ber")
      waitForDropdown(in: screen.window, titles: ["Berlin", "Bern", "Bergen", "Bergamo"])
      press(UIKeyCommand.inputDownArrow, on: field)
      press(UIKeyCommand.inputDownArrow, on: field)
      press(UIKeyCommand.inputDownArrow, on: field)
      XCTAssertEqual(field.dropdownState.highlightedIndex, 2)
      press(UIKeyCommand.inputUpArrow, on: field)
      XCTAssertEqual(field.dropdownState.highlightedIndex, 1)
    }

    func test_return_picksTheHighlightedRow() {
      let (screen, field) = makeEditingField()
      let log = FieldEventLog()
      log.attach(to: field)
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      press(UIKeyCommand.inputDownArrow, on: field)
      press(UIKeyCommand.inputDownArrow, on: field)
      press("\r", on: field)
      XCTAssertEqual(field.text, "Zug")
      XCTAssertEqual(log.picks, ["delegate: Zug", "onSelect: Zug", "valueChanged: Zug"])
      waitForNoDropdown(in: screen.window)
    }

    func test_escape_closesTheDropdownAndKeepsTheText() {
      let (screen, field) = makeEditingField()
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      press(UIKeyCommand.inputEscape, on: field)
      waitForNoDropdown(in: screen.window)
      XCTAssertEqual(field.text, "zu")
      XCTAssertTrue(field.isFirstResponder)
      XCTAssertTrue(inputs(of: field).isDisjoint(with: Self.dropdownKeys))
    }

    func test_whileTextIsMarked_noKeyCommandIsTaken() {
      let (screen, field) = makeEditingField()
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      field.setMarkedText("r", selectedRange: NSRange(location: 1, length: 0))
      XCTAssertNotNil(field.markedTextRange)
      XCTAssertTrue(inputs(of: field).isDisjoint(with: Self.dropdownKeys))
    }

    func test_markedText_isNotQueriedUntilItIsCommitted() {
      let (_, field) = makeEditingField(items: [])
      let queries = QueryLog()
      field.debounceMilliseconds = 0
      field.setSource { query in
        await queries.record(query.text)
        return [AutofillItem("東京")]
      }
      field.setMarkedText("東京", selectedRange: NSRange(location: 2, length: 0))
      settle()
      XCTAssertEqual(queries.texts, [], "no query while an input method composes")
      field.unmarkText()
      waitUntil("the committed text is asked") { queries.texts == ["東京"] }
    }

    func test_hostKeys_moveHighlightAndSelectHighlightedSuggestion() {
      let (screen, field) = makeEditingField()
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      XCTAssertFalse(field.selectHighlightedSuggestion(), "nothing is highlighted yet")
      XCTAssertEqual(field.text, "zu")
      field.moveHighlight(.down)
      field.moveHighlight(.down)
      XCTAssertEqual(field.dropdownState.highlightedIndex, 1)
      XCTAssertTrue(field.selectHighlightedSuggestion())
      XCTAssertEqual(field.text, "Zug")
    }
  }
#endif
