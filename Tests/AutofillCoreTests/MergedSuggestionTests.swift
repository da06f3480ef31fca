import AutofillCore
import Foundation
import XCTest

/// The rows of ``AutofillSuggestionMachine``'s second transition table for a merged source:
/// the field's own items at once, the source's answers under them, in virtual time.
final class MergedSuggestionTests: XCTestCase {
  private typealias Machine = AutofillSuggestionMachine
  private let local = ["Zürich", "Zug", "Zuoz", "Bern"]
  private let server = ["Zug", "Zumikon", "Zuchwil", "Zürich", "Zunzgen", "Zullwil"]

  private func merged(_ configure: (inout Machine.Configuration) -> Void = { _ in })
    -> MachineSimulation
  {
    var configuration = Machine.Configuration()
    configure(&configuration)
    let index = AutofillIndex(local.map { AutofillItem($0) })
    var simulation = MachineSimulation(
      Machine(source: .merged(index), configuration: configuration))
    simulation.begin()
    return simulation
  }

  private func serverMatches(_ text: String) -> [String] {
    server.filter { $0.lowercased().hasPrefix(text.lowercased()) }
  }

  private func origins(_ simulation: MachineSimulation) -> [AutofillSuggestion.Origin] {
    simulation.machine.state.suggestions.map(\.origin)
  }

  func test_textChanged_localMatchesShowAtOnce_sourceAskedAfterTheDebounce() {
    var simulation = merged()
    simulation.type("Zu")
    XCTAssertEqual(simulation.shownValues, ["Zürich", "Zug", "Zuoz"])
    XCTAssertEqual(origins(simulation), [.items, .items, .items])
    XCTAssertTrue(simulation.fetches.isEmpty, "the source waits for the debounce")
    simulation.advance(by: .milliseconds(249))
    XCTAssertTrue(simulation.fetches.isEmpty)
    simulation.advance(by: .milliseconds(1))
    XCTAssertEqual(simulation.fetches.map(\.request.query.text), ["Zu"])
    XCTAssertEqual(simulation.machine.sourceStatus, .idle)
    simulation.advance(by: .milliseconds(500))
    XCTAssertEqual(simulation.announcements, ["3 suggestions available"])
  }

  /// A revealed password: the text typed while the field was secure shows the items' matches
  /// but never reaches the source, as for a plain source; the next edit does.
  func test_secureEntryTurnedOff_theSecretTextNeverReachesTheSource() {
    var simulation = merged()
    simulation.apply(simulation.machine.setSecureEntry(true))
    simulation.type("Zu")
    simulation.apply(simulation.machine.setSecureEntry(false))
    simulation.advance(by: .seconds(1))
    XCTAssertTrue(
      simulation.fetches.isEmpty, "asked with \(simulation.fetches.map(\.request.query.text))")
    simulation.type("Zum")
    simulation.advance(by: .milliseconds(250))
    XCTAssertEqual(simulation.fetches.map(\.request.query.text), ["Zum"])
  }

  func test_textChanged_noLocalMatch_hidesUntilTheSourceAnswers() throws {
    var simulation = merged()
    simulation.type("Zun")
    XCTAssertEqual(simulation.machine.state.kind, .hidden)
    simulation.advance(by: .milliseconds(250))
    let request = try XCTUnwrap(simulation.pending.last)
    simulation.respond(to: request, from: serverMatches("Zun"))
    XCTAssertEqual(simulation.shownValues, ["Zunzgen"])
    XCTAssertEqual(origins(simulation), [.source])
  }

  func test_answer_goesUnderTheLocalRows_eachValueOnce_keepingTheHighlight() throws {
    var simulation = merged()
    simulation.type("Zu")
    simulation.apply(simulation.machine.moveHighlight(.down))
    simulation.apply(simulation.machine.moveHighlight(.down))
    simulation.advance(by: .milliseconds(250))
    let request = try XCTUnwrap(simulation.pending.last)
    simulation.respond(to: request, from: serverMatches("Zu"))
    XCTAssertEqual(
      simulation.shownValues, ["Zürich", "Zug", "Zuoz", "Zumikon", "Zuchwil", "Zunzgen", "Zullwil"])
    XCTAssertEqual(
      origins(simulation), [.items, .items, .items, .source, .source, .source, .source])
    XCTAssertEqual(simulation.machine.state.highlightedIndex, 1, "Zug stays highlighted")
    XCTAssertEqual(simulation.machine.sourceStatus, .idle)
  }

  func test_loadingDelay_withLocalRows_showsTheLoadingRowUnderThem_withoutAnnouncing() throws {
    var simulation = merged()
    simulation.type("Zu")
    simulation.advance(by: .milliseconds(250 + 149))
    XCTAssertEqual(simulation.machine.sourceStatus, .idle)
    simulation.advance(by: .milliseconds(1))
    XCTAssertEqual(simulation.machine.sourceStatus, .loading)
    XCTAssertEqual(simulation.shownValues, ["Zürich", "Zug", "Zuoz"])
    XCTAssertFalse(simulation.announcements.contains("Loading suggestions"))
    let request = try XCTUnwrap(simulation.pending.last)
    simulation.respond(to: request, from: serverMatches("Zu"))
    XCTAssertEqual(simulation.machine.sourceStatus, .idle)
  }

  func test_loadingDelay_withoutLocalRows_showsTheLoadingState() {
    var simulation = merged()
    simulation.type("Zun")
    simulation.advance(by: .milliseconds(400))
    XCTAssertEqual(simulation.machine.state.kind, .loading)
    XCTAssertEqual(simulation.machine.sourceStatus, .idle)
    XCTAssertEqual(simulation.announcements, ["Loading suggestions"])
  }

  func test_error_withLocalRows_showsTheFailedRowUnderThem() throws {
    var simulation = merged()
    simulation.type("Zu")
    simulation.advance(by: .milliseconds(400))
    let request = try XCTUnwrap(simulation.pending.last)
    simulation.respond(to: request, with: .failure(SourceFailure(message: "Server is down")))
    XCTAssertEqual(simulation.shownValues, ["Zürich", "Zug", "Zuoz"])
    XCTAssertEqual(simulation.machine.sourceStatus, .failed(message: "Server is down"))
    XCTAssertEqual(simulation.announcements.last, "Server is down")
  }

  func test_error_withoutLocalRows_isTheFailedState() throws {
    var simulation = merged()
    simulation.type("Zun")
    simulation.advance(by: .milliseconds(250))
    let request = try XCTUnwrap(simulation.pending.last)
    simulation.respond(to: request, with: .failure(CancellationError()))
    guard case .failed(let message) = simulation.machine.state else {
      return XCTFail("expected the failed state, got \(simulation.machine.state.kind)")
    }
    XCTAssertEqual(message, "Something went wrong.")
    XCTAssertEqual(simulation.machine.sourceStatus, .idle)
  }

  func test_outOfOrderAnswers_whileLocalRowsShow_onlyTheCurrentOneShows() throws {
    var simulation = merged()
    simulation.type("Zu")
    simulation.advance(by: .milliseconds(250))
    let older = try XCTUnwrap(simulation.pending.last)
    simulation.type("Zug")
    XCTAssertEqual(simulation.shownValues, ["Zug"], "local rows for the new text at once")
    simulation.advance(by: .milliseconds(250))
    let current = try XCTUnwrap(simulation.pending.last)
    XCTAssertNotEqual(older, current)
    simulation.respond(to: older, from: serverMatches("Zu"))
    XCTAssertEqual(simulation.shownValues, ["Zug"], "the older answer never shows")
    simulation.respond(
      to: current, with: .success([AutofillItem("Zug"), AutofillItem("Zugerberg")]))
    XCTAssertEqual(simulation.shownValues, ["Zug", "Zugerberg"])
    simulation.respond(to: older, with: .failure(SourceFailure(message: "late")))
    XCTAssertEqual(simulation.shownValues, ["Zug", "Zugerberg"])
    XCTAssertEqual(simulation.machine.sourceStatus, .idle, "a stale failure shows nothing")
  }

  func test_staleFailure_whileLocalRowsShow_changesNothing() throws {
    var simulation = merged()
    simulation.type("Zu")
    simulation.advance(by: .milliseconds(250))
    let older = try XCTUnwrap(simulation.pending.last)
    simulation.type("Zuo")
    simulation.respond(to: older, with: .failure(SourceFailure(message: "late")))
    XCTAssertEqual(simulation.shownValues, ["Zuoz"])
    XCTAssertEqual(simulation.machine.sourceStatus, .idle)
    XCTAssertFalse(simulation.announcements.contains("late"))
  }

  func test_cachedAnswer_showsMergedAtOnce() throws {
    var simulation = merged()
    simulation.type("Zu")
    simulation.advance(by: .milliseconds(250))
    simulation.respond(to: try XCTUnwrap(simulation.pending.last), from: serverMatches("Zu"))
    simulation.type("Zuo")
    simulation.type("Zu")
    let fetches = simulation.fetches.count
    XCTAssertEqual(simulation.shownValues.count, 7)
    simulation.advance(by: .seconds(1))
    XCTAssertEqual(simulation.fetches.count, fetches, "no new fetch for a cached text")
  }

  func test_emptyAnswer_keepsTheLocalRows_orSaysNoMatches() throws {
    var simulation = merged()
    simulation.type("Zuo")
    simulation.advance(by: .milliseconds(250))
    simulation.respond(to: try XCTUnwrap(simulation.pending.last), with: .success([]))
    XCTAssertEqual(simulation.shownValues, ["Zuoz"])
    simulation.type("Zx")
    simulation.advance(by: .milliseconds(250))
    simulation.respond(to: try XCTUnwrap(simulation.pending.last), with: .success([]))
    XCTAssertEqual(simulation.machine.state.kind, .noMatches)
  }

  func test_nextPage_isAskedAtTheLastRow_andMergedWithoutDuplicates() throws {
    var simulation = merged { $0.pageSize = 2 }
    simulation.type("Zu")
    simulation.advance(by: .milliseconds(250))
    simulation.respond(to: try XCTUnwrap(simulation.pending.last), from: serverMatches("Zu"))
    XCTAssertEqual(simulation.shownValues, ["Zürich", "Zug", "Zuoz", "Zumikon"])
    for _ in 0..<4 { simulation.apply(simulation.machine.moveHighlight(.down)) }
    let next = try XCTUnwrap(simulation.pending.last)
    XCTAssertEqual(next.query.skip, 2, "skip counts the source's rows, not the local ones")
    simulation.respond(to: next, from: serverMatches("Zu"))
    XCTAssertEqual(
      simulation.shownValues, ["Zürich", "Zug", "Zuoz", "Zumikon", "Zuchwil", "Zunzgen"])
    XCTAssertEqual(simulation.machine.state.highlightedIndex, 3)
  }

  func test_answerLongerThanThePage_isTrimmed() throws {
    var simulation = merged { $0.pageSize = 1 }
    simulation.type("Zun")
    simulation.advance(by: .milliseconds(250))
    let request = try XCTUnwrap(simulation.pending.last)
    simulation.respond(
      to: request, with: .success(["Zunzgen", "Zunzwil"].map { AutofillItem($0) }))
    XCTAssertEqual(simulation.shownValues, ["Zunzgen"])
  }

  func test_selectingASourceRow_setsTheText() throws {
    var simulation = merged()
    simulation.type("Zu")
    simulation.advance(by: .milliseconds(250))
    simulation.respond(to: try XCTUnwrap(simulation.pending.last), from: serverMatches("Zu"))
    simulation.apply(simulation.machine.select(row: 3))
    XCTAssertEqual(simulation.fieldText, "Zumikon")
    XCTAssertEqual(simulation.machine.state.kind, .hidden)
    XCTAssertEqual(simulation.machine.sourceStatus, .idle)
  }

  func test_rows_putSectionTitlesAboveEachOrigin_andTheStatusRowLast() throws {
    var simulation = merged()
    simulation.type("Zu")
    simulation.advance(by: .milliseconds(400))
    var texts = AutofillStateTexts(language: "en")
    texts.itemsSectionTitle = "On this device"
    texts.sourceSectionTitle = "From the server"
    let loading = AutofillDropdownRow.rows(
      for: simulation.machine.state, sourceStatus: simulation.machine.sourceStatus, texts: texts)
    XCTAssertEqual(
      loading.map(\.title),
      ["On this device", "Zürich", "Zug", "Zuoz", "From the server", "Loading options"])
    XCTAssertEqual(loading.map(\.isSelectable), [false, true, true, true, false, false])
    simulation.respond(to: try XCTUnwrap(simulation.pending.last), from: serverMatches("Zun"))
    let merged = AutofillDropdownRow.rows(
      for: simulation.machine.state, sourceStatus: simulation.machine.sourceStatus, texts: texts)
    XCTAssertEqual(
      merged.map(\.title),
      ["On this device", "Zürich", "Zug", "Zuoz", "From the server", "Zunzgen"])
    XCTAssertEqual(merged[5].kind, .suggestion(index: 3))
    XCTAssertEqual(merged[5].accessibilityValue, "4 of 4")
    let untitled = AutofillDropdownRow.rows(
      for: simulation.machine.state, sourceStatus: .failed(message: "Down"),
      texts: AutofillStateTexts(language: "en"))
    XCTAssertEqual(untitled.map(\.title), ["Zürich", "Zug", "Zuoz", "Zunzgen", "Down"])
    XCTAssertEqual(untitled.last?.kind, .failed)
  }

  /// The items' title names them apart from a source's rows or status: alone, they have none.
  func test_rows_itemsAlone_haveNoSectionTitle() {
    var simulation = merged()
    simulation.type("Zu")
    var texts = AutofillStateTexts(language: "en")
    texts.itemsSectionTitle = "On this device"
    let rows = AutofillDropdownRow.rows(
      for: simulation.machine.state, sourceStatus: .idle, texts: texts)
    XCTAssertEqual(rows.map(\.title), ["Zürich", "Zug", "Zuoz"])
    let withStatus = AutofillDropdownRow.rows(
      for: simulation.machine.state, sourceStatus: .loading, texts: texts)
    XCTAssertEqual(withStatus.first?.title, "On this device")
  }
}
