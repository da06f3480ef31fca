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
      let (keys, alphabet) = Self.foldedKeys(values)
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
    func random(_ alphabet: String, _ lengths: ClosedRange<Int>) -> String {
      String(
        (0..<Int.random(in: lengths, using: &generator)).map { _ in
          alphabet.randomElement(using: &generator) ?? "a"
        })
    }
    let periodic = (0..<12).map { _ in
      String(
        repeating: random("ab é", 1...4), count: Int.random(in: 1...30, using: &generator))
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
      ((0..<80).map { _ in random("ab é-", 0...40) }, #line),
      ((0..<300).map { _ in random("ab", 0...12) }, #line),
    ]
    for (values, line) in cases {
      let (keys, _) = Self.foldedKeys(values)
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

  /// The keys of the values in the default folding, as an index builds them.
  private static func foldedKeys(_ values: [String]) -> (FoldedKeys, FoldedAlphabet) {
    let items = values.map { AutofillItem($0) }
    let source = SourceCharacters(items: items)
    var alphabet = FoldedAlphabet()
    let variant = FoldingVariant(AutofillMatchOptions())
    let map = FoldMap(variant: variant, source: source, alphabet: &alphabet)
    var whole: [Int: [UInt32]] = [:]
    for item in map.itemsNeedingWholeFolding(values, source) {
      whole[item] = variant.fold(values[item]).map { alphabet.intern($0) }
    }
    let keys = FoldedKeys(items: items, map: map, source: source, wholeValueKeys: whole)
    return (keys, alphabet)
  }
}
