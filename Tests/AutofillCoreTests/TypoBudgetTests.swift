import XCTest

@testable import AutofillCore

/// The typo search's work budget, counted in steps: repeated letters multiply the automaton's
/// paths (and a short piece of them is in most keys), so without a bound the steps grow with
/// the query; with one they stop at it, and the matches without typos are never dropped.
final class TypoBudgetTests: XCTestCase {
  /// Every string of one to nine letters over "s" and "a", some with a space, and runs of
  /// up to 40 "s" with an "a" or a space somewhere: a dense trie where "s" × n comes within
  /// two typos of more paths the longer it is.
  private static let values: [String] = {
    var values: [String] = []
    var level = [""]
    for _ in 1...9 {
      level = level.flatMap { [$0 + "s", $0 + "a"] }
      values += level
    }
    values += values.prefix(300).map { $0 + " s" }
    for length in 10...40 {
      let run = String(repeating: "s", count: length)
      values.append(run)
      for position in stride(from: 1, to: length, by: 3) {
        values.append(String(run.prefix(position)) + "a" + String(run.dropFirst(position)))
        values.append(String(run.prefix(position)) + " " + String(run.dropFirst(position + 1)))
      }
    }
    return values
  }()

  private static let index = AutofillIndex(
    values.map { AutofillItem($0) }, preparing: .init(), typoWorkSteps: .max)

  /// The steps the typo search for `query` takes under `budget`.
  private static func steps(
    _ query: String, mode: AutofillMatchMode, ordering: AutofillMatchOptions.Ordering,
    budget limit: Int
  ) -> (spent: Int, isExhausted: Bool) {
    var options = AutofillMatchOptions(ordering: ordering, maximumTypos: 2)
    options.mode = mode
    var ids: [UInt32] = []
    _ = index.fold(query, variant: FoldingVariant(options), mayHaveTypos: true, into: &ids)
    let table = index.table(for: options)
    table.build(for: options)
    var budget = TypoWorkBudget(limit: limit)
    _ = table.typoMatches(
      for: ids, k: options.typoAllowance(forQueryOf: ids.count), mode: mode, ordering: ordering,
      limit: 1_000, budget: &budget)
    return (budget.spent, budget.isExhausted)
  }

  func test_stepsForRepeatedLetters_growWithoutABudget_andStopAtIt() {
    let budget = 400
    let cases: [(mode: AutofillMatchMode, ordering: AutofillMatchOptions.Ordering, line: UInt)] = [
      (.exact, .relevance, #line), (.prefix, .relevance, #line), (.suffix, .relevance, #line),
      (.contains, .relevance, #line), (.contains, .source, #line),
    ]
    for (mode, ordering, line) in cases {
      var unbounded: [Int] = []
      for count in [8, 12, 16, 24, 32, 40] {
        let query = String(repeating: "s", count: count)
        let free = Self.steps(query, mode: mode, ordering: ordering, budget: .max)
        let bounded = Self.steps(query, mode: mode, ordering: ordering, budget: budget)
        unbounded.append(free.spent)
        XCTAssertFalse(free.isExhausted, "\(mode) \(ordering) \(count)", line: line)
        // One step past the budget is the one refused.
        XCTAssertLessThanOrEqual(
          bounded.spent, budget + 1, "\(mode) \(ordering) \(count)", line: line)
        XCTAssertEqual(
          bounded.isExhausted, free.spent > budget, "\(mode) \(ordering) \(count)", line: line)
      }
      print("TypoBudgetTests \(mode) \(ordering): steps without a budget \(unbounded)")
      // The bound bites: without it, some query of the series goes past it.
      XCTAssertGreaterThan(unbounded.max() ?? 0, budget, "\(mode) \(ordering)", line: line)
    }
  }

  func test_exactMatches_areNeverDropped_whenTheBudgetRunsOut() {
    let small = AutofillIndex(
      Self.values.map { AutofillItem($0) }, preparing: .init(), typoWorkSteps: 50)
    var partial = 0
    for count in [4, 5, 8, 9, 12] {
      let query = String(repeating: "s", count: count)
      for mode in AutofillMatchMode.allCases {
        for ordering in AutofillMatchOptions.Ordering.allCases {
          for limit in [5, 1_000, -1] {
            let label = "\(query) \(mode) \(ordering) \(limit)"
            var options = AutofillMatchOptions(maximumCount: limit, ordering: ordering)
            options.mode = mode
            let exact = Self.index.matches(for: query, options: options).map(ExpectedMatch.init)
            options.maximumTypos = 2
            var unlimited = options
            unlimited.maximumCount = -1
            let whole = Self.index.matches(for: query, options: unlimited).map(ExpectedMatch.init)
            let (found, isComplete) = PartialResults.matches(small, query, options)
            partial += isComplete ? 0 : 1
            XCTAssertEqual(Array(found.prefix(exact.count)), exact, label)
            XCTAssertTrue(
              PartialResults.agree(found, isComplete: isComplete, expected: whole, limit: limit),
              label)
          }
        }
      }
    }
    XCTAssertGreaterThan(partial, 0, "no search reached the budget")
  }

  func test_buffer_isComplete_isResetByTheNextQuery() {
    let small = AutofillIndex(
      Self.values.map { AutofillItem($0) }, preparing: .init(), typoWorkSteps: 10)
    var options = AutofillMatchOptions(maximumCount: -1, maximumTypos: 2)
    options.mode = .contains
    var buffer = AutofillMatchBuffer()
    small.matches(for: "ssssssss", options: options, into: &buffer)
    XCTAssertFalse(buffer.isComplete)
    small.matches(for: "as", options: options, into: &buffer)
    XCTAssertTrue(buffer.isComplete)
  }

  /// A field's dropdown over static items shows a partial answer's matches without typos first,
  /// all of them.
  func test_suggestionRows_showEveryExactMatchFirst_whenTheBudgetRunsOut() {
    let small = AutofillIndex(
      Self.values.map { AutofillItem($0) }, preparing: .init(), typoWorkSteps: 30)
    var configuration = AutofillSuggestionMachine.Configuration()
    configuration.options = AutofillMatchOptions(maximumCount: -1, maximumTypos: 2)
    configuration.options.mode = .contains
    var machine = AutofillSuggestionMachine(source: .items(small), configuration: configuration)
    _ = machine.beginEditing(text: "")
    _ = machine.changeText("ssssssss")
    var exactOptions = configuration.options
    exactOptions.maximumTypos = 0
    let exact = Self.index.matches(for: "ssssssss", options: exactOptions).map(\.item.value)
    let rows = machine.state.suggestions
    XCTAssertFalse(exact.isEmpty)
    XCTAssertEqual(rows.prefix(exact.count).map(\.item.value), exact)
    XCTAssertTrue(rows.dropFirst(exact.count).allSatisfy { $0.typos > 0 })
    var buffer = AutofillMatchBuffer()
    small.matches(for: "ssssssss", options: configuration.options, into: &buffer)
    XCTAssertFalse(buffer.isComplete, "the budget should stop this search")
  }
}
