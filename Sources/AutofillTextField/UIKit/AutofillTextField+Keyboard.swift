#if canImport(UIKit)
  @preconcurrency import UIKit

  extension AutofillTextField {
    /// ↓, ↑, Return, Escape and → while the dropdown or the inline completion uses them, with
    /// priority over the system's handling; no commands otherwise, so those keys keep their
    /// usual meaning, and none at all while an input method composes (its candidates need
    /// them). Tab and ⌘ shortcuts are never taken.
    open override var keyCommands: [UIKeyCommand]? {
      (super.keyCommands ?? [])
        + presenter.keyCommands(
          hasMarkedText: markedTextRange != nil,
          action: #selector(autofillHandleKeyCommand(_:)))
    }

    /// The key commands decline while an input method composes, so a command UIKit gathered
    /// just before composing began does not take the key from the input method.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
      if action == #selector(autofillHandleKeyCommand(_:)) { return markedTextRange == nil }
      return super.canPerformAction(action, withSender: sender)
    }

    @objc private func autofillHandleKeyCommand(_ command: UIKeyCommand) {
      // UIKit may have gathered the commands before an input method began composing.
      guard markedTextRange == nil else { return }
      presenter.handleKey(command.input)
    }

    /// Tells the ``autofillDelegate`` what the dropdown did.
    func autofillDropdownDidChange(_ event: AutofillDropdownPresenter.Event) {
      guard let delegate = autofillDelegate else { return }
      switch event {
      case .willShow: delegate.autofillTextFieldWillShowDropdown(self)
      case .didShow: delegate.autofillTextFieldDidShowDropdown(self)
      case .willHide: delegate.autofillTextFieldWillHideDropdown(self)
      case .didHide: delegate.autofillTextFieldDidHideDropdown(self)
      case .state(let state): delegate.autofillTextField(self, didChange: state)
      case .frame(let frame): delegate.autofillTextField(self, didChangeDropdownFrame: frame)
      }
    }
  }
#endif
