import AutofillCore
import XCTest

/// The documented header over a lone source's rows (`texts.sourceSectionTitle`): over its rows,
/// under a section of their own when they have one, never over its loading, no-matches or
/// failed state.
final class SourceSectionTitleTests: XCTestCase {
  /// The rows a lone source's answer to "a" shows, spelled "[title]" for headers.
  private func spelled(
    answer: Result<[AutofillItem], any Error>?, loadingShown: Bool = false
  ) throws -> [String] {
    var configuration = AutofillSuggestionMachine.Configuration()
    configuration.texts.sourceSectionTitle = "Counselors"
    var simulation = MachineSimulation(
      AutofillSuggestionMachine(source: .dynamic, configuration: configuration))
    simulation.begin()
    simulation.type("a")
    simulation.advance(by: .milliseconds(loadingShown ? 400 : 250))
    if let answer {
      simulation.respond(to: try XCTUnwrap(simulation.pending.first), with: answer)
    }
    return AutofillDropdownRow.rows(for: simulation.machine.state, texts: configuration.texts)
      .map { $0.kind == .sectionTitle ? "[\($0.title)]" : $0.title }
  }

  func test_loneSource_rowsShowUnderTheSourceTitle_itsStatesWithout() throws {
    let cases:
      [(answer: Result<[AutofillItem], any Error>?, loading: Bool, expected: [String], line: UInt)] =
        [
          (
            .success([AutofillItem("Ada"), AutofillItem("Alan")]), false,
            ["[Counselors]", "Ada", "Alan"], #line
          ),
          (
            .success([AutofillItem("Ada"), AutofillItem("Alan", section: "Faculty")]), false,
            ["[Counselors]", "Ada", "[Faculty]", "Alan"], #line
          ),
          (.success([]), false, ["No matches found"], #line),
          (.failure(SourceFailure(message: "Offline")), false, ["Offline"], #line),
          (nil, true, ["Loading options"], #line),
        ]
    for (answer, loading, expected, line) in cases {
      XCTAssertEqual(try spelled(answer: answer, loadingShown: loading), expected, line: line)
    }
  }
}
