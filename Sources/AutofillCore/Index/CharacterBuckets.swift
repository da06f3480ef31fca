/// Folded characters grouped into a fixed number of buckets by frequency: the most frequent
/// each have one, the rest share one, and one more stands for the end of a key. Postings keyed
/// by buckets have a fixed number of lists whatever the alphabet; grouping only widens lists.
///
/// Of the characters that share a bucket, the rarest also get a number of their own, within a
/// budget (see ``ownNumber(_:)``): a short query with such a character would otherwise take
/// every list of the shared bucket.
struct CharacterBuckets: Sendable {
  /// Bits per bucket number.
  let bits: Int
  private let bucket: [UInt8]
  /// For each character id, its number among the characters that have a list of their own, or
  /// -1.
  private let own: [Int32]
  /// How many characters have a list of their own.
  let ownCount: Int

  /// The bucket that characters outside the most frequent share.
  var shared: Int { (1 << bits) - 2 }
  /// The bucket that stands for the end of a key.
  var end: Int { (1 << bits) - 1 }

  /// The share of all characters' occurrences that the characters given a list of their own
  /// may have together, rarest first: the lists hold at most that many postings besides the
  /// grams' (about one per character), a few percent of the postings in the word lists of
  /// European languages, and a bound for an alphabet where most characters share the bucket.
  static let ownListShare = 8

  /// - Parameter bits: Bits per bucket number: 6 gives the 62 most frequent characters a
  ///   bucket of their own.
  init(keys: FoldedKeys, alphabetCount: Int, bits: Int) {
    self.bits = bits
    let shared = (1 << bits) - 2
    var frequency = [Int](repeating: 0, count: alphabetCount)
    var total = 0
    keys.bytes.withUnsafeBufferPointer { bytes in
      for position in bytes.indices where !FoldedKeys.isContinuation(bytes[position]) {
        let lead = bytes[position]
        frequency[lead < 0x80 ? Int(lead) - 1 : Int(keys.id(at: position))] += 1
        total += 1
      }
    }
    let byFrequency = (0..<alphabetCount).filter { frequency[$0] > 0 }
      .sorted { frequency[$0] > frequency[$1] }
    var bucket = [UInt8](repeating: UInt8(shared), count: alphabetCount)
    for (rank, id) in byFrequency.prefix(shared).enumerated() { bucket[id] = UInt8(rank) }
    self.bucket = bucket
    // The shared bucket's characters, rarest first, while their occurrences fit the budget
    // (those that occur in no key have an empty list: a query with one finds nothing).
    var own = [Int32](repeating: -1, count: alphabetCount)
    var ownCount = 0
    var occurrences = 0
    let sharing = (0..<alphabetCount).filter { bucket[$0] == UInt8(shared) }
      .sorted { frequency[$0] < frequency[$1] }
    for id in sharing {
      occurrences += frequency[id]
      if occurrences > total / Self.ownListShare { break }
      own[id] = Int32(ownCount)
      ownCount += 1
    }
    self.own = own
    self.ownCount = ownCount
  }

  /// The bucket of a folded character's id.
  @inline(__always) func callAsFunction(_ id: UInt32) -> Int {
    Int(id) < bucket.count ? Int(bucket[Int(id)]) : shared
  }

  /// The bucket of a one-byte character whose encoded byte is `lead` (below 0x80).
  @inline(__always) func ofByte(_ lead: UInt8) -> Int { Int(bucket[Int(lead) &- 1]) }

  /// The number, below ``ownCount``, of a character of the shared bucket that has a list of its
  /// own; `nil` for the others.
  @inline(__always) func ownNumber(_ id: UInt32) -> Int? {
    guard Int(id) < own.count else { return nil }
    let number = own[Int(id)]
    return number < 0 ? nil : Int(number)
  }

  var byteCount: Int { bucket.capacity + own.capacity * 4 }
}
