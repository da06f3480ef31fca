import XCTest

@testable import AutofillCore

/// The sorted key orders against sorting every key plainly, whichever way the sort takes (the
/// eight-byte rounds alone, suffix ranks at once, or the default switch between them), and the
/// sort's cost on long repetitive values, counted in reads rather than timed.
final class KeyOrderTests: XCTestCase {
  private static let seed: UInt64 = 0x50F7_1E55

  /// One periodic value's word starts tie for as long as the value: reading eight bytes per
  /// round would take n²/16 reads; the suffix ranks keep it within n log n (about 30 n here).
  func test_wordStartOrder_ofPeriodicValues_readsAtMostNLogN() {
    let cases: [(values: [String], line: UInt)] = [
      ([String(repeating: "ab ", count: 1_000)], #line),
      ([String(repeating: "ab ", count: 4_000)], #line),
      ([String(repeating: "ab ", count: 16_000)], #line),
      ([String(repeating: "a", count: 4_000) + " " + String(repeating: "a ", count: 4_000)], #line),
      (
        [
          String(repeating: "ab ", count: 3_000), "x", String(repeating: "ab ", count: 3_000),
          String(repeating: "abc abd ", count: 1_500),
        ], #line
      ),
    ]
    for (values, line) in cases {
      let (keys, alphabet) = FoldedKeysFixture.foldedKeys(values)
      let table = KeyTable(keys: keys, alphabet: alphabet, options: AutofillMatchOptions())
      let bytes = Double(keys.bytes.count)
      let bound = Int(4 * bytes * log2(bytes))
      let work = table.wordStartOrder.sortingWork
      XCTAssertLessThanOrEqual(work, bound, "\(keys.bytes.count) bytes", line: line)
    }
  }

  /// Every suffix of every key (each character start an entry), whole keys forward and whole
  /// keys backward, in the order of a plain sort: by bytes, a key that ends first below one
  /// that goes on, then by entry (item, then start).
  func test_keyOrder_everyWay_equalsPlainSort() {
    print("KeyOrderTests seed: \(Self.seed)")
    var generator = SeededGenerator(seed: Self.seed)
    let periodic = (0..<12).map { _ in
      String(
        repeating: generator.string(from: "ab é", lengths: 1...4),
        count: Int.random(in: 1...30, using: &generator))
    }
    let cases: [(values: [String], line: UInt)] = [
      ([String(repeating: "ab ", count: 300)], #line),
      (["a"], #line),
      ([""], #line),
      (["", "a", "", "a", "aa", "a"], #line),
      (["ab ab ab", "ab ab", "ab", "b ab ab ab", "ab ab ab", "ab ab"], #line),
      ([String(repeating: "a", count: 40), String(repeating: "a", count: 39), "a a a a"], #line),
      (
        [
          "Straße straße STRASSE", "Zürich Zürich zürich", "ｶﾞｷﾞ ｶﾞｷﾞ ｶﾞｷﾞ", "日本語 日本語 日本",
          "😀😀😀 😀😀😀", "e\u{301}e\u{301} é é", "ǅ ǆ Ǆ ǅ",
        ], #line
      ),
      (periodic, #line),
      ((0..<80).map { _ in generator.string(from: "ab é-", lengths: 0...40) }, #line),
      ((0..<300).map { _ in generator.string(from: "ab", lengths: 0...12) }, #line),
    ]
    for (values, line) in cases {
      let (keys, _) = FoldedKeysFixture.foldedKeys(values)
      var items: [UInt32] = []
      var starts: [UInt32] = []
      for item in 0..<keys.itemCount {
        let (start, end) = keys.bounds(of: item)
        for position in start..<end where !FoldedKeys.isContinuation(keys.bytes[position]) {
          items.append(UInt32(item))
          starts.append(UInt32(position - start))
        }
      }
      let wholeItems = (0..<keys.itemCount).map(UInt32.init)
      let ways: [(items: [UInt32]?, starts: [UInt32]?, direction: KeyOrder.Direction)] = [
        (items, starts, .forward), (nil, nil, .forward), (nil, nil, .backward),
      ]
      for (entryItems, entryStarts, direction) in ways {
        let expected = Self.plainSort(
          keys, items: entryItems ?? wholeItems, starts: entryStarts, direction: direction)
        for limit in [0, 1, 16, nil, .max] {
          let order = KeyOrder(
            keys: keys, items: entryItems, starts: entryStarts, direction: direction,
            refinementLimit: limit)
          let actual = (0..<order.items.count).map {
            (Int(order.items[$0]), Int(order.starts?[$0] ?? 0))
          }
          XCTAssert(
            actual.elementsEqual(expected) { $0 == $1 },
            "\(direction), \(entryStarts == nil ? "whole keys" : "every start"), limit "
              + "\(limit.map(String.init) ?? "default"): \(actual.prefix(12)) != "
              + "\(expected.prefix(12))", line: line)
        }
      }
    }
  }

  /// The ranks of the entries whose keys start with a query, against reading every entry, for
  /// queries of one byte to twelve (up to eight compare exactly with the samples, and both
  /// bounds are searched at once; longer ones are not), in orders long enough that the bounds
  /// fall at every place within the samples' windows.
  func test_rangeStartingWith_equalsTheEntriesWhoseKeysStartWithTheQuery() {
    var generator = SeededGenerator(seed: Self.seed)
    let values = (0..<3_000).map { _ in generator.string(from: "abc", lengths: 0...12) }
    let (keys, _) = FoldedKeysFixture.foldedKeys(values)
    var queries: [[UInt8]] = []
    for length in 1...3 {
      queries += (0..<Int(pow(3, Double(length)))).map { number in
        (0..<length).map { digit in
          Array("abc".utf8)[number / Int(pow(3, Double(digit))) % 3]
        }
      }
    }
    for _ in 0..<TestScale.count(20, ci: 200) {
      let item = Int.random(in: 0..<keys.itemCount, using: &generator)
      let (start, end) = keys.bounds(of: item)
      guard start < end else { continue }
      let length = Int.random(in: 1...(end - start), using: &generator)
      queries.append(Array(keys.bytes[start..<(start + length)]))
      queries.append(Array(keys.bytes[(end - length)..<end].reversed()))
    }
    let wholeItems = (0..<keys.itemCount).map(UInt32.init)
    for direction in [KeyOrder.Direction.forward, .backward] {
      let order = KeyOrder(keys: keys, items: nil, starts: nil, direction: direction)
      let sortedKeys = Self.plainSort(keys, items: wholeItems, starts: nil, direction: direction)
        .map { item, _ -> [UInt8] in
          let (lower, upper) = keys.bounds(of: item)
          let key = Array(keys.bytes[lower..<upper])
          return direction == .forward ? key : key.reversed()
        }
      for query in queries {
        let matching = sortedKeys.indices.filter { sortedKeys[$0].starts(with: query) }
        let expected = (matching.first ?? 0)..<((matching.last ?? -1) + 1)
        let actual = order.range(startingWith: query, in: keys)
        XCTAssert(
          actual == expected || (actual.isEmpty && matching.isEmpty),
          "\(direction), query \(query): \(actual) != \(expected)")
      }
    }
  }

  /// The entries sorted by their keys' bytes in reading order, then by entry number.
  private static func plainSort(
    _ keys: FoldedKeys, items: [UInt32], starts: [UInt32]?, direction: KeyOrder.Direction
  ) -> [(Int, Int)] {
    let entries = items.indices.map { entry -> (key: [UInt8], item: Int, start: Int) in
      let item = Int(items[entry])
      let start = Int(starts?[entry] ?? 0)
      let (lower, upper) = keys.bounds(of: item)
      let key =
        direction == .forward
        ? Array(keys.bytes[(lower + start)..<upper]) : Array(keys.bytes[lower..<upper].reversed())
      return (key, item, start)
    }
    return entries.indices.sorted { left, right in
      let (a, b) = (entries[left].key, entries[right].key)
      return a == b ? left < right : a.lexicographicallyPrecedes(b)
    }
    .map { (entries[$0].item, entries[$0].start) }
  }
}
