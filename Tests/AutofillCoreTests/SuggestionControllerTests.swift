import AutofillCore
import Foundation
import XCTest

/// The driver: effects performed with tasks on a manual clock, answers from a scripted source.
@MainActor
final class SuggestionControllerTests: XCTestCase {
  private var clock = ManualClock()
  private var states: [AutofillDropdownState.Kind] = []
  private var announcements: [String] = []
  private var setTexts: [String] = []

  private func controller(
    _ configure: (inout AutofillSuggestionMachine.Configuration) -> Void = { _ in }
  ) -> AutofillSuggestionController {
    var configuration = AutofillSuggestionMachine.Configuration()
    configure(&configuration)
    let controller = AutofillSuggestionController(configuration: configuration, clock: clock)
    controller.onStateChange = { [weak self] in self?.states.append($0.kind) }
    controller.onAnnouncement = { [weak self] in self?.announcements.append($0) }
    controller.onSetText = { [weak self] in self?.setTexts.append($0) }
    return controller
  }

  private func values(_ controller: AutofillSuggestionController) -> [String] {
    controller.state.suggestions.map(\.item.value)
  }

  func test_typingThreeKeys100msApart_asksOnce250msAfterTheLast_thenShowsTheAnswer() async {
    let source = ScriptedSource()
    let controller = controller()
    controller.setSource(source)
    controller.beginEditing(text: "")
    for text in ["a", "ab", "abc"] {
      controller.changeText(text)
      await clock.advance(by: .milliseconds(100))
    }
    await clock.advance(by: .milliseconds(149))
    XCTAssertTrue(source.queries.isEmpty)
    await clock.advance(by: .milliseconds(1))
    await settle { source.pending.count == 1 }
    XCTAssertEqual(source.queries.map(\.text), ["abc"])
    source.answer("abc", with: .success(["abcd", "abce"]))
    await settle { controller.state.kind == .results }
    XCTAssertEqual(values(controller), ["abcd", "abce"])
    XCTAssertFalse(states.contains(.loading), "a fast answer shows no loading row")
    await clock.advance(by: .seconds(1))
    XCTAssertEqual(announcements, ["2 suggestions available"])
    controller.invalidate()
  }

  func test_slowAnswer_showsLoading_thenResults() async {
    let source = ScriptedSource()
    let controller = controller()
    controller.setSource(source)
    controller.beginEditing(text: "B")
    await clock.advance(by: .milliseconds(250))
    await settle { source.pending.count == 1 }
    await clock.advance(by: .milliseconds(150))
    XCTAssertEqual(controller.state.kind, .loading)
    XCTAssertEqual(announcements, ["Loading suggestions"])
    source.answer("B", with: .success(["Bern"]))
    await settle { controller.state.kind == .results }
    XCTAssertEqual(values(controller), ["Bern"])
    controller.invalidate()
  }

  func test_lateAnswerForAnOlderText_isNeverShown() async {
    let source = ScriptedSource(ignoresCancellation: true)
    let controller = controller { $0.debounce = .zero }
    controller.setSource(source)
    controller.beginEditing(text: "B")
    await settle { source.pending.count == 1 }
    controller.changeText("Bi")
    await settle { source.pending.count == 2 }
    XCTAssertEqual(source.cancelledCount, 1, "the superseded task is cancelled")
    source.answer("Bi", with: .success(["Biel"]))
    await settle { controller.state.kind == .results }
    source.answer("B", with: .success(["Bern", "Basel"]))
    await settle()
    XCTAssertEqual(values(controller), ["Biel"])
    controller.invalidate()
  }

  func test_failure_showsTheMessage() async {
    let source = ScriptedSource()
    let controller = controller { $0.debounce = .zero }
    controller.setSource(source)
    controller.beginEditing(text: "B")
    await settle { source.pending.count == 1 }
    source.answer("B", with: .failure(SourceFailure(message: "The server is down.")))
    await settle { controller.state.kind == .failed }
    guard case .failed(let message) = controller.state else { return XCTFail("not failed") }
    XCTAssertEqual(message, "The server is down.")
    controller.invalidate()
  }

  func test_closureSource_andSelection() async {
    let controller = controller { $0.debounce = .zero }
    controller.setSource(
      AutofillClosureSource { query in
        ["Basel", "Bern"].filter { $0.hasPrefix(query.text) }.map { AutofillItem($0) }
      })
    controller.beginEditing(text: "Be")
    await settle { controller.state.kind == .results }
    XCTAssertEqual(values(controller), ["Bern"])
    XCTAssertFalse(controller.selectHighlighted(), "nothing highlighted: Return keeps its meaning")
    controller.moveHighlight(.down)
    XCTAssertTrue(controller.selectHighlighted())
    XCTAssertEqual(setTexts, ["Bern"])
    XCTAssertEqual(controller.state.kind, .hidden)
    controller.invalidate()
  }

  func test_staticItems_areIndexedOffTheMainActor_thenAnswerAtOnce() async {
    let controller = controller()
    controller.setItems(["Zürich", "Zug", "Bern"].map { AutofillItem($0) })
    await settle { !controller.hasPendingWork }
    controller.beginEditing(text: "zu")
    XCTAssertEqual(values(controller), ["Zürich", "Zug"])
    controller.invalidate()
  }

  func test_indexSource_isOneSourceAbstraction_answeredWithoutDebounce() async throws {
    let source = AutofillIndexSource(items: ["Basel", "Bern", "Biel"].map { AutofillItem($0) })
    let page = try await source.items(for: AutofillQuery(text: "b", count: 2, skip: 1))
    XCTAssertEqual(page.map(\.value), ["Bern", "Biel"])
    let controller = controller()
    controller.setSource(source)
    controller.beginEditing(text: "be")
    XCTAssertEqual(values(controller), ["Bern"], "answered in the same event, no debounce")
    controller.invalidate()
  }

  func test_invalidate_leavesNoTimerFetchOrSleeperBehind() async {
    let source = ScriptedSource()
    let controller = controller { $0.debounce = .milliseconds(250) }
    controller.setSource(source)
    controller.beginEditing(text: "B")
    await clock.advance(by: .milliseconds(250))
    await settle { source.pending.count == 1 }
    controller.changeText("Bi")
    XCTAssertTrue(controller.hasPendingWork)
    controller.invalidate()
    XCTAssertFalse(controller.hasPendingWork)
    await settle { clock.sleeperCount == 0 && source.pending.isEmpty }
    XCTAssertEqual(clock.sleeperCount, 0, "no task left asleep")
    XCTAssertTrue(source.pending.isEmpty, "no fetch left waiting")
  }
}
