import Foundation

extension AutofillMentions {
  /// An edit as a text storage reports it after the fact, less the characters at its ends
  /// that it did not change.
  ///
  /// `NSTextStorage`'s `editedRange` is the union of every change in one round of editing,
  /// attributes included: a host whose text storage delegate restyles a paragraph while the
  /// user types reports the whole paragraph as edited, and read as a replacement of all of it,
  /// the keystroke would break every mention in that paragraph. Trimmed, it is the keystroke
  /// again.
  ///
  /// Where repeated characters allow the change in more than one place ("@" typed right
  /// before "@Ana", "n" typed between "n" and "n"), the latest place is taken unless it runs
  /// into a mention and the earliest does not: so a keystroke at a mention's edge reads as
  /// outside it, and a keystroke inside a mention between two equal characters reads as
  /// typed at its end.
  ///
  /// Trim only an edit whose range may be wider than the change. Text set in code means to
  /// replace what it replaces; for a paste, pass the selection it replaced as `kept`, since
  /// replacing text with the same text is then meant.
  ///
  /// ```swift
  /// let mentions = AutofillMentions(text: "@Ana hi", mentions: [(NSRange(location: 0, length: 4), ana)])
  /// // The storage reports {0, 7} replaced by "@Ana hi!" (a delegate restyled the line).
  /// mentions.trimmingUnchanged(replacing: NSRange(location: 0, length: 7), with: "@Ana hi!")
  /// // (range: {7, 0}, replacement: "!")
  /// ```
  ///
  /// - Parameters:
  ///   - range: The range replaced, in UTF-16 code units of ``text``; clamped to the text.
  ///   - replacement: The text that replaced it.
  ///   - kept: A range of ``text`` known to be replaced, such as the selection a paste
  ///     replaced: the trimmed range covers its part inside `range`. `nil` (the default):
  ///     none.
  /// - Returns: The range and replacement without common leading and trailing code units,
  ///   never cutting a surrogate pair: the same change of text.
  /// - Complexity: O(*n* + *m*), *n* the text's length and *m* the number of mentions.
  public func trimmingUnchanged(
    replacing range: NSRange, with replacement: String, keeping kept: NSRange? = nil
  ) -> (range: NSRange, replacement: String) {
    let range = clamped(range)
    let old = Array(text.utf16)[range.location..<NSMaxRange(range)]
    let new = Array(replacement.utf16)
    let limit = min(old.count, new.count)
    // How far each end may be trimmed: not into the kept range (moved inside `range`).
    var prefixLimit = limit
    var suffixLimit = limit
    if let kept = kept.map(clamped) {
      let lower = min(max(kept.location, range.location), NSMaxRange(range))
      prefixLimit = lower - range.location
      suffixLimit = NSMaxRange(range) - max(min(NSMaxRange(kept), NSMaxRange(range)), lower)
    }

    func prefix(upTo bound: Int) -> Int {
      var count = 0
      while count < bound, old[old.startIndex + count] == new[count] { count += 1 }
      // A lead surrogate kept while its trail surrogate changes: the pair changes whole.
      return count > 0 && UTF16.isLeadSurrogate(new[count - 1]) ? count - 1 : count
    }
    func suffix(upTo bound: Int) -> Int {
      var count = 0
      while count < bound, old[old.endIndex - 1 - count] == new[new.count - 1 - count] {
        count += 1
      }
      return count > 0 && UTF16.isTrailSurrogate(new[new.count - count]) ? count - 1 : count
    }
    func edit(_ prefix: Int, _ suffix: Int) -> (range: NSRange, replacement: String) {
      (
        NSRange(location: range.location + prefix, length: old.count - prefix - suffix),
        String(decoding: new[prefix..<(new.count - suffix)], as: UTF16.self)
      )
    }

    let latestPrefix = prefix(upTo: min(limit, prefixLimit))
    let latest = edit(latestPrefix, suffix(upTo: min(limit - latestPrefix, suffixLimit)))
    guard storage.contains(where: { Self.touches(latest.range, $0.range) }) else { return latest }
    let earliestSuffix = suffix(upTo: min(limit, suffixLimit))
    let earliest = edit(prefix(upTo: min(limit - earliestSuffix, prefixLimit)), earliestSuffix)
    return storage.contains(where: { Self.touches(earliest.range, $0.range) }) ? latest : earliest
  }
}
