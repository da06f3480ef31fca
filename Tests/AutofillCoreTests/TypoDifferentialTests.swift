import Foundation
import XCTest

@testable import AutofillCore

/// Typo-tolerant matching against ``TypoReferenceMatcher``: the same items, distances, tiers,
/// order and ranges, in every mode, folding, ordering and typo allowance, on queries made by
/// random edits of real values. A search that stops at its typo budget (it says so) must
/// still return every match without typos and only expected matches with typos, in order.
final class TypoDifferentialTests: XCTestCase {
  private static let seed: UInt64 = 0x7A9_0517

  func test_fixture_editedQueries_agreeWithReference() {
    let values = Fixture.multilingual
    XCTAssertGreaterThan(values.count, 2_000, "the fixture is missing")
    print("TypoDifferentialTests seed: \(Self.seed)")
    var generator = SeededGenerator(seed: Self.seed)
    // Each query in every mode, ordering and allowance, in as many foldings as the scale asks
    // for (all 8 at CI's), the queries taking the foldings in turn: every combination of
    // options is checked, and every folding checks the limits beyond the usual ones.
    let edited = TestScale.count(6, ci: 24)
    let plain = TestScale.count(2, ci: 4)
    let foldings = TestScale.count(1, ci: 8)
    TestScale.report(
      "TypoDifferentialTests (queries × foldings)", cases: (edited + plain) * foldings)
    let queries =
      TypoQueryGenerator.queries(from: values, count: edited, using: &generator)
      + QueryGenerator.queries(from: values, count: plain, using: &generator)
    assertAgreement(values: values, queries: queries, foldingsPerQuery: foldings)
  }

  /// Random values of controls, marks, joiners and emoji, queried with edited pieces of them.
  func test_randomHostileValues_agreeWithReference() {
    print("TypoDifferentialTests hostile values seed: \(Self.seed)")
    var generator = SeededGenerator(seed: Self.seed)
    let values = ValueGenerator.values(count: 300, using: &generator)
    let count = TestScale.count(8, ci: 30)
    let foldings = TestScale.count(1, ci: 8)
    TestScale.report(
      "TypoDifferentialTests hostile values (queries × foldings)", cases: count * foldings)
    let queries = TypoQueryGenerator.queries(from: values, count: count, using: &generator)
    assertAgreement(values: values, queries: queries, foldingsPerQuery: foldings)
  }

  /// Values over a three-letter alphabet make a dense trie: many siblings within reach of
  /// the query at once, and every way of nesting shorter and longer matches.
  func test_denseSmallAlphabet_agreesWithReference() {
    print("TypoDifferentialTests dense alphabet seed: \(Self.seed)")
    var generator = SeededGenerator(seed: Self.seed)
    func word(_ lengths: ClosedRange<Int>) -> String {
      String(
        (0..<Int.random(in: lengths, using: &generator)).map { _ in
          "abc -".randomElement(using: &generator) ?? "a"
        })
    }
    let values = (0..<400).map { _ in word(1...9) }
    let count = TestScale.count(6, ci: 48)
    TestScale.report("TypoDifferentialTests dense alphabet", cases: count)
    let queries = (0..<count).map { _ in word(4...10) }
    assertAgreement(values: values, queries: queries, foldings: [[]])
  }

  /// The dense alphabet again, with a typo budget so small that most searches stop at it: what
  /// they return must still be every match without typos and only expected ones with typos.
  func test_denseSmallAlphabet_withATinyTypoBudget_returnsOnlyExpectedMatches() {
    print("TypoDifferentialTests tiny budget seed: \(Self.seed)")
    var generator = SeededGenerator(seed: Self.seed)
    func word(_ lengths: ClosedRange<Int>) -> String {
      String(
        (0..<Int.random(in: lengths, using: &generator)).map { _ in
          "abc -".randomElement(using: &generator) ?? "a"
        })
    }
    let values = (0..<400).map { _ in word(1...9) }
    let queries = (0..<24).map { _ in word(4...10) } + ["aaaaaaaa", "abababab", "cccc"]
    for steps in [0, 7, 40, 300] {
      let partial = assertAgreement(
        values: values, queries: queries, foldings: [[]], typoWorkSteps: steps)
      XCTAssertGreaterThan(partial, 0, "no search reached a budget of \(steps) steps")
    }
  }

  /// Items that match their subtitles and terms, with typos: every answer (items, each once,
  /// order, matched text and range, distance) is the naive one, each matched text scanned by
  /// the typo reference and each item kept once with its best text (fewest typos first).
  func test_fixtureWithTerms_editedQueries_agreeWithNaiveReference() {
    print("TypoDifferentialTests terms seed: \(Self.seed)")
    var generator = SeededGenerator(seed: Self.seed)
    let terms = TermItems(Array(Fixture.multilingual.prefix(800)), seed: Self.seed)
    let index = AutofillIndex(terms.items)
    let reference = TypoReferenceMatcher(values: terms.texts)
    let count = TestScale.count(6, ci: 24)
    TestScale.report("TypoDifferentialTests terms (queries)", cases: count)
    let queries = TypoQueryGenerator.queries(from: terms.texts, count: count, using: &generator)
    var failures = 0
    var withTypos = 0
    var byOtherText = 0
    for (number, query) in queries.enumerated() where failures < 20 {
      let foldings = Array(Set(Fixture.allOptions.map(\.foldingOptions.rawValue))).sorted()
      let folding = foldings[number % foldings.count]
      let analysis = reference.analyze(query, folding: .init(rawValue: folding))
      for base in Fixture.allOptions where base.foldingOptions.rawValue == folding {
        for typos in 0...2 {
          var options = base
          options.maximumTypos = typos
          var unlimited = options
          unlimited.maximumCount = -1
          let texts = analysis.map { reference.expected($0, options: unlimited) } ?? []
          let expected = terms.itemAnswer(from: texts, options: unlimited)
          withTypos += expected.contains { $0.typos > 0 } ? 1 : 0
          byOtherText += expected.contains { $0.typos > 0 && $0.field != .value } ? 1 : 0
          for limit in [1, 3, 5, -1] {
            var limited = options
            limited.maximumCount = limit
            let (actual, isComplete) = PartialResults.matches(index, query, limited)
            if !PartialResults.agree(
              actual, isComplete: isComplete, expected: expected, limit: limit)
            {
              failures += 1
              XCTFail(
                "query \(query.debugDescription), limit \(limit), \(options): \(actual) != "
                  + "expected \(Array(expected.prefix(limit < 0 ? expected.count : limit)))")
            }
          }
        }
      }
    }
    XCTAssertGreaterThan(withTypos, 0, "no query found a match with typos")
    XCTAssertGreaterThan(byOtherText, 0, "no query found a subtitle or term with typos")
  }

  /// Long queries (over 24 characters, where contains tries only cuts near the evenly spaced
  /// ones) made by editing long values, and pastes longer than any value, agree too.
  func test_longQueries_andPastesLongerThanAnyValue_agreeWithReference() {
    var generator = SeededGenerator(seed: Self.seed)
    let sentences = [
      "the quick brown fox jumps over the lazy dog near the river bank",
      "Zwölf Boxkämpfer jagen Viktor quer über den großen Sylter Deich",
      "Portez ce vieux whisky au juge blond qui fume une pipe en écume",
      "pack my box with five dozen liquor jugs and 👩‍👩‍👧 emoji too",
    ]
    var values = sentences
    for sentence in sentences {
      let words = sentence.split(separator: " ")
      values += words.indices.dropLast(3).map { words[$0..<($0 + 4)].joined(separator: " ") }
    }
    var queries: [String] = []
    let count = TestScale.count(2, ci: 16)
    TestScale.report("TypoDifferentialTests long queries", cases: count)
    for _ in 0..<count {
      var characters = Array(sentences.randomElement(using: &generator) ?? "")
      let length = Int.random(in: 25...min(characters.count, 48), using: &generator)
      let start = Int.random(in: 0...(characters.count - length), using: &generator)
      characters = Array(characters[start..<(start + length)])
      for _ in 0..<Int.random(in: 1...2, using: &generator) {
        characters = TypoQueryGenerator.edit(characters, using: &generator)
      }
      queries.append(String(characters))
    }
    queries.append(String(repeating: sentences[0] + " ", count: 40))
    assertAgreement(values: values, queries: queries, foldings: [[]])
  }

  /// The same check on the large word lists named by `AUTOFILL_CORPUS`, on a few sampled
  /// queries in the default folding (the reference scans every item).
  func test_corpusFromEnvironment_agreesWithReference() throws {
    let values = try Fixture.corpusFromEnvironment()
    print("TypoDifferentialTests corpus: \(values.count) items, seed: \(Self.seed)")
    var generator = SeededGenerator(seed: Self.seed)
    let queries = TypoQueryGenerator.queries(from: values, count: 4, using: &generator)
    assertAgreement(
      values: values, queries: queries, foldings: [AutofillMatchOptions().foldingOptions])
  }

  /// Checks every query in every combination of options (in `foldings` when given), or, with
  /// `foldingsPerQuery`, in that many of the foldings, query `n` starting at the `n`th folding
  /// (and checking the limits and allowances beyond the usual ones in it).
  ///
  /// - Returns: How many searches stopped at the typo budget.
  @discardableResult
  private func assertAgreement(
    values: [String], queries: [String], foldings: [String.CompareOptions]? = nil,
    foldingsPerQuery: Int? = nil, typoWorkSteps: Int = TypoWorkBudget.defaultSteps,
    line: UInt = #line
  ) -> Int {
    let index = AutofillIndex(
      sectionedItems(values, seed: Self.seed), preparing: .init(), typoWorkSteps: typoWorkSteps)
    let reference = TypoReferenceMatcher(values: values)
    let allOptions = Fixture.allOptions.flatMap { options in
      (0...2).map { typos in
        var options = options
        options.maximumTypos = typos
        return options
      }
    }
    let foldings =
      foldings.map { Set($0.map(\.rawValue)) } ?? Set(allOptions.map(\.foldingOptions.rawValue))
    var failures = 0
    var checked = 0
    var withTypos = 0
    var partial = 0
    let sortedFoldings = foldings.sorted()
    for (number, query) in queries.enumerated() where failures < 20 {
      let foldingCount = min(foldingsPerQuery ?? sortedFoldings.count, sortedFoldings.count)
      for folding in (0..<foldingCount).map({
        sortedFoldings[(number + $0) % sortedFoldings.count]
      }) {
        // Limits and allowances beyond the usual ones cost as much again as the usual ones:
        // each query checks them in one folding, a different one from the query before.
        let isCheckingBeyond = folding == sortedFoldings[number % sortedFoldings.count]
        let analysis = reference.analyze(query, folding: .init(rawValue: folding))
        for options in allOptions where options.foldingOptions.rawValue == folding {
          let expected = analysis.map { reference.expected($0, options: options) } ?? []
          let (actual, isComplete) = PartialResults.matches(index, query, options)
          checked += 1
          withTypos += expected.contains { $0.typos > 0 } ? 1 : 0
          partial += isComplete ? 0 : 1
          if !PartialResults.agree(actual, isComplete: isComplete, expected: expected, limit: -1) {
            failures += 1
            XCTFail(
              "query \(query.debugDescription), \(options): \(actual) != expected \(expected)",
              line: line)
          }
          // Limits of the typo-free path are checked by the plain differential tests; here
          // the usual ones and those beyond them (negative is no limit, the largest must not
          // overflow what the typo search is left).
          let limits = [1, 3] + (isCheckingBeyond ? [0, -1, .min, .max] : [])
          for limit in options.maximumTypos > 0 ? limits : [] {
            var limited = options
            limited.maximumCount = limit
            let (prefix, isComplete) = PartialResults.matches(index, query, limited)
            let wanted = limit < 0 ? expected : Array(expected.prefix(limit))
            if !PartialResults.agree(
              prefix, isComplete: isComplete, expected: expected, limit: limit)
            {
              failures += 1
              XCTFail(
                "query \(query.debugDescription), limit \(limit), \(options): \(prefix) != "
                  + "expected \(wanted)", line: line)
            }
          }
          // Allowances outside 0...2 count as the nearest of them: the expected answer is the
          // one for the allowance in range.
          let outside = [0: [-1, Int.min], 2: [3, Int.max]][options.maximumTypos] ?? []
          for typos in isCheckingBeyond ? outside : [] {
            var beyond = options
            beyond.maximumTypos = typos
            let (found, isComplete) = PartialResults.matches(index, query, beyond)
            if !PartialResults.agree(found, isComplete: isComplete, expected: expected, limit: -1) {
              failures += 1
              XCTFail(
                "query \(query.debugDescription), maximumTypos \(typos), \(options): \(found) "
                  + "!= expected \(expected) (as for \(options.maximumTypos))", line: line)
            }
          }
        }
      }
    }
    print(
      "TypoDifferentialTests: \(checked) query × option checks, \(withTypos) with typo matches, "
        + "\(partial) partial, \(failures) failures")
    return partial
  }
}
