#if canImport(UIKit)
  @preconcurrency import UIKit

  extension AutofillTextView {
    // MARK: Mentions

    /// The mentions in the text, in text order, as (UTF-16 range, item): what to send with
    /// the message. Setting it keeps the valid ones (see ``AutofillMentions/mentions``) and
    /// styles them.
    public var mentions: [(range: NSRange, item: AutofillItem)] {
      get { mentionModel.mentions }
      set {
        mentionModel.mentions = newValue
        restyleMentions(resetting: [])
      }
    }

    /// The attributes a mention's text takes, on top of its own; default the tint color.
    /// Where text stops being a mention, each of these attributes goes back to that of the
    /// plain text nearest to it. Best limited to what plain text does not vary (a color, an
    /// underline, a background).
    public var mentionAttributes: [NSAttributedString.Key: Any] {
      get { storedMentionAttributes }
      set {
        let previous = Array(storedMentionAttributes.keys)
        storedMentionAttributes = newValue
        restyleMentions(resetting: previous)
      }
    }

    /// What an edit inside or across a mention does; default
    /// ``AutofillMentions/InsideEdit/breaks`` (it becomes plain text).
    public var editInsideMention: AutofillMentions.InsideEdit {
      get { mentionModel.editInsideMention }
      set { mentionModel.editInsideMention = newValue }
    }

    /// What Backspace right after a mention does; default
    /// ``AutofillMentions/BackspaceAtEnd/selectsFirst`` (the next Backspace deletes it).
    public var backspaceAtEnd: AutofillMentions.BackspaceAtEnd {
      get { mentionModel.backspaceAtEnd }
      set { mentionModel.backspaceAtEnd = newValue }
    }

    // MARK: Following the text storage

    /// Every change of characters, whoever makes it (typing, an input method, autocorrection,
    /// undo, paste, `text` or `attributedText` set in code), maps the mentions as it was made;
    /// a range that arrives carrying the mention attribute whole, as long as the mention it was
    /// set on, becomes a mention.
    @objc func autofillTextStorageDidProcessEditing(_ notification: Notification) {
      let storage = textStorage
      guard storage.editedMask.contains(.editedCharacters) else { return }
      let edited = storage.editedRange
      let replaced = NSRange(
        location: edited.location, length: edited.length - storage.changeInLength)
      let inserted = storage.attributedSubstring(from: edited).string
      let setting = mentionModel.editInsideMention
      // Made already: never widened here (the proxy widened it before it was made).
      mentionModel.editInsideMention = .breaks
      // A paste's range serves its own change only.
      let pasted = pastedRange
      pastedRange = nil
      if mentionModel.text.utf16.count + storage.changeInLength != storage.length {
        mentionModel = AutofillMentions(text: storage.string, backspaceAtEnd: backspaceAtEnd)
        mentionModel.mentions = carriedMentions(in: NSRange(location: 0, length: storage.length))
      } else if isSettingText || isSettingAttributedText || undoManager?.isUndoing == true
        || undoManager?.isRedoing == true || isWritingToolsSessionActive
      {
        mentionModel.replaceCharacters(in: replaced, with: inserted)
        // Only text that arrives with its mentions: typed text may inherit the attributes of
        // a selected mention, and must not become one; text set in code is plain.
        if !isSettingText { mentionModel.mentions += carriedMentions(in: edited) }
      } else if let pasted {
        // The edited range may take in the host's restyling of its neighbours (as below).
        let change = mentionModel.trimmingUnchanged(
          replacing: replaced, with: inserted, keeping: pasted)
        mentionModel.paste(change.replacement, replacing: change.range, copied: copiedMentions)
      } else {
        // The edited range may take in the host's restyling of its neighbours.
        let change = mentionModel.trimmingUnchanged(replacing: replaced, with: inserted)
        mentionModel.replaceCharacters(in: change.range, with: change.replacement)
      }
      mentionModel.editInsideMention = setting
    }

    /// The runs of the mention attribute that lie wholly inside `range` and are whole mentions
    /// (see ``AutofillMentionAttribute/isWhole(_:)``).
    private func carriedMentions(in range: NSRange) -> [(range: NSRange, item: AutofillItem)] {
      var found: [(range: NSRange, item: AutofillItem)] = []
      let full = NSRange(location: 0, length: textStorage.length)
      var location = range.location
      while location < NSMaxRange(range) {
        var run = NSRange()
        let value = textStorage.attribute(
          .autofillMention, at: location, longestEffectiveRange: &run, in: full)
        if let mention = value as? AutofillMentionAttribute, NSIntersectionRange(run, range) == run,
          mention.isWhole(run)
        {
          found.append((run, mention.item))
        }
        location = NSMaxRange(run)
      }
      return found
    }

    /// Gives the mentions their attributes and takes them off text that is no longer one,
    /// after each change (not while an input method composes: it styles its marked text).
    /// With `extraKeys`, every mention is styled afresh and those keys are reset too.
    func restyleMentions(resetting extraKeys: [NSAttributedString.Key]? = nil) {
      guard markedTextRange == nil else { return }
      // Apple asks text views not to change their storage while Writing Tools work on it;
      // the session ends with a restyle (see the delegate proxy).
      if isWritingToolsSessionActive { return }
      let storage = textStorage
      let keys = Set(mentionAttributes.keys).union(extraKeys ?? [])
      var styled = Set<NSRange>()
      storage.beginEditing()
      storage.enumerateAttribute(
        .autofillMention, in: NSRange(location: 0, length: storage.length)
      ) { value, run, _ in
        guard value != nil else { return }
        if extraKeys == nil, mentionModel.keepsAttribute(value, on: run) {
          styled.insert(run)
          return
        }
        let plain = plainAttributes(near: run.location)
        storage.removeAttribute(.autofillMention, range: run)
        for key in keys {
          if let value = plain[key] {
            storage.addAttribute(key, value: value, range: run)
          } else {
            storage.removeAttribute(key, range: run)
          }
        }
      }
      for (range, item) in mentionModel.mentions where !styled.contains(range) {
        storage.addAttributes(mentionAttributes, range: range)
        let value = AutofillMentionAttribute(item, utf16Length: range.length)
        storage.addAttribute(.autofillMention, value: value, range: range)
      }
      storage.endEditing()
    }

    /// The attributes of the plain text nearest before `location` (else after it), or the
    /// composer's font and the label color when all of it is mentions.
    func plainAttributes(near location: Int) -> [NSAttributedString.Key: Any] {
      var nearest: [NSAttributedString.Key: Any]?
      var start = 0
      while start < textStorage.length, start < location || nearest == nil {
        var run = NSRange()
        let attributes = textStorage.attributes(at: start, effectiveRange: &run)
        if attributes[.autofillMention] == nil { nearest = attributes }
        start = NSMaxRange(run)
      }
      return nearest ?? [
        .font: font ?? .preferredFont(forTextStyle: .body), .foregroundColor: UIColor.label,
      ]
    }

    // MARK: Backspace, copy and paste

    /// Backspace right after a mention selects it or deletes it whole
    /// (``backspaceAtEnd``); a selected mention goes whole. Elsewhere, and while an input method
    /// composes, Backspace deletes as usual.
    open override func deleteBackward() {
      guard markedTextRange == nil else { return super.deleteBackward() }
      switch mentionModel.backspace(selection: selectedRange) {
      case .select(let range):
        selectedRange = range
      case .delete(let range):
        selectedRange = range
        super.deleteBackward()
      case .none:
        super.deleteBackward()
      }
    }

    /// Copying keeps the mentions of the copied text, for a paste into this composer.
    open override func copy(_ sender: Any?) {
      copiedMentions = mentionModel.fragment(in: selectedRange)
      super.copy(sender)
    }

    /// Cutting keeps the mentions of the cut text, for a paste into this composer.
    open override func cut(_ sender: Any?) {
      copiedMentions = mentionModel.fragment(in: selectedRange)
      super.cut(sender)
    }

    /// Pasting the text last copied or cut here, unchanged, brings its mentions back. UIKit
    /// pastes later, asynchronously: the delegate proxy takes the next change it is asked
    /// about as the paste's (when the pasteboard has text at all; see the composer's docs).
    open override func paste(_ sender: Any?) {
      isPastePending = UIPasteboard.general.hasStrings
      super.paste(sender)
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
          return self.mentionModel.nextMention(from: range, forward: forward)
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
