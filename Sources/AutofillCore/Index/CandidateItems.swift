/// Item candidates in increasing order: the union of one character's lists, or the
/// intersection of a query's gram lists, read from ``PackedLists``.
struct CandidateItems: IteratorProtocol {
  private let lists: PackedLists
  private var cursors: [PackedLists.Cursor]
  private let isUnion: Bool
  /// Cursor heads keyed by item, for the union.
  private var heap = MinHeap<Int>()
  private var last: UInt32?

  /// The union of `merging` (list numbers).
  init(lists: PackedLists, merging numbers: [Int]) {
    self.lists = lists
    cursors = numbers.map(lists.cursor)
    isUnion = true
    for (index, cursor) in cursors.enumerated() where !cursor.isDone {
      heap.push(cursor.current, index)
    }
  }

  /// The intersection of `intersecting` (list numbers), best given shortest first.
  init(lists: PackedLists, intersecting numbers: [Int]) {
    self.lists = lists
    cursors = numbers.map(lists.cursor)
    isUnion = false
  }

  mutating func next() -> UInt32? {
    isUnion ? nextInUnion() : nextInIntersection()
  }

  /// Leapfrog intersection: every cursor is moved to the largest head until all heads agree;
  /// whole blocks below the head are skipped, not decoded.
  private mutating func nextInIntersection() -> UInt32? {
    guard let first = cursors.first, !first.isDone else { return nil }
    var candidate = first.current
    var agreeing = 1
    var index = 1
    while agreeing < cursors.count {
      if index == cursors.count { index = 0 }
      lists.advance(&cursors[index], to: candidate)
      if cursors[index].isDone { return nil }
      if cursors[index].current == candidate {
        agreeing += 1
      } else {
        candidate = cursors[index].current
        agreeing = 1
      }
      index += 1
    }
    // Every head is `candidate`: yield it; the first cursor moves past it, the others follow
    // on the next call.
    lists.next(&cursors[0])
    return candidate
  }

  private mutating func nextInUnion() -> UInt32? {
    while let (item, index) = heap.popMin() {
      lists.next(&cursors[index])
      if !cursors[index].isDone { heap.push(cursors[index].current, index) }
      if item != last {
        last = item
        return item
      }
    }
    return nil
  }
}
