import AutofillCore
import Foundation

/// Typo-tolerant matching (the TypoTolerance article) written the slow, obvious way, as the
/// specification the index is compared with: fold with Foundation, and for every item compute
/// the optimal-string-alignment distance from the query to every span of the folded value that
/// the mode allows, each by its own dynamic programming table. Matches without typos are the
/// plain ``ReferenceMatcher``'s.
final class TypoReferenceMatcher {
  let reference: ReferenceMatcher
  var values: [String] { reference.values }
  /// Each folding's values as numbered `Character`s (equal numbers for equal `Character`s),
  /// so that the tables compare integers; and the `Character`s, for the word-start test.
  private var numbered:
    [String.CompareOptions.RawValue: (ids: [[Int]], alphabet: [Character: Int])] =
      [:]

  init(values: [String]) { reference = ReferenceMatcher(values: values) }

  /// The optimal-string-alignment distance: the fewest insertions, deletions, substitutions
  /// and transpositions of adjacent elements turning `a` into `b`, no substring edited twice.
  static func distance<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
    var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in stride(from: 1, through: a.count, by: 1) {
      for j in stride(from: 1, through: b.count, by: 1) {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
          d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
        }
      }
    }
    return d[a.count][b.count]
  }

  /// The span of a value chosen for a match with typos, in folded characters.
  struct Span: Equatable {
    var typos: Int
    var start: Int
    var end: Int
  }

  /// Of the spans of `v` that `mode` allows, those at the smallest distance from `q` if it is
  /// at most `k`: the shortest, then the earliest. Spans whose length differs from the
  /// query's by more than `k` are skipped: that difference alone needs more than `k` edits.
  static func bestSpan(_ v: [Int], _ q: [Int], mode: AutofillMatchMode, k: Int) -> Span? {
    let starts = mode.isWildcardBefore ? Array(0...v.count) : [0]
    var best: Span?
    for start in starts {
      let ends = mode.isWildcardAfter ? Array(start...v.count) : [v.count]
      for end in ends where abs(end - start - q.count) <= k {
        let typos = distance(Array(v[start..<end]), q)
        guard typos <= k else { continue }
        if let current = best,
          (current.typos, current.end - current.start, current.start) <= (typos, end - start, start)
        {
          continue
        }
        best = Span(typos: typos, start: start, end: end)
      }
    }
    return best
  }

  /// Everything about one query in one folding that the expected results of every mode,
  /// ordering, limit and typo allowance are derived from.
  struct Analysis {
    var queryCount: Int
    var classified: [ReferenceMatcher.Classification]
    /// For each mode, each item's best span with up to two typos.
    var spans: [AutofillMatchMode: [Int: Span]]
    var folded: [[Character]]
  }

  func analyze(_ query: String, folding: String.CompareOptions) -> Analysis? {
    guard let (count, classified) = reference.classify(query, folding: folding) else { return nil }
    let folded = reference.folded(folding)
    let (ids, alphabet) = numberedValues(folding)
    let q = query.folding(options: folding, locale: nil).map { alphabet[$0] ?? -1 }
    let k = AutofillMatchOptions(maximumTypos: 2).typoAllowance(forQueryOf: q.count)
    var spans: [AutofillMatchMode: [Int: Span]] = [:]
    for mode in AutofillMatchMode.allCases {
      var found: [Int: Span] = [:]
      if k > 0 {
        for (item, v) in ids.enumerated() {
          found[item] = Self.bestSpan(v, q, mode: mode, k: k)
        }
      }
      spans[mode] = found
    }
    return Analysis(queryCount: count, classified: classified, spans: spans, folded: folded)
  }

  /// The expected results: the plain reference's, then the typo matches by distance, then
  /// (relevance) tier, then item.
  func expected(_ analysis: Analysis, options: AutofillMatchOptions) -> [ExpectedMatch] {
    guard options.maximumCount != 0 else { return [] }
    var unlimited = options
    unlimited.maximumCount = -1
    let exact = reference.expected(
      queryCount: analysis.queryCount, classified: analysis.classified, options: unlimited)
    let k = options.typoAllowance(forQueryOf: analysis.queryCount)
    let withoutTypos = Set(exact.map(\.itemIndex))
    var typos: [(item: Int, span: Span, tier: AutofillMatch.Tier)] = []
    for (item, span) in analysis.spans[options.mode] ?? [:]
    where span.typos > 0 && span.typos <= k && !withoutTypos.contains(item) {
      typos.append((item, span, Self.tier(of: span, in: analysis.folded[item])))
    }
    typos.sort { a, b in
      let tiers = options.ordering == .relevance ? (a.tier.rawValue, b.tier.rawValue) : (0, 0)
      return (a.span.typos, tiers.0, a.item) < (b.span.typos, tiers.1, b.item)
    }
    var all =
      exact
      + typos.map { match in
        let value = values[match.item]
        let range = ReferenceMatcher.valueRange(
          value, folded: match.span.start..<match.span.end, options: options.foldingOptions)
        return ExpectedMatch(
          itemIndex: match.item, tier: match.tier,
          utf16: range.lowerBound.utf16Offset(in: value)..<range.upperBound.utf16Offset(in: value),
          typos: match.span.typos)
      }
    if options.maximumCount >= 0 { all = Array(all.prefix(options.maximumCount)) }
    return all
  }

  /// The expected results for one query.
  func matches(_ query: String, options: AutofillMatchOptions) -> [ExpectedMatch] {
    guard let analysis = analyze(query, folding: options.foldingOptions) else { return [] }
    return expected(analysis, options: options)
  }

  /// A span's tier: the whole value, its start, the start of a later word, or elsewhere.
  static func tier(of span: Span, in v: [Character]) -> AutofillMatch.Tier {
    if span.start == 0 { return span.end == v.count ? .exact : .prefix }
    let before = v[span.start - 1]
    return before.isLetter || before.isNumber ? .substring : .wordPrefix
  }

  private func numberedValues(_ folding: String.CompareOptions) -> (
    ids: [[Int]], alphabet: [Character: Int]
  ) {
    if let cached = numbered[folding.rawValue] { return cached }
    var alphabet: [Character: Int] = [:]
    let ids = reference.folded(folding).map { value in
      value.map { character in
        if let id = alphabet[character] { return id }
        alphabet[character] = alphabet.count
        return alphabet.count - 1
      }
    }
    numbered[folding.rawValue] = (ids, alphabet)
    return (ids, alphabet)
  }
}
