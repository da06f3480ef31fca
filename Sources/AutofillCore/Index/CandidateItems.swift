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

  /// Intersection, shortest list first: a candidate from the first list is looked up in the
  /// second, and only if it is there in the third, and so on, so the long lists (a common
  /// trigram's has tens of thousands of items) are moved only for the few candidates that every
  /// shorter list holds. When a list's head passes the candidate, the first list moves to that
  /// head and the lookup starts over. Whole blocks below a target are skipped, not decoded.
  private mutating func nextInIntersection() -> UInt32? {
    guard let first = cursors.first, !first.isDone else { return nil }
    let lists = self.lists
    // Through a buffer pointer: each step through the array checked it was uniquely
    // referenced.
    return cursors.withUnsafeMutableBufferPointer { cursors -> UInt32? in
      var candidate = first.current
      var index = 1
      while index < cursors.count {
        lists.advance(&cursors[index], to: candidate)
        if cursors[index].isDone { return nil }
        let head = cursors[index].current
        if head == candidate {
          index += 1
          continue
        }
        lists.advance(&cursors[0], to: head)
        if cursors[0].isDone { return nil }
        candidate = cursors[0].current
        index = 1
      }
      // Every list holds `candidate`: yield it; the first cursor moves past it, the others
      // follow on the next call.
      lists.next(&cursors[0])
      return candidate
    }
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
