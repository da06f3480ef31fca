import AutofillCore
import Foundation

/// One expected result: item, tier, the matched range as UTF-16 offsets into the matched text
/// (the value unless `field` says otherwise), and the number of typing mistakes the match
/// needed.
struct ExpectedMatch: Equatable, CustomStringConvertible {
  var itemIndex: Int
  var tier: AutofillMatch.Tier
  var utf16: Range<Int>
  var typos: Int
  var field: AutofillMatch.Field

  init(
    itemIndex: Int, tier: AutofillMatch.Tier, utf16: Range<Int>, typos: Int = 0,
    field: AutofillMatch.Field = .value
  ) {
    self.itemIndex = itemIndex
    self.tier = tier
    self.utf16 = utf16
    self.typos = typos
    self.field = field
  }

  init(_ match: AutofillMatch) {
    let range = match.utf16Range
    self.init(
      itemIndex: match.itemIndex, tier: match.tier,
      utf16: range.location..<(range.location + range.length), typos: match.typos,
      field: match.field)
  }

  var description: String {
    "#\(itemIndex) \(tier) \(utf16)" + (typos > 0 ? " typos \(typos)" : "")
      + (field == .value ? "" : " \(field)")
  }
}

/// The matching semantics written as plainly as possible, with no index: fold with Foundation,
/// compare `[Character]` arrays, scan every item. The index must agree with it exactly.
final class ReferenceMatcher {
  let values: [String]
  private var foldedValues: [String.CompareOptions.RawValue: [[Character]]] = [:]

  init(values: [String]) { self.values = values }

  func folded(_ options: String.CompareOptions) -> [[Character]] {
    if let cached = foldedValues[options.rawValue] { return cached }
    let folded = values.map { Array($0.folding(options: options, locale: nil)) }
    foldedValues[options.rawValue] = folded
    return folded
  }

  /// How a query sits in one value: the facts every mode and ordering is derived from.
  struct Classification {
    var item: Int
    var isExact: Bool
    var startsWith: Bool
    var endsWith: Bool
    /// First position after a character that is neither letter nor number where the query
    /// occurs.
    var wordStart: Int?
    var firstOccurrence: Int?
    var foldedCount: Int
  }

  /// Classifies every item that contains the query (folded with `options`' folding).
  func classify(_ query: String, folding: String.CompareOptions) -> (Int, [Classification])? {
    if query.isEmpty || query.allSatisfy(\.isWhitespace) { return nil }
    let q = Array(query.folding(options: folding, locale: nil))
    if q.isEmpty { return nil }
    var result: [Classification] = []
    for (item, v) in folded(folding).enumerated() {
      guard v.count >= q.count, let first = Self.firstOccurrence(of: q, in: v, from: 0) else {
        continue
      }
      var wordStart: Int?
      var position = max(first, 1)
      while let found = Self.firstOccurrence(of: q, in: v, from: position) {
        if !(v[found - 1].isLetter || v[found - 1].isNumber) {
          wordStart = found
          break
        }
        position = found + 1
      }
      result.append(
        Classification(
          item: item, isExact: v == q, startsWith: first == 0,
          endsWith: Array(v.suffix(q.count)) == q, wordStart: wordStart, firstOccurrence: first,
          foldedCount: v.count))
    }
    return (q.count, result)
  }

  private static func firstOccurrence(of q: [Character], in v: [Character], from: Int) -> Int? {
    guard from <= v.count - q.count else { return nil }
    for start in from...(v.count - q.count) where v[start..<(start + q.count)].elementsEqual(q) {
      return start
    }
    return nil
  }

  /// The expected results for one query and options, derived from a classification.
  func expected(
    queryCount: Int, classified: [Classification], options: AutofillMatchOptions
  ) -> [ExpectedMatch] {
    var found: [(item: Int, tier: AutofillMatch.Tier, start: Int)] = []
    for c in classified {
      let tier: AutofillMatch.Tier =
        c.isExact
        ? .exact : c.startsWith ? .prefix : c.wordStart != nil ? .wordPrefix : .substring
      switch options.mode {
      case .exact:
        if c.isExact { found.append((c.item, .exact, 0)) }
      case .prefix:
        if c.startsWith { found.append((c.item, tier, 0)) }
      case .suffix:
        if c.endsWith { found.append((c.item, tier, c.foldedCount - queryCount)) }
      case .contains:
        let start =
          tier == .wordPrefix ? c.wordStart : tier == .substring ? c.firstOccurrence : 0
        found.append((c.item, tier, start ?? 0))
      }
    }
    if options.ordering == .relevance {
      found = found.enumerated().sorted {
        ($0.element.tier, $0.offset) < ($1.element.tier, $1.offset)
      }
      .map(\.element)
    }
    if options.maximumCount >= 0 { found = Array(found.prefix(options.maximumCount)) }
    return found.map { match in
      let value = values[match.item]
      let range = Self.valueRange(
        value, folded: match.start..<(match.start + queryCount), options: options.foldingOptions)
      return ExpectedMatch(
        itemIndex: match.item, tier: match.tier,
        utf16: range.lowerBound.utf16Offset(in: value)..<range.upperBound.utf16Offset(in: value))
    }
  }

  /// The expected results for one query.
  func matches(_ query: String, options: AutofillMatchOptions) -> [ExpectedMatch] {
    guard options.maximumCount != 0,
      let (count, classified) = classify(query, folding: options.foldingOptions)
    else { return [] }
    return expected(queryCount: count, classified: classified, options: options)
  }

  /// The documented definition of a matched range: from the last character boundary whose
  /// folded prefix is no longer than the folded range's start, to the first whose folded prefix
  /// reaches its end.
  static func valueRange(
    _ value: String, folded: Range<Int>, options: String.CompareOptions
  ) -> Range<String.Index> {
    let boundaries = Array(value.indices) + [value.endIndex]
    func count(_ index: Int) -> Int {
      String(value[..<boundaries[index]]).folding(options: options, locale: nil).count
    }
    let lower = boundaries.indices.last { count($0) <= folded.lowerBound } ?? 0
    let upper = boundaries.indices.first { count($0) >= folded.upperBound } ?? boundaries.count - 1
    return boundaries[lower]..<boundaries[max(lower, upper)]
  }
}
