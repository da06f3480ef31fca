#if canImport(UIKit)
  @preconcurrency import UIKit

  /// Stands between the field and the host's `UITextFieldDelegate`, which keeps working
  /// untouched. The proxy sees two messages first: selection changes (the only reliable report
  /// of caret moves, which show or hide a trigger's suggestions) and the on-screen Return key
  /// (which accepts an inline completion, as a hardware Return does).
  ///
  /// It implements every `UITextFieldDelegate` message of the iOS 16.5 SDK explicitly, each
  /// forwarding to the host if the host implements it and otherwise answering as UIKit does
  /// without a delegate. There is no dynamic forwarding (`responds(to:)` or
  /// `forwardingTarget(for:)`): UIKit may cache which messages a delegate answers, and a weak
  /// host that goes away must never leave UIKit sending a message nobody answers.
  ///
  /// Messages added after iOS 16.5 (iOS 26's
  /// `textField(_:shouldChangeCharactersInRanges:replacementString:)` and
  /// `textField(_:editMenuForCharactersInRanges:suggestedActions:)`) are not declared in the
  /// SDK the checks compile against, so they are not forwarded; UIKit then sends the
  /// single-range forms, which are.
  @MainActor
  final class AutofillTextFieldDelegateProxy: NSObject, UITextFieldDelegate {
    /// The host's delegate.
    weak var host: (any UITextFieldDelegate)?
    /// The field.
    weak var field: AutofillTextField?

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
      host?.textFieldShouldBeginEditing?(textField) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
      host?.textFieldDidBeginEditing?(textField)
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
      host?.textFieldShouldEndEditing?(textField) ?? true
    }

    /// UIKit sends this form when the delegate implements it (which the proxy does), and not
    /// the one without a reason; a host that implements only that one hears it from here.
    func textFieldDidEndEditing(
      _ textField: UITextField, reason: UITextField.DidEndEditingReason
    ) {
      guard let host else { return }
      if host.responds(to: #selector(UITextFieldDelegate.textFieldDidEndEditing(_:reason:))) {
        host.textFieldDidEndEditing?(textField, reason: reason)
      } else {
        host.textFieldDidEndEditing?(textField)
      }
    }

    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      // The field's own edit (a pick) already asked the host, once.
      if field?.isApplyingEdit == true { return true }
      return host?.textField?(textField, shouldChangeCharactersIn: range, replacementString: string)
        ?? true
    }

    func textFieldDidChangeSelection(_ textField: UITextField) {
      field?.selectionDidChange()
      host?.textFieldDidChangeSelection?(textField)
    }

    func textFieldShouldClear(_ textField: UITextField) -> Bool {
      host?.textFieldShouldClear?(textField) ?? true
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      if field?.acceptInlineCompletionOnReturn() == true { return false }
      return host?.textFieldShouldReturn?(textField) ?? true
    }

    /// `nil`, the system's own menu, unless the host builds one.
    func textField(
      _ textField: UITextField, editMenuForCharactersIn range: NSRange,
      suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
      host?.textField?(
        textField, editMenuForCharactersIn: range, suggestedActions: suggestedActions)
    }

    func textField(
      _ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating
    ) {
      host?.textField?(textField, willPresentEditMenuWith: animator)
    }

    func textField(
      _ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating
    ) {
      host?.textField?(textField, willDismissEditMenuWith: animator)
    }
  }
#endif
