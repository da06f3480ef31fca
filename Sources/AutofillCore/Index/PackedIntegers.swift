/// A fixed array of small unsigned integers, each stored in the fewest bits that hold the
/// largest: a million item numbers take 20 bits each instead of 32.
///
/// Reads are bounded whatever the words hold (an index file's may be damaged): a value above
/// ``maximum`` reads as ``maximum``, and a position past the end reads as 0.
struct PackedIntegers: RandomAccessCollection, Sendable {
  let count: Int
  /// Bits per value, 1 to 32.
  let bitWidth: Int
  /// The largest value a read gives: the largest packed, or, for an order read from a file,
  /// the last item number.
  let maximum: UInt32
  /// The values, `bitWidth` bits each from the low bits of the first word on, and one more
  /// word so that every read may load two.
  let words: StoredArray<UInt64>

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  /// Packs `count` values given by `value(index)`, none above `maximum`.
  init(count: Int, maximum: UInt32, _ value: (Int) -> UInt32) {
    self.count = count
    self.maximum = maximum
    let bitWidth = Self.bitWidth(for: maximum)
    self.bitWidth = bitWidth
    words = StoredArray(zeroed: Self.wordCount(count: count, bitWidth: bitWidth)) { words in
      for index in 0..<count {
        let bit = index &* bitWidth
        let shifted = UInt64(value(index))
        words[bit &>> 6] |= shifted &<< UInt64(bit & 63)
        if bit & 63 + bitWidth > 64 {
          words[(bit &>> 6) &+ 1] |= shifted &>> UInt64(64 - bit & 63)
        }
      }
    }
  }

  /// Packs an array's values.
  init(_ values: [UInt32]) {
    self.init(count: values.count, maximum: values.max() ?? 0) { values[$0] }
  }

  /// Values packed already (read from an index file): `words` must hold
  /// ``wordCount(count:bitWidth:)`` words and `bitWidth` be 1 to 32.
  init(count: Int, bitWidth: Int, maximum: UInt32, words: StoredArray<UInt64>) {
    self.count = count
    self.bitWidth = bitWidth
    self.maximum = maximum
    self.words = words
  }

  /// The bits per value of values up to `maximum`.
  static func bitWidth(for maximum: UInt32) -> Int {
    Swift.max(1, UInt32.bitWidth - maximum.leadingZeroBitCount)
  }

  /// The words that `count` values of `bitWidth` bits take, with the padding word.
  static func wordCount(count: Int, bitWidth: Int) -> Int { (count * bitWidth + 63) / 64 + 1 }

  @inline(__always) subscript(position: Int) -> UInt32 {
    let bit = position &* bitWidth
    let word = words.withUnsafeBytes { bytes -> UInt64 in
      guard bit >= 0, bit &>> 3 &+ 8 <= bytes.count else { return 0 }
      return Self.word(bytes, bit)
    }
    return value(word, bit)
  }

  /// Calls `body` with the values at `range`'s positions in order, as the subscript reads them,
  /// checking once that the range's reads lie within the words instead of once a value.
  @inline(__always) func forEach(in range: Range<Int>, _ body: (UInt32) -> Void) {
    words.withUnsafeBytes { bytes in
      // The last position's read ends furthest: if it lies within the words, all do.
      // A width of 1 to 32 (a file's is checked at open; this keeps the bound below true
      // whatever made the integers) keeps every bit position from 0 up, without overflow.
      guard (1...32).contains(bitWidth), range.lowerBound >= 0, range.upperBound <= count,
        ((range.upperBound &- 1) &* bitWidth) &>> 3 &+ 8 <= bytes.count
      else {
        for position in range { body(self[position]) }
        return
      }
      // The mask, width and maximum in locals and the bit moved on by a step: the loop reads
      // nothing of `self` around the calls to `body`.
      let (width, mask, maximum) = (bitWidth, (UInt64(1) &<< UInt64(bitWidth)) &- 1, maximum)
      var bit = range.lowerBound &* width
      for _ in range {
        let word = Self.word(bytes, bit)
        body(Swift.min(UInt32(truncatingIfNeeded: (word &>> UInt64(bit & 7)) & mask), maximum))
        bit &+= width
      }
    }
  }

  /// The eight bytes from the one holding `bit`, which lie within `bytes`. One unaligned load
  /// covers a value: it starts within its first byte and is at most 32 bits long, and the last
  /// word is padding.
  @inline(__always) private static func word(_ bytes: UnsafeRawBufferPointer, _ bit: Int) -> UInt64
  {
    UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: bit &>> 3, as: UInt64.self))
  }

  /// The value starting at `bit` of the word read from its byte, at most ``maximum``.
  @inline(__always) private func value(_ word: UInt64, _ bit: Int) -> UInt32 {
    let value = UInt32(
      truncatingIfNeeded: (word &>> UInt64(bit & 7)) & ((1 &<< UInt64(bitWidth)) &- 1))
    return Swift.min(value, maximum)
  }

  var byteCount: Int { words.ownedByteCount }
}
