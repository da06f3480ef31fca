import Foundation

/// The token the caret is in: a trigger's delimiter and the text from it to the caret.
///
/// Found by ``AutofillTokenFinder``; ranges refer to the text it was found in.
public struct AutofillTriggerToken: Sendable, Hashable {
  /// The position of the matched trigger in the finder's list.
  public let triggerIndex: Int
  /// The matched delimiter.
  public let delimiter: String
  /// The token in the text: from the delimiter's first character to the caret.
  public let range: Range<String.Index>
  /// ``range`` in UTF-16 code units, as `UITextInput` and `NSAttributedString` count.
  public let utf16Range: NSRange
  /// The query: the token's text after the delimiter, possibly empty.
  public let query: String

  /// Creates the token `text[range]`, which starts with `delimiter`.
  init(triggerIndex: Int, delimiter: String, range: Range<String.Index>, in text: String) {
    self.triggerIndex = triggerIndex
    self.delimiter = delimiter
    self.range = range
    let lower = text.utf16Offset(of: range.lowerBound)
    utf16Range = NSRange(location: lower, length: text.utf16Offset(of: range.upperBound) - lower)
    query = String(text[range].dropFirst(delimiter.count))
  }
}
