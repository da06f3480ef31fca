/// The smallest optimal-string-alignment distance between a query of up to 64 characters and
/// any substring of a key, computed a column of the table per key character in a few word
/// operations (Hyyrö's bit-parallel algorithm with transpositions, 2003, in its search form:
/// the table's first row is all zeros, so a substring may start anywhere).
///
/// ``TypoVerifier`` asks it first: most "contains" candidates are nowhere near the query, and
/// this rejects them without ``SubstringAlignment``'s cell-by-cell table.
struct SubstringDistanceFilter {
  /// For each query character's id below ``directCount``, the positions where the query has it.
  private var directMasks: [UInt64]
  /// The same for the query's other characters.
  private var otherIDs: [UInt32] = []
  private var otherMasks: [UInt64] = []
  private let lastBit: UInt64
  /// Whether the query fits in a word; if not, ``smallestDistance(in:bounds:)`` is not asked.
  let isUsable: Bool

  private static let directCount = 256

  init(query: [UInt32]) {
    isUsable = !query.isEmpty && query.count <= 64
    directMasks = [UInt64](repeating: 0, count: Self.directCount)
    lastBit = isUsable ? 1 << UInt64(query.count - 1) : 0
    guard isUsable else { return }
    for (position, id) in query.enumerated() where id != TypoAutomaton.absent {
      let bit: UInt64 = 1 << UInt64(position)
      if id < Self.directCount {
        directMasks[Int(id)] |= bit
      } else if let index = otherIDs.firstIndex(of: id) {
        otherMasks[index] |= bit
      } else {
        otherIDs.append(id)
        otherMasks.append(bit)
      }
    }
  }

  @inline(__always) private func mask(of id: UInt32) -> UInt64 {
    if id < Self.directCount { return directMasks[Int(id)] }
    guard let index = otherIDs.firstIndex(of: id) else { return 0 }
    return otherMasks[index]
  }

  /// The smallest distance from the query to a substring of the key whose encoding is
  /// `bytes[bounds]` (see ``FoldedKeys``); the empty substring counts, at the query's length.
  func smallestDistance(in bytes: UnsafeBufferPointer<UInt8>, bounds: Range<Int>) -> Int {
    var vp = UInt64.max
    var vn: UInt64 = 0
    var d0: UInt64 = 0
    var previousMask: UInt64 = 0
    var distance = lastBit.trailingZeroBitCount + 1
    var smallest = distance
    var position = bounds.lowerBound
    while position < bounds.upperBound {
      let lead = bytes[position]
      let id: UInt32
      if lead < 0x80 {
        id = UInt32(lead) &- 1
        position += 1
      } else {
        // A lead byte starts with as many one bits as the character has bytes.
        let continuations = (~lead).leadingZeroBitCount - 1
        var value = UInt64(lead) & (0x3F >> UInt64(continuations))
        for offset in 1...continuations {
          value = value << 6 | UInt64(bytes[position + offset] & 0x3F)
        }
        id = UInt32(truncatingIfNeeded: value &- 1)
        position += 1 + continuations
      }
      let current = mask(of: id)
      let transposition = ((~d0 & current) << 1) & previousMask
      d0 = (((current & vp) &+ vp) ^ vp) | current | vn | transposition
      var hp = vn | ~(d0 | vp)
      var hn = d0 & vp
      if hp & lastBit != 0 { distance += 1 }
      if hn & lastBit != 0 { distance -= 1 }
      // No `| 1`: the first row is all zeros, so no horizontal step enters the first cell.
      hp <<= 1
      hn <<= 1
      vp = hn | ~(d0 | hp)
      vn = hp & d0
      previousMask = current
      smallest = min(smallest, distance)
    }
    return smallest
  }
}
