import AutofillCore
import Foundation
import XCTest

final class PresentationTests: XCTestCase {
  private func suggestion(_ value: String, subtitle: String? = nil, matching part: String?)
    -> AutofillSuggestion
  {
    AutofillSuggestion(
      item: AutofillItem(value, subtitle: subtitle),
      matchedRange: part.flatMap { value.range(of: $0) })
  }

  func test_rows_resultsGiveOneRowPerSuggestion_withPositionAndUTF16Range() {
    let state = AutofillDropdownState.results(
      [
        suggestion("👩‍👩‍👧 Zürich", subtitle: "Switzerland", matching: "Zür"),
        suggestion("Zug", matching: nil),
      ], highlighted: 1)
    let rows = AutofillDropdownRow.rows(for: state)
    XCTAssertEqual(rows.count, 2)
    XCTAssertEqual(rows[0].kind, .suggestion(index: 0))
    XCTAssertEqual(rows[0].title, "👩‍👩‍👧 Zürich")
    XCTAssertEqual(rows[0].subtitle, "Switzerland")
    // The family emoji is 8 UTF-16 units, then a space: "Zür" starts at 9.
    XCTAssertEqual(rows[0].matchedRange, NSRange(location: 9, length: 3))
    XCTAssertEqual(rows[0].accessibilityLabel, "👩‍👩‍👧 Zürich, Switzerland")
    XCTAssertEqual(rows[0].accessibilityValue, "1 of 2")
    XCTAssertFalse(rows[0].isHighlighted)
    XCTAssertTrue(rows[0].isSelectable)
    XCTAssertNil(rows[1].matchedRange)
    XCTAssertEqual(rows[1].accessibilityLabel, "Zug")
    XCTAssertEqual(rows[1].accessibilityValue, "2 of 2")
    XCTAssertTrue(rows[1].isHighlighted)
  }

  func test_rows_stateRowsUseTheConfiguredTexts() {
    var texts = AutofillStateTexts()
    texts.loadingSubtitle = "Asking the server"
    texts.noMatchesTitle = "Nothing here"
    texts.failureSubtitle = "Try again"
    let cases: [(AutofillDropdownState, AutofillDropdownRow.Kind, String, String?, UInt)] = [
      (.loading, .loading, "Loading options", "Asking the server", #line),
      (.noMatches, .noMatches, "Nothing here", nil, #line),
      (.failed(message: "Offline"), .failed, "Offline", "Try again", #line),
    ]
    for (state, kind, title, subtitle, line) in cases {
      let rows = AutofillDropdownRow.rows(for: state, texts: texts)
      XCTAssertEqual(rows.count, 1, line: line)
      XCTAssertEqual(rows.first?.kind, kind, line: line)
      XCTAssertEqual(rows.first?.title, title, line: line)
      XCTAssertEqual(rows.first?.subtitle, subtitle, line: line)
      XCTAssertEqual(rows.first?.isSelectable, false, line: line)
      XCTAssertEqual(rows.first?.showsActivityIndicator, kind == .loading, line: line)
      XCTAssertNil(rows.first?.accessibilityValue, line: line)
    }
    XCTAssertEqual(AutofillDropdownRow.rows(for: .hidden), [])
  }

  func test_handledKeys_followTheState() {
    let rows = [suggestion("Zug", matching: "Z")]
    let cases: [(AutofillDropdownState, Set<AutofillKey>, UInt)] = [
      (.hidden, [], #line),
      (.loading, [.escape], #line),
      (.noMatches, [.escape], #line),
      (.failed(message: "x"), [.escape], #line),
      (.results([], highlighted: nil), [.escape], #line),
      (.results(rows, highlighted: nil), [.down, .up, .escape], #line),
      (.results(rows, highlighted: 0), [.down, .up, .escape, .enter], #line),
    ]
    for (state, keys, line) in cases {
      XCTAssertEqual(state.handledKeys, keys, line: line)
    }
  }

  func test_showsDropdown_onlyWhileEditingInAWindow() {
    let results = AutofillDropdownState.results(
      [suggestion("Zug", matching: "Z")], highlighted: nil)
    let cases: [(AutofillDropdownState, Bool, Bool, Bool, UInt)] = [
      // state, first responder, in window, expected
      (results, true, true, true, #line),
      (.loading, true, true, true, #line),
      (.noMatches, true, true, true, #line),
      (.failed(message: "x"), true, true, true, #line),
      (.hidden, true, true, false, #line),
      (results, false, true, false, #line),
      (results, true, false, false, #line),
    ]
    for (state, editing, inWindow, expected, line) in cases {
      XCTAssertEqual(
        AutofillPresentationRules.showsDropdown(
          state, isFirstResponder: editing, isInWindow: inWindow),
        expected, line: line)
    }
  }

  /// An inline field's rows (SwiftUI's `.autofillPresentation(.inline)`): the dropdown's rows
  /// with the source's status row, only while the dropdown would show. Without the rule the
  /// form would keep the rows after editing ended.
  func test_inlineRows_theDropdownsRows_whileItWouldShow() {
    let results = AutofillDropdownState.results(
      [suggestion("Zug", subtitle: "Switzerland", matching: "Z")], highlighted: nil)
    let texts = AutofillStateTexts(language: "en")
    let cases: [(AutofillDropdownState, AutofillSourceStatus, Bool, [String], UInt)] = [
      // state, source status, first responder, titles
      (results, .idle, true, ["Zug"], #line),
      (results, .loading, true, ["Zug", texts.loadingTitle], #line),
      (.failed(message: "Offline"), .idle, true, ["Offline"], #line),
      (.noMatches, .idle, true, [texts.noMatchesTitle], #line),
      (results, .loading, false, [], #line),
      (.hidden, .idle, true, [], #line),
    ]
    for (state, status, editing, titles, line) in cases {
      let rows = AutofillPresentationRules.inlineRows(
        for: state, sourceStatus: status, texts: texts, isFirstResponder: editing,
        isInWindow: true)
      XCTAssertEqual(rows.map(\.row.title), titles, line: line)
      XCTAssertEqual(
        rows.map(\.row),
        editing ? AutofillDropdownRow.rows(for: state, sourceStatus: status, texts: texts) : [],
        line: line)
    }
    XCTAssertEqual(
      AutofillPresentationRules.inlineRows(
        for: results, sourceStatus: .idle, texts: texts, isFirstResponder: true,
        isInWindow: false), [])
  }

  /// An inline row's identity is its kind, texts and section, not its place, and a suggestion
  /// row carries the item it draws: when the rows change before SwiftUI redraws, a tap enters
  /// the item the finger was on, and a row that moved keeps its view. With identities by
  /// place (`id: \.offset`), "Zug" moving up would take over "Zürich"'s row.
  func test_inlineRows_identityOutlivesThePlace_andEachSuggestionCarriesItsItem() {
    let texts = AutofillStateTexts(language: "en")
    func rows(_ values: [String], sections: [String?]? = nil) -> [AutofillInlineRow] {
      let suggestions = values.enumerated().map { index, value in
        AutofillSuggestion(
          item: AutofillItem(value, section: sections?[index]), matchedRange: nil)
      }
      return AutofillPresentationRules.inlineRows(
        for: .results(suggestions, highlighted: nil), sourceStatus: .loading, texts: texts,
        isFirstResponder: true, isInWindow: true)
    }
    let before = rows(["Zürich", "Zug"])
    let after = rows(["Zug", "Zürich", "Zurzach"])
    XCTAssertEqual(before.map(\.item?.value), ["Zürich", "Zug", nil])
    XCTAssertEqual(after.map(\.item?.value), ["Zug", "Zürich", "Zurzach", nil])
    XCTAssertEqual(before[1].id, after[0].id, "Zug")
    XCTAssertEqual(before[0].id, after[1].id, "Zürich")
    XCTAssertEqual(before[2].id, after[3].id, "the loading row")
    XCTAssertEqual(Set(after.map(\.id)).count, after.count)
    // The same value in two sections, or twice, is two rows.
    let twice = rows(["Zug", "Zug", "Zug"], sections: ["Canton", "Town", "Town"])
    XCTAssertEqual(Set(twice.map(\.id)).count, twice.count)
  }

  /// While a finger is down on an inline row the rows stay as drawn, even when editing ends
  /// (a host's resign-on-tap gesture), so the tap reaches its button; without the rule the
  /// row would leave the form under the finger and its pick be lost.
  func test_inlineRows_stayAsDrawn_whileAPickIsInProgress() {
    let texts = AutofillStateTexts(language: "en")
    let results = AutofillDropdownState.results(
      [suggestion("Zug", matching: "Z")], highlighted: nil)
    let drawn = AutofillPresentationRules.inlineRows(
      for: results, sourceStatus: .idle, texts: texts, isFirstResponder: true, isInWindow: true)
    XCTAssertEqual(drawn.count, 1)
    XCTAssertEqual(
      AutofillPresentationRules.inlineRows(
        for: .hidden, sourceStatus: .idle, texts: texts, isFirstResponder: false,
        isInWindow: true, isPickInProgress: true, current: drawn), drawn)
    XCTAssertEqual(
      AutofillPresentationRules.inlineRows(
        for: .hidden, sourceStatus: .idle, texts: texts, isFirstResponder: false,
        isInWindow: true, isPickInProgress: false, current: drawn), [])
  }

  /// Inline rows stop at the limit (the rest would sit under the keyboard in the form), with
  /// the source's status row still under them; only the last row of a list drawn whole says
  /// the list reached its end (the next page loads when it appears).
  func test_inlineRows_cappedWithTheStatusUnder_theLastRowOfAWholeListReachesTheEnd() {
    let texts = AutofillStateTexts(language: "en")
    let results = AutofillDropdownState.results(
      ["Zug", "Zürich", "Zurzach"].map { suggestion($0, matching: nil) }, highlighted: nil)
    func rows(_ limit: Int, _ status: AutofillSourceStatus) -> [AutofillInlineRow] {
      AutofillPresentationRules.inlineRows(
        for: results, sourceStatus: status, texts: texts, isFirstResponder: true,
        isInWindow: true, maximumSuggestions: limit)
    }
    XCTAssertEqual(rows(2, .loading).map(\.row.title), ["Zug", "Zürich", texts.loadingTitle])
    XCTAssertEqual(rows(2, .loading).map(\.reachesEnd), [false, false, false])
    XCTAssertEqual(rows(2, .idle).map(\.row.title), ["Zug", "Zürich"])
    XCTAssertEqual(rows(4, .loading).map(\.reachesEnd), [false, false, true, false])
    XCTAssertEqual(rows(5, .idle).map(\.reachesEnd), [false, false, true])
    // Exactly as many as the cap: a next page would not show, so none is asked for (a source
    // whose page size is the cap would otherwise load page 2 at every query).
    XCTAssertEqual(rows(3, .idle).map(\.reachesEnd), [false, false, false])
  }

  /// Two inline rows that say the same but draw items with another `refCon` or entered text
  /// differ, so a new answer's items are published (a custom row draws the item, a tap enters
  /// it); with `==` ignoring the item, the old item would stay drawn and be picked.
  func test_inlineRows_differWhenTheirItemsDiffer() {
    let texts = AutofillStateTexts(language: "en")
    func rows(_ item: AutofillItem) -> [AutofillInlineRow] {
      AutofillPresentationRules.inlineRows(
        for: .results([AutofillSuggestion(item: item, matchedRange: nil)], highlighted: nil),
        sourceStatus: .idle, texts: texts, isFirstResponder: true, isInWindow: true)
    }
    XCTAssertEqual(rows(AutofillItem("Zug", refCon: 1)), rows(AutofillItem("Zug", refCon: 1)))
    XCTAssertNotEqual(rows(AutofillItem("Zug", refCon: 1)), rows(AutofillItem("Zug", refCon: 2)))
    XCTAssertNotEqual(rows(AutofillItem("Zug")), rows(AutofillItem("Zug", refCon: 2)))
    XCTAssertNotEqual(
      rows(AutofillItem("Zug", enteredText: "ZG")), rows(AutofillItem("Zug", enteredText: "Z")))
  }

  @MainActor
  func test_suppressesAutocorrection_whenTheFieldCanSuggestAndTheHostDidNotChoose() {
    let cases: [(Bool, Bool, Bool, Bool, Bool, Bool, UInt)] = [
      // autofill on, secure, has source, triggers, host set, expected
      (true, false, true, false, false, true, #line),
      (true, false, true, false, true, false, #line),
      (false, false, true, false, false, false, #line),
      (true, true, true, false, false, false, #line),
      (true, false, false, false, false, false, #line),
      // With triggers the rest of the message keeps the host's autocorrection and QuickType.
      (true, false, true, true, false, false, #line),
      (true, false, false, true, false, false, #line),
    ]
    for (isOn, secure, hasSource, triggers, hostSet, expected, line) in cases {
      XCTAssertEqual(
        AutofillPresentationRules.suppressesAutocorrection(
          isAutofillOn: isOn, isSecureEntry: secure, hasSource: hasSource,
          usesTriggers: triggers, hostSetAutocorrection: hostSet),
        expected, line: line)
    }
    // A field given rows of its own, even none yet (a search completer's before its first
    // answer), suggests: without it, a suggestions-only field kept autocorrection and
    // predictions on.
    let session = AutofillCompletionSession()
    XCTAssertFalse(session.takesSuggestedItems)
    session.setSuggestedItems([])
    XCTAssertTrue(session.takesSuggestedItems)
    for takes in [false, true] {
      var suggestions = AutofillSystemSuggestions()
      var field = AutofillSystemSuggestions.Field(autocorrection: 0, inlinePrediction: 0)
      field.hasItemsOrSource = false
      field.takesSuggestedItems = takes
      let writes = suggestions.beginEditing(field)
      XCTAssertEqual(writes.autocorrection == .turnOff, takes)
      XCTAssertEqual(writes.inlinePrediction == .turnOff, takes)
    }
  }

  func test_suppressesInlinePredictions_wheneverTheFieldCanSuggest_triggersIncluded() {
    let cases: [(Bool, Bool, Bool, Bool, Bool, UInt)] = [
      // autofill on, secure, can suggest (items, source or triggers), host chose, expected
      (true, false, true, false, true, #line),
      (true, false, true, true, false, #line),
      (false, false, true, false, false, #line),
      (true, true, true, false, false, #line),
      (true, false, false, false, false, #line),
    ]
    for (isOn, secure, canSuggest, hostChose, expected, line) in cases {
      XCTAssertEqual(
        AutofillPresentationRules.suppressesInlinePredictions(
          isAutofillOn: isOn, isSecureEntry: secure, canSuggest: canSuggest,
          hostChosePredictions: hostChose),
        expected, line: line)
    }
  }

  func test_dropdownUpdate_keepsTheRowsWhileAFingerIsOnOne() {
    let results = AutofillDropdownState.results(
      [suggestion("Zug", subtitle: nil, matching: "Z")], highlighted: nil)
    typealias Update = AutofillPresentationRules.DropdownUpdate
    let cases: [(AutofillDropdownState, Bool, Bool, Bool, Update, UInt)] = [
      // state, first responder, in window, picking, expected
      (results, true, true, false, .show, #line),
      (.hidden, true, true, false, .hide, #line),
      (results, false, true, false, .hide, #line),
      // A host's tap-to-dismiss ended editing under the finger: the row stays to be tapped.
      (.hidden, false, true, true, .keep, #line),
      (results, true, true, true, .keep, #line),
      // Out of the window the touch is gone anyway.
      (results, true, false, true, .hide, #line),
      (results, true, false, false, .hide, #line),
    ]
    for (state, editing, inWindow, picking, expected, line) in cases {
      XCTAssertEqual(
        AutofillPresentationRules.dropdownUpdate(
          for: state, isFirstResponder: editing, isInWindow: inWindow,
          isPickInProgress: picking),
        expected, line: line)
    }
  }

  func test_keysTakenOver_noneWhileAnInputMethodComposes() {
    let all: Set<AutofillKey> = [.down, .up, .enter, .escape, .right]
    let cases: [(Set<AutofillKey>, Bool, Bool, Bool, Set<AutofillKey>, UInt)] = [
      // handled, dropdown visible, inline completion, marked text, expected
      (all, true, false, false, all, #line),
      (all, false, true, false, all, #line),
      (all, false, false, false, [], #line),
      // Japanese, Chinese, Korean: ↓ ↑ Return Escape choose and commit candidates.
      (all, true, false, true, [], #line),
      (all, false, true, true, [], #line),
      ([.escape], true, false, false, [.escape], #line),
      ([], true, false, false, [], #line),
    ]
    for (handled, visible, inline, marked, expected, line) in cases {
      XCTAssertEqual(
        AutofillPresentationRules.keysTakenOver(
          handledKeys: handled, isDropdownVisible: visible, hasInlineCompletion: inline,
          hasMarkedText: marked),
        expected, line: line)
    }
  }

  func test_forwardsTextChange_waitsForMarkedText() {
    XCTAssertTrue(AutofillPresentationRules.forwardsTextChange(hasMarkedText: false))
    XCTAssertFalse(AutofillPresentationRules.forwardsTextChange(hasMarkedText: true))
  }

  func test_rowShowingItem_findsTheItemAfterTheRowsChanged() {
    let state = AutofillDropdownState.results(
      [
        suggestion("Zug", subtitle: "CH", matching: "Z"),
        suggestion("Zug", subtitle: "DE", matching: "Z"),
        suggestion("Zürich", subtitle: "CH", matching: "Z"),
      ], highlighted: nil)
    let cases: [(AutofillItem, Int?, UInt)] = [
      (AutofillItem("Zürich", subtitle: "CH"), 2, #line),
      (AutofillItem("Zug", subtitle: "DE"), 1, #line),
      (AutofillItem("Zug", subtitle: "CH"), 0, #line),
      (AutofillItem("Zug"), nil, #line),
      (AutofillItem("Bern", subtitle: "CH"), nil, #line),
    ]
    for (item, row, line) in cases {
      XCTAssertEqual(state.row(showing: item), row, line: line)
    }
    XCTAssertNil(AutofillDropdownState.loading.row(showing: AutofillItem("Zug")))
  }

  // Fails if a section title below the visible suggestions (one the user scrolls to) counts
  // into the dropdown's height, or a title or status row above or among them does not.
  func test_visibleRowLimit_countsTheRowsDownToTheLastVisibleSuggestion() {
    typealias Kind = AutofillDropdownRow.Kind
    let favourites = (0..<5).map { Kind.suggestion(index: $0) }
    let section = { (first: Int) in
      [Kind.sectionTitle] + (first..<first + 3).map { Kind.suggestion(index: $0) }
    }
    let cases: [([Kind], Int, Int, UInt)] = [
      (favourites, 6, 5, #line),
      (favourites, 3, 3, #line),
      // Title, five favourites, a second title and the loading row: all eight visible.
      ([.sectionTitle] + favourites + [.sectionTitle, .loading], 6, 8, #line),
      ([.failed], 5, 1, #line),
      (favourites, 0, 1, #line),
      // Two sections of three, three visible: the second section's title is below the fold.
      (section(0) + section(3), 3, 4, #line),
      (section(0) + section(3), 4, 6, #line),
      // Four sections of three, four visible: two titles, not four.
      (section(0) + section(3) + section(6) + section(9), 4, 6, #line),
      // More suggestions than fit: the status row under them is below the fold too.
      (favourites + [.sectionTitle, .loading], 3, 3, #line),
      ([], 5, 0, #line),
    ]
    for (rows, maximum, expected, line) in cases {
      XCTAssertEqual(
        AutofillDropdownRow.visibleRowLimit(for: rows, maximumSuggestions: maximum), expected,
        line: line)
    }
  }

  func test_rowPosition_isOneBased() {
    XCTAssertEqual(AutofillStrings.rowPosition(0, 5), "1 of 5")
    XCTAssertEqual(AutofillStrings.rowPosition(4, 5), "5 of 5")
  }
}
