#if canImport(UIKit)
  @preconcurrency import UIKit

  /// Stands between an ``AutofillTextView`` and the host's `UITextViewDelegate`, which keeps
  /// working untouched (``AutofillDelegateProxy``). The composer handles eight messages
  /// itself: editing begins and ends, the single-range change question (it may select a
  /// mention on Backspace or widen a deletion inside one,
  /// ``AutofillMentions/InsideEdit/deletesWhole``), text and selection changes, and iOS 18's
  /// three Writing Tools messages. It forwards every message of `UIScrollViewDelegate` itself,
  /// claimed only for a host that implements it, so their arrivals are counted (a delegate that
  /// sends scrolling back through the composer, as RxCocoa's proxy does, stops at the nesting
  /// limit) and a host gone answers as none. Every other message of `UITextViewDelegate`
  /// passes through to a host that implements it (the iOS 10 link and attachment questions,
  /// the text item and formatting messages, the edit menus).
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
      let scrolling = Self.optionalMessages(of: UIScrollViewDelegate.self)
      super.init(
        forwarding: AutofillDelegateForwarding(
          passingThrough: Self.optionalMessages(of: UITextViewDelegate.self),
          hostOnlyMessages: ranges.union(scrolling), forwardable: scrolling))
    }

    /// Calls `body` with the delegate that hears `message` (``AutofillDelegateForwarding``).
    func forward<Answer>(
      _ message: String, _ body: ((any UITextViewDelegate)?) -> Answer
    ) -> Answer { forwarding.forward(message) { body($0 as? any UITextViewDelegate) } }

    /// Tells the host `textView`'s text changed: the user's changes, and the composer's own
    /// (UIKit sends `textViewDidChange` for the user's changes only).
    func hostDidChange(_ textView: UITextView) {
      forward("didChange") { $0?.textViewDidChange?(textView) }
    }

    /// Whether the host lets `range` of `textView` be replaced by `text` (asked before the
    /// composer's own edits, as UIKit asks it before a keystroke's): on iOS 26 in its
    /// multi-range form if it implements that one (Apple's replacement for the single-range
    /// form), else in the single-range form, else yes. The proxy itself answers only the
    /// single-range form, which UIKit then sends for every change, so the mentions see each
    /// edit as one range.
    func hostAllowsChange(
      _ textView: UITextView, in range: NSRange, replacementText text: String
    ) -> Bool {
      forward("shouldChange") { host in
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

    /// The composer, if `textView` is it: another control a stand-in was copied onto sends its
    /// messages here too, which are only the host's.
    private func own(_ textView: UITextView) -> AutofillTextView? {
      textView === self.textView ? self.textView : nil
    }

    /// Begins the session, once: not again when a host's delegate sends it back (a nested
    /// arrival is the host's; the session's own state tells, as on the field).
    func textViewDidBeginEditing(_ textView: UITextView) {
      if own(textView)?.session.isEditing == false { own(textView)?.autofillBeginSession() }
      forward(#function) { $0?.textViewDidBeginEditing?(textView) }
    }

    /// Ends the session, once: not again when a host's delegate sends it back.
    func textViewDidEndEditing(_ textView: UITextView) {
      if own(textView)?.session.isEditing == true { own(textView)?.autofillDidEndEditing() }
      forward(#function) { $0?.textViewDidEndEditing?(textView) }
    }

    /// The host is asked once, about the change that is made: this one, or the wider one the
    /// composer makes instead (see `AutofillTextView.makesEditAsAsked(replacing:with:)`).
    func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      // Another control's, or asked while the host answers (it edits the text itself): the
      // host's to answer.
      guard let composer = own(textView), !forwarding.isForwarding("shouldChange") else {
        return hostAllowsChange(textView, in: range, replacementText: text)
      }
      // The composer's own edit (a pick, a wider deletion, a paste) already asked the host.
      return composer.isApplyingEdit || composer.makesEditAsAsked(replacing: range, with: text)
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
      own(textView)?.dismissSuggestions()
      forward(#function) { $0?.textViewWritingToolsWillBegin?(textView) }
    }

    /// The session's edits were followed; the styling it waited for is applied now.
    @available(iOS 18.0, *)
    func textViewWritingToolsDidEnd(_ textView: UITextView) {
      // On the next turn: Apple does not say whether `isWritingToolsActive` is already false.
      // The session catches up with the rewritten text (nothing was reported during it).
      DispatchQueue.main.async { [weak composer = own(textView)] in
        composer?.settleMentions()
        composer?.autofillResyncAfterEdit()
      }
      forward(#function) { $0?.textViewWritingToolsDidEnd?(textView) }
    }

    /// The host hears each change once: the composer tells it of its own edits itself. A
    /// nested one (the host edits the text in its own `textViewDidChange`, and UIKit reports
    /// that edit) is a change too: the mentions and the height catch up with it.
    func textViewDidChange(_ textView: UITextView) {
      guard own(textView)?.isApplyingEdit != true else { return }
      own(textView)?.autofillTextDidChange()
      hostDidChange(textView)
    }

    /// Reported each time, nested ones too (a host that moves the caret while it handles a
    /// selection change hears the change it made, and the composer reports where it ended).
    func textViewDidChangeSelection(_ textView: UITextView) {
      own(textView)?.autofillSelectionDidChange()
      forward(#function) { $0?.textViewDidChangeSelection?(textView) }
    }

    // `UIScrollViewDelegate`, forwarded so each arrival is counted.

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      forward(#function) { $0?.scrollViewDidScroll?(scrollView) }
    }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
      forward(#function) { $0?.scrollViewDidZoom?(scrollView) }
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      forward(#function) { $0?.scrollViewWillBeginDragging?(scrollView) }
    }

    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      forward(#function) {
        $0?.scrollViewWillEndDragging?(
          scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
      }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      forward(#function) { $0?.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate) }
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
      forward(#function) { $0?.scrollViewWillBeginDecelerating?(scrollView) }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      forward(#function) { $0?.scrollViewDidEndDecelerating?(scrollView) }
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      forward(#function) { $0?.scrollViewDidEndScrollingAnimation?(scrollView) }
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
      forward(#function) { $0?.viewForZooming?(in: scrollView) ?? nil }
    }

    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
      forward(#function) { $0?.scrollViewWillBeginZooming?(scrollView, with: view) }
    }

    func scrollViewDidEndZooming(
      _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
    ) {
      forward(#function) { $0?.scrollViewDidEndZooming?(scrollView, with: view, atScale: scale) }
    }

    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
      forward(#function) { $0?.scrollViewShouldScrollToTop?(scrollView) ?? true }
    }

    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
      forward(#function) { $0?.scrollViewDidScrollToTop?(scrollView) }
    }

    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
      forward(#function) { $0?.scrollViewDidChangeAdjustedContentInset?(scrollView) }
    }
  }
#endif
