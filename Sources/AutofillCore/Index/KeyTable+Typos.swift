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
  /// The search spends `budget`'s steps; when they run out, it returns the matches it found,
  /// each with its true distance and tier and in the documented order, but not all of them
  /// (``TypoWorkBudget/isExhausted`` then says so).
  ///
  /// - Complexity: exact, prefix and suffix walk the sorted keys as a trie, visiting only
  ///   paths within `k` of a prefix of the query; contains verifies the items that hold some
  ///   piece of the query exactly (see ``TypoSubstringCandidates``). At most `budget`'s steps.
  func typoMatches(
    for ids: [UInt32], k: Int, mode: AutofillMatchMode, ordering: AutofillMatchOptions.Ordering,
    limit: Int, budget: inout TypoWorkBudget
  ) -> [TypoKeyMatch] {
    guard k > 0, limit > 0, !ids.isEmpty else { return [] }
    switch mode {
    case .exact:
      let trie = KeyTrie(order: prefixOrder, keys: keys)
      var walk = TypoTrieWalk(
        trie: trie, automaton: TypoAutomaton(query: ids, k: k),
        aids: prefixOrder.typoAids(keys: keys), budget: budget)
      var found: [(typos: Int, item: Int, characters: Int)] = []
      for node in walk.wholeKeyNodes() {
        for rank in node.ranks { found.append((node.typos, trie.item(at: rank), node.characters)) }
      }
      budget = walk.budget
      found.sort { ($0.typos, $0.item) < ($1.typos, $1.item) }
      return found.prefix(limit).map {
        TypoKeyMatch(item: $0.item, tier: .exact, typos: $0.typos, span: 0..<$0.characters)
      }
    case .prefix:
      return anchoredMatches(
        KeyTrie(order: prefixOrder, keys: keys), ids, k: k, ordering: ordering, limit: limit,
        budget: &budget)
    case .suffix:
      return anchoredMatches(
        KeyTrie(order: suffixOrder, keys: keys), ids.reversed(), k: k, ordering: ordering,
        limit: limit, budget: &budget)
    case .contains:
      return substringMatches(ids, k: k, ordering: ordering, limit: limit, budget: &budget)
    }
  }

  /// Prefix mode over the prefix order, or suffix mode over the suffix order (with the query
  /// reversed): every key's shortest prefix, in reading order, at its smallest distance.
  private func anchoredMatches(
    _ trie: KeyTrie, _ query: [UInt32], k: Int, ordering: AutofillMatchOptions.Ordering,
    limit: Int, budget: inout TypoWorkBudget
  ) -> [TypoKeyMatch] {
    var walk = TypoTrieWalk(
      trie: trie, automaton: TypoAutomaton(query: query, k: k),
      aids: trie.order.typoAids(keys: keys), budget: budget)
    let nodes = walk.shortestPrefixNodes()
    budget = walk.budget
    // Split each node's ranks by tier: keys that end at the node are matched whole (exact);
    // the rest are prefix matches, or in suffix mode word-prefix or substring matches by the
    // character before the span, which is the next one in reading order.
    var groups: [(ranks: Range<Int>, tag: Int)] = []
    var tags: [(node: Int, tier: AutofillMatch.Tier)] = []
    func add(_ ranks: Range<Int>, _ node: Int, _ tier: AutofillMatch.Tier) {
      guard !ranks.isEmpty else { return }
      groups.append((ranks, tags.count))
      tags.append((node, tier))
    }
    for (ranks, index) in Self.ownedRanges(of: nodes) where nodes[index].typos > 0 {
      let depth = nodes[index].bytes
      let ended = Self.endedPart(of: ranks, depth: depth, in: trie)
      add(ended, index, .exact)
      var start = ended.upperBound
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

  /// The ranks each node of a walk owns: its own minus those of the nodes listed inside it
  /// (a key belongs to the deepest listed node that holds it).
  private static func ownedRanges(of nodes: [TypoTrieWalk.Node]) -> [(ranks: Range<Int>, node: Int)]
  {
    var owned: [(ranks: Range<Int>, node: Int)] = []
    var stack: [(node: Int, cursor: Int)] = []
    func close(_ top: (node: Int, cursor: Int)) {
      owned.append((top.cursor..<nodes[top.node].ranks.upperBound, top.node))
    }
    // Walks list a node before the nodes inside it, but visit the query's characters in the
    // query's order: sort by rank, outer nodes first.
    let order = nodes.indices.sorted {
      (nodes[$0].ranks.lowerBound, -nodes[$0].ranks.upperBound, $0)
        < (nodes[$1].ranks.lowerBound, -nodes[$1].ranks.upperBound, $1)
    }
    for index in order {
      let node = nodes[index]
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
    return owned.filter { !$0.ranks.isEmpty }
  }

  /// The head of `ranks` whose keys end at `depth` bytes (they sort first).
  private static func endedPart(of ranks: Range<Int>, depth: Int, in trie: KeyTrie) -> Range<Int> {
    guard !ranks.isEmpty, trie.character(at: ranks.lowerBound, depth: depth).packed == 0 else {
      return ranks.lowerBound..<ranks.lowerBound
    }
    return ranks.lowerBound..<trie.firstRank(above: 0, in: ranks, depth: depth)
  }

  /// Contains mode. Every candidate is verified by an alignment of its whole key, which gives
  /// its distance and tier; what differs is where candidates come from. In source order, the
  /// items that hold a piece of the query exactly (``TypoSubstringCandidates``), for one
  /// distance after another. In relevance order, each distance and tier in turn, from the
  /// cheapest source that holds every item of that class: a span at the start at distance `d`
  /// means the key's best prefix is at distance `d` (the prefix walk; exact when that prefix is
  /// the whole key), a span at a word start means that word's best prefix is (the same walk
  /// over the word-start order), and only the substring tier needs the pieces. Each class
  /// stops as soon as the limit is reached, or the budget (a step per candidate verified).
  private func substringMatches(
    _ ids: [UInt32], k: Int, ordering: AutofillMatchOptions.Ordering, limit: Int,
    budget: inout TypoWorkBudget
  ) -> [TypoKeyMatch] {
    var verifier = TypoVerifier(keys: keys, isWordCharacter: isWordCharacter, query: ids, k: k)
    var found: [TypoKeyMatch] = []
    // Whether to go on: not full, and budget left.
    var isOpen: Bool { found.count < limit && !budget.isExhausted }
    func take(_ item: Int, _ typos: Int, _ tier: AutofillMatch.Tier?) {
      guard budget.spend(), let match = verifier.match(item), match.typos == typos,
        tier.map({ match.tier == $0 }) ?? true
      else { return }
      found.append(match)
    }
    // Candidates in batches whose keys are read ahead together: checking one waits for its
    // key (a cache miss or two), and the batch's reads overlap instead.
    var batch = [UInt32](repeating: 0, count: 32)
    func takeBatched(_ candidates: inout TypoSubstringCandidates, _ take: (UInt32) -> Void) {
      while isOpen {
        var count = 0
        while count < batch.count, let item = candidates.next() {
          batch[count] = item
          count += 1
        }
        guard count > 0 else { return }
        verifier.prefetch(batch[..<count])
        for item in batch[..<count] where isOpen { take(item) }
      }
    }
    if ordering == .source {
      for typos in 1...k where isOpen {
        var candidates = TypoSubstringCandidates(query: ids, k: typos, grams: triples)
        takeBatched(&candidates) { take(Int($0), typos, nil) }
      }
      return found
    }
    let automaton = TypoAutomaton(query: ids, k: k)
    let prefixTrie = KeyTrie(order: prefixOrder, keys: keys)
    var prefixWalk = TypoTrieWalk(
      trie: prefixTrie, automaton: automaton, aids: prefixOrder.typoAids(keys: keys),
      budget: budget)
    let prefixNodes = prefixWalk.shortestPrefixNodes()
    budget = prefixWalk.budget
    let prefixOwned = Self.ownedRanges(of: prefixNodes)
    var wordOwned: [(ranks: Range<Int>, typos: Int)]?
    let wordTrie = KeyTrie(order: wordStartOrder, keys: keys)
    for typos in 1...k where isOpen {
      let owned = prefixOwned.filter { prefixNodes[$0.node].typos == typos }
      // Exact: keys whose best prefix is the whole key.
      var exact: [Int] = []
      for (ranks, node) in owned {
        for rank in Self.endedPart(of: ranks, depth: prefixNodes[node].bytes, in: prefixTrie) {
          exact.append(prefixTrie.item(at: rank))
        }
      }
      for item in exact.sorted() where isOpen { take(item, typos, .exact) }
      var prefixItems = AscendingRanks(prefixOrder.minimum, ranges: owned.map { ($0.ranks, 0) })
      while isOpen, let (item, _) = prefixItems.next() {
        take(Int(item), typos, .prefix)
      }
      guard isOpen else { break }
      if wordOwned == nil {
        var wordWalk = TypoTrieWalk(
          trie: wordTrie, automaton: automaton,
          aids: wordStartOrder.typoAids(keys: keys), budget: budget)
        let nodes = wordWalk.shortestPrefixNodes()
        budget = wordWalk.budget
        wordOwned = Self.ownedRanges(of: nodes).map { ($0.ranks, nodes[$0.node].typos) }
      }
      var wordItems = AscendingRanks(
        wordStartOrder.minimum,
        ranges: (wordOwned ?? []).filter { $0.typos == typos }.map { ($0.ranks, 0) })
      var last: UInt32?
      while isOpen, let (item, _) = wordItems.next() {
        if item == last { continue }
        last = item
        take(Int(item), typos, .wordPrefix)
      }
      var candidates = TypoSubstringCandidates(query: ids, k: typos, grams: triples)
      takeBatched(&candidates) { take(Int($0), typos, .substring) }
    }
    return found
  }
}
