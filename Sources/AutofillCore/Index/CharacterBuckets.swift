/// Folded characters grouped into a fixed number of buckets by frequency: the most frequent
/// each have one, the rest share one, and one more stands for the end of a key. Postings keyed
/// by buckets have a fixed number of lists whatever the alphabet; grouping only widens lists.
struct CharacterBuckets: Sendable {
  /// Bits per bucket number.
  let bits: Int
  private let bucket: [UInt8]

  /// The bucket that characters outside the most frequent share.
  var shared: Int { (1 << bits) - 2 }
  /// The bucket that stands for the end of a key.
  var end: Int { (1 << bits) - 1 }

  /// - Parameter bits: Bits per bucket number: 6 gives the 62 most frequent characters a
  ///   bucket of their own.
  init(keys: FoldedKeys, alphabetCount: Int, bits: Int) {
    self.bits = bits
    let shared = (1 << bits) - 2
    var frequency = [Int](repeating: 0, count: alphabetCount)
    keys.bytes.withUnsafeBufferPointer { bytes in
      for position in bytes.indices where !FoldedKeys.isContinuation(bytes[position]) {
        let lead = bytes[position]
        frequency[lead < 0x80 ? Int(lead) - 1 : Int(keys.id(at: position))] += 1
      }
    }
    let byFrequency = (0..<alphabetCount).filter { frequency[$0] > 0 }
      .sorted { frequency[$0] > frequency[$1] }
    var bucket = [UInt8](repeating: UInt8(shared), count: alphabetCount)
    for (rank, id) in byFrequency.prefix(shared).enumerated() { bucket[id] = UInt8(rank) }
    self.bucket = bucket
  }

  /// The bucket of a folded character's id.
  @inline(__always) func callAsFunction(_ id: UInt32) -> Int {
    Int(id) < bucket.count ? Int(bucket[Int(id)]) : shared
  }

  /// The bucket of a one-byte character whose encoded byte is `lead` (below 0x80).
  @inline(__always) func ofByte(_ lead: UInt8) -> Int { Int(bucket[Int(lead) &- 1]) }

  var byteCount: Int { bucket.capacity }
}
