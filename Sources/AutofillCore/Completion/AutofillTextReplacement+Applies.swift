extension AutofillTextReplacement {
  /// Whether the edit is still an edit of `current`: the field's text may have changed since
  /// the edit was made (a host that reformats the text when editing ends, before a pick
  /// completes), and then the edit must not be applied.
  ///
  /// True exactly when ``range`` lies within `current` and replacing it with ``replacement``
  /// gives ``text`` (compared as strings are, by canonical equivalence). A range that starts
  /// or ends inside a character's UTF-16 surrogate pair never applies (it would break the
  /// character), and no range traps, however far beyond `current` it lies.
  ///
  /// ```swift
  /// let edit = AutofillTextReplacement(replacingAllOf: "zu", with: "Zug")
  /// edit.applies(to: "zu")   // true
  /// edit.applies(to: "zu!")  // false: the text changed
  /// ```
  ///
  /// - Parameter current: The field's text now.
  /// - Returns: Whether applying the edit to `current` gives ``text``.
  public func applies(to current: String) -> Bool {
    let utf16 = current.utf16
    guard range.location >= 0, range.length >= 0, range.location <= utf16.count,
      range.length <= utf16.count - range.location
    else { return false }
    let lower = utf16.index(utf16.startIndex, offsetBy: range.location)
    let upper = utf16.index(lower, offsetBy: range.length)
    let scalars = current.unicodeScalars
    guard let lower = lower.samePosition(in: scalars), let upper = upper.samePosition(in: scalars)
    else { return false }
    let before = String(String.UnicodeScalarView(scalars[..<lower]))
    let after = String(String.UnicodeScalarView(scalars[upper...]))
    return before + replacement + after == text
  }
}
