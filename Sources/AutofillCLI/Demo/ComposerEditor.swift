import AutofillCore
import Foundation

/// The demo's multi-line message (`--composer`): its text and mentions in an
/// ``AutofillMentions``, and a selection in UTF-16 code units, edited the way a `UITextView`
/// composer edits: every change is a (range, replacement) that goes through the mentions
/// model, and Backspace asks it first.
///
/// ```swift
/// var composer = ComposerEditor()
/// composer.insert("hi ")
/// composer.recordPick(pick, item: zurich)   // "hi @Zürich ", @Zürich a mention
/// composer.moveToStart()
/// composer.insert("Oh ")                    // the mention shifts, and holds
/// ```
///
/// The caret moves by `Character`s, so it never stops inside an emoji or a letter with its
/// marks; a mention is selected only by Backspace (the first one after it, as chat apps do).
struct ComposerEditor: Equatable, Sendable {
  /// The text and its mentions.
  private(set) var mentions: AutofillMentions
  /// The selection, in UTF-16 code units; empty for a caret.
  private(set) var selection = NSRange(location: 0, length: 0)

  /// Creates an empty message.
  ///
  /// - Parameter backspaceAtEnd: What Backspace right after a mention does.
  init(backspaceAtEnd: AutofillMentions.BackspaceAtEnd = .selectsFirst) {
    mentions = AutofillMentions(backspaceAtEnd: backspaceAtEnd)
  }

  /// The message.
  var text: String { mentions.text }

  /// The caret: the selection's end, in UTF-16 code units.
  var caretUTF16Offset: Int { NSMaxRange(selection) }

  /// Replaces the selection with typed or pasted text (a line break too) and puts the caret
  /// after it.
  ///
  /// - Parameter typed: The text.
  mutating func insert(_ typed: String) {
    replace(selection, with: typed)
  }

  /// Backspace: selects or deletes the mention before the caret as ``AutofillMentions``
  /// decides; otherwise deletes the selection, or the character before the caret.
  mutating func deleteBackward() {
    switch mentions.backspace(selection: selection) {
    case .select(let range):
      selection = range
    case .delete(let range):
      replace(range, with: "")
    case .none:
      if selection.length > 0 {
        replace(selection, with: "")
      } else if let previous = characterRange(before: selection.location) {
        replace(previous, with: "")
      }
    }
  }

  /// Delete: deletes the selection, or the character after the caret (an edit inside a
  /// mention breaks it, as any other edit).
  mutating func deleteForward() {
    if selection.length > 0 {
      replace(selection, with: "")
    } else if let next = characterRange(after: selection.location) {
      replace(next, with: "")
    }
  }

  /// Moves the caret one character left, or to the selection's start.
  mutating func moveLeft() {
    if selection.length > 0 {
      setCaret(selection.location)
    } else if let previous = characterRange(before: selection.location) {
      setCaret(previous.location)
    }
  }

  /// Moves the caret one character right, or to the selection's end.
  mutating func moveRight() {
    if selection.length > 0 {
      setCaret(NSMaxRange(selection))
    } else if let next = characterRange(after: selection.location) {
      setCaret(NSMaxRange(next))
    }
  }

  /// Moves the caret to the message's start.
  mutating func moveToStart() { setCaret(0) }
  /// Moves the caret to the message's end.
  mutating func moveToEnd() { setCaret(text.utf16.count) }

  /// Makes a pick's edit and records its mention (see
  /// ``AutofillMentions/recordPick(_:item:)``); the caret goes where the session put it.
  ///
  /// - Parameters:
  ///   - edit: The session's edit.
  ///   - item: The picked item.
  mutating func recordPick(_ edit: AutofillTextReplacement, item: AutofillItem) {
    mentions.recordPick(edit, item: item)
    setCaret(edit.caretUTF16Offset)
  }

  /// Makes a pick's edit as plain text, for a pick whose item never came.
  ///
  /// - Parameter edit: The session's edit.
  mutating func applyAsPlainText(_ edit: AutofillTextReplacement) {
    replace(edit.range, with: edit.replacement)
  }

  private mutating func replace(_ range: NSRange, with replacement: String) {
    let edit = mentions.replaceCharacters(in: range, with: replacement)
    setCaret(edit.caretUTF16Offset)
  }

  private mutating func setCaret(_ offset: Int) {
    selection = NSRange(location: min(max(offset, 0), text.utf16.count), length: 0)
  }

  /// The UTF-16 range of the character that ends at `offset`, if any.
  private func characterRange(before offset: Int) -> NSRange? {
    var start = 0
    for character in text {
      let end = start + character.utf16.count
      if end >= offset {
        return end == offset ? NSRange(location: start, length: end - start) : nil
      }
      start = end
    }
    return nil
  }

  /// The UTF-16 range of the character that starts at `offset`, if any.
  private func characterRange(after offset: Int) -> NSRange? {
    var start = 0
    for character in text {
      let end = start + character.utf16.count
      if start == offset { return NSRange(location: start, length: end - start) }
      if start > offset { return nil }
      start = end
    }
    return nil
  }
}
