import Foundation

extension AutofillMentions {
  /// The text of a range and the mentions wholly inside it, for copy and cut: a mention only
  /// partly inside the range is left out (its text is copied as plain text), and so is one
  /// whose start or end is not a `Character` boundary of the fragment's own text.
  ///
  /// ```swift
  /// let mentions = AutofillMentions(text: "Hi @Ana and @Bo", mentions: [({3, 4}, ana), ({12, 3}, bo)])
  /// let copied = mentions.fragment(in: NSRange(location: 3, length: 10))
  /// // copied.text == "@Ana and @", copied.mentions == [({0, 4}, ana)]
  /// ```
  ///
  /// - Parameter range: The copied range, in UTF-16 code units; clamped to the text. A range
  ///   that cuts a surrogate pair gives U+FFFD for the lone half in the fragment's text.
  /// - Returns: The fragment.
  /// - Complexity: O(*n* + *m*).
  public func fragment(in range: NSRange) -> AutofillMentionsFragment {
    let range = clamped(range)
    let units = Array(text.utf16)[range.location..<NSMaxRange(range)]
    let inside = storage.compactMap { mention -> Mention? in
      guard mention.range.location >= range.location,
        NSMaxRange(mention.range) <= NSMaxRange(range)
      else { return nil }
      var relative = mention
      relative.range.location -= range.location
      return relative
    }
    // Valid by the model's rule in its own text: a copy cut inside a run of flags pairs its
    // regional indicators anew, and a mention may no longer start or end on a boundary.
    let copied = String(decoding: units, as: UTF16.self)
    return AutofillMentionsFragment(text: copied, storage: Self.valid(inside, in: copied))
  }

  /// Pastes a fragment this composer copied (its text and its mentions) over a range, as
  /// ``replaceCharacters(in:with:)`` would make the text's edit.
  ///
  /// A composer pastes by identity, not by comparing texts: it keeps the fragment of its last
  /// copy or cut with the pasteboard's `changeCount` of then, and pastes the fragment through
  /// this method only while the pasteboard has not changed since; any other paste is plain
  /// text through ``replaceCharacters(in:with:)``.
  ///
  /// The mentions go where the pasted text lands; a paste inserts text, so it is never
  /// widened, and a mention it reaches into becomes plain text under either ``InsideEdit``
  /// setting. A pasted mention whose start or end falls inside a `Character` of the new text
  /// (a flag's half pasted after another) is left out.
  ///
  /// ```swift
  /// let copied = mentions.fragment(in: NSRange(location: 3, length: 4))   // "@Ana"
  /// mentions.paste(copied, replacing: NSRange(location: 0, length: 0))
  /// mentions.ranges  // [{0, 4}, {7, 4}]
  /// ```
  ///
  /// - Parameters:
  ///   - fragment: The fragment to paste.
  ///   - range: The range it replaces, in UTF-16 code units; clamped to the text.
  /// - Returns: The edit made, as ``replaceCharacters(in:with:)`` returns it.
  @discardableResult
  public mutating func paste(_ fragment: AutofillMentionsFragment, replacing range: NSRange)
    -> AutofillMentionsEdit
  {
    let edit = replaceCharacters(in: range, with: fragment.text)
    for mention in fragment.storage {
      var placed = mention
      placed.range.location += edit.range.location
      _ = insert(placed)
    }
    return edit
  }
}
