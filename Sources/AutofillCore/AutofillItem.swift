/// One suggestion: the text that is matched, shown and entered, plus optional extras.
///
/// ```swift
/// let city = AutofillItem("Zürich", subtitle: "Switzerland", refCon: 2657896)
/// ```
///
/// An empty ``value`` is allowed; it never matches a query (queries that are empty or only
/// whitespace match nothing, and nothing non-empty equals, starts, ends or contains in "").
public struct AutofillItem: Sendable {
  /// The text that is matched against the query, shown in the dropdown, and entered into the
  /// field when the item is selected.
  public var value: String

  /// An optional second line shown under ``value``. It is never matched.
  public var subtitle: String?

  /// An opaque payload for the host, such as a database identifier. The control never reads it.
  public var refCon: (any Sendable)?

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - value: The text that is matched, shown, and entered on selection.
  ///   - subtitle: An optional second line, shown but never matched.
  ///   - refCon: An opaque payload handed back to the host with the selection.
  public init(_ value: String, subtitle: String? = nil, refCon: (any Sendable)? = nil) {
    self.value = value
    self.subtitle = subtitle
    self.refCon = refCon
  }
}
