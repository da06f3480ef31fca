import AutofillCore
import Foundation
import XCTest

/// The dropdown asks for the next page once per list length, however often its last row shows.
final class ListEndTests: XCTestCase {
  private enum Step {
    /// The table shows these rows instead.
    case show(String)
    /// The last row shows; whether to ask for the next page.
    case lastRowShows(Bool)
  }

  func test_lastRowShows_asksOncePerList() {
    let cases: [(String, [Step], UInt)] = [
      ("no rows: never", [.show(""), .lastRowShows(false)], #line),
      (
        "the first time only", [.show("s s"), .lastRowShows(true), .lastRowShows(false)],
        #line
      ),
      (
        "the next page (more rows) asks again",
        [.show("s:a s:b"), .lastRowShows(true), .show("s:a s:b s:c"), .lastRowShows(true)], #line
      ),
      (
        "only the highlight changed: the same list",
        [.show("s:a s:b"), .lastRowShows(true), .show("S:a s:b"), .lastRowShows(false)], #line
      ),
      (
        "another list of the same length asks again",
        [.show("s:a s:b"), .lastRowShows(true), .show("s:a s:c"), .lastRowShows(true)], #line
      ),
      (
        "a changed subtitle is another list",
        [.show("s:a s:b/x"), .lastRowShows(true), .show("s:a s:b/y"), .lastRowShows(true)],
        #line
      ),
      (
        "the same list shown again: still asked",
        [.show("s:a s:b"), .lastRowShows(true), .show("s:a s:b"), .lastRowShows(false)], #line
      ),
      (
        "a shorter list then the longer one again: asks again",
        [
          .show("s:a s:b L:w"), .lastRowShows(true), .show("s:a s:b"), .lastRowShows(true),
          .show("s:a s:b L:w"), .lastRowShows(true),
        ], #line
      ),
      (
        "a list changed before its end showed: asks for the new one once",
        [.show("s:a"), .show("s:b"), .lastRowShows(true), .lastRowShows(false)], #line
      ),
      (
        "a kind change with the same texts is the same list",
        [.show("s:a L:w"), .lastRowShows(true), .show("s:a F:w"), .lastRowShows(false)], #line
      ),
    ]
    for (name, steps, line) in cases {
      var end = AutofillListEnd()
      var shown: [AutofillDropdownRow] = []
      for (number, step) in steps.enumerated() {
        switch step {
        case .show(let spelling):
          let rows = dropdownRows(spelling)
          end.rowsDidChange(from: shown, to: rows)
          shown = rows
        case .lastRowShows(let expected):
          XCTAssertEqual(
            end.lastRowShows(rowCount: shown.count), expected, "\(name), step \(number)",
            line: line)
        }
      }
    }
  }
}
