/// The optimal-string-alignment distance from a folded query to a string read one character at
/// a time: row `j` holds, for each `i`, the distance between the string's first `j` characters
/// and the query's first `i`; each ``step(previous:current:last:character:depth:into:)`` makes
/// the row of the string one character longer.
///
/// Cells are capped at `k + 1`, since no larger value changes a decision, so a row fits in
/// bytes.
struct TypoAutomaton {
  /// Stands for a query character that no value contains: it equals no character of a key.
  static let absent = UInt32.max
  /// Stands for any character that is not in the query, whose steps are all alike.
  static let other = UInt32.max - 1

  /// The folded query's alphabet ids.
  let query: [UInt32]
  let k: Int
  /// The query's distinct characters other than ``absent``: the only characters whose steps
  /// differ from ``other``'s.
  let distinct: [UInt32]

  init(query: [UInt32], k: Int) {
    self.query = query
    self.k = k
    var distinct: [UInt32] = []
    for id in query where id != Self.absent && !distinct.contains(id) { distinct.append(id) }
    self.distinct = distinct
  }

  /// Cells per row.
  var width: Int { query.count + 1 }
  var cap: UInt8 { UInt8(k + 1) }

  /// Writes the row of the empty string: `i` insertions for the first `i` query characters.
  func firstRow(into row: UnsafeMutablePointer<UInt8>) {
    for i in 0..<width { row[i] = UInt8(min(i, k + 1)) }
  }

  /// Writes the row for the string one `character` longer, and returns its smallest cell.
  ///
  /// - Parameters:
  ///   - previous: The row before `current`, or `nil` at depth 0 (no transposition yet).
  ///   - current: The row of the string so far, `depth` characters long.
  ///   - last: The string's last character (meaningless when `previous` is `nil`).
  ///   - character: The character read.
  ///   - next: Where the new row goes.
  @inline(__always)
  func step(
    previous: UnsafePointer<UInt8>?, current: UnsafePointer<UInt8>, last: UInt32,
    character: UInt32, depth: Int, into next: UnsafeMutablePointer<UInt8>
  ) -> UInt8 {
    let cap = self.cap
    var left = UInt8(min(depth + 1, k + 1))
    next[0] = left
    var smallest = left
    query.withUnsafeBufferPointer { query in
      for i in 1..<width {
        let q = query[i - 1]
        var value = min(current[i] &+ 1, left &+ 1, current[i - 1] &+ (q == character ? 0 : 1))
        if i >= 2, let previous, q == last, query[i - 2] == character {
          value = min(value, previous[i - 2] &+ 1)
        }
        value = min(value, cap)
        next[i] = value
        left = value
        smallest = min(smallest, value)
      }
    }
    return smallest
  }
}
