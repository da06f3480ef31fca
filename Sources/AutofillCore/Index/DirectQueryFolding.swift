/// Folds queries of ASCII and Latin characters without Foundation: each scalar below
/// ``SourceCharacters/directCount`` has its folded id in every folding variant, worked out
/// once with Foundation when the index is built.
///
/// In a query whose scalars are all below U+0300 and none is CR (which forms one `Character`
/// with a following LF), every scalar is a `Character` of its own: no scalar below U+0300
/// extends a cluster. Folding the query is then folding each character, for the characters
/// whose folding is one `Character` that does not depend on its neighbours (see
/// ``FoldMap/isConcatenationSafe(original:folded:)``); any other character (ß, which folds to
/// two) sends the query down the general path.
struct DirectQueryFolding: Sendable {
  /// What a query folds to.
  enum Folded {
    /// The ids of the folded query's characters are in the storage given.
    case ids
    /// The query matches nothing: it is only whitespace, or a character of its folding never
    /// occurs in the folded values.
    case nothing
    /// The query needs the general path.
    case general
  }

  private static let general: Int32 = -2
  private static let absent: Int32 = -1
  private static let count = SourceCharacters.directCount

  /// The alphabet the ids are of.
  private let alphabet: FoldedAlphabet
  /// Per variant, `table[scalar]`: the id, ``absent`` or ``general``; made the first time a
  /// query is folded in the variant (each costs ``SourceCharacters/directCount`` Foundation
  /// foldings, about a millisecond: made for all eight, they were most of what opening an
  /// index file cost).
  private let tables = FoldingVariant.all.map { _ in BuiltOnce<[Int32]>() }
  /// The default options' table (variant 0), made now: read without a lock on every query.
  private let defaultTable: [Int32]

  init(alphabet: FoldedAlphabet) {
    self.alphabet = alphabet
    defaultTable = Self.table(FoldingVariant.all[0], alphabet)
  }

  /// The table of `variant`.
  private static func table(_ variant: FoldingVariant, _ alphabet: FoldedAlphabet) -> [Int32] {
    var table = [Int32](repeating: Self.general, count: Self.count)
    for value in 0..<Self.count where value != 0x0D {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let original = String(Character(scalar))
      let folded = variant.fold(original)
      guard folded.count == 1, let character = folded.first,
        FoldMap.isConcatenationSafe(original: original, folded: folded)
      else { continue }
      table[value] = alphabet.id(of: character).map { Int32(bitPattern: $0) } ?? Self.absent
    }
    return table
  }

  /// Folds a query in a variant, if its scalars are all below U+0300, into `ids` (emptied
  /// first, its capacity kept, so that a caller that reuses it allocates nothing).
  func fold(_ query: String, variant: FoldingVariant, into ids: inout [UInt32]) -> Folded {
    ids.removeAll(keepingCapacity: true)
    let table =
      variant.rawValue == 0
      ? defaultTable : tables[variant.rawValue].orBuild { Self.table(variant, alphabet) }
    var query = query
    return query.withUTF8 { bytes -> Folded in
      ids.reserveCapacity(bytes.count)
      var isWhitespace = true
      var isAbsent = false
      var position = 0
      while position < bytes.count {
        guard let (scalar, width) = Self.scalar(in: bytes, at: position) else { return .general }
        position &+= width
        // The whitespace below U+0300: tab, LF, VT, FF, space, NEL and NBSP (CR takes the
        // general path).
        if scalar != 0x20 && (scalar < 0x09 || scalar > 0x0C) && scalar != 0x85 && scalar != 0xA0 {
          isWhitespace = false
        }
        let id = table[scalar]
        if id == Self.general { return .general }
        if id == Self.absent {
          isAbsent = true
        } else {
          ids.append(UInt32(bitPattern: id))
        }
      }
      return isWhitespace || isAbsent ? .nothing : .ids
    }
  }

  /// The scalar below U+0300 whose UTF-8 encoding starts at `index` of valid UTF-8, and its
  /// length in bytes; `nil` for any other scalar. Queries and values are read alike with it.
  @inline(__always)
  static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Int, Int)? {
    let lead = bytes[index]
    if lead < 0x80 { return (Int(lead), 1) }
    // Two bytes, U+0080 to U+02FF.
    guard lead >= 0xC2 && lead <= 0xCB && index + 1 < bytes.count else { return nil }
    return (Int(lead & 0x1F) << 6 | Int(bytes[index + 1] & 0x3F), 2)
  }

  var byteCount: Int {
    tables.reduce(defaultTable.capacity * 4) { $0 + ($1.value?.capacity ?? 0) * 4 }
  }
}
