#if canImport(UIKit)
  @preconcurrency import UIKit

  extension AutofillTextView: AutofillDropdownAnchor {
    // MARK: Editing events (from the delegate proxy)

    /// The caret as a UTF-16 offset, for the session.
    var caretUTF16Offset: Int { NSMaxRange(selectedRange) }

    func autofillDidBeginEditing() {
      isPastePending = false
      session.beginEditing(
        text: text ?? "", caretUTF16Offset: caretUTF16Offset,
        hasMarkedText: markedTextRange != nil)
    }

    func autofillDidEndEditing() {
      isPastePending = false
      pastedRange = nil
      session.endEditing()
      // Mentions that a composition committed on the way out broke lose their styling.
      restyleMentions()
      restoreInlinePredictions()
    }

    /// Gives back the inline prediction type editing began with, if the composer changed it.
    private func restoreInlinePredictions() {
      if #available(iOS 17.0, *), let previous = savedInlinePredictionType {
        savedInlinePredictionType = nil
        inlinePredictionType = UITextInlinePredictionType(rawValue: previous) ?? .default
      }
    }

    /// iOS 17's inline predictions (grey text the space bar accepts) would compete with the
    /// dropdown after a trigger; turned off for the editing session by the core's rule, unless
    /// the host chose otherwise, and restored when editing ends.
    open override func becomeFirstResponder() -> Bool {
      if #available(iOS 17.0, *), savedInlinePredictionType == nil,
        AutofillPresentationRules.suppressesInlinePredictions(
          isAutofillOn: true, isSecureEntry: false, canSuggest: !triggers.isEmpty,
          hostChosePredictions: inlinePredictionType != .default)
      {
        // Stored raw: a stored property cannot have a type newer than the deployment target.
        savedInlinePredictionType = inlinePredictionType.rawValue
        inlinePredictionType = .no
      }
      let became = super.becomeFirstResponder()
      if !became { restoreInlinePredictions() }
      return became
    }

    /// The user changed the text: restyle the mentions and report the text, unless the
    /// composer is applying its own edit or an input method is composing.
    func autofillTextDidChange() {
      restyleMentions()
      updateHeight()
      reportText()
    }

    /// Caret moves show or hide a trigger's suggestions; text typed next is plain text.
    func autofillSelectionDidChange() {
      if typingAttributes[.autofillMention] != nil {
        typingAttributes = plainAttributes(near: selectedRange.location)
      }
      reportText()
    }

    /// Reports the text and caret while editing, unless the composer is applying its own edit
    /// or an input method is composing.
    private func reportText() {
      guard isFirstResponder, !isApplyingEdit, markedTextRange == nil,
        !isWritingToolsSessionActive
      else { return }
      session.changeText(text ?? "", caretUTF16Offset: caretUTF16Offset)
    }

    /// An input method's composition ended: its text is reported and styled now (a commit
    /// that changes no character may send no other report).
    open override func unmarkText() {
      super.unmarkText()
      // Resigning with marked text commits it too; editing is ending, so nothing is asked,
      // but the mentions the composition broke lose their styling.
      if isResigning {
        restyleMentions()
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
      if resigned { restoreInlinePredictions() }
      return resigned
    }

    // MARK: The presenter's anchor

    func autofillSyncBeforePick() {
      if markedTextRange != nil { unmarkText() }
      if (text ?? "") != session.text {
        session.changeText(text ?? "", caretUTF16Offset: caretUTF16Offset)
      }
    }

    func autofillResyncAfterEdit() {
      guard isFirstResponder, markedTextRange == nil, (text ?? "") != session.text else { return }
      session.changeText(text ?? "", caretUTF16Offset: caretUTF16Offset)
    }

    func autofillDropdownDidChange(_ event: AutofillDropdownPresenter.Event) {
      switch event {
      case .didShow: onDropdownVisibilityChange?(true)
      case .didHide: onDropdownVisibilityChange?(false)
      default: break
      }
    }

    // MARK: Picks

    /// Makes the session's edit as one undo step, after the host's
    /// `textView(_:shouldChangeTextIn:replacementText:)` allowed it; returns whether it was
    /// made. The mention is recorded when the session names the item (``didPick(_:)``).
    func applyPick(_ edit: AutofillTextReplacement) -> Bool {
      guard edit.applies(to: text ?? ""),
        delegateProxy.hostAllowsChange(in: edit.range, replacementText: edit.replacement),
        let range = autofillTextRange(for: edit.range)
      else { return false }
      pendingPick = (mentionModel, edit)
      isApplyingEdit = true
      defer { isApplyingEdit = false }
      undoManager?.beginUndoGrouping()
      replace(range, withText: edit.replacement)
      undoManager?.endUndoGrouping()
      selectedRange = NSRange(location: edit.caretUTF16Offset, length: 0)
      return (text ?? "") == edit.text
    }

    /// The session's pick, after its edit: the model before the edit records it (the pick's
    /// text becomes the item's mention), the host is told, VoiceOver goes back to the composer.
    func didPick(_ item: AutofillItem) {
      if var picked = pendingPick?.base, let edit = pendingPick?.edit,
        picked.recordPick(edit, item: item),
        picked.text.utf16.elementsEqual(textStorage.string.utf16)
      {
        mentionModel = picked
      }
      pendingPick = nil
      restyleMentions()
      updateHeight()
      onSelect?(item)
      if window != nil { UIAccessibility.post(notification: .layoutChanged, argument: self) }
    }

    /// Whether UIKit may make a user's edit as asked (the host's answer, asked once about the
    /// change that is made). A Backspace right after a mention (the keyboard asks before it
    /// deletes) selects the mention instead, changing no text, or deletes it whole. A deletion
    /// that reaches into a mention that ``editInsideMention`` deletes whole is made wider, as
    /// one undo step (text typed or composed there is made as asked, and breaks the mention).
    /// The composer makes those itself and refuses UIKit's; a selected mention's deletion is
    /// UIKit's. Nothing is changed while an input method composes or Writing Tools rewrite.
    func makesEditAsAsked(replacing range: NSRange, with replacement: String) -> Bool {
      let asAsked = { self.delegateProxy.hostAllowsChange(in: range, replacementText: replacement) }
      // Nothing while an input method composes or Writing Tools rewrite.
      guard markedTextRange == nil, !isWritingToolsSessionActive else { return asAsked() }
      let edit: AutofillMentionsEdit
      switch mentionModel.backspace(deleting: range, with: replacement, selection: selectedRange) {
      case .select(let mention):
        selectedRange = mention
        return false
      case .delete(let mention):
        guard mention != range else { return asAsked() }
        edit = AutofillMentionsEdit(requestedRange: range, range: mention, replacement: "")
      case .none:
        edit = mentionModel.resolvedEdit(replacing: range, with: replacement)
        guard edit.isWidened else { return asAsked() }
      }
      // (No text range: the model is out of step; UIKit makes the edit and the model follows.)
      guard let target = autofillTextRange(for: edit.range) else { return asAsked() }
      guard delegateProxy.hostAllowsChange(in: edit.range, replacementText: edit.replacement)
      else { return false }
      // (Nothing in between returns: the flag is cleared before the caret moves, so that the
      // session hears the final caret.)
      isApplyingEdit = true
      undoManager?.beginUndoGrouping()
      replace(target, withText: edit.replacement)
      undoManager?.endUndoGrouping()
      isApplyingEdit = false
      selectedRange = NSRange(location: edit.caretUTF16Offset, length: 0)
      autofillTextDidChange()
      return false
    }

    /// `range`, in UTF-16 code units, as a text range of this view.
    func autofillTextRange(for range: NSRange) -> UITextRange? {
      guard let start = position(from: beginningOfDocument, offset: range.location),
        let end = position(from: start, offset: range.length)
      else { return nil }
      return textRange(from: start, to: end)
    }

    // MARK: Hardware keys

    /// ↓, ↑, Return and Escape while the dropdown shows, as on ``AutofillTextField``; none
    /// otherwise (Return then starts a new line) and none while an input method composes.
    open override var keyCommands: [UIKeyCommand]? {
      (super.keyCommands ?? [])
        + presenter.keyCommands(
          hasMarkedText: markedTextRange != nil,
          action: #selector(autofillHandleKeyCommand(_:)))
    }

    /// The key commands decline while an input method composes.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
      if action == #selector(autofillHandleKeyCommand(_:)) { return markedTextRange == nil }
      return super.canPerformAction(action, withSender: sender)
    }

    @objc private func autofillHandleKeyCommand(_ command: UIKeyCommand) {
      guard markedTextRange == nil else { return }
      presenter.handleKey(command.input)
    }
  }
#endif
