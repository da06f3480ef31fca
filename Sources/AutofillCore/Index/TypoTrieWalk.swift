/// Finds the keys of a ``KeyTrie`` within `k` typos of a query by walking the trie depth first
/// with a ``TypoAutomaton`` row per depth, pruning a branch as soon as no cell below it can
/// come back within reach.
///
/// Two questions are answered, both anchored at the start of the keys in reading order:
/// - ``shortestPrefixNodes()``: for every key, its prefix at the smallest distance (the
///   shortest one): prefix mode over the prefix order, suffix mode over the suffix order with
///   the query reversed (the distance does not change when both strings are reversed).
/// - ``wholeKeyNodes()``: the keys themselves within `k` (exact mode).
///
/// A walk given a ``TypoWorkBudget`` spends a step on each automaton row and each lookup of the
/// query's rest; when the budget runs out it stops and returns the nodes whose subtrees it
/// finished (see ``budget``).
///
/// The helpers that do not mutate the walk are `@inline(__always)`: the walk's methods are
/// mutating, and a call from one to a non-mutating method copies the walk, retaining each of
/// its arrays (measured: 7 % of a two-typo walk was that copy).
struct TypoTrieWalk {
  /// A trie node (the ranks of the keys that share its path) where the walk recorded a
  /// distance: the distance of its path to the query, and the path's length.
  struct Node {
    var ranks: Range<Int>
    var typos: Int
    var characters: Int
    var bytes: Int
  }

  private let trie: KeyTrie
  private let automaton: TypoAutomaton
  private var rows: [UInt8]
  /// The smallest cell of each row.
  private var rowMinimum: [UInt8]
  /// The character read to reach each depth (index 0 unused).
  private var characters: [UInt32]
  /// The ``PrefixFilter`` hash of the path to each depth (of its first `depth` characters).
  private var pathHashes: [UInt64]
  /// The path's bytes in reading order.
  private var path: [UInt8] = []
  private var nodes: [Node] = []
  private var isWhole = false
  /// The query's distinct characters encoded for the trie.
  private let encoded: [(id: UInt32, bytes: [UInt8], packed: UInt64)]
  /// Each rest of the query (from each character on) encoded for the trie.
  private let restBytes: [[UInt8]]
  /// The last position of a query character that no key has (``TypoAutomaton/absent``), or
  /// -1: the rests that start after it are the only ones a key may continue with.
  private let lastAbsent: Int
  /// The trie's first levels as nodes, if given: the walk reads children there instead of
  /// searching the keys.
  private let directory: TrieDirectory?
  /// Which longer paths some key may start with, if given.
  private let filter: PrefixFilter?
  /// The work allowed and spent. Once it is exhausted, the walk returns the nodes it
  /// finished: a node whose subtree it left unfinished is left out (its keys could have a
  /// smaller distance deeper down, or none), so every node returned is as a whole walk
  /// would list it, and only some are missing.
  private(set) var budget: TypoWorkBudget

  init(
    trie: KeyTrie, automaton: TypoAutomaton,
    aids: (directory: TrieDirectory, filter: PrefixFilter)?,
    budget: TypoWorkBudget = TypoWorkBudget(limit: .max)
  ) {
    self.budget = budget
    self.trie = trie
    self.automaton = automaton
    directory = aids?.directory
    filter = aids?.filter
    // A row at depth j has no cell below j - m, so the walk never goes deeper than m + k + 1.
    let depths = automaton.query.count + automaton.k + 3
    // Filled with the cap: steps write only the cells near the diagonal (the others are at
    // the cap in every row).
    rows = [UInt8](repeating: automaton.cap, count: depths * automaton.width)
    rowMinimum = [UInt8](repeating: 0, count: depths)
    characters = [UInt32](repeating: 0, count: depths)
    pathHashes = [UInt64](repeating: PrefixFilter.emptyHash, count: depths)
    encoded = automaton.distinct.map { id in
      let (bytes, packed) = trie.encode(id)
      return (id, bytes, packed)
    }
    let query = automaton.query
    lastAbsent = query.lastIndex(of: TypoAutomaton.absent) ?? -1
    restBytes = query.indices.map { start in
      query[start...].flatMap { $0 == TypoAutomaton.absent ? [] : trie.encode($0).bytes }
    }
  }

  /// For every key whose prefixes come within `k` of the query: the node of its prefix at the
  /// smallest distance, the shortest such. Nodes nest, and a node is listed before the nodes
  /// inside it (siblings may come in any order): a key's node is the deepest listed node whose
  /// ranks hold it, and the distances of nested nodes strictly decrease. A node at distance 0 is listed too (its keys match without
  /// typos).
  mutating func shortestPrefixNodes() -> [Node] {
    isWhole = false
    return run()
  }

  /// The keys within `k` typos of the query but not equal to it: each node's ranks are the keys
  /// that end at it, at its distance.
  mutating func wholeKeyNodes() -> [Node] {
    isWhole = true
    return run()
  }

  private mutating func run() -> [Node] {
    nodes = []
    path = []
    guard trie.count > 0 else { return [] }
    rows.withUnsafeMutableBufferPointer { rows in
      // The buffer is never empty: it holds at least one row of at least one cell.
      if let base = rows.baseAddress { automaton.firstRow(into: base) }
    }
    rowMinimum[0] = 0
    visit(0..<trie.count, depth: 0, best: automaton.k + 1, node: directory == nil ? -1 : 0)
    if budget.isExhausted { nodes.removeAll { $0.typos < 0 } }
    return nodes
  }

  /// - Parameters:
  ///   - best: The smallest distance of an ancestor's path, `k + 1` if none came within `k`:
  ///     in shortest-prefix mode, only a smaller distance is worth descending for.
  ///   - node: The path's node in the directory, or -1 if it is deeper.
  private mutating func visit(_ range: Range<Int>, depth: Int, best: Int, node: Int) {
    guard !budget.isExhausted else { return }
    let width = automaton.width
    let k = automaton.k
    let distance = Int(rows[depth * width + width - 1])
    var best = best
    var ended = -1
    // A node listed here whose subtree the budget cuts short is marked, and left out.
    var listed = -1
    defer { if listed >= 0 && budget.isExhausted { nodes[listed].typos = -1 } }
    if isWhole {
      if distance <= k && distance > 0 {
        ended = endedCount(range, node: node)
        if ended > 0 {
          nodes.append(
            Node(
              ranks: range.lowerBound..<(range.lowerBound + ended), typos: distance,
              characters: depth, bytes: path.count))
        }
      }
    } else if distance < best {
      listed = nodes.count
      nodes.append(Node(ranks: range, typos: distance, characters: depth, bytes: path.count))
      best = distance
      if distance == 0 { return }
    }
    // Every cell below this node is at least `bound`.
    let bound = Int(min(rowMinimum[depth], depth > 0 ? rowMinimum[depth - 1] &+ 1 : .max))
    let limit = isWhole ? k : best - 1
    guard bound <= limit, depth + 2 < rowMinimum.count else { return }
    // The keys that end here cannot continue, so the searches below may include them: below
    // the directory, where counting them reads a key, only the enumeration counts them.
    if ended < 0, let known = knownEndedCount(range, node: node) { ended = known }
    var children = (range.lowerBound + max(ended, 0))..<range.upperBound
    guard !children.isEmpty else { return }
    if Int(rowMinimum[depth]) >= limit && !completesTransposition(depth: depth, limit: limit) {
      continueExactly(in: children, depth: depth, limit: limit, node: node)
      return
    }
    let last = characters[depth]
    let childBoundFloor = Int(rowMinimum[depth]) + 1
    // The row of any character not in the query: if it cannot come within reach, only the
    // query's own characters are worth looking up.
    let otherMinimum = step(depth: depth, last: last, character: TypoAutomaton.other)
    let directoryChildren = directoryChildren(of: node, depth: depth)
    if min(Int(otherMinimum), childBoundFloor) <= limit {
      if let siblings = directoryChildren, let directory {
        for child in siblings {
          guard !budget.isExhausted else { return }
          let id = directory.id(of: child)
          let minimum = step(depth: depth, last: last, character: id)
          guard min(Int(minimum), childBoundFloor) <= limit else { continue }
          let count = appendCharacter(id)
          read(id, at: depth + 1)
          rowMinimum[depth + 1] = minimum
          visit(
            directory.range(of: child, siblings: siblings, parentEnd: range.upperBound),
            depth: depth + 1, best: best, node: child)
          removeFromPath(count)
        }
        return
      }
      if ended < 0 {
        ended = endedCount(range)
        children = (range.lowerBound + ended)..<range.upperBound
      }
      var start = children.lowerBound
      while start < children.upperBound && !budget.isExhausted {
        let (packed, length) = trie.character(at: start, depth: path.count)
        let end = trie.childEnd(packed, length: length, in: start..<children.upperBound, path: path)
        let id = trie.id(at: start, depth: path.count, length: length)
        let minimum = step(depth: depth, last: last, character: id)
        if min(Int(minimum), childBoundFloor) <= limit {
          descend(
            into: start..<end, id: id, packed: packed, length: length, minimum: minimum,
            depth: depth, best: best)
        }
        start = end
      }
      return
    }
    // Every cell is at `limit` or more: a child stays within reach only by matching the query
    // after a cell at `limit`, or by completing a transposition from the row before.
    for index in encoded.indices where isViable(encoded[index].id, depth: depth, limit: limit) {
      guard !budget.isExhausted else { return }
      let (id, bytes, packed) = encoded[index]
      let minimum = step(depth: depth, last: last, character: id)
      guard min(Int(minimum), childBoundFloor) <= limit else { continue }
      var child = children.lowerBound..<children.lowerBound
      var childNode = -1
      if let siblings = directoryChildren, let directory {
        guard let found = directory.child(of: node, id: id) else { continue }
        child = directory.range(of: found, siblings: siblings, parentEnd: range.upperBound)
        childNode = found
      } else {
        child = trie.child(packed, bytes: bytes, in: children, path: path)
      }
      guard !child.isEmpty else { continue }
      // The step wrote the row for `id`; it is still in place for the descent.
      path += bytes
      read(id, at: depth + 1)
      rowMinimum[depth + 1] = minimum
      visit(child, depth: depth + 1, best: best, node: childNode)
      removeFromPath(bytes.count)
    }
  }

  /// Whether a child reading `id` can stay within `limit` when every cell of the row at `depth`
  /// is at `limit` or more: only by matching the query after a cell at `limit`, or by
  /// completing a transposition from the row before.
  @inline(__always)
  private func isViable(_ id: UInt32, depth: Int, limit: Int) -> Bool {
    let width = automaton.width
    let query = automaton.query
    let row = depth * width
    let last = characters[depth]
    // Cells further than `k` from the diagonal are at the cap, above any limit.
    let k = automaton.k
    let low = max(1, depth - k)
    let high = min(width - 1, depth + 1 + k)
    guard low <= high else { return false }
    for i in low...high where query[i - 1] == id {
      if Int(rows[row + i - 1]) == limit { return true }
      if i + 1 < width && depth >= 1 && last == query[i]
        && Int(rows[row - width + i - 1]) + 1 <= limit
      {
        return true
      }
    }
    return false
  }

  /// Whether the next character could complete a transposition within `limit`.
  @inline(__always)
  private func completesTransposition(depth: Int, limit: Int) -> Bool {
    guard depth >= 1 else { return false }
    let width = automaton.width
    let last = characters[depth]
    let previous = (depth - 1) * width
    // Cells of the row before further than `k` from its diagonal are at the cap.
    let k = automaton.k
    let low = max(2, depth + 1 - k)
    let high = min(width - 1, depth + 1 + k)
    guard low <= high else { return false }
    for i in low...high
    where automaton.query[i - 1] == last && Int(rows[previous + i - 2]) + 1 <= limit {
      return true
    }
    return false
  }

  /// Every cell is at `limit` or more, and so was every cell of the row before (no
  /// transposition can complete at less): no typo may follow, so a path stays within `limit`
  /// only by reading the rest of the query exactly from a cell at `limit`. Each such rest is
  /// one lookup, instead of a step per character.
  private mutating func continueExactly(
    in children: Range<Int>, depth: Int, limit: Int, node: Int
  ) {
    let width = automaton.width
    let m = width - 1
    let k = automaton.k
    var recorded: [Int] = []
    // The shortest rests first: in shortest-prefix mode a rest that extends a recorded one
    // reaches no smaller distance. Only cells within `k` of the diagonal can be at `limit`,
    // and only rests after the last absent character can be read.
    let first = max(depth - k, lastAbsent + 1, 0)
    for i in stride(from: min(m - 1, depth + k), through: first, by: -1)
    where Int(rows[depth * width + i]) == limit {
      if !isWhole && !recorded.isEmpty {
        let query = automaton.query
        if recorded.contains(where: { query[i..<(i + m - $0)].elementsEqual(query[$0...]) }) {
          continue
        }
      }
      let found = continuation(of: i, in: children, node: node, depth: depth)
      guard !found.isEmpty else { continue }
      let characters = depth + m - i
      let bytes = restBytes[i]
      if isWhole {
        path += bytes
        let ended = endedCount(found)
        removeFromPath(bytes.count)
        if ended > 0 {
          nodes.append(
            Node(
              ranks: found.lowerBound..<(found.lowerBound + ended), typos: limit,
              characters: characters, bytes: path.count + bytes.count))
        }
      } else {
        nodes.append(
          Node(ranks: found, typos: limit, characters: characters, bytes: path.count + bytes.count))
        recorded.append(i)
      }
    }
  }

  /// Descends into a child found by enumeration (its row was just written by ``step``).
  private mutating func descend(
    into child: Range<Int>, id: UInt32, packed: UInt64, length: Int, minimum: UInt8, depth: Int,
    best: Int
  ) {
    for shift in stride(from: 56, to: 56 - 8 * length, by: -8) {
      path.append(UInt8(truncatingIfNeeded: packed >> UInt64(shift)))
    }
    read(id, at: depth + 1)
    rowMinimum[depth + 1] = minimum
    visit(child, depth: depth + 1, best: best, node: -1)
    removeFromPath(length)
  }

  /// Records that the path's character at `depth` (counted from 1) is `id`.
  @inline(__always)
  private mutating func read(_ id: UInt32, at depth: Int) {
    characters[depth] = id
    pathHashes[depth] = PrefixFilter.extend(pathHashes[depth - 1], id)
  }

  /// Writes the row at `depth + 1` for `character`; returns its smallest cell.
  private mutating func step(depth: Int, last: UInt32, character: UInt32) -> UInt8 {
    _ = budget.spend()
    let width = automaton.width
    let automaton = self.automaton
    return rows.withUnsafeMutableBufferPointer { rows in
      guard let base = rows.baseAddress else { return .max }
      return automaton.step(
        previous: depth > 0 ? UnsafePointer(base + (depth - 1) * width) : nil,
        current: UnsafePointer(base + depth * width), last: last, character: character,
        depth: depth, into: base + (depth + 1) * width)
    }
  }

  /// The children of `node` in the directory, or `nil` if the directory does not hold them
  /// (no directory, or a node at or below its last level).
  @inline(__always)
  private func directoryChildren(of node: Int, depth: Int) -> Range<Int>? {
    guard let directory, node >= 0, depth < directory.depth else { return nil }
    return directory.children(of: node)
  }

  /// Removes the path's last `count` bytes, one at a time: a few bytes at most, and a range
  /// removal costs a call to the array's general replacement.
  @inline(__always)
  private mutating func removeFromPath(_ count: Int) {
    for _ in 0..<count { path.removeLast() }
  }

  /// Appends a character's bytes to the path in reading order; returns how many.
  private mutating func appendCharacter(_ id: UInt32) -> Int {
    // Most characters are one byte (see ``FoldedKeys/append(_:to:)``).
    if id < 0x7F {
      path.append(UInt8(id + 1))
      return 1
    }
    let start = path.count
    FoldedKeys.append(id, to: &path)
    if !trie.isForward { path[start...].reverse() }
    return path.count - start
  }

  /// The ranks of `children` (of the path's node, `node` in the directory or -1) whose keys go
  /// on with the query's rest from character `i`: first the filter, for each length it records
  /// (a miss there, the usual outcome, costs one bit read per length and no search), then
  /// through the directory while it has the characters, then by searching the keys for the
  /// remainder.
  private mutating func continuation(of i: Int, in children: Range<Int>, node: Int, depth: Int)
    -> Range<Int>
  {
    let query = automaton.query
    let miss = children.lowerBound..<children.lowerBound
    guard budget.spend() else { return miss }
    if let filter {
      var hash = pathHashes[depth]
      var character = i
      var level = depth
      while level < filter.lengths.upperBound && character < query.count {
        hash = PrefixFilter.extend(hash, query[character])
        character += 1
        level += 1
        if level >= filter.lengths.lowerBound && !filter.mayStart(with: hash) { return miss }
      }
    }
    var range = children
    var character = i
    if let directory, node >= 0 {
      var node = node
      var level = depth
      while level < directory.depth && character < query.count {
        let siblings = directory.children(of: node)
        guard let child = directory.child(of: node, id: query[character]) else { return miss }
        range = directory.range(of: child, siblings: siblings, parentEnd: range.upperBound)
        node = child
        character += 1
        level += 1
      }
    }
    let bytes = restBytes[i]
    // The bytes of the characters the directory read: the rest's minus the rest after them.
    let consumed = bytes.count - (character < query.count ? restBytes[character].count : 0)
    guard consumed < bytes.count else { return range }
    path += bytes[..<consumed]
    defer { removeFromPath(consumed) }
    return trie.continuation(bytes[consumed...], in: range, path: path)
  }

  /// How many keys of `range` end at the current path (they come first).
  @inline(__always)
  private func endedCount(_ range: Range<Int>, node: Int) -> Int {
    knownEndedCount(range, node: node) ?? endedCount(range)
  }

  /// How many keys of `range` end at the current path, if the directory knows.
  @inline(__always)
  private func knownEndedCount(_ range: Range<Int>, node: Int) -> Int? {
    guard let directory, node >= 0 else { return nil }
    return directory.endedCount(of: node, start: range.lowerBound, end: range.upperBound)
  }

  /// How many keys of `range` end at the current path (they come first).
  @inline(__always)
  private func endedCount(_ range: Range<Int>) -> Int {
    let depth = path.count
    guard trie.character(at: range.lowerBound, depth: depth).packed == 0 else { return 0 }
    return trie.firstRank(above: 0, in: range, depth: depth) - range.lowerBound
  }
}
