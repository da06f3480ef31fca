#if canImport(UIKit)
  @preconcurrency import UIKit

  extension AutofillTextField: AutofillDropdownAnchor, AutofillSuggestionTraits {
    // MARK: Editing events

    /// The caret as a UTF-16 offset, for the session (`nil`: the end).
    var caretUTF16Offset: Int? {
      selectedTextRange.map { offset(from: beginningOfDocument, to: $0.end) }
    }

    /// The text, for the session.
    var autofillText: String { text ?? "" }

    /// Puts the caret at a UTF-16 offset of the text; an offset outside it does nothing.
    func autofillPlaceCaret(atUTF16Offset offset: Int) {
      guard let caret = position(from: beginningOfDocument, offset: offset) else { return }
      selectedTextRange = textRange(from: caret, to: caret)
    }

    /// Editing began (its notification); a second report of the same session changes nothing.
    @objc func autofillEditingDidBegin() {
      if !session.isEditing { autofillBeginSession() }
    }

    /// The text changed (its notification, which UIKit posts with `.editingChanged`).
    @objc func autofillEditingChanged() {
      if isApplyingEdit {
        // The session already holds the edited text and caret; UIKit sent `.editingChanged`.
        didSendEditingChanged = true
        return
      }
      guard AutofillPresentationRules.forwardsTextChange(hasMarkedText: markedTextRange != nil)
      else { return }
      session.changeText(text ?? "", caretUTF16Offset: caretUTF16Offset)
    }

    /// Editing ended (its notification); a second report changes nothing.
    @objc func autofillEditingDidEnd() {
      if session.isEditing { session.endEditing() }
      endSuppressingAutocorrection()
    }

    /// Caret moves are reported too: moving into or out of a trigger's word shows or hides
    /// its suggestions. (Set in code here; the user's moves arrive through the delegate
    /// proxy's `textFieldDidChangeSelection`.)
    open override var selectedTextRange: UITextRange? {
      didSet { autofillReportText() }
    }

    /// Reports the text and caret after a selection or text change while editing, unless the
    /// field is applying its own edit or an input method is composing.
    func autofillReportText() {
      guard isFirstResponder, !isApplyingEdit, markedTextRange == nil else { return }
      session.changeText(text ?? "", caretUTF16Offset: caretUTF16Offset)
    }

    /// An input method's composition ended. Its text is reported here: a commit that changes
    /// no character (Japanese とうきょう converted to 東京, then Return) may send neither
    /// `.editingChanged` nor a selection change, and the session saw none of the marked text.
    open override func unmarkText() {
      super.unmarkText()
      // Resigning with marked text commits it too; editing is ending, so nothing is asked.
      if !isResigning { autofillReportText() }
    }

    /// Resigning commits marked text through ``unmarkText()`` without asking the source.
    open override func resignFirstResponder() -> Bool {
      isResigning = true
      defer { isResigning = false }
      return super.resignFirstResponder()
    }

    /// The on-screen Return key (a hardware Return goes through the key commands instead):
    /// what the session's Return does (``AutofillCompletionSession/selectHighlighted(isDropdownFloating:)``), when
    /// a dropdown or an inline completion shows and no input method composes (Return is its).
    /// Returns whether it chose anything.
    func handleReturn() -> Bool {
      markedTextRange == nil && (presenter.isOnScreen || session.inlineCompletion != nil)
        && presenter.selectHighlighted()
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
    /// delegate and ``onSelect`` are told, `.valueChanged` is sent, and editing ends if
    /// ``resignsFirstResponderOnSelection`` (and no triggers are set).
    ///
    /// While editing goes on after the pick (with triggers, or with
    /// ``resignsFirstResponderOnSelection`` off), the pick is one undo step: ⌘Z or the undo
    /// gesture gives back the text as it was. When the pick ends editing (the default), there
    /// is no editing session left to undo it in.
    ///
    /// - Parameter row: The suggestion's index in ``dropdownState``.
    public func selectSuggestion(at row: Int) { presenter.select(row: row) }

    /// The session's pick, after its edit is applied: tell the host (delegate, RVS's name on
    /// the delegates, ``onSelect``, then `.valueChanged`), move VoiceOver back to the field
    /// (the row it was on is gone), and end editing if asked (not with triggers, where a
    /// mention is picked mid-sentence).
    func didPick(_ item: AutofillItem) {
      autofillDelegate?.autofillTextField(self, didSelect: item)
      let rvs = delegateProxy.forwarding.host as? any AutofillTextFieldDelegate
      for host in [autofillDelegate, rvs === autofillDelegate ? nil : rvs] {
        host?.autoFillTextField(self, selectionWasMade: item)
      }
      onSelect?(item)
      sendActions(for: .valueChanged)
      if resignsFirstResponderOnSelection, triggers.isEmpty, isFirstResponder {
        _ = resignFirstResponder()
      }
      if window != nil { UIAccessibility.post(notification: .layoutChanged, argument: self) }
    }

    /// Applies the session's edit; returns whether it was applied.
    ///
    /// The host's `textField(_:shouldChangeCharactersIn:replacementString:)` (or iOS 26's
    /// multi-range form, if that is what it implements) is asked first, as for a keystroke; a
    /// refused edit changes nothing. While editing, the edit goes
    /// through `UITextInput`'s `replace(_:withText:)` as one undo step, the caret goes where
    /// the session says, and `.editingChanged` goes out exactly once. A pick that completes
    /// after the host ended editing (a tap-to-dismiss recognizer) sets the text directly: there
    /// is no editing session, so no undo stack, to go through.
    func applyAutofillEdit(_ edit: AutofillTextReplacement) -> Bool {
      // The edit must be of this very text: a host that reformatted the text when editing
      // ended (a pick completing after that) keeps its text.
      guard edit.applies(to: text ?? ""),
        delegateProxy.allowsChange(of: self, in: [edit.range], replacementString: edit.replacement)
      else { return false }
      isApplyingEdit = true
      didSendEditingChanged = false
      defer { isApplyingEdit = false }
      if isFirstResponder {
        guard autofillReplace(edit.range, with: edit.replacement) else { return false }
        autofillPlaceCaret(atUTF16Offset: edit.caretUTF16Offset)
      } else {
        text = edit.text
      }
      if !didSendEditingChanged { sendActions(for: .editingChanged) }
      return (text ?? "") == edit.text
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

    // MARK: Autocorrection and inline predictions

    /// Turns the system's autocorrection, and on iOS 17 its inline predictions, off for this
    /// editing session where the core's rules say so (``AutofillSystemSuggestions``); called
    /// before the keyboard appears, so no `reloadInputViews()` is needed.
    func beginSuppressingAutocorrection() {
      var field = autofillSuggestionTraits
      field.isAutofillOn = isAutoFillOn
      field.isSecureEntry = isSecureTextEntry
      field.hasItemsOrSource = !items.isEmpty || source != nil
      field.takesSuggestedItems = session.takesSuggestedItems
      field.usesTriggers = !triggers.isEmpty
      apply(systemSuggestions.beginEditing(field))
    }

    /// Restores the autocorrection and inline prediction types the field had before editing
    /// began.
    func endSuppressingAutocorrection() { apply(systemSuggestions.endEditing()) }

    private func apply(_ writes: AutofillSystemSuggestions.Writes) {
      isWritingOwnTraits = true
      defer { isWritingOwnTraits = false }
      autofillWrite(writes)
    }

    /// Forgets the host's autocorrection choice: the field's own rule applies again, at once
    /// if it is editing (the SwiftUI view, when `.autocorrectionDisabled` is lifted).
    func returnToOwnAutocorrectionRule() {
      systemSuggestions.forgetHostAutocorrection()
      if isFirstResponder { beginSuppressingAutocorrection() }
    }

    /// Autocorrection is decided before the keyboard comes up.
    open override func becomeFirstResponder() -> Bool {
      beginSuppressingAutocorrection()
      let became = super.becomeFirstResponder()
      if !became { endSuppressingAutocorrection() }
      return became
    }
  }

  extension AutofillSystemSuggestions.Write {
    /// The UIKit value this write sets.
    func value<Trait: RawRepresentable<Int>>(off: Trait, default: Trait) -> Trait {
      switch self {
      case .turnOff: off
      case .restore(let raw): Trait(rawValue: raw) ?? `default`
      }
    }
  }
#endif
