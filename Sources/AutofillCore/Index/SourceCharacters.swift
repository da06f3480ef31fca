/// The items' values split into `Character`s once, each `Character` replaced by a small id, so
/// that each folding variant can be derived by table lookups instead of folding every string.
///
/// Ids below `0x300` are Unicode scalar values: between two scalars below U+0300 there is always
/// a grapheme break (except CR LF), so a value made only of them is split without grapheme
/// analysis or hashing. Other `Character`s get ids from `0x300` up, in order of first sight.
struct SourceCharacters: Sendable {
  static let directCount = 0x300

  private(set) var ids: [UInt32] = []
  private(set) var offsets: [Int] = [0]
  private(set) var general: [Character] = []
  private var generalIndex: [Character: UInt32] = [:]
  private(set) var isPresent = [Bool](repeating: false, count: directCount)

  var idCount: Int { Self.directCount + general.count }

  init(values: some Sequence<String>) {
    for value in values { append(value) }
  }

  /// The `Character` an id stands for.
  func character(for id: UInt32) -> Character {
    if id < Self.directCount, let scalar = Unicode.Scalar(id) { return Character(scalar) }
    return general[Int(id) - Self.directCount]
  }

  /// The id of a `Character` that occurs in some value, or `nil`.
  func id(of character: Character) -> UInt32? {
    let scalars = character.unicodeScalars
    if scalars.count == 1, let scalar = scalars.first, scalar.value < Self.directCount {
      return scalar.value
    }
    return generalIndex[character]
  }

  private mutating func append(_ value: String) {
    let start = ids.count
    var value = value
    let isDirect = value.withUTF8 { bytes -> Bool in
      // Scalars below U+0300 take one or two UTF-8 bytes; anything longer leaves the fast path.
      var index = 0
      var previous: UInt32 = 0
      while index < bytes.count {
        let lead = bytes[index]
        let scalar: UInt32
        if lead < 0x80 {
          scalar = UInt32(lead)
          index += 1
        } else if lead & 0xE0 == 0xC0 && index + 1 < bytes.count {
          scalar = UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
          index += 2
        } else {
          return false
        }
        if scalar >= UInt32(Self.directCount) || (scalar == 0x0A && previous == 0x0D) {
          return false
        }
        ids.append(scalar)
        previous = scalar
      }
      return true
    }
    if isDirect {
      for index in start..<ids.count { isPresent[Int(ids[index])] = true }
    } else {
      ids.removeSubrange(start...)
      for character in value { ids.append(intern(character)) }
    }
    offsets.append(ids.count)
  }

  private mutating func intern(_ character: Character) -> UInt32 {
    if let id = id(of: character) {
      if id < Self.directCount { isPresent[Int(id)] = true }
      return id
    }
    let id = UInt32(Self.directCount + general.count)
    general.append(character)
    generalIndex[character] = id
    return id
  }
}
