#if canImport(UIKit)
  @preconcurrency import UIKit

  extension AutofillTextView: AutofillDropdownAnchor, AutofillSuggestionTraits {
    // MARK: Editing events (from the delegate proxy)

    /// The caret as a UTF-16 offset, for the session.
    var caretUTF16Offset: Int? { NSMaxRange(selectedRange) }

    /// The text, for the session.
    var autofillText: String { text ?? "" }

    /// Editing ended.
    func autofillDidEndEditing() {
      session.endEditing()
      // Mentions that a composition committed on the way out broke lose their styling.
      settleMentions()
      autofillWrite(systemSuggestions.endEditing())
    }

    /// iOS 17's inline predictions (grey text the space bar accepts) would compete with the
    /// dropdown after a trigger; turned off for the editing session by the core's rule
    /// (``AutofillSystemSuggestions``, as on the field), unless the host chose otherwise, and
    /// restored when editing ends. Autocorrection stays the host's: a composer has triggers.
    open override func becomeFirstResponder() -> Bool {
      var traits = autofillSuggestionTraits
      traits.isSecureEntry = isSecureTextEntry
      traits.hasItemsOrSource = false
      traits.usesTriggers = !triggers.isEmpty
      autofillWrite(systemSuggestions.beginEditing(traits))
      let became = super.becomeFirstResponder()
      if !became { autofillWrite(systemSuggestions.endEditing()) }
      return became
    }

    /// The text changed: the pass over the mentions, the height, and the text reported,
    /// unless the composer is applying its own edit or an input method is composing.
    func autofillTextDidChange(restylingAll: Bool = false) {
      updateHeight(changed: settleMentions(restylingAll: restylingAll))
      reportText()
    }

    /// Caret moves show or hide a trigger's suggestions; text typed next is plain text.
    func autofillSelectionDidChange() {
      keepTypingPlain()
      reportText()
    }

    /// Reports the text and caret while editing, unless the composer is applying its own edit
    /// or an input method is composing.
    private func reportText() {
      guard isFirstResponder, !isApplyingEdit, markedTextRange == nil,
        !isWritingToolsSessionActive
      else { return }
      session.changeText(autofillText, caretUTF16Offset: caretUTF16Offset)
    }

    /// An input method's composition ended: its text is reported and styled now (a commit
    /// that changes no character may send no other report).
    open override func unmarkText() {
      super.unmarkText()
      // Resigning with marked text commits it too; editing is ending, so nothing is asked,
      // but the mentions the composition broke lose their styling.
      if isResigning {
        settleMentions()
      } else {
        autofillTextDidChange()
      }
    }

    /// Resigning commits marked text through ``unmarkText()`` without asking the source.
    open override func resignFirstResponder() -> Bool {
      isResigning = true
      defer { isResigning = false }
      let resigned = super.resignFirstResponder()
      // Also when no editing session began (a composer that is not editable, selecting text).
      if resigned { autofillWrite(systemSuggestions.endEditing()) }
      return resigned
    }

    // MARK: The presenter's anchor

    func autofillDropdownDidChange(_ event: AutofillDropdownPresenter.Event) {
      switch event {
      case .didShow: onDropdownVisibilityChange?(true)
      case .didHide: onDropdownVisibilityChange?(false)
      default: break
      }
    }

    // MARK: Picks and the composer's own edits

    /// Makes the session's edit as one undo step, after the host allowed it; the mention is
    /// marked when the session names the item (``didPick(_:)``).
    func applyPick(_ edit: AutofillTextReplacement) -> Bool {
      guard edit.applies(to: autofillText), makeEdit(replacing: edit.range, with: edit.replacement)
      else { return false }
      mentionState.pickEditWasMade(edit)
      return true
    }

    /// The session's pick, after its edit: its text becomes the item's mention, the host is
    /// told of the change (also when its text holds no mention of the item), VoiceOver goes
    /// back to the composer.
    func didPick(_ item: AutofillItem) {
      if mentionState.didPick(item) {
        keepTypingPlain()
        updateHeight()  // The mention's attributes may change its lines (a font).
        delegateProxy.hostDidChange(self)
      }
      onSelect?(item)
      if window != nil { UIAccessibility.post(notification: .layoutChanged, argument: self) }
    }

    /// Whether UIKit may make a user's edit as asked (the host's answer, asked once about the
    /// change that is made). Backspace right after a mention (the keyboard asks before it
    /// deletes) selects the mention instead, announced to VoiceOver at the end of the turn if
    /// still selected (set in code, a selection is not spoken), or deletes it whole; a
    /// deletion that reaches into a mention that ``editInsideMention`` deletes whole is made
    /// wider. The composer makes those itself, as one undo step, and refuses UIKit's, and
    /// other deletions until the run loop's turn ends (a keyboard extension's burst, or a
    /// host's own loop of `deleteBackward()`). Nothing is decided while an input method
    /// composes or Writing Tools rewrite.
    func makesEditAsAsked(replacing range: NSRange, with replacement: String) -> Bool {
      let asAsked = {
        self.delegateProxy.hostAllowsChange(self, in: range, replacementText: replacement)
      }
      guard markedTextRange == nil, !isWritingToolsSessionActive else { return asAsked() }
      switch mentionState.decision(replacing: range, with: replacement, selection: selectedRange) {
      case .asAsked?: return asAsked()
      case nil: break  // Refused: the rest of a Backspace's turn.
      case .select(let mention)?: selectedRange = mention
      case .replace(let edit)?:
        if makeEdit(replacing: edit.range, with: edit.replacement) { didMakeEdit() }
      }
      DispatchQueue.main.async { [weak self] in
        guard let self, let mention = mentionState.turnDidEnd(selection: selectedRange) else {
          return
        }
        session.onAnnouncement?(mentionState.announcement(selecting: mention, configuration.texts))
      }
      return false
    }

    /// Makes an edit of the composer's own, after asking the host, as one undo step, with the
    /// caret after it, and runs the pass. UIKit tells nobody of it: the caller tells the
    /// session and the host (``didMakeEdit()``) once it has marked its mentions. Returns
    /// whether the edit was made.
    func makeEdit(replacing range: NSRange, with replacement: String) -> Bool {
      guard autofillTextRange(for: range) != nil,
        delegateProxy.hostAllowsChange(self, in: range, replacementText: replacement)
      else { return false }
      isApplyingEdit = true
      defer { isApplyingEdit = false }
      guard autofillReplace(range, with: replacement) else { return false }
      selectedRange = NSRange(location: range.location + replacement.utf16.count, length: 0)
      settleMentions()
      updateHeight()
      return true
    }

    /// After an edit of the composer's own: the session hears the text, the host the change.
    func didMakeEdit() {
      autofillTextDidChange()
      delegateProxy.hostDidChange(self)
    }

    // MARK: Hardware keys

    /// ↓, ↑, Return and Escape while the dropdown shows, as on ``AutofillTextField``; none
    /// otherwise (Return then starts a new line) and none while an input method composes.
    open override var keyCommands: [UIKeyCommand]? {
      autofillKeyCommands(adding: super.keyCommands)
    }

    /// The key commands decline while an input method composes.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
      autofillCanPerformKeyAction(action) ?? super.canPerformAction(action, withSender: sender)
    }

    @objc private func autofillHandleKeyCommand(_ command: UIKeyCommand) {
      autofillPerformKeyCommand(command)
    }
  }
#endif
