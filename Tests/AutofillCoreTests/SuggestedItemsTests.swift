import AutofillCore
import Foundation
import XCTest

/// The host's own rows (``AutofillSuggestionMachine/setSuggestedItems(_:)``), in virtual time:
/// shown first as given, never matched or filtered, above the list's matches and the source's
/// rows; a pick or a dismissal keeps them from opening the dropdown until the next edit.
final class SuggestedItemsTests: XCTestCase {
  private typealias Machine = AutofillSuggestionMachine

  private func editing(_ source: Machine.Source, _ text: String = "") -> MachineSimulation {
    var simulation = MachineSimulation(Machine(source: source))
    simulation.begin(text)
    return simulation
  }

  private func items(_ values: String...) -> [AutofillItem] { values.map { AutofillItem($0) } }

  private var cities: AutofillIndex {
    AutofillIndex(["Zürich", "Zug", "Genève"].map { AutofillItem($0) })
  }

  /// The dictionary app's row of the typed character: without them first and unfiltered, "z"
  /// (which does not match "zu") would not show, and "Zug" would show twice.
  func test_beforeTheListsMatches_asGiven_eachValueOnce() {
    var simulation = editing(.items(cities))
    simulation.apply(simulation.machine.setSuggestedItems(items("z", "Zug")))
    simulation.type("zu")
    XCTAssertEqual(simulation.shownValues, ["z", "Zug", "Zürich"])
    XCTAssertEqual(
      simulation.machine.state.suggestions.map { $0.matchedRange != nil }, [false, false, true])
  }

  /// A list's matches with the same value and different subtitles all still show: only a
  /// value a suggested row shows is left out.
  func test_matchesWithTheSameValue_areKeptUnlessASuggestedRowShowsIt() {
    let index = AutofillIndex([
      AutofillItem("Zug", subtitle: "Canton"), AutofillItem("Zug", subtitle: "Town"),
    ])
    var simulation = editing(.items(index))
    simulation.apply(simulation.machine.setSuggestedItems(items("zu")))
    simulation.type("zu")
    XCTAssertEqual(simulation.shownValues, ["zu", "Zug", "Zug"])
  }

  /// The MapKit app's own answers: without a list or source they are what shows, in their
  /// order, for a text that matches none of them; an empty answer hides.
  func test_alone_showTheAnswerAsItComes_emptyHides() {
    var simulation = editing(.none, "pari")
    XCTAssertEqual(simulation.machine.state.kind, .hidden)
    simulation.apply(simulation.machine.setSuggestedItems(items("Paris, France", "Parma")))
    XCTAssertEqual(simulation.shownValues, ["Paris, France", "Parma"])
    simulation.apply(simulation.machine.setSuggestedItems(items("Bern", "Paris, Texas")))
    XCTAssertEqual(simulation.shownValues, ["Bern", "Paris, Texas"])
    simulation.advance(by: .milliseconds(500))
    XCTAssertEqual(simulation.announcements.last, "2 suggestions available")
    simulation.apply(simulation.machine.setSuggestedItems([]))
    XCTAssertEqual(simulation.machine.state.kind, .hidden)
  }

  /// Without the pick closing them, the answer the app gets for the picked text would open
  /// the dropdown again under the field that just took its value.
  func test_afterAPick_newItemsWaitForTheNextEdit() {
    var simulation = editing(.none, "pa")
    simulation.apply(simulation.machine.setSuggestedItems(items("Paris", "Parma")))
    simulation.apply(simulation.machine.select(row: 0))
    simulation.type(simulation.fieldText)
    XCTAssertEqual(simulation.fieldText, "Paris")
    simulation.apply(simulation.machine.setSuggestedItems(items("Paris", "Paris, Texas")))
    XCTAssertEqual(simulation.machine.state.kind, .hidden)
    simulation.type("Paris,")
    XCTAssertEqual(simulation.shownValues, ["Paris", "Paris, Texas"])
  }

  func test_afterADismissal_newItemsWaitForTheNextEdit() {
    var simulation = editing(.none, "pa")
    simulation.apply(simulation.machine.setSuggestedItems(items("Paris")))
    simulation.apply(simulation.machine.dismiss())
    simulation.apply(simulation.machine.setSuggestedItems(items("Parma")))
    XCTAssertEqual(simulation.machine.state.kind, .hidden)
    simulation.type("par")
    XCTAssertEqual(simulation.shownValues, ["Parma"])
  }

  /// They follow the rule of the text: a text shorter than the minimum shows none of them,
  /// and editing ending hides them.
  func test_textTooShort_orNotEditing_showsNone() {
    var configuration = Machine.Configuration()
    configuration.minimumQueryLength = 2
    var simulation = MachineSimulation(Machine(source: .none, configuration: configuration))
    simulation.begin("p")
    simulation.apply(simulation.machine.setSuggestedItems(items("Paris")))
    XCTAssertEqual(simulation.machine.state.kind, .hidden)
    simulation.type("pa")
    XCTAssertEqual(simulation.shownValues, ["Paris"])
    simulation.apply(simulation.machine.endEditing())
    simulation.apply(simulation.machine.setSuggestedItems(items("Parma")))
    XCTAssertEqual(simulation.machine.state.kind, .hidden)
  }

  /// Beside a source they show at once, the source is asked after the debounce, and its rows
  /// go under them (each value once), with its loading and failed rows under them too.
  func test_withASource_showAtOnce_theSourcesRowsAndStatusGoUnder() {
    var simulation = editing(.dynamic)
    simulation.apply(simulation.machine.setSuggestedItems(items("é")))
    simulation.type("é")
    XCTAssertEqual(simulation.shownValues, ["é"])
    XCTAssertTrue(simulation.fetches.isEmpty)
    simulation.advance(by: .milliseconds(250 + 150))
    XCTAssertEqual(simulation.fetches.map(\.request.query.text), ["é"])
    XCTAssertEqual(simulation.machine.sourceStatus, .loading)
    simulation.respond(to: simulation.pending[0], from: ["é", "école", "été"])
    XCTAssertEqual(simulation.shownValues, ["é", "école", "été"])
    XCTAssertEqual(simulation.machine.sourceStatus, .idle)

    simulation.type("éc")
    simulation.advance(by: .milliseconds(250))
    simulation.respond(to: simulation.pending[0], with: .failure(SourceFailure(message: "Offline")))
    XCTAssertEqual(simulation.shownValues, ["é"])
    XCTAssertEqual(simulation.machine.sourceStatus, .failed(message: "Offline"))
  }

  /// Replacing them for the same text keeps the request the source is answering (its answer
  /// goes under the new rows), its pages and the highlight on its item; only a new text asks
  /// the source again. Without it, each new array (an app recomputing its rows on every
  /// update) would cancel a valid request, drop the loaded rows and the highlight.
  func test_replacedForTheSameText_keepTheRequestPagesAndHighlight_aNewTextAsksAgain() {
    var simulation = editing(.dynamic)
    simulation.apply(simulation.machine.setSuggestedItems(items("a")))
    simulation.type("ab")
    simulation.advance(by: .milliseconds(250))
    let first = simulation.pending[0]
    simulation.apply(simulation.machine.setSuggestedItems(items("b", "a")))
    XCTAssertEqual(simulation.shownValues, ["b", "a"])
    simulation.respond(to: first, from: ["abc", "abd"])
    XCTAssertEqual(simulation.shownValues, ["b", "a", "abc", "abd"])
    for _ in 0..<3 { simulation.apply(simulation.machine.moveHighlight(.down)) }
    XCTAssertEqual(simulation.machine.state.highlightedIndex, 2)
    simulation.apply(simulation.machine.setSuggestedItems(items("c")))
    XCTAssertEqual(simulation.shownValues, ["c", "abc", "abd"])
    XCTAssertEqual(simulation.machine.state.highlightedIndex, 1, "still on abc")
    simulation.advance(by: .seconds(1))
    XCTAssertEqual(simulation.fetches.count, 1, "the same text is not asked again")
    XCTAssertEqual(simulation.cancellations, 0)
    simulation.apply(simulation.machine.setSuggestedItems([]))
    XCTAssertEqual(simulation.shownValues, ["abc", "abd"])
    simulation.type("abx")
    simulation.advance(by: .milliseconds(250))
    XCTAssertEqual(simulation.fetches.map(\.request.query.text), ["ab", "abx"])
  }

  /// Replaced while the source is asked and nothing else shows, the loading state stays (it
  /// does not turn into "no matches" before the answer).
  func test_emptiedWhileTheSourceIsAsked_theLoadingStateStays() {
    var simulation = editing(.dynamic)
    simulation.apply(simulation.machine.setSuggestedItems(items("a")))
    simulation.type("ab")
    simulation.advance(by: .seconds(1))
    XCTAssertEqual(simulation.machine.sourceStatus, .loading)
    simulation.apply(simulation.machine.setSuggestedItems([]))
    XCTAssertEqual(simulation.machine.state.kind, .loading)
    simulation.respond(to: simulation.pending[0], from: ["abc"])
    XCTAssertEqual(simulation.shownValues, ["abc"])
  }

  /// They keep their order when some have sections: the list's rows without a section do not
  /// join their group. Without an origin of their own, "Cab" (section "Typed") would move
  /// under the list's "Cat".
  func test_withSections_neverReordered_theListsRowsStayUnder() {
    var simulation = editing(.items(AutofillIndex([AutofillItem("Cat")])))
    simulation.apply(
      simulation.machine.setSuggestedItems([
        AutofillItem("Ca"), AutofillItem("Cab", section: "Typed"), AutofillItem("Cz"),
      ]))
    simulation.type("ca")
    XCTAssertEqual(simulation.shownValues, ["Ca", "Cab", "Cz", "Cat"])
    XCTAssertEqual(
      simulation.machine.state.suggestions.map(\.origin),
      [.suggested, .suggested, .suggested, .items])
  }
}
