import Foundation

/// Seeded queries drawn from a list: prefixes, infixes and suffixes of values, the same with
/// case, accents or width changed, whole values, and random misses.
enum QueryGenerator {
  static func queries(
    from values: [String], count: Int, using generator: inout SeededGenerator
  ) -> [String] {
    let candidates = values.filter { !$0.isEmpty }
    guard !candidates.isEmpty else { return [] }
    var queries: [String] = []
    while queries.count < count {
      let characters = Array(candidates.randomElement(using: &generator) ?? "")
      let length = Int.random(in: 1...min(characters.count, 8), using: &generator)
      let start = Int.random(in: 0...(characters.count - length), using: &generator)
      var query: String
      switch Int.random(in: 0..<4, using: &generator) {
      case 0: query = String(characters.prefix(length))
      case 1: query = String(characters[start..<(start + length)])
      case 2: query = String(characters.suffix(length))
      default: query = String(characters)
      }
      switch Int.random(in: 0..<8, using: &generator) {
      case 0: query = query.uppercased()
      case 1: query = query.lowercased()
      case 2: query = query.folding(options: .diacriticInsensitive, locale: nil)
      case 3: query = query.decomposedStringWithCanonicalMapping
      case 4: query = fullWidth(query)
      case 5: query = randomMiss(using: &generator)
      default: break
      }
      queries.append(query)
    }
    return queries
  }

  static func fullWidth(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          (0x21...0x7E).contains(scalar.value)
            ? Unicode.Scalar(scalar.value + 0xFEE0) ?? scalar : scalar
        }))
  }

  static func randomMiss(using generator: inout SeededGenerator) -> String {
    let letters = Array("bcdfghjklmnpqrstvwxzqj")
    return String(
      (0..<Int.random(in: 3...7, using: &generator)).map { _ in
        letters.randomElement(using: &generator) ?? "q"
      })
  }
}
