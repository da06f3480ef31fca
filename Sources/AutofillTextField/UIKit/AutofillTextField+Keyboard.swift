#if canImport(UIKit)
  @preconcurrency import UIKit

  extension AutofillTextField {
    /// ↓, ↑, Return, Escape and → while the dropdown or the inline completion uses them (the
    /// core's ``AutofillPresentationRules/keysTakenOver(handledKeys:isDropdownVisible:hasInlineCompletion:hasMarkedText:)``),
    /// with priority over the system's handling; no commands otherwise, so those keys keep
    /// their usual meaning, and none at all while an input method composes (its candidates
    /// need them). Tab and ⌘ shortcuts are never taken.
    open override var keyCommands: [UIKeyCommand]? {
      var commands = super.keyCommands ?? []
      let taken = AutofillPresentationRules.keysTakenOver(
        handledKeys: session.handledKeys, isDropdownVisible: isDropdownOnScreen,
        hasInlineCompletion: session.inlineCompletion != nil,
        hasMarkedText: markedTextRange != nil)
      for key in AutofillKey.allCases where taken.contains(key) {
        let command = UIKeyCommand(
          input: Self.keyCommandInput(for: key), modifierFlags: [],
          action: #selector(autofillHandleKeyCommand(_:)))
        command.wantsPriorityOverSystemBehavior = true
        commands.append(command)
      }
      return commands
    }

    private static func keyCommandInput(for key: AutofillKey) -> String {
      switch key {
      case .down: UIKeyCommand.inputDownArrow
      case .up: UIKeyCommand.inputUpArrow
      case .enter: "\r"
      case .escape: UIKeyCommand.inputEscape
      case .right: UIKeyCommand.inputRightArrow
      }
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
      switch command.input {
      case UIKeyCommand.inputDownArrow: session.moveHighlight(.down)
      case UIKeyCommand.inputUpArrow: session.moveHighlight(.up)
      case UIKeyCommand.inputEscape: session.dismiss()
      case UIKeyCommand.inputRightArrow: acceptInlineCompletion()
      case "\r": selectHighlightedOrInline()
      default: break
      }
    }
  }
#endif
