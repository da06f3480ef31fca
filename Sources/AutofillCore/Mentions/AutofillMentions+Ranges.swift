import Foundation

extension AutofillMentions {
  /// The parts of the mentions that lie inside `enclosingRange`, in text order: what a text
  /// view tells Writing Tools (iOS 18) to leave alone when it examines that range.
  ///
  /// ```swift
  /// let mentions = AutofillMentions(
  ///   text: "hi @Ana", mentions: [(NSRange(location: 3, length: 4), AutofillItem("Ana"))])
  /// mentions.ranges(within: NSRange(location: 0, length: 5))  // [{3, 2}]
  /// ```
  ///
  /// - Parameter enclosingRange: The range examined, in UTF-16 units; an `NSNotFound` or
  ///   negative range gives none.
  /// - Returns: Each mention's intersection with the range, where it is not empty.
  public func ranges(within enclosingRange: NSRange) -> [NSRange] {
    guard enclosingRange.location != NSNotFound, enclosingRange.location >= 0,
      enclosingRange.length >= 0
    else { return [] }
    let start = enclosingRange.location
    let end = start > Int.max - enclosingRange.length ? Int.max : start + enclosingRange.length
    return ranges.compactMap { mention in
      let lower = max(mention.location, start)
      let upper = min(NSMaxRange(mention), end)
      return upper > lower ? NSRange(location: lower, length: upper - lower) : nil
    }
  }
}
