import AutofillCore
import Foundation
import XCTest

/// The index against the reference matcher: the same items, tiers, order and ranges, in every
/// combination of folding, wildcards and ordering.
final class DifferentialTests: XCTestCase {
  private static let seed: UInt64 = 0x5EED_2026

  func test_fixture_everyOptionCombination_agreesWithReference() {
    let values = Fixture.multilingual
    XCTAssertGreaterThan(values.count, 2_000, "the fixture is missing")
    print("DifferentialTests seed: \(Self.seed)")
    var generator = SeededGenerator(seed: Self.seed)
    // Each query in every mode and ordering, in as many foldings as the scale asks for (all 8
    // at CI's), the queries taking the foldings in turn: every combination of options is
    // checked, and every folding checks the limits beyond the usual ones.
    let count = TestScale.count(16, ci: 300)
    let foldings = TestScale.count(1, ci: 8)
    TestScale.report("DifferentialTests (queries × foldings)", cases: count * foldings)
    let queries = QueryGenerator.queries(from: values, count: count, using: &generator)
    assertAgreement(
      values: values, queries: queries, options: Fixture.allOptions, foldingsPerQuery: foldings)
  }

  /// Items that match their subtitles and terms (``AutofillItem/terms``): every answer (items,
  /// each once, order, matched text and range, every limit) is the naive one, each matched text
  /// scanned by the reference and each item kept once with its best text.
  func test_fixtureWithTerms_everyOptionCombination_agreesWithNaiveReference() {
    print("DifferentialTests terms seed: \(Self.seed)")
    var generator = SeededGenerator(seed: Self.seed)
    let terms = TermItems(Array(Fixture.multilingual.prefix(1_500)), seed: Self.seed)
    let index = AutofillIndex(terms.items)
    let reference = ReferenceMatcher(values: terms.texts)
    let count = TestScale.count(12, ci: 120)
    TestScale.report("DifferentialTests terms (queries)", cases: count)
    let queries =
      QueryGenerator.queries(from: terms.texts, count: count, using: &generator) + ["a", "e"]
    var failures = 0
    var byOtherText = 0
    var merged = 0
    for query in queries where failures < 20 {
      for folding in Set(Fixture.allOptions.map(\.foldingOptions.rawValue)) {
        let classified = reference.classify(query, folding: .init(rawValue: folding))
        for options in Fixture.allOptions where options.foldingOptions.rawValue == folding {
          var unlimited = options
          unlimited.maximumCount = -1
          let texts =
            classified.map {
              reference.expected(queryCount: $0.0, classified: $0.1, options: unlimited)
            } ?? []
          let expected = terms.itemAnswer(from: texts, options: unlimited)
          byOtherText += expected.filter { $0.field != .value }.count
          merged += texts.count - expected.count
          failures += limitFailures(
            of: index, for: query, options: options, expected: expected,
            limits: [0, 1, 2, 5, 14, -1])
        }
      }
    }
    // The check must see items found by a subtitle or term, and items with several matching
    // texts listed once.
    XCTAssertGreaterThan(byOtherText, 0)
    XCTAssertGreaterThan(merged, 0)
  }

  /// Every value queried exactly, in every folding: the index folds each value as Foundation
  /// does, so each finds exactly the values that fold to the same characters.
  func test_fixture_exactQueryForEveryValue_findsValuesThatFoldAlike() {
    assertExactQueriesFindValuesThatFoldAlike(Fixture.multilingual)
  }

  /// Random values made of controls, invisible format characters and scalars that continue a
  /// cluster, checked the same two ways as the fixture.
  func test_randomHostileValues_agreeWithReference() {
    print("DifferentialTests hostile values seed: \(Self.seed)")
    var generator = SeededGenerator(seed: Self.seed)
    let values = ValueGenerator.values(count: 400, using: &generator)
    assertExactQueriesFindValuesThatFoldAlike(values)
    let drawn = TestScale.count(12, ci: 60)
    let made = TestScale.count(6, ci: 30)
    let foldings = TestScale.count(1, ci: 8)
    TestScale.report(
      "DifferentialTests hostile values (queries × foldings)", cases: (drawn + made) * foldings)
    let queries =
      QueryGenerator.queries(from: values, count: drawn, using: &generator)
      + ValueGenerator.values(count: made, using: &generator)
    assertAgreement(
      values: values, queries: queries, options: Fixture.allOptions, foldingsPerQuery: foldings)
  }

  /// A mark, joiner or emoji modifier after a control, soft hyphen or zero-width space: Foundation
  /// folds it with the scalar before it, so the value is folded whole and still finds itself.
  func test_continuingScalarAfterControl_valueFindsItself() {
    let values = [
      "\u{AD}\u{1F3FD}", "Zu\t\u{301}", "Zu\t", "a\r\u{200C}", "\0\u{308}x", "x\u{200B}\u{301}",
      "\n\u{1F3FD}", "\u{301}",
    ]
    let index = AutofillIndex(values: values)
    var exact = AutofillMatchOptions(maximumCount: -1)
    exact.mode = .exact
    XCTAssertEqual(index.matches(for: "\u{AD}\u{1F3FD}", options: exact).map(\.itemIndex), [0])
    XCTAssertEqual(index.matches(for: "Zu\t", options: exact).map(\.itemIndex), [1, 2])
    var suffix = exact
    suffix.mode = .suffix
    // Only the value that is the lone mark ends with it; after a tab it folds away.
    XCTAssertEqual(index.matches(for: "\u{301}", options: suffix).map(\.itemIndex), [7])
    assertExactQueriesFindValuesThatFoldAlike(values)
    assertAgreement(
      values: values, queries: values + ["\t", "zu", "\u{301}"], options: Fixture.allOptions)
  }

  private func assertExactQueriesFindValuesThatFoldAlike(_ values: [String], line: UInt = #line) {
    let index = AutofillIndex(values: values)
    let reference = ReferenceMatcher(values: values)
    var failures = 0
    for options in Fixture.allOptions where options.mode == .exact && options.ordering == .source {
      var groups: [[Character]: [Int]] = [:]
      for (item, folded) in reference.folded(options.foldingOptions).enumerated() {
        groups[folded, default: []].append(item)
      }
      for value in values where !value.allSatisfy(\.isWhitespace) && failures < 20 {
        let folded = Array(value.folding(options: options.foldingOptions, locale: nil))
        let expected = groups[folded] ?? []
        let actual = index.matches(for: value, options: options).map(\.itemIndex)
        if actual != expected {
          failures += 1
          XCTFail(
            "\(value.debugDescription) \(options.foldingOptions): \(actual) != \(expected)",
            line: line)
        }
      }
    }
  }

  /// Values whose folding is not the concatenation of their characters' foldings (a half-width
  /// voiced mark that folds to a combining mark, lone marks, joiners) are folded whole; their
  /// results and ranges must agree too.
  func test_valuesFoldedWhole_agreeWithReference() {
    let values = [
      "ﾞabc", "xﾞ", "ｶﾞ", "ﾞﾞＡ", "\u{301}abc", "a\u{200D}b", "ｶﾞｷﾞ Straße", "ﾟﾟﾟ",
      "e\u{301}\u{301}", "ｱｲｳ", "ＡＢＣﾞ", "Straße ﾞ",
    ]
    let queries = [
      "a", "abc", "ｶ", "カ", "ガ", "ﾞ", "\u{3099}", "ss", "strasse", "Ａ", "b", "c", "ﾟ", "e",
      "é", "ｱ", "ア", "abcﾞ", "abc\u{3099}",
    ]
    assertAgreement(values: values, queries: queries, options: Fixture.allOptions)
  }

  /// A list large enough that lookups choose between their strategies by the sizes of what
  /// they would read: a short "contains" query in source order searches the first keys' bytes
  /// (more of them than `KeyTable.headScanBytes`) and then the gram lists for the rest (here
  /// the matches of "q" and "z" lie mostly past the bytes it searches, and "aq" spans two keys
  /// there, which is no match), and a suffix query in relevance order finds the keys that
  /// start and end with it from the keys' heads or from the first-and-last-character lists.
  func test_largeListWithRareAndCommonCharacters_agreesWithReference() {
    print("DifferentialTests large list seed: \(Self.seed)")
    var generator = SeededGenerator(seed: Self.seed)
    let letters = Array("abcdevéE")
    var values = (0..<16_000).map { item -> String in
      var value = String(
        (0..<Int.random(in: 1...8, using: &generator)).map { _ in
          letters.randomElement(using: &generator)!
        })
      // A rare character, never in the first keys: its matches come from the gram lists.
      if item > 3_000 && Int.random(in: 0..<150, using: &generator) == 0 {
        value.insert("z", at: value.index(value.startIndex, offsetBy: value.count / 2))
      }
      // Another, twice in the first keys and then only past the bytes searched.
      if item > 14_500 && Int.random(in: 0..<30, using: &generator) == 0 {
        value.insert("q", at: value.index(value.startIndex, offsetBy: value.count / 2))
      }
      if Int.random(in: 0..<40, using: &generator) == 0 { value = "ve" + value + "ve" }
      return value
    }
    values[20] = "ea"
    values[21] = "qe"
    values[5_000] = "bqb"
    let queries = [
      "z", "zv", "az", "e", "ve", "vé", "eve", "a", "E", "dz", "ave", "véve", "q", "aq", "qb",
    ]
    // The agreement check also asks for the first 1, 2 and 5 matches, which read the first
    // keys before the gram lists. Each query is checked in every mode and ordering, in as
    // many foldings as the scale asks for (all 8 at CI's), the queries taking the foldings in
    // turn so that every combination of options is checked.
    let foldings = TestScale.count(1, ci: 8)
    TestScale.report("DifferentialTests large list (foldings per query)", cases: foldings)
    assertAgreement(
      values: values, queries: queries, options: Fixture.allOptions, foldingsPerQuery: foldings)
  }

  /// The same check on large real word lists, when `AUTOFILL_CORPUS` names them
  /// (colon-separated paths; `.ci/run` sets it to the Debian lists).
  func test_corpusFromEnvironment_agreesWithReference() throws {
    let values = try Fixture.corpusFromEnvironment()
    print("DifferentialTests corpus: \(values.count) items, seed: \(Self.seed)")
    var generator = SeededGenerator(seed: Self.seed)
    let queries = QueryGenerator.queries(from: values, count: 12, using: &generator)
    let options = Fixture.allOptions
    assertAgreement(values: values, queries: queries, options: options)
  }

  /// Checks every query in every combination of `options`, or, with `foldingsPerQuery`, in
  /// that many of the foldings, query `n` starting at the `n`th folding (and checking the
  /// limits beyond the usual in it).
  private func assertAgreement(
    values: [String], queries: [String], options: [AutofillMatchOptions],
    foldingsPerQuery: Int? = nil, line: UInt = #line
  ) {
    let index = AutofillIndex(sectionedItems(values, seed: Self.seed))
    let reference = ReferenceMatcher(values: values)
    var failures = 0
    var checked = 0
    let foldings = Set(options.map(\.foldingOptions.rawValue)).sorted()
    for (number, query) in queries.enumerated() where failures < 20 {
      let foldingCount = min(foldingsPerQuery ?? foldings.count, foldings.count)
      for folding in (0..<foldingCount).map({ foldings[(number + $0) % foldings.count] }) {
        // Limits beyond the usual ones return whole answers, which cost time to compare: each
        // query checks them in one folding, a different one from the query before.
        let isCheckingBeyond = folding == foldings[number % foldings.count]
        let classified = reference.classify(query, folding: .init(rawValue: folding))
        for options in options where options.foldingOptions.rawValue == folding {
          let expected =
            classified.map {
              reference.expected(queryCount: $0.0, classified: $0.1, options: options)
            } ?? []
          let actual = index.matches(for: query, options: options).map(ExpectedMatch.init)
          checked += 1
          if actual != expected {
            failures += 1
            XCTFail(
              "query \(query.debugDescription), \(options): \(actual) != expected \(expected)",
              line: line)
          }
          // The usual limits, and those beyond them: any negative one is no limit, and the
          // largest must not overflow what the lookups add to it.
          failures += limitFailures(
            of: index, for: query, options: options, expected: expected,
            limits: [0, 1, 2, 5] + (isCheckingBeyond ? [-1, -7, .min, .max] : []), line: line)
        }
      }
    }
    print("DifferentialTests: \(checked) query × option checks, \(failures) failures")
  }
}
