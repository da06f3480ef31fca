/// A sorted ``KeyOrder`` read as a trie without building one: the entries whose keys share
/// their first `depth` bytes (in the order's reading direction) are a range of ranks, and that
/// range splits into the keys that end there, then one child range per next character.
///
/// It reads the order through its items and ``KeyOrder/range(startingWith:in:)`` only, and
/// each key's bytes through ``FoldedKeys``.
struct KeyTrie {
  let order: KeyOrder
  let keys: FoldedKeys
  let isForward: Bool
  private let items: PackedIntegers
  /// Where each entry's key starts in its item's key (word-start orders); `nil` for 0.
  private let starts: PackedIntegers?

  /// The smallest range that ``child(_:bytes:in:path:)`` and ``continuation(_:in:path:)``
  /// narrow through the order's samples before reading keys (measured: 32 was slower).
  static let sampledSearchMinimum = 256
  /// The longest range that ``continuation(_:in:path:)`` reads key by key rather than by
  /// binary search.
  static let scannedRangeMaximum = 64

  init(order: KeyOrder, keys: FoldedKeys) {
    self.order = order
    self.keys = keys
    isForward = order.direction == .forward
    items = order.items
    starts = order.starts
  }

  var count: Int { items.count }

  @inline(__always) func item(at rank: Int) -> Int { Int(items[rank]) }

  /// The character at byte `depth` of an entry's key in reading order: its bytes in reading
  /// order packed into the high end of a word (so words compare like the keys' bytes), or 0
  /// past the key's end; and its length in bytes.
  /// The bounds of an entry's key in the keys' bytes.
  @inline(__always)
  private func bounds(of rank: Int) -> (start: Int, end: Int) {
    let (start, end) = keys.bounds(of: item(at: rank))
    guard let starts else { return (start, end) }
    return (start + Int(starts[rank]), end)
  }

  @inline(__always)
  func character(at rank: Int, depth: Int) -> (packed: UInt64, length: Int) {
    let (start, end) = bounds(of: rank)
    guard depth < end - start else { return (0, 0) }
    return keys.bytes.withUnsafeBufferPointer { bytes in
      if isForward {
        let lead = bytes[start + depth]
        if lead < 0x80 { return (UInt64(lead) << 56, 1) }
        let length = (~lead).leadingZeroBitCount
        var packed: UInt64 = 0
        for offset in 0..<length { packed = packed << 8 | UInt64(bytes[start + depth + offset]) }
        return (packed << UInt64(64 - 8 * length), length)
      }
      var position = end - 1 - depth
      var packed = UInt64(bytes[position])
      var length = 1
      while FoldedKeys.isContinuation(bytes[position]) && position > start {
        position -= 1
        packed = packed << 8 | UInt64(bytes[position])
        length += 1
      }
      return (packed << UInt64(64 - 8 * length), length)
    }
  }

  /// The alphabet id of the character at byte `depth` (of `length` bytes) in reading order.
  @inline(__always)
  func id(at rank: Int, depth: Int, length: Int) -> UInt32 {
    let (start, end) = bounds(of: rank)
    return keys.id(at: isForward ? start + depth : end - depth - length)
  }

  /// The bytes of a character in this trie's reading order, and packed like
  /// ``character(at:depth:)``.
  func encode(_ id: UInt32) -> (bytes: [UInt8], packed: UInt64) {
    var bytes: [UInt8] = []
    FoldedKeys.append(id, to: &bytes)
    if !isForward { bytes.reverse() }
    var packed: UInt64 = 0
    for byte in bytes { packed = packed << 8 | UInt64(byte) }
    return (bytes, packed << UInt64(64 - 8 * bytes.count))
  }

  /// The first rank in `range` whose character at `depth` packs above `packed` (the end of the
  /// child that starts at `range.lowerBound`, for the first rank's own character), found by
  /// galloping from the start: small children cost a few reads.
  func firstRank(above packed: UInt64, in range: Range<Int>, depth: Int) -> Int {
    var low = range.lowerBound
    var step = 1
    var high = low + 1
    while high < range.upperBound && character(at: high, depth: depth).packed <= packed {
      low = high
      step *= 2
      high = low + step
    }
    high = min(high, range.upperBound)
    // The answer is in (low, high].
    low += 1
    while low < high {
      let middle = (low + high) / 2
      if character(at: middle, depth: depth).packed <= packed {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// The end of the child that starts at `range.lowerBound`, whose character is `packed` (of
  /// `length` bytes): by galloping from its start for a small range, through the order's
  /// packed samples (one small array, no key read) for a large one.
  func childEnd(_ packed: UInt64, length: Int, in range: Range<Int>, path: [UInt8]) -> Int {
    let depth = path.count
    guard range.count > 256 && depth + length <= 8 else {
      return firstRank(above: packed, in: range, depth: depth)
    }
    var bytes = path
    for shift in stride(from: 56, to: 56 - 8 * length, by: -8) {
      bytes.append(UInt8(truncatingIfNeeded: packed >> UInt64(shift)))
    }
    return order.range(startingWith: bytes, in: keys, within: range).upperBound
  }

  /// The ranks of `range` whose keys continue with a character (`packed`, of bytes
  /// `bytes`) after the `path` they share.
  func child(
    _ packed: UInt64, bytes: [UInt8], in range: Range<Int>, path: [UInt8]
  ) -> Range<Int> {
    let depth = path.count
    if range.count > Self.sampledSearchMinimum && depth + bytes.count <= 8 {
      // The order's own search reads its packed samples before any key.
      return order.range(startingWith: path + bytes, in: keys, within: range)
    }
    var low = range.lowerBound
    var high = range.upperBound
    while low < high {
      let middle = (low + high) / 2
      if character(at: middle, depth: depth).packed < packed {
        low = middle + 1
      } else {
        high = middle
      }
    }
    guard low < range.upperBound, character(at: low, depth: depth).packed == packed else {
      return low..<low
    }
    return low..<firstRank(above: packed, in: low..<range.upperBound, depth: depth)
  }

  /// Compares the `bytes.count` bytes of an entry's key from byte `depth` on (in reading
  /// order) with `bytes`: negative, zero or positive; a key that ends first is smaller.
  @inline(__always)
  private func compare(_ rank: Int, depth: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let (start, end) = bounds(of: rank)
    return keys.bytes.withUnsafeBufferPointer { keyBytes in
      for offset in 0..<bytes.count {
        let position = depth + offset
        if position >= end - start { return -1 }
        let byte = isForward ? keyBytes[start + position] : keyBytes[end - 1 - position]
        if byte != bytes[offset] { return byte < bytes[offset] ? -1 : 1 }
      }
      return 0
    }
  }

  /// The ranks of `range` (whose keys share `path`) whose keys continue with `bytes` (in
  /// reading order). A large range is first narrowed to the keys' first eight bytes through
  /// the order's samples, which compare exactly up to that length without reading a key.
  func continuation(_ bytes: ArraySlice<UInt8>, in range: Range<Int>, path: [UInt8]) -> Range<Int> {
    var range = range
    var offset = 0
    if range.count > Self.sampledSearchMinimum && path.count < 8 {
      offset = min(bytes.count, 8 - path.count)
      range = order.range(startingWith: path + bytes.prefix(offset), in: keys, within: range)
      if range.isEmpty { return range }
    }
    guard offset < bytes.count else { return range }
    let depth = path.count + offset
    return bytes.dropFirst(offset).withUnsafeBufferPointer { bytes in
      if range.count <= Self.scannedRangeMaximum {
        // Each probe of a binary search waits for the one before (three dependent misses
        // each); the keys of a short range are read independently, their misses overlapping.
        var lower = range.upperBound
        var upper = range.upperBound
        for rank in range {
          let order = compare(rank, depth: depth, bytes)
          if order == 0 && lower == range.upperBound { lower = rank }
          if order > 0 {
            upper = rank
            break
          }
        }
        return lower < upper ? lower..<upper : lower..<lower
      }
      var low = range.lowerBound
      var high = range.upperBound
      while low < high {
        let middle = (low + high) / 2
        if compare(middle, depth: depth, bytes) < 0 { low = middle + 1 } else { high = middle }
      }
      let lower = low
      // A miss (the usual outcome in a typo walk) needs no second search.
      guard lower < range.upperBound, compare(lower, depth: depth, bytes) == 0 else {
        return lower..<lower
      }
      low += 1
      high = range.upperBound
      while low < high {
        let middle = (low + high) / 2
        if compare(middle, depth: depth, bytes) <= 0 { low = middle + 1 } else { high = middle }
      }
      return lower..<low
    }
  }
}
