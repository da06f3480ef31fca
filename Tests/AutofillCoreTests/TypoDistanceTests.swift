import AutofillCore
import XCTest

/// The optimal-string-alignment distance that typo tolerance is defined by, on `Character`s.
final class TypoDistanceTests: XCTestCase {
  private static let cases: [(a: String, b: String, distance: Int, line: UInt)] = [
    ("", "", 0, #line),
    ("", "abc", 3, #line),
    ("abc", "", 3, #line),
    ("zurich", "zurich", 0, #line),
    ("zurich", "zuerich", 1, #line),  // insertion
    ("zurich", "zrich", 1, #line),  // deletion
    ("zurich", "zurivh", 1, #line),  // substitution
    ("zurich", "zurcih", 1, #line),  // transposition
    ("ab", "ba", 1, #line),
    ("abcd", "badc", 2, #line),  // two transpositions
    // No substring edited twice: "ca" to "abc" is 3, not Damerau's 2.
    ("ca", "abc", 3, #line),
    ("kitten", "sitting", 3, #line),
    ("new york", "neu yrok", 2, #line),
    // Whole grapheme clusters: a letter with its mark, an emoji with its modifier.
    ("cafe\u{301}", "café", 0, #line),
    ("cafe\u{301}", "cafe", 1, #line),
    ("e\u{301}a", "ae\u{301}", 1, #line),
    ("👍🏽x", "x👍🏽", 1, #line),
    ("👍🏽", "👍", 1, #line),
    ("🇨🇭🇩🇪", "🇩🇪🇨🇭", 1, #line),
  ]

  func test_referenceDistance_matchesTable() {
    for entry in Self.cases {
      XCTAssertEqual(
        TypoReferenceMatcher.distance(Array(entry.a), Array(entry.b)), entry.distance,
        "\(entry.a.debugDescription) → \(entry.b.debugDescription)", line: entry.line)
      XCTAssertEqual(
        TypoReferenceMatcher.distance(Array(entry.b), Array(entry.a)), entry.distance,
        "symmetric: \(entry.b.debugDescription) → \(entry.a.debugDescription)", line: entry.line)
    }
  }

  /// The distance does not change when both strings are reversed (which suffix matching
  /// relies on): checked on random pairs of real values.
  func test_referenceDistance_isReversalSymmetric() {
    let seed: UInt64 = 0x0_5A_17
    print("TypoDistanceTests seed: \(seed)")
    var generator = SeededGenerator(seed: seed)
    let values = Fixture.multilingual
    for _ in 0..<300 {
      let a = Array(values.randomElement(using: &generator) ?? "")
      var b = a
      for _ in 0..<Int.random(in: 0...3, using: &generator) {
        b = TypoQueryGenerator.edit(b, using: &generator)
      }
      XCTAssertEqual(
        TypoReferenceMatcher.distance(a, b),
        TypoReferenceMatcher.distance(Array(a.reversed()), Array(b.reversed())),
        "\(String(a).debugDescription) → \(String(b).debugDescription)")
    }
  }

  /// Each `Character` edit made by the query generator costs at most one.
  func test_generatedEdit_costsAtMostOne() {
    let seed: UInt64 = 0x0_ED17
    print("TypoDistanceTests edit seed: \(seed)")
    var generator = SeededGenerator(seed: seed)
    for value in Fixture.multilingual.prefix(500) {
      let a = Array(value)
      let b = TypoQueryGenerator.edit(a, using: &generator)
      XCTAssertLessThanOrEqual(
        TypoReferenceMatcher.distance(a, b), 1, "\(value.debugDescription) → \(String(b))")
    }
  }

  /// The index reports the same distance in exact mode, within the query's allowance.
  func test_index_exactMode_reportsTheDistance() {
    for entry in Self.cases where !entry.b.isEmpty && !entry.a.isEmpty {
      let index = AutofillIndex(values: [entry.a])
      let options = AutofillMatchOptions(
        isCaseSensitive: true, isDiacriticSensitive: true, isWidthSensitive: true,
        isWildcardAfter: false, maximumCount: -1, maximumTypos: 2)
      let allowance = options.typoAllowance(forQueryOf: entry.b.count)
      let expected = entry.distance <= allowance ? [entry.distance] : []
      XCTAssertEqual(
        index.matches(for: entry.b, options: options).map(\.typos), expected,
        "\(entry.a.debugDescription) → \(entry.b.debugDescription)", line: entry.line)
    }
  }
}
