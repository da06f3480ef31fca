/// Which paths of a few lengths (5 to 8 characters, past a ``TrieDirectory``'s last level)
/// some key of a ``KeyOrder`` starts with, in reading order: one bit per hash of a path, so a
/// "no" is certain and a "maybe" is right for most paths.
///
/// A typo walk tries many exact continuations of the query, and nearly all of them miss; it asks
/// this first, which answers most misses without reading the directory or a key.
struct PrefixFilter: Sendable {
  /// The path lengths, in characters, that are recorded.
  let lengths: ClosedRange<Int>
  private let bits: [UInt64]
  private let shift: UInt64

  /// The hash of the empty path.
  static let emptyHash: UInt64 = 0x243F_6A88_85A3_08D3

  /// The hash of a path one character longer.
  @inline(__always) static func extend(_ hash: UInt64, _ id: UInt32) -> UInt64 {
    (hash ^ UInt64(id)) &* 0x9E37_79B9_7F4A_7C15
  }

  /// Records the first `lengths` characters of every entry of `order`, in `1 << bitCountLog2`
  /// bits.
  init(order: KeyOrder, keys: FoldedKeys, lengths: ClosedRange<Int>, bitCountLog2: Int) {
    self.lengths = lengths
    shift = UInt64(64 - bitCountLog2)
    var bits = [UInt64](repeating: 0, count: max(1, (1 << bitCountLog2) / 64))
    let isForward = order.direction == .forward
    let shift = self.shift
    // Through buffer pointers: the loop runs for every character of up to `lengths.upperBound`
    // of every entry (measured: through the arrays it took half again as long).
    bits.withUnsafeMutableBufferPointer { bits in
      keys.bytes.withUnsafeBufferPointer { bytes in
        func record(from start: Int, to end: Int) {
          var hash = Self.emptyHash
          var count = 0
          var position = isForward ? start : end
          while count < lengths.upperBound && (isForward ? position < end : position > start) {
            let id: UInt32
            if isForward {
              let lead = bytes[position]
              // One byte for most characters (see ``FoldedKeys/id(at:)``).
              id = lead < 0x80 ? UInt32(lead) &- 1 : keys.id(at: position)
              position += 1
              while position < end && FoldedKeys.isContinuation(bytes[position]) { position += 1 }
            } else {
              position -= 1
              while position > start && FoldedKeys.isContinuation(bytes[position]) {
                position -= 1
              }
              let lead = bytes[position]
              id = lead < 0x80 ? UInt32(lead) &- 1 : keys.id(at: position)
            }
            hash = Self.extend(hash, id)
            count += 1
            if count >= lengths.lowerBound {
              let bit = Int(hash >> shift)
              bits[bit >> 6] |= 1 << UInt64(bit & 63)
            }
          }
        }
        if let starts = order.starts {
          let items = order.items
          for rank in 0..<items.count {
            let (start, end) = keys.bounds(of: Int(items[rank]))
            record(from: start + Int(starts[rank]), to: end)
          }
        } else {
          // One entry per item: read in storage order, which is faster than by rank.
          for item in 0..<keys.itemCount {
            let (start, end) = keys.bounds(of: item)
            record(from: start, to: end)
          }
        }
      }
    }
    self.bits = bits
  }

  /// Whether some entry may start with the path of this hash (whose length is in
  /// ``lengths``); `false` is certain.
  @inline(__always) func mayStart(with hash: UInt64) -> Bool {
    let bit = Int(hash >> shift)
    return bits[bit >> 6] & (1 << UInt64(bit & 63)) != 0
  }

  var byteCount: Int { bits.capacity * 8 }
}
