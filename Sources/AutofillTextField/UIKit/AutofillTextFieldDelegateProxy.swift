#if canImport(UIKit)
  @preconcurrency import UIKit

  /// Asks a host's delegate whether a change may happen, in whichever form it implements.
  @MainActor
  enum AutofillHostDelegate {
    /// The Objective-C name of iOS 26's multi-range question, which the proxy claims only
    /// when the host answers it.
    nonisolated static let rangesSelector = NSSelectorFromString(
      "textField:shouldChangeCharactersInRanges:replacementString:")

    /// Whether `host` lets `ranges` of the field's text be replaced by `string`: on iOS 26 its
    /// multi-range form if it implements it, else its single-range form for the first range
    /// (as UIKit asks it), else yes.
    static func allowsChange(
      _ host: (any UITextFieldDelegate)?, of textField: UITextField, in ranges: [NSRange],
      replacementString string: String
    ) -> Bool {
      guard let host else { return true }
      // Swift 6.2 ships with Xcode 26, whose SDK declares the iOS 26 form; Xcode 16's does
      // not, so built with it the proxy neither claims nor forwards that form (see
      // `AutofillTextFieldDelegateProxy.responds(to:)`).
      #if compiler(>=6.2)
        if #available(iOS 26.0, *),
          let answer = host.textField?(
            textField, shouldChangeCharactersInRanges: ranges.map { NSValue(range: $0) },
            replacementString: string)
        {
          return answer
        }
      #endif
      guard let range = ranges.first else { return true }
      return host.textField?(textField, shouldChangeCharactersIn: range, replacementString: string)
        ?? true
    }
  }

  /// Stands between the field and the host's `UITextFieldDelegate`, which keeps working
  /// untouched. The proxy sees two messages first: selection changes (the only reliable report
  /// of caret moves, which show or hide a trigger's suggestions) and the on-screen Return key
  /// (which accepts an inline completion, as a hardware Return does).
  ///
  /// It implements every `UITextFieldDelegate` message explicitly, each forwarding to the
  /// host if the host implements it and otherwise answering as UIKit does without a delegate.
  /// There is no dynamic forwarding (`forwardingTarget(for:)`, or `responds(to:)` beyond the
  /// one message below): UIKit may cache which messages a delegate answers, and a weak host
  /// that goes away must never leave UIKit sending a message nobody answers.
  ///
  /// iOS 26's `textField(_:shouldChangeCharactersInRanges:replacementString:)` is implemented
  /// under its Objective-C name, so the proxy has it whichever SDK builds it, and claimed only
  /// when the host implements it and Xcode 26 builds the package (see
  /// ``AutofillHostDelegate``). iOS 26's `editMenuForCharactersInRanges` is not forwarded;
  /// UIKit then asks for the single-range menu, which is.
  @MainActor
  final class AutofillTextFieldDelegateProxy: NSObject, UITextFieldDelegate {
    /// The host's delegate. `nonisolated(unsafe)` because `responds(to:)`, which reads it, is
    /// a nonisolated Objective-C method; UIKit calls it, as every delegate message, on the
    /// main thread.
    nonisolated(unsafe) weak var host: (any UITextFieldDelegate)?
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
      return AutofillHostDelegate.allowsChange(
        host, of: textField, in: [range], replacementString: string)
    }

    /// The proxy claims iOS 26's multi-range question only when the host implements it: a host
    /// that implements the single-range form alone then gets the ranges UIKit computes for that
    /// form (they differ for input-method commits). The method itself stays, so a stale answer
    /// UIKit cached still lands on a real method. (Setting ``AutofillTextField/delegate`` sets
    /// the proxy afresh, so UIKit asks again.)
    ///
    /// Built with Xcode 16 the proxy cannot forward that form (its SDK does not declare it), so
    /// it never claims it: UIKit then asks the single-range form, with its own range, which is
    /// forwarded. A host that implements only the multi-range form is not asked in that build.
    nonisolated override func responds(to selector: Selector!) -> Bool {
      if selector == AutofillHostDelegate.rangesSelector {
        #if compiler(>=6.2)
          return host?.responds(to: selector) ?? false
        #else
          return false
        #endif
      }
      return super.responds(to: selector)
    }

    /// iOS 26 sends this form instead of the single-range one when the delegate implements it.
    /// Named explicitly: with an SDK older than iOS 26's, no protocol requirement makes it
    /// `@objc`.
    @objc(textField:shouldChangeCharactersInRanges:replacementString:)
    func textField(
      _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue],
      replacementString string: String
    ) -> Bool {
      if field?.isApplyingEdit == true { return true }
      return AutofillHostDelegate.allowsChange(
        host, of: textField, in: ranges.map(\.rangeValue), replacementString: string)
    }

    func textFieldDidChangeSelection(_ textField: UITextField) {
      field?.autofillReportText()
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
