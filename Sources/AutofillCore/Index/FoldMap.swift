/// How one folding variant maps each source character to folded characters.
///
/// Folding a value character by character and concatenating gives the same `Character`s as
/// folding the whole value when folding is local to grapheme clusters and the pieces cannot
/// join across their boundaries. A piece is trusted only when that is certain: the character
/// starts with a scalar that begins a cluster (see ``continuesCluster(_:)``), and its folding is
/// unchanged, made only of scalars below U+0300, or holds no joiner and has every grapheme start
/// with a base character. A value with an untrusted character is folded whole by Foundation.
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
  func itemsNeedingWholeFolding(_ values: some Sequence<String>, _ source: SourceCharacters)
    -> [Int]
  {
    guard isLocal.contains(false) else { return [] }
    return values.enumerated().compactMap { item, value in
      var isWhole = false
      source.forEachID(in: value) { id in if !isLocal[Int(id)] { isWhole = true } }
      return isWhole ? item : nil
    }
  }

  /// Whether `original` folds to `folded` wherever it stands in a value.
  static func isConcatenationSafe(original: String, folded: String) -> Bool {
    // A character that starts with a mark, a joiner or an emoji modifier stands alone only at
    // the start of a value or after a control (tab, CR, LF, soft hyphen, zero-width space…)
    // ended the cluster before it; Foundation folds such a scalar with the control before it
    // (and drops it when diacritics fold), so what it does alone says nothing.
    guard let first = original.unicodeScalars.first, !continuesCluster(first) else { return false }
    if folded.unicodeScalars.elementsEqual(original.unicodeScalars) { return true }
    if folded.isEmpty { return false }
    if folded.unicodeScalars.allSatisfy({ $0.value < 0x300 && $0.value != 0x0D }) { return true }
    if folded.unicodeScalars.contains(where: { $0.value == 0x200D }) { return false }
    for character in folded {
      guard let first = character.unicodeScalars.first, isGraphemeBase(first) else { return false }
    }
    return true
  }

  /// Whether a scalar extends the cluster before it rather than starting one: marks
  /// (nonspacing, spacing, enclosing), other grapheme extenders such as the zero-width
  /// non-joiner, the zero-width joiner, and emoji modifiers.
  static func continuesCluster(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x200C, 0x200D, 0x1F3FB...0x1F3FF: return true
    default: break
    }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return scalar.properties.isGraphemeExtend
    }
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
