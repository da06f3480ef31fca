import Foundation

/// One result of matching a query: the item, where it was in the list, why it matched, and
/// which part of its value matched.
public struct AutofillMatch: Sendable {
  /// Why an item matched, best first. ``AutofillMatchOptions/Ordering-swift.enum/relevance``
  /// orders results by tier, then by the items' order.
  public enum Tier: Int, Sendable, Hashable, Comparable, CaseIterable {
    /// The folded value equals the folded query.
    case exact
    /// The folded value starts with the folded query.
    case prefix
    /// A later word of the value (a run after a character that is neither a letter nor a
    /// number) starts with the query.
    case wordPrefix
    /// The query occurs somewhere else in the value.
    case substring

    /// Orders tiers best first.
    public static func < (lhs: Tier, rhs: Tier) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// Which of an item's matched texts (see ``AutofillItem/terms``) the query matched.
  public enum Field: Hashable, Sendable {
    /// ``AutofillItem/value``, the title.
    case value
    /// ``AutofillItem/subtitle`` (when ``AutofillItem/matchesSubtitle`` is set).
    case subtitle
    /// The term at this position in ``AutofillItem/terms``.
    case term(Int)
  }

  /// The matched item.
  public let item: AutofillItem

  /// The text the query matched: ``Field/value`` unless the item's best key was its subtitle or
  /// one of its terms.
  public let field: Field

  /// The item's position in the list the index was built from.
  public let itemIndex: Int

  /// Why the item matched.
  public let tier: Tier

  /// The matched part of ``matchedText`` (`item.value` unless ``field`` says otherwise), in
  /// whole `Character`s: the anchored occurrence in exact,
  /// prefix and suffix modes; in contains mode the occurrence that earned the tier (the start,
  /// the first word that starts with the query, or the first occurrence).
  ///
  /// Folding may change lengths ("ß" folds to "ss"); the range covers every character of the
  /// value that contributed to the match, so "stras" highlights "Straß" in "Straße".
  public let range: Range<String.Index>

  /// The number of typing mistakes the match needed: 0 for a match of the query as typed,
  /// up to ``AutofillMatchOptions/maximumTypos``. For a match with mistakes, ``tier`` and
  /// ``range`` describe the part of the value the best alignment used (the shortest such part,
  /// the earliest on ties).
  public let typos: Int

  /// ``range`` as a UTF-16 `NSRange` in ``matchedText``, for `NSAttributedString` highlighting.
  public var utf16Range: NSRange { NSRange(range, in: matchedText) }

  /// The text ``range`` lies in: the item's value, subtitle or term, as ``field`` says.
  public var matchedText: String {
    switch field {
    case .value: item.value
    case .subtitle: item.subtitle ?? ""
    case .term(let number): item.terms.indices.contains(number) ? item.terms[number] : ""
    }
  }

  /// Creates a match. Results come from ``AutofillIndex``; this initializer is for hosts that
  /// build their own results, such as a custom source.
  ///
  /// - Parameters:
  ///   - item: The matched item.
  ///   - itemIndex: The item's position in its list.
  ///   - tier: Why the item matched.
  ///   - range: The matched part of the text `field` names.
  ///   - typos: The number of typing mistakes the match needed.
  ///   - field: The text the query matched. Default ``Field/value``.
  public init(
    item: AutofillItem, itemIndex: Int, tier: Tier, range: Range<String.Index>, typos: Int = 0,
    field: Field = .value
  ) {
    self.item = item
    self.field = field
    self.itemIndex = itemIndex
    self.tier = tier
    self.range = range
    self.typos = typos
  }
}
