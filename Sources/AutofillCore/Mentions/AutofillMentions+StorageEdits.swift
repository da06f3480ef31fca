import Foundation

extension AutofillMentions {
  /// An edit as a text storage reports it after the fact, less the characters at its ends
  /// that it did not change.
  ///
  /// `NSTextStorage`'s `editedRange` is the union of every change in one round of editing,
  /// attributes included: a host whose text storage delegate restyles a paragraph while the
  /// user types reports the whole paragraph as edited, and read as a replacement of all of it,
  /// the keystroke would break every mention in that paragraph. Trimmed, it is the
  /// keystroke again. Where repeated characters make the edit's place ambiguous ("n" typed
  /// between "n" and "n"), the trimmed edit is the latest place the characters allow, so it
  /// may read a keystroke at a mention's last characters as typed right after it.
  ///
  /// Trim only an edit whose range may be wider than the change: an edit that replaces text
  /// with the same text on purpose (a paste, text set in code) means to replace it.
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
  /// - Returns: The range and replacement without their common leading and trailing code
  ///   units, never cutting a surrogate pair: the same change of text.
  /// - Complexity: O(*k*), *k* the lengths of the range and the replacement.
  public func trimmingUnchanged(replacing range: NSRange, with replacement: String)
    -> (range: NSRange, replacement: String)
  {
    let range = clamped(range)
    let old = Array(text.utf16)[range.location..<NSMaxRange(range)]
    let new = Array(replacement.utf16)
    let limit = min(old.count, new.count)
    var prefix = 0
    while prefix < limit, old[old.startIndex + prefix] == new[prefix] { prefix += 1 }
    // A lead surrogate kept while its trail surrogate changes: the pair changes whole.
    if prefix > 0, UTF16.isLeadSurrogate(new[prefix - 1]) { prefix -= 1 }
    var suffix = 0
    while suffix < limit - prefix, old[old.endIndex - 1 - suffix] == new[new.count - 1 - suffix] {
      suffix += 1
    }
    if suffix > 0, UTF16.isTrailSurrogate(new[new.count - suffix]) { suffix -= 1 }
    guard prefix > 0 || suffix > 0 else { return (range, replacement) }
    return (
      NSRange(location: range.location + prefix, length: old.count - prefix - suffix),
      String(decoding: new[prefix..<(new.count - suffix)], as: UTF16.self)
    )
  }
}
