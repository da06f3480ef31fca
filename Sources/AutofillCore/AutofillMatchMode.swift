/// How a query must sit in an item's value to match: the four combinations of
/// ``AutofillMatchOptions/isWildcardBefore`` and ``AutofillMatchOptions/isWildcardAfter``.
public enum AutofillMatchMode: String, Sendable, Hashable, CaseIterable {
  /// No wildcards: the folded value equals the folded query.
  case exact
  /// Wildcard after only: the folded value starts with the folded query (the default).
  case prefix
  /// Wildcard before only: the folded value ends with the folded query.
  case suffix
  /// Both wildcards: the folded query occurs anywhere in the folded value.
  case contains

  /// The mode for a pair of wildcard flags.
  ///
  /// - Parameters:
  ///   - wildcardBefore: Whether anything may precede the query in the value.
  ///   - wildcardAfter: Whether anything may follow the query in the value.
  public init(wildcardBefore: Bool, wildcardAfter: Bool) {
    switch (wildcardBefore, wildcardAfter) {
    case (false, false): self = .exact
    case (false, true): self = .prefix
    case (true, false): self = .suffix
    case (true, true): self = .contains
    }
  }

  /// Whether anything may precede the query in a matching value.
  public var isWildcardBefore: Bool { self == .suffix || self == .contains }

  /// Whether anything may follow the query in a matching value.
  public var isWildcardAfter: Bool { self == .prefix || self == .contains }
}
