import AutofillCore
import Foundation
import XCTest

@testable import AutofillCLI

/// `autofill bench --worst-case` and the widened query mix of `autofill bench` (timed by hand,
/// never here: these check what is run and reported).
final class WorstCaseBenchTests: XCTestCase {
  private static let values = [
    "Straße", "aufreißen", "Fluß", "ﬁnal", "office", "essen", "Messe", "sassafras", "en",
    "entente", "Zürich", "New York",
  ]

  func test_adversarialSet_hasTheIssuesShapes_upTo1000Characters() {
    let queries = WorstCaseBench.queries
    XCTAssertEqual(queries.map(\.count).max(), 1_000)
    for (query, line) in [
      (String(repeating: "s", count: 8), #line), ("ßßßß", #line), ("sssss", #line),
      (String(repeating: "ﬃ", count: 1_000), #line), ("antiantiantiantianti", #line),
      ("ent", #line), ("en", #line), ("aufreiß", #line), ("FORESTO", #line),
    ] as [(String, UInt)] {
      XCTAssertTrue(queries.contains(query), query, line: line)
    }
    XCTAssertTrue(queries.contains { $0.unicodeScalars.contains { $0.value == 0x301 } })
  }

  func test_optionCombinations_coverModesFoldingsOrderingsLimitsAndTypos() {
    let all = WorstCaseBench.optionCombinations
    XCTAssertEqual(all.count, 4 * 4 * 2 * 2 * 3)
    XCTAssertEqual(Set(all).count, all.count)
    XCTAssertEqual(Set(all.map(\.mode)), Set(AutofillMatchMode.allCases))
    XCTAssertEqual(Set(all.map(\.maximumTypos)), [0, 1, 2])
    XCTAssertEqual(Set(all.map(\.maximumCount)), [5, 1_000])
  }

  func test_run_timesEveryQueryInEveryCombination_slowestFirst() throws {
    let index = AutofillIndex(values: Self.values)
    let queries = ["ss", "ßßßß", "entente"]
    let bench = WorstCaseBench(index: index, queries: queries, runs: 2) { _ in }
    XCTAssertEqual(bench.lookups.count, queries.count * WorstCaseBench.optionCombinations.count)
    let times = bench.lookups.map(\.microseconds)
    XCTAssertEqual(times, times.sorted(by: >))
    XCTAssertEqual(bench.maximum, times.first)
    let json = bench.json(slowest: 3)
    let object = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    XCTAssertEqual(object["lookups"] as? Int, bench.lookups.count)
    XCTAssertEqual((object["slowest"] as? [Any])?.count, 3)
    XCTAssertNotNil(object["max_cpu_us"] as? Double)
    XCTAssertTrue(bench.table(slowest: 2).contains("slowest:"))
  }

  func test_queries_includeShortPiecesAndExpandingWords() {
    let words = (Self.values + ["Schifffahrt", "Blumenstrauß", "fließen"]).map { $0 }
    var generator = BenchGenerator(seed: 7)
    let queries = generator.queries(
      values: words, sessions: 20, index: AutofillIndex(values: words))
    XCTAssertEqual(queries.short.count, 20)
    XCTAssertTrue(queries.short.allSatisfy { (1...3).contains($0.count) })
    XCTAssertFalse(queries.expanding.isEmpty)
    let expanding: Set<Character> = ["ß", "ﬀ", "ﬁ", "ﬂ", "ﬃ", "ﬄ"]
    XCTAssertTrue(queries.expanding.contains { $0.contains { expanding.contains($0) } })
    XCTAssertEqual(
      queries.kinds.map(\.name), ["typing", "substring", "short", "expanding", "miss"])
  }
}
