import Foundation

extension AutofillMentions {
  /// The mention a VoiceOver rotor moves to from where it is: the first mention that starts at
  /// or after the end of `current` (forward), or the last that ends at or before its start
  /// (backward); with no current item, the first or the last mention.
  ///
  /// ```swift
  /// let mentions = AutofillMentions(text: "@Ana and @Bo", mentions: [({0, 4}, ana), ({9, 3}, bo)])
  /// mentions.nextMention(from: NSRange(location: 0, length: 4), forward: true)   // {9, 3}
  /// mentions.nextMention(from: NSRange(location: 9, length: 3), forward: false)  // {0, 4}
  /// mentions.nextMention(from: nil, forward: false)                               // {9, 3}
  /// ```
  ///
  /// - Parameters:
  ///   - current: The range the rotor is on, in UTF-16 code units (a mention, or the caret);
  ///     `nil` when it is on none; clamped to the text.
  ///   - forward: Whether the rotor moves forward.
  /// - Returns: The next mention's range, or `nil` when there is none that way.
  /// - Complexity: O(*m*), *m* the number of mentions.
  public func nextMention(from current: NSRange?, forward: Bool) -> NSRange? {
    guard let current, current.location != NSNotFound else {
      return forward ? ranges.first : ranges.last
    }
    // What VoiceOver hands back is clamped, never trusted: a length near `Int.max` must not
    // overflow.
    let bounded = clamped(current)
    if forward { return ranges.first { $0.location >= NSMaxRange(bounded) } }
    return ranges.last { NSMaxRange($0) <= bounded.location }
  }
}
