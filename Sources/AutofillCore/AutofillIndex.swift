import Foundation

/// An immutable, thread-safe index over a list of items that answers each query from lookups
/// instead of scanning the list.
///
/// Build it once (off the main thread for large lists, with ``build(_:)``), then call
/// ``matches(for:options:)`` on every keystroke:
///
/// ```swift
/// let index = AutofillIndex(["Zürich", "Zug", "Straße", "New York"].map { AutofillItem($0) })
/// let found = index.matches(for: "zu")             // Zürich, Zug
/// var options = AutofillMatchOptions()
/// options.mode = .contains
/// let york = index.matches(for: "york", options: options)  // New York, a word prefix
/// ```
///
/// Matching follows Foundation's folding exactly: see ``AutofillMatchOptions/foldingOptions``.
/// All eight combinations of case, diacritic and width sensitivity are prepared when the index
/// is built (combinations that fold the list identically share one table), so changing options
/// between keystrokes costs nothing.
public final class AutofillIndex: Sendable {
  /// The items, in the order given.
  public let items: [AutofillItem]

  private let tables: [KeyTable]
  /// For each ``FoldingVariant`` raw value, its table in ``tables``.
  private let tableOfVariant: [Int]
  private let alphabet: FoldedAlphabet

  /// Builds an index. This takes time proportional to the total length of the values (about a
  /// second for a million words); call it off the main thread for large lists, or use
  /// ``build(_:)``.
  ///
  /// - Parameter items: The items, in the order used by
  ///   ``AutofillMatchOptions/Ordering-swift.enum/source`` ordering and for ties.
  /// - Complexity: O(n) in the total number of characters, plus sorting.
  public init(_ items: [AutofillItem]) {
    self.items = items
    let values = items.map(\.value)
    let source = SourceCharacters(values: values)
    var alphabet = FoldedAlphabet()
    var distinct: [(variant: FoldingVariant, map: FoldMap, whole: [Int: [UInt32]])] = []
    var tableOfVariant: [Int] = []
    for variant in FoldingVariant.all {
      let map = FoldMap(variant: variant, source: source, alphabet: &alphabet)
      let wholeItems = map.itemsNeedingWholeFolding(source)
      // Variants that fold every character alike share a table, unless a value folded whole
      // comes out differently.
      let same = distinct.firstIndex { table in
        table.map == map
          && wholeItems.allSatisfy { item in
            variant.fold(values[item]).elementsEqual(table.variant.fold(values[item]))
          }
      }
      if let same {
        tableOfVariant.append(same)
      } else {
        tableOfVariant.append(distinct.count)
        var whole: [Int: [UInt32]] = [:]
        for item in wholeItems {
          whole[item] = variant.fold(values[item]).map { alphabet.intern($0) }
        }
        distinct.append((variant, map, whole))
      }
    }
    let finalDistinct = distinct
    let keys = concurrentMap(distinct.count) { table in
      FoldedKeys(
        map: finalDistinct[table].map, source: source,
        wholeValueKeys: finalDistinct[table].whole)
    }
    tables = KeyTable.build(keys, alphabet: alphabet)
    self.tableOfVariant = tableOfVariant
    self.alphabet = alphabet
  }

  /// Builds an index from plain strings.
  ///
  /// - Parameter values: The values, each becoming an ``AutofillItem`` with no subtitle.
  public convenience init(values: some Sequence<String>) {
    self.init(values.map { AutofillItem($0) })
  }

  /// Builds an index on a background thread and returns it, so the caller's actor (the main
  /// actor, in a view) stays responsive.
  ///
  /// - Parameter items: The items to index.
  /// - Returns: The built index.
  public static func build(_ items: [AutofillItem]) async -> AutofillIndex {
    await Task.detached(priority: .userInitiated) { AutofillIndex(items) }.value
  }

  /// The number of items.
  public var count: Int { items.count }

  /// An estimate of the memory the index's own structures take, in bytes, not counting the
  /// items themselves.
  public var estimatedByteCount: Int {
    tables.reduce(0) { $0 + $1.byteCount } + alphabet.count * 48
  }

  /// The items that match a query, best first (or in source order), with their matched ranges.
  ///
  /// A query that is empty or only whitespace matches nothing, and so does a query whose
  /// folded form is empty. Otherwise the query is used as typed, leading and trailing spaces
  /// included.
  ///
  /// - Parameters:
  ///   - query: The text typed so far.
  ///   - options: Folding, wildcards, ordering and limit.
  /// - Returns: At most `options.maximumCount` matches (all when it is negative).
  /// - Complexity: O(log n) lookups plus work proportional to the matches returned, for
  ///   typical lists; no scan of the items.
  public func matches(for query: String, options: AutofillMatchOptions = .init())
    -> [AutofillMatch]
  {
    let limit = options.limit ?? Int.max
    guard limit > 0, !query.allSatisfy(\.isWhitespace) else { return [] }
    let variant = FoldingVariant(options)
    guard let folded = alphabet.ids(of: variant.fold(query)), !folded.isEmpty else { return [] }
    let table = tables[tableOfVariant[variant.rawValue]]
    let found = table.matches(
      for: folded, mode: options.mode, ordering: options.ordering, limit: limit)
    return found.map { match in
      let item = items[match.item]
      let range = Self.valueRange(
        of: item.value, folded: match.start..<(match.start + folded.count),
        item: match.item, keys: table.keys, variant: variant)
      return AutofillMatch(item: item, itemIndex: match.item, tier: match.tier, range: range)
    }
  }

  /// The smallest range of whole characters of `value` whose folding covers `folded`.
  private static func valueRange(
    of value: String, folded: Range<Int>, item: Int, keys: FoldedKeys, variant: FoldingVariant
  ) -> Range<String.Index> {
    if !keys.wholeValueItems.contains(item) {
      var position = 0
      var lower: String.Index?
      var index = value.startIndex
      while index < value.endIndex, let length = keys.foldedLength(of: value[index]) {
        let next = value.index(after: index)
        let end = position + length
        if lower == nil && end > folded.lowerBound { lower = index }
        if let lower, end >= folded.upperBound { return lower..<next }
        position = end
        index = next
      }
    }
    return FoldedRangeMapper(value: value, variant: variant).valueRange(of: folded)
  }
}
