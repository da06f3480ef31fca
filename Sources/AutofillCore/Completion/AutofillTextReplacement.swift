import Foundation

/// An edit that enters a selected value: which part of the old text to replace, with what, and
/// the resulting text and caret.
///
/// A UIKit field replaces ``range`` with ``replacement`` through `UITextInput` (so the edit can
/// be undone) and puts the caret at ``caretUTF16Offset``; a terminal can take ``text`` and
/// ``caret``. Text outside ``range`` is never changed.
///
/// ```swift
/// let text = "Hi @ali"
/// if let token = AutofillTokenFinder(delimiters: ["@"]).token(in: text, caretUTF16Offset: 7) {
///   let edit = AutofillTextReplacement(replacing: token, in: text, with: "Alice")
///   // edit.range == {3, 4}, edit.replacement == "@Alice ", edit.text == "Hi @Alice ",
///   // edit.caretUTF16Offset == 10
/// }
/// ```
public struct AutofillTextReplacement: Sendable, Hashable {
  /// The replaced part of the old text, in UTF-16 code units.
  public let range: NSRange
  /// The text that goes in place of ``range``.
  public let replacement: String
  /// The whole new text.
  public let text: String
  /// The caret in ``text``, in UTF-16 code units: after the entered value and its space.
  public let caretUTF16Offset: Int

  /// The caret as an index of ``text``.
  public var caret: String.Index { text.characterIndex(roundingDownUTF16Offset: caretUTF16Offset) }

  /// The edit that enters a value for a trigger token: the token (delimiter to caret) becomes
  /// the delimiter (unless `keepsDelimiter` is off), the value, and a space (if `appendsSpace`
  /// is on and no whitespace other than a line break already follows the token; then the caret
  /// moves past that existing whitespace instead).
  ///
  /// The token should come from ``AutofillTokenFinder`` for this same text; its UTF-16 range is
  /// clamped to the text and rounded down to character boundaries, so another text gives a
  /// wrong edit but never a crash.
  ///
  /// - Parameters:
  ///   - token: The token the caret is in.
  ///   - text: The text the token was found in.
  ///   - value: The selected item's value, entered as is.
  ///   - keepsDelimiter: Whether the delimiter stays in front of the value.
  ///   - appendsSpace: Whether a space follows the value.
  public init(
    replacing token: AutofillTriggerToken, in text: String, with value: String,
    keepsDelimiter: Bool = true, appendsSpace: Bool = true
  ) {
    let lower = text.characterIndex(roundingDownUTF16Offset: token.utf16Range.location)
    let upper = max(
      lower, text.characterIndex(roundingDownUTF16Offset: NSMaxRange(token.utf16Range)))
    var replacement = keepsDelimiter ? token.delimiter + value : value
    var skipped = 0
    if appendsSpace {
      if upper < text.endIndex, text[upper].isWhitespace, !text[upper].isNewline {
        skipped = text[upper].utf16.count
      } else {
        replacement += " "
      }
    }
    self.init(text: text, replacing: lower..<upper, with: replacement, caretBeyond: skipped)
  }

  /// The edit that replaces the whole text with a value, the caret at its end: a selection
  /// when no trigger is configured.
  ///
  /// - Parameters:
  ///   - text: The old text.
  ///   - value: The selected item's value.
  public init(replacingAllOf text: String, with value: String) {
    self.init(text: text, replacing: text.startIndex..<text.endIndex, with: value, caretBeyond: 0)
  }

  private init(
    text old: String, replacing bounds: Range<String.Index>, with replacement: String,
    caretBeyond skipped: Int
  ) {
    let location = old.utf16Offset(of: bounds.lowerBound)
    range = NSRange(location: location, length: old.utf16Offset(of: bounds.upperBound) - location)
    self.replacement = replacement
    text = String(old[..<bounds.lowerBound]) + replacement + String(old[bounds.upperBound...])
    caretUTF16Offset = location + replacement.utf16.count + skipped
  }
}
