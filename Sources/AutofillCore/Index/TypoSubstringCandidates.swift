/// The items that may contain a substring within `k` typos of a query, in increasing order:
/// every item that does is among them.
///
/// The query is cut into `k + 1` pieces. Each typo touches one piece, except a transposition
/// across a cut, which touches the two pieces beside it. Call a run of adjacent pieces a chain,
/// and read it with the characters at its inner cuts swapped: with `s` cut-crossing
/// transpositions, the pieces form `k + 1 - s` chains whose inner cuts are exactly the crossed
/// ones, and the other `k - s` typos touch at most `k - s` of them, so some chain occurs in the
/// substring exactly as read (no typo can fall inside a transposed pair). So the candidates are
/// the union, over every chain, of the items whose keys contain it: trigram postings, verified
/// later.
struct TypoSubstringCandidates: IteratorProtocol {
  private var lists: [CandidateItems]
  private var heads: [UInt32?]
  private var last: UInt32?

  init(query: [UInt32], k: Int, grams: GramPostings) {
    let m = query.count
    // Cuts after the pieces, as even as the query's length allows.
    let cuts = (1...k).map { m * $0 / (k + 1) }
    let bounds = [0] + cuts + [m]
    var patterns: [[UInt32]] = []
    for first in 0...k {
      for last in first...k {
        var pattern = Array(query[bounds[first]..<bounds[last + 1]])
        for cut in cuts[first..<last] {
          pattern.swapAt(cut - 1 - bounds[first], cut - bounds[first])
        }
        if !pattern.contains(TypoAutomaton.absent) { patterns.append(pattern) }
      }
    }
    var lists = patterns.map { grams.candidates(for: $0) }
    var heads: [UInt32?] = []
    for index in lists.indices { heads.append(lists[index].next()) }
    self.lists = lists
    self.heads = heads
  }

  mutating func next() -> UInt32? {
    while true {
      var smallest: UInt32?
      for head in heads {
        if let head, smallest.map({ head < $0 }) ?? true { smallest = head }
      }
      guard let smallest else { return nil }
      for index in heads.indices where heads[index] == smallest {
        heads[index] = lists[index].next()
      }
      if smallest != last {
        last = smallest
        return smallest
      }
    }
  }
}
