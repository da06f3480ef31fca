/// A binary min-heap of payloads ordered by a `UInt32` key.
struct MinHeap<Payload> {
  private var entries: [(key: UInt32, payload: Payload)] = []

  var isEmpty: Bool { entries.isEmpty }

  /// The smallest key, if any.
  var minimumKey: UInt32? { entries.first?.key }

  init(capacity: Int = 0) { entries.reserveCapacity(capacity) }

  mutating func push(_ key: UInt32, _ payload: Payload) {
    entries.append((key, payload))
    var child = entries.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard entries[child].key < entries[parent].key else { break }
      entries.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the entry with the smallest key.
  mutating func popMin() -> (key: UInt32, payload: Payload)? {
    guard let top = entries.first else { return nil }
    let last = entries.removeLast()
    guard !entries.isEmpty else { return top }
    entries[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      var smallest = parent
      if left < entries.count && entries[left].key < entries[smallest].key { smallest = left }
      if left + 1 < entries.count && entries[left + 1].key < entries[smallest].key {
        smallest = left + 1
      }
      if smallest == parent { return top }
      entries.swapAt(parent, smallest)
      parent = smallest
    }
  }
}
