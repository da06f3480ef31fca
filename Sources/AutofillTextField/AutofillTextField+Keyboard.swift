#if canImport(UIKit)
  @preconcurrency import UIKit

  extension AutofillTextField {
    /// ↓, ↑, Return, Escape and → while the dropdown or the inline completion uses them (the
    /// core's ``AutofillCompletionSession/handledKeys``), with priority over the system's
    /// handling; no commands otherwise, so those keys keep their usual meaning.
    open override var keyCommands: [UIKeyCommand]? {
      var commands = super.keyCommands ?? []
      guard isDropdownVisible || session.inlineCompletion != nil else { return commands }
      let handled = session.handledKeys
      for key in AutofillKey.allCases where handled.contains(key) {
        let command = UIKeyCommand(
          input: Self.input(for: key), modifierFlags: [], action: #selector(handleKeyCommand(_:)))
        command.wantsPriorityOverSystemBehavior = true
        commands.append(command)
      }
      return commands
    }

    private static func input(for key: AutofillKey) -> String {
      switch key {
      case .down: UIKeyCommand.inputDownArrow
      case .up: UIKeyCommand.inputUpArrow
      case .enter: "\r"
      case .escape: UIKeyCommand.inputEscape
      case .right: UIKeyCommand.inputRightArrow
      }
    }

    @objc private func handleKeyCommand(_ command: UIKeyCommand) {
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
