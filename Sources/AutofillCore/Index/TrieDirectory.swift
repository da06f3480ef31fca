/// The first levels of a ``KeyTrie`` stored as nodes: for each path of up to ``depth``
/// characters that some key starts with (in the trie's reading order), the rank where its
/// range starts and the id of its last character, children together and in key order.
///
/// A typo-tolerant walk visits nearly every node of the first levels (with two typos allowed
/// every path of two characters is within reach), and there each child costs a binary search
/// over the sorted keys, a few cache misses; read from here it costs none. The 1.37 million
/// words of the benchmark have about 52,000 nodes up to depth 4, 6 bytes each (the ids fit in
/// 16 bits there) plus 4 for each of the 9,200 with children stored: 0.26 bytes per key.
struct TrieDirectory: Sendable {
  /// How many levels are stored.
  let depth: Int
  /// Where each node's range starts, nodes level by level (the root, node 0, first), each level
  /// in rank order.
  private let starts: [UInt32]
  /// The alphabet id of each node's last character (unused for the root), in 16 bits when
  /// every id fits (``wideIDs`` is then empty), else in ``wideIDs`` (and this is empty).
  private let narrowIDs: [UInt16]
  private let wideIDs: [UInt32]
  /// The children of node `n` are the nodes `firstChild[n]..<firstChild[n + 1]`; the nodes of
  /// the last level have none.
  private let firstChild: [UInt32]

  /// Reads the first `depth` levels of `trie`.
  init(trie: KeyTrie, depth: Int) {
    self.depth = depth
    var starts: [UInt32] = [0]
    var ids: [UInt32] = [0]
    var firstChild: [UInt32] = []
    // The ranges of the nodes of the level being read, in order.
    var level: [Range<Int>] = [0..<trie.count]
    for levelDepth in 0..<depth {
      var next: [Range<Int>] = []
      for range in level {
        firstChild.append(UInt32(starts.count))
        // Keys that end here come first; then one child per next character.
        var start = Self.firstChild(in: range, trie: trie, characters: levelDepth)
        while start < range.upperBound {
          let (packed, length, byteDepth) = Self.character(at: start, characters: levelDepth, trie)
          let end = trie.firstRank(above: packed, in: start..<range.upperBound, depth: byteDepth)
          starts.append(UInt32(start))
          ids.append(trie.id(at: start, depth: byteDepth, length: length))
          next.append(start..<end)
          start = end
        }
      }
      level = next
    }
    firstChild.append(UInt32(starts.count))
    // Copies of exactly their size: the arrays grew by doubling.
    self.starts = starts.withUnsafeBufferPointer { Array($0) }
    if ids.allSatisfy({ $0 < UInt16.max }) {
      narrowIDs = ids.map { UInt16($0) }
      wideIDs = []
    } else {
      narrowIDs = []
      wideIDs = ids.withUnsafeBufferPointer { Array($0) }
    }
    self.firstChild = firstChild.withUnsafeBufferPointer { Array($0) }
  }

  /// The character after the first `characters` characters of an entry's key, and the byte
  /// depth it starts at.
  private static func character(at rank: Int, characters: Int, _ trie: KeyTrie)
    -> (packed: UInt64, length: Int, byteDepth: Int)
  {
    var byteDepth = 0
    for _ in 0..<characters { byteDepth += trie.character(at: rank, depth: byteDepth).length }
    let (packed, length) = trie.character(at: rank, depth: byteDepth)
    return (packed, length, byteDepth)
  }

  /// The first rank of `range` (whose keys share their first `characters` characters) whose
  /// key goes on after them: the keys that end there come first.
  private static func firstChild(in range: Range<Int>, trie: KeyTrie, characters: Int) -> Int {
    guard !range.isEmpty else { return range.lowerBound }
    let (packed, _, byteDepth) = character(at: range.lowerBound, characters: characters, trie)
    guard packed == 0 else { return range.lowerBound }
    return trie.firstRank(above: 0, in: range, depth: byteDepth)
  }

  /// The root node.
  static let root = 0

  /// The children of `node` (none for a node of the last level).
  @inline(__always) func children(of node: Int) -> Range<Int> {
    guard node < firstChild.count - 1 else { return 0..<0 }
    return Int(firstChild[node])..<Int(firstChild[node + 1])
  }

  @inline(__always) func id(of node: Int) -> UInt32 {
    wideIDs.isEmpty ? UInt32(narrowIDs[node]) : wideIDs[node]
  }

  /// The range of child `child` of a node whose range ends at `end` (among `siblings`).
  @inline(__always) func range(of child: Int, siblings: Range<Int>, parentEnd: Int) -> Range<Int> {
    Int(starts[child])..<(child + 1 < siblings.upperBound ? Int(starts[child + 1]) : parentEnd)
  }

  /// The child of `node` whose last character is `id`, if any.
  @inline(__always) func child(of node: Int, id: UInt32) -> Int? {
    for child in children(of: node) where self.id(of: child) == id { return child }
    return nil
  }

  /// How many keys of the range of `node` (starting at `start`, ending at `end`) end at it, if
  /// the node has children here (else the directory does not know).
  @inline(__always) func endedCount(of node: Int, start: Int, end: Int) -> Int? {
    guard node < firstChild.count - 1 else { return nil }
    let children = children(of: node)
    return children.isEmpty ? end - start : Int(starts[children.lowerBound]) - start
  }

  /// The memory it holds, in bytes.
  var byteCount: Int {
    (starts.capacity + wideIDs.capacity + firstChild.capacity) * 4 + narrowIDs.capacity * 2
  }
}
