import AutofillCore
import Foundation
import XCTest

/// ``AutofillMentions/backspace(deleting:with:selection:)``: the keyboard's question before
/// Backspace, answered as ``AutofillMentions/backspace(selection:)`` would.
final class MentionsBackspaceQuestionTests: XCTestCase {
  private func r(_ location: Int, _ length: Int) -> NSRange {
    NSRange(location: location, length: length)
  }

  func test_table() {
    let selecting = AutofillMentions(text: "Hi @Ana!", mentions: [(r(3, 4), AutofillItem("Ana"))])
    var deleting = selecting
    deleting.backspaceAtEnd = .deletesWhole
    // (range, replacement, selection, when selecting first, when deleting whole, line)
    typealias Action = AutofillMentions.BackspaceAction
    let cases: [(NSRange, String, NSRange, Action, Action, UInt)] = [
      (r(6, 1), "", r(7, 0), .select(r(3, 4)), .delete(r(3, 4)), #line),  // right after it
      (r(5, 2), "", r(7, 0), .select(r(3, 4)), .delete(r(3, 4)), #line),  // a cluster of two
      (r(3, 4), "", r(3, 4), .delete(r(3, 4)), .delete(r(3, 4)), #line),  // selected whole
      (r(6, 1), "x", r(7, 0), .none, .none, #line),  // a replacement, not a deletion
      (r(5, 1), "", r(6, 0), .none, .none, #line),  // the caret inside it
      (r(7, 1), "", r(8, 0), .none, .none, #line),  // after the "!"
      (r(2, 1), "", r(3, 0), .none, .none, #line),  // before it
      (r(4, 3), "", r(4, 3), .none, .none, #line),  // part of it selected
      (r(6, 1), "", r(6, 1), .none, .none, #line),  // its last character selected
      (r(7, 0), "", r(7, 0), .none, .none, #line),  // nothing deleted
      (r(6, 1), "", r(8, 0), .none, .none, #line),  // not ending at the caret
    ]
    for (range, replacement, selection, first, whole, line) in cases {
      XCTAssertEqual(
        selecting.backspace(deleting: range, with: replacement, selection: selection), first,
        line: line)
      XCTAssertEqual(
        deleting.backspace(deleting: range, with: replacement, selection: selection), whole,
        line: line)
    }
  }
}
