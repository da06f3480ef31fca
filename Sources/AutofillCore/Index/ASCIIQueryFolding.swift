/// Folds ASCII queries without Foundation: each ASCII character's folded id in every folding
/// variant, worked out once with Foundation when the index is built.
///
/// For a query of ASCII characters other than CR (which forms one `Character` with a following
/// LF), folding the whole query is folding each character: every one is a `Character` of its
/// own, and so is its folding. A character whose folding is not exactly one `Character` sends
/// the query down the general path.
struct ASCIIQueryFolding: Sendable {
  /// What a query folds to.
  enum Folded {
    /// The ids of the folded query's characters.
    case ids([UInt32])
    /// The query matches nothing: it is only whitespace, or a character of its folding never
    /// occurs in the folded values.
    case nothing
    /// The query needs the general path.
    case general
  }

  private static let general: Int32 = -2
  private static let absent: Int32 = -1

  /// `table[variant * 128 + byte]`: the id, ``absent`` or ``general``.
  private let table: [Int32]

  init(alphabet: FoldedAlphabet) {
    var table = [Int32](repeating: Self.general, count: 8 * 128)
    for variant in FoldingVariant.all {
      for byte in 0..<128 where byte != 0x0D {
        guard let scalar = Unicode.Scalar(byte) else { continue }
        let folded = variant.fold(String(Character(scalar)))
        guard folded.count == 1, let character = folded.first else { continue }
        table[variant.rawValue * 128 + byte] =
          alphabet.id(of: character).map { Int32(bitPattern: $0) } ?? Self.absent
      }
    }
    self.table = table
  }

  /// Folds a query in a variant, if it is ASCII.
  func fold(_ query: String, variant: FoldingVariant) -> Folded {
    var query = query
    return query.withUTF8 { bytes -> Folded in
      var ids: [UInt32] = []
      ids.reserveCapacity(bytes.count)
      var isWhitespace = true
      var isAbsent = false
      let base = variant.rawValue * 128
      for byte in bytes {
        guard byte < 0x80 else { return .general }
        let id = table[base + Int(byte)]
        if id == Self.general { return .general }
        if id == Self.absent {
          isAbsent = true
        } else {
          ids.append(UInt32(bitPattern: id))
        }
        // ASCII whitespace: tab, LF, VT, FF, space (CR takes the general path).
        if byte != 0x20 && (byte < 0x09 || byte > 0x0C) { isWhitespace = false }
      }
      return isWhitespace || isAbsent ? .nothing : .ids(ids)
    }
  }

  var byteCount: Int { table.capacity * 4 }
}
