/// How one folding variant maps each source character to folded characters.
///
/// Folding a value character by character and concatenating gives the same `Character`s as
/// folding the whole value when folding is local to grapheme clusters and the pieces cannot
/// join across their boundaries. A piece is trusted only when that is certain (it is unchanged,
/// made only of scalars below U+0300, or every grapheme in it starts with a base character and
/// it holds no joiner); a value with an untrusted character is folded whole by Foundation.
struct FoldMap: Equatable, Sendable {
  /// Folded ids for each source id; empty for ids that do not occur.
  private(set) var pieces: [[UInt32]]
  /// Whether each source id's piece may be concatenated with its neighbours'.
  private(set) var isLocal: [Bool]

  init(variant: FoldingVariant, source: SourceCharacters, alphabet: inout FoldedAlphabet) {
    pieces = Array(repeating: [], count: source.idCount)
    isLocal = Array(repeating: true, count: source.idCount)
    for id in 0..<source.idCount {
      if id < SourceCharacters.directCount && !source.isPresent[id] { continue }
      let original = String(source.character(for: UInt32(id)))
      let folded = variant.fold(original)
      pieces[id] = folded.map { alphabet.intern($0) }
      isLocal[id] = Self.isConcatenationSafe(original: original, folded: folded)
    }
  }

  /// The bytes the map's arrays take.
  var byteCount: Int {
    pieces.reduce(0) { $0 + 40 + $1.capacity * 4 } + isLocal.capacity
  }

  /// The items whose values hold a character that is not local: they must be folded whole.
  func itemsNeedingWholeFolding(_ source: SourceCharacters) -> [Int] {
    guard isLocal.contains(false) else { return [] }
    return (0..<(source.offsets.count - 1)).filter { item in
      source.ids[source.offsets[item]..<source.offsets[item + 1]].contains { !isLocal[Int($0)] }
    }
  }

  static func isConcatenationSafe(original: String, folded: String) -> Bool {
    if folded.unicodeScalars.elementsEqual(original.unicodeScalars) { return true }
    if folded.isEmpty { return false }
    if folded.unicodeScalars.allSatisfy({ $0.value < 0x300 && $0.value != 0x0D }) { return true }
    if folded.unicodeScalars.contains(where: { $0.value == 0x200D }) { return false }
    for character in folded {
      guard let first = character.unicodeScalars.first, isGraphemeBase(first) else { return false }
    }
    return true
  }

  private static func isGraphemeBase(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x11FF, 0xA960...0xA97F, 0xAC00...0xD7FF,  // Hangul jamo and syllables
      0x1F1E6...0x1F1FF,  // regional indicators
      0x1F3FB...0x1F3FF:  // emoji modifiers
      return false
    default:
      break
    }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber, .letterNumber, .otherNumber, .connectorPunctuation, .dashPunctuation,
      .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
      .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
      .spaceSeparator:
      return !scalar.properties.isGraphemeExtend
    default:
      return false
    }
  }
}

/// Every item's folded value as ids, for one folding variant, in one flat buffer.
struct FoldedKeys: Sendable {
  let characters: [UInt32]
  /// `offsets[i]..<offsets[i + 1]` is item `i`'s key.
  let offsets: [UInt32]
  /// Items whose key came from folding the whole value (see ``FoldMap``).
  let wholeValueItems: Set<Int>
  /// Each source character's folded length, for mapping matched ranges back to values.
  let directLengths: [Int32]
  let generalLengths: [Character: Int32]

  var itemCount: Int { offsets.count - 1 }

  /// Builds the keys from a map; `wholeValueKeys` holds the keys of the items the map cannot
  /// fold (``FoldMap/itemsNeedingWholeFolding(_:)``), folded whole.
  init(map: FoldMap, source: SourceCharacters, wholeValueKeys: [Int: [UInt32]]) {
    // One folded id per source id where the piece is a single character; `.max` otherwise.
    let single = map.pieces.indices.map { id -> UInt32 in
      map.isLocal[id] && map.pieces[id].count == 1 ? map.pieces[id][0] : .max
    }
    var characters = single.withUnsafeBufferPointer { single in
      source.ids.map { single[Int($0)] }
    }
    var offsets = source.offsets.map { UInt32($0) }
    if characters.contains(.max) {
      // Some values fold to a different number of characters, or must be folded whole.
      let simple = characters
      characters = []
      characters.reserveCapacity(simple.count + simple.count / 8)
      for item in 0..<(offsets.count - 1) {
        let range = source.offsets[item]..<source.offsets[item + 1]
        if let whole = wholeValueKeys[item] {
          characters += whole
        } else if !simple[range].contains(.max) {
          characters += simple[range]
        } else {
          for position in range { characters += map.pieces[Int(source.ids[position])] }
        }
        offsets[item + 1] = UInt32(characters.count)
      }
    }
    self.characters = characters
    self.offsets = offsets
    wholeValueItems = Set(wholeValueKeys.keys)
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

  @inline(__always) func bounds(of item: Int) -> (start: Int, end: Int) {
    (Int(offsets[item]), Int(offsets[item + 1]))
  }

  @inline(__always) func length(of item: Int) -> Int {
    Int(offsets[item + 1] &- offsets[item])
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

  var byteCount: Int {
    characters.capacity * 4 + offsets.capacity * 4 + wholeValueItems.count * 16
      + directLengths.capacity * 4 + generalLengths.count * 32
  }
}
