import Foundation

extension AutofillMentions {
  /// The mentions' ranges in `Character`s (grapheme clusters) from the start of ``text``, in
  /// text order: for drawing where a character is one cell or one glyph, such as a terminal.
  ///
  /// ```swift
  /// let mentions = AutofillMentions(text: "👩‍👩‍👧 @Ana", mentions: [(NSRange(location: 9, length: 4), ana)])
  /// mentions.ranges           // [{9, 4}]: the family is 8 UTF-16 code units
  /// mentions.characterRanges  // [2..<6]: and one Character
  /// ```
  ///
  /// - Complexity: O(*n* + *m*).
  public var characterRanges: [Range<Int>] {
    var bounds: [Int] = []
    bounds.reserveCapacity(storage.count * 2)
    var wanted = storage.lazy.flatMap { [$0.range.location, NSMaxRange($0.range)] }.makeIterator()
    var next = wanted.next()
    var units = 0
    var characters = 0
    var iterator = text.makeIterator()
    while let target = next {
      if units >= target {
        // Mentions sit on boundaries, so `units` meets each target exactly.
        bounds.append(characters)
        next = wanted.next()
        continue
      }
      guard let character = iterator.next() else { break }
      units += character.utf16.count
      characters += 1
    }
    return stride(from: 0, to: bounds.count - 1, by: 2).map { bounds[$0]..<bounds[$0 + 1] }
  }
}
