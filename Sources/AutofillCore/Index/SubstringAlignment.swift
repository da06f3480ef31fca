/// The part of a key closest to a query: of the key's substrings at the smallest
/// optimal-string-alignment distance from the query (if at most `k`), the shortest, then the
/// earliest.
///
/// One dynamic programming pass over the key (the query may start anywhere, so row cells of
/// column 0 are 0) keeps, beside each cell's distance, the latest start of a substring that
/// reaches it: for each end, the shortest substring at that end's distance. Cells are capped at
/// `k + 1`; an uncapped cell's best predecessors are never capped, so the starts stay exact.
struct SubstringAlignment {
  let query: [UInt32]
  let k: Int
  /// Three rows of distances and of starts, rotated.
  private var costs: [UInt8]
  private var starts: [Int32]

  init(query: [UInt32], k: Int) {
    self.query = query
    self.k = k
    costs = [UInt8](repeating: 0, count: 3 * (query.count + 1))
    starts = [Int32](repeating: 0, count: 3 * (query.count + 1))
  }

  /// The best span of `key` (its characters' ids), in characters.
  mutating func best(in key: UnsafeBufferPointer<UInt32>) -> (typos: Int, span: Range<Int>)? {
    let width = query.count + 1
    let m = query.count
    let cap = UInt8(k + 1)
    var bestTypos = Int(cap)
    var bestStart = 0
    var bestEnd = 0
    let k = self.k
    query.withUnsafeBufferPointer { query in
      costs.withUnsafeMutableBufferPointer { costs in
        starts.withUnsafeMutableBufferPointer { starts in
          for i in 0..<width {
            costs[i] = UInt8(min(i, k + 1))
            starts[i] = 0
          }
          for j in stride(from: 1, through: key.count, by: 1) {
            let row = (j % 3) * width
            let up = ((j - 1) % 3) * width
            let twoUp = ((j + 1) % 3) * width
            let character = key[j - 1]
            costs[row] = 0
            starts[row] = Int32(j)
            for i in 1..<width {
              var cost = costs[up + i] &+ 1
              var start = starts[up + i]
              func consider(_ candidate: UInt8, _ candidateStart: Int32) {
                if candidate < cost || (candidate == cost && candidateStart > start) {
                  cost = candidate
                  start = candidateStart
                }
              }
              consider(costs[row + i - 1] &+ 1, starts[row + i - 1])
              consider(
                costs[up + i - 1] &+ (query[i - 1] == character ? 0 : 1), starts[up + i - 1])
              if i >= 2 && j >= 2 && query[i - 2] == character && query[i - 1] == key[j - 2] {
                consider(costs[twoUp + i - 2] &+ 1, starts[twoUp + i - 2])
              }
              costs[row + i] = min(cost, cap)
              starts[row + i] = start
            }
            let typos = Int(costs[row + m])
            if typos < bestTypos
              || (typos == bestTypos && j - Int(starts[row + m]) < bestEnd - bestStart)
            {
              bestTypos = typos
              bestStart = Int(starts[row + m])
              bestEnd = j
            }
          }
        }
      }
    }
    guard bestTypos <= k else { return nil }
    return (bestTypos, bestStart..<bestEnd)
  }
}
