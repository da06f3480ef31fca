/// For each pair of adjacent folded characters, the items whose key contains the pair, in
/// source order: the candidate filter for "contains" lookups.
///
/// Characters are grouped into 256 buckets (the 254 most frequent each have one, the rest share
/// one, and one stands for the end of a key), so the table has a fixed 65 536 lists whatever
/// the alphabet. Grouping only widens lists; every candidate is verified.
struct BigramPostings: Sendable {
  static let sharedBucket = 254
  static let endBucket = 255

  private let bucket: [UInt8]
  private let listStarts: [UInt32]
  private let listItems: [UInt32]

  init(keys: FoldedKeys, alphabetCount: Int) {
    var frequency = [Int](repeating: 0, count: alphabetCount)
    for character in keys.characters { frequency[Int(character)] += 1 }
    let byFrequency = (0..<alphabetCount).filter { frequency[$0] > 0 }
      .sorted { frequency[$0] > frequency[$1] }
    var bucket = [UInt8](repeating: UInt8(Self.sharedBucket), count: alphabetCount)
    for (rank, id) in byFrequency.prefix(Self.sharedBucket).enumerated() {
      bucket[id] = UInt8(rank)
    }
    let pairCount = 1 << 16
    var counts = [UInt32](repeating: 0, count: pairCount + 1)
    var items: [UInt32] = []
    var lastItem = [Int32](repeating: -1, count: pairCount)
    // Pass 0 counts each pair's items, pass 1 writes them; an item counts once per pair.
    for pass in 0..<2 {
      if pass == 1 {
        for pair in 0..<pairCount { counts[pair + 1] += counts[pair] }
        items = [UInt32](repeating: 0, count: Int(counts[pairCount]))
        for pair in 0..<pairCount { lastItem[pair] = -1 }
      }
      var fill = Array(counts.dropLast())
      keys.characters.withUnsafeBufferPointer { characters in
        keys.offsets.withUnsafeBufferPointer { offsets in
          bucket.withUnsafeBufferPointer { bucket in
            lastItem.withUnsafeMutableBufferPointer { lastItem in
              counts.withUnsafeMutableBufferPointer { counts in
                fill.withUnsafeMutableBufferPointer { fill in
                  items.withUnsafeMutableBufferPointer { items in
                    for item in 0..<(offsets.count - 1) {
                      let start = Int(offsets[item])
                      let end = Int(offsets[item + 1])
                      guard start < end else { continue }
                      var previous = Int(bucket[Int(characters[start])]) << 8
                      for position in (start + 1)...end {
                        let current =
                          position < end ? Int(bucket[Int(characters[position])]) : Self.endBucket
                        let pair = previous | current
                        if lastItem[pair] != Int32(truncatingIfNeeded: item) {
                          lastItem[pair] = Int32(truncatingIfNeeded: item)
                          if pass == 0 {
                            counts[pair + 1] += 1
                          } else {
                            items[Int(fill[pair])] = UInt32(item)
                            fill[pair] += 1
                          }
                        }
                        previous = current << 8
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    self.bucket = bucket
    listStarts = counts
    listItems = items
  }

  /// Items in increasing order whose keys may contain `query`; every item that does is among
  /// them.
  func candidates(for query: [UInt32]) -> Candidates {
    let buckets = query.map { Int($0) < bucket.count ? Int(bucket[Int($0)]) : Self.sharedBucket }
    var lists: [Range<Int>] = []
    if buckets.count == 1 {
      for next in 0...Self.endBucket {
        let list = self.list(buckets[0] << 8 | next)
        if !list.isEmpty { lists.append(list) }
      }
      return Candidates(items: listItems, merging: lists)
    }
    for index in 1..<buckets.count { lists.append(list(buckets[index - 1] << 8 | buckets[index])) }
    lists.sort { $0.count < $1.count }
    return Candidates(items: listItems, intersecting: Array(lists.prefix(2)))
  }

  private func list(_ pair: Int) -> Range<Int> {
    Int(listStarts[pair])..<Int(listStarts[pair + 1])
  }

  var byteCount: Int { bucket.capacity + listStarts.capacity * 4 + listItems.capacity * 4 }

  /// Item candidates in increasing order: the union of one character's lists, or the
  /// intersection of a query's two shortest pair lists.
  struct Candidates: IteratorProtocol {
    private let items: [UInt32]
    private var lists: [Range<Int>]
    private let isUnion: Bool
    private var heap: [(item: UInt32, list: Int)] = []
    private var last: UInt32?

    init(items: [UInt32], merging lists: [Range<Int>]) {
      self.items = items
      self.lists = lists
      isUnion = true
      for (index, list) in lists.enumerated() { push(items[list.lowerBound], index) }
    }

    init(items: [UInt32], intersecting lists: [Range<Int>]) {
      self.items = items
      self.lists = lists
      isUnion = false
    }

    mutating func next() -> UInt32? {
      isUnion ? nextInUnion() : nextInIntersection()
    }

    private mutating func nextInIntersection() -> UInt32? {
      guard let first = lists.first else { return nil }
      var primary = first
      defer { lists[0] = primary }
      while let item = primary.first.map({ items[$0] }) {
        primary = primary.dropFirst()
        if lists.count < 2 || advance(list: 1, to: item) { return item }
      }
      return nil
    }

    /// Moves list `index` to its first item ≥ `item` by galloping; whether that item is `item`.
    private mutating func advance(list index: Int, to item: UInt32) -> Bool {
      var list = lists[index]
      defer { lists[index] = list }
      guard let first = list.first, items[first] < item else {
        return list.first.map { items[$0] == item } ?? false
      }
      var step = 1
      var low = list.lowerBound
      while low + step < list.upperBound && items[low + step] < item {
        low += step
        step *= 2
      }
      var high = min(low + step, list.upperBound)
      low += 1
      while low < high {
        let middle = (low + high) / 2
        if items[middle] < item { low = middle + 1 } else { high = middle }
      }
      list = low..<list.upperBound
      return low < list.upperBound && items[low] == item
    }

    private mutating func nextInUnion() -> UInt32? {
      while let top = heap.first {
        let lastEntry = heap.removeLast()
        if !heap.isEmpty {
          heap[0] = lastEntry
          siftDown()
        }
        lists[top.list] = lists[top.list].dropFirst()
        if let following = lists[top.list].first { push(items[following], top.list) }
        if top.item != last {
          last = top.item
          return top.item
        }
      }
      return nil
    }

    private mutating func push(_ item: UInt32, _ list: Int) {
      heap.append((item, list))
      var child = heap.count - 1
      while child > 0 {
        let parent = (child - 1) / 2
        guard heap[child].item < heap[parent].item else { break }
        heap.swapAt(child, parent)
        child = parent
      }
    }

    private mutating func siftDown() {
      var parent = 0
      while true {
        let left = 2 * parent + 1
        var smallest = parent
        if left < heap.count && heap[left].item < heap[smallest].item { smallest = left }
        if left + 1 < heap.count && heap[left + 1].item < heap[smallest].item {
          smallest = left + 1
        }
        if smallest == parent { return }
        heap.swapAt(parent, smallest)
        parent = smallest
      }
    }
  }
}
