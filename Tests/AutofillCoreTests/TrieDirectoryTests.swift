import XCTest

@testable import AutofillCore

/// The trie directory of each key order against the distinct heads of its sorted keys.
final class TrieDirectoryTests: XCTestCase {
  private static let seed: UInt64 = 0xD1EC_7081

  /// Every node of the directory, read from the root as a walk reads it, is a distinct head
  /// (first characters in reading order) of the order's keys, with the ranks of the keys that
  /// start with it and the count of those that end there; and every head is a node.
  func test_trieDirectory_everyOrderAndDepth_equalsDistinctHeads() {
    print("TrieDirectoryTests seed: \(Self.seed)")
    var generator = SeededGenerator(seed: Self.seed)
    let cases: [(values: [String], line: UInt)] = [
      (["a"], #line),
      (["", "a", "", "ab", "abc", "abcd", "abcde", "b"], #line),
      (["Zürich", "zurich", "Zug", "ZÜRICH", "日本語", "日本", "😀😀", "e\u{301}a"], #line),
      ((0..<200).map { _ in generator.string(from: "ab", lengths: 0...6) }, #line),
      ((0..<300).map { _ in generator.string(from: "abcé -", lengths: 0...9) }, #line),
      ((0..<300).map { _ in generator.string(from: "ab日😀", lengths: 1...5) }, #line),
    ]
    for (values, line) in cases {
      FoldedKeysFixture.forEachTrie(of: values) { order, _, trie, heads in
        for depth in 1...4 {
          let directory = TrieDirectory(trie: trie, depth: depth)
          // The root is a node even when the order has no entries.
          var expected: [[UInt32]: (ranks: Range<Int>, ended: Int)] = [[]: (0..<0, 0)]
          for (rank, ids) in heads.enumerated() {
            for length in 0...min(depth, ids.count) {
              let head = Array(ids.prefix(length))
              let known = expected[head] ?? (rank..<rank, 0)
              expected[head] = (
                known.ranks.lowerBound..<(rank + 1),
                known.ended + (ids.count == length ? 1 : 0)
              )
            }
          }
          var actual: [[UInt32]: (ranks: Range<Int>, ended: Int?)] = [:]
          func read(_ node: Int, path: [UInt32], ranks: Range<Int>) {
            actual[path] = (
              ranks,
              directory.endedCount(of: node, start: ranks.lowerBound, end: ranks.upperBound)
            )
            let siblings = directory.children(of: node)
            for child in siblings {
              let id = directory.id(of: child)
              XCTAssertEqual(directory.child(of: node, id: id), child, line: line)
              read(
                child, path: path + [id],
                ranks: directory.range(of: child, siblings: siblings, parentEnd: ranks.upperBound))
            }
          }
          read(TrieDirectory.root, path: [], ranks: 0..<trie.count)
          let label = "\(order.direction), \(order.starts == nil ? "whole" : "word starts"), "
          XCTAssertEqual(
            Set(actual.keys), Set(expected.keys), label + "depth \(depth)", line: line)
          for (head, found) in actual {
            guard let want = expected[head] else { continue }
            XCTAssertEqual(found.ranks, want.ranks, label + "\(head)", line: line)
            // The last level does not know its keys' ends; every other level does.
            if head.count < depth {
              XCTAssertEqual(found.ended, want.ended, label + "\(head)", line: line)
            } else {
              XCTAssertNil(found.ended, label + "\(head)", line: line)
            }
          }
        }
      }
    }
  }
}
