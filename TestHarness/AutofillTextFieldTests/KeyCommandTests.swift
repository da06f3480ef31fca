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

    // Fails if the field takes ↓ ↑ Return or Escape while no dropdown shows (the caret keys and Return would stop working).
    func test_withoutDropdown_theFieldTakesNoArrowReturnOrEscape() {
      let (_, field) = makeEditingField()
      XCTAssertTrue(inputs(of: field).isDisjoint(with: Self.dropdownKeys))
    }

    // Fails if the field takes Return before a row is highlighted (Return would no longer end
    // editing), misses ↓ ↑ Escape or Return once a row is, takes Tab, or adds modifiers.
    func test_whileTheDropdownShows_arrowsAndEscapeAreTaken_returnOnlyOnceARowIsHighlighted() {
      let (screen, field) = makeEditingField()
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      let arrowsAndEscape: Set = [
        UIKeyCommand.inputDownArrow, UIKeyCommand.inputUpArrow, UIKeyCommand.inputEscape,
      ]
      XCTAssertTrue(inputs(of: field).isSuperset(of: arrowsAndEscape))
      XCTAssertFalse(
        inputs(of: field).contains("\r"), "Return ends editing while nothing is highlighted")
      press(UIKeyCommand.inputDownArrow, on: field)
      XCTAssertTrue(inputs(of: field).isSuperset(of: Self.dropdownKeys))
      XCTAssertFalse(inputs(of: field).contains("\t"))
      let ours = (field.keyCommands ?? []).filter { Self.dropdownKeys.contains($0.input ?? "") }
      XCTAssertTrue(ours.allSatisfy { $0.modifierFlags.isEmpty })
      XCTAssertTrue(
        ours.allSatisfy(\.wantsPriorityOverSystemBehavior),
        "without priority, the text field's own arrow and Return handling runs first")
    }

    /// Types "zu" in a field with returnSelectsFirstSuggestion on, presses Return (the
    /// hardware key, or the on-screen one, which reaches the field through its text field
    /// delegate) with no row highlighted, and checks that it entered the first row.
    private func assertReturnPicksTheFirstRow(isHardware: Bool, line: UInt = #line) {
      let (screen, field) = makeEditingField()
      field.returnSelectsFirstSuggestion = true
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"], line: line)
      XCTAssertTrue(inputs(of: field).contains("\r"), "Return is taken", line: line)
      if isHardware {
        press("\r", on: field, line: line)
      } else {
        XCTAssertEqual(field.delegate?.textFieldShouldReturn?(field), false, line: line)
      }
      XCTAssertEqual(field.text, "Zürich", line: line)
      waitForDropdownRemoved(in: screen.window, line: line)
    }

    // Fails if, with returnSelectsFirstSuggestion on, the hardware Return is not taken while
    // rows show without a highlight, or does not enter the first row.
    func test_returnSelectsFirstSuggestion_hardwareReturnPicksTheFirstRow() {
      assertReturnPicksTheFirstRow(isHardware: true)
    }

    // Fails if, with returnSelectsFirstSuggestion on, the on-screen Return ends editing
    // without entering the first row.
    func test_returnSelectsFirstSuggestion_onScreenReturnPicksTheFirstRow() {
      assertReturnPicksTheFirstRow(isHardware: false)
    }

    /// Presses the on-screen Return (UIKit asks the field's delegate) with a host's delegate
    /// set, and checks that the host answered it and the text is still `text`.
    private func assertOnScreenReturnIsTheHosts(
      in field: AutofillTextField, text: String, line: UInt = #line
    ) {
      let host = ReturnHost()
      field.delegate = host
      XCTAssertEqual(
        field.delegate?.textFieldShouldReturn?(field), true, "the host's answer", line: line)
      XCTAssertEqual(host.returns, 1, line: line)
      XCTAssertEqual(field.text, text, line: line)
    }

    /// With returnSelectsFirstSuggestion on, types "zz" into a field whose source gives
    /// `answer`, waits for its single `row`, and presses the on-screen Return.
    private func assertReturnWithoutRowsIsTheHosts(
      row: String, line: UInt = #line,
      _ answer: @escaping @Sendable (AutofillQuery) async throws -> [AutofillItem]
    ) {
      let (screen, field) = makeEditingField(items: [])
      field.returnSelectsFirstSuggestion = true
      field.debounceMilliseconds = 0
      field.source = AutofillClosureSource(answer)
      field.enterText("zz")
      waitForDropdown(in: screen.window, titles: [row], line: line)
      assertOnScreenReturnIsTheHosts(in: field, text: "zz", line: line)
    }

    // Fails if, with returnSelectsFirstSuggestion on, the on-screen Return takes the no-matches row for a suggestion (review r3, finding 4): the host's textFieldShouldReturn is not asked, or the text changes.
    func test_returnSelectsFirstSuggestion_withTheNoMatchesRow_onScreenReturnIsTheHosts() {
      assertReturnWithoutRowsIsTheHosts(row: "No matches found") { _ in [] }
    }

    // Fails if, with returnSelectsFirstSuggestion on, the on-screen Return takes the failed row for a suggestion (review r3, finding 4): the host's textFieldShouldReturn is not asked, or the text changes.
    func test_returnSelectsFirstSuggestion_withTheFailedRow_onScreenReturnIsTheHosts() {
      assertReturnWithoutRowsIsTheHosts(row: "The test server is unavailable.") { _ in
        throw UnavailableError()
      }
    }

    // Fails if, with returnSelectsFirstSuggestion off, the on-screen Return picks a row while nothing is highlighted, or does not reach the host's textFieldShouldReturn (review r3, finding 4).
    func test_onScreenReturn_withNothingHighlighted_isTheHosts() {
      let (screen, field) = makeEditingField()
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      assertOnScreenReturnIsTheHosts(in: field, text: "zu")
    }

    // Fails if, with returnSelectsFirstSuggestion off, the on-screen Return does not pick the highlighted row, or also asks the host (review r3, finding 4).
    func test_onScreenReturn_picksTheHighlightedRow() {
      let (screen, field) = makeEditingField()
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      press(UIKeyCommand.inputDownArrow, on: field)
      press(UIKeyCommand.inputDownArrow, on: field)
      let host = ReturnHost()
      field.delegate = host
      XCTAssertEqual(field.delegate?.textFieldShouldReturn?(field), false, "the field's answer")
      XCTAssertEqual(field.text, "Zug")
      XCTAssertEqual(host.returns, 0)
      waitForDropdownRemoved(in: screen.window)
    }

    // Fails if the on-screen Return picks a row while an input method composes (review r3, finding 3): its Return commits the candidate, as the hardware Return is not taken then either; the field would answer for the host (a row chosen) and the host's textFieldShouldReturn not be asked.
    func test_onScreenReturn_whileTextIsMarked_isTheHosts() {
      let (screen, field) = makeEditingField()
      field.returnSelectsFirstSuggestion = true
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      field.setMarkedText("r", selectedRange: NSRange(location: 1, length: 0))
      XCTAssertNotNil(field.markedTextRange)
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      assertOnScreenReturnIsTheHosts(in: field, text: "zur")
    }

    // Fails if ↓ does not highlight the first row, the table does not select its cell, or ↓ changes the text.
    func test_downArrow_highlightsTheFirstRowAndSelectsItsCell() throws {
      let (screen, field) = makeEditingField()
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      press(UIKeyCommand.inputDownArrow, on: field)
      XCTAssertEqual(field.dropdownState.highlightedIndex, 0)
      waitUntil("the first row is selected") { table.indexPathForSelectedRow?.row == 0 }
      XCTAssertEqual(field.text, "zu", "moving the highlight does not change the text")
    }

    // Fails if ↑ does not move the highlight to the row above.
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

    // Fails if Return does not pick the highlighted row, the pick is not reported once to the delegate, the closure and the value-changed action in that order, or the dropdown stays.
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
      waitForDropdownRemoved(in: screen.window)
    }

    // Fails if Escape does not close the dropdown, changes the text, ends editing, or the field keeps the keys afterwards.
    func test_escape_closesTheDropdownAndKeepsTheText() {
      let (screen, field) = makeEditingField()
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      press(UIKeyCommand.inputEscape, on: field)
      waitForDropdownRemoved(in: screen.window)
      XCTAssertEqual(field.text, "zu")
      XCTAssertTrue(field.isFirstResponder)
      XCTAssertTrue(inputs(of: field).isDisjoint(with: Self.dropdownKeys))
    }

    // Fails if the field takes ↓ ↑ Return or Escape from an input method that is composing:
    // it offers them, or a command gathered just before composing began still performs.
    func test_whileTextIsMarked_noKeyCommandIsTaken() throws {
      let (screen, field) = makeEditingField()
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      let gathered = try XCTUnwrap(
        field.keyCommands?.first { $0.input == UIKeyCommand.inputDownArrow })
      let action = try XCTUnwrap(gathered.action)
      XCTAssertTrue(field.canPerformAction(action, withSender: gathered))
      field.setMarkedText("r", selectedRange: NSRange(location: 1, length: 0))
      XCTAssertNotNil(field.markedTextRange)
      XCTAssertTrue(inputs(of: field).isDisjoint(with: Self.dropdownKeys))
      XCTAssertFalse(
        field.canPerformAction(action, withSender: gathered), "the gathered ↓ still performs")
    }

    // Fails if marked (uncommitted) text is sent to the source, at once or late, or the
    // committed text is not.
    func test_markedText_isNotQueriedUntilItIsCommitted() {
      let (_, field) = makeEditingField(items: [])
      let queries = QueryLog()
      field.debounceMilliseconds = 0
      field.setSource { query in
        await queries.record(query.text)
        return [AutofillItem("東京")]
      }
      // As a Japanese input method composes: kana first, then the converted word, committed.
      field.setMarkedText("とうきょう", selectedRange: NSRange(location: 5, length: 0))
      settle()
      XCTAssertEqual(queries.texts, [], "no query while an input method composes")
      field.setMarkedText("東京", selectedRange: NSRange(location: 2, length: 0))
      XCTAssertEqual(field.text, "東京", "the converted word replaces the kana")
      settle()
      // The converted word is the committed one: asked now, the commit would not ask again.
      XCTAssertEqual(queries.texts, [], "no query of the converted word while it is marked")
      field.unmarkText()
      // The source records off the main actor: once the commit's query is in, a query of the
      // kana sent earlier would be in before it.
      waitUntil("the committed text is asked") { queries.texts.last == "東京" }
      XCTAssertEqual(queries.texts, ["東京"], "a composing text reached the source")
    }

    // Fails if the host's moveHighlight/selectHighlightedSuggestion do not act as the keys do, or select picks when nothing is highlighted.
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

  /// A host's delegate that answers Return itself, and counts the times it was asked.
  @MainActor
  private final class ReturnHost: NSObject, UITextFieldDelegate {
    var returns = 0
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      returns += 1
      return true
    }
  }
#endif
