@testable import AutofillCore

/// Folded keys built as an index builds them, and a trie's keys read back, for the tests of the
/// index's inner structures (key orders, the typo directory and filter).
enum FoldedKeysFixture {
  /// The keys of the values in the folding of `options` (the default one unless given), as an
  /// index builds them.
  static func foldedKeys(
    _ values: [String], options: AutofillMatchOptions = AutofillMatchOptions()
  ) -> (FoldedKeys, FoldedAlphabet) {
    let source = SourceCharacters(values: IndexValues(texts: values))
    var alphabet = FoldedAlphabet()
    let variant = FoldingVariant(options)
    let map = FoldMap(variant: variant, source: source, alphabet: &alphabet)
    var whole: [Int: [UInt32]] = [:]
    for item in map.itemsNeedingWholeFolding(values, source) {
      whole[item] = variant.fold(values[item]).map { alphabet.intern($0) }
    }
    let keys = FoldedKeys(
      values: IndexValues(texts: values), map: map, source: source, wholeValueKeys: whole)
    return (keys, alphabet)
  }

  /// For each order of an index over `values` (prefix, suffix, word starts): the order, the
  /// keys it sorts, the order read as a trie, and each entry's characters in reading order.
  static func forEachTrie(
    of values: [String], _ body: (KeyOrder, FoldedKeys, KeyTrie, [[UInt32]]) -> Void
  ) {
    let (keys, alphabet) = foldedKeys(values)
    let table = KeyTable(keys: keys, alphabet: alphabet, options: AutofillMatchOptions())
    for order in [table.prefixOrder, table.suffixOrder, table.wordStartOrder] {
      let trie = KeyTrie(order: order, keys: keys)
      body(order, keys, trie, (0..<trie.count).map { readingOrderIDs(rank: $0, trie: trie) })
    }
  }

  /// The characters of an entry's key from its start, in the trie's reading order.
  static func readingOrderIDs(rank: Int, trie: KeyTrie) -> [UInt32] {
    var ids: [UInt32] = []
    var depth = 0
    while true {
      let (packed, length) = trie.character(at: rank, depth: depth)
      guard packed != 0 else { return ids }
      ids.append(trie.id(at: rank, depth: depth, length: length))
      depth += length
    }
  }
}
