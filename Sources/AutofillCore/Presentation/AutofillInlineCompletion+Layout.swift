import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension AutofillInlineCompletion {
  /// Where the completion's suffix is drawn: right after the caret in the writing direction,
  /// centred on the caret vertically, and cut to the field's text area.
  ///
  /// ```swift
  /// let frame = AutofillInlineCompletion.suffixFrame(
  ///   caretRect: CGRect(x: 40, y: 10, width: 2, height: 20),
  ///   suffixSize: CGSize(width: 30, height: 18),
  ///   textRect: CGRect(x: 8, y: 5, width: 200, height: 30), isRightToLeft: false)
  /// // CGRect(x: 42, y: 11, width: 30, height: 18)
  /// ```
  ///
  /// - Parameters:
  ///   - caretRect: The caret's rectangle (`UITextInput.caretRect(for:)`).
  ///   - suffixSize: The suffix's size in the field's font.
  ///   - textRect: The area the field draws its text in.
  ///   - isRightToLeft: Whether the text runs right to left at the caret.
  /// - Returns: The suffix's frame, or `nil` when none of it fits in the text area.
  public static func suffixFrame(
    caretRect: CGRect, suffixSize: CGSize, textRect: CGRect, isRightToLeft: Bool
  ) -> CGRect? {
    let caret = caretRect.standardized
    let area = textRect.standardized
    let y = caret.midY - suffixSize.height / 2
    let minX: CGFloat
    let maxX: CGFloat
    if isRightToLeft {
      maxX = min(caret.minX, area.maxX)
      minX = max(caret.minX - suffixSize.width, area.minX)
    } else {
      minX = max(caret.maxX, area.minX)
      maxX = min(caret.maxX + suffixSize.width, area.maxX)
    }
    guard maxX > minX, suffixSize.height > 0 else { return nil }
    return CGRect(x: minX, y: y, width: maxX - minX, height: suffixSize.height)
  }
}
