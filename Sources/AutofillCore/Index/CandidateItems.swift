/// Item candidates in increasing order: the union of one character's lists, or the
/// intersection of a query's two shortest pair lists.
struct CandidateItems: IteratorProtocol {
  private let items: [UInt32]
  private var lists: [Range<Int>]
  private let isUnion: Bool
  /// List heads keyed by item, for the union.
  private var heap = MinHeap<Int>()
  private var last: UInt32?

  init(items: [UInt32], merging lists: [Range<Int>]) {
    self.items = items
    self.lists = lists
    isUnion = true
    for (index, list) in lists.enumerated() { heap.push(items[list.lowerBound], index) }
  }

  init(items: [UInt32], intersecting lists: [Range<Int>]) {
    self.items = items
    self.lists = lists
    isUnion = false
  }

  mutating func next() -> UInt32? {
    isUnion ? nextInUnion() : nextInIntersection()
  }

  /// Leapfrog intersection: every list is moved to the largest head until all heads agree.
  private mutating func nextInIntersection() -> UInt32? {
    guard let first = lists.first?.first else { return nil }
    var candidate = items[first]
    var agreeing = 1
    var index = 1
    while agreeing < lists.count {
      if index == lists.count { index = 0 }
      if !advance(list: index, to: candidate) {
        guard let head = lists[index].first else { return nil }
        candidate = items[head]
        agreeing = 1
      } else {
        agreeing += 1
      }
      index += 1
    }
    // Every list's head is `candidate`: yield it and move past it.
    lists[0] = lists[0].dropFirst()
    if lists.count > 1 {
      for other in 1..<lists.count where lists[other].first.map({ items[$0] }) == candidate {
        lists[other] = lists[other].dropFirst()
      }
    }
    return candidate
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
    while let (item, list) = heap.popMin() {
      lists[list] = lists[list].dropFirst()
      if let following = lists[list].first { heap.push(items[following], list) }
      if item != last {
        last = item
        return item
      }
    }
    return nil
  }
}
