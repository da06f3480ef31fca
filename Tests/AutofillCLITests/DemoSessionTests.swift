import AutofillCore
import XCTest

@testable import AutofillCLI

/// Drives a session with static items, which the completion session answers synchronously, on
/// a clock that never moves, and checks what it draws.
@MainActor
final class DemoSessionTests: XCTestCase {
  private var frames: [String] = []
  private let items = [
    AutofillItem("Zürich", subtitle: "Switzerland"),
    AutofillItem("Zug", subtitle: "Switzerland"),
    AutofillItem("Bern", subtitle: "Switzerland"),
  ]

  /// A session over ``items`` for the whole line and, with `--trigger`, for every trigger,
  /// set up by the command's own ``DemoCommand/configure(_:triggerSource:)``.
  private func makeSession(_ arguments: [String] = []) throws -> DemoSession {
    let completion = AutofillCompletionSession(clock: StoppedClock())
    completion.setIndex(AutofillIndex(items))
    try DemoCommand(arguments: arguments).configure(
      completion, triggerSource: AutofillIndexSource(items: items))
    return DemoSession(
      completion: completion, configuration: .init(), title: "test",
      write: { [weak self] in self?.frames.append($0) }, size: { (60, 20) })
  }

  private func text(_ session: DemoSession) -> [String] {
    session.screen.render(width: 60, height: 20).text
  }

  private func values(_ session: DemoSession) -> [String] {
    session.completion.state.suggestions.map(\.item.value)
  }

  func test_typingMovingAndReturn_selectTheHighlightedValue() async throws {
    let session = try makeSession()
    defer { session.stop() }
    XCTAssertEqual(session.receive(Array("zu".utf8)), .proceed)
    XCTAssertEqual(values(session), ["Zürich", "Zug"])
    XCTAssertEqual(session.receive(Array("\u{1B}[B\u{1B}[B".utf8)), .proceed)
    XCTAssertEqual(session.completion.state.highlightedIndex, 1)
    XCTAssertEqual(session.receive([0x0D]), .proceed)
    XCTAssertEqual(session.screen.line.text, "Zug")
    XCTAssertEqual(session.screen.line.caret, 3)
    XCTAssertEqual(session.completion.state.kind, .hidden)
    XCTAssertFalse(text(session).contains { $0.contains("┌") })
    XCTAssertTrue(frames.last?.contains("Zug") ?? false)
  }

  func test_escapeDismissesAndEditingReopens() async throws {
    let session = try makeSession()
    defer { session.stop() }
    _ = session.receive(Array("b".utf8))
    XCTAssertEqual(session.completion.state.kind, .results)
    _ = session.receive([0x1B])
    XCTAssertEqual(session.completion.state.kind, .results)  // maybe the start of a sequence
    XCTAssertTrue(session.isWaitingForInput)
    XCTAssertEqual(session.inputPaused(), .proceed)
    XCTAssertEqual(session.completion.state.kind, .hidden)
    XCTAssertEqual(session.screen.line.text, "b")
    _ = session.receive([0x7F])
    _ = session.receive(Array("zü".utf8))
    XCTAssertEqual(values(session), ["Zürich", "Zug"])
    _ = session.receive(Array("\u{1B}[D\u{1B}[D".utf8))  // caret moves: no new query
    XCTAssertEqual(session.screen.line.caret, 0)
    XCTAssertEqual(session.completion.state.kind, .results)
  }

  func test_optionKeys_takeEffectAtOnce() async throws {
    let session = try makeSession()
    defer { session.stop() }
    _ = session.receive(Array("ern".utf8))
    XCTAssertEqual(session.completion.state.kind, .hidden)
    _ = session.receive([0x02])  // Ctrl-B: wildcard before
    // Contains mode's structures are built off the main actor too, on first use.
    for _ in 0..<10_000 where session.completion.configuration.options.mode != .contains {
      await Task.yield()
    }
    XCTAssertEqual(values(session), ["Bern"])
    XCTAssertTrue(text(session)[18].contains("before:on"))
    _ = session.receive([0x14])  // Ctrl-T: case-sensitive; "ern" still matches
    // The index builds the case-sensitive folding off the main actor; the previous one answers
    // until it is ready.
    for _ in 0..<10_000 where !session.completion.configuration.options.isCaseSensitive {
      await Task.yield()
    }
    XCTAssertEqual(session.completion.configuration.options.isCaseSensitive, true)
    XCTAssertEqual(values(session), ["Bern"])
  }

  func test_ctrlCAndCtrlD_quit() async throws {
    let session = try makeSession()
    defer { session.stop() }
    XCTAssertEqual(session.receive([0x03]), .quit)
    XCTAssertEqual(session.receive([0x04]), .quit)
  }

  // MARK: --trigger and --inline

  private static let left = "\u{1B}[D"
  private static let right = "\u{1B}[C"
  private static let down = "\u{1B}[B"
  private static let home = "\u{01}"
  private static let end = "\u{05}"
  private static let enter = "\r"
  private static let backspace = "\u{7F}"

  func test_triggers_completeTheWordAfterTheDelimiterOnly() throws {
    let (left, right, down, enter, home, end) =
      (Self.left, Self.right, Self.down, Self.enter, Self.home, Self.end)
    let both = ["--trigger", "@", "--trigger", "#"]
    // Arguments, keys typed, then the line, its caret (in characters) and the suggestions.
    let cases: [([String], String, String, Int, [String], UInt)] = [
      (["--trigger", "@"], "Hi @zu", "Hi @zu", 6, ["Zürich", "Zug"], #line),
      (["--trigger", "@"], "Hi @zu" + down + enter, "Hi @Zürich ", 11, [], #line),
      (["--trigger", "@"], "Hi @zu" + down + down + enter + "x", "Hi @Zug x", 9, [], #line),
      (["--trigger", "@"], "Hi zu", "Hi zu", 5, [], #line),
      (["--trigger", "@"], "Hi @zu" + home, "Hi @zu", 0, [], #line),
      (["--trigger", "@"], "Hi @zu" + left + left + left, "Hi @zu", 3, [], #line),
      (["--trigger", "@"], "Hi @zu" + left + left, "Hi @zu", 4, [], #line),
      (["--trigger", "@"], "Hi @zu" + left, "Hi @zu", 5, ["Zürich", "Zug"], #line),
      (["--trigger", "@"], "Hi @zu" + home + end, "Hi @zu", 6, ["Zürich", "Zug"], #line),
      (
        ["--trigger", "@"], "@zu and" + home + right + right + right + down + enter,
        "@Zürich and", 8, [], #line
      ),
      (both, "#be", "#be", 3, ["Bern"], #line),
      (both, "#be" + enter, "#be", 3, ["Bern"], #line),
      (both, "@zu #be" + down + enter, "@zu #Bern ", 10, [], #line),
    ]
    for (arguments, keys, line, caret, suggestions, testLine) in cases {
      let session = try makeSession(arguments)
      defer { session.stop() }
      XCTAssertEqual(session.receive(Array(keys.utf8)), .proceed, line: testLine)
      XCTAssertEqual(session.screen.line.text, line, line: testLine)
      XCTAssertEqual(session.screen.line.caret, caret, line: testLine)
      XCTAssertEqual(session.completion.text, line, "the session follows the line", line: testLine)
      XCTAssertEqual(values(session), suggestions, line: testLine)
      XCTAssertEqual(
        text(session).contains { $0.contains("┌") }, !suggestions.isEmpty, line: testLine)
    }
  }

  func test_inlineCompletion_drawsTheSuffixDimmed_andArrowReturnAndBackspaceUseIt() throws {
    let (left, right, down, enter, backspace) =
      (Self.left, Self.right, Self.down, Self.enter, Self.backspace)
    // Arguments, keys typed, then the line, its caret and the dimmed suffix drawn.
    let cases: [([String], String, String, Int, String?, UInt)] = [
      (["--inline"], "zur", "zur", 3, "ich", #line),
      (["--inline"], "zur" + right, "Zürich", 6, nil, #line),
      (["--inline"], "zur" + enter, "Zürich", 6, nil, #line),
      (["--inline"], "zur" + backspace, "zur", 3, nil, #line),
      (["--inline"], "zur" + backspace + backspace, "zu", 2, nil, #line),
      (["--inline"], "zur" + backspace + "i", "zuri", 4, "ch", #line),
      (["--inline"], "zur" + left, "zur", 2, nil, #line),
      (["--inline"], "zur" + left + right, "zur", 3, "ich", #line),
      (["--inline"], "zu" + down, "zu", 2, nil, #line),
      (["--inline"], "zu" + down + enter, "Zürich", 6, nil, #line),
      (["--inline"], "ber", "ber", 3, "n", #line),
      ([], "zur", "zur", 3, nil, #line),
      ([], "zur" + left + left + right, "zur", 2, nil, #line),
      ([], "zur" + enter + backspace, "zu", 2, nil, #line),
      (["--inline", "--trigger", "@"], "Hi @zur", "Hi @zur", 7, "ich", #line),
      (["--inline", "--trigger", "@"], "Hi @zur" + right, "Hi @Zürich ", 11, nil, #line),
      (["--inline", "--trigger", "@"], "Hi zur", "Hi zur", 6, nil, #line),
    ]
    for (arguments, keys, line, caret, suffix, testLine) in cases {
      let session = try makeSession(arguments)
      defer { session.stop() }
      _ = session.receive(Array(keys.utf8))
      XCTAssertEqual(session.screen.line.text, line, line: testLine)
      XCTAssertEqual(session.screen.line.caret, caret, line: testLine)
      XCTAssertEqual(session.screen.inlineSuffix, suffix, line: testLine)
      let frame = session.screen.render(width: 60, height: 20)
      let field = frame.lines[frame.cursorRow]
      XCTAssertEqual(
        field.runs.filter { $0.style.contains(.dim) }.map(\.text), suffix.map { [$0] } ?? [],
        line: testLine)
      XCTAssertTrue(field.text.hasPrefix("  Place › " + line + (suffix ?? "")), line: testLine)
      XCTAssertEqual(frame.cursorColumn, 10 + line.prefix(caret).count, line: testLine)
    }
  }

  func test_statusAndHelpLines_nameTheTriggersAndInline() throws {
    let cases: [([String], String, String, UInt)] = [
      ([], " ^T case:off", " ↑↓ move  ⏎ select  Esc close", #line),
      (["--inline"], " inline · ^T case:off", " ↑↓ move  ⏎ select  → accept  Esc", #line),
      (["--trigger", "@", "--trigger", "#"], " triggers @ # · ^T case:off", " ↑↓ move  ⏎", #line),
      (
        ["--trigger", "@@", "--inline"], " triggers @@ · inline · ^T", " ↑↓ move  ⏎ select  →",
        #line
      ),
    ]
    for (arguments, status, help, line) in cases {
      let session = try makeSession(arguments)
      defer { session.stop() }
      let lines = text(session)
      XCTAssertTrue(lines[18].hasPrefix(status), lines[18], line: line)
      XCTAssertTrue(lines[19].hasPrefix(help), lines[19], line: line)
    }
  }

  /// An item that shows one text and enters another: the rows show the title, the ghost text
  /// and every pick the entered text.
  func test_anItemsEnteredText_isWhatTheGhostAndThePickEnter() async throws {
    let (right, down, enter) = (Self.right, Self.down, Self.enter)
    // Arguments, keys typed, then the line and the dimmed suffix drawn.
    let cases: [([String], String, String, String?, UInt)] = [
      (["--inline"], "asp", "asp", "irin", #line),
      (["--inline"], "asp" + right, "Aspirin", nil, #line),
      ([], "asp" + down + enter, "Aspirin", nil, #line),
    ]
    for (arguments, keys, line, suffix, testLine) in cases {
      let completion = AutofillCompletionSession(clock: StoppedClock())
      completion.setIndex(AutofillIndex([AutofillItem("Aspirin (Tablet)", enteredText: "Aspirin")]))
      try DemoCommand(arguments: arguments).configure(
        completion, triggerSource: AutofillIndexSource(items: items))
      let session = DemoSession(
        completion: completion, configuration: .init(), title: "test",
        write: { [weak self] in self?.frames.append($0) }, size: { (60, 20) })
      defer { session.stop() }
      _ = session.receive(Array("asp".utf8))
      XCTAssertTrue(text(session).contains { $0.contains("Aspirin (Tablet)") }, line: testLine)
      _ = session.receive(Array(keys.dropFirst(3).utf8))
      XCTAssertEqual(session.screen.line.text, line, line: testLine)
      XCTAssertEqual(session.screen.inlineSuffix, suffix, line: testLine)
    }
  }
}
