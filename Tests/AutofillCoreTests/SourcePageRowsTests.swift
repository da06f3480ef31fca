import AutofillCore
import Foundation
import XCTest

/// The rows of a source's page carry the same matched ranges and typo counts as the page's own
/// index answers in relevance order, although the machine indexes pages for source order only
/// (which never sorts the suffixes inside a long value).
final class SourcePageRowsTests: XCTestCase {
  private let page = [
    "Zürich Hauptbahnhof", "Bahnhof Zürich", "Zurich", "Bahnhofstrasse 1, Zürich", "Zuerich",
    "Neu-Zürich Zürich", "zürich", String(repeating: "ab ", count: 2_000) + "Zürich ab",
  ]

  func test_sourcePageRows_haveTheRangesOfTheRelevanceOrder() {
    let cases: [(mode: AutofillMatchMode, typos: Int, query: String, line: UInt)] = [
      (.prefix, 0, "zür", #line),
      (.exact, 0, "zürich", #line),
      (.suffix, 0, "zürich", #line),
      (.suffix, 0, "ab", #line),
      (.contains, 0, "zür", #line),
      (.contains, 0, "bahnhof", #line),
      (.contains, 0, "ab ab", #line),
      (.contains, 2, "zurihc", #line),
      (.prefix, 1, "zurihc", #line),
      (.suffix, 2, "zurihc", #line),
    ]
    for (mode, typos, query, line) in cases {
      var options = AutofillMatchOptions(maximumCount: -1, maximumTypos: typos)
      options.mode = mode
      var configuration = AutofillSuggestionMachine.Configuration()
      configuration.options = options
      configuration.debounce = .zero
      var simulation = MachineSimulation(
        AutofillSuggestionMachine(source: .dynamic, configuration: configuration))
      simulation.begin()
      simulation.type(query)
      guard let request = simulation.pending.last else {
        XCTFail("no fetch for \(query.debugDescription)", line: line)
        continue
      }
      simulation.respond(to: request, from: page)
      let expected = Dictionary(
        AutofillIndex(values: page).matches(for: query, options: options).map {
          ($0.itemIndex, Self.describe($0.item.value, $0.range, $0.typos))
        }, uniquingKeysWith: { first, _ in first })
      XCTAssertFalse(expected.isEmpty, "\(mode) \(query) matches something", line: line)
      let rows = simulation.machine.state.suggestions
      XCTAssertEqual(rows.map(\.item.value), page, "\(mode) \(query)", line: line)
      for (index, row) in rows.enumerated() {
        XCTAssertEqual(
          Self.describe(row.item.value, row.matchedRange, row.typos), expected[index] ?? "none",
          "\(mode) \(query.debugDescription), row \(index)", line: line)
      }
    }
  }

  /// A matched range as UTF-16 offsets, with its typo count.
  private static func describe(_ value: String, _ range: Range<String.Index>?, _ typos: Int)
    -> String
  {
    guard let range else { return "none" }
    let lower = range.lowerBound.utf16Offset(in: value)
    return "\(lower)..<\(range.upperBound.utf16Offset(in: value)) typos \(typos)"
  }
}
