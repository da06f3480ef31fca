import Foundation

/// The mention side of a composer (`AutofillTextView`): what it keeps between UIKit's messages
/// and what it decides with it, so the UIKit layer only forwards events.
///
/// The text's attribute runs stay the only record of the mentions (``AutofillMentionRuns``).
/// This keeps what is not in the text: the rules, the attributes a mention takes, the range
/// the next pass must examine, a pick under way, the deletions refused for the rest of a
/// Backspace's turn and the last copy. Each change of characters
/// is noted (``noteChange(editedRange:changeInLength:)``); the pass over what changed runs
/// later (``settle(restylingAll:resetting:)``), when ``canSettle`` allows, and a restyle asked
/// while it cannot run waits with the pass.
///
/// ```swift
/// let text = NSMutableAttributedString(string: "hi @Ana")
/// let mentions = AutofillComposerMentions(text: text)  // a composer's: its text storage
/// mentions.mentions = [(NSRange(location: 3, length: 4), AutofillItem("Ana"))]
/// text.replaceCharacters(in: NSRange(location: 5, length: 0), with: "x")  // inside "@Ana"
/// _ = mentions.noteChange(editedRange: NSRange(location: 5, length: 1), changeInLength: 1)
/// mentions.settle()  // "@Axna" is plain text now
/// ```
///
/// Not `Sendable`: one composer's, on the main thread.
public final class AutofillComposerMentions<Text: AutofillMentionText> {
  /// The composer's text (its text storage), whose runs are the mentions.
  public let text: Text
  /// What an edit inside a mention and Backspace after one do.
  public var rules = AutofillMentionRuns()
  /// The attributes a mention's text takes (see ``setMentionAttributes(_:)``).
  public private(set) var mentionAttributes: [NSAttributedString.Key: Any]
  /// The plain attributes where the text has no plain text to copy (the composer's font and
  /// color).
  public var plainFallback: () -> [NSAttributedString.Key: Any] = { [:] }
  /// Whether the text's attributes may change now; the pass waits while not (a text storage
  /// processing an edit, an input method composing, Writing Tools rewriting).
  public var canSettle: () -> Bool = { true }
  /// The range of the text the next pass examines: every change since the last pass.
  public private(set) var pendingRange: NSRange?
  /// Whether deletions are refused until the turn of the run loop ends: a Backspace selected
  /// or deleted a mention in this turn (see ``decision(replacing:with:selection:)``).
  public private(set) var refusesDeletions = false

  private var isPassScheduled = false
  /// The mention a Backspace selected in this turn, to announce when it ends.
  private var selected: NSRange?
  private var restyle: (all: Bool, resetting: [NSAttributedString.Key]) = (false, [])
  private var pendingPick: AutofillTextReplacement?
  private var copied: (fragment: AutofillMentionsFragment, changeCount: Int, types: Set<String>?)?

  /// Creates the mention side of a composer whose text is `text`.
  ///
  /// - Parameters:
  ///   - text: The composer's text storage.
  ///   - mentionAttributes: The attributes a mention's text takes.
  public init(
    text: Text, mentionAttributes: [NSAttributedString.Key: Any] = [:]
  ) {
    self.text = text
    self.mentionAttributes = mentionAttributes
  }

  // MARK: The pass after a change

  /// Notes a change of characters, whoever made it, for the next pass.
  ///
  /// - Parameters:
  ///   - editedRange: The change's range in the new text (`NSTextStorage.editedRange`).
  ///   - changeInLength: The change in length (`NSTextStorage.changeInLength`).
  /// - Returns: Whether to run ``runScheduledPass()`` on the next turn of the run loop: once
  ///   until that pass runs.
  public func noteChange(editedRange: NSRange, changeInLength: Int) -> Bool {
    pendingRange = AutofillMentionRuns.pendingRange(
      pendingRange, edited: editedRange, changeInLength: changeInLength)
    guard !isPassScheduled else { return false }
    isPassScheduled = true
    return true
  }

  /// The pass scheduled by ``noteChange(editedRange:changeInLength:)``, on its turn.
  ///
  /// - Returns: The range the pass examined, or `nil` when it did not run.
  @discardableResult
  public func runScheduledPass() -> NSRange? {
    isPassScheduled = false
    return settle()
  }

  /// Runs the pass over what changed since the last one (``AutofillMentionRuns/settle(_:editedRange:mentionAttributes:resetting:restylesAll:plainFallback:)``),
  /// inside one editing of the text. With `restylingAll`, over the whole text, styling every
  /// mention afresh and resetting `extraKeys` too. While ``canSettle`` says no, nothing
  /// changes and the request waits for the next pass.
  ///
  /// - Parameters:
  ///   - restylingAll: Whether to restyle every mention (after a font, color or attributed
  ///     text was set on the whole text).
  ///   - extraKeys: Keys to reset on every mention as well (a previous `mentionAttributes`').
  /// - Returns: The range the pass examined (its work is proportional to its length), or
  ///   `nil` when it did not run; after a pass, text typed next should be plain again.
  @discardableResult
  public func settle(
    restylingAll: Bool = false, resetting extraKeys: [NSAttributedString.Key] = []
  ) -> NSRange? {
    restyle = (restyle.all || restylingAll, restyle.resetting + extraKeys)
    guard pendingRange != nil || restyle.all, canSettle() else { return nil }
    let edited = pendingRange ?? NSRange(location: 0, length: text.utf16Count)
    let (all, keys) = restyle
    pendingRange = nil
    restyle = (false, [])
    text.beginEditing()
    defer { text.endEditing() }
    return AutofillMentionRuns.settle(
      text, editedRange: edited, mentionAttributes: mentionAttributes, resetting: keys,
      restylesAll: all, plainFallback: plainFallback())
  }

  /// Sets the attributes a mention's text takes, and restyles every mention: where a previous
  /// attribute is not in the new set, it goes back to the plain text's.
  ///
  /// - Parameter attributes: The new attributes.
  /// - Returns: The range restyled (the whole text), or `nil` when the restyle waits for the
  ///   next pass.
  @discardableResult
  public func setMentionAttributes(_ attributes: [NSAttributedString.Key: Any]) -> NSRange? {
    let previous = Array(mentionAttributes.keys)
    mentionAttributes = attributes
    return settle(restylingAll: true, resetting: previous)
  }

  /// The mentions in text order, read from the runs after the pass; set, the valid ones are
  /// kept and styled (``AutofillMentionRuns/setMentions(_:in:mentionAttributes:plainFallback:)``).
  public var mentions: [(range: NSRange, item: AutofillItem)] {
    get {
      settle()
      return AutofillMentionRuns.mentions(in: text)
    }
    set {
      settle()
      text.beginEditing()
      AutofillMentionRuns.setMentions(
        newValue, in: text, mentionAttributes: mentionAttributes, plainFallback: plainFallback())
      text.endEditing()
    }
  }

  /// The typing attributes that make text typed at `location` plain, when `current` would
  /// make it part of a mention; `nil` when `current` carries none (keep it).
  ///
  /// They are `current` without the mention: the mention attribute removed, and each key of
  /// ``mentionAttributes`` (what the mention style changed) given the value of the plain text
  /// nearest (``AutofillMentionRuns/plainAttributes(near:in:)``), or ``plainFallback``'s where
  /// the text has none. Nothing else is copied from that text: a link, an attachment or
  /// dictation's alternatives there do not spread to what is typed after the mention.
  ///
  /// - Parameters:
  ///   - current: The typing attributes now.
  ///   - location: The caret's UTF-16 offset.
  /// - Returns: The attributes to type with, or `nil`.
  public func plainTypingAttributes(
    replacing current: [NSAttributedString.Key: Any], at location: Int
  ) -> [NSAttributedString.Key: Any]? {
    guard current[.autofillMention] != nil else { return nil }
    let plain = AutofillMentionRuns.plainAttributes(near: location, in: text) ?? plainFallback()
    var typing = current
    typing[.autofillMention] = nil
    for key in mentionAttributes.keys { typing[key] = plain[key] }
    return typing
  }

  // MARK: Before an edit

  /// What to do with a change the keyboard asks about, after the pass
  /// (``AutofillMentionRuns/decision(replacing:with:selection:in:)``).
  ///
  /// A keyboard extension (Gboard, SwiftKey) corrects a word with one `deleteBackward()` per
  /// character, all in one turn of the run loop: after the first selects the mention before
  /// the caret (or deletes it whole), the next would delete it and the rest the text before
  /// it. So once a Backspace selected or deleted a mention, the answer to every other deletion
  /// is `nil` (refuse it, change nothing) until ``turnDidEnd(selection:)``; text typed then
  /// replaces the selected mention as usual. The same holds after a Backspace inside a mention
  /// that ``AutofillMentionRuns/editInsideMention`` widened to delete it whole. A loop of
  /// `deleteBackward()` in a host's own code stops at a mention for the rest of the turn too.
  ///
  /// - Parameters:
  ///   - range: The range the change replaces, in UTF-16 code units.
  ///   - replacement: What replaces it.
  ///   - selection: The selection when the keyboard asks.
  /// - Returns: What to do, or `nil`: refuse the change and change nothing (a deletion in the
  ///   same turn of the run loop as a Backspace that selected or deleted a mention).
  public func decision(replacing range: NSRange, with replacement: String, selection: NSRange)
    -> AutofillMentionRuns.EditDecision?
  {
    if refusesDeletions, replacement.isEmpty, range.length > 0 { return nil }
    settle()
    let decision = rules.decision(
      replacing: range, with: replacement, selection: selection, in: text)
    switch decision {
    case .select(let mention): (refusesDeletions, selected) = (true, mention)
    // A Backspace (the unit asked about ends at the caret) that deleted a mention whole: the
    // one before the caret (`.deletesWhole`), or the one it was in (`editInsideMention`).
    case .replace where selection.length == 0 && replacement.isEmpty:
      if NSMaxRange(range) == selection.location { refusesDeletions = true }
    default: break
    }
    return decision
  }

  /// What VoiceOver is told when Backspace selected `mention`: set in code, a selection is
  /// not spoken, and the next Backspace deletes the whole mention
  /// (``AutofillStateTexts/mentionSelected(_:)`` with the mention's text).
  ///
  /// - Parameters:
  ///   - mention: The selected mention's range; clamped to the text.
  ///   - texts: The texts, in the composer's language.
  /// - Returns: The announcement.
  public func announcement(selecting mention: NSRange, _ texts: AutofillStateTexts) -> String {
    texts.mentionSelected(
      text.utf16Text(in: AutofillMentions.clamp(mention, count: text.utf16Count)))
  }

  /// The turn of the run loop in which a Backspace selected or deleted a mention ended:
  /// deletions are decided as usual again.
  ///
  /// The selection is announced now, not when Backspace made it: in a keyboard extension's
  /// burst the retyped word has replaced the mention by the end of the turn, and nothing is
  /// selected to announce.
  ///
  /// - Parameter selection: The selection at the end of the turn.
  /// - Returns: The mention a Backspace selected in the turn, to announce
  ///   (``announcement(selecting:_:)``), while `selection` is still that mention; else `nil`.
  @discardableResult
  public func turnDidEnd(selection: NSRange? = nil) -> NSRange? {
    defer { (refusesDeletions, selected) = (false, nil) }
    return selected == selection ? selected : nil
  }

  // MARK: Picks, copy and paste

  /// A pick's edit was made; its mention is marked when the pick's item is known
  /// (``didPick(_:)``).
  ///
  /// - Parameter edit: The edit made.
  public func pickEditWasMade(_ edit: AutofillTextReplacement) { pendingPick = edit }

  /// The picked item, after its edit: its text becomes the item's mention, and the pass runs.
  ///
  /// - Parameter item: The picked item.
  /// - Returns: Whether a pick's edit was made (the host is told of the change then), also
  ///   when its text holds no mention of the item.
  public func didPick(_ item: AutofillItem) -> Bool {
    guard let edit = pendingPick else { return false }
    pendingPick = nil
    if let range = AutofillMentionRuns.mentionRange(of: edit, item: item) {
      text.beginEditing()
      AutofillMentionRuns.mark(range, as: item, in: text, mentionAttributes: mentionAttributes)
      text.endEditing()
      note(range)
      settle()
    }
    return true
  }

  /// Keeps the mentions of `selection` for a paste while the pasteboard holds this copy.
  ///
  /// - Parameters:
  ///   - selection: What is copied or cut, in UTF-16 code units.
  ///   - changeCount: The pasteboard's `changeCount` before the copy writes to it (it counts
  ///     the copy as one change).
  public func willCopy(_ selection: NSRange, changeCount: Int) {
    settle()
    copied = (AutofillMentionRuns.fragment(in: selection, of: text), changeCount &+ 1, nil)
  }

  /// Records the pasteboard's types (metadata only, never its contents) once the copy wrote
  /// them: a paste while they differ is not of this copy, even with the same `changeCount`
  /// (Apple: another app's change is counted when this app reactivates, so one made in Split
  /// View or through Universal Clipboard while it stays active may not be).
  ///
  /// - Parameter types: The pasteboard's `types` after the copy.
  public func didCopy(types: [String]) { copied?.types = Set(types) }

  /// What a paste should insert with its mentions: the last copy's fragment, while the
  /// pasteboard's `changeCount` is the one it had once that copy was written, its `types` are
  /// those recorded after the copy (``didCopy(types:)``, in any order), its text is the
  /// fragment's (as UTF-16 code units), and the fragment holds mentions; else `nil` (a plain
  /// paste). The text tells apart another app's copy with the same types (rich text from any
  /// text view) made while this app stays active, which neither the count nor the types show.
  ///
  /// - Parameters:
  ///   - changeCount: The pasteboard's `changeCount` now.
  ///   - types: The pasteboard's `types` now.
  ///   - string: The pasteboard's text; read only when the count and types match (a paste
  ///     the user asked for, which reads the contents anyway).
  /// - Returns: The fragment, or `nil`.
  public func fragmentToPaste(
    changeCount: Int, types: [String], string: @autoclosure () -> String?
  ) -> AutofillMentionsFragment? {
    guard let copied, copied.changeCount == changeCount, copied.types == Set(types),
      !copied.fragment.mentions.isEmpty,
      string()?.utf16.elementsEqual(copied.fragment.text.utf16) == true
    else { return nil }
    return copied.fragment
  }

  /// Marks the mentions of a pasted fragment whose text now starts at `location`; the next
  /// pass examines it.
  ///
  /// - Parameters:
  ///   - fragment: The fragment ``fragmentToPaste(changeCount:types:string:)`` gave.
  ///   - location: Where its text starts, in UTF-16 code units.
  public func didPaste(_ fragment: AutofillMentionsFragment, at location: Int) {
    text.beginEditing()
    let range = AutofillMentionRuns.mark(
      fragment, at: location, in: text, mentionAttributes: mentionAttributes)
    text.endEditing()
    note(range)
  }

  /// Adds `range` of the current text to what the next pass examines.
  private func note(_ range: NSRange) {
    pendingRange = AutofillMentionRuns.pendingRange(pendingRange, edited: range, changeInLength: 0)
  }
}
