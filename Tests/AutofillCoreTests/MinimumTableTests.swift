import XCTest

@testable import AutofillCore

/// The table's selection of a range's smallest values, against sorting the range, on ranges
/// that do and do not cover whole blocks, with repeated values and every count up to the range.
final class MinimumTableTests: XCTestCase {
  private static let seed: UInt64 = 0x3141_5926

  func test_smallestValues_equalTheSortedRangesHead() {
    print("MinimumTableTests seed: \(Self.seed)")
    var generator = SeededGenerator(seed: Self.seed)
    for (count, maximum) in [(1, 5), (31, 100), (500, 1_000), (3_000, 40), (5_000, 1_000_000)] {
      let raw = (0..<count).map { _ in UInt32.random(in: 0...UInt32(maximum), using: &generator) }
      let table = MinimumTable(PackedIntegers(count: count, maximum: UInt32(maximum)) { raw[$0] })
      for _ in 0..<60 {
        let lower = Int.random(in: 0..<count, using: &generator)
        let upper = Int.random(in: (lower + 1)...count, using: &generator)
        let expected = raw[lower..<upper].sorted()
        for wanted in [1, 2, 5, 17, 32] {
          let found = withUnsafeTemporaryAllocation(of: UInt32.self, capacity: wanted) { kept in
            table.smallest(wanted, in: lower..<upper, into: kept).map { Array(kept[0..<$0]) }
          }
          XCTAssertEqual(
            found, Array(expected.prefix(wanted)),
            "count \(count), range \(lower)..<\(upper), wanted \(wanted)")
        }
      }
    }
  }
}
