/// Seeded random values built from characters that stress folding: letters that fold to several
/// characters or to marks, controls and invisible format characters (tab, CR, LF, NUL, soft
/// hyphen, zero-width space, bidi marks), and scalars that continue a cluster (combining marks,
/// joiners, emoji modifiers) placed after any of them.
enum ValueGenerator {
  static let pieces: [String] = [
    "a", "Z", "u", "é", "e\u{301}", "ß", "İ", "ﬁ", "ｶ", "ﾞ", "가", "\u{1100}", "\u{1161}",
    "🇨", "🇭", "👍", "Σ", "ς", "Ａ", " ", "\u{A0}", "\u{3000}",
    "\t", "\r", "\n", "\0", "\u{7F}", "\u{85}", "\u{AD}", "\u{200B}", "\u{2028}", "\u{FEFF}",
    "\u{200E}", "\u{202E}",
    "\u{301}", "\u{308}", "\u{200C}", "\u{200D}", "\u{1F3FD}", "\u{3099}", "\u{20DD}", "\u{903}",
  ]

  static func values(count: Int, using generator: inout SeededGenerator) -> [String] {
    (0..<count).map { _ in
      (0..<Int.random(in: 1...6, using: &generator)).map { _ in
        pieces.randomElement(using: &generator) ?? "a"
      }.joined()
    }
  }
}
