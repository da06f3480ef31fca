import XCTest

@testable import AutofillCore

/// The bit-parallel substring distance that rejects "contains" candidates with typos, against
/// a table over every substring.
final class SubstringDistanceFilterTests: XCTestCase {
  private static let seed: UInt64 = 0xB17_0FA5

  /// The bit-parallel distance equals the smallest distance over every substring, computed by
  /// a plain table for each: queries and keys over small alphabets (so that transpositions,
  /// repeats and characters the query lacks are common), ids of one byte and of several.
  func test_substringDistanceFilter_equalsSmallestDistanceOverSubstrings() {
    print("SubstringDistanceFilterTests seed: \(Self.seed)")
    var generator = SeededGenerator(seed: Self.seed)
    for round in 0..<TestScale.count(300, ci: 3_000) {
      let alphabet: [UInt32] = round % 3 == 0 ? [0, 1, 2] : [3, 300, 70_000, 4, 5]
      func random(_ lengths: ClosedRange<Int>) -> [UInt32] {
        (0..<Int.random(in: lengths, using: &generator)).map { _ in
          alphabet.randomElement(using: &generator) ?? 0
        }
      }
      var query = random(1...(round % 10 == 0 ? 64 : 9))
      if round % 7 == 0 { query[0] = TypoAutomaton.absent }
      let key = random(0...14)
      var bytes: [UInt8] = []
      for id in key { FoldedKeys.append(id, to: &bytes) }
      let filter = SubstringDistanceFilter(query: query)
      XCTAssert(filter.isUsable)
      let actual = bytes.withUnsafeBufferPointer {
        filter.smallestDistance(in: $0, bounds: 0..<bytes.count)
      }
      var expected = query.count
      for start in 0...key.count {
        for end in start...key.count {
          expected = min(expected, Self.distance(query, Array(key[start..<end])))
        }
      }
      XCTAssertEqual(actual, expected, "query \(query), key \(key)")
    }
    XCTAssertFalse(SubstringDistanceFilter(query: Array(repeating: 1, count: 65)).isUsable)
  }

  /// The optimal-string-alignment distance, by its table.
  private static func distance(_ a: [UInt32], _ b: [UInt32]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in stride(from: 1, through: a.count, by: 1) {
      for j in stride(from: 1, through: b.count, by: 1) {
        // The absent character equals nothing, itself included.
        let same = a[i - 1] == b[j - 1] && a[i - 1] != TypoAutomaton.absent
        table[i][j] = min(
          table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (same ? 0 : 1))
        if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]
          && a[i - 1] != TypoAutomaton.absent && a[i - 2] != TypoAutomaton.absent
        {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }

}
