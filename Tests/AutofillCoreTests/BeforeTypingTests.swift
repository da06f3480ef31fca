import AutofillCore
import Foundation
import XCTest

/// Suggestions before typing: the host's items, or the source asked with the empty query,
/// while the focused field's text is empty or too short; off by default.
final class BeforeTypingTests: XCTestCase {
  private typealias Machine = AutofillSuggestionMachine
  private let recent = ["Bern", "Zug"].map { AutofillItem($0) }

  private func simulation(
    _ source: Machine.Source = .dynamic,
    _ configure: (inout Machine.Configuration) -> Void = { _ in }
  ) -> MachineSimulation {
    var configuration = Machine.Configuration()
    configure(&configuration)
    return MachineSimulation(Machine(source: source, configuration: configuration))
  }

  private var list: Machine.Source {
    .items(
      AutofillIndex(["Aarau", "Basel", "Bern", "Chur", "Davos", "Emmen"].map { AutofillItem($0) }))
  }

  func test_offByDefault_nothingShowsOrIsAsked() {
    for (source, line) in [(Machine.Source.dynamic, #line), (list, #line)]
      as [(Machine.Source, UInt)]
    {
      var simulation = simulation(source)
      simulation.begin()
      simulation.advance(by: .seconds(2))
      XCTAssertEqual(simulation.machine.state.kind, .hidden, line: line)
      XCTAssertTrue(simulation.fetches.isEmpty, line: line)
    }
  }

  func test_items_showWhenEditingBegins_andWhileTheTextIsTooShort() {
    let cases: [(String, Int, line: UInt)] = [("", 1, #line), ("  ", 1, #line), ("Z", 2, #line)]
    for (text, minimum, line) in cases {
      var simulation = simulation { $0.minimumQueryLength = minimum }
      simulation.apply(simulation.machine.setItemsBeforeTyping(recent))
      XCTAssertEqual(simulation.machine.state.kind, .hidden, "not editing", line: line)
      simulation.begin(text)
      XCTAssertEqual(simulation.shownValues, ["Bern", "Zug"], line: line)
      XCTAssertEqual(
        simulation.machine.state.suggestions.map(\.origin), [.beforeTyping, .beforeTyping],
        line: line)
      XCTAssertTrue(simulation.fetches.isEmpty, "the source is not asked", line: line)
      simulation.advance(by: .milliseconds(500))
      XCTAssertEqual(simulation.announcements, ["2 suggestions available"], line: line)
    }
  }

  func test_typingAQuery_replacesThem_andClearingShowsThemAgain() {
    var simulation = simulation()
    simulation.apply(simulation.machine.setItemsBeforeTyping(recent))
    simulation.begin()
    simulation.type("Zu")
    XCTAssertEqual(simulation.machine.state.kind, .hidden, "the query waits for the source")
    simulation.type("")
    XCTAssertEqual(simulation.shownValues, ["Bern", "Zug"])
  }

  func test_replacingTheItems_showsTheNewOnes_onlyWhileTheyApply() {
    var simulation = simulation()
    simulation.begin()
    simulation.apply(simulation.machine.setItemsBeforeTyping(recent))
    XCTAssertEqual(simulation.shownValues, ["Bern", "Zug"])
    simulation.type("Zu")
    simulation.apply(simulation.machine.setItemsBeforeTyping([AutofillItem("Chur")]))
    XCTAssertEqual(simulation.machine.state.kind, .hidden, "a query's state is untouched")
    XCTAssertTrue(simulation.fetches.isEmpty)
    simulation.advance(by: .milliseconds(250))
    XCTAssertEqual(simulation.fetches.count, 1, "its debounce still runs")
  }

  func test_notShown_whenSecure_off_orNotEditing() {
    let cases: [(String, (inout MachineSimulation) -> Void, line: UInt)] = [
      ("secure", { $0.apply($0.machine.setSecureEntry(true)) }, #line),
      ("autofill off", { $0.apply($0.machine.setAutofillOn(false)) }, #line),
      ("editing ended", { $0.apply($0.machine.endEditing()) }, #line),
    ]
    for (name, act, line) in cases {
      var simulation = simulation { $0.asksSourceBeforeTyping = true }
      simulation.apply(simulation.machine.setItemsBeforeTyping(recent))
      simulation.begin()
      act(&simulation)
      XCTAssertEqual(simulation.machine.state.kind, .hidden, name, line: line)
      simulation.apply(simulation.machine.setItemsBeforeTyping(recent))
      XCTAssertEqual(simulation.machine.state.kind, .hidden, name, line: line)
    }
    var secure = simulation { $0.asksSourceBeforeTyping = true }
    secure.apply(secure.machine.setSecureEntry(true))
    secure.begin()
    XCTAssertTrue(secure.fetches.isEmpty, "secure entry never asks the source")
  }

  func test_asksSource_withTheEmptyQuery_atOnce_thenShowsItsAnswer() throws {
    var simulation = simulation { $0.asksSourceBeforeTyping = true }
    simulation.begin()
    XCTAssertEqual(simulation.fetches.map(\.request.query.text), [""], "no debounce")
    simulation.advance(by: .milliseconds(150))
    XCTAssertEqual(simulation.machine.state.kind, .loading)
    let request = try XCTUnwrap(simulation.pending.last)
    simulation.respond(to: request, from: ["Popular", "Trending"])
    XCTAssertEqual(simulation.shownValues, ["Popular", "Trending"])
    XCTAssertEqual(simulation.machine.state.suggestions.map(\.origin), [.source, .source])
  }

  func test_asksSource_emptyAnswerHides_andTheAnswerIsCached() throws {
    var simulation = simulation { $0.asksSourceBeforeTyping = true }
    simulation.begin()
    simulation.respond(to: try XCTUnwrap(simulation.pending.last), with: .success([]))
    XCTAssertEqual(simulation.machine.state.kind, .hidden, "nothing to suggest is no row at all")
    simulation.type("Zu")
    simulation.type("")
    XCTAssertEqual(simulation.fetches.count, 1, "the empty query's answer is cached")
  }

  func test_itemsAndSource_sourceRowsGoUnderTheItems_eachValueOnce() throws {
    var simulation = simulation { $0.asksSourceBeforeTyping = true }
    simulation.apply(simulation.machine.setItemsBeforeTyping(recent))
    simulation.begin()
    XCTAssertEqual(simulation.shownValues, ["Bern", "Zug"])
    simulation.advance(by: .milliseconds(150))
    XCTAssertEqual(simulation.machine.sourceStatus, .loading)
    simulation.respond(to: try XCTUnwrap(simulation.pending.last), from: ["Zug", "Basel"])
    XCTAssertEqual(simulation.shownValues, ["Bern", "Zug", "Basel"])
    XCTAssertEqual(simulation.machine.sourceStatus, .idle)
  }

  func test_typing_dropsTheEmptyQuerysLateAnswer() throws {
    var simulation = simulation { $0.asksSourceBeforeTyping = true }
    simulation.begin()
    let empty = try XCTUnwrap(simulation.pending.last)
    simulation.type("Zu")
    XCTAssertEqual(simulation.cancellations, 1)
    simulation.respond(to: empty, from: ["Popular"])
    XCTAssertEqual(simulation.machine.state.kind, .hidden)
    simulation.advance(by: .milliseconds(250))
    XCTAssertEqual(simulation.pending.last?.query.text, "Zu")
  }

  func test_asksAStaticList_showsItsFirstItems() {
    var simulation = simulation(list) {
      $0.asksSourceBeforeTyping = true
      $0.options.maximumCount = 3
    }
    simulation.apply(simulation.machine.setItemsBeforeTyping([AutofillItem("Bern")]))
    simulation.begin()
    XCTAssertEqual(
      simulation.shownValues, ["Bern", "Aarau", "Basel"], "the list's first three, each value once")
    XCTAssertTrue(simulation.fetches.isEmpty)
  }

  func test_selectingAnItem_setsTheTextAndCloses() {
    var simulation = simulation()
    simulation.apply(simulation.machine.setItemsBeforeTyping(recent))
    simulation.begin()
    simulation.apply(simulation.machine.moveHighlight(.up))
    simulation.apply(simulation.machine.selectHighlighted())
    XCTAssertEqual(simulation.fieldText, "Zug")
    simulation.type("Zug")
    XCTAssertEqual(simulation.machine.state.kind, .hidden)
  }

  func test_texts_switchLanguage_inTheMachinesAnnouncements() {
    var simulation = simulation { $0.texts = AutofillStateTexts(language: "ar") }
    simulation.apply(simulation.machine.setItemsBeforeTyping(recent))
    simulation.begin()
    simulation.advance(by: .milliseconds(500))
    simulation.apply(simulation.machine.moveHighlight(.down))
    XCTAssertEqual(simulation.announcements, ["اقتراحان متاحان", "Bern، 1 من 2"])
  }
}
