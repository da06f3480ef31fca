/// The items of several disjoint rank ranges of one order, in increasing item order, each with
/// the tag of its range; lazily, so that taking the first few of a large union costs little.
///
/// A union of few entries is copied and sorted; a larger one keeps a heap of sub-ranges keyed
/// by their smallest item (found through the order's ``MinimumTable``), as
/// ``AscendingValues`` does for one range.
struct AscendingRanks: IteratorProtocol {
  private let minimum: MinimumTable
  private var sorted: [(item: UInt32, tag: Int)] = []
  private var sortedPosition = 0
  private var heap = MinHeap<(position: Int, range: Range<Int>, tag: Int)>()
  private let usesHeap: Bool

  init(_ minimum: MinimumTable, ranges: [(ranks: Range<Int>, tag: Int)]) {
    self.minimum = minimum
    let total = ranges.reduce(0) { $0 + $1.ranks.count }
    usesHeap = total > 512
    if usesHeap {
      for (ranks, tag) in ranges { push(ranks, tag) }
    } else {
      for (ranks, tag) in ranges {
        for rank in ranks { sorted.append((minimum.values[rank], tag)) }
      }
      sorted.sort { $0.item < $1.item }
    }
  }

  mutating func next() -> (item: UInt32, tag: Int)? {
    if !usesHeap {
      guard sortedPosition < sorted.count else { return nil }
      defer { sortedPosition += 1 }
      return sorted[sortedPosition]
    }
    guard let (item, top) = heap.popMin() else { return nil }
    push(top.range.lowerBound..<top.position, top.tag)
    push((top.position + 1)..<top.range.upperBound, top.tag)
    return (item, top.tag)
  }

  private mutating func push(_ range: Range<Int>, _ tag: Int) {
    guard !range.isEmpty else { return }
    let position = minimum.positionOfMinimum(in: range)
    heap.push(minimum.values[position], (position, range, tag))
  }
}
