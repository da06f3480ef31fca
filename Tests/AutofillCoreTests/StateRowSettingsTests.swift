import AutofillCore
import Foundation
import XCTest

/// ``AutofillSuggestionMachine/Configuration/showsNoMatchesRow`` and
/// ``AutofillSuggestionMachine/Configuration/showsFailureRow``: off, the dropdown hides where it
/// would show the row, and VoiceOver hears nothing for it.
final class StateRowSettingsTests: XCTestCase {
  private typealias Machine = AutofillSuggestionMachine

  private func simulation(
    _ source: Machine.Source = .dynamic, noMatches: Bool = false, failure: Bool = false
  ) -> MachineSimulation {
    var configuration = Machine.Configuration()
    configuration.showsNoMatchesRow = noMatches
    configuration.showsFailureRow = failure
    var simulation = MachineSimulation(Machine(source: source, configuration: configuration))
    simulation.begin()
    return simulation
  }

  /// Types, waits out the debounce and the loading delay (so the loading row shows), and
  /// answers.
  private func answer(
    _ simulation: inout MachineSimulation, _ text: String,
    with result: Result<[AutofillItem], any Error>
  ) {
    simulation.type(text)
    simulation.advance(by: .milliseconds(400))
    simulation.respond(to: simulation.pending[0], with: result)
  }

  func test_defaults_showBothRows() {
    let configuration = Machine.Configuration()
    XCTAssertTrue(configuration.showsNoMatchesRow)
    XCTAssertTrue(configuration.showsFailureRow)
  }

  func test_noMatchesHidden_anEmptyAnswerHidesTheDropdown_silently_cachedToo() {
    var simulation = simulation(failure: true)
    answer(&simulation, "Zx", with: .success([]))
    XCTAssertEqual(simulation.machine.state.kind, .hidden)
    simulation.advance(by: .seconds(1))
    XCTAssertFalse(simulation.announcements.contains("No matches found"))
    simulation.type("Zxy")
    simulation.type("Zx")
    XCTAssertTrue(simulation.pending.isEmpty, "the empty answer is cached")
    XCTAssertEqual(simulation.machine.state.kind, .hidden)
    answer(&simulation, "Ba", with: .failure(SourceFailure(message: "Offline")))
    XCTAssertEqual(simulation.machine.state.kind, .failed, "the other row shows")
  }

  func test_failureHidden_anErrorHidesTheDropdown_silently() {
    var simulation = simulation(noMatches: true)
    answer(&simulation, "Ba", with: .failure(SourceFailure(message: "Offline")))
    XCTAssertEqual(simulation.machine.state.kind, .hidden)
    XCTAssertEqual(simulation.announcements, ["Loading suggestions"])
    answer(&simulation, "Zx", with: .success([]))
    XCTAssertEqual(simulation.machine.state.kind, .noMatches, "the other row shows")
  }

  func test_merged_failureHidden_keepsTheListsRowsWithoutTheFailedRow() {
    let index = AutofillIndex(["Zürich", "Zug"].map { AutofillItem($0) })
    var simulation = simulation(.merged(index))
    answer(&simulation, "Zu", with: .failure(SourceFailure(message: "Offline")))
    XCTAssertEqual(simulation.shownValues, ["Zürich", "Zug"])
    XCTAssertEqual(simulation.machine.sourceStatus, .idle, "the loading row goes too")
    XCTAssertFalse(simulation.announcements.contains("Offline"))
    answer(&simulation, "Bx", with: .failure(SourceFailure(message: "Offline")))
    XCTAssertEqual(simulation.machine.state.kind, .hidden)
    answer(&simulation, "Bxy", with: .success([]))
    XCTAssertEqual(simulation.machine.state.kind, .hidden)
  }

  func test_rows_ofAHiddenState_areNone() {
    var simulation = simulation()
    answer(&simulation, "Zx", with: .success([]))
    XCTAssertEqual(
      AutofillDropdownRow.rows(
        for: simulation.machine.state, sourceStatus: simulation.machine.sourceStatus), [])
  }
}
