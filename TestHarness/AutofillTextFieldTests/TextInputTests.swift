#if canImport(UIKit)
  import AutofillTextField
  @preconcurrency import UIKit
  import XCTest

  /// What may be suggested: secure entry, suggestions off, and the matching options.
  @MainActor
  final class TextInputTests: XCTestCase {
    // Fails if a secure text entry field shows a dropdown for what is typed in it.
    func test_secureEntry_showsNothing() {
      let (screen, field) = makeEditingField()
      // The index is ready once a row shows; after that a keystroke is answered at once.
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      XCTAssertTrue(field.resignFirstResponder())
      field.text = ""
      field.isSecureTextEntry = true
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("zu")
      settle()
      XCTAssertNil(DropdownProbe.table(in: screen.window))
      XCTAssertFalse(field.isDropdownVisible)
      XCTAssertEqual(field.dropdownState.kind, .hidden)
    }

    // Fails if turning isSecureTextEntry on while the dropdown shows leaves it up.
    func test_turningOnSecureEntry_hidesTheShowingDropdown() {
      let (screen, field) = makeEditingField()
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      field.isSecureTextEntry = true
      waitForDropdownRemoved(in: screen.window)
      XCTAssertEqual(field.dropdownState.kind, .hidden)
    }

    // Fails if a secure text entry field sends what is typed in it to its source.
    func test_secureEntry_neverAsksTheSource() {
      let (_, field) = makeEditingField(items: [])
      let queries = QueryLog()
      field.debounceMilliseconds = 0
      field.isSecureTextEntry = true
      field.setSource { query in
        await queries.record(query.text)
        return [AutofillItem("secret")]
      }
      field.enterText("se")
      settle()
      XCTAssertEqual(queries.texts, [])
      XCTAssertFalse(field.isDropdownVisible)
    }

    // Fails if turning isAutoFillOn off does not hide the showing dropdown, or a later keystroke
    // shows it again.
    func test_suggestionsOff_showsNothing() {
      let (screen, field) = makeEditingField()
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      field.isAutoFillOn = false
      waitForDropdownRemoved(in: screen.window)
      field.enterText("r")
      settle()
      XCTAssertNil(DropdownProbe.table(in: screen.window))
    }

    // Fails if isWildcardBefore does not reach the match options, so "rag" finds nothing inside
    // "Zaragoza".
    func test_wildcardBefore_findsTextInsideValues() {
      let (screen, field) = makeEditingField()
      field.isWildcardBefore = true
      XCTAssertEqual(field.matchOptions.isWildcardBefore, true)
      field.enterText("rag")
      waitForDropdown(in: screen.window, titles: ["Zaragoza"])
    }

    // Fails if isCaseSensitive is not passed to the matching: "Zu" finds nothing, or "zu" still
    // finds Zürich and Zug.
    func test_caseSensitive_matchesOnlyTheSameCase() {
      let (screen, field) = makeEditingField()
      field.isCaseSensitive = true
      field.enterText("Zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      field.deleteBackward(times: 2)
      field.enterText("zu")
      settle()
      XCTAssertEqual(field.dropdownState.suggestions.count, 0)
      XCTAssertNotEqual(
        DropdownProbe.table(in: screen.window).map(DropdownProbe.titles(of:)),
        ["Zürich", "Zug"])
    }

    // Fails if items set while editing are not used: the next keystroke still matches the old
    // items.
    func test_replacingTheItems_changesTheRows() {
      let (screen, field) = makeEditingField()
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      field.items = [AutofillItem("Zuoz"), AutofillItem("Zürich")]
      field.deleteBackward()
      field.enterText("u")
      waitForDropdown(in: screen.window, titles: ["Zuoz", "Zürich"])
    }
  }
#endif
