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
  /// text copied from this composer, unchanged), or its text with one space before, after or
  /// both, as `UITextView`'s smart insertion pastes it. Any other text pastes as plain text.
  ///
  /// The restored mentions go where the pasted text lands; a paste of text is never widened,
  /// so a mention it reaches into becomes plain text under either ``InsideEdit`` setting. A
  /// restored mention whose start or end falls inside a `Character` of the new text (a flag's
  /// half pasted after another) is left out.
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
    guard let fragment, let offset = Self.fragmentOffset(of: fragment.text, in: pasted) else {
      return edit
    }
    for mention in fragment.storage {
      var placed = mention
      placed.range.location += edit.range.location + offset
      _ = insert(placed)
    }
    return edit
  }

  /// Where a copied fragment's text starts in the pasted text, in UTF-16 code units: 0 when
  /// they are the same, and past a space that smart insertion put before it (`UITextView`
  /// adds a space on either side of pasted words that would run into their neighbours);
  /// `nil` when the pasted text is any other.
  static func fragmentOffset(of copied: String, in pasted: String) -> Int? {
    let copied = Array(copied.utf16)
    let pasted = Array(pasted.utf16)
    guard !copied.isEmpty else { return pasted.isEmpty ? 0 : nil }
    for leading in 0...1 where pasted.count >= copied.count + leading {
      let trailing = pasted.count - copied.count - leading
      guard trailing <= 1,
        pasted[..<leading].allSatisfy({ $0 == 0x20 }),
        pasted[(pasted.count - trailing)...].allSatisfy({ $0 == 0x20 }),
        pasted[leading..<(leading + copied.count)].elementsEqual(copied)
      else { continue }
      return leading
    }
    return nil
  }
}
