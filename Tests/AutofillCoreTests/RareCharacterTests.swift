import XCTest

@testable import AutofillCore

/// Characters too rare for a gram bucket of their own share one; the rarest of them have a
/// posting list of their own, which a "contains" query shorter than a gram takes instead of
/// every list of the shared bucket, and a longer one intersects with its grams' lists.
final class RareCharacterTests: XCTestCase {
  private static let seed: UInt64 = 0xA_0DD_2026

  /// More than 62 characters in every folding (Latin and Cyrillic letters and digits), so that
  /// the umlauts, "ß", "ç" and "é" share a bucket in the case- and diacritic-sensitive
  /// foldings and in the insensitive ones too, some with a list of their own; they stand at a
  /// key's start, middle and end, twice in a key, and mostly past the first keys that a short
  /// query in source order searches directly.
  static func values() -> [String] {
    var generator = SeededGenerator(seed: seed)
    let common = "abcdefghijklmnopqrstuvwxyz0123456789абвгдежзиклмнопрстуфхцчшщъыьэюя"
    let rare = Array("ÄäÜüÖöẞßçÇéÉ")
    return (0..<14_000).map { item -> String in
      var value = generator.string(from: common, lengths: 1...8)
      if item % 7 == 0 { value = value.uppercased() }
      let isRare =
        item > 10_000 ? Int.random(in: 0..<8, using: &generator) == 0 : item % 1_000 == 17
      guard isRare, let character = rare.randomElement(using: &generator) else { return value }
      switch Int.random(in: 0..<5, using: &generator) {
      case 0: return String(character) + value
      case 1: return value + String(character)
      case 2: return String(character) + value + String(character)
      case 3:
        let middle = value.index(value.startIndex, offsetBy: value.count / 2)
        return value[..<middle] + String(character) + String(character) + value[middle...]
      default:
        let middle = value.index(value.startIndex, offsetBy: value.count / 2)
        return value[..<middle] + String(character) + value[middle...]
      }
    }
  }

  func test_oneAndTwoCharacterQueries_withRareCharacters_agreeWithReference() {
    print("RareCharacterTests seed: \(Self.seed)")
    let values = Self.values() + ["Ä", "ÄÄ", "Äu", "uÄ", "äu", "Ü", "ßä"]
    var queries = [
      "Ä", "ä", "Ü", "ü", "Ö", "ß", "ẞ", "ç", "É", "é", "Äu", "uÄ", "ÄÄ", "Ää", "äu", "aÄ", "Äa",
      "ßä", "çé", "Éa", "a", "ab", "Ab", "ж",
    ]
    // Two- and three-character pieces around rare characters, from the values.
    let rare = Set("ÄäÜüÖöẞßçÇéÉ")
    for value in values.suffix(300) {
      let characters = Array(value)
      guard let at = characters.firstIndex(where: rare.contains) else { continue }
      queries.append(String(characters[max(0, at - 1)..<min(characters.count, at + 1)]))
      queries.append(String(characters[at..<min(characters.count, at + 3)]))
      if queries.count > 60 { break }
    }
    let index = AutofillIndex(values: values)
    let reference = ReferenceMatcher(values: values)
    var failures = 0
    for query in queries where failures < 20 {
      for folding in FoldingVariant.all.map(\.compareOptions) {
        let classified = reference.classify(query, folding: folding)
        for options in Fixture.allOptions where options.foldingOptions == folding {
          let expected =
            classified.map {
              reference.expected(queryCount: $0.0, classified: $0.1, options: options)
            } ?? []
          // Limits that the first keys fill and limits that need the lists.
          failures += limitFailures(
            of: index, for: query, options: options, expected: expected, limits: [1, 5, 40, -1])
        }
      }
    }
  }

  /// A one-character query with a rare character is given as candidates no more than the
  /// items whose key contains it, and a two-character one no more than that either; every
  /// item that contains the query is among them.
  func test_rareCharacterQuery_candidatesAreTheItemsContainingIt() {
    let values = Self.values()
    var options = AutofillMatchOptions(isCaseSensitive: true, isDiacriticSensitive: true)
    options.mode = .contains
    let (keys, alphabet) = FoldedKeysFixture.foldedKeys(values, options: options)
    let table = KeyTable(keys: keys, alphabet: alphabet, options: options)
    let triples = table.triples
    let folded = ReferenceMatcher(values: values).folded(options.foldingOptions)
    func items(containing query: String) -> [UInt32] {
      let wanted = Array(query)
      return folded.indices.compactMap { item in
        let characters = folded[item]
        guard characters.count >= wanted.count else { return nil }
        let found = (0...(characters.count - wanted.count)).contains {
          Array(characters[$0..<($0 + wanted.count)]) == wanted
        }
        return found ? UInt32(item) : nil
      }
    }
    func candidates(_ query: String) -> [UInt32] {
      guard let ids = alphabet.ids(of: query) else { return [] }
      var candidates = triples.candidates(for: ids)
      var found: [UInt32] = []
      while let item = candidates.next() { found.append(item) }
      return found
    }
    guard let umlaut = alphabet.id(of: "Ä") else { return XCTFail("no Ä in the keys") }
    XCTAssertEqual(triples.buckets(umlaut), triples.buckets.shared)
    XCTAssertNotNil(triples.buckets.ownNumber(umlaut))
    // Items with some other character of the shared bucket, which the lists of the bucket
    // also hold: many more than those with "Ä".
    let sharing = folded.indices.filter { item in
      folded[item].contains { character in
        alphabet.id(of: character).map { triples.buckets($0) == triples.buckets.shared }
          ?? false
      }
    }
    let containing = items(containing: "Ä")
    XCTAssertGreaterThan(sharing.count, 4 * containing.count)
    XCTAssertGreaterThan(containing.count, 20)
    XCTAssertEqual(candidates("Ä"), containing)
    for query in ["Äa", "aÄ", "ÄÄ", "Äß"] {
      let found = candidates(query)
      XCTAssertLessThanOrEqual(found.count, containing.count, query)
      XCTAssertTrue(Set(items(containing: query)).isSubset(of: found), query)
      XCTAssertLessThanOrEqual(
        found.count, triples.candidateCountBound(for: alphabet.ids(of: query) ?? []), query)
    }
    XCTAssertEqual(triples.shortQueryPostingCount(for: [umlaut]), containing.count)
  }
}
