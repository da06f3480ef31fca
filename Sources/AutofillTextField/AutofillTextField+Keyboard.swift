#if canImport(UIKit)
  @preconcurrency import UIKit

  extension AutofillTextField {
    /// ↓, ↑, Return and Escape while the dropdown uses them (the core's
    /// ``AutofillDropdownState/handledKeys``), with priority over the system's handling; no
    /// commands otherwise, so those keys keep their usual meaning.
    open override var keyCommands: [UIKeyCommand]? {
      var commands = super.keyCommands ?? []
      guard isDropdownVisible else { return commands }
      for key in AutofillKey.allCases where controller.state.handledKeys.contains(key) {
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
      }
    }

    @objc private func handleKeyCommand(_ command: UIKeyCommand) {
      switch command.input {
      case UIKeyCommand.inputDownArrow: controller.moveHighlight(.down)
      case UIKeyCommand.inputUpArrow: controller.moveHighlight(.up)
      case UIKeyCommand.inputEscape: controller.dismiss()
      case "\r":
        if let row = controller.state.highlightedIndex { selectSuggestion(at: row) }
      default: break
      }
    }
  }
#endif
