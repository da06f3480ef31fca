import AutofillCore
import Foundation
import XCTest

@testable import AutofillCLI

/// `autofill demo --composer`: picks become mentions that hold through edits around them,
/// Backspace selects then deletes one whole, and the screen draws them as tokens and lists
/// them with their items.
@MainActor
final class DemoComposerTests: XCTestCase {
  private let items = [
    AutofillItem("Zürich", subtitle: "Switzerland"),
    AutofillItem("Zug", subtitle: "Switzerland"),
    AutofillItem("Genève", subtitle: "Switzerland"),
  ]
  private static let (left, down, home, end, enter, backspace, delete) =
    ("\u{1B}[D", "\u{1B}[B", "\u{01}", "\u{05}", "\r", "\u{7F}", "\u{1B}[3~")

  private func makeSession(_ arguments: [String] = ["--composer", "--trigger", "@"]) throws
    -> DemoSession
  {
    let completion = AutofillCompletionSession(clock: StoppedClock())
    let command = try DemoCommand(arguments: arguments)
    command.configure(completion, triggerSource: AutofillIndexSource(items: items))
    return DemoSession(
      completion: completion, configuration: .init(), title: "test", write: { _ in },
      size: { (60, 20) }, composer: command.isComposer)
  }

  private func mentionTexts(_ session: DemoSession) -> [String] {
    guard let composer = session.screen.composer else { return [] }
    return composer.mentions.ranges.compactMap { range in
      Range(range, in: composer.text).map { String(composer.text[$0]) }
    }
  }

  func test_keys_keepMentionsThroughEditsAroundThem() async throws {
    let (left, down, home, end, enter, backspace, delete) =
      (Self.left, Self.down, Self.home, Self.end, Self.enter, Self.backspace, Self.delete)
    let twoPicks = "hi @zür" + down + enter + " and @gen" + down + enter
    // Keys, then the message, its mentions' texts, their items' values, and the caret.
    let cases: [(String, String, [String], [String], Int, UInt)] = [
      ("hi @zür" + down + enter, "hi @Zürich ", ["@Zürich"], ["Zürich"], 11, #line),
      (
        twoPicks, "hi @Zürich  and @Genève ", ["@Zürich", "@Genève"], ["Zürich", "Genève"], 24,
        #line
      ),
      (
        twoPicks + home + "Oh ", "Oh hi @Zürich  and @Genève ", ["@Zürich", "@Genève"],
        ["Zürich", "Genève"], 3, #line
      ),
      (
        twoPicks + end + backspace, "hi @Zürich  and @Genève", ["@Zürich", "@Genève"],
        ["Zürich", "Genève"], 23, #line
      ),
      (
        twoPicks + end + backspace + backspace, "hi @Zürich  and @Genève", ["@Zürich", "@Genève"],
        ["Zürich", "Genève"], 23, #line
      ),
      (
        twoPicks + end + backspace + backspace + backspace, "hi @Zürich  and ", ["@Zürich"],
        ["Zürich"], 16, #line
      ),
      (
        twoPicks + end + backspace + backspace + "x", "hi @Zürich  and x", ["@Zürich"], ["Zürich"],
        17, #line
      ),
      (
        twoPicks + end + backspace + "!", "hi @Zürich  and @Genève!", ["@Zürich", "@Genève"],
        ["Zürich", "Genève"], 24, #line
      ),
      ("hi @zür" + down + enter + left + left + left + "x", "hi @Zürixch ", [], [], 9, #line),
      (
        "hi @zür" + down + enter + home + String(repeating: "\u{1B}[C", count: 4) + delete,
        "hi @ürich ", [], [], 4, #line
      ),
      (
        "hi @zür" + down + enter + "\r" + "@zu" + down + down + enter, "hi @Zürich \n@Zug ",
        ["@Zürich", "@Zug"], ["Zürich", "Zug"], 17, #line
      ),
      (
        "👩‍👩‍👧 @zür" + down + enter + home + "مرحبا ", "مرحبا 👩‍👩‍👧 @Zürich ", ["@Zürich"], ["Zürich"], 6,
        #line
      ),
    ]
    for (keys, text, mentions, values, caret, line) in cases {
      let session = try makeSession()
      defer { session.stop() }
      _ = session.receive(Array(keys.utf8))
      let composer = try XCTUnwrap(session.screen.composer, line: line)
      XCTAssertEqual(composer.text, text, line: line)
      XCTAssertEqual(mentionTexts(session), mentions, line: line)
      XCTAssertEqual(composer.mentions.items.map(\.value), values, line: line)
      XCTAssertEqual(composer.caretUTF16Offset, caret, line: line)
      XCTAssertEqual(session.completion.text, text, "the session follows", line: line)
      XCTAssertEqual(session.completion.caretUTF16Offset, caret, line: line)
    }
  }

  func test_backspaceAfterAMention_selectsItDrawnSelected_andSuggestsNothing() async throws {
    let session = try makeSession()
    defer { session.stop() }
    _ = session.receive(Array(("hi @zür" + Self.down + Self.enter + Self.backspace).utf8))
    // The caret is right after "@Zürich": a token, but one that is a mention.
    XCTAssertEqual(session.completion.state.kind, .hidden)
    _ = session.receive(Array(Self.backspace.utf8))
    let composer = try XCTUnwrap(session.screen.composer)
    XCTAssertEqual(composer.selection, NSRange(location: 3, length: 7))
    let frame = session.screen.render(width: 60, height: 20)
    let row = frame.lines[frame.cursorRow]
    XCTAssertTrue(row.runs.contains { $0.text == "@Zürich" && $0.style == [.inverse, .accent] })
  }

  func test_withoutTrigger_composerUsesAt() async throws {
    let session = try makeSession(["--composer"])
    defer { session.stop() }
    XCTAssertEqual(session.completion.triggers.map(\.delimiter), ["@"])
    _ = session.receive(Array(("@zu" + Self.down + Self.enter).utf8))
    XCTAssertEqual(mentionTexts(session), ["@Zürich"])
  }

  func test_screen_drawsMentionsAsTokens_andListsThemWithTheirItems() async throws {
    let session = try makeSession()
    defer { session.stop() }
    _ = session.receive(Array(("hi @zür" + Self.down + Self.enter + "and @zu").utf8))
    let frame = session.screen.render(width: 80, height: 20)
    let row = frame.lines[frame.cursorRow]
    XCTAssertTrue(row.text.hasPrefix("  Message › hi @Zürich and @zu"), row.text)
    XCTAssertEqual(row.runs.filter { $0.style == .inverse }.map(\.text), ["@Zürich"])
    XCTAssertEqual(frame.cursorColumn, 12 + "hi @Zürich and @zu".count)
    XCTAssertEqual(frame.dropdownDirection, .below)
    XCTAssertTrue(frame.text[frame.cursorRow + 2].contains("Zürich"))
    XCTAssertEqual(frame.text[17], " mentions 1: @Zürich Zürich, Switzerland")
    XCTAssertTrue(frame.text[19].hasPrefix(" ↑↓ move  ⏎ select or new line"), frame.text[19])
  }

  func test_screen_wrapsLongMessagesAndLineBreaks_cursorAtTheCaret() async {
    var screen = DemoScreen(title: "t")
    screen.label = "Message"
    var composer = ComposerEditor()
    composer.insert("first\n" + String(repeating: "ab", count: 30))
    screen.composer = composer
    let frame = screen.render(width: 60, height: 20)
    // Field x 12, width 46: "first", then 46 + 14 characters.
    let rows = frame.text.filter { $0.hasPrefix("  Message") || $0.hasPrefix("            ") }
    XCTAssertEqual(rows.count, 3, "\(frame.text)")
    XCTAssertTrue(rows[0].hasPrefix("  Message › first"))
    XCTAssertEqual(frame.cursorColumn, 12 + 14)
    XCTAssertEqual(frame.text[17], " mentions 0: none yet, pick one after a trigger")
  }

  func test_screen_tooShortForTheComposer_saysSo() async {
    var screen = DemoScreen(title: "t")
    screen.composer = ComposerEditor()
    XCTAssertEqual(screen.render(width: 60, height: 7).text[0], "Terminal too small")
    XCTAssertNotEqual(screen.render(width: 60, height: 8).text[0], "Terminal too small")
  }
}
