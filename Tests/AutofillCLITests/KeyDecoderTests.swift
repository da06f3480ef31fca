import XCTest

@testable import AutofillCLI

final class KeyDecoderTests: XCTestCase {
  private func decode(_ pieces: [[UInt8]], flush: Bool = false) -> [DemoKey] {
    var decoder = KeyDecoder()
    var keys = pieces.flatMap { decoder.decode($0) }
    if flush { keys += decoder.flush() }
    return keys
  }

  func test_decode_mapsBytesToKeys() {
    let esc: UInt8 = 0x1B
    let cases: [([UInt8], [DemoKey], UInt)] = [
      (Array("Zug".utf8), [.text("Zug")], #line),
      (Array("Zürich 東京 👩‍👩‍👧".utf8), [.text("Zürich 東京 👩‍👩‍👧")], #line),
      (Array("e\u{301}".utf8), [.text("e\u{301}")], #line),
      ([0x0D], [.enter], #line),
      ([0x0A], [.enter], #line),
      ([0x7F], [.backspace], #line),
      ([0x08], [.backspace], #line),
      ([0x03], [.interrupt], #line),
      ([0x04], [.endOfInput], #line),
      ([0x09], [.tab], #line),
      ([0x01], [.home], #line),
      ([0x05], [.end], #line),
      ([0x14], [.control("t")], #line),
      ([0x0F], [.control("o")], #line),
      ([esc, 0x5B, 0x41], [.up], #line),
      ([esc, 0x5B, 0x42], [.down], #line),
      ([esc, 0x5B, 0x43], [.right], #line),
      ([esc, 0x5B, 0x44], [.left], #line),
      ([esc, 0x4F, 0x41], [.up], #line),  // application cursor mode
      ([esc, 0x4F, 0x48], [.home], #line),
      (Array("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~".utf8), [.home, .end, .home, .end], #line),
      (Array("\u{1B}[3~".utf8), [.delete], #line),
      (Array("\u{1B}[1;5A".utf8), [.up], #line),  // Ctrl-Up: modifiers ignored
      (Array("\u{1B}[15~".utf8), [.unknown], #line),  // F5
      (Array("\u{1B}\u{1B}".utf8), [.escape], #line),  // the second ESC waits for more
      (Array("a\u{1B}[Bb".utf8), [.text("a"), .down, .text("b")], #line),
      (Array("\u{1B}x".utf8), [.unknown], #line),  // Alt-x
      ([0xFF, 0x41], [.text("\u{FFFD}A")], #line),  // invalid byte
    ]
    for (bytes, keys, line) in cases {
      XCTAssertEqual(decode([bytes]), keys, "\(bytes)", line: line)
    }
  }

  func test_decode_waitsForTheRestOfACutSequenceOrCharacter() {
    let cases: [([[UInt8]], [DemoKey], UInt)] = [
      ([[0x1B], [0x5B], [0x42]], [.down], #line),
      ([[0x1B, 0x5B, 0x33], [0x7E]], [.delete], #line),
      ([[0xC3], [0xBC]], [.text("ü")], #line),
      ([[0xE6, 0x9D], [0xB1]], [.text("東")], #line),
      ([[0xF0, 0x9F], [0x91, 0x8D]], [.text("👍")], #line),
      ([Array("Zu".utf8) + [0xCC], [0x88]], [.text("Zu"), .text("\u{308}")], #line),
    ]
    for (pieces, keys, line) in cases {
      XCTAssertEqual(decode(pieces), keys, line: line)
    }
  }

  /// Defect 9 of issue 37: an OSC sequence sent as keys typed its payload ("0;title").
  func test_decode_consumesStringSequencesWhole() {
    let cases: [([[UInt8]], [DemoKey], UInt)] = [
      ([Array("a\u{1B}]0;title\u{07}b".utf8)], [.text("a"), .unknown, .text("b")], #line),
      ([Array("\u{1B}]0;title\u{1B}\\b".utf8)], [.unknown, .text("b")], #line),  // ST
      ([Array("\u{1B}Pq#0\u{1B}\\".utf8)], [.unknown], #line),  // DCS
      (
        [Array("\u{1B}_app\u{07}\u{1B}^pm\u{07}\u{1B}Xs\u{07}".utf8)],
        [.unknown, .unknown, .unknown], #line
      ),
      // Cut anywhere: nothing of the payload comes out before the terminator.
      ([Array("\u{1B}]0;ti".utf8), Array("tle\u{07}x".utf8)], [.unknown, .text("x")], #line),
      ([Array("\u{1B}]0;t\u{1B}".utf8), Array("\\x".utf8)], [.unknown, .text("x")], #line),
      // Another ESC ends the string and starts its own sequence.
      ([Array("\u{1B}]0;t\u{1B}[A".utf8)], [.unknown, .up], #line),
    ]
    for (pieces, keys, line) in cases {
      XCTAssertEqual(decode(pieces), keys, line: line)
    }
    XCTAssertEqual(decode([Array("\u{1B}]0;never ends".utf8)], flush: true), [.unknown])
  }

  func test_flush_turnsALoneEscapeIntoEscape() {
    var decoder = KeyDecoder()
    XCTAssertEqual(decoder.decode([0x1B]), [])
    XCTAssertTrue(decoder.hasPending)
    XCTAssertEqual(decoder.flush(), [.escape])
    XCTAssertFalse(decoder.hasPending)
    XCTAssertEqual(decode([[0x1B, 0x5B]], flush: true), [.unknown])
    XCTAssertEqual(decode([[0xE6, 0x9D]], flush: true), [.text("\u{FFFD}")])
  }
}
