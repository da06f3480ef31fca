import Foundation

/// How a query is matched against items: folding, wildcards, ordering and the result limit.
///
/// The defaults suit a typical form field: case-, diacritic- and width-insensitive prefix
/// matching, best matches first, at most five results.
///
/// ```swift
/// var options = AutofillMatchOptions()
/// options.isWildcardBefore = true  // "contains" instead of "starts with"
/// options.maximumCount = 10
/// ```
public struct AutofillMatchOptions: Sendable, Hashable {
  /// The order of the results.
  public enum Ordering: String, Sendable, Hashable, CaseIterable {
    /// Exact matches first, then values that start with the query, then values in which a
    /// later word starts with the query, then the rest; the items' order within each tier.
    case relevance
    /// The items' order, whatever the tier.
    case source
  }

  /// Whether "a" and "A" differ. Default `false`.
  public var isCaseSensitive: Bool

  /// Whether "e" and "é" differ. Default `false`.
  public var isDiacriticSensitive: Bool

  /// Whether full-width and half-width forms ("Ａ" and "A", "ｶ" and "カ") differ.
  /// Default `false`.
  public var isWidthSensitive: Bool

  /// Whether anything may precede the query in a matching value. Default `false`.
  public var isWildcardBefore: Bool

  /// Whether anything may follow the query in a matching value. Default `true`.
  public var isWildcardAfter: Bool

  /// The most results to return, applied after ordering. Default 5; 0 returns nothing; a
  /// negative number means no limit.
  ///
  /// It bounds a static list's matches. A dynamic source's rows are bounded by
  /// ``AutofillSuggestionMachine/Configuration/maximumSourceCount`` instead (no limit by
  /// default), so that a source pages past five rows as it always did.
  public var maximumCount: Int

  /// The order of the results. Default ``Ordering-swift.enum/relevance``.
  public var ordering: Ordering

  /// The most typing mistakes a match may contain: 0 (the default, no typo tolerance), 1 or 2.
  /// Values below 0 count as 0 and above 2 as 2.
  ///
  /// A mistake is an inserted, deleted or substituted character, or two adjacent characters
  /// swapped (the optimal-string-alignment distance on folded `Character`s). Short queries get
  /// fewer: none below 4 characters, at most 1 for 4 to 7, at most 2 from 8, so "zu" never
  /// finds "ab". Matches without mistakes come first, in today's order; matches with mistakes
  /// follow, fewest first. See <doc:TypoTolerance>.
  ///
  /// ```swift
  /// var options = AutofillMatchOptions()
  /// options.maximumTypos = 1
  /// index.matches(for: "zurcih", options: options)  // Zürich, one swap
  /// ```
  public var maximumTypos: Int

  /// Creates options; every parameter defaults to the documented default.
  ///
  /// - Parameters:
  ///   - isCaseSensitive: Whether "a" and "A" differ.
  ///   - isDiacriticSensitive: Whether "e" and "é" differ.
  ///   - isWidthSensitive: Whether full-width and half-width forms differ.
  ///   - isWildcardBefore: Whether anything may precede the query.
  ///   - isWildcardAfter: Whether anything may follow the query.
  ///   - maximumCount: The most results; 0 for none, negative for no limit.
  ///   - ordering: The order of the results.
  ///   - maximumTypos: The most typing mistakes a match may contain, 0 to 2.
  public init(
    isCaseSensitive: Bool = false,
    isDiacriticSensitive: Bool = false,
    isWidthSensitive: Bool = false,
    isWildcardBefore: Bool = false,
    isWildcardAfter: Bool = true,
    maximumCount: Int = 5,
    ordering: Ordering = .relevance,
    maximumTypos: Int = 0
  ) {
    self.isCaseSensitive = isCaseSensitive
    self.isDiacriticSensitive = isDiacriticSensitive
    self.isWidthSensitive = isWidthSensitive
    self.isWildcardBefore = isWildcardBefore
    self.isWildcardAfter = isWildcardAfter
    self.maximumCount = maximumCount
    self.ordering = ordering
    self.maximumTypos = maximumTypos
  }

  /// The match mode that the two wildcard flags select.
  public var mode: AutofillMatchMode {
    get { AutofillMatchMode(wildcardBefore: isWildcardBefore, wildcardAfter: isWildcardAfter) }
    set {
      isWildcardBefore = newValue.isWildcardBefore
      isWildcardAfter = newValue.isWildcardAfter
    }
  }

  /// The Foundation options that fold a string for these settings:
  /// `.caseInsensitive` unless case-sensitive, `.diacriticInsensitive` unless
  /// diacritic-sensitive, `.widthInsensitive` unless width-sensitive.
  ///
  /// Matching compares `value.folding(options: foldingOptions, locale: nil)` with the query
  /// folded the same way, as sequences of `Character`s.
  public var foldingOptions: String.CompareOptions {
    var options: String.CompareOptions = []
    if !isCaseSensitive { options.insert(.caseInsensitive) }
    if !isDiacriticSensitive { options.insert(.diacriticInsensitive) }
    if !isWidthSensitive { options.insert(.widthInsensitive) }
    return options
  }

  /// The typo allowance for a folded query of `characterCount` characters: ``maximumTypos``
  /// clamped to 0...2, and no more than 0 below 4 characters, 1 below 8.
  ///
  /// - Parameter characterCount: The number of `Character`s of the folded query.
  /// - Returns: The most edits a match for that query may need.
  public func typoAllowance(forQueryOf characterCount: Int) -> Int {
    let byLength = characterCount < 4 ? 0 : characterCount < 8 ? 1 : 2
    return min(max(maximumTypos, 0), 2, byLength)
  }

  /// The result limit as a count: `nil` when unlimited.
  var limit: Int? { maximumCount < 0 ? nil : maximumCount }
}
