/// One suggestion: the text that is matched, shown and entered, plus optional extras.
///
/// ```swift
/// let city = AutofillItem("Zürich", subtitle: "Switzerland", section: "Cities", refCon: 2657896)
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

  /// The title of the section the item is listed under ("Cities", "People"), if any. It is
  /// never matched.
  ///
  /// The dropdown groups its suggestions by section, under a header row with this title, in
  /// the order of each section's best-ranked suggestion (see <doc:Sections>). A section that
  /// is `nil`, empty or only whitespace is none: the item is listed under its origin's title
  /// (``AutofillStateTexts/itemsSectionTitle`` and the like), as an item without a section is.
  public var section: String?

  /// An opaque payload for the host, such as a database identifier. The control never reads it.
  public var refCon: (any Sendable)?

  /// The parts of ``value`` and ``subtitle`` to draw highlighted, when a source supplies its
  /// own (see ``AutofillHighlight``); `nil` (the default) draws the part the package's
  /// matching found. It is never matched.
  public var highlight: AutofillHighlight? = nil

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - value: The text that is matched, shown, and entered on selection.
  ///   - subtitle: An optional second line, shown but never matched.
  ///   - section: The title of the section the item is listed under, if any; never matched.
  ///   - refCon: An opaque payload handed back to the host with the selection.
  public init(
    _ value: String, subtitle: String? = nil, section: String? = nil,
    refCon: (any Sendable)? = nil
  ) {
    self.value = value
    self.subtitle = subtitle
    self.section = section
    self.refCon = refCon
  }

  /// Creates an item as RVS_AutofillTextField's `RVS_AutofillTextFieldDataSourceType(value:refCon:)`
  /// does, so that a port only renames the type. Unlike RVS's, an empty value is allowed (it
  /// never matches) and the payload must be `Sendable`.
  ///
  /// - Parameters:
  ///   - value: The text that is matched, shown, and entered on selection.
  ///   - refCon: An opaque payload handed back to the host with the selection.
  public init(value: String, refCon: (any Sendable)? = nil) {
    self.init(value, refCon: refCon)
  }
}
