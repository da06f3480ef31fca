#if canImport(UIKit)
  import AutofillTextField
  @preconcurrency import UIKit
  import XCTest

  /// A port of RVS_AutofillTextField that only renamed its types: its view controller is the
  /// field's `UITextFieldDelegate` and implements RVS's name for a pick.
  @MainActor
  final class RenamedRVSDelegate: NSObject, UITextFieldDelegate, AutofillTextFieldDelegate {
    private(set) var selections: [String] = []

    func autoFillTextField(_ autofillTextField: AutofillTextField, selectionWasMade: AutofillItem) {
      selections.append(selectionWasMade.value)
    }
  }

  /// Picking a suggestion: the text, the three ways a host hears it, a host that refuses it.
  @MainActor
  final class SelectionTests: XCTestCase {
    // Fails if a pick does not put the item's value in the field, does not end editing
    // (resignsFirstResponderOnSelection is on by default) or leaves the dropdown.
    func test_pick_setsTheTextHidesTheDropdownAndEndsEditing() {
      let (screen, field) = makeEditingField()
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      field.selectSuggestion(at: 1)
      XCTAssertEqual(field.text, "Zug")
      XCTAssertFalse(field.isFirstResponder)
      waitForDropdownRemoved(in: screen.window)
      XCTAssertFalse(field.isDropdownVisible)
    }

    // Fails if a pick is not reported exactly once each to the delegate, onSelect and
    // .valueChanged, in that order.
    func test_pick_tellsTheDelegateThenOnSelectThenValueChanged_onceEach() {
      let (screen, field) = makeEditingField()
      let log = FieldEventLog()
      log.attach(to: field)
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      field.selectSuggestion(at: 1)
      settle()
      XCTAssertEqual(log.picks, ["delegate: Zug", "onSelect: Zug", "valueChanged: Zug"])
    }

    // Fails if a port of RVS_AutofillTextField that only renamed its types goes silent: the
    // `autoFillTextField(_:selectionWasMade:)` of its `UITextFieldDelegate` is not called on a
    // pick (RVS called it there), or is called other than once.
    func test_rvsPort_selectionWasMadeOnTheTextFieldDelegate_isCalledOnce() {
      let (screen, field) = makeEditingField()
      let host = RenamedRVSDelegate()
      field.delegate = host
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      field.selectSuggestion(at: 1)
      settle()
      XCTAssertEqual(host.selections, ["Zug"])
    }

    // Fails if an object that is both the `delegate` and the `autofillDelegate` hears RVS's
    // `autoFillTextField(_:selectionWasMade:)` twice for one pick, or not at all.
    func test_rvsPort_delegateThatIsAlsoTheAutofillDelegate_hearsThePickOnce() {
      let (screen, field) = makeEditingField()
      let host = RenamedRVSDelegate()
      field.delegate = host
      field.autofillDelegate = host
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      field.selectSuggestion(at: 0)
      settle()
      XCTAssertEqual(host.selections, ["Zürich"])
    }

    // Fails if a pick sends .editingChanged not at all or twice (the field adding its own to the
    // one replace(_:withText:) sends).
    func test_pick_sendsEditingChangedExactlyOnce() {
      let (screen, field) = makeEditingField()
      let log = FieldEventLog()
      log.attach(to: field)
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      let before = log.editingChangedCount
      field.selectSuggestion(at: 0)
      settle()
      XCTAssertEqual(log.editingChangedCount - before, 1)
      XCTAssertEqual(field.text, "Zürich")
    }

    // Fails if with resignsFirstResponderOnSelection off a pick ends editing, or the dropdown
    // stays.
    func test_pickWithoutResigning_keepsEditingAndClosesTheDropdown() {
      let (screen, field) = makeEditingField()
      field.resignsFirstResponderOnSelection = false
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      field.selectSuggestion(at: 0)
      XCTAssertEqual(field.text, "Zürich")
      XCTAssertTrue(field.isFirstResponder)
      waitForDropdownRemoved(in: screen.window)
    }

    // Fails if a pick skips the host's shouldChangeCharactersIn, one it refuses still changes the
    // text or is reported, or the field replaces the host's delegate.
    func test_hostDelegateRefusingThePick_leavesTheTextAndTellsNobody() {
      let (screen, field) = makeEditingField()
      let host = RefusingTextFieldDelegate()
      field.delegate = host
      let log = FieldEventLog()
      log.attach(to: field)
      field.enterText("zu")
      XCTAssertEqual(field.text, "zu", "single keystrokes are allowed")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      field.selectSuggestion(at: 0)
      settle()
      XCTAssertEqual(field.text, "zu")
      XCTAssertTrue(host.askedReplacements.contains("Zürich"))
      XCTAssertEqual(log.picks, [])
      // The getter returns the proxy UIKit holds (documented); the host is still what it asks.
      XCTAssertEqual(
        field.delegate?.textField?(
          field, shouldChangeCharactersIn: NSRange(location: 0, length: 2),
          replacementString: "Zug"),
        false)
      XCTAssertEqual(host.askedReplacements.last, "Zug")
    }

    // Fails if selecting a row through the table's delegate (VoiceOver's double-tap) does not pick
    // it and report it as any pick is.
    func test_activatingARowThroughTheTable_picksIt() throws {
      // VoiceOver's double-tap (and Voice Control's "Tap 2") select the row through the
      // table's delegate.
      let (screen, field) = makeEditingField()
      let log = FieldEventLog()
      log.attach(to: field)
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      let path = IndexPath(row: 1, section: 0)
      table.delegate?.tableView?(table, didSelectRowAt: path)
      XCTAssertEqual(field.text, "Zug")
      XCTAssertEqual(log.picks, ["delegate: Zug", "onSelect: Zug", "valueChanged: Zug"])
    }

    // Fails if selectSuggestion(at:) with an index out of range picks, changes the text, ends
    // editing, closes the dropdown or traps.
    func test_selectSuggestionOutOfRange_changesNothing() {
      let (screen, field) = makeEditingField()
      let log = FieldEventLog()
      log.attach(to: field)
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      field.selectSuggestion(at: 7)
      field.selectSuggestion(at: -1)
      settle()
      XCTAssertEqual(field.text, "zu")
      XCTAssertEqual(log.picks, [])
      XCTAssertTrue(field.isFirstResponder)
      XCTAssertNotNil(DropdownProbe.table(in: screen.window))
    }

    // Fails if picking a trigger's suggestion replaces more than its "@al" token, adds no space
    // after it, ends editing or leaves the dropdown.
    func test_triggerPick_replacesOnlyItsWordAndKeepsEditing() {
      let screen = makeScreen()
      let field = Fixtures.makeField(items: [])
      field.debounceMilliseconds = 0
      field.triggers = [
        AutofillTrigger("@", items: ["alice", "albert", "bob"].map { AutofillItem($0) })
      ]
      screen.root.addSubview(field)
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("Hi @al")
      waitForDropdown(in: screen.window, titles: ["alice", "albert"])
      field.selectSuggestion(at: 0)
      XCTAssertEqual(field.text, "Hi @alice ")
      XCTAssertTrue(field.isFirstResponder)
      waitForDropdownRemoved(in: screen.window)
    }
  }
#endif
