#if canImport(UIKit)
  @preconcurrency import UIKit

  /// Stands between an ``AutofillTextView`` and the host's `UITextViewDelegate`, which keeps
  /// working untouched. The composer hears editing, text and selection changes first, and
  /// may select a mention on Backspace or widen a deletion inside one
  /// (``AutofillMentions/InsideEdit/deletesWhole``).
  ///
  /// As ``AutofillTextFieldDelegateProxy``, it implements each `UITextViewDelegate` message
  /// explicitly, forwarding it to the host if the host implements it and otherwise answering
  /// as UIKit does without a delegate; no dynamic forwarding, so a host that goes away never
  /// leaves UIKit sending a message nobody answers. iOS 26's multi-range edit menu and iOS
  /// 18.4's `insertInputSuggestion` are claimed (`responds(to:)`) only when the host
  /// implements them and this build can forward them. A host's delegate that forwards to the
  /// delegate it replaced (the proxy) reaches, through the proxy, the one the host replaced,
  /// once (``AutofillDelegateForwarding``).
  ///
  /// Not forwarded (UIKit then behaves as without a delegate; the hosted test that walks the
  /// protocol lists them): the text item messages of iOS 17 (a host that controls link and
  /// attachment taps in the composer does it with the iOS 10 questions, which are forwarded;
  /// with the text item messages alone, UIKit's default applies), formatting (iOS 18: its mentions are
  /// not formatted), the multi-range change question (the proxy answers the single-range one,
  /// which UIKit then sends for every change, and asks the host in the form it implements),
  /// and the forms of iOS 7–9 that UIKit no longer sends when the newer form is implemented.
  @MainActor
  final class AutofillTextViewDelegateProxy: NSObject, UITextViewDelegate {
    /// The host's delegate (`forwarding.host`), and the rules of what hears each message and
    /// which later messages the proxy claims. `nonisolated(unsafe)` because `responds(to:)`,
    /// which reads it, is a nonisolated Objective-C method; UIKit calls it, as every delegate
    /// message, on the main thread, and the forwarding asks the host directly off it.
    nonisolated(unsafe) let forwarding = AutofillDelegateForwarding<any UITextViewDelegate>(
      iOS26: ["textView:editMenuForTextInRanges:suggestedActions:"],
      iOS18_4: ["textView:insertInputSuggestion:"])
    /// The composer.
    weak var textView: AutofillTextView?

    /// Claims a later message only when the host implements it and this build declares it
    /// (built with Xcode 16, the iOS 26 menu is not even implemented here: claimed, UIKit
    /// would send the proxy a message it does not answer; and it would ask the multi-range
    /// menu instead of the host's single-range one).
    nonisolated override func responds(to selector: Selector!) -> Bool {
      forwarding.claims(NSStringFromSelector(selector), implemented: super.responds(to: selector)) {
        $0.responds(to: selector)
      }
    }

    /// Calls `body` with the delegate that hears `message` (``AutofillDelegateForwarding``).
    func forward<Answer>(
      _ message: String, _ body: ((any UITextViewDelegate)?) -> Answer
    ) -> Answer { forwarding.forward(message, body) }

    /// Tells the host the text changed: the user's changes, and the composer's own (UIKit
    /// sends `textViewDidChange` for the user's changes only).
    func hostDidChange() {
      guard let textView else { return }
      forward("didChange") { $0?.textViewDidChange?(textView) }
    }

    /// Whether the host lets `range` be replaced by `text` (asked before the composer's own
    /// edits, as UIKit asks it before a keystroke's): on iOS 26 in its multi-range form if it
    /// implements that one (Apple's replacement for the single-range form), else in the
    /// single-range form, else yes. The proxy itself answers only the single-range form, which
    /// UIKit then sends for every change, so the mentions see each edit as one range.
    func hostAllowsChange(in range: NSRange, replacementText text: String) -> Bool {
      guard let textView else { return true }
      return forward("shouldChange") { host in
        guard let host else { return true }
        // Xcode 26 (Swift 6.2) declares the iOS 26 form; built with Xcode 16 it is not asked.
        #if compiler(>=6.2)
          if #available(iOS 26.0, *),
            let answer = host.textView?(
              textView, shouldChangeTextInRanges: [NSValue(range: range)], replacementText: text)
          {
            return answer
          }
        #endif
        return host.textView?(textView, shouldChangeTextIn: range, replacementText: text) ?? true
      }
    }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
      forward(#function) { $0?.textViewShouldBeginEditing?(textView) } ?? true
    }

    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
      forward(#function) { $0?.textViewShouldEndEditing?(textView) } ?? true
    }

    /// Begins the session, once: not again when a host's delegate sends it back.
    func textViewDidBeginEditing(_ textView: UITextView) {
      if !forwarding.isForwarding(#function) { self.textView?.autofillBeginSession() }
      forward(#function) { $0?.textViewDidBeginEditing?(textView) }
    }

    /// Ends the session, once: not again when a host's delegate sends it back.
    func textViewDidEndEditing(_ textView: UITextView) {
      if !forwarding.isForwarding(#function) { self.textView?.autofillDidEndEditing() }
      forward(#function) { $0?.textViewDidEndEditing?(textView) }
    }

    /// The host is asked once, about the change that is made: this one, or the wider one the
    /// composer makes instead (see `AutofillTextView.makesEditAsAsked(replacing:with:)`).
    func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      // The composer's own edit (a pick, a wider deletion, a paste) already asked the host.
      guard let composer = self.textView, !composer.isApplyingEdit else { return true }
      // Sent back by a host that forwards to what it replaced: the composer decided already.
      if forwarding.isForwarding("shouldChange") {
        return hostAllowsChange(in: range, replacementText: text)
      }
      return composer.makesEditAsAsked(replacing: range, with: text)
    }

    /// Writing Tools (iOS 18) leave mentions alone, and the host's own ranges too.
    @available(iOS 18.0, *)
    func textView(
      _ textView: UITextView, writingToolsIgnoredRangesInEnclosingRange enclosingRange: NSRange
    ) -> [NSValue] {
      let hosts = forward(#function) {
        $0?.textView?(textView, writingToolsIgnoredRangesInEnclosingRange: enclosingRange) ?? []
      }
      let mentions = AutofillMentions(mentionText: textView.textStorage)
      return hosts + mentions.ranges(within: enclosingRange).map { NSValue(range: $0) }
    }

    @available(iOS 18.0, *)
    func textViewWritingToolsWillBegin(_ textView: UITextView) {
      // No dropdown over the rewrite.
      self.textView?.dismissSuggestions()
      forward(#function) { $0?.textViewWritingToolsWillBegin?(textView) }
    }

    /// The session's edits were followed; the styling it waited for is applied now.
    @available(iOS 18.0, *)
    func textViewWritingToolsDidEnd(_ textView: UITextView) {
      // On the next turn: Apple does not say whether `isWritingToolsActive` is already false.
      // The session catches up with the rewritten text (nothing was reported during it).
      DispatchQueue.main.async { [weak composer = self.textView] in
        composer?.settleMentions()
        composer?.autofillResyncAfterEdit()
      }
      forward(#function) { $0?.textViewWritingToolsDidEnd?(textView) }
    }

    /// The host hears each change once: the composer tells it of its own edits itself.
    func textViewDidChange(_ textView: UITextView) {
      guard self.textView?.isApplyingEdit != true else { return }
      // Sent back by a host that forwards to what it replaced: the composer has caught up.
      if !forwarding.isForwarding("didChange") { self.textView?.autofillTextDidChange() }
      hostDidChange()
    }

    func textViewDidChangeSelection(_ textView: UITextView) {
      self.textView?.autofillSelectionDidChange()
      forward(#function) { $0?.textViewDidChangeSelection?(textView) }
    }

    func textView(
      _ textView: UITextView, shouldInteractWith url: URL, in characterRange: NSRange,
      interaction: UITextItemInteraction
    ) -> Bool {
      forward(#function) {
        $0?.textView?(
          textView, shouldInteractWith: url, in: characterRange, interaction: interaction)
          ?? true
      }
    }

    func textView(
      _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment,
      in characterRange: NSRange, interaction: UITextItemInteraction
    ) -> Bool {
      forward(#function) {
        $0?.textView?(
          textView, shouldInteractWith: textAttachment, in: characterRange, interaction: interaction
        )
          ?? true
      }
    }

    /// `nil`, the system's own menu, unless the host builds one.
    func textView(
      _ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
      forward(#function) {
        $0?.textView?(textView, editMenuForTextIn: range, suggestedActions: suggestedActions)
      }
    }

    func textView(
      _ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating
    ) {
      forward(#function) { $0?.textView?(textView, willPresentEditMenuWith: animator) }
    }

    func textView(
      _ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating
    ) {
      forward(#function) { $0?.textView?(textView, willDismissEditMenuWith: animator) }
    }

    // Xcode 26 (Swift 6.2) declares the iOS 26 menu, Xcode 16.3 (Swift 6.1) the iOS 18.4
    // suggestion; an older Xcode builds neither, and the proxy then never claims them.
    #if compiler(>=6.2)
      /// iOS 26's multi-range edit menu, claimed only when the host implements it; else UIKit
      /// asks the single-range form, which is forwarded.
      @available(iOS 26.0, *)
      func textView(
        _ textView: UITextView, editMenuForTextInRanges ranges: [NSValue],
        suggestedActions: [UIMenuElement]
      ) -> UIMenu? {
        forward(#function) {
          $0?.textView?(
            textView, editMenuForTextInRanges: ranges, suggestedActions: suggestedActions)
        }
      }
    #endif

    #if compiler(>=6.1)
      /// iOS 18.4's input suggestion (`textView:insertInputSuggestion:`), claimed only when
      /// the host implements it.
      @available(iOS 18.4, *)
      func textView(_ textView: UITextView, insert inputSuggestion: UIInputSuggestion) {
        forward(#function) { $0?.textView?(textView, insert: inputSuggestion) }
      }
    #endif
  }
#endif
