#if canImport(UIKit)
  @preconcurrency import UIKit

  extension AutofillTextField {
    // MARK: Editing events

    /// The caret as a UTF-16 offset, for the session (`nil`: the end).
    var caretUTF16Offset: Int? {
      selectedTextRange.map { offset(from: beginningOfDocument, to: $0.end) }
    }

    @objc func editingDidBegin() {
      session.beginEditing(
        text: text ?? "", caretUTF16Offset: caretUTF16Offset,
        hasMarkedText: markedTextRange != nil)
    }

    @objc func editingChanged() {
      if isApplyingEdit {
        // The session already holds the edited text and caret.
        didSendEditingChanged = true
        return
      }
      guard AutofillPresentationRules.forwardsTextChange(hasMarkedText: markedTextRange != nil)
      else { return }
      session.changeText(
        text ?? "", caretUTF16Offset: caretUTF16Offset, hasMarkedText: markedTextRange != nil)
    }

    @objc func editingDidEnd() {
      session.endEditing()
      endSuppressingAutocorrection()
    }

    /// Caret moves are reported too: moving into or out of a trigger's word shows or hides
    /// its suggestions. (Set in code here; the user's moves arrive through the delegate
    /// proxy's `textFieldDidChangeSelection`.)
    open override var selectedTextRange: UITextRange? {
      didSet { selectionDidChange() }
    }

    /// Reports the text and caret after a selection change, unless the field is applying its
    /// own edit or an input method is composing.
    func selectionDidChange() {
      guard isFirstResponder, !isApplyingEdit, markedTextRange == nil else { return }
      session.changeText(text ?? "", caretUTF16Offset: caretUTF16Offset)
    }

    /// The on-screen Return key: accepts the inline completion if one shows (a hardware
    /// Return goes through the key commands instead). Returns whether it did.
    func acceptInlineCompletionOnReturn() -> Bool {
      session.inlineCompletion != nil && session.acceptInlineCompletion()
    }

    /// Backspace removes a showing inline completion first, and deletes only when there is
    /// none.
    open override func deleteBackward() {
      if session.removeInlineCompletion() { return }
      super.deleteBackward()
    }

    // MARK: Selection

    /// Selects the suggestion at `row` as if the user tapped it: its value replaces the text
    /// (or, with ``triggers``, the word at the caret), `.editingChanged` is sent once, the
    /// delegate and ``onSelect`` are told, and editing ends if
    /// ``resignsFirstResponderOnSelection`` (and no triggers are set).
    ///
    /// - Parameter row: The suggestion's index in ``dropdownState``.
    public func selectSuggestion(at row: Int) {
      let rows = session.state.suggestions
      guard rows.indices.contains(row) else { return }
      let item = rows[row].item
      syncBeforeSelection()
      // Syncing may have re-ranked or replaced the rows: pick the tapped item where it is now
      // (nothing, if it no longer shows).
      if let current = session.state.row(showing: item) { session.select(row: current) }
    }

    /// Before a selection replaces part of the text: commits any marked text, and reports the
    /// text if it changed without the session seeing it, so the edit's range is current.
    private func syncBeforeSelection() {
      if markedTextRange != nil { unmarkText() }
      let current = text ?? ""
      if current != session.text {
        session.changeText(current, caretUTF16Offset: caretUTF16Offset)
      }
    }

    /// Return: the highlighted row, else the inline completion. Returns whether anything was
    /// entered.
    @discardableResult
    func selectHighlightedOrInline() -> Bool { session.selectHighlighted() }

    /// →: the inline completion. Returns whether there was one.
    @discardableResult
    func acceptInlineCompletion() -> Bool { session.acceptInlineCompletion() }

    /// The session's pick, after its edit is applied: tell the host, and end editing if asked
    /// (not with triggers, where a mention is picked mid-sentence).
    func didPick(_ item: AutofillItem) {
      autofillDelegate?.autofillTextField(self, didSelect: item)
      onSelect?(item)
      if resignsFirstResponderOnSelection, triggers.isEmpty { _ = resignFirstResponder() }
    }

    /// Applies the session's edit through `UITextInput`, so it can be undone, puts the caret
    /// where the session says, and makes sure `.editingChanged` goes out exactly once.
    func apply(_ edit: AutofillTextReplacement) {
      isApplyingEdit = true
      didSendEditingChanged = false
      defer { isApplyingEdit = false }
      if let start = position(from: beginningOfDocument, offset: edit.range.location),
        let end = position(from: start, offset: edit.range.length),
        let range = textRange(from: start, to: end)
      {
        replace(range, withText: edit.replacement)
      }
      if text != edit.text { text = edit.text }
      if let caret = position(from: beginningOfDocument, offset: edit.caretUTF16Offset) {
        selectedTextRange = textRange(from: caret, to: caret)
      }
      if !didSendEditingChanged { sendActions(for: .editingChanged) }
    }

    // MARK: Inline completion

    /// Shows the session's inline completion after the caret, dimmed, or hides it.
    func updateInlineCompletion() {
      let label = inlineCompletionLabel
      guard let completion = session.inlineCompletion, let caret = selectedTextRange?.end else {
        label.isHidden = true
        return
      }
      label.font = font
      label.textColor = inlineCompletionColor
      label.text = completion.suffix
      let frame = AutofillInlineCompletion.suffixFrame(
        caretRect: convert(caretRect(for: caret), from: textInputView),
        suffixSize: label.intrinsicContentSize, textRect: textRect(forBounds: bounds),
        isRightToLeft: baseWritingDirection(for: caret, in: .backward) == .rightToLeft)
      label.frame = frame ?? .zero
      label.isHidden = frame == nil
    }
  }
#endif
