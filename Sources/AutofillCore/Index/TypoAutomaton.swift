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
  /// Only the band of cells within `k` of the diagonal is computed: a cell further away is
  /// at least its distance from the diagonal, so it is always `k + 1`. The cells outside the
  /// band are neither read as computed nor written, so rows must start filled with ``cap``
  /// (then the cells outside the band already hold it).
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
    let row = depth + 1
    let first = UInt8(min(row, k + 1))
    next[0] = first
    // The cells outside the band are at the cap, which is no smaller than the first cell.
    var smallest = first
    let low = max(1, row - k)
    let high = min(width - 1, row + k)
    guard low <= high else { return smallest }
    // The cell before the band: the first cell, or one outside the band (at the cap).
    var left = low == 1 ? first : cap
    query.withUnsafeBufferPointer { query in
      for i in low...high {
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
