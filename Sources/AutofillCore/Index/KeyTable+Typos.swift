/// One match with typos found by a ``KeyTable``: the item, its tier, its distance, and the span
/// of its folded key (in characters) that the best alignment used.
struct TypoKeyMatch: Equatable, Sendable {
  var item: Int
  var tier: AutofillMatch.Tier
  var typos: Int
  var span: Range<Int>
}

extension KeyTable {
  /// The matches with 1 to `k` typos of a folded query (alphabet ids, ``TypoAutomaton/absent``
  /// for characters no value has), in the documented order: by distance, then by tier
  /// (relevance) and item; at most `limit`. Items that match without typos are not among them.
  ///
  /// - Complexity: exact, prefix and suffix walk the sorted keys as a trie, visiting only
  ///   paths within `k` of a prefix of the query; contains verifies the items that hold some
  ///   piece of the query exactly (see ``TypoSubstringCandidates``).
  func typoMatches(
    for ids: [UInt32], k: Int, mode: AutofillMatchMode, ordering: AutofillMatchOptions.Ordering,
    limit: Int
  ) -> [TypoKeyMatch] {
    guard k > 0, limit > 0, !ids.isEmpty else { return [] }
    switch mode {
    case .exact:
      let trie = KeyTrie(order: prefixOrder, keys: keys)
      var walk = TypoTrieWalk(trie: trie, automaton: TypoAutomaton(query: ids, k: k))
      var found: [(typos: Int, item: Int, characters: Int)] = []
      for node in walk.wholeKeyNodes() {
        for rank in node.ranks { found.append((node.typos, trie.item(at: rank), node.characters)) }
      }
      found.sort { ($0.typos, $0.item) < ($1.typos, $1.item) }
      return found.prefix(limit).map {
        TypoKeyMatch(item: $0.item, tier: .exact, typos: $0.typos, span: 0..<$0.characters)
      }
    case .prefix:
      return anchoredMatches(
        KeyTrie(order: prefixOrder, keys: keys), ids, k: k, ordering: ordering, limit: limit)
    case .suffix:
      return anchoredMatches(
        KeyTrie(order: suffixOrder, keys: keys), ids.reversed(), k: k, ordering: ordering,
        limit: limit)
    case .contains:
      return substringMatches(ids, k: k, ordering: ordering, limit: limit)
    }
  }

  /// Prefix mode over the prefix order, or suffix mode over the suffix order (with the query
  /// reversed): every key's shortest prefix, in reading order, at its smallest distance.
  private func anchoredMatches(
    _ trie: KeyTrie, _ query: [UInt32], k: Int, ordering: AutofillMatchOptions.Ordering,
    limit: Int
  ) -> [TypoKeyMatch] {
    var walk = TypoTrieWalk(trie: trie, automaton: TypoAutomaton(query: query, k: k))
    let nodes = walk.shortestPrefixNodes()
    // A key's node is the deepest listed node that holds it: each node owns its ranks minus
    // those of the nodes listed inside it.
    var owned: [(ranks: Range<Int>, node: Int)] = []
    var stack: [(node: Int, cursor: Int)] = []
    func close(_ top: (node: Int, cursor: Int)) {
      owned.append((top.cursor..<nodes[top.node].ranks.upperBound, top.node))
    }
    for (index, node) in nodes.enumerated() {
      while let top = stack.last, node.ranks.lowerBound >= nodes[top.node].ranks.upperBound {
        close(top)
        stack.removeLast()
      }
      if let top = stack.last {
        owned.append((top.cursor..<node.ranks.lowerBound, top.node))
        stack[stack.count - 1].cursor = node.ranks.upperBound
      }
      stack.append((index, node.ranks.lowerBound))
    }
    while let top = stack.popLast() { close(top) }
    // Split each owned range by tier: keys that end at the node are matched whole (exact);
    // the rest are prefix matches, or in suffix mode word-prefix or substring matches by the
    // character before the span, which is the next one in reading order.
    var groups: [(ranks: Range<Int>, tag: Int)] = []
    var tags: [(node: Int, tier: AutofillMatch.Tier)] = []
    func add(_ ranks: Range<Int>, _ node: Int, _ tier: AutofillMatch.Tier) {
      guard !ranks.isEmpty else { return }
      groups.append((ranks, tags.count))
      tags.append((node, tier))
    }
    for (ranks, index) in owned where !ranks.isEmpty && nodes[index].typos > 0 {
      let depth = nodes[index].bytes
      var start = ranks.lowerBound
      if trie.character(at: start, depth: depth).packed == 0 {
        start = trie.firstRank(above: 0, in: ranks, depth: depth)
        add(ranks.lowerBound..<start, index, .exact)
      }
      if trie.isForward {
        add(start..<ranks.upperBound, index, .prefix)
        continue
      }
      while start < ranks.upperBound {
        let (packed, length) = trie.character(at: start, depth: depth)
        let end = trie.firstRank(above: packed, in: start..<ranks.upperBound, depth: depth)
        let before = trie.id(at: start, depth: depth, length: length)
        add(start..<end, index, isWordCharacter[Int(before)] ? .substring : .wordPrefix)
        start = end
      }
    }
    // Classes in output order, each read in item order.
    var classes: [Int: [(ranks: Range<Int>, tag: Int)]] = [:]
    for group in groups {
      let node = nodes[tags[group.tag].node]
      let tier = ordering == .relevance ? tags[group.tag].tier.rawValue : 0
      classes[node.typos * 8 + tier, default: []].append(group)
    }
    var found: [TypoKeyMatch] = []
    for key in classes.keys.sorted() {
      var items = AscendingRanks(trie.order.minimum, ranges: classes[key] ?? [])
      while found.count < limit, let (item, tag) = items.next() {
        let node = nodes[tags[tag].node]
        let item = Int(item)
        var span = 0..<node.characters
        if !trie.isForward {
          let count = keys.characterCount(of: item, inFirst: keys.length(of: item))
          span = (count - node.characters)..<count
        }
        found.append(TypoKeyMatch(item: item, tier: tags[tag].tier, typos: node.typos, span: span))
      }
      if found.count >= limit { break }
    }
    return found
  }

  /// Contains mode: the candidates that hold a piece of the query exactly, each verified by
  /// an alignment of the whole key.
  private func substringMatches(
    _ ids: [UInt32], k: Int, ordering: AutofillMatchOptions.Ordering, limit: Int
  ) -> [TypoKeyMatch] {
    var candidates = TypoSubstringCandidates(query: ids, k: k, grams: triples)
    var alignment = SubstringAlignment(query: ids, k: k)
    var key: [UInt32] = []
    var found: [TypoKeyMatch] = []
    while let item = candidates.next() {
      key = keys.ids(of: Int(item))
      guard let (typos, span) = key.withUnsafeBufferPointer({ alignment.best(in: $0) }),
        typos > 0
      else { continue }
      let tier: AutofillMatch.Tier
      if span.lowerBound == 0 {
        tier = span.upperBound == key.count ? .exact : .prefix
      } else {
        tier = isWordCharacter[Int(key[span.lowerBound - 1])] ? .substring : .wordPrefix
      }
      found.append(TypoKeyMatch(item: Int(item), tier: tier, typos: typos, span: span))
      // Candidates come in item order: with one typo allowed, the first ones are the answer.
      if ordering == .source && k == 1 && found.count == limit { break }
    }
    found.sort { a, b in
      let tiers = ordering == .relevance ? (a.tier, b.tier) : (.exact, .exact)
      return (a.typos, tiers.0.rawValue, a.item) < (b.typos, tiers.1.rawValue, b.item)
    }
    return Array(found.prefix(limit))
  }
}
