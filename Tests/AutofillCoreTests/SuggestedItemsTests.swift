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

  /// Replacing them while a text shows asks the source again for that text (debounced), as a
  /// new text does; the answer for the older generation is dropped.
  func test_replacedWhileASourceIsAsked_theOlderAnswerIsDropped() {
    var simulation = editing(.dynamic)
    simulation.apply(simulation.machine.setSuggestedItems(items("a")))
    simulation.type("ab")
    simulation.advance(by: .milliseconds(250))
    let first = simulation.pending[0]
    simulation.apply(simulation.machine.setSuggestedItems(items("b")))
    simulation.respond(to: first, from: ["abc"])
    XCTAssertEqual(simulation.shownValues, ["b"])
    simulation.advance(by: .milliseconds(250))
    simulation.respond(to: simulation.pending[0], from: ["abc"])
    XCTAssertEqual(simulation.shownValues, ["b", "abc"])
  }
}
