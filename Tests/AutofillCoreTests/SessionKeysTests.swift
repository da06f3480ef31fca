import AutofillCore
import XCTest

/// The keys a field with inline completion takes over.
@MainActor
final class SessionKeysTests: XCTestCase {
  func test_handledKeys_addReturnAndRightArrowWhileAnInlineCompletionShows() async {
    let session = AutofillCompletionSession()
    session.setSource(AutofillIndexSource(items: ["Zürich", "Zug"].map { AutofillItem($0) }))
    session.isInlineCompletionOn = true
    session.beginEditing(text: "zür")
    XCTAssertEqual(session.inlineCompletion?.suffix, "ich")
    XCTAssertEqual(session.handledKeys, [.down, .up, .escape, .enter, .right])

    session.moveHighlight(.down)
    XCTAssertNil(session.inlineCompletion, "a highlighted row replaces the ghost text")
    XCTAssertEqual(session.handledKeys, [.down, .up, .escape, .enter])

    session.isInlineCompletionOn = false
    session.changeText("zu")
    XCTAssertEqual(session.handledKeys, [.down, .up, .escape])
  }
}
