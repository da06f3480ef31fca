/// Every folded `Character` seen while building an index, each with a dense id.
///
/// `Character` equality is canonical equivalence, so "é" and "e\u{301}" share an id; comparing
/// ids is comparing `Character`s.
struct FoldedAlphabet: Sendable {
  private(set) var characters: [Character] = []
  private(set) var isWordCharacter: [Bool] = []
  private var index: [Character: UInt32] = [:]

  var count: Int { characters.count }

  mutating func intern(_ character: Character) -> UInt32 {
    if let id = index[character] { return id }
    let id = UInt32(characters.count)
    characters.append(character)
    isWordCharacter.append(character.isLetter || character.isNumber)
    index[character] = id
    return id
  }

  /// The id of a character, if it occurs in some folded value.
  func id(of character: Character) -> UInt32? { index[character] }

  /// The ids of a folded string's characters, or `nil` when one of them never occurs in any
  /// folded value (then nothing can match it).
  func ids(of folded: String) -> [UInt32]? {
    var result: [UInt32] = []
    result.reserveCapacity(folded.utf8.count)
    for character in folded {
      guard let id = index[character] else { return nil }
      result.append(id)
    }
    return result
  }

  /// The ids of a folded string's characters, with `absent` for those that occur in no
  /// folded value (a typo may stand there).
  func ids(of folded: String, markingAbsentAs absent: UInt32) -> [UInt32] {
    folded.map { index[$0] ?? absent }
  }
}
