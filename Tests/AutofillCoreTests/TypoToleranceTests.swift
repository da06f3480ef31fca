import AutofillCore
import XCTest

/// The documented behaviour of typo tolerance: the article's examples, the allowance by query
/// length, the order of matches with and without typos, and the limit.
final class TypoToleranceTests: XCTestCase {
  private static let examples:
    [(query: String, value: String, mode: AutofillMatchMode, typos: Int, range: String, line: UInt)] =
      [
        ("zurcih", "Zürich", .prefix, 1, "Zürich", #line),
        ("gottingen", "Göttingen", .prefix, 0, "Göttingen", #line),
        ("neu yrok", "New York", .prefix, 2, "New York", #line),
        ("berln", "Berlin", .prefix, 1, "Berl", #line),
        ("strase", "Straße", .prefix, 1, "Straß", #line),
        ("zuerich", "Zürich", .exact, 1, "Zürich", #line),
        ("yrok", "New York", .suffix, 1, "York", #line),
        ("nwe yo", "New York", .contains, 1, "New Yo", #line),
        ("zurich👍", "Zürich", .prefix, 1, "Zürich", #line),
      ]

  func test_articleExamples_matchWithTheirTyposAndRanges() {
    for example in Self.examples {
      let index = AutofillIndex(values: ["Bern", example.value])
      var options = AutofillMatchOptions(maximumTypos: 2)
      options.mode = example.mode
      let found = index.matches(for: example.query, options: options).filter { $0.itemIndex == 1 }
      XCTAssertEqual(found.map(\.typos), [example.typos], example.query, line: example.line)
      XCTAssertEqual(
        found.map { String(example.value[$0.range]) }, [example.range], example.query,
        line: example.line)
    }
  }

  func test_shortQueries_getNoTypos() {
    let index = AutofillIndex(values: ["ab", "abc", "abcd"])
    let options = AutofillMatchOptions(maximumCount: -1, maximumTypos: 2)
    XCTAssertEqual(index.matches(for: "zu", options: options).count, 0)
    XCTAssertEqual(index.matches(for: "abx", options: options).count, 0)
    XCTAssertEqual(index.matches(for: "abxd", options: options).map(\.typos), [1])
  }

  func test_maximumTypos_isClampedToZeroThroughTwo() {
    let index = AutofillIndex(values: ["abcdefgh"])
    var options = AutofillMatchOptions(isWildcardAfter: false, maximumTypos: 9)
    XCTAssertEqual(index.matches(for: "axcdefgx", options: options).map(\.typos), [2])
    options.maximumTypos = -3
    XCTAssertEqual(index.matches(for: "axcdefgh", options: options).count, 0)
  }

  func test_matchesWithoutTypos_comeFirst_thenByDistanceAndOrdering() {
    let values = ["Berlingo", "Berln", "Bern", "Berlnx", "Berlin"]
    let index = AutofillIndex(values: values)
    var options = AutofillMatchOptions(maximumCount: -1, maximumTypos: 1)
    // Berln and Berlnx start with the query; Bern is one insertion away as a whole (exact
    // tier), Berlingo and Berlin by their prefix "Berl".
    XCTAssertEqual(index.matches(for: "berln", options: options).map(\.itemIndex), [1, 3, 2, 0, 4])
    options.ordering = .source
    XCTAssertEqual(index.matches(for: "berln", options: options).map(\.itemIndex), [1, 3, 0, 2, 4])
    options.maximumCount = 3
    XCTAssertEqual(index.matches(for: "berln", options: options).map(\.itemIndex), [1, 3, 0])
  }

  func test_typosOff_matchesAsBefore() {
    let index = AutofillIndex(values: ["Zürich", "Zug"])
    XCTAssertEqual(index.matches(for: "zurcih").count, 0)
    XCTAssertEqual(index.matches(for: "zurich👍").count, 0)
    XCTAssertEqual(index.matches(for: "zu").map(\.typos), [0, 0])
  }

  /// After a typo the walk looks up the query's own characters in the query's order, not the
  /// keys' order: "zyab" reaches "qzyab" (through z) before "qyab" (through y).
  func test_matchesFoundOutOfKeyOrder_areAllReturned() {
    let index = AutofillIndex(values: ["qyab", "qzyab", "zyab"])
    let options = AutofillMatchOptions(maximumCount: -1, maximumTypos: 1)
    XCTAssertEqual(index.matches(for: "zyab", options: options).map(\.itemIndex), [2, 0, 1])
  }
}
