import XCTest

@testable import AutofillCore

/// The typo walk with a directory and a filter (read first, before the directory) against the
/// same walk over the keys alone: the aids may only make it cheaper, never change a node.
final class TypoTrieWalkTests: XCTestCase {
  private static let seed: UInt64 = 0x7A1C_0FF5

  /// A node's fields, comparable: the walk lists siblings in no fixed order.
  private static func fields(_ nodes: [TypoTrieWalk.Node]) -> [[Int]] {
    nodes.map { [$0.ranks.lowerBound, $0.ranks.upperBound, $0.typos, $0.characters, $0.bytes] }
      .sorted { $0.lexicographicallyPrecedes($1) }
  }

  func test_walk_withDirectoryAndFilter_findsTheNodesOfTheWalkOverTheKeys() {
    print("TypoTrieWalkTests seed: \(Self.seed)")
    var generator = SeededGenerator(seed: Self.seed)
    // Small alphabets, so that paths deeper than the directory share heads and the filter's
    // lengths are reached; a tiny filter answers "maybe" for most paths (its false positives
    // must fall through to the directory and the keys), a larger one "no" for most misses.
    let cases: [(values: [String], line: UInt)] = [
      ((0..<400).map { _ in generator.string(from: "abc", lengths: 0...10) }, #line),
      ((0..<400).map { _ in generator.string(from: "abcdé -", lengths: 2...12) }, #line),
      ((0..<300).map { _ in generator.string(from: "ab日😀", lengths: 1...9) }, #line),
    ]
    for (values, line) in cases {
      FoldedKeysFixture.forEachTrie(of: values) { order, keys, trie, heads in
        let ids = Array(Set(heads.joined()))
        for (depth, filteredLevels, bitCountLog2) in [(1, 2, 6), (2, 4, 14), (3, 3, 8)] {
          let aids = (
            directory: TrieDirectory(trie: trie, depth: depth),
            filter: PrefixFilter(
              order: order, keys: keys, lengths: (depth + 1)...(depth + filteredLevels),
              bitCountLog2: bitCountLog2)
          )
          for _ in 0..<TestScale.count(8, ci: 40) {
            // A head with random edits, or random characters, sometimes one no key has.
            var query = heads.randomElement(using: &generator) ?? []
            if query.count < 4 || Bool.random(using: &generator) {
              query = (0..<Int.random(in: 4...11, using: &generator)).map { _ in
                ids.randomElement(using: &generator) ?? 0
              }
            }
            for _ in 0..<Int.random(in: 0...2, using: &generator) where !query.isEmpty {
              let position = Int.random(in: query.indices, using: &generator)
              query[position] =
                Int.random(in: 0..<8, using: &generator) == 0
                ? TypoAutomaton.absent : ids.randomElement(using: &generator) ?? 0
            }
            for k in 1...2 {
              let automaton = TypoAutomaton(query: query, k: k)
              var plain = TypoTrieWalk(trie: trie, automaton: automaton, aids: nil)
              var aided = TypoTrieWalk(trie: trie, automaton: automaton, aids: aids)
              let label =
                "\(order.direction), starts \(order.starts != nil), query \(query), k \(k)"
              XCTAssertEqual(
                Self.fields(aided.shortestPrefixNodes()), Self.fields(plain.shortestPrefixNodes()),
                "shortest prefixes, directory depth \(depth): " + label, line: line)
              XCTAssertEqual(
                Self.fields(aided.wholeKeyNodes()), Self.fields(plain.wholeKeyNodes()),
                "whole keys, directory depth \(depth): " + label, line: line)
            }
          }
        }
      }
    }
  }
}
