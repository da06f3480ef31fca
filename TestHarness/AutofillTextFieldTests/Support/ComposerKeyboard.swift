#if canImport(UIKit)
  @testable import AutofillTextField
  @preconcurrency import UIKit
  import XCTest

  extension XCTestCase {
    /// Backspace as the keyboard makes it: the delegate is asked about the character before
    /// the caret, or the selection (Apple: the text view asks "whenever the user types a new
    /// character or deletes an existing character"; the composer may act itself and refuse);
    /// if it allows, the keyboard selects that range, then calls `deleteBackward()` (UIKit's
    /// own `deleteBackward` may ask once more).
    @MainActor
    func keyboardBackspace(in composer: AutofillTextView) {
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
