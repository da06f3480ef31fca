import Foundation

/// The edit an ``AutofillMentions`` made of the text: the range it replaced, which may be wider
/// than the one asked for, and with what.
///
/// With ``AutofillMentions/InsideEdit/deletesWhole``, a deletion that reaches into a mention
/// widens to cover it whole. A `UITextView` composer that got the asked edit from
/// `textView(_:shouldChangeTextIn:replacementText:)` then refuses it (returns `false`) and
/// makes this one itself, with the caret at ``caretUTF16Offset``:
///
/// ```swift
/// let edit = mentions.replaceCharacters(in: range, with: replacementText)
/// guard edit.isWidened else { return true }  // UIKit makes the edit as asked
/// textView.textStorage.replaceCharacters(in: edit.range, with: edit.replacement)
/// textView.selectedRange = NSRange(location: edit.caretUTF16Offset, length: 0)
/// return false
/// ```
public struct AutofillMentionsEdit: Sendable, Hashable {
  /// The range asked for, clamped to the text, in UTF-16 code units.
  public let requestedRange: NSRange
  /// The range of the old text that was replaced: ``requestedRange``, or wider to take in whole
  /// mentions.
  public let range: NSRange
  /// The text that replaced ``range``.
  public let replacement: String

  /// Whether ``range`` is wider than ``requestedRange``: the host must make this edit instead
  /// of the one it was asked for.
  public var isWidened: Bool { range != requestedRange }

  /// The caret after the edit, in UTF-16 code units of the new text: after the replacement.
  public var caretUTF16Offset: Int {
    let (caret, overflow) = range.location.addingReportingOverflow(replacement.utf16.count)
    return overflow ? Int.max : caret
  }

  /// Creates an edit.
  ///
  /// - Parameters:
  ///   - requestedRange: The range asked for.
  ///   - range: The range replaced.
  ///   - replacement: The text that replaced it.
  public init(requestedRange: NSRange, range: NSRange, replacement: String) {
    self.requestedRange = requestedRange
    self.range = range
    self.replacement = replacement
  }
}
