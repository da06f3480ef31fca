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
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    // Equal characters get equal numbers (a dictionary's keys compare as `Character`s).
    var numbers: [Character: Int] = [:]
    let number = { (character: Character) -> Int in
      if let known = numbers[character] { return known }
      numbers[character] = numbers.count
      return numbers.count - 1
    }
    let a = a.map(number)
    return prefixDistances(a, b.map(number))[a.count]
  }

  /// For each `i`, the distance between the first `i` elements of `a` and `b`: the last
  /// column of the dynamic programming table.
  static func prefixDistances(_ a: [Int], _ b: [Int]) -> [Int] {
    // d[i * width + j]: the distance between the first i elements of a and the first j of b.
    // Plain loops: ranges and strides cost much more in the debug builds tests run in.
    let width = b.count + 1
    var d = [Int](repeating: 0, count: (a.count + 1) * width)
    var column = [Int](repeating: 0, count: a.count + 1)
    d.withUnsafeMutableBufferPointer { d in
      var i = 0
      while i <= a.count {
        d[i * width] = i
        i += 1
      }
      var j = 0
      while j <= b.count {
        d[j] = j
        j += 1
      }
      i = 1
      while i <= a.count {
        j = 1
        while j <= b.count {
          let cost = a[i - 1] == b[j - 1] ? 0 : 1
          var value = min(
            d[(i - 1) * width + j] + 1, d[i * width + j - 1] + 1, d[(i - 1) * width + j - 1] + cost)
          if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
            value = min(value, d[(i - 2) * width + j - 2] + 1)
          }
          d[i * width + j] = value
          j += 1
        }
        i += 1
      }
      i = 0
      while i <= a.count {
        column[i] = d[i * width + b.count]
        i += 1
      }
    }
    return column
  }

  /// The span of a value chosen for a match with typos, in folded characters.
  struct Span: Equatable {
    var typos: Int
    var start: Int
    var end: Int

    /// Whether this span is closer than `other`, or as close and shorter.
    func isBetter(than other: Span) -> Bool {
      typos < other.typos || (typos == other.typos && end - start < other.end - other.start)
    }
  }

  /// Of the spans of `v` that `mode` allows, those at the smallest distance from `q` if it is
  /// at most `k`: the shortest, then the earliest. Spans whose length differs from the
  /// query's by more than `k` are skipped: that difference alone needs more than `k` edits.
  static func bestSpan(_ v: [Int], _ q: [Int], mode: AutofillMatchMode, k: Int) -> Span? {
    var best: Span?
    var start = 0
    while start <= (mode.isWildcardBefore ? v.count : 0) {
      // The distance of every span from `start`: row `end - start` of one table.
      let longest = min(v.count, start + q.count + k)
      let distances = prefixDistances(Array(v[start..<longest]), q)
      var end = mode.isWildcardAfter ? start : v.count
      while end <= longest {
        let typos = distances[end - start]
        let span = Span(typos: typos, start: start, end: end)
        // Spans come by start, then end: a tie keeps the earlier.
        if abs(end - start - q.count) <= k && typos <= k && best.map(span.isBetter) ?? true {
          best = span
        }
        end += 1
      }
      start += 1
    }
    return best
  }

  /// How many of `q`'s elements (with repetitions) `v` lacks. Each edit brings at most one
  /// element into the query that the part of `v` it was made from lacks (a transposition
  /// none), so a value lacking more than `k` has no part within `k`: skipping it only saves
  /// time on long lists.
  static func missingCount(of q: [Int], in v: [Int]) -> Int {
    var available: [Int: Int] = [:]
    for element in v { available[element, default: 0] += 1 }
    var missing = 0
    for element in q {
      if let count = available[element], count > 0 {
        available[element] = count - 1
      } else {
        missing += 1
      }
    }
    return missing
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
    for mode in AutofillMatchMode.allCases { spans[mode] = [:] }
    guard k > 0 else {
      return Analysis(queryCount: count, classified: classified, spans: spans, folded: folded)
    }
    for (item, v) in ids.enumerated() where Self.missingCount(of: q, in: v) <= k {
      for mode in AutofillMatchMode.allCases {
        spans[mode]?[item] = Self.bestSpan(v, q, mode: mode, k: k)
      }
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
