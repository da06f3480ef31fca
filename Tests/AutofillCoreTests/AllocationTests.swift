import AutofillCore
import Foundation
import XCTest

/// Exact and prefix queries into a reused ``AutofillMatchBuffer`` allocate nothing: counted
/// by the test executable's own `malloc` over a batch of queries (never timed).
///
/// The zero counts hold for optimized code, which is what ships: an unoptimized build calls the
/// standard library's generic entry points, whose witness-table lookups allocate (clearing an
/// array does), so there these tests are skipped. Run them with
/// `AUTOFILL_COUNT_ALLOCATIONS=1 swift test -c release -Xswiftc -enable-testing --filter
/// AllocationTests` (the variable adds the counting C target to the package).
final class AllocationTests: XCTestCase {
  private static let queries = [
    "a", "ab", "zu", "Zü", "new", "NEW Y", "stra", "é", "ç", "xq", "mün", "l'", "São", "zz", "q",
  ]

  private static var isUnoptimized: Bool {
    #if DEBUG
      true
    #else
      false
    #endif
  }

  private func makeIndex(preparing options: AutofillMatchOptions = .init()) -> AutofillIndex {
    AutofillIndex(Fixture.multilingual.map { AutofillItem($0) }, preparing: options)
  }

  private func options(
    _ mode: AutofillMatchMode, _ ordering: AutofillMatchOptions.Ordering, limit: Int = 5
  ) -> AutofillMatchOptions {
    var options = AutofillMatchOptions(maximumCount: limit, ordering: ordering)
    options.mode = mode
    return options
  }

  /// Counts a batch of every query in `options`, after one warm-up batch that grows the buffer.
  private func countBatch(
    _ index: AutofillIndex, _ options: AutofillMatchOptions, _ buffer: inout AutofillMatchBuffer
  ) -> Int? {
    for query in Self.queries { index.matches(for: query, options: options, into: &buffer) }
    return AllocationCounter.count {
      for query in Self.queries { index.matches(for: query, options: options, into: &buffer) }
    }
  }

  func test_counter_seesTheArrayAPIsAllocations() throws {
    try XCTSkipUnless(
      AllocationCounter.isAvailable, "allocations are counted on Linux, without sanitizers")
    let index = makeIndex()
    _ = index.matches(for: "zu")
    let count = try XCTUnwrap(
      AllocationCounter.count { _ = index.matches(for: "zu") }, "allocations are counted on Linux")
    // The array of matches, at least: the counter is live, so a zero below means something.
    XCTAssertGreaterThan(count, 0)
  }

  func test_exactAndPrefix_intoReusedBuffer_allocateNothing() throws {
    try XCTSkipUnless(AllocationCounter.isAvailable, "allocations are counted on Linux only")
    try XCTSkipIf(Self.isUnoptimized, "unoptimized generic code allocates; run with -c release")
    let index = makeIndex()
    var buffer = AutofillMatchBuffer()
    for (mode, ordering, limit, line) in [
      (AutofillMatchMode.exact, AutofillMatchOptions.Ordering.relevance, 5, #line),
      (.prefix, .relevance, 5, #line),
      (.exact, .source, 5, #line),
      (.prefix, .source, 5, #line),
      (.prefix, .relevance, 14, #line),
      (.prefix, .source, 14, #line),
      (.prefix, .source, 1, #line),
    ] {
      let options = options(mode, ordering, limit: limit)
      let count = countBatch(index, options, &buffer)
      XCTAssertEqual(count, 0, "\(mode) \(ordering) limit \(limit)", line: UInt(line))
    }
  }

  func test_exactAndPrefix_everyFolding_allocateNothing() throws {
    try XCTSkipUnless(AllocationCounter.isAvailable, "allocations are counted on Linux only")
    try XCTSkipIf(Self.isUnoptimized, "unoptimized generic code allocates; run with -c release")
    let index = makeIndex()
    var buffer = AutofillMatchBuffer()
    for var options in Fixture.allOptions where options.mode == .exact || options.mode == .prefix {
      // Up to 14 matches are selected in stack space; more take a heap allocation.
      options.maximumCount = 5
      _ = index.matches(for: "a", options: options)
      XCTAssertEqual(countBatch(index, options, &buffer), 0, "\(options)")
    }
  }

  /// Items with matched subtitles and terms: each item kept once, in the buffer's own storage,
  /// allocates nothing either at the default limit.
  func test_itemsWithTerms_exactAndPrefix_allocateNothing() throws {
    try XCTSkipUnless(AllocationCounter.isAvailable, "allocations are counted on Linux only")
    try XCTSkipIf(Self.isUnoptimized, "unoptimized generic code allocates; run with -c release")
    let index = AutofillIndex(TermItems(Fixture.multilingual, seed: 49).items)
    var buffer = AutofillMatchBuffer()
    for mode in [AutofillMatchMode.exact, .prefix] {
      for ordering in [AutofillMatchOptions.Ordering.relevance, .source] {
        let options = options(mode, ordering)
        XCTAssertEqual(countBatch(index, options, &buffer), 0, "\(mode) \(ordering)")
      }
    }
  }

  /// The buffer's elements, read with ``AutofillIndex/match(_:)``, are the array API's
  /// matches.
  func test_buffer_readBack_equalsArrayAPI() {
    let index = makeIndex()
    var buffer = AutofillMatchBuffer()
    for options in Fixture.allOptions {
      for query in Self.queries {
        index.matches(for: query, options: options, into: &buffer)
        let expected = index.matches(for: query, options: options)
        let read = buffer.map(index.match)
        XCTAssertEqual(read.map(\.itemIndex), expected.map(\.itemIndex), "\(query) \(options)")
        XCTAssertEqual(read.map(\.range), expected.map(\.range), "\(query) \(options)")
        XCTAssertEqual(read.map(\.tier), expected.map(\.tier), "\(query) \(options)")
      }
    }
  }
}
