/// A fixed array of small unsigned integers, each stored in the fewest bits that hold the
/// largest: a million item numbers take 20 bits each instead of 32.
struct PackedIntegers: RandomAccessCollection, Sendable {
  let count: Int
  /// Bits per value, 1 to 32.
  let bitWidth: Int
  /// The values, `bitWidth` bits each from the low bits of the first word on, and one more
  /// word so that every read may load two.
  private let words: [UInt64]

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  /// Packs `count` values given by `value(index)`, none above `maximum`.
  init(count: Int, maximum: UInt32, _ value: (Int) -> UInt32) {
    self.count = count
    let bitWidth = Swift.max(1, UInt32.bitWidth - maximum.leadingZeroBitCount)
    self.bitWidth = bitWidth
    var words = [UInt64](repeating: 0, count: (count * bitWidth + 63) / 64 + 1)
    words.withUnsafeMutableBufferPointer { words in
      for index in 0..<count {
        let bit = index &* bitWidth
        let shifted = UInt64(value(index))
        words[bit &>> 6] |= shifted &<< UInt64(bit & 63)
        if bit & 63 + bitWidth > 64 {
          words[(bit &>> 6) &+ 1] |= shifted &>> UInt64(64 - bit & 63)
        }
      }
    }
    self.words = words
  }

  /// Packs an array's values.
  init(_ values: [UInt32]) {
    self.init(count: values.count, maximum: values.max() ?? 0) { values[$0] }
  }

  @inline(__always) subscript(position: Int) -> UInt32 {
    let bit = position &* bitWidth
    // One unaligned load covers the value: it starts within its first byte and is at most 32
    // bits long, and the last word is padding.
    let word = words.withUnsafeBytes { bytes in
      UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: bit &>> 3, as: UInt64.self))
    }
    return UInt32(truncatingIfNeeded: (word &>> UInt64(bit & 7)) & ((1 &<< UInt64(bitWidth)) &- 1))
  }

  var byteCount: Int { words.capacity * 8 }
}
