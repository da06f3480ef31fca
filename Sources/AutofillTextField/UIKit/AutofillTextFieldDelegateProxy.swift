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
  /// newer messages below, each of which the proxy implements): UIKit may cache which
  /// messages a delegate answers, and a weak host that goes away must never leave UIKit
  /// sending a message nobody answers.
  ///
  /// The messages Apple added later are claimed (``responds(to:)``) only when the host
  /// implements them, so a host that implements only an older form still hears that one:
  /// iOS 26's `textField(_:shouldChangeCharactersInRanges:replacementString:)` and
  /// `textField(_:editMenuForCharactersInRanges:suggestedActions:)` (built with Xcode 26), and
  /// iOS 18.4's `textField(_:insertInputSuggestion:)` (built with Xcode 16.3 or later). The
  /// iOS 26 forms are implemented under their Objective-C names, so the proxy has them
  /// whichever SDK builds it. ``unforwardedSelectors`` lists what it deliberately does not
  /// implement; a hosted test walks the protocol at run time against both.
  @MainActor
  final class AutofillTextFieldDelegateProxy: NSObject, UITextFieldDelegate {
    /// The host's delegate (`forwarding.host`), which of the delegates it replaced hears a
    /// message the host sends back here, and which later messages the proxy claims
    /// (``AutofillDelegateForwarding``). `nonisolated(unsafe)` because `responds(to:)`, which
    /// reads it, is a nonisolated Objective-C method; UIKit calls it, as every delegate
    /// message, on the main thread, and the forwarding asks the host directly off it.
    nonisolated(unsafe) let forwarding = AutofillDelegateForwarding<any UITextFieldDelegate>(
      iOS26: [
        NSStringFromSelector(AutofillHostDelegate.rangesSelector),
        "textField:editMenuForCharactersInRanges:suggestedActions:",
      ],
      iOS18_4: ["textField:insertInputSuggestion:"])
    /// The field.
    weak var field: AutofillTextField?

    /// Calls `body` with the delegate that hears `message` (``AutofillDelegateForwarding``).
    nonisolated func forward<Answer>(
      _ message: String, _ body: ((any UITextFieldDelegate)?) -> Answer
    ) -> Answer { forwarding.forward(message, body) }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
      forward(#function) { $0?.textFieldShouldBeginEditing?(textField) ?? true }
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
      forward(#function) { $0?.textFieldDidBeginEditing?(textField) }
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
      forward(#function) { $0?.textFieldShouldEndEditing?(textField) ?? true }
    }

    /// UIKit sends this form when the delegate implements it (which the proxy does), and not
    /// the one without a reason; a host that implements only that one hears it from here.
    func textFieldDidEndEditing(
      _ textField: UITextField, reason: UITextField.DidEndEditingReason
    ) {
      forward(#function) { host in
        if host?.responds(to: #selector(UITextFieldDelegate.textFieldDidEndEditing(_:reason:)))
          == true
        {
          host?.textFieldDidEndEditing?(textField, reason: reason)
        } else {
          host?.textFieldDidEndEditing?(textField)
        }
      }
    }

    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      // The field's own edit (a pick) already asked the host, once.
      if field?.isApplyingEdit == true { return true }
      return allowsChange(of: textField, in: [range], replacementString: string)
    }

    /// Whether the host lets `ranges` be replaced (``AutofillHostDelegate``); one message
    /// whichever form asks, so a host that forwards one form here hears the other's answer.
    func allowsChange(
      of textField: UITextField, in ranges: [NSRange], replacementString string: String
    ) -> Bool {
      forward("shouldChange") {
        AutofillHostDelegate.allowsChange($0, of: textField, in: ranges, replacementString: string)
      }
    }

    /// The proxy claims the messages Apple added later only when the host implements them: a
    /// host that implements the older form alone then gets what UIKit computes for that form
    /// (the ranges differ for input-method commits). The methods stay, so a stale answer UIKit
    /// cached still lands on a real method. (Setting ``AutofillTextField/delegate`` sets the
    /// proxy afresh, so UIKit asks again.)
    ///
    /// Built with an SDK that does not declare a form (Xcode 16 for the iOS 26 ones), the
    /// proxy cannot forward it, so it never claims it: UIKit then asks the older form, which is
    /// forwarded. A host that implements only the newer form is not asked in that build.
    /// (The iOS 26 methods exist in every build, under their Objective-C names: without this,
    /// `super` would claim them in an Xcode 16 build, and iOS 26 would ask the proxy's
    /// multi-range menu, which cannot forward, instead of the host's single-range one.)
    nonisolated override func responds(to selector: Selector!) -> Bool {
      forwarding.claims(NSStringFromSelector(selector), implemented: super.responds(to: selector)) {
        $0.responds(to: selector)
      }
    }

    /// The `UITextFieldDelegate` messages the proxy deliberately does not implement:
    /// `textFieldDidEndEditing(_:)`, which UIKit does not send to a delegate that implements
    /// the form with a reason (the proxy forwards the reason form to a host that implements
    /// only this one). Any other message of the protocol it does not implement is a message
    /// a host's delegate would never hear.
    /// Built with an SDK older than iOS 18.4's (Xcode 16.0 to 16.2), the input suggestion
    /// message cannot be implemented either.
    nonisolated static let unforwardedSelectors: Set<String> = {
      var selectors: Set<String> = ["textFieldDidEndEditing:"]
      #if !compiler(>=6.1)
        selectors.insert("textField:insertInputSuggestion:")
      #endif
      return selectors
    }()

    /// iOS 26 sends this form instead of the single-range one when the delegate implements it.
    /// Named explicitly: with an SDK older than iOS 26's, no protocol requirement makes it
    /// `@objc`.
    @objc(textField:shouldChangeCharactersInRanges:replacementString:)
    func textField(
      _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue],
      replacementString string: String
    ) -> Bool {
      if field?.isApplyingEdit == true { return true }
      return allowsChange(of: textField, in: ranges.map(\.rangeValue), replacementString: string)
    }

    func textFieldDidChangeSelection(_ textField: UITextField) {
      field?.autofillReportText()
      forward(#function) { $0?.textFieldDidChangeSelection?(textField) }
    }

    func textFieldShouldClear(_ textField: UITextField) -> Bool {
      forward(#function) { $0?.textFieldShouldClear?(textField) ?? true }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      if field?.acceptInlineCompletionOnReturn() == true { return false }
      return forward(#function) { $0?.textFieldShouldReturn?(textField) ?? true }
    }

    /// `nil`, the system's own menu, unless the host builds one.
    func textField(
      _ textField: UITextField, editMenuForCharactersIn range: NSRange,
      suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
      forward(#function) {
        $0?.textField?(
          textField, editMenuForCharactersIn: range, suggestedActions: suggestedActions)
      }
    }

    /// iOS 26's multi-range menu, claimed only when the host builds one (see
    /// ``responds(to:)``); UIKit asks the single-range form otherwise.
    @objc(textField:editMenuForCharactersInRanges:suggestedActions:)
    func textField(
      _ textField: UITextField, editMenuForCharactersInRanges ranges: [NSValue],
      suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
      #if compiler(>=6.2)
        if #available(iOS 26.0, *) {
          return forward(#function) {
            $0?.textField?(
              textField, editMenuForCharactersInRanges: ranges, suggestedActions: suggestedActions)
          }
        }
      #endif
      return nil
    }

    #if compiler(>=6.1)
      /// iOS 18.4's input suggestion, claimed only when the host inserts suggestions itself.
      @available(iOS 18.4, *)
      func textField(_ textField: UITextField, insert suggestion: UIInputSuggestion) {
        forward(#function) { $0?.textField?(textField, insert: suggestion) }
      }
    #endif

    func textField(
      _ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating
    ) {
      forward(#function) { $0?.textField?(textField, willPresentEditMenuWith: animator) }
    }

    func textField(
      _ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating
    ) {
      forward(#function) { $0?.textField?(textField, willDismissEditMenuWith: animator) }
    }
  }
#endif
