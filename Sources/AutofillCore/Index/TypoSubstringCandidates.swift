/// The items that may contain a substring within `k` typos of a query, in increasing order:
/// every item that does is among them.
///
/// The query is cut into `k + 1` pieces (where the lists say the fewest items hold them). Each typo touches one piece, except a transposition
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
    // Of the ways to cut the query into pieces of two characters or more, the one whose
    // chains have the fewest candidates by the lists' lengths.
    var best: (bound: Int, patterns: [[UInt32]])?
    for cuts in Self.cuts(count: query.count, pieces: k + 1) {
      let patterns = Self.chains(query, cuts: cuts)
      var bound = 0
      for pattern in patterns { bound += grams.candidateCountBound(for: pattern) }
      if best.map({ bound < $0.bound }) ?? true { best = (bound, patterns) }
    }
    var lists = (best?.patterns ?? []).map { grams.candidates(for: $0) }
    var heads: [UInt32?] = []
    for index in lists.indices { heads.append(lists[index].next()) }
    self.lists = lists
    self.heads = heads
  }

  /// Every way to cut `count` characters into `pieces` pieces of at least two (or of at least
  /// one, when the query is too short for that): the positions of the cuts. For a query of
  /// more than ``exhaustiveLength`` characters, only cuts within ``window`` characters of the
  /// evenly spaced ones, so that choosing stays linear in the query's length (a pasted
  /// paragraph would otherwise take seconds at two typos); any cuts are sound, the choice only
  /// changes how many candidates are verified.
  static func cuts(count: Int, pieces: Int) -> [[Int]] {
    let shortest = count >= 2 * pieces ? 2 : 1
    let isLong = count > exhaustiveLength
    var result: [[Int]] = []
    func extend(_ cuts: [Int], from start: Int) {
      if cuts.count == pieces - 1 {
        if count - (cuts.last ?? 0) >= shortest { result.append(cuts) }
        return
      }
      var cut = start + shortest
      var last = count - shortest
      if isLong {
        let even = count * (cuts.count + 1) / pieces
        cut = max(cut, even - window)
        last = min(last, even + window)
      }
      while cut <= last {
        extend(cuts + [cut], from: cut)
        cut += 1
      }
    }
    extend([], from: 0)
    return result
  }

  /// The chains of pieces with their inner cuts' characters swapped; those holding a
  /// character that no value has are left out (no key contains them).
  static func chains(_ query: [UInt32], cuts: [Int]) -> [[UInt32]] {
    let bounds = [0] + cuts + [query.count]
    var patterns: [[UInt32]] = []
    for first in 0..<(bounds.count - 1) {
      for last in first..<(bounds.count - 1) {
        var pattern = Array(query[bounds[first]..<bounds[last + 1]])
        for cut in cuts[first..<last] {
          pattern.swapAt(cut - 1 - bounds[first], cut - bounds[first])
        }
        if !pattern.contains(TypoAutomaton.absent) { patterns.append(pattern) }
      }
    }
    return patterns
  }

  /// The longest query whose every cut is tried.
  static let exhaustiveLength = 24
  /// How far from the evenly spaced cuts a longer query's cuts may be.
  static let window = 4

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
