import XCTest

@testable import AutofillCore

/// A short "contains" query in source order searches the bytes of the first keys, those that
/// end within `KeyTable.headScanBytes`, and takes the keys after them from the gram lists. Keys
/// of eight bytes put the boundary at a known key, so that matches on both sides of it, at the
/// last byte searched and the first not searched, and across two keys, are checked, with
/// limits that the first keys fill and limits that need the lists too.
final class HeadScanTests: XCTestCase {
  func test_matchesAtTheBytesSearchedBoundary_agreeWithReference() {
    let length = 8
    let searched = KeyTable.headScanBytes / length
    var values = (0..<(searched + 300)).map { item in
      String(repeating: item % 3 == 0 ? "b" : "c", count: length)
    }
    func place(_ text: String, in item: Int, at offset: Int) {
      var characters = Array(values[item])
      characters.replaceSubrange(offset..<(offset + text.count), with: text)
      values[item] = String(characters)
    }
    // Across two keys: "bq" and "qb" only in the bytes laid end to end.
    place("b", in: 10, at: length - 1)
    place("q", in: 11, at: 0)
    place("q", in: 41, at: length - 1)
    place("b", in: 42, at: 0)
    // One match well inside, one at the last byte searched, one at the first not searched.
    place("q", in: 100, at: 3)
    place("q", in: searched - 1, at: length - 1)
    place("q", in: searched, at: 0)
    // Every key after the boundary has a "q", so that its gram lists say the first keys are
    // worth searching (they hold four matches, fewer than the larger limits want).
    for item in (searched + 1)..<values.count { place("q", in: item, at: item % length) }
    place("bq", in: searched + 50, at: 2)
    place("qb", in: searched + 51, at: 5)
    let index = AutofillIndex(values: values)
    let reference = ReferenceMatcher(values: values)
    for query in ["q", "bq", "qb", "cq", "qc", "b"] {
      for options in Fixture.allOptions
      where options.mode == .contains && options.ordering == .source {
        let classified = reference.classify(query, folding: options.foldingOptions)
        let expected =
          classified.map {
            reference.expected(queryCount: $0.0, classified: $0.1, options: options)
          } ?? []
        // Limits that the first keys fill, and limits that need the gram lists too.
        for limit in 1...7 {
          var limited = options
          limited.maximumCount = limit
          XCTAssertEqual(
            index.matches(for: query, options: limited).map(ExpectedMatch.init),
            Array(expected.prefix(limit)), "query \(query.debugDescription), limit \(limit)")
        }
      }
    }
  }
}
