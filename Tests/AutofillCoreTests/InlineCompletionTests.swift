import AutofillCore
import XCTest

/// What inline completion shows, table-driven: the best match's rest, only for prefix matches
/// whose matched part folds equal to what was typed, with the caret at the end and no marked
/// text.
final class InlineCompletionTests: XCTestCase {
  private func best(
    _ query: String, in values: [String], _ options: AutofillMatchOptions
  ) -> AutofillSuggestion? {
    AutofillIndex(values.map { AutofillItem($0) }).matches(for: query, options: options).first
      .map { AutofillSuggestion(item: $0.item, matchedRange: $0.range) }
  }

  private func options(
    _ mode: AutofillMatchMode = .prefix,
    _ configure: (inout AutofillMatchOptions) -> Void = { _ in }
  ) -> AutofillMatchOptions {
    var options = AutofillMatchOptions()
    options.mode = mode
    configure(&options)
    return options
  }

  func test_showsTheRestOfAPrefixMatch_folded() {
    let diacriticSensitive = options { $0.isDiacriticSensitive = true }
    let caseSensitive = options { $0.isCaseSensitive = true }
    let cases:
      [(
        line: UInt, typed: String, values: [String], options: AutofillMatchOptions,
        expected: (value: String, suffix: String)?
      )] = [
        (#line, "zur", ["Zürich"], options(), ("Zürich", "ich")),
        (#line, "ZU", ["Zug", "Zürich"], options(), ("Zug", "g")),
        (#line, "z", ["Zürich", "Zug"], options(), ("Zürich", "ürich")),
        (#line, "ｚｕ", ["Zug"], options(), ("Zug", "g")),
        (#line, "Zu\u{308}r", ["Zürich"], diacriticSensitive, ("Zürich", "ich")),
        (#line, "zur", ["Zürich"], diacriticSensitive, nil),
        (#line, "zu", ["Zug"], caseSensitive, nil),
        (#line, "Zu", ["Zug"], caseSensitive, ("Zug", "g")),
        (#line, "strass", ["Straße"], options(), ("Straße", "e")),
        (#line, "stras", ["Straße"], options(), nil),  // "ß" only half typed
        (#line, "zürich", ["Zürich"], options(), nil),  // nothing left to add
        (#line, "zu ", ["Zu Hause"], options(), ("Zu Hause", "Hause")),
        (#line, "👩‍👩", ["👩‍👩‍👧 family"], options(), nil),  // not a whole character of the value
        (#line, "👩‍👩‍👧", ["👩‍👩‍👧 family"], options(), ("👩‍👩‍👧 family", " family")),
        (#line, "של", ["שלום"], options(), ("שלום", "ום")),
        (#line, "new", ["New York"], options(.contains), ("New York", " York")),
        (#line, "york", ["New York"], options(.contains), nil),  // word-prefix tier
        (#line, "ew", ["New York"], options(.contains), nil),  // substring tier
        (#line, "ich", ["Zürich"], options(.suffix), nil),
        (#line, "zug", ["Zug"], options(.exact), nil),
        (#line, "x", ["Zug"], options(), nil),
      ]
    for (line, typed, values, options, expected) in cases {
      let completion = AutofillInlineCompletion(
        text: typed, caretUTF16Offset: typed.utf16.count, hasMarkedText: false,
        best: best(typed, in: values, options), options: options)
      XCTAssertEqual(completion?.value, expected?.value, typed, line: line)
      XCTAssertEqual(completion?.suffix, expected?.suffix, typed, line: line)
    }
  }

  func test_showsNothing_unlessTheCaretIsAtTheEnd_withoutMarkedText() {
    let zurich = best("zur", in: ["Zürich"], options())
    let cases: [(line: UInt, text: String, caret: Int, marked: Bool, shows: Bool)] = [
      (#line, "zur", 3, false, true),
      (#line, "zur", 2, false, false),
      (#line, "zur", 0, false, false),
      (#line, "zur", 99, false, false),
      (#line, "zur", 3, true, false),
    ]
    for (line, text, caret, marked, shows) in cases {
      let completion = AutofillInlineCompletion(
        text: text, caretUTF16Offset: caret, hasMarkedText: marked, best: zurich,
        options: options())
      XCTAssertEqual(completion != nil, shows, line: line)
    }
  }

  func test_triggerQuery_isComparedInsteadOfTheWholeText() {
    let alice = best("al", in: ["Alice"], options())
    let completion = AutofillInlineCompletion(
      text: "Hi @al", caretUTF16Offset: 6, query: "al", hasMarkedText: false, best: alice,
      options: options())
    XCTAssertEqual(completion?.suffix, "ice")
    XCTAssertNil(
      AutofillInlineCompletion(
        text: "Hi @al", caretUTF16Offset: 6, hasMarkedText: false, best: alice,
        options: options()),
      "the whole text does not fold equal to the matched part")
  }

  func test_noSuggestionOrNoMatchedRange_showsNothing() {
    let unmatched = AutofillSuggestion(item: AutofillItem("Zürich"), matchedRange: nil)
    for best in [nil, unmatched] {
      XCTAssertNil(
        AutofillInlineCompletion(
          text: "zu", caretUTF16Offset: 2, hasMarkedText: false, best: best, options: options()))
    }
  }

  func test_aSuggestionWithTypos_showsNothing_evenWhenItsRangeFoldsEqual() {
    let value = "Berlin"
    let berl = value.startIndex..<value.index(value.startIndex, offsetBy: 4)
    // As the index reports "berln" with one typo: the shortest prefix one edit away.
    let typo = AutofillSuggestion(item: AutofillItem(value), matchedRange: berl, typos: 1)
    XCTAssertNil(
      AutofillInlineCompletion(
        text: "berln", caretUTF16Offset: 5, hasMarkedText: false, best: typo, options: options()))
    // A source that reports typos on a range that folds equal to the text: still nothing, since
    // the completion would not rest on what was typed.
    let claimed = AutofillSuggestion(item: AutofillItem(value), matchedRange: berl, typos: 1)
    XCTAssertNil(
      AutofillInlineCompletion(
        text: "berl", caretUTF16Offset: 4, hasMarkedText: false, best: claimed,
        options: options()))
    let exact = AutofillSuggestion(item: AutofillItem(value), matchedRange: berl)
    XCTAssertEqual(
      AutofillInlineCompletion(
        text: "berl", caretUTF16Offset: 4, hasMarkedText: false, best: exact, options: options()
      )?.suffix, "in")
  }
}
