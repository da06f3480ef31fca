import AutofillCore
import Foundation
import XCTest

/// Every row of the transition table in ``AutofillSuggestionMachine``'s documentation.
final class SuggestionMachineTests: XCTestCase {
  private typealias Machine = AutofillSuggestionMachine
  private let cities = ["Zürich", "Zug", "Zuoz", "Bern", "Basel", "Biel", "Brig"]

  private func dynamic(_ configure: (inout Machine.Configuration) -> Void = { _ in })
    -> MachineSimulation
  {
    var configuration = Machine.Configuration()
    configure(&configuration)
    var simulation = MachineSimulation(Machine(source: .dynamic, configuration: configuration))
    simulation.begin()
    return simulation
  }

  private func matching(_ text: String) -> [String] {
    let fold = { (value: String) in
      value.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
    return cities.filter { fold($0).hasPrefix(fold(text)) }
  }

  /// Types, waits out the debounce, and answers the fetch from `cities`.
  private func settle(_ simulation: inout MachineSimulation, _ text: String) {
    simulation.type(text)
    simulation.advance(by: .milliseconds(250))
    if let request = simulation.pending.last {
      simulation.respond(to: request, from: matching(text))
    }
  }

  // MARK: Text changes

  func test_notQueryable_hidesAndAsksNothing() {
    let cases: [(String, (inout MachineSimulation) -> Void, UInt)] = [
      ("empty", { $0.type("") }, #line),
      ("whitespace", { $0.type("  \t") }, #line),
      ("shorter than the minimum", { $0.type("Z") }, #line),
      (
        "autofill off",
        {
          $0.apply($0.machine.setAutofillOn(false)); $0.type("Zu")
        }, #line
      ),
      (
        "secure entry",
        {
          $0.apply($0.machine.setSecureEntry(true)); $0.type("Zu")
        }, #line
      ),
      (
        "no source",
        {
          $0.apply($0.machine.setSource(.none)); $0.type("Zu")
        }, #line
      ),
    ]
    for (name, act, line) in cases {
      var simulation = dynamic { $0.minimumQueryLength = 2 }
      act(&simulation)
      simulation.advance(by: .seconds(5))
      XCTAssertEqual(simulation.machine.state.kind, .hidden, name, line: line)
      XCTAssertTrue(simulation.fetches.isEmpty, name, line: line)
      XCTAssertTrue(simulation.announcements.isEmpty, name, line: line)
    }
  }

  func test_textChange_cancelsTheFetchInFlight() {
    var simulation = dynamic()
    simulation.type("Z")
    simulation.advance(by: .milliseconds(250))
    XCTAssertEqual(simulation.pending.count, 1)
    simulation.type("")
    XCTAssertEqual(simulation.cancellations, 1)
    XCTAssertEqual(simulation.machine.state.kind, .hidden)
  }

  func test_staticItems_answerAtOnce_withoutDebounce() {
    var machine = Machine(source: .items(AutofillIndex(values: cities)))
    _ = machine.beginEditing(text: "")
    let effects = machine.changeText("zu")
    XCTAssertEqual(machine.state.suggestions.map(\.item.value), ["Zürich", "Zug", "Zuoz"])
    XCTAssertEqual(
      effects, [.scheduleAnnouncement(generation: machine.generation, after: .milliseconds(500))])
    XCTAssertEqual(machine.changeText("zx"), [])
    XCTAssertEqual(machine.state.kind, .hidden)
  }

  func test_staticItems_rowsCarryMatchedRanges() {
    var machine = Machine(source: .items(AutofillIndex(values: ["Straße"])))
    _ = machine.beginEditing(text: "stras")
    let row = machine.state.suggestions[0]
    XCTAssertEqual(row.matchedRange.map { String(row.item.value[$0]) }, "Straß")
  }

  func test_dynamic_debouncesThenFetches_thenShowsLoadingOnlyWhenSlow() {
    var simulation = dynamic()
    simulation.type("B")
    XCTAssertEqual(simulation.machine.state.kind, .hidden)
    simulation.advance(by: .milliseconds(249))
    XCTAssertTrue(simulation.fetches.isEmpty)
    simulation.advance(by: .milliseconds(1))
    XCTAssertEqual(simulation.fetches.map(\.request.query.text), ["B"])
    XCTAssertEqual(simulation.fetches[0].request.query.count, 15)
    XCTAssertEqual(simulation.fetches[0].request.query.skip, 0)
    simulation.advance(by: .milliseconds(149))
    XCTAssertEqual(simulation.machine.state.kind, .hidden, "no loading row before the delay")
    simulation.advance(by: .milliseconds(1))
    XCTAssertEqual(simulation.machine.state.kind, .loading)
    XCTAssertEqual(simulation.announcements, ["Loading suggestions"])
    simulation.respond(to: simulation.pending[0], from: matching("B"))
    XCTAssertEqual(simulation.shownValues, ["Bern", "Basel", "Biel", "Brig"])
  }

  func test_dynamic_fastAnswer_neverShowsLoading() {
    var simulation = dynamic()
    simulation.type("B")
    simulation.advance(by: .milliseconds(300))
    simulation.respond(to: simulation.pending[0], from: matching("B"))
    simulation.advance(by: .seconds(1))
    XCTAssertEqual(simulation.machine.state.kind, .results)
    XCTAssertFalse(simulation.announcements.contains("Loading suggestions"))
    XCTAssertEqual(simulation.announcements, ["4 suggestions available"])
  }

  func test_zeroDebounce_fetchesAtOnce() {
    var simulation = dynamic { $0.debounce = .zero }
    simulation.type("B")
    XCTAssertEqual(simulation.fetches.map(\.request.query.text), ["B"])
  }

  func test_typingThreeKeys100msApart_sendsOneRequest250msAfterTheLast() {
    var simulation = dynamic()
    for text in ["a", "ab", "abc"] {
      simulation.type(text)
      simulation.advance(by: .milliseconds(100))
    }
    simulation.advance(by: .seconds(2))
    XCTAssertEqual(simulation.fetches.map(\.request.query.text), ["abc"])
    XCTAssertEqual(simulation.fetches.first?.time, .milliseconds(450))
  }

  // MARK: Answers

  func test_answers_itemsEmptyAndError() {
    var simulation = dynamic()
    settle(&simulation, "Zu")
    XCTAssertEqual(simulation.shownValues, ["Zürich", "Zug", "Zuoz"])
    settle(&simulation, "Zx")
    XCTAssertEqual(simulation.machine.state.kind, .noMatches)
    simulation.advance(by: .seconds(1))
    XCTAssertEqual(simulation.announcements.last, "No matches found")
    simulation.type("Ba")
    simulation.advance(by: .milliseconds(250))
    simulation.respond(to: simulation.pending[0], with: .failure(SourceFailure(message: "Offline")))
    guard case .failed(let message) = simulation.machine.state else {
      return XCTFail("expected failed, got \(simulation.machine.state.kind)")
    }
    XCTAssertEqual(message, "Offline")
    XCTAssertEqual(simulation.announcements.last, "Offline")
    simulation.type("Bi")
    simulation.advance(by: .milliseconds(250))
    simulation.respond(to: simulation.pending[0], with: .failure(CancellationError()))
    guard case .failed(let fallback) = simulation.machine.state else {
      return XCTFail("expected failed, got \(simulation.machine.state.kind)")
    }
    XCTAssertEqual(fallback, "Something went wrong.")
  }

  func test_hostTexts_replaceTheDefaults() {
    var simulation = dynamic {
      $0.texts.noMatchesTitle = "Nothing here"
      $0.texts.failureTitle = "Try again later"
    }
    settle(&simulation, "Zx")
    simulation.advance(by: .seconds(1))
    XCTAssertEqual(simulation.announcements.last, "Nothing here")
    simulation.type("Ba")
    simulation.advance(by: .milliseconds(250))
    simulation.respond(to: simulation.pending[0], with: .failure(CancellationError()))
    guard case .failed(let message) = simulation.machine.state else { return XCTFail("not failed") }
    XCTAssertEqual(message, "Try again later")
  }

  func test_staleAnswer_arrivingAfterTheCurrentOne_isNeverShown() {
    var simulation = dynamic { $0.debounce = .zero }
    simulation.type("B")
    let old = simulation.pending[0]
    simulation.type("Bi")
    let current = simulation.pending[1]
    simulation.respond(to: current, from: matching("Bi"))
    XCTAssertEqual(simulation.shownValues, ["Biel"])
    simulation.respond(to: old, from: matching("B"))
    XCTAssertEqual(simulation.shownValues, ["Biel"])
    simulation.respond(to: old, with: .failure(SourceFailure(message: "late")))
    XCTAssertEqual(simulation.machine.state.kind, .results)
  }

  func test_cache_backspacingShowsTheEarlierAnswerAtOnce_andIsBounded() {
    var simulation = dynamic { $0.cacheCapacity = 2 }
    settle(&simulation, "B")
    settle(&simulation, "Bi")
    simulation.type("B")
    XCTAssertEqual(simulation.shownValues, ["Bern", "Basel", "Biel", "Brig"])
    XCTAssertEqual(simulation.fetches.count, 2)
    settle(&simulation, "Z")
    simulation.type("B")
    XCTAssertEqual(simulation.machine.state.kind, .results, "used most recently: still cached")
    simulation.type("Bi")
    XCTAssertEqual(simulation.machine.state.kind, .hidden, "least recently used: evicted")
  }

  /// A source that must be asked every time (a host's RVS-style data source whose list may
  /// change) has no answer shown again from the cache, plain or merged.
  func test_sourceThatDoesNotCache_isAskedAgainForATextTypedAgain() {
    let index = AutofillIndex(["Bern"].map { AutofillItem($0) })
    for source in [Machine.Source.dynamic, .merged(index)] {
      var simulation = dynamic()
      simulation.apply(simulation.machine.setSource(source, cachesAnswers: false))
      settle(&simulation, "B")
      settle(&simulation, "Bi")
      simulation.type("B")
      simulation.advance(by: .milliseconds(250))
      XCTAssertEqual(
        simulation.fetches.map(\.request.query.text), ["B", "Bi", "B"], "\(source)")
    }
  }

  func test_changingOnlyTheTexts_keepsTheRowsAndAsksNothing() {
    var simulation = dynamic()
    settle(&simulation, "B")
    let rows = simulation.shownValues
    var configuration = simulation.machine.configuration
    configuration.texts = AutofillStateTexts(language: "fr")
    simulation.apply(simulation.machine.setConfiguration(configuration))
    simulation.advance(by: .seconds(1))
    XCTAssertEqual(simulation.shownValues, rows)
    XCTAssertEqual(simulation.fetches.count, 1, "nothing asked again")
    XCTAssertEqual(simulation.machine.configuration.texts.language, "fr")
  }

  func test_replacingSourceOrOptions_dropsTheCache() {
    var simulation = dynamic()
    settle(&simulation, "B")
    simulation.type("")
    var caseSensitive = Machine.Configuration()
    caseSensitive.options.isCaseSensitive = true
    simulation.apply(simulation.machine.setConfiguration(caseSensitive))
    simulation.type("B")
    XCTAssertEqual(simulation.machine.state.kind, .hidden)
    settle(&simulation, "B")
    simulation.type("")
    simulation.apply(simulation.machine.setSource(.dynamic))
    simulation.type("B")
    XCTAssertEqual(simulation.machine.state.kind, .hidden)
  }

  // MARK: Pages

  private let many = (1...7).map { "B\($0)" }

  /// A source of seven items in pages of three, with the first page shown.
  private func firstPageShown() -> MachineSimulation {
    var simulation = dynamic { $0.pageSize = 3 }
    simulation.type("B")
    simulation.advance(by: .milliseconds(250))
    simulation.respond(to: simulation.pending[0], from: many)
    return simulation
  }

  func test_pagination_loadsTheNextPageAtTheEnd_andStopsAfterAShortPage() {
    var simulation = firstPageShown()
    XCTAssertEqual(simulation.shownValues, ["B1", "B2", "B3"])
    simulation.apply(simulation.machine.reachEnd())
    XCTAssertEqual(simulation.pending.map(\.query.skip), [3])
    simulation.apply(simulation.machine.reachEnd())
    XCTAssertEqual(simulation.pending.count, 1, "one page at a time")
    simulation.respond(to: simulation.pending[0], from: many)
    XCTAssertEqual(simulation.shownValues, ["B1", "B2", "B3", "B4", "B5", "B6"])
    for _ in 0..<6 { simulation.apply(simulation.machine.moveHighlight(.down)) }
    XCTAssertEqual(simulation.machine.state.highlightedIndex, 5)
    XCTAssertEqual(
      simulation.pending.map(\.query.skip), [6], "highlight on the last row loads more")
    simulation.respond(to: simulation.pending[0], from: many)
    XCTAssertEqual(simulation.shownValues.count, 7)
    XCTAssertEqual(simulation.machine.state.highlightedIndex, 5, "highlight kept")
    simulation.apply(simulation.machine.reachEnd())
    XCTAssertTrue(simulation.pending.isEmpty, "a short page ends paging")
  }

  func test_pagination_errorKeepsTheRows_andStopsPaging() {
    var simulation = firstPageShown()
    simulation.apply(simulation.machine.reachEnd())
    simulation.respond(to: simulation.pending[0], with: .failure(SourceFailure(message: "x")))
    XCTAssertEqual(simulation.shownValues, ["B1", "B2", "B3"])
    simulation.apply(simulation.machine.reachEnd())
    XCTAssertTrue(simulation.pending.isEmpty)
  }

  // MARK: Highlight, selection, dismissal

  func test_highlight_followsTheComboboxPattern_andAnnouncesTheRow() {
    var machine = Machine(source: .items(AutofillIndex(values: cities)))
    _ = machine.beginEditing(text: "B")
    let steps: [(Machine.Direction, Int, UInt)] = [
      (.down, 0, #line), (.down, 1, #line), (.up, 0, #line), (.up, 3, #line), (.down, 0, #line),
    ]
    for (direction, expected, line) in steps {
      let effects = machine.moveHighlight(direction)
      XCTAssertEqual(machine.state.highlightedIndex, expected, line: line)
      let value = machine.state.suggestions[expected].item.value
      XCTAssertEqual(effects, [.announce("\(value), \(expected + 1) of 4")], line: line)
    }
    var fresh = Machine(source: .items(AutofillIndex(values: cities)))
    _ = fresh.beginEditing(text: "B")
    _ = fresh.moveHighlight(.up)
    XCTAssertEqual(fresh.state.highlightedIndex, 3, "up from nothing goes to the last row")
  }

  func test_highlight_inOtherStates_doesNothing() {
    var simulation = dynamic()
    simulation.type("B")
    XCTAssertEqual(simulation.machine.moveHighlight(.down), [])
    XCTAssertEqual(simulation.machine.state.kind, .hidden)
  }

  func test_select_setsTheValue_andDoesNotReopenForIt() {
    var simulation = dynamic()
    settle(&simulation, "Zu")
    simulation.apply(simulation.machine.moveHighlight(.down))
    simulation.apply(simulation.machine.moveHighlight(.down))
    simulation.apply(simulation.machine.selectHighlighted())
    XCTAssertEqual(simulation.fieldText, "Zug")
    XCTAssertEqual(simulation.machine.state.kind, .hidden)
    simulation.type("Zug")
    simulation.advance(by: .seconds(2))
    XCTAssertEqual(simulation.machine.state.kind, .hidden)
    XCTAssertEqual(simulation.fetches.count, 1, "no request for the selected text")
    simulation.type("Zu")
    simulation.advance(by: .milliseconds(250))
    XCTAssertEqual(simulation.machine.state.kind, .results, "editing again reopens (cached)")
  }

  func test_selectByTap_andReturnWithNothingHighlighted() {
    var machine = Machine(source: .items(AutofillIndex(values: cities)))
    _ = machine.beginEditing(text: "B")
    XCTAssertEqual(
      machine.selectHighlighted(), [], "Return with nothing highlighted selects nothing")
    XCTAssertEqual(machine.state.kind, .results)
    XCTAssertEqual(machine.select(row: 9), [])
    XCTAssertEqual(machine.select(row: 2), [.setText("Biel")])
    XCTAssertEqual(machine.text, "Biel")
  }

  func test_dismiss_hidesWithoutChangingTheText_typingReopens() {
    var simulation = dynamic { $0.debounce = .zero }
    simulation.type("B")
    simulation.apply(simulation.machine.dismiss())
    XCTAssertEqual(simulation.cancellations, 1)
    XCTAssertEqual(simulation.machine.text, "B")
    simulation.respond(to: simulation.pending[0], from: matching("B"))
    XCTAssertEqual(simulation.machine.state.kind, .hidden, "the answer after Escape is dropped")
    simulation.type("Bi")
    simulation.respond(to: simulation.pending[0], from: matching("Bi"))
    XCTAssertEqual(simulation.shownValues, ["Biel"])
  }

  func test_endEditing_disabling_andSecureEntry_hideAndCancel() {
    let actions: [(String, (inout Machine) -> [Machine.Effect], UInt)] = [
      ("end editing", { $0.endEditing() }, #line),
      ("autofill off", { $0.setAutofillOn(false) }, #line),
      ("secure entry", { $0.setSecureEntry(true) }, #line),
    ]
    for (name, act, line) in actions {
      var simulation = dynamic { $0.debounce = .zero }
      simulation.type("B")
      simulation.apply(act(&simulation.machine))
      XCTAssertEqual(simulation.machine.state.kind, .hidden, name, line: line)
      XCTAssertEqual(simulation.cancellations, 1, name, line: line)
      simulation.respond(to: simulation.pending[0], from: matching("B"))
      simulation.type("Bi")
      XCTAssertEqual(simulation.machine.state.kind, .hidden, name, line: line)
      XCTAssertEqual(simulation.fetches.count, 1, "\(name): no text leaves", line: line)
    }
  }

  func test_announcement_isDebounced_soFastTypingIsNotFlooded() {
    var machine = Machine(source: .items(AutofillIndex(values: cities)))
    var simulation = MachineSimulation(machine)
    simulation.begin()
    for text in ["B", "Bi", "B", "Br"] {
      simulation.type(text)
      simulation.advance(by: .milliseconds(100))
    }
    simulation.advance(by: .seconds(1))
    XCTAssertEqual(simulation.announcements, ["1 suggestion available"])
    machine = simulation.machine
    XCTAssertEqual(machine.announcementDelayElapsed(generation: machine.generation - 1), [])
  }
}
