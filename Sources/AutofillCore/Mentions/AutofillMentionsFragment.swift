import Foundation

/// A copied part of a composer's text with the mentions wholly inside it, their ranges
/// relative to the part's start: what ``AutofillMentions/fragment(in:)`` gives on copy or cut
/// and ``AutofillMentions/paste(_:replacing:)`` takes back on paste.
///
/// A composer keeps the fragment of its last copy and the pasteboard's `changeCount` of then
/// (the pasteboard holds only the text); while the count is unchanged, a paste inserts the
/// fragment with its mentions.
///
/// ```swift
/// let copied = mentions.fragment(in: textView.selectedRange)
/// // copied.text == "@Ana and", copied.mentions == [({0, 4}, ana)]
/// ```
public struct AutofillMentionsFragment: Sendable, Equatable {
  /// The copied text.
  public let text: String
  /// The mentions wholly inside the copied range, in order, with ranges from the start of
  /// ``text``.
  public var mentions: [(range: NSRange, item: AutofillItem)] {
    storage.map { ($0.range, $0.item) }
  }
  let storage: [AutofillMentions.Mention]

  /// Creates a fragment, such as one read back from a host's own pasteboard type.
  ///
  /// - Parameters:
  ///   - text: The copied text.
  ///   - mentions: Its mentions, ranges relative to `text`; invalid ones are dropped as
  ///     ``AutofillMentions/mentions`` drops them.
  public init(text: String, mentions: [(range: NSRange, item: AutofillItem)]) {
    self.text = text
    storage = AutofillMentions.valid(
      mentions.map { AutofillMentions.Mention(range: $0.range, item: $0.item) }, in: text)
  }

  init(text: String, storage: [AutofillMentions.Mention]) {
    self.text = text
    self.storage = storage
  }

  /// Whether two fragments have the same text (as UTF-16 code units) and mentions (items
  /// compared as ``AutofillMentions`` compares them).
  ///
  /// - Parameters:
  ///   - lhs: A fragment.
  ///   - rhs: Another fragment.
  /// - Returns: Whether they are equal.
  public static func == (lhs: AutofillMentionsFragment, rhs: AutofillMentionsFragment) -> Bool {
    lhs.text.utf16.elementsEqual(rhs.text.utf16)
      && AutofillMentions.sameMentions(lhs.storage, rhs.storage)
  }
}
