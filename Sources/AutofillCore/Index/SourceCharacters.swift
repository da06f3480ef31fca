/// The distinct `Character`s of the items' values, each with a small id, so that each folding
/// variant can be derived by table lookups instead of folding every string.
///
/// Ids below `0x300` are Unicode scalar values: between two scalars below U+0300 there is always
/// a grapheme break (except CR LF), so a value made only of them is split without grapheme
/// analysis or hashing. Other `Character`s get ids from `0x300` up, in order of first sight.
/// Only the distinct characters are kept; a value's ids are read again when a table is built
/// (``forEachID(in:_:)``), which costs less than keeping four bytes per character.
struct SourceCharacters: Sendable {
  static let directCount = 0x300

  private(set) var general: [Character] = []
  private var generalIndex: [Character: UInt32] = [:]
  private(set) var isPresent = [Bool](repeating: false, count: directCount)

  var idCount: Int { Self.directCount + general.count }

  /// Collects the distinct characters of the values; long lists in parallel parts,
  /// whose characters are then numbered in the parts' order, so ids follow first sight.
  init(values: IndexValues) {
    let partCount = values.count < 1 << 16 ? 1 : 2
    let parts = concurrentMap(partCount) { part -> (isPresent: [Bool], general: [Character]) in
      let range = (part * values.count / partCount)..<((part + 1) * values.count / partCount)
      var isPresent = [Bool](repeating: false, count: Self.directCount)
      var general = SourceCharacters(isPresent: [])
      values.forEach(in: range) { value in
        guard !Self.forEachDirectID(in: value, { isPresent[Int($0)] = true }) else { return }
        for character in value {
          let id = general.intern(character)
          if id < Self.directCount { isPresent[Int(id)] = true }
        }
      }
      return (isPresent, general.general)
    }
    isPresent = [Bool](repeating: false, count: Self.directCount)
    for part in parts {
      for id in 0..<Self.directCount where part.isPresent[id] { isPresent[id] = true }
      for character in part.general { _ = intern(character) }
    }
  }

  private init(isPresent: [Bool]) { self.isPresent = isPresent }

  /// The characters an index file stored (``general`` and ``isPresent`` of the index it was
  /// written from), so that ids are as they were; `nil` when they are not what ``general``
  /// and ``isPresent`` can be (a character that is not one `Character`, one below
  /// ``directCount``, one listed twice, or presence not of ``directCount`` scalars).
  init?(isPresent: [Bool], general: [String]) {
    guard isPresent.count == Self.directCount else { return nil }
    self.isPresent = isPresent
    for text in general {
      guard text.count == 1, let character = text.first, id(of: character) == nil else {
        return nil
      }
      _ = intern(character)
    }
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

  /// Calls `body` with the id of each `Character` of `value`, one of the values the ids were
  /// made from, each below ``idCount``.
  ///
  /// A character with no id is skipped: that cannot happen with ids made from the values, but
  /// can with ids an index file stored (a damaged characters section, or a file written by a
  /// Swift runtime that splits some text into other grapheme clusters), whose keys then leave
  /// that character out.
  func forEachID(in value: String, _ body: (UInt32) -> Void) {
    var ids: [UInt32] = []
    if Self.forEachDirectID(in: value, { ids.append($0) }) {
      for id in ids { body(id) }
      return
    }
    for character in value {
      if let id = id(of: character) { body(id) }
    }
  }

  /// Calls `body` with each scalar of `value` if all are direct (below U+0300, and no CR LF),
  /// and returns `true`; otherwise returns `false`, possibly after calling `body` for a head of
  /// the value.
  @inline(__always)
  static func forEachDirectID(in value: String, _ body: (UInt32) -> Void) -> Bool {
    var value = value
    return value.withUTF8 { bytes -> Bool in
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
        if scalar >= UInt32(directCount) || (scalar == 0x0A && previous == 0x0D) {
          return false
        }
        body(scalar)
        previous = scalar
      }
      return true
    }
  }

  var byteCount: Int { isPresent.capacity + general.count * 48 }

  private mutating func intern(_ character: Character) -> UInt32 {
    if let id = id(of: character) { return id }
    let id = UInt32(Self.directCount + general.count)
    general.append(character)
    generalIndex[character] = id
    return id
  }
}
