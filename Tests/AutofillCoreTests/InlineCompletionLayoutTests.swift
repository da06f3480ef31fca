import AutofillCore
import Foundation
import XCTest

final class InlineCompletionLayoutTests: XCTestCase {
  func test_suffixFrame_followsTheCaretInTheWritingDirection_andIsCutToTheTextArea() {
    let text = CGRect(x: 8, y: 5, width: 200, height: 30)
    let size = CGSize(width: 30, height: 18)
    let cases: [(CGRect, Bool, CGRect?, UInt)] = [
      // Left to right: starts after the caret, centred on it.
      (
        CGRect(x: 40, y: 10, width: 2, height: 20), false,
        CGRect(x: 42, y: 11, width: 30, height: 18), #line
      ),
      // Near the right edge: cut to the text area.
      (
        CGRect(x: 190, y: 10, width: 2, height: 20), false,
        CGRect(x: 192, y: 11, width: 16, height: 18), #line
      ),
      // At the right edge: nothing fits.
      (CGRect(x: 208, y: 10, width: 2, height: 20), false, nil, #line),
      // Right to left: ends at the caret.
      (
        CGRect(x: 100, y: 10, width: 2, height: 20), true,
        CGRect(x: 70, y: 11, width: 30, height: 18), #line
      ),
      // Right to left near the left edge: cut.
      (
        CGRect(x: 20, y: 10, width: 2, height: 20), true,
        CGRect(x: 8, y: 11, width: 12, height: 18), #line
      ),
      (CGRect(x: 8, y: 10, width: 2, height: 20), true, nil, #line),
    ]
    for (caret, rtl, expected, line) in cases {
      XCTAssertEqual(
        AutofillInlineCompletion.suffixFrame(
          caretRect: caret, suffixSize: size, textRect: text, isRightToLeft: rtl),
        expected, line: line)
    }
  }

  func test_suffixFrame_emptySuffixHasNoFrame() {
    XCTAssertNil(
      AutofillInlineCompletion.suffixFrame(
        caretRect: CGRect(x: 40, y: 10, width: 2, height: 20), suffixSize: .zero,
        textRect: CGRect(x: 0, y: 0, width: 200, height: 40), isRightToLeft: false))
  }
}
