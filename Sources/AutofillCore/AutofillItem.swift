/// One suggestion: the text that is matched, shown and entered, plus optional extras.
///
/// ```swift
/// let city = AutofillItem("Zürich", subtitle: "Switzerland", section: "Cities", refCon: 2657896)
/// let drug = AutofillItem("Aspirin (Tablet)", enteredText: "Aspirin")  // shown, then entered
/// ```
///
/// An empty ``value`` is allowed; it never matches a query (queries that are empty or only
/// whitespace match nothing, and nothing non-empty equals, starts, ends or contains in "").
public struct AutofillItem: Sendable {
  /// The text that is matched against the query and shown in the dropdown; it is also entered
  /// into the field when the item is selected, unless ``enteredText`` says otherwise.
  public var value: String

  /// The text entered into the field when the item is selected, if it differs from ``value``
  /// ("Aspirin (Tablet)" shown, "Aspirin" entered; a name shown, an email entered). It is never
  /// matched and never shown in the dropdown; the inline completion completes it only when it
  /// starts with the part of ``value`` the query matched (see ``AutofillInlineCompletion``).
  /// `nil` (the default) enters ``value``.
  public var enteredText: String?

  /// The text a selection enters: ``enteredText`` if set, else ``value``.
  public var textToEnter: String { enteredText ?? value }

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

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - value: The text that is matched, shown, and entered on selection.
  ///   - subtitle: An optional second line, shown but never matched.
  ///   - section: The title of the section the item is listed under, if any; never matched.
  ///   - enteredText: The text entered on selection instead of `value`; `nil` enters `value`.
  ///   - refCon: An opaque payload handed back to the host with the selection.
  public init(
    _ value: String, subtitle: String? = nil, section: String? = nil,
    enteredText: String? = nil, refCon: (any Sendable)? = nil
  ) {
    self.value = value
    self.subtitle = subtitle
    self.section = section
    self.enteredText = enteredText
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
