/// Storage for the results of ``AutofillIndex/matches(for:options:into:)`` that a caller keeps
/// and passes again on every keystroke, so that a query writes into memory it already has
/// instead of allocating an array of results.
///
/// Each element names a matched item by its position in the index's list, with its tier and
/// typo count; the matched range, and the item itself, are looked up only for the rows a
/// caller reads, with ``AutofillIndex/match(_:)``:
///
/// ```swift
/// var found = AutofillMatchBuffer()
/// index.matches(for: "zu", into: &found)         // no allocation once `found` has grown
/// for element in found.prefix(visibleRows) {
///   let match = index.match(element)             // item and matched range, for this row only
///   show(match.item.value, highlighting: match.range)
/// }
/// ```
///
/// A buffer holds the results of the last query only; filling it again replaces them. Its
/// storage grows to the largest result count seen and is kept.
public struct AutofillMatchBuffer: RandomAccessCollection, Sendable {
  /// One result: which item matched, why, and with how many typing mistakes.
  public struct Element: Equatable, Sendable {
    /// The matched item's position in the list the index was built from.
    public let itemIndex: Int
    /// Why the item matched.
    public let tier: AutofillMatch.Tier
    /// The number of typing mistakes the match needed.
    public let typos: Int
    /// Where the query lies in the item's folded key, for the matched range.
    let location: Location
    /// The folding variant whose keys `location` refers to.
    let variant: FoldingVariant
    /// The matched key: `itemIndex` unless an item has more keys (``AutofillItem/terms``).
    let key: Int
  }

  /// Where a match lies in an item's folded key.
  enum Location: Equatable, Sendable {
    /// The query as typed starts `start` bytes into the key and is `length` characters long.
    case keyBytes(start: Int, length: Int)
    /// A match with typos spans these characters of the key.
    case characters(Range<Int>)
  }

  /// The matches of the query as typed, in order.
  var found: [KeyMatch] = []
  /// The matches with typos, after `found`.
  var foundWithTypos: [TypoKeyMatch] = []
  /// Scratch space: the folded query's character ids.
  var ids: [UInt32] = []
  /// Scratch space: the folded query encoded like the keys.
  var key: [UInt8] = []
  var variant = FoldingVariant(rawValue: 0)
  /// Each key's item, when items have more than one key (else empty: a key is its item).
  var owners: [Int] = []

  /// Whether the results are all the matches up to the limit: `false` only when the search
  /// for matches with typos stopped at its work budget (see <doc:TypoTolerance>). The matches
  /// without typos, which come first, are always complete.
  public internal(set) var isComplete = true

  /// Creates an empty buffer.
  ///
  /// - Parameter minimumCapacity: The number of results to make room for now, so that even
  ///   the first queries allocate nothing (the index's default limit is 5).
  public init(minimumCapacity: Int = 0) {
    found.reserveCapacity(minimumCapacity)
    ids.reserveCapacity(32)
    key.reserveCapacity(32)
  }

  /// Empties the results, keeping the storage.
  mutating func removeAll(variant: FoldingVariant) {
    found.removeAll(keepingCapacity: true)
    foundWithTypos.removeAll(keepingCapacity: true)
    self.variant = variant
    isComplete = true
  }

  /// The position of the first result.
  public var startIndex: Int { 0 }

  /// The position after the last result.
  public var endIndex: Int { found.count + foundWithTypos.count }

  /// The result at `position`, which must be below ``endIndex``.
  public subscript(position: Int) -> Element {
    if position < found.count {
      let match = found[position]
      return Element(
        itemIndex: owner(of: match.item), tier: match.tier, typos: 0,
        location: .keyBytes(start: match.start, length: ids.count), variant: variant,
        key: match.item)
    }
    let match = foundWithTypos[position - found.count]
    return Element(
      itemIndex: owner(of: match.item), tier: match.tier, typos: match.typos,
      location: .characters(match.span), variant: variant, key: match.item)
  }

  /// The item of a key.
  func owner(of key: Int) -> Int { owners.isEmpty ? key : owners[key] }

  /// Keeps each item once, at the position of its first key, with its best key's match (fewest
  /// typos, then best tier, then the earliest key), and at most `limit` items.
  ///
  /// - Returns: The number of distinct items the results held before they were cut to `limit`.
  mutating func keepEachItemOnce(limit: Int) -> Int {
    // Few results: a scan of those kept; many: a table from item to kept position.
    var slots: [Int: Int]? = endIndex > 32 ? [:] : nil
    var keptFound = 0
    var keptTypos = 0
    func position(of item: Int) -> Int? {
      if let slots { return slots[item] }
      if let position = (0..<keptFound).first(where: { owner(of: found[$0].item) == item }) {
        return position
      }
      return (0..<keptTypos).first { owner(of: foundWithTypos[$0].item) == item }
        .map { keptFound + $0 }
    }
    for index in found.indices {
      let match = found[index]
      let item = owner(of: match.item)
      if let earlier = position(of: item) {
        if match.tier < found[earlier].tier { found[earlier] = match }
      } else {
        slots?[item] = keptFound
        found[keptFound] = match
        keptFound += 1
      }
    }
    found.removeSubrange(keptFound...)
    for index in foundWithTypos.indices {
      let match = foundWithTypos[index]
      let item = owner(of: match.item)
      if let earlier = position(of: item) {
        // An item found without typos keeps that match.
        guard earlier >= keptFound else { continue }
        let best = foundWithTypos[earlier - keptFound]
        if (match.typos, match.tier) < (best.typos, best.tier) {
          foundWithTypos[earlier - keptFound] = match
        }
      } else {
        slots?[item] = keptFound + keptTypos
        foundWithTypos[keptTypos] = match
        keptTypos += 1
      }
    }
    foundWithTypos.removeSubrange(keptTypos...)
    if keptFound >= limit {
      found.removeSubrange(limit...)
      foundWithTypos.removeAll(keepingCapacity: true)
    } else if keptFound + keptTypos > limit {
      foundWithTypos.removeSubrange((limit - keptFound)...)
    }
    return keptFound + keptTypos
  }
}
