#if canImport(UIKit)
  @testable import AutofillTextField
  @preconcurrency import UIKit
  import XCTest

  extension XCTestCase {
    /// Copies the composer's selection and waits until the pasteboard has counted it: UIKit
    /// counts each change once, at the end of the event loop (ledger 36), and a paste before
    /// that still sees the count from before the copy.
    @MainActor
    func copyAndWaitForTheCount(
      in composer: AutofillTextView, file: StaticString = #filePath, line: UInt = #line
    ) {
      let before = UIPasteboard.general.changeCount
      composer.copy(nil)
      waitForPasteboardCount(before + 1, file: file, line: line)
    }

    /// Waits until the general pasteboard's `changeCount` is at least `count`.
    @MainActor
    func waitForPasteboardCount(_ count: Int, file: StaticString = #filePath, line: UInt = #line) {
      waitUntil("the pasteboard counted its change", file: file, line: line) {
        UIPasteboard.general.changeCount >= count
      }
    }

    /// Backspace as the keyboard makes it, a key press of its own (a turn of the run loop
    /// first: the composer refuses deletions in the turn a Backspace selected a mention): the
    /// delegate is asked about the character before the caret, or the selection (Apple: the
    /// text view asks "whenever the user types a new character or deletes an existing
    /// character"; the composer may act itself and refuse); if it allows, the keyboard selects
    /// that range, then calls `deleteBackward()` (UIKit's own `deleteBackward` may ask once
    /// more). It asks the composer's delegate itself; the tests of the view's own
    /// `deleteBackward()` call it directly.
    @MainActor
    func keyboardBackspace(in composer: AutofillTextView) {
      settle(turns: 1)
      let selection = composer.selectedRange
      let range =
        selection.length > 0
        ? selection
        : NSRange(location: max(selection.location - 1, 0), length: min(selection.location, 1))
      // Nothing to delete: the keyboard asks nothing.
      guard range.length > 0,
        composer.delegateProxy.textView(composer, shouldChangeTextIn: range, replacementText: "")
      else { return }
      composer.selectedRange = range
      composer.deleteBackward()
    }
  }
#endif
