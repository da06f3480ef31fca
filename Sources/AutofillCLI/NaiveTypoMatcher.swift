import AutofillCore
import Foundation

/// The peers' approach to typos, as the benchmark's baseline: on every keystroke, every value
/// folded and compared with the query by an optimal-string-alignment table, taking the best
/// of its prefixes (prefix), of its suffixes (suffix), of its substrings (contains) or the
/// whole value (exact).
enum NaiveTypoMatcher {
  /// The indices of the values within the query's typo allowance.
  static func matches(_ values: [String], _ query: String, _ options: AutofillMatchOptions)
    -> [Int]
  {
    let q = Array(query.folding(options: options.foldingOptions, locale: nil))
    let k = options.typoAllowance(forQueryOf: q.count)
    guard !q.isEmpty else { return [] }
    var found: [Int] = []
    for (index, value) in values.enumerated() {
      let v = Array(value.folding(options: options.foldingOptions, locale: nil))
      if distance(v, q, mode: options.mode) <= k { found.append(index) }
    }
    return found
  }

  /// The smallest distance between `q` and the parts of `v` that `mode` allows: one table
  /// whose first column is 0 where a part may start, whose best last-column cell is taken
  /// where a part may end.
  static func distance(_ v: [Character], _ q: [Character], mode: AutofillMatchMode) -> Int {
    let width = q.count + 1
    var table = [Int](repeating: 0, count: (v.count + 1) * width)
    for i in 0..<width { table[i] = i }
    var best = mode.isWildcardAfter ? q.count : Int.max
    for j in stride(from: 1, through: v.count, by: 1) {
      table[j * width] = mode.isWildcardBefore ? 0 : j
      for i in 1..<width {
        var value = min(
          table[(j - 1) * width + i] + 1, table[j * width + i - 1] + 1,
          table[(j - 1) * width + i - 1] + (v[j - 1] == q[i - 1] ? 0 : 1))
        if j > 1 && i > 1 && v[j - 1] == q[i - 2] && v[j - 2] == q[i - 1] {
          value = min(value, table[(j - 2) * width + i - 2] + 1)
        }
        table[j * width + i] = value
      }
      if mode.isWildcardAfter { best = min(best, table[j * width + q.count]) }
    }
    return mode.isWildcardAfter ? best : table[v.count * width + q.count]
  }
}
