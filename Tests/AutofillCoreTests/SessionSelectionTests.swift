import AutofillCore
import XCTest

/// The session tells which item was picked, whichever way: a tap, Return on the highlighted
/// row, or the inline completion (→ or Return), after the edit.
@MainActor
final class SessionSelectionTests: XCTestCase {
  private func session(_ events: @escaping (String) -> Void) -> AutofillCompletionSession {
    let session = AutofillCompletionSession()
    session.setSource(
      AutofillIndexSource(items: [
        AutofillItem("Zürich", subtitle: "CH"), AutofillItem("Zug", subtitle: "CH"),
      ]))
    session.onReplaceText = {
      events("edit \($0.text)")
      return true
    }
    session.onSelect = { events("select \($0.value) \($0.subtitle ?? "")") }
    return session
  }

  func test_onSelect_namesThePickedItem_afterTheEdit() async {
    let cases: [(String, (AutofillCompletionSession) -> Void, [String], UInt)] = [
      ("tap", { $0.select(row: 1) }, ["edit Zug", "select Zug CH"], #line),
      (
        "Return on the highlight",
        {
          $0.moveHighlight(.up)
          $0.selectHighlighted()
        }, ["edit Zug", "select Zug CH"], #line
      ),
      (
        "→ on the ghost text", { $0.acceptInlineCompletion() },
        ["edit Zürich", "select Zürich CH"], #line
      ),
      (
        "Return on the ghost text", { $0.selectHighlighted() },
        ["edit Zürich", "select Zürich CH"], #line
      ),
      ("a row that is not there", { $0.select(row: 7) }, [], #line),
    ]
    for (name, act, expected, line) in cases {
      var events: [String] = []
      let session = session { events.append($0) }
      session.isInlineCompletionOn = true
      session.beginEditing(text: "zu")
      act(session)
      XCTAssertEqual(events, expected, name, line: line)
    }
  }
}
