import Foundation

extension AutofillMentions {
  /// The text of a range and the mentions wholly inside it, for copy and cut: a mention only
  /// partly inside the range is left out (its text is copied as plain text).
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
    return AutofillMentionsFragment(
      text: String(decoding: units, as: UTF16.self), storage: inside)
  }

  /// Pastes text over a range, as ``replaceCharacters(in:with:)`` would, and brings back the
  /// mentions of `fragment` when `pasted` is exactly its text (the same UTF-16 code units: the
  /// text copied from this composer, unchanged). Any other text pastes as plain text.
  ///
  /// The restored mentions go where the pasted text lands (the edit's range may widen with
  /// ``InsideEdit/deletesWhole``); one whose start or end falls inside a `Character` of the
  /// new text (a flag's half pasted after another) is left out.
  ///
  /// ```swift
  /// let copied = mentions.fragment(in: NSRange(location: 3, length: 4))   // "@Ana"
  /// mentions.paste(copied.text, replacing: NSRange(location: 0, length: 0), copied: copied)
  /// mentions.ranges  // [{0, 4}, {7, 4}]
  /// ```
  ///
  /// - Parameters:
  ///   - pasted: The text pasted (the pasteboard's string).
  ///   - range: The range it replaces, in UTF-16 code units; clamped to the text.
  ///   - fragment: The composer's last copied fragment, if any.
  /// - Returns: The edit made, as ``replaceCharacters(in:with:)`` returns it.
  @discardableResult
  public mutating func paste(
    _ pasted: String, replacing range: NSRange, copied fragment: AutofillMentionsFragment?
  ) -> AutofillMentionsEdit {
    let edit = replaceCharacters(in: range, with: pasted)
    guard let fragment, fragment.text.utf16.elementsEqual(pasted.utf16) else { return edit }
    for mention in fragment.storage {
      var placed = mention
      placed.range.location += edit.range.location
      _ = insert(placed)
    }
    return edit
  }
}
