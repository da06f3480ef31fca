/// How many terminal columns text takes, measured per grapheme cluster (`Character`).
///
/// A cluster is 2 columns wide when it is shown as an emoji (a scalar with emoji presentation,
/// a variation selector 16, a flag) or its base is East Asian Wide or Fullwidth; 0 when it is
/// only zero-width scalars (combining marks, joiners, variation selectors, format and control
/// characters); otherwise 1. Ambiguous-width characters count as 1, as in non-CJK locales.
///
/// ```swift
/// DisplayWidth.of("Zürich")   // 6
/// DisplayWidth.of("東京")      // 4
/// DisplayWidth.of("👩‍👩‍👧")     // 2
/// ```
enum DisplayWidth {
  /// The columns one character takes: 0, 1 or 2.
  ///
  /// - Parameter character: One grapheme cluster.
  /// - Returns: Its width in terminal columns.
  static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    var base: Unicode.Scalar?
    for scalar in scalars {
      if scalar.value == 0xFE0F || scalar.properties.isEmojiPresentation { return 2 }
      if base == nil, !isZeroWidth(scalar) { base = scalar }
    }
    guard let base else { return 0 }
    return isWide(base) ? 2 : 1
  }

  /// The columns a string takes: the sum of its characters' widths.
  ///
  /// - Parameter text: Any text.
  /// - Returns: Its width in terminal columns.
  /// - Complexity: O(*n*) in the length of `text`.
  static func of(_ text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + of($1) }
  }

  /// Whether a scalar takes no column of its own.
  static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFE00...0xFE0F, 0xFEFF,
      0xE0000...0xE0FFF, 0x1160...0x11FF, 0xD7B0...0xD7FF:
      // Zero-width space and joiners, bidi marks, variation selectors and tags, Hangul medial
      // and final jamo (they join the initial consonant's two columns).
      return true
    default:
      break
    }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return true
    default: return false
    }
  }

  /// Whether a scalar is East Asian Wide or Fullwidth (Unicode Standard Annex #11).
  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    wideRanges.contains { $0.contains(scalar.value) }
  }

  /// The Wide and Fullwidth blocks of East Asian scripts. Pictographs are Wide exactly when
  /// they have emoji presentation (since Unicode 9), which ``of(_:)-swift.type.method`` checks
  /// through the scalar's property.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x2E80...0x303E,  // CJK radicals, Kangxi radicals, CJK symbols and punctuation
    0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility jamo, CJK compat
    0x3400...0x4DBF,  // CJK unified ideographs extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul Jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // Vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
    0xFF00...0xFF60,  // Fullwidth forms
    0xFFE0...0xFFE6,  // Fullwidth signs
    0x16FE0...0x16FE4,  // Ideographic symbols
    0x17000...0x18CFF,  // Tangut, Khitan
    0x1B000...0x1B2FF,  // Kana supplement and extensions, Nüshu
    0x1F200...0x1F2FF,  // Enclosed ideographic supplement
    0x20000...0x2FFFD,  // CJK extensions B and later
    0x30000...0x3FFFD,  // CJK extension G and later
  ]
}
