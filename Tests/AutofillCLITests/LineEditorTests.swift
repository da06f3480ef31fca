import XCTest

@testable import AutofillCLI

final class LineEditorTests: XCTestCase {
  func test_editing_movesByCharactersNotScalars() {
    var line = LineEditor()
    line.insert("Zurch")
    line.moveLeft()
    line.moveLeft()
    line.insert("i")
    XCTAssertEqual(line.text, "Zurich")
    XCTAssertEqual(line.caret, 4)
    line.moveToStart()
    line.moveRight()
    line.moveRight()
    line.insert("\u{308}")  // a combining mark joins the "u" before the caret
    XCTAssertEqual(line.text, "Zu\u{308}rich")
    XCTAssertEqual(line.caret, 2)
    XCTAssertTrue(line.deleteBackward())  // removes "ü" whole
    XCTAssertEqual(line.text, "Zrich")
    line.moveToEnd()
    XCTAssertFalse(line.deleteForward())
    line.insert("👩‍👩‍👧")
    XCTAssertTrue(line.deleteBackward())
    XCTAssertEqual(line.text, "Zrich")
    line.moveToStart()
    XCTAssertFalse(line.deleteBackward())
    XCTAssertTrue(line.deleteForward())
    XCTAssertEqual(line.text, "rich")
    line.setText("Zürich")
    XCTAssertEqual(line.caret, 6)
  }
}
