#if canImport(UIKit)
  @preconcurrency import UIKit

  /// Stands between the field and the host's `UITextFieldDelegate`, which keeps working
  /// untouched (``AutofillDelegateProxy``). The proxy handles three messages itself: the
  /// change questions (a pick already asked the host), selection changes (the only reliable
  /// report of caret moves, which show or hide a trigger's suggestions) and the on-screen
  /// Return key (which picks a row or accepts an inline completion, as a hardware Return
  /// does). Every other message of the protocol passes through to a host that implements it.
  ///
  /// iOS 26's `textField(_:shouldChangeCharactersInRanges:replacementString:)` is claimed only
  /// when the host implements it (built with Xcode 26): a host that implements only the
  /// single-range form gets what UIKit computes for that form (the ranges differ for
  /// input-method commits). It is implemented under its Objective-C name, so the proxy has
  /// it whichever SDK builds it.
  @MainActor
  final class AutofillTextFieldDelegateProxy: AutofillDelegateProxy, UITextFieldDelegate {
    /// The field.
    weak var field: AutofillTextField?

    init() {
      super.init(
        forwarding: AutofillDelegateForwarding(
          passingThrough: Self.optionalMessages(of: UITextFieldDelegate.self),
          iOS26: ["textField:shouldChangeCharactersInRanges:replacementString:"]))
    }

    /// Calls `body` with the delegate that hears `message` (``AutofillDelegateForwarding``).
    func forward<Answer>(
      _ message: String, _ body: ((any UITextFieldDelegate)?) -> Answer
    ) -> Answer { forwarding.forward(message) { body($0 as? any UITextFieldDelegate) } }

    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      allowsChange(of: textField, in: [range], replacementString: string)
    }

    /// Whether the host lets `ranges` be replaced by `string`: on iOS 26 in its multi-range
    /// form if it implements it, else in its single-range form for the first range (as UIKit
    /// asks it), else yes. One message whichever form asks, so a host that forwards one form
    /// here hears the other's answer.
    func allowsChange(
      of textField: UITextField, in ranges: [NSRange], replacementString string: String
    ) -> Bool {
      // The field's own edit (a pick) asked before it began, once.
      if textField === field, field?.isApplyingEdit == true { return true }
      return forward("shouldChange") { host in
        // Swift 6.2 ships with Xcode 26, whose SDK declares the iOS 26 form; built with Xcode
        // 16 the proxy neither claims nor asks it.
        #if compiler(>=6.2)
          if #available(iOS 26.0, *),
            let answer = host?.textField?(
              textField, shouldChangeCharactersInRanges: ranges.map { NSValue(range: $0) },
              replacementString: string)
          {
            return answer
          }
        #endif
        guard let range = ranges.first else { return true }
        return host?.textField?(
          textField, shouldChangeCharactersIn: range, replacementString: string) ?? true
      }
    }

    /// iOS 26 sends this form instead of the single-range one when the delegate implements it.
    /// Named explicitly: with an SDK older than iOS 26's, no protocol requirement makes it
    /// `@objc`.
    @objc(textField:shouldChangeCharactersInRanges:replacementString:)
    func textField(
      _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue],
      replacementString string: String
    ) -> Bool {
      allowsChange(of: textField, in: ranges.map(\.rangeValue), replacementString: string)
    }

    /// Reported each time, nested ones too (a host that moves the caret while it handles a
    /// selection change hears the change it made, and the field reports where it ended). A
    /// stand-in copied onto another field sends that one's messages here: they are only the
    /// host's.
    func textFieldDidChangeSelection(_ textField: UITextField) {
      if textField === field { field?.autofillReportText() }
      forward(#function) { $0?.textFieldDidChangeSelection?(textField) }
    }

    /// Return does what the hardware Return does (`AutofillTextField.handleReturn()`: it picks
    /// the highlighted row, the first with `returnSelectsFirstSuggestion`, or the inline
    /// completion, never while an input method composes); when it picks nothing, the host
    /// answers. A host that sends Return back through the stand-in for itself finds nothing to
    /// pick the second time.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      if textField === field, field?.handleReturn() == true { return false }
      return forward(#function) { $0?.textFieldShouldReturn?(textField) ?? true }
    }
  }
#endif
