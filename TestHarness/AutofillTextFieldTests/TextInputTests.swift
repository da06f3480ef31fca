#if canImport(UIKit)
  import AutofillTextField
  @preconcurrency import UIKit
  import XCTest

  /// What may be suggested: secure entry, suggestions off, and the matching options.
  @MainActor
  final class TextInputTests: XCTestCase {
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

    func test_turningOnSecureEntry_hidesTheShowingDropdown() {
      let (screen, field) = makeEditingField()
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      field.isSecureTextEntry = true
      waitForNoDropdown(in: screen.window)
      XCTAssertEqual(field.dropdownState.kind, .hidden)
    }

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

    func test_suggestionsOff_showsNothing() {
      let (screen, field) = makeEditingField()
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      field.isAutoFillOn = false
      waitForNoDropdown(in: screen.window)
      field.enterText("r")
      settle()
      XCTAssertNil(DropdownProbe.table(in: screen.window))
    }

    func test_wildcardBefore_findsTextInsideValues() {
      let (screen, field) = makeEditingField()
      field.isWildcardBefore = true
      XCTAssertEqual(field.matchOptions.isWildcardBefore, true)
      field.enterText("rag")
      waitForDropdown(in: screen.window, titles: ["Zaragoza"])
    }

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
