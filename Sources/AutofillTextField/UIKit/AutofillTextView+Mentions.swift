#if canImport(UIKit)
  @preconcurrency import UIKit

  extension AutofillTextView {
    // MARK: Mentions

    /// The mentions in the text, in text order, as (UTF-16 range, item): what to send with
    /// the message, read from the text's attributes. Setting it keeps the valid ones (see
    /// ``AutofillMentions/mentions``) and styles them.
    public var mentions: [(range: NSRange, item: AutofillItem)] {
      get { mentionState.mentions }
      set { mentionState.mentions = newValue }
    }

    /// The attributes a mention's text takes, on top of its own; default the tint color.
    /// Where text stops being a mention, each of these attributes goes back to that of the
    /// plain text nearest to it. Best limited to what plain text does not vary (a color, an
    /// underline, a background).
    public var mentionAttributes: [NSAttributedString.Key: Any] {
      get { mentionState.mentionAttributes }
      set {
        guard mentionState.setMentionAttributes(newValue) != nil else { return }
        keepTypingPlain()
        updateHeight()
      }
    }

    /// What an edit inside or across a mention does; default
    /// ``AutofillMentions/InsideEdit/breaks`` (it becomes plain text).
    public var editInsideMention: AutofillMentions.InsideEdit {
      get { mentionState.rules.editInsideMention }
      set { mentionState.rules.editInsideMention = newValue }
    }

    /// What Backspace right after a mention does; default
    /// ``AutofillMentions/BackspaceAtEnd/selectsFirst`` (the next Backspace deletes it).
    public var backspaceAtEnd: AutofillMentions.BackspaceAtEnd {
      get { mentionState.rules.backspaceAtEnd }
      set { mentionState.rules.backspaceAtEnd = newValue }
    }

    // MARK: The pass after a change

    /// Every change of characters, whoever makes it, is noted for the next pass; the pass
    /// itself changes attributes, which observers must not do here, so it runs after the
    /// change: on `textViewDidChange`, after the composer's own edits and text set in code,
    /// when the mentions are read, or at the latest on the next turn of the run loop.
    @objc func autofillTextStorageDidProcessEditing(_ notification: Notification) {
      guard textStorage.editedMask.contains(.editedCharacters),
        mentionState.noteChange(
          editedRange: textStorage.editedRange, changeInLength: textStorage.changeInLength)
      else { return }
      DispatchQueue.main.async { [weak self] in
        if self?.mentionState.runScheduledPass() != nil { self?.keepTypingPlain() }
      }
    }

    /// Runs the pass over what changed since the last one (with `restylingAll`, over the whole
    /// text, styling every mention afresh; see ``AutofillComposerMentions``). It waits while
    /// the storage is processing an edit, an input method composes, or Writing Tools rewrite
    /// (Apple asks text views not to change their storage then); the change stays noted.
    /// Returns the paragraphs it examined, `nil` when it did not run.
    @discardableResult
    func settleMentions(restylingAll: Bool = false) -> NSRange? {
      let examined = mentionState.settle(restylingAll: restylingAll)
      if examined != nil { keepTypingPlain() }
      return examined
    }

    /// Whether the pass may change the storage's attributes now.
    var canSettleMentions: Bool {
      textStorage.editedMask.isEmpty && markedTextRange == nil && !isWritingToolsSessionActive
    }

    /// Text typed next is plain text, not a part of the mention before the caret.
    func keepTypingPlain() {
      if let plain = mentionState.plainTypingAttributes(
        replacing: typingAttributes, at: selectedRange.location)
      {
        typingAttributes = plain
      }
    }

    /// The composer's font and text color (the label color when the host set none), where
    /// the text has no plain text to copy.
    var plainFallback: [NSAttributedString.Key: Any] {
      [
        .font: font ?? .preferredFont(forTextStyle: .body),
        .foregroundColor: hostTextColor ?? .label,
      ]
    }

    // MARK: Copy and paste

    /// Copying keeps the mentions of the copied text, for a paste into this composer while
    /// the pasteboard holds that copy: its `changeCount` one more than before the copy (the
    /// pasteboard counts each change once, at the end of the event loop), and its `types` those
    /// it had after the copy (a copy in another app that the count does not show yet).
    open override func copy(_ sender: Any?) { keepingCopied { super.copy(sender) } }

    /// Cutting keeps the mentions of the cut text, as copying does.
    open override func cut(_ sender: Any?) { keepingCopied { super.cut(sender) } }

    /// Keeps the selection's mentions, the `changeCount` the pasteboard will have once
    /// `copying` has written it, and its `types` then (metadata: no paste prompt).
    private func keepingCopied(_ copying: () -> Void) {
      mentionState.willCopy(selectedRange, changeCount: UIPasteboard.general.changeCount)
      copying()
      mentionState.didCopy(types: UIPasteboard.general.types)
    }

    /// Pasting while the pasteboard still holds the composer's last copy or cut (its
    /// `changeCount`, `types` and text unchanged) inserts that fragment with its mentions, as
    /// one undo step; anything else pastes as UIKit pastes it, and the pass makes it plain
    /// text. The text is read only when the count and types match, in the paste the user asked
    /// for (Apple: `paste(_:)` reads the pasteboard), as UIKit's own paste reads it.
    open override func paste(_ sender: Any?) {
      let start = selectedRange.location
      let pasteboard = UIPasteboard.general
      guard markedTextRange == nil,
        let fragment = mentionState.fragmentToPaste(
          changeCount: pasteboard.changeCount, types: pasteboard.types, string: pasteboard.string)
      else { return super.paste(sender) }
      guard makeEdit(replacing: selectedRange, with: fragment.text) else { return }
      mentionState.didPaste(fragment, at: start)
      didMakeEdit()
    }

    // MARK: VoiceOver

    /// Keeps the Mentions rotor on the composer (in the texts' language) beside the host's
    /// rotors and the suggestions rotor.
    func updateMentionsRotor() {
      let rotor = UIAccessibilityCustomRotor(name: configuration.texts.mentionsRotorName) {
        [weak self] predicate in
        let forward = predicate.searchDirection == .next
        let element = predicate.currentItem.targetElement
        let current = predicate.currentItem.targetRange
        let target = MainActor.assumeIsolated { () -> (AutofillTextView, UITextRange)? in
          guard let self else { return nil }
          // A position of another element means nothing here: start from the first.
          let range = (element === self ? current : nil).map {
            NSRange(
              location: self.offset(from: self.beginningOfDocument, to: $0.start),
              length: self.offset(from: $0.start, to: $0.end))
          }
          return AutofillMentions(mentionText: self.textStorage)
            .nextMention(from: range, forward: forward)
            .flatMap { self.autofillTextRange(for: $0) }.map { (self, $0) }
        }
        return target.map {
          UIAccessibilityCustomRotorItemResult(targetElement: $0.0, targetRange: $0.1)
        }
      }
      let others = (accessibilityCustomRotors ?? []).filter { $0 !== mentionsRotor }
      mentionsRotor = rotor
      accessibilityCustomRotors = others + [rotor]
    }
  }
#endif
