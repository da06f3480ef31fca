import AutofillCore
import XCTest

/// Paging against a naive model, with seeded scripted sources that honour `skip` or ignore it
/// and answer full, longer or shorter pages: a row never shows twice, the page is the first
/// rows no row shows yet, paging stops at a short page or one with nothing new, and a source
/// that honours `skip` shows every row of its list, up to
/// ``AutofillSuggestionMachine/Configuration/maximumSourceCount``: a page asks for no more than
/// the rows left, and none is asked once it is reached.
final class SourcePagingReferenceTests: XCTestCase {
  private static let seed: UInt64 = 0x49_9A61

  /// How a scripted source answers a page.
  private enum Behaviour: CaseIterable {
    /// `count` rows from `skip`.
    case exact
    /// Rows from `skip`, more than `count` of them.
    case longer
    /// Rows from `skip`, sometimes fewer than `count` before the list's end.
    case shorter
    /// The first `count` rows, whatever `skip` says.
    case ignoresSkip
    /// The first rows up to a fixed length, whatever `skip` and `count` say (a closure over
    /// an array).
    case ignoresSkipAndCount
  }

  /// What a row shows: its value and subtitle.
  private struct Row: Hashable {
    var value: String
    var subtitle: String?
  }

  /// The naive model: the page is the shortest head of the answer that holds `count` rows
  /// shown neither before nor earlier in it (or the whole answer), and its new rows; `count` is
  /// the page size or the rows the limit leaves, and paging ends when none are left.
  private struct Reference {
    /// The source count: negative for no limit.
    var limit: Int
    var shown: [Row] = []
    var read = 0
    var isComplete = false

    /// The rows the next page asks for.
    func count(pageSize: Int) -> Int {
      limit < 0 ? pageSize : min(pageSize, limit - shown.count)
    }

    mutating func receive(_ answer: [Row], count: Int) {
      func newRows(_ head: ArraySlice<Row>) -> [Row] {
        var rows: [Row] = []
        for row in head where !shown.contains(row) && !rows.contains(row) { rows.append(row) }
        return rows
      }
      let cut =
        (0...answer.count).first { newRows(answer.prefix($0)).count == count } ?? answer.count
      let page = newRows(answer.prefix(cut))
      shown += page
      read += cut
      isComplete = answer.count < count || page.isEmpty || (limit >= 0 && shown.count >= limit)
    }
  }

  private func answer(
    _ behaviour: Behaviour, list: [Row], query: AutofillQuery, extra: Int,
    using generator: inout SeededGenerator
  ) -> [Row] {
    let skip = min(query.skip, list.count)
    switch behaviour {
    case .exact: return Array(list[skip...].prefix(query.count))
    case .longer: return Array(list[skip...].prefix(query.count + extra))
    case .shorter:
      return Array(list[skip...].prefix(Int.random(in: 1...query.count, using: &generator)))
    case .ignoresSkip: return Array(list.prefix(query.count))
    case .ignoresSkipAndCount: return Array(list.prefix(extra))
    }
  }

  private func distinct(_ rows: [Row]) -> [Row] {
    rows.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
  }

  private func drawList(using generator: inout SeededGenerator) -> [Row] {
    (0..<Int.random(in: 0...24, using: &generator)).map { _ in
      Row(
        value: generator.string(from: "ab", lengths: 1...2),
        subtitle: Bool.random(using: &generator)
          ? nil : generator.string(from: "xy", lengths: 1...1))
    }
  }

  func test_randomScriptedSources_pageAsTheNaiveModel_andNeverShowARowTwice() throws {
    print("SourcePagingReferenceTests seed: \(Self.seed)")
    let cases = TestScale.count(100, ci: 1_000)
    TestScale.report("SourcePagingReferenceTests", cases: cases)
    var generator = SeededGenerator(seed: Self.seed)
    for index in 0..<cases {
      let behaviour = try XCTUnwrap(Behaviour.allCases.randomElement(using: &generator))
      let isMerged = Bool.random(using: &generator)
      var list = drawList(using: &generator)
      // Half the lists repeat no row: a source over one that honours `skip` shows it whole.
      if Bool.random(using: &generator) { list = distinct(list) }
      // Merged rows are shown once per value, so their rows differ by value alone.
      if isMerged { list = list.map { Row(value: $0.value, subtitle: nil) } }
      let pageSize = Int.random(in: 1...6, using: &generator)
      let extra = Int.random(in: 1...30, using: &generator)
      // Half the cases have no source count; the others one from none to more than a list.
      let limit = Bool.random(using: &generator) ? -1 : Int.random(in: 0...26, using: &generator)
      let context =
        "case \(index): \(behaviour), merged \(isMerged), page \(pageSize), count \(limit), "
        + "list \(list)"

      var configuration = AutofillSuggestionMachine.Configuration()
      configuration.debounce = .zero
      configuration.pageSize = pageSize
      configuration.maximumSourceCount = limit
      var simulation = MachineSimulation(
        AutofillSuggestionMachine(
          source: isMerged ? .merged(AutofillIndex([])) : .dynamic, configuration: configuration))
      var reference = Reference(limit: limit)
      simulation.begin()
      simulation.type("a")
      var answers: [[Row]] = []
      while let request = simulation.pending.first {
        XCTAssertEqual(request.query.skip, reference.read, "skip, \(context)")
        let count = reference.count(pageSize: pageSize)
        XCTAssertEqual(request.query.count, count, context)
        let rows = answer(
          behaviour, list: list, query: request.query, extra: extra, using: &generator)
        answers.append(rows)
        reference.receive(rows, count: count)
        simulation.respond(
          to: request,
          with: .success(rows.map { AutofillItem($0.value, subtitle: $0.subtitle) }))
        let shown = simulation.machine.state.suggestions.map {
          Row(value: $0.item.value, subtitle: $0.item.subtitle)
        }
        XCTAssertEqual(shown, reference.shown, "after \(answers.count) pages, \(context)")
        XCTAssertEqual(Set(shown).count, shown.count, "a row shown twice, \(context)")
        XCTAssertLessThanOrEqual(shown.count, limit < 0 ? .max : limit, "count, \(context)")
        guard answers.count <= list.count + 2 else {
          XCTFail("paging does not end, \(context)")
          break
        }
        simulation.apply(simulation.machine.reachEnd())
        XCTAssertEqual(simulation.pending.isEmpty, reference.isComplete, context)
      }
      // Whatever the answers, paging ends; a source that honours `skip` without short pages
      // shows every row of its list once, in its order, up to the count.
      // (With rows repeated, a page of rows all shown already ends paging, as the model says.)
      let upToCount = { (rows: [Row]) in limit < 0 ? rows : Array(rows.prefix(limit)) }
      if limit == 0 {
        XCTAssertTrue(answers.isEmpty, "a count of 0 asks nothing, \(context)")
      }
      if [.exact, .longer].contains(behaviour), distinct(list) == list {
        XCTAssertEqual(reference.shown, upToCount(list), "every row, \(context)")
      } else if behaviour == .ignoresSkipAndCount {
        XCTAssertEqual(
          reference.shown, upToCount(distinct(Array(list.prefix(extra)))),
          "every row it gives, \(context)")
      }
    }
  }

  /// The case: a closure over 40 names that ignores `skip` and `count`. Before, every
  /// page after the first showed its first 15 rows again, and again.
  func test_sourceIgnoringThePage_showsEachRowOnce_andStops() throws {
    let names = (0..<40).map { "Name \($0)" }
    var simulation = MachineSimulation(AutofillSuggestionMachine(source: .dynamic))
    simulation.begin()
    simulation.type("n")
    simulation.advance(by: .milliseconds(250))
    var skips: [Int] = []
    while let request = simulation.pending.first, skips.count < 10 {
      skips.append(request.query.skip)
      simulation.respond(to: request, with: .success(names.map { AutofillItem($0) }))
      simulation.apply(simulation.machine.reachEnd())
    }
    XCTAssertEqual(simulation.shownValues, names)
    XCTAssertEqual(skips.count, 4, "three pages of new rows, then one with nothing new")
    XCTAssertEqual(skips.first, 0)
  }
}
