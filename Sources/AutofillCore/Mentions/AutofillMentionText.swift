import Foundation

/// Attributed text that ``AutofillMentionRuns`` reads and restyles: UTF-16 code units, each
/// with attributes, among them `NSAttributedString.Key.autofillMention`.
///
/// `NSMutableAttributedString`, and so a `UITextView`'s `NSTextStorage`, conforms. The rules
/// read and write through these few members only, so they are tested on any platform with a
/// plain implementation.
public protocol AutofillMentionText: AnyObject {
  /// The length, in UTF-16 code units.
  var utf16Count: Int { get }

  /// The UTF-16 code unit at `offset` (in `0..<utf16Count`).
  ///
  /// - Parameter offset: The offset.
  /// - Returns: The code unit.
  func utf16CodeUnit(at offset: Int) -> UTF16.CodeUnit

  /// The UTF-16 code units of `range` (in bounds), read at once: the pass reads a paragraph
  /// with a few of these calls rather than one ``utf16CodeUnit(at:)`` per unit. The default
  /// reads them one by one.
  ///
  /// - Parameter range: The range.
  /// - Returns: Its code units.
  func utf16CodeUnits(in range: NSRange) -> [UTF16.CodeUnit]

  /// The value of `NSAttributedString.Key.autofillMention` at `offset` (in
  /// `0..<utf16Count`), and in `run` the longest range around it inside `limit` with the same
  /// value (equal by `isEqual(_:)`: the same object, for an ``AutofillMentionAttribute``).
  ///
  /// - Parameters:
  ///   - offset: The offset, inside `limit`.
  ///   - run: Set to the run's range.
  ///   - limit: The range to look in.
  /// - Returns: The value, or `nil`.
  func mentionValue(at offset: Int, longestRun run: inout NSRange, in limit: NSRange) -> Any?

  /// All the attributes at `offset` (in `0..<utf16Count`).
  ///
  /// - Parameter offset: The offset.
  /// - Returns: The attributes.
  func attributesForMentions(at offset: Int) -> [NSAttributedString.Key: Any]

  /// Sets `key` to `value` over `range`, or removes it when `value` is `nil`.
  ///
  /// - Parameters:
  ///   - key: The attribute.
  ///   - value: Its value, or `nil`.
  ///   - range: The range, in bounds.
  func setMentionAttribute(_ key: NSAttributedString.Key, to value: Any?, in range: NSRange)

  /// Begins a group of attribute changes that a text storage processes once, at
  /// ``endEditing()``. The default does nothing.
  func beginEditing()

  /// Ends the group ``beginEditing()`` began. The default does nothing.
  func endEditing()
}

extension AutofillMentionText {
  /// The code units of `range`, one ``utf16CodeUnit(at:)`` each.
  ///
  /// - Parameter range: The range, in bounds.
  /// - Returns: Its code units.
  public func utf16CodeUnits(in range: NSRange) -> [UTF16.CodeUnit] {
    (range.location..<NSMaxRange(range)).map { utf16CodeUnit(at: $0) }
  }

  /// Does nothing: a plain text has no editing groups.
  public func beginEditing() {}

  /// Does nothing: a plain text has no editing groups.
  public func endEditing() {}
}

extension NSMutableAttributedString: AutofillMentionText {
  /// The length, in UTF-16 code units.
  public var utf16Count: Int { length }

  /// The UTF-16 code unit at `offset`.
  ///
  /// - Parameter offset: The offset.
  /// - Returns: The code unit.
  public func utf16CodeUnit(at offset: Int) -> UTF16.CodeUnit {
    mutableString.character(at: offset)
  }

  /// The UTF-16 code units of `range`, in one `getCharacters(_:range:)`.
  ///
  /// - Parameter range: The range.
  /// - Returns: Its code units.
  public func utf16CodeUnits(in range: NSRange) -> [UTF16.CodeUnit] {
    [UTF16.CodeUnit](unsafeUninitializedCapacity: range.length) { buffer, count in
      if let base = buffer.baseAddress { mutableString.getCharacters(base, range: range) }
      count = range.length
    }
  }

  /// The mention attribute's value at `offset` and its longest run inside `limit`.
  ///
  /// - Parameters:
  ///   - offset: The offset.
  ///   - run: Set to the run's range.
  ///   - limit: The range to look in.
  /// - Returns: The value, or `nil`.
  public func mentionValue(at offset: Int, longestRun run: inout NSRange, in limit: NSRange)
    -> Any?
  {
    attribute(.autofillMention, at: offset, longestEffectiveRange: &run, in: limit)
  }

  /// All the attributes at `offset`.
  ///
  /// - Parameter offset: The offset.
  /// - Returns: The attributes.
  public func attributesForMentions(at offset: Int) -> [NSAttributedString.Key: Any] {
    attributes(at: offset, effectiveRange: nil)
  }

  /// Sets or removes an attribute over a range.
  ///
  /// - Parameters:
  ///   - key: The attribute.
  ///   - value: Its value, or `nil` to remove it.
  ///   - range: The range.
  public func setMentionAttribute(
    _ key: NSAttributedString.Key, to value: Any?, in range: NSRange
  ) {
    if let value {
      addAttribute(key, value: value, range: range)
    } else {
      removeAttribute(key, range: range)
    }
  }
}

extension AutofillMentionText {
  /// The text of `range` (in bounds), from its UTF-16 code units: exact at any offset, also
  /// inside a `Character`.
  func utf16Text(in range: NSRange) -> String {
    String(decoding: utf16CodeUnits(in: range), as: UTF16.self)
  }

  /// The paragraphs that hold `range` (in bounds): from after the paragraph separator before
  /// it (LF, CR, NEL, U+2029) to after the one that ends it. A `Character` never spans one, so
  /// a check of boundaries inside these paragraphs is exact. The units are read in chunks
  /// (``utf16CodeUnits(in:)``).
  func paragraphRange(for range: NSRange) -> NSRange {
    func isSeparator(_ unit: UTF16.CodeUnit) -> Bool {
      unit == 0x0A || unit == 0x0D || unit == 0x85 || unit == 0x2029
    }
    func isCRLF(at offset: Int) -> Bool {
      offset > 0 && offset < utf16Count && utf16CodeUnit(at: offset - 1) == 0x0D
        && utf16CodeUnit(at: offset) == 0x0A
    }
    var lower = range.location
    // Between CR and LF is no boundary: start before the CR.
    if isCRLF(at: lower) {
      lower -= 1
    } else {
      lower = separator(before: lower, isSeparator).map { $0 + 1 } ?? 0
    }
    var upper = NSMaxRange(range)
    // A range that ends right after a separator ends its paragraph there (after the LF of a
    // CR LF).
    if upper > lower, isSeparator(utf16CodeUnit(at: upper - 1)) {
      if isCRLF(at: upper) { upper += 1 }
      return NSRange(location: lower, length: upper - lower)
    }
    if let end = separator(from: upper, isSeparator) {
      upper = end + 1
      // CR LF ends a paragraph as one separator.
      if isCRLF(at: upper) { upper += 1 }
    } else {
      upper = utf16Count
    }
    return NSRange(location: lower, length: upper - lower)
  }

  /// The offset of the last unit before `offset` that `matches`, reading back in chunks.
  private func separator(before offset: Int, _ matches: (UTF16.CodeUnit) -> Bool) -> Int? {
    var end = offset
    while end > 0 {
      let start = max(end - Self.chunk, 0)
      let units = utf16CodeUnits(in: NSRange(location: start, length: end - start))
      if let found = units.lastIndex(where: matches) { return start + found }
      end = start
    }
    return nil
  }

  /// The offset of the first unit from `offset` on that `matches`, reading on in chunks.
  private func separator(from offset: Int, _ matches: (UTF16.CodeUnit) -> Bool) -> Int? {
    var start = offset
    while start < utf16Count {
      let end = min(start + Self.chunk, utf16Count)
      let units = utf16CodeUnits(in: NSRange(location: start, length: end - start))
      if let found = units.firstIndex(where: matches) { return start + found }
      start = end
    }
    return nil
  }

  /// How many units a paragraph scan reads at once: most paragraphs of a message fit.
  private static var chunk: Int { 512 }

  /// The runs of a mention value that meet `range` (in bounds), each whole, in text order.
  func mentionRuns(meeting range: NSRange) -> [(range: NSRange, value: Any)] {
    var runs: [(range: NSRange, value: Any)] = []
    var location = range.location
    let end = max(NSMaxRange(range), range.location + 1)
    let limit = NSRange(location: range.location, length: min(end, utf16Count) - range.location)
    while location < NSMaxRange(limit) {
      var run = NSRange()
      if mentionValue(at: location, longestRun: &run, in: limit) != nil,
        let value = mentionRun(at: location, &run)
      {
        runs.append((run, value))
      }
      location = max(NSMaxRange(run), location + 1)
    }
    return runs
  }

  /// The mention value at `offset` (in bounds) and its whole run. Plain text is looked at
  /// alone: its run, which may be most of the text, is never looked up.
  func mentionRun(at offset: Int, _ run: inout NSRange) -> Any? {
    guard
      mentionValue(at: offset, longestRun: &run, in: NSRange(location: offset, length: 1))
        != nil
    else { return nil }
    return mentionValue(
      at: offset, longestRun: &run, in: NSRange(location: 0, length: utf16Count))
  }
}
