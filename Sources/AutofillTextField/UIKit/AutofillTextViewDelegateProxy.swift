#if canImport(UIKit)
  @preconcurrency import UIKit

  /// Stands between an ``AutofillTextView`` and the host's `UITextViewDelegate`, which keeps
  /// working untouched (``AutofillDelegateProxy``). The composer handles eight messages
  /// itself: editing begins and ends, the single-range change question (it may select a
  /// mention on Backspace or widen a deletion inside one,
  /// ``AutofillMentions/InsideEdit/deletesWhole``), text and selection changes, and iOS 18's
  /// three Writing Tools messages. Every other message of `UITextViewDelegate` and
  /// `UIScrollViewDelegate` passes through to a host that implements it (the iOS 10 link and
  /// attachment questions, the text item and formatting messages, the edit menus, scrolling).
  ///
  /// Never claimed: iOS 26's multi-range change question. The proxy answers the single-range
  /// one, which UIKit then sends for every change, so the mentions see each edit as one range,
  /// and asks the host in the form it implements.
  @MainActor
  final class AutofillTextViewDelegateProxy: AutofillDelegateProxy, UITextViewDelegate {
    /// The composer.
    weak var textView: AutofillTextView?

    init() {
      // A later form the proxy never claims: it asks the host that form itself.
      let ranges: Set<String> = ["textView:shouldChangeTextInRanges:replacementText:"]
      super.init(
        forwarding: AutofillDelegateForwarding(
          passingThrough: Self.optionalMessages(of: "UITextViewDelegate"), laterMessages: ranges))
    }

    /// Calls `body` with the delegate that hears `message` (``AutofillDelegateForwarding``).
    func forward<Answer>(
      _ message: String, _ body: ((any UITextViewDelegate)?) -> Answer
    ) -> Answer { forwarding.forward(message) { body($0 as? any UITextViewDelegate) } }

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
      if !forwarding.isForwarding(#function) { self.textView?.autofillSelectionDidChange() }
      forward(#function) { $0?.textViewDidChangeSelection?(textView) }
    }
  }
#endif
