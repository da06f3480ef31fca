import Foundation

/// Seeded queries with typing mistakes: a piece of a real value (a prefix, an infix, a suffix
/// or the whole value) with one to three random edits, each an insertion, deletion,
/// substitution or transposition of `Character`s, or an insertion or deletion of a combining
/// mark or emoji modifier scalar (which changes the `Character` it joins).
enum TypoQueryGenerator {
  /// Characters inserted or substituted: letters, accented letters, marks, emoji, space.
  static let insertions: [String] = [
    "a", "e", "o", "s", "t", "n", "z", "é", "ü", "ß", "ı", "Ａ", "ｶ", "가", "👍", "🇨", " ", "-",
    "'", "\u{301}", "\u{308}", "\u{1F3FD}", "\u{200D}",
  ]

  static func queries(
    from values: [String], count: Int, using generator: inout SeededGenerator
  ) -> [String] {
    let candidates = values.filter { $0.count >= 3 }
    guard !candidates.isEmpty else { return [] }
    var queries: [String] = []
    while queries.count < count {
      let characters = Array(candidates.randomElement(using: &generator) ?? "")
      let length = Int.random(in: 3...min(characters.count, 12), using: &generator)
      let start = Int.random(in: 0...(characters.count - length), using: &generator)
      var piece: [Character]
      switch Int.random(in: 0..<4, using: &generator) {
      case 0: piece = Array(characters.prefix(length))
      case 1: piece = Array(characters[start..<(start + length)])
      case 2: piece = Array(characters.suffix(length))
      default: piece = characters
      }
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        piece = edit(piece, using: &generator)
      }
      var query = String(piece)
      switch Int.random(in: 0..<6, using: &generator) {
      case 0: query = query.uppercased()
      case 1: query = query.folding(options: .diacriticInsensitive, locale: nil)
      default: break
      }
      queries.append(query)
    }
    return queries
  }

  /// One random edit of `characters`.
  static func edit(_ characters: [Character], using generator: inout SeededGenerator)
    -> [Character]
  {
    var characters = characters
    guard !characters.isEmpty else { return characters }
    let position = Int.random(in: 0..<characters.count, using: &generator)
    let inserted = Character(insertions.randomElement(using: &generator) ?? "a")
    switch Int.random(in: 0..<6, using: &generator) {
    case 0: characters.insert(inserted, at: Int.random(in: 0...characters.count, using: &generator))
    case 1: characters.remove(at: position)
    case 2: characters[position] = inserted
    case 3:
      if position + 1 < characters.count { characters.swapAt(position, position + 1) }
    case 4:
      // A scalar appended to a character: a mark or modifier joins it, anything else is new.
      let scalars = ["\u{301}", "\u{308}", "\u{1F3FD}", "\u{327}"]
      let joined = String(characters[position]) + (scalars.randomElement(using: &generator) ?? "")
      characters.replaceSubrange(position...position, with: Array(joined))
    default:
      // The character's last scalar removed, if it has more than one (a mark, a modifier).
      let scalars = characters[position].unicodeScalars
      if scalars.count > 1 {
        characters.replaceSubrange(
          position...position,
          with: Array(String(String.UnicodeScalarView(scalars.dropLast()))))
      }
    }
    return characters
  }
}
