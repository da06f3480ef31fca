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

  func test_setText_placesTheCaretAtAUTF16OffsetRoundedDown() {
    let text = "Hi 👩‍👩‍👧 @Zu\u{308}rich x"  // the family is 8 UTF-16 units, "ü" 2
    let cases: [(Int?, Int, Int, UInt)] = [
      // Offset given, caret in characters, offset read back.
      (nil, 14, 22, #line),
      (0, 0, 0, #line),
      (3, 3, 3, #line),
      (7, 3, 3, #line),  // inside the family
      (11, 4, 11, #line),
      (15, 7, 14, #line),  // between "u" and its combining mark
      (19, 11, 19, #line),
      (99, 14, 22, #line),
      (-4, 0, 0, #line),
    ]
    for (offset, caret, readBack, line) in cases {
      var editor = LineEditor()
      editor.setText(text, caretUTF16Offset: offset)
      XCTAssertEqual(editor.text, text, line: line)
      XCTAssertEqual(editor.caret, caret, line: line)
      XCTAssertEqual(editor.caretUTF16Offset, readBack, line: line)
    }
  }
}
