import Foundation

/// Inline completion ("ghost text"): the rest of the best suggestion, shown after the caret
/// when the suggestion extends what was typed.
///
/// The field keeps the typed characters as typed and shows ``suffix`` after the caret, dimmed or
/// selected; accepting it (→ or Return) enters the whole ``value``, as selecting its row would.
///
/// It completes the text a pick enters (``AutofillItem/textToEnter``), so the ghost text is
/// always the rest of what accepting it enters. An item whose ``AutofillItem/enteredText``
/// differs from its title is completed only when that text starts with the part of the title
/// the query matched, character for character: "Aspirin (Tablet)" entering "Aspirin" shows
/// "irin" after "asp"; a name entering an email shows nothing.
///
/// ```swift
/// // Typed "zur", best suggestion "Zürich" (a prefix match, range "Zür"):
/// let ghost = AutofillInlineCompletion(
///   text: "zur", caretUTF16Offset: 3, hasMarkedText: false, best: first, options: options)
/// // ghost?.suffix == "ich", ghost?.value == "Zürich"
/// ```
public struct AutofillInlineCompletion: Sendable, Hashable {
  /// The suggestion's text to enter (``AutofillItem/textToEnter``), entered when the
  /// completion is accepted.
  public let value: String
  /// The characters shown after the caret: the value after the part that matched the query.
  /// Never empty.
  public let suffix: String

  /// Decides what to show after the caret, if anything.
  ///
  /// A completion is shown only when all of these hold:
  /// - the caret is at the end of `text` and no marked (IME) text is being composed;
  /// - the suggestion needed no typing mistakes (``AutofillSuggestion/typos`` is 0);
  /// - the suggestion's matched range starts at the start of its value (an exact or prefix
  ///   match, not a word-prefix or substring one);
  /// - the query and the matched part of the value fold to the same characters under
  ///   `options` ("zur" and "Zür" do when diacritics fold; "stras" and "Straß" do not, since
  ///   "ß" folds to "ss", so no half-typed character is ever completed);
  /// - something of the value is left after the matched part;
  /// - the item's text to enter starts with the matched part of its value, and something of
  ///   it is left after that part (always so when it enters its value).
  ///
  /// - Parameters:
  ///   - text: The field's whole text.
  ///   - caretUTF16Offset: The caret in `text`, in UTF-16 code units.
  ///   - query: The text the suggestion was matched against: a trigger token's query, or `nil`
  ///     when it is the whole text.
  ///   - hasMarkedText: Whether the field has marked text (an input method is composing).
  ///   - best: The first suggestion, if any.
  ///   - options: The options the suggestion was matched with (for folding).
  /// - Returns: The completion, or `nil` when none should show.
  public init?(
    text: String, caretUTF16Offset: Int, query: String? = nil, hasMarkedText: Bool,
    best: AutofillSuggestion?, options: AutofillMatchOptions
  ) {
    guard !hasMarkedText, caretUTF16Offset == text.utf16.count, let best, best.typos == 0,
      let matched = best.matchedRange
    else { return nil }
    let value = best.item.value
    guard matched.lowerBound == value.startIndex, matched.upperBound < value.endIndex,
      String.Index(matched.upperBound, within: value) != nil
    else { return nil }
    let folding = options.foldingOptions
    let typed = (query ?? text).folding(options: folding, locale: nil)
    let prefix = String(value[..<matched.upperBound]).folding(options: folding, locale: nil)
    guard !typed.isEmpty, typed.elementsEqual(prefix) else { return nil }
    let matchedPart = value[..<matched.upperBound]
    let entered = best.item.textToEnter
    guard entered.hasPrefix(matchedPart), entered.count > matchedPart.count else { return nil }
    self.value = entered
    suffix = String(entered.dropFirst(matchedPart.count))
  }
}
