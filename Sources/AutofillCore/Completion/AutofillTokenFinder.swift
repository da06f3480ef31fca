/// Finds the trigger token the caret is in, such as "@ali" in "Hi @ali|": the rules that turn
/// text and a caret into a query for one trigger.
///
/// ```swift
/// let finder = AutofillTokenFinder(delimiters: ["@", "#", "@@"])
/// let token = finder.token(in: "Hi @ali", caretUTF16Offset: 7)
/// // token?.triggerIndex == 0, token?.query == "ali", token?.utf16Range == {3, 4}
/// ```
///
/// The rules:
/// - **Words.** A word runs from the text's start, or from just after whitespace (spaces,
///   tabs, newlines, no-break spaces) or a terminator, to the caret. The token is that word when
///   it starts with a delimiter; so "a@b" (an e-mail address) is no token, "(@ali" is one.
/// - **Caret.** The token ends at the caret, even in the middle of a word: in "@ali|ce" the
///   query is "ali", and a selection replaces "@ali" only. A UTF-16 offset inside a surrogate
///   pair or a grapheme cluster rounds down to the start of that character; offsets outside the
///   text are clamped to it.
/// - **Longest delimiter wins.** With "@" and "@@", "@@ali" is an "@@" token with query "ali";
///   with "@" alone it is an "@" token with query "@ali". Equal delimiters: the first wins.
/// - **Empty query.** A caret right after a delimiter gives a token with an empty query; the
///   session then shows nothing (``AutofillSuggestionMachine/Configuration/minimumQueryLength``
///   is at least 1).
/// - **Bad delimiters.** A delimiter that is empty, or contains whitespace or a terminator,
///   never matches.
///
/// Characters are compared as Swift `Character`s (extended grapheme clusters), so "@" followed
/// by a combining mark is not "@", and emoji, flags and right-to-left text before a token count
/// as whole characters. Right-to-left text needs nothing special: the text and the caret are in
/// logical (typing) order.
public struct AutofillTokenFinder: Sendable, Hashable {
  /// The default terminators, besides whitespace: characters that end a word, so a delimiter may
  /// follow them directly. Commas and semicolons (also Arabic "،" "؛" and CJK "，" "、" "。"),
  /// brackets `( ) [ ] { } < >`, double quotes `" “ ” « »`, and the invisible direction marks
  /// U+200E, U+200F and U+061C.
  ///
  /// Deliberately left out, because they occur inside handles, names and shortcodes: `.`, `-`,
  /// `_`, `'`, `:`, `/`, `!`, `?`.
  public static let defaultTerminators: Set<Character> = [
    ",", ";", "،", "؛", "，", "、", "。", "(", ")", "[", "]", "{", "}", "<", ">", "\"", "“", "”",
    "«", "»", "\u{200E}", "\u{200F}", "\u{061C}",
  ]

  /// The delimiters, in the triggers' order.
  public var delimiters: [String]
  /// Characters that end a word, besides whitespace, which always does.
  public var terminators: Set<Character>

  /// Creates a finder for delimiters.
  ///
  /// - Parameters:
  ///   - delimiters: The delimiters, in the triggers' order.
  ///   - terminators: Characters that end a word besides whitespace.
  public init(delimiters: [String], terminators: Set<Character> = defaultTerminators) {
    self.delimiters = delimiters
    self.terminators = terminators
  }

  /// Creates a finder for the triggers' delimiters.
  ///
  /// - Parameters:
  ///   - triggers: The triggers, in order; a token's ``AutofillTriggerToken/triggerIndex`` is a
  ///     position in this list.
  ///   - terminators: Characters that end a word besides whitespace.
  public init(triggers: [AutofillTrigger], terminators: Set<Character> = defaultTerminators) {
    self.init(delimiters: triggers.map(\.delimiter), terminators: terminators)
  }

  /// Whether a character ends a word: whitespace or a terminator.
  ///
  /// - Parameter character: The character.
  /// - Returns: Whether a word stops before it and may start after it.
  public func isTerminator(_ character: Character) -> Bool {
    character.isWhitespace || terminators.contains(character)
  }

  /// The token the caret is in, with the caret as a UTF-16 offset (what `UITextInput`'s
  /// `offset(from:to:)` gives).
  ///
  /// - Parameters:
  ///   - text: The whole text.
  ///   - caretUTF16Offset: The caret; rounded down to a character boundary, clamped to the text.
  /// - Returns: The token, or `nil` when the word before the caret starts with no delimiter.
  /// - Complexity: O(*w* × *d*), *w* the word's length and *d* the delimiters' total length.
  public func token(in text: String, caretUTF16Offset: Int) -> AutofillTriggerToken? {
    token(in: text, caret: text.characterIndex(roundingDownUTF16Offset: caretUTF16Offset))
  }

  /// The token the caret is in, with the caret as an index of `text`.
  ///
  /// - Parameters:
  ///   - text: The whole text.
  ///   - caret: The caret, an index of `text`; rounded down to a character boundary.
  /// - Returns: The token, or `nil` when the word before the caret starts with no delimiter.
  public func token(in text: String, caret: String.Index) -> AutofillTriggerToken? {
    let caretOffset = text.utf16Offset(of: min(caret, text.endIndex))
    let end = text.characterIndex(roundingDownUTF16Offset: caretOffset)
    let head = text[..<end]
    let start = head.lastIndex(where: isTerminator).map { head.index(after: $0) } ?? head.startIndex
    let word = head[start...]
    var best: (index: Int, length: Int)?
    for (index, delimiter) in delimiters.enumerated() {
      let length = delimiter.count
      guard length > (best?.length ?? 0), !delimiter.contains(where: isTerminator),
        word.starts(with: delimiter)
      else { continue }
      best = (index, length)
    }
    guard let best else { return nil }
    return AutofillTriggerToken(
      triggerIndex: best.index, delimiter: delimiters[best.index], range: start..<end, in: text)
  }
}
