import XCTest

@testable import AutofillCore

/// Suffix mode in relevance order takes its prefix tier (keys that start and end with the
/// query) from the first ends candidates, in source order, as many as a scan of the heads of
/// the keys that end with the query would cost, then from that scan for the items after them.
/// Matches before, at and after the last candidate read, with limits the candidates fill and
/// limits that need the scan, agree with the reference.
final class SuffixBothEndsTests: XCTestCase {
  func test_prefixTier_fromCandidatesThenHeadScan_agreesWithReference() {
    var generator = SeededGenerator(seed: 0x5EF_F1E5)
    func middle() -> String { generator.string(from: "abcdfgh", lengths: 1...5) }
    // Keys that start with "e" and end with "en" (ends candidates, not matches), then keys
    // that start with "en" only, so that scanning the heads looks cheapest; a few matches
    // among the first candidates, one right after the last candidate read, and more at the end.
    var values = (0..<3_000).map { _ in "ex" + middle() + "en" }
    values += (0..<2_000).map { _ in "en" + middle() + "x" }
    for position in [3, 10, 44, 45, 46, 47, 48, 49, 60, 2_999] {
      values[position] = "en" + middle() + "en"
    }
    values += (0..<40).map { _ in "en" + middle() + "en" }
    values += ["en", "En", "ENT", "entent", "ent"]
    let index = AutofillIndex(values: values)
    let reference = ReferenceMatcher(values: values)
    for query in ["en", "ent", "eN"] {
      for options in Fixture.allOptions
      where options.mode == .suffix && options.ordering == .relevance {
        let classified = reference.classify(query, folding: options.foldingOptions)
        let expected =
          classified.map {
            reference.expected(queryCount: $0.0, classified: $0.1, options: options)
          } ?? []
        for limit in [1, 2, 3, 5, 6, 8, 12, 40, 60, -1] {
          var limited = options
          limited.maximumCount = limit
          XCTAssertEqual(
            index.matches(for: query, options: limited).map(ExpectedMatch.init),
            limit < 0 ? expected : Array(expected.prefix(limit)),
            "query \(query.debugDescription), limit \(limit), \(options.foldingOptions)")
        }
      }
    }
  }

  /// When the keys that start with the query are few next to those that end with it, but
  /// their lazy reads find few that also end with it, the rest of the tier comes from the
  /// heads of the keys that end with it, for the items after the last one read: matches among
  /// the reads, right after the last read and at the end, with limits that the reads fill and
  /// limits that need the heads, agree with the reference.
  func test_prefixTier_fromKeyReadsThenHeadScan_agreesWithReference() {
    var generator = SeededGenerator(seed: 0xED_5CA9)
    func middle() -> String { generator.string(from: "abcdfgh", lengths: 1...5) }
    // 8,000 keys end with "en" (a sixteenth of them is more than the 300 that start with
    // it, so the tier reads the keys that start with it; a sixty-fourth is less, so their
    // scan gives way to the heads); they start with "e" too, so the ends lists are longer.
    var values = (0..<8_000).map { _ in "ex" + middle() + "en" }
    var starts = (0..<300).map { _ in "en" + middle() + "x" }
    // Three among the first 128 reads (too few to go on lazily), then right after them and
    // at the end.
    for position in [0, 1, 127, 128, 129, 200, 299] { starts[position] = "en" + middle() + "en" }
    values += starts
    let index = AutofillIndex(values: values)
    let reference = ReferenceMatcher(values: values)
    for query in ["en", "eN"] {
      for options in Fixture.allOptions
      where options.mode == .suffix && options.ordering == .relevance {
        let classified = reference.classify(query, folding: options.foldingOptions)
        let expected =
          classified.map {
            reference.expected(queryCount: $0.0, classified: $0.1, options: options)
          } ?? []
        for limit in [1, 2, 3, 4, 5, 6, 8, 40, -1] {
          var limited = options
          limited.maximumCount = limit
          XCTAssertEqual(
            index.matches(for: query, options: limited).map(ExpectedMatch.init),
            limit < 0 ? expected : Array(expected.prefix(limit)),
            "query \(query.debugDescription), limit \(limit), \(options.foldingOptions)")
        }
      }
    }
  }
}
