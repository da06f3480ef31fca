#if canImport(UIKit)
  @preconcurrency import UIKit

  /// Stands between an ``AutofillTextView`` and the host's `UITextViewDelegate`, which keeps
  /// working untouched. The composer hears editing, text and selection changes first, and
  /// may widen a deletion inside a mention (``AutofillMentions/InsideEdit/deletesWhole``).
  ///
  /// As ``AutofillTextFieldDelegateProxy``, it implements each `UITextViewDelegate` message of
  /// iOS 16 explicitly, forwarding it to the host if the host implements it and otherwise
  /// answering as UIKit does without a delegate; no dynamic forwarding, so a host that goes
  /// away never leaves UIKit sending a message nobody answers.
  @MainActor
  final class AutofillTextViewDelegateProxy: NSObject, UITextViewDelegate {
    /// The host's delegate.
    weak var host: (any UITextViewDelegate)?
    /// The composer.
    weak var textView: AutofillTextView?

    /// Whether the host lets `range` be replaced by `text` (asked before the composer's own
    /// edits, as UIKit asks it before a keystroke's): on iOS 26 in its multi-range form if it
    /// implements that one (Apple's replacement for the single-range form), else in the
    /// single-range form, else yes. The proxy itself answers only the single-range form, which
    /// UIKit then sends for every change, so the mentions see each edit as one range.
    func hostAllowsChange(in range: NSRange, replacementText text: String) -> Bool {
      guard let textView, let host else { return true }
      // Xcode 26 (Swift 6.2) declares the iOS 26 form; built with Xcode 16 it is not asked. (A
      // Swift 6.2 toolchain with an SDK older than iOS 26's would not compile this.)
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

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
      host?.textViewShouldBeginEditing?(textView) ?? true
    }

    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
      host?.textViewShouldEndEditing?(textView) ?? true
    }

    func textViewDidBeginEditing(_ textView: UITextView) {
      self.textView?.autofillDidBeginEditing()
      host?.textViewDidBeginEditing?(textView)
    }

    func textViewDidEndEditing(_ textView: UITextView) {
      self.textView?.autofillDidEndEditing()
      host?.textViewDidEndEditing?(textView)
    }

    /// The host is asked once, about the change that is made: this one, or the wider one the
    /// composer makes instead (see `AutofillTextView.makesEditAsAsked(replacing:with:)`).
    func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      // The composer's own edit (a pick, a wider deletion) already asked the host, once.
      guard let composer = self.textView, !composer.isApplyingEdit else { return true }
      // The first change asked about after a paste is the paste's: it is made as UIKit asks,
      // as any insertion, and its range is kept to bring back the copied mentions. (A paste
      // inserts text: a deletion is never the paste's, and clears a paste that brought
      // nothing.)
      guard composer.isPastePending, !text.isEmpty else {
        composer.isPastePending = false
        return composer.makesEditAsAsked(replacing: range, with: text)
      }
      composer.isPastePending = false
      guard hostAllowsChange(in: range, replacementText: text) else { return false }
      composer.pastedRange = range
      return true
    }

    /// Writing Tools (iOS 18) leave mentions alone, and the host's own ranges too.
    @available(iOS 18.0, *)
    func textView(
      _ textView: UITextView, writingToolsIgnoredRangesInEnclosingRange enclosingRange: NSRange
    ) -> [NSValue] {
      let mentions = self.textView?.mentionModel.ranges(within: enclosingRange) ?? []
      return
        (host?.textView?(textView, writingToolsIgnoredRangesInEnclosingRange: enclosingRange)
        ?? []) + mentions.map { NSValue(range: $0) }
    }

    @available(iOS 18.0, *)
    func textViewWritingToolsWillBegin(_ textView: UITextView) {
      // No dropdown over the rewrite.
      self.textView?.dismissSuggestions()
      host?.textViewWritingToolsWillBegin?(textView)
    }

    /// The session's edits were followed; the styling it waited for is applied now.
    @available(iOS 18.0, *)
    func textViewWritingToolsDidEnd(_ textView: UITextView) {
      // On the next turn: Apple does not say whether `isWritingToolsActive` is already false.
      // The session catches up with the rewritten text (nothing was reported during it).
      DispatchQueue.main.async { [weak composer = self.textView] in
        composer?.restyleMentions()
        composer?.autofillResyncAfterEdit()
      }
      host?.textViewWritingToolsDidEnd?(textView)
    }

    func textViewDidChange(_ textView: UITextView) {
      self.textView?.autofillTextDidChange()
      host?.textViewDidChange?(textView)
    }

    func textViewDidChangeSelection(_ textView: UITextView) {
      self.textView?.autofillSelectionDidChange()
      host?.textViewDidChangeSelection?(textView)
    }

    func textView(
      _ textView: UITextView, shouldInteractWith url: URL, in characterRange: NSRange,
      interaction: UITextItemInteraction
    ) -> Bool {
      host?.textView?(
        textView, shouldInteractWith: url, in: characterRange, interaction: interaction)
        ?? true
    }

    func textView(
      _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment,
      in characterRange: NSRange, interaction: UITextItemInteraction
    ) -> Bool {
      host?.textView?(
        textView, shouldInteractWith: textAttachment, in: characterRange, interaction: interaction)
        ?? true
    }

    /// `nil`, the system's own menu, unless the host builds one.
    func textView(
      _ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
      host?.textView?(textView, editMenuForTextIn: range, suggestedActions: suggestedActions)
    }

    func textView(
      _ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating
    ) {
      host?.textView?(textView, willPresentEditMenuWith: animator)
    }

    func textView(
      _ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating
    ) {
      host?.textView?(textView, willDismissEditMenuWith: animator)
    }
  }
#endif
