#if canImport(UIKit)
  @preconcurrency import UIKit

  /// Stands between the field and the host's `UITextFieldDelegate`, which keeps working
  /// untouched: every message the host implements is forwarded to it, and the proxy sees two
  /// first: selection changes (the only reliable report of caret moves, which show or hide a
  /// trigger's suggestions) and the on-screen Return key (which accepts an inline completion,
  /// as a hardware Return does).
  @MainActor
  final class AutofillTextFieldDelegateProxy: NSObject, UITextFieldDelegate {
    /// The host's delegate. Read by the Objective-C runtime from any thread it forwards on,
    /// which for a text field is the main thread.
    nonisolated(unsafe) weak var host: (any UITextFieldDelegate)?
    /// The field.
    weak var field: AutofillTextField?

    nonisolated override func responds(to selector: Selector!) -> Bool {
      super.responds(to: selector) || (host?.responds(to: selector) ?? false)
    }

    nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
      guard let host, host.responds(to: selector) else { return nil }
      return host
    }

    func textFieldDidChangeSelection(_ textField: UITextField) {
      field?.selectionDidChange()
      host?.textFieldDidChangeSelection?(textField)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      if field?.acceptInlineCompletionOnReturn() == true { return false }
      return host?.textFieldShouldReturn?(textField) ?? true
    }
  }
#endif
