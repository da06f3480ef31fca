/// The order of every suffix of some keys' tails, found by prefix doubling (Manber and Myers):
/// suffixes are first grouped by their first byte; each pass then sorts them by the pair (the
/// group of the suffix, the group of the suffix `h` bytes later) and doubles `h`, so a pass
/// costs O(n) however repetitive the keys are, and passes stop once `h` reaches the longest
/// tail.
///
/// ``KeyOrder`` ranks with it the tied runs that reading eight bytes per round would take too
/// long to split: the word starts of one periodic value ("ab ab ab …") tie for as long as the
/// value, and each round splits off only the shortest of them. Suffixes compare as the keys do:
/// byte by byte in reading order, a suffix that ends first below one that goes on, so suffixes
/// of different keys with the same bytes rank alike.
///
/// - Complexity: O(n log m) time for n bytes of tails, m the longest; 21 bytes per tail byte
///   while it runs, then the ranks (4 bytes per tail byte) until it is released.
struct SuffixRanks {
  /// The group of each suffix, by position in the tails laid end to end: the number of
  /// suffixes below it, so equal suffixes share it and order is rank order.
  private let ranks: [UInt32]
  /// For each item with a tail, the position in ``ranks`` of its key start 0 (before the tail
  /// when the tail starts later), and the tail's positions.
  private let bases: [Int: (base: Int, tail: Range<Int>)]
  /// The positions visited: the tails once to lay them out and group them, then once per
  /// doubling pass.
  let work: Int

  /// Ranks every suffix of each item's key (read in `direction`) from `from` on.
  ///
  /// - Parameters:
  ///   - keys: The keys.
  ///   - tails: Items, each at most once, with the key offset (in reading order) from which
  ///     their suffixes are needed.
  ///   - direction: Forward reads a key from its first byte; backward, from its last.
  init(keys: FoldedKeys, tails: [(item: Int, from: Int)], direction: KeyOrder.Direction) {
    var text: [UInt8] = []
    // The tails' bounds in `text`, and for each position its tail's end: a suffix `h` bytes
    // before another is of the same tail exactly when both have the same end.
    var bounds: [Range<Int>] = []
    var ends: [UInt32] = []
    var bases: [Int: (base: Int, tail: Range<Int>)] = [:]
    var longest = 0
    for (item, from) in tails {
      let (start, end) = keys.bounds(of: item)
      let lower = text.count
      if from < end - start {
        if direction == .forward {
          text += keys.bytes[(start + from)..<end]
        } else {
          text += keys.bytes[start..<(end - from)].reversed()
        }
      }
      bases[item] = (lower - from, lower..<text.count)
      guard text.count > lower else { continue }
      bounds.append(lower..<text.count)
      ends += repeatElement(UInt32(text.count), count: text.count - lower)
      longest = max(longest, text.count - lower)
    }
    let count = text.count
    var work = count
    // Grouped by first byte, with a counting sort (no key byte is 0).
    var slots = [Int](repeating: 0, count: 257)
    for byte in text { slots[Int(byte) + 1] += 1 }
    for byte in 1..<257 { slots[byte] += slots[byte - 1] }
    var order = [UInt32](repeating: 0, count: count)
    var ranks = [UInt32](repeating: 0, count: count)
    var groups = 0
    do {
      var next = slots
      for position in 0..<count {
        let byte = Int(text[position])
        ranks[position] = UInt32(slots[byte])
        order[next[byte]] = UInt32(position)
        next[byte] += 1
      }
      groups = (0..<256).reduce(0) { $0 + (slots[$1 + 1] > slots[$1] ? 1 : 0) }
    }
    text = []
    var length = 1
    var fill = [UInt32](repeating: 0, count: count)
    var sorted = [UInt32](repeating: 0, count: count)
    while groups < count && length < longest {
      work += count
      // `fill[g]`: the next free slot of the group whose first slot is `g`.
      for slot in 0..<count { fill[slot] = UInt32(slot) }
      func place(_ position: Int) {
        let group = Int(ranks[position])
        sorted[Int(fill[group])] = UInt32(position)
        fill[group] += 1
      }
      // Suffixes no longer than `length` have nothing after their first `length` bytes: they
      // come first in their group.
      for tail in bounds {
        for position in max(tail.lowerBound, tail.upperBound - length)..<tail.upperBound {
          place(position)
        }
      }
      // The others in the order of the suffix `length` bytes on, which `order` holds.
      for slot in 0..<count {
        let later = Int(order[slot])
        let position = later - length
        if position >= 0 && ends[position] == ends[later] { place(position) }
      }
      // Regrouped by the pair; `fill` is free again and takes the new ranks.
      groups = 0
      var previous = (-1, -1)
      var first: UInt32 = 0
      for slot in 0..<count {
        let position = Int(sorted[slot])
        let later = position + length
        let pair = (Int(ranks[position]), later < Int(ends[position]) ? Int(ranks[later]) + 1 : 0)
        if pair != previous {
          first = UInt32(slot)
          groups += 1
          previous = pair
        }
        fill[position] = first
      }
      swap(&ranks, &fill)
      swap(&order, &sorted)
      length *= 2
    }
    self.ranks = ranks
    self.bases = bases
    self.work = work
  }

  /// The rank of the suffix of `item`'s key from `keyStart` on (in reading order), which must
  /// be in a tail given to ``init(keys:tails:direction:)``; -1, below every other, for an
  /// empty suffix (or one outside the tails).
  func rank(of item: Int, from keyStart: Int) -> Int {
    guard let (base, tail) = bases[item], tail.contains(base + keyStart) else { return -1 }
    return Int(ranks[base + keyStart])
  }
}
