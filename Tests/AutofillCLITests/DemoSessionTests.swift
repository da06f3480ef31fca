import AutofillCore
import XCTest

@testable import AutofillCLI

/// Drives a session with static items, which the controller answers synchronously, and checks
/// what it draws.
@MainActor
final class DemoSessionTests: XCTestCase {
  private var frames: [String] = []

  private func makeSession() -> DemoSession {
    let controller = AutofillSuggestionController()
    controller.setIndex(
      AutofillIndex([
        AutofillItem("Zürich", subtitle: "Switzerland"),
        AutofillItem("Zug", subtitle: "Switzerland"),
        AutofillItem("Bern", subtitle: "Switzerland"),
      ]))
    return DemoSession(
      controller: controller, configuration: .init(), title: "test",
      write: { [weak self] in self?.frames.append($0) }, size: { (60, 20) })
  }

  private func text(_ session: DemoSession) -> [String] {
    session.screen.render(width: 60, height: 20).text
  }

  func test_typingMovingAndReturn_selectTheHighlightedValue() async {
    let session = makeSession()
    defer { session.stop() }
    XCTAssertEqual(session.receive(Array("zu".utf8)), .proceed)
    XCTAssertEqual(session.controller.state.suggestions.map(\.item.value), ["Zürich", "Zug"])
    XCTAssertEqual(session.receive(Array("\u{1B}[B\u{1B}[B".utf8)), .proceed)
    XCTAssertEqual(session.controller.state.highlightedIndex, 1)
    XCTAssertEqual(session.receive([0x0D]), .proceed)
    XCTAssertEqual(session.screen.line.text, "Zug")
    XCTAssertEqual(session.screen.line.caret, 3)
    XCTAssertEqual(session.controller.state.kind, .hidden)
    XCTAssertFalse(text(session).contains { $0.contains("┌") })
    XCTAssertTrue(frames.last?.contains("Zug") ?? false)
  }

  func test_escapeDismissesAndEditingReopens() async {
    let session = makeSession()
    defer { session.stop() }
    _ = session.receive(Array("b".utf8))
    XCTAssertEqual(session.controller.state.kind, .results)
    _ = session.receive([0x1B])
    XCTAssertEqual(session.controller.state.kind, .results)  // maybe the start of a sequence
    XCTAssertTrue(session.isWaitingForInput)
    XCTAssertEqual(session.inputPaused(), .proceed)
    XCTAssertEqual(session.controller.state.kind, .hidden)
    XCTAssertEqual(session.screen.line.text, "b")
    _ = session.receive([0x7F])
    _ = session.receive(Array("zü".utf8))
    XCTAssertEqual(session.controller.state.suggestions.map(\.item.value), ["Zürich", "Zug"])
    _ = session.receive(Array("\u{1B}[D\u{1B}[D".utf8))  // caret moves: no new query
    XCTAssertEqual(session.screen.line.caret, 0)
    XCTAssertEqual(session.controller.state.kind, .results)
  }

  func test_optionKeys_takeEffectAtOnce() async {
    let session = makeSession()
    defer { session.stop() }
    _ = session.receive(Array("ern".utf8))
    XCTAssertEqual(session.controller.state.kind, .hidden)
    _ = session.receive([0x02])  // Ctrl-B: wildcard before
    XCTAssertEqual(session.controller.state.suggestions.map(\.item.value), ["Bern"])
    XCTAssertTrue(text(session)[18].contains("before:on"))
    _ = session.receive([0x14])  // Ctrl-T: case-sensitive; "ern" still matches
    XCTAssertEqual(session.controller.machine.configuration.options.isCaseSensitive, true)
  }

  func test_ctrlCAndCtrlD_quit() async {
    let session = makeSession()
    defer { session.stop() }
    XCTAssertEqual(session.receive([0x03]), .quit)
    XCTAssertEqual(session.receive([0x04]), .quit)
  }
}
