import Foundation

extension AutofillMentions {
  /// What Backspace does with the current selection, before the host deletes anything.
  ///
  /// - The caret (an empty selection) right after a mention: ``BackspaceAction/select(_:)``
  ///   the mention with ``BackspaceAtEnd/selectsFirst`` (the view shows it selected), or
  ///   ``BackspaceAction/delete(_:)`` it with ``BackspaceAtEnd/deletesWhole``.
  /// - A selection that is exactly a mention (the one the first Backspace selected):
  ///   ``BackspaceAction/delete(_:)`` it, whatever the setting.
  /// - Anything else, the caret inside a mention included: ``BackspaceAction/none``, and
  ///   Backspace deletes as usual; that edit goes through ``replaceCharacters(in:with:)``.
  ///
  /// The function changes nothing: the host selects, or deletes through
  /// ``replaceCharacters(in:with:)``.
  ///
  /// ```swift
  /// let mentions = AutofillMentions(text: "Hi @Ana", mentions: [(NSRange(location: 3, length: 4), ana)])
  /// mentions.backspace(selection: NSRange(location: 7, length: 0))  // .select({3, 4})
  /// mentions.backspace(selection: NSRange(location: 3, length: 4))  // .delete({3, 4})
  /// mentions.backspace(selection: NSRange(location: 2, length: 0))  // .none
  /// ```
  ///
  /// - Parameter selection: The selection, in UTF-16 code units (`UITextView.selectedRange`);
  ///   one outside the text (`NSNotFound`, a length past the end) answers
  ///   ``BackspaceAction/none``.
  /// - Returns: What to do.
  /// - Complexity: O(*m*), *m* the number of mentions.
  public func backspace(selection: NSRange) -> BackspaceAction {
    guard Self.isInBounds(selection, count: text.utf16.count) else { return .none }
    return Self.backspace(selection: selection, among: storage, setting: backspaceAtEnd)
  }

  /// ``backspace(selection:)`` over `mentions` (those near the selection suffice), for a
  /// selection already clamped.
  static func backspace(
    selection: NSRange, among mentions: [Mention], setting backspaceAtEnd: BackspaceAtEnd
  ) -> BackspaceAction {
    if selection.length > 0 {
      guard let mention = mentions.first(where: { $0.range == selection }) else { return .none }
      return .delete(mention.range)
    }
    guard let mention = mentions.first(where: { NSMaxRange($0.range) == selection.location })
    else { return .none }
    switch backspaceAtEnd {
    case .selectsFirst: return .select(mention.range)
    case .deletesWhole: return .delete(mention.range)
    }
  }
}

extension AutofillMentions {
  /// What a deletion the keyboard asks about does, when it is a Backspace that
  /// ``backspace(selection:)`` answers: nothing replaces it, and it ends at the caret (the
  /// keyboard asks about the character cluster before the caret) or is the selection. A text
  /// view's delegate hears this question before Backspace is made, and the keyboard then
  /// selects what it asked about before it calls `deleteBackward()`: so a composer acts on
  /// the answer in the delegate (selects the mention, or deletes it when the keyboard asked
  /// about less) and refuses the keyboard's deletion. ``BackspaceAction/none`` for any other
  /// change.
  ///
  /// ```swift
  /// let mentions = AutofillMentions(text: "Hi @Ana", mentions: [(NSRange(location: 3, length: 4), ana)])
  /// let caret = NSRange(location: 7, length: 0)
  /// mentions.backspace(deleting: NSRange(location: 6, length: 1), with: "", selection: caret)  // .select({3, 4})
  /// ```
  ///
  /// - Parameters:
  ///   - range: The range the change replaces, in UTF-16 code units.
  ///   - replacement: What replaces it.
  ///   - selection: The selection when the keyboard asks.
  /// - Returns: ``backspace(selection:)``'s answer for such a deletion, else
  ///   ``BackspaceAction/none``.
  /// - Complexity: O(*m*), *m* the number of mentions.
  public func backspace(deleting range: NSRange, with replacement: String, selection: NSRange)
    -> BackspaceAction
  {
    Self.backspace(
      deleting: range, with: replacement, selection: selection, count: text.utf16.count,
      among: storage, setting: backspaceAtEnd)
  }

  /// ``backspace(deleting:with:selection:)`` over `mentions` (those near the selection
  /// suffice) in a text of `count` UTF-16 code units. A range or selection out of bounds (a
  /// location of `NSNotFound`, a length that would overflow) answers ``BackspaceAction/none``.
  static func backspace(
    deleting range: NSRange, with replacement: String, selection: NSRange, count: Int,
    among mentions: [Mention], setting: BackspaceAtEnd
  ) -> BackspaceAction {
    guard isInBounds(range, count: count), isInBounds(selection, count: count),
      replacement.isEmpty, range.length > 0,
      selection.length > 0 ? range == selection : NSMaxRange(range) == selection.location
    else { return .none }
    return backspace(selection: selection, among: mentions, setting: setting)
  }
}

extension AutofillMentions {
  /// Whether `range` lies within `0...count` (no `NSNotFound`, no negative part, no overflow).
  static func isInBounds(_ range: NSRange, count: Int) -> Bool {
    range.location != NSNotFound && range.location >= 0 && range.length >= 0
      && range.location <= count && range.length <= count - range.location
  }
}
