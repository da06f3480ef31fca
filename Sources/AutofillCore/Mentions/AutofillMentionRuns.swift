import Foundation

/// The mention rules applied to attributed text whose runs of the
/// `NSAttributedString.Key.autofillMention` attribute are the mentions: the one source of
/// truth of a `UITextView` composer, with no copy of the text beside it.
///
/// A mention is a run of one ``AutofillMentionAttribute`` value that the value accepts as
/// whole (``AutofillMentionAttribute/isWhole(_:of:)``: as long as its mention and with its
/// text) and that starts and ends on `Character` boundaries. So a composer:
///
/// - reads its mentions from the runs (``mentions(in:)``);
/// - decides, before an edit is made, only what must happen before it: Backspace at a mention
///   (``backspace(selection:in:)``, ``backspace(deleting:with:selection:in:)``) and a deletion
///   widened under ``AutofillMentions/InsideEdit/deletesWhole``
///   (``resolvedEdit(replacing:with:in:)``);
/// - after any change, from any path (typing, paste, undo, dictation, autocorrection, Writing
///   Tools, text set in code), runs one pass over the changed paragraphs
///   (``settle(_:editedRange:mentionAttributes:resetting:restylesAll:plainFallback:)``) that takes the
///   attribute off text that inherited it and strips or restyles the runs that no longer
///   match.
///
/// These rules agree with ``AutofillMentions`` (the text-and-ranges model the terminal
/// composer keeps), which a differential test checks on random edit scripts.
///
/// ```swift
/// let rules = AutofillMentionRuns(editInsideMention: .deletesWhole)
/// let edit = rules.resolvedEdit(replacing: range, with: "", in: textView.textStorage)
/// // … the edit is made …
/// AutofillMentionRuns.settle(textView.textStorage, editedRange: edited, mentionAttributes: tint)
/// let mentions = AutofillMentionRuns.mentions(in: textView.textStorage)
/// ```
public struct AutofillMentionRuns: Sendable, Hashable {
  /// What an edit inside or across a mention does. Default
  /// ``AutofillMentions/InsideEdit/breaks``.
  public var editInsideMention: AutofillMentions.InsideEdit
  /// What Backspace right after a mention does. Default
  /// ``AutofillMentions/BackspaceAtEnd/selectsFirst``.
  public var backspaceAtEnd: AutofillMentions.BackspaceAtEnd

  /// Creates the rules.
  ///
  /// - Parameters:
  ///   - editInsideMention: What an edit inside or across a mention does.
  ///   - backspaceAtEnd: What Backspace right after a mention does.
  public init(
    editInsideMention: AutofillMentions.InsideEdit = .breaks,
    backspaceAtEnd: AutofillMentions.BackspaceAtEnd = .selectsFirst
  ) {
    self.editInsideMention = editInsideMention
    self.backspaceAtEnd = backspaceAtEnd
  }

  // MARK: Reading

  /// The mentions of `text`, in text order: every whole run of a mention value on `Character`
  /// boundaries.
  ///
  /// - Parameter text: The attributed text.
  /// - Returns: The mentions as (UTF-16 range, item).
  /// - Complexity: O(*n*), *n* the text's length.
  public static func mentions(in text: some AutofillMentionText) -> [(
    range: NSRange, item: AutofillItem
  )] {
    AutofillMentions(mentionText: text).mentions
  }

  /// Whether an edit of `range` would change part of a mention of `text` (see
  /// ``AutofillMentions/intersectsMention(_:)``).
  ///
  /// - Parameters:
  ///   - range: A range in UTF-16 code units.
  ///   - text: The attributed text.
  /// - Returns: Whether any mention shares a unit with `range`, or holds it strictly inside.
  /// - Complexity: O(*k*), *k* the length of the range and the mentions at its ends.
  public static func intersectsMention(_ range: NSRange, in text: some AutofillMentionText) -> Bool
  {
    guard range.location != NSNotFound, range.location >= 0, range.length >= 0 else {
      return false
    }
    let range = AutofillMentions.clamp(range, count: text.utf16Count)
    return mentions(near: range, in: text).contains {
      AutofillMentions.touches(range, $0.range)
    }
  }

  /// The mentions of a range and its text, for copy and cut: those wholly inside it.
  ///
  /// - Parameters:
  ///   - range: The copied range, in UTF-16 code units; clamped to the text.
  ///   - text: The attributed text.
  /// - Returns: The fragment, its mentions valid in its own text.
  /// - Complexity: O(*k*), *k* the range's length.
  public static func fragment(in range: NSRange, of text: some AutofillMentionText)
    -> AutofillMentionsFragment
  {
    let range = AutofillMentions.clamp(range, count: text.utf16Count)
    let inside = mentions(near: range, in: text).compactMap {
      mention -> AutofillMentions.Mention? in
      guard mention.range.location >= range.location,
        NSMaxRange(mention.range) <= NSMaxRange(range)
      else { return nil }
      var relative = mention
      relative.range.location -= range.location
      return relative
    }
    let copied = text.utf16Text(in: range)
    return AutofillMentionsFragment(
      text: copied, storage: AutofillMentions.valid(inside, in: copied))
  }

  // MARK: Before an edit

  /// What Backspace does with `selection` (see ``AutofillMentions/backspace(selection:)``).
  ///
  /// - Parameters:
  ///   - selection: The selection, in UTF-16 code units.
  ///   - text: The attributed text.
  /// - Returns: What to do.
  /// - Complexity: O(*k*), *k* the length of the mentions at the selection.
  public func backspace(selection: NSRange, in text: some AutofillMentionText)
    -> AutofillMentions.BackspaceAction
  {
    guard AutofillMentions.isInBounds(selection, count: text.utf16Count) else { return .none }
    return AutofillMentions.backspace(
      selection: selection, among: Self.mentions(near: selection, in: text),
      setting: backspaceAtEnd)
  }

  /// What a deletion the keyboard asks about does when it is a Backspace (see
  /// ``AutofillMentions/backspace(deleting:with:selection:)``).
  ///
  /// - Parameters:
  ///   - range: The range the change replaces, in UTF-16 code units.
  ///   - replacement: What replaces it.
  ///   - selection: The selection when the keyboard asks.
  ///   - text: The attributed text.
  /// - Returns: What to do.
  /// - Complexity: O(*k*), *k* the length of the mentions at the selection.
  public func backspace(
    deleting range: NSRange, with replacement: String, selection: NSRange,
    in text: some AutofillMentionText
  ) -> AutofillMentions.BackspaceAction {
    guard AutofillMentions.isInBounds(selection, count: text.utf16Count) else { return .none }
    return AutofillMentions.backspace(
      deleting: range, with: replacement, selection: selection, count: text.utf16Count,
      among: Self.mentions(near: selection, in: text), setting: backspaceAtEnd)
  }

  /// The edit to make for a requested one: widened to whole mentions when it deletes inside
  /// or across them under ``AutofillMentions/InsideEdit/deletesWhole`` (see
  /// ``AutofillMentions/resolvedEdit(replacing:with:)``). An edit that changes no character
  /// is never widened.
  ///
  /// - Parameters:
  ///   - range: The range to replace, in UTF-16 code units; clamped to the text.
  ///   - replacement: The text that goes in its place.
  ///   - text: The attributed text.
  /// - Returns: The edit to make.
  /// - Complexity: O(*k*), *k* the length of the range and the mentions at its ends.
  public func resolvedEdit(
    replacing range: NSRange, with replacement: String, in text: some AutofillMentionText
  ) -> AutofillMentionsEdit {
    let requested = AutofillMentions.clamp(range, count: text.utf16Count)
    let near = editInsideMention == .deletesWhole ? Self.mentions(near: requested, in: text) : []
    return AutofillMentions.resolvedEdit(
      replacing: requested, with: replacement, among: near, setting: editInsideMention)
  }

  /// What a composer does with a change the keyboard asks about, before UIKit makes it.
  public enum EditDecision: Sendable, Hashable {
    /// Let UIKit make the change as asked (after asking the host).
    case asAsked
    /// Select this whole mention, and change nothing (Backspace right after it, first).
    case select(NSRange)
    /// Refuse UIKit's change and make this one instead: the whole mention a Backspace
    /// deletes, or a deletion widened to whole mentions.
    case replace(AutofillMentionsEdit)
  }

  /// What to do with the change the keyboard asks about: Backspace at a mention
  /// (``backspace(deleting:with:selection:in:)``) first, then a deletion widened by
  /// ``editInsideMention`` (``resolvedEdit(replacing:with:in:)``); anything else as asked.
  ///
  /// - Parameters:
  ///   - range: The range the change replaces, in UTF-16 code units.
  ///   - replacement: What replaces it.
  ///   - selection: The selection when the keyboard asks.
  ///   - text: The attributed text.
  /// - Returns: What to do.
  /// - Complexity: O(*k*), *k* the length of the range and the mentions at its ends.
  public func decision(
    replacing range: NSRange, with replacement: String, selection: NSRange,
    in text: some AutofillMentionText
  ) -> EditDecision {
    switch backspace(deleting: range, with: replacement, selection: selection, in: text) {
    case .select(let mention):
      return .select(mention)
    case .delete(let mention):
      guard mention != range else { return .asAsked }
      return .replace(AutofillMentionsEdit(requestedRange: range, range: mention, replacement: ""))
    case .none:
      let edit = resolvedEdit(replacing: range, with: replacement, in: text)
      return edit.isWidened ? .replace(edit) : .asAsked
    }
  }

  /// The range a pick's mention covers in the text after the pick's edit: the entered value
  /// with its delimiter when kept, never the space after it (see
  /// ``AutofillMentions/recordPick(_:item:)``); `nil` when the replacement does not end with
  /// the item's value.
  ///
  /// - Parameters:
  ///   - edit: The pick's edit.
  ///   - item: The picked item.
  /// - Returns: The mention's range, in UTF-16 code units of the new text.
  public static func mentionRange(of edit: AutofillTextReplacement, item: AutofillItem)
    -> NSRange?
  {
    guard edit.range.location != NSNotFound, edit.range.location >= 0,
      let length = AutofillMentions.mentionLength(in: edit.replacement, value: item.textToEnter),
      length > 0
    else { return nil }
    return NSRange(location: edit.range.location, length: length)
  }

  /// The whole mentions that reach `range` or end or start right at it.
  static func mentions(near range: NSRange, in text: some AutofillMentionText)
    -> [AutofillMentions.Mention]
  {
    let lower = max(range.location - 1, 0)
    let upper = min(NSMaxRange(range) + 1, text.utf16Count)
    guard lower < upper else { return [] }
    return text.mentionRuns(meeting: NSRange(location: lower, length: upper - lower))
      .compactMap { run in
        guard let value = run.value as? AutofillMentionAttribute,
          value.isWhole(run.range, of: text)
        else { return nil }
        return AutofillMentions.Mention(range: run.range, item: value.item)
      }
  }
}

extension AutofillMentions {
  /// Reads the text and mentions of an attributed text: every whole run of a mention value
  /// (see ``AutofillMentionRuns``), kept when valid by ``mentions``'s rule.
  ///
  /// - Parameters:
  ///   - mentionText: The attributed text, such as a composer's text storage.
  ///   - editInsideMention: What an edit inside or across a mention does.
  ///   - backspaceAtEnd: What Backspace right after a mention does.
  /// - Complexity: O(*n*), *n* the text's length.
  public init(
    mentionText: some AutofillMentionText, editInsideMention: InsideEdit = .breaks,
    backspaceAtEnd: BackspaceAtEnd = .selectsFirst
  ) {
    let all = NSRange(location: 0, length: mentionText.utf16Count)
    let found = mentionText.mentionRuns(meeting: all).compactMap { run -> Mention? in
      guard let value = run.value as? AutofillMentionAttribute,
        value.isWhole(run.range, of: mentionText)
      else { return nil }
      return Mention(range: run.range, item: value.item)
    }
    self.init(
      text: mentionText.utf16Text(in: all), editInsideMention: editInsideMention,
      backspaceAtEnd: backspaceAtEnd)
    storage = Self.valid(found, in: text)
  }
}
