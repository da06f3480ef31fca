import XCTest

@testable import AutofillCore

/// The prefix filter of each key order against the hashes of its entries' heads, computed
/// plainly: it answers "maybe" exactly for the paths whose hash shares a bit with a head's.
final class PrefixFilterTests: XCTestCase {
  private static let seed: UInt64 = 0xF1_17E5

  func test_prefixFilter_everyOrder_answersByTheBitsOfTheHeadsHashes() {
    print("PrefixFilterTests seed: \(Self.seed)")
    var generator = SeededGenerator(seed: Self.seed)
    let cases: [(values: [String], line: UInt)] = [
      (["abcdefgh", "abcde", "abcd", "", "zyxwvuts rqpo"], #line),
      ((0..<300).map { _ in generator.string(from: "abcé -", lengths: 0...12) }, #line),
      ((0..<300).map { _ in generator.string(from: "ab日😀 ", lengths: 1...9) }, #line),
    ]
    let lengths = 3...4
    for (values, line) in cases {
      let (keys, alphabet) = FoldedKeysFixture.foldedKeys(values)
      let table = KeyTable(keys: keys, alphabet: alphabet, options: AutofillMatchOptions())
      for order in [table.prefixOrder, table.suffixOrder, table.wordStartOrder] {
        let trie = KeyTrie(order: order, keys: keys)
        let bitCountLog2 = 12
        let filter = PrefixFilter(
          order: order, keys: keys, lengths: lengths, bitCountLog2: bitCountLog2)
        func hash(_ path: [UInt32]) -> UInt64 {
          path.reduce(PrefixFilter.emptyHash) { PrefixFilter.extend($0, $1) }
        }
        var heads = Set<[UInt32]>()
        for rank in 0..<trie.count {
          let ids = FoldedKeysFixture.readingOrderIDs(rank: rank, trie: trie)
          for length in lengths where ids.count >= length {
            heads.insert(Array(ids.prefix(length)))
          }
        }
        let bits = Set(heads.map { hash($0) >> UInt64(64 - bitCountLog2) })
        let label = "\(order.direction), \(order.starts == nil ? "whole" : "word starts")"
        for head in heads {
          XCTAssert(filter.mayStart(with: hash(head)), label + " \(head)", line: line)
        }
        let ids = Array(Set(heads.flatMap { $0 }))
        for _ in 0..<2_000 {
          let path = (0..<Int.random(in: lengths, using: &generator)).map { _ in
            ids.randomElement(using: &generator) ?? 0
          }
          XCTAssertEqual(
            filter.mayStart(with: hash(path)),
            bits.contains(hash(path) >> UInt64(64 - bitCountLog2)), label + " \(path)", line: line)
        }
      }
    }
  }
}
