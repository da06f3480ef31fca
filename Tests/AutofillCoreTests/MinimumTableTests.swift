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

  /// Reading a range at once (`forEach(in:)`, which checks its bounds once, not once a value)
  /// gives what the subscript gives value by value, for every bit width's packing, for ranges
  /// past either end, and for words too short for the count (a damaged file's): a range whose
  /// reads would leave the words reads as the subscript does, 0 past them, never outside.
  func test_rangeRead_equalsTheSubscriptValueByValue() {
    var generator = SeededGenerator(seed: Self.seed)
    for maximum in [1, 6, 1_000, 1 << 20, Int(UInt32.max)] {
      let count = 300
      let raw = (0..<count).map { _ in UInt32.random(in: 0...UInt32(maximum), using: &generator) }
      let built = PackedIntegers(count: count, maximum: UInt32(maximum)) { raw[$0] }
      // The same values with their last words missing and a smaller maximum: what a damaged
      // file could hold once its counts were checked wrongly.
      let words = Array(built.words.dropLast(3))
      let short = PackedIntegers(
        count: count, bitWidth: built.bitWidth, maximum: UInt32(maximum / 2),
        words: StoredArray(words))
      // On the short words, the largest end whose last eight-byte read ends exactly at the
      // words' end, and one more: the one-check read's bound at its edge.
      let edge = ((words.count * 8 - 8) * 8 + 7) / built.bitWidth + 1
      let edges = [edge, edge + 1].filter { $0 <= count }.map { 0..<$0 }
      for values in [built, short] {
        for range in [0..<count, 0..<0, 5..<37, (count - 40)..<count, (count - 3)..<(count + 5)]
          + edges
        {
          var read: [UInt32] = []
          values.forEach(in: range) { read.append($0) }
          XCTAssertEqual(read, range.map { values[$0] }, "maximum \(maximum), range \(range)")
        }
      }
      XCTAssertEqual(raw, built.map { $0 })
    }
  }
}
