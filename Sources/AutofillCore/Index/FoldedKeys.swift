/// Every item's folded value, for one folding variant, in one flat byte buffer.
///
/// Each folded character is stored as its ``FoldedAlphabet`` id plus one, written like UTF-8
/// (one byte below 0x80, then two, three, up to six bytes). The encoding keeps what the index
/// relies on: byte order is id order, no byte is zero, and a character's first byte is never a
/// continuation byte (`10xxxxxx`), so an occurrence of an encoded query in a key's bytes is an
/// occurrence of its characters, and key lengths compare like character counts for equality.
/// Lists of Latin words take about one byte per character.
struct FoldedKeys: Sendable {
  /// The encoded keys, one after another.
  let bytes: StoredArray<UInt8>
  /// `offsets[i]..<offsets[i + 1]` is item `i`'s key in ``bytes`` (``bounds(of:)`` clamps them
  /// to the bytes: a damaged file's offsets read a wrong key, never outside).
  let offsets: StoredArray<UInt32>
  /// Items whose key came from folding the whole value (see ``FoldMap``).
  let wholeValueItems: Set<Int>
  /// Each source character's folded length, for mapping matched ranges back to values.
  let directLengths: [Int32]
  let generalLengths: [Character: Int32]
  /// The longest key's length in bytes, at least its number of characters: a query needing a
  /// longer span than this matches nothing, however many typos it may have.
  let longestKeyByteCount: Int

  var itemCount: Int { offsets.count - 1 }

  /// Builds the keys of the items' values (the values `source` was made from) with a map;
  /// `wholeValueKeys` holds the keys of the items the map cannot fold
  /// (``FoldMap/itemsNeedingWholeFolding(_:_:)``), folded whole.
  init(
    values: IndexValues, map: FoldMap, source: SourceCharacters,
    wholeValueKeys: [Int: [UInt32]]
  ) {
    // Each source id's folded piece, encoded once; `nil` where the value is folded whole.
    let encodedPieces = map.pieces.indices.map { id -> [UInt8]? in
      guard map.isLocal[id] else { return nil }
      var encoded: [UInt8] = []
      for folded in map.pieces[id] { Self.append(folded, to: &encoded) }
      return encoded
    }
    // A direct id whose piece is one byte is copied without looking at `encodedPieces`.
    let single = (0..<SourceCharacters.directCount).map { id -> UInt16 in
      if id < encodedPieces.count, let piece = encodedPieces[id], piece.count == 1 {
        return UInt16(piece[0])
      }
      return .max
    }
    // One pass on the calling thread: folding in parallel parts saved little time and their
    // concatenation held every key twice, the build's peak memory.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(values.reduce(0) { $0 + $1.utf8.count })
    // The offsets are written where they stay; the bytes, whose count is known only at the
    // end, are copied there once.
    let offsets = StoredArray<UInt32>(zeroed: values.count + 1) { offsets in
      for item in values.indices {
        let value = values[item]
        if !wholeValueKeys.isEmpty, let whole = wholeValueKeys[item] {
          for folded in whole { Self.append(folded, to: &bytes) }
        } else {
          let start = bytes.count
          let isDirect = single.withUnsafeBufferPointer { single in
            SourceCharacters.forEachDirectID(in: value) { id in
              let byte = single[Int(id)]
              if byte != .max {
                bytes.append(UInt8(truncatingIfNeeded: byte))
              } else if let piece = encodedPieces[Int(id)] {
                bytes += piece
              }
            }
          }
          if !isDirect {
            bytes.removeSubrange(start...)
            source.forEachID(in: value) { id in
              if let piece = encodedPieces[Int(id)] { bytes += piece }
            }
          }
        }
        offsets[item + 1] = UInt32(truncatingIfNeeded: bytes.count)
      }
    }
    self.init(
      bytes: StoredArray(bytes), offsets: offsets, map: map, source: source,
      wholeValueItems: Set(wholeValueKeys.keys))
  }

  /// Keys already folded and encoded (read from an index file: checked with
  /// ``isWellFormed(bytes:offsets:alphabetCount:)``, or, from a version 3 file, by
  /// ``isConsistent(alphabetCount:)`` before anything but a prefix lookup reads them), with
  /// the map and characters of their folding for mapping ranges back to values; `offsets`
  /// holds at least one offset. `longestKeyByteCount` is found with a pass when `nil`.
  init(
    bytes: StoredArray<UInt8>, offsets: StoredArray<UInt32>, map: FoldMap,
    source: SourceCharacters, wholeValueItems: Set<Int>, longestKeyByteCount: Int? = nil
  ) {
    self.bytes = bytes
    self.offsets = offsets
    self.longestKeyByteCount = longestKeyByteCount ?? Self.longestKey(offsets)
    self.wholeValueItems = wholeValueItems
    var directLengths = [Int32](repeating: 0, count: SourceCharacters.directCount)
    var generalLengths: [Character: Int32] = [:]
    for id in 0..<source.idCount {
      let length = map.isLocal[id] ? Int32(map.pieces[id].count) : -1
      if id < SourceCharacters.directCount {
        directLengths[id] = length
      } else {
        generalLengths[source.character(for: UInt32(id))] = length
      }
    }
    self.directLengths = directLengths
    self.generalLengths = generalLengths
  }

  /// The longest key's length in bytes, for offsets that do not decrease.
  private static func longestKey(_ offsets: StoredArray<UInt32>) -> Int {
    var longest: UInt32 = 0
    for item in 0..<max(offsets.count - 1, 0) {
      longest = max(longest, offsets[item + 1] &- offsets[item])
    }
    return Int(longest)
  }

  /// Whether these keys (read from a version 3 file, where opening checks only their counts)
  /// are what ``init(bytes:offsets:map:source:wholeValueItems:longestKeyByteCount:)`` with
  /// checked keys would hold: offsets from 0, never decreasing, ending at the bytes' end; the
  /// bytes well-formed keys of an alphabet of `alphabetCount` characters; the longest key's
  /// length right. One pass over the keys.
  func isConsistent(alphabetCount: Int) -> Bool {
    guard let last = offsets.last, offsets.first == 0, Int(last) == bytes.count,
      zip(offsets, offsets.dropFirst()).allSatisfy({ $0 <= $1 }),
      Self.isWellFormed(bytes: bytes, offsets: offsets, alphabetCount: alphabetCount)
    else { return false }
    return longestKeyByteCount == Self.longestKey(offsets)
  }

  /// Whether `bytes`, cut by `offsets` (which must not decrease, from 0 to `bytes.count`), are
  /// keys as ``append(_:to:)`` writes them: each character's bytes whole within its key, in
  /// the shortest form, of an id below `alphabetCount`. Keys that are not could make a read of
  /// a character run past its key, or index the alphabet's tables out of range.
  static func isWellFormed(
    bytes: StoredArray<UInt8>, offsets: StoredArray<UInt32>, alphabetCount: Int
  ) -> Bool {
    bytes.withUnsafeBufferPointer { bytes in
      for key in 0..<max(offsets.count - 1, 0) {
        var position = Int(offsets[key])
        let end = Int(offsets[key + 1])
        while position < end {
          let lead = bytes[position]
          var value = UInt64(lead)
          var continuations = 0
          if lead >= 0x80 {
            continuations = (~lead).leadingZeroBitCount - 1
            guard (1...5).contains(continuations), position + continuations < end else {
              return false
            }
            value &= 0x3F >> UInt64(continuations)
            for offset in 1...continuations {
              let byte = bytes[position + offset]
              guard isContinuation(byte) else { return false }
              value = value << 6 | UInt64(byte & 0x3F)
            }
            // The shortest form: the value needs every continuation byte.
            let smallest: UInt64 =
              switch continuations {
              case 1: 0x80
              case 2: 0x800
              case 3: 0x1_0000
              case 4: 0x20_0000
              default: 0x400_0000
              }
            guard value >= smallest else { return false }
          }
          guard value > 0, value <= UInt64(alphabetCount) else { return false }
          position += 1 + continuations
        }
      }
      return true
    }
  }

  /// Appends the encoding of a folded character's id.
  static func append(_ id: UInt32, to bytes: inout [UInt8]) {
    let value = UInt64(id) + 1
    if value < 0x80 {
      bytes.append(UInt8(value))
      return
    }
    // Continuation bytes after the lead byte, six bits each.
    let continuations: Int
    switch value {
    case ..<0x800: continuations = 1
    case ..<0x1_0000: continuations = 2
    case ..<0x20_0000: continuations = 3
    case ..<0x400_0000: continuations = 4
    default: continuations = 5
    }
    let leadMarker: UInt64 = (0xFF << (7 - continuations)) & 0xFF
    bytes.append(UInt8(leadMarker | (value >> (6 * UInt64(continuations)))))
    for index in stride(from: continuations - 1, through: 0, by: -1) {
      bytes.append(UInt8(0x80 | ((value >> (6 * UInt64(index))) & 0x3F)))
    }
  }

  /// Encodes folded ids as a query for the keys.
  static func encode(_ ids: [UInt32]) -> [UInt8] {
    var bytes: [UInt8] = []
    encode(ids, into: &bytes)
    return bytes
  }

  /// Encodes folded ids as a query for the keys into `bytes`, emptied first and its capacity
  /// kept.
  static func encode(_ ids: [UInt32], into bytes: inout [UInt8]) {
    bytes.removeAll(keepingCapacity: true)
    bytes.reserveCapacity(ids.count)
    for id in ids { append(id, to: &bytes) }
  }

  /// Whether a byte continues a character rather than starting one.
  @inline(__always) static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

  /// The id of the character whose encoding starts at `position` in ``bytes``.
  @inline(__always) func id(at position: Int) -> UInt32 {
    let lead = bytes[position]
    if lead < 0x80 { return UInt32(lead) - 1 }
    // A lead byte starts with as many one bits as the character has bytes.
    let continuations = (~lead).leadingZeroBitCount - 1
    var value = UInt64(lead) & (0x3F >> continuations)
    for offset in 1...continuations {
      value = value << 6 | UInt64(bytes[position + offset] & 0x3F)
    }
    return UInt32(truncatingIfNeeded: value - 1)
  }

  /// The id of the character that ends just before `position` in ``bytes``.
  @inline(__always) func id(before position: Int) -> UInt32 {
    var start = position - 1
    while Self.isContinuation(bytes[start]) { start -= 1 }
    return id(at: start)
  }

  /// The ids of an item's key, in order.
  func ids(of item: Int) -> [UInt32] {
    let (start, end) = bounds(of: item)
    var ids: [UInt32] = []
    var position = start
    while position < end {
      ids.append(id(at: position))
      position += 1
      while position < end && Self.isContinuation(bytes[position]) { position += 1 }
    }
    return ids
  }

  /// The number of characters in the first `length` bytes of an item's key.
  func characterCount(of item: Int, inFirst length: Int) -> Int {
    let start = bounds(of: item).start
    var count = 0
    for position in start..<(start + max(length, 0)) where !Self.isContinuation(bytes[position]) {
      count += 1
    }
    return count
  }

  /// Where an item's key lies in ``bytes``, clamped to them: a file's damaged offsets give a
  /// wrong key, never one outside (offsets are checked only before a non-prefix lookup).
  @inline(__always) func bounds(of item: Int) -> (start: Int, end: Int) {
    let end = min(Int(offsets[item &+ 1]), bytes.count)
    return (min(Int(offsets[item]), end), end)
  }

  /// An item's key length in bytes.
  @inline(__always) func length(of item: Int) -> Int {
    let (start, end) = bounds(of: item)
    return end - start
  }

  /// The folded length of one character of a value, or `nil` when the value's folding is not
  /// the concatenation of its characters' foldings.
  func foldedLength(of character: Character) -> Int? {
    let scalars = character.unicodeScalars
    let length: Int32?
    if scalars.count == 1, let scalar = scalars.first, scalar.value < SourceCharacters.directCount {
      length = directLengths[Int(scalar.value)]
    } else {
      length = generalLengths[character]
    }
    guard let length, length >= 0 else { return nil }
    return Int(length)
  }

  /// ``foldedLength(of:)`` for a character that is one scalar below
  /// ``SourceCharacters/directCount``.
  @inline(__always) func foldedLength(ofDirect scalar: Int) -> Int? {
    let length = directLengths[scalar]
    return length >= 0 ? Int(length) : nil
  }

  var byteCount: Int {
    bytes.ownedByteCount + offsets.ownedByteCount + wholeValueItems.count * 16
      + directLengths.capacity * 4 + generalLengths.count * 32
  }
}
