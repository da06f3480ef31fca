/// One suggestion: the text that is matched, shown and entered, plus optional extras.
///
/// ```swift
/// let city = AutofillItem("Zürich", subtitle: "Switzerland", section: "Cities", refCon: 2657896)
/// let drug = AutofillItem("Aspirin (Tablet)", enteredText: "Aspirin")  // shown, then entered
/// let doctor = AutofillItem("Dr Ann Lee", subtitle: "Podiatry", matchesSubtitle: true)  // "podia"
/// let city = AutofillItem("New York", terms: ["NYC", "Big Apple"])  // "nyc" finds New York
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

  /// An optional second line shown under ``value``. It is matched only when
  /// ``matchesSubtitle`` is `true`.
  public var subtitle: String?

  /// Whether the query is also matched against ``subtitle`` (default `false`), so that "podia"
  /// finds a prescriber whose subtitle is "Podiatry". A match there highlights the subtitle.
  /// See ``terms`` for how an item with several matched texts is listed.
  public var matchesSubtitle: Bool = false

  /// More texts the query is matched against besides ``value``: aliases ("NYC" for New York),
  /// former names, codes. They are never shown. Default none.
  ///
  /// Each matched text (``value``, then ``subtitle`` when ``matchesSubtitle`` is set, then the
  /// terms in order) is a key of the item in the index, by the rules of <doc:MatchingSemantics>.
  /// The item is listed once, ranked by its best key: fewest typing mistakes, then the best
  /// tier, then the first in that order (the value before the subtitle, the subtitle before the
  /// terms). ``AutofillMatch/field`` says which text matched; a match of a term highlights
  /// nothing and never completes inline.
  public var terms: [String] = []

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
  ///   - subtitle: An optional second line, shown, and matched when `matchesSubtitle` is set.
  ///   - matchesSubtitle: Whether the query is also matched against `subtitle`.
  ///   - terms: More texts the query is matched against, never shown (aliases such as "NYC").
  ///   - section: The title of the section the item is listed under, if any; never matched.
  ///   - enteredText: The text entered on selection instead of `value`; `nil` enters `value`.
  ///   - refCon: An opaque payload handed back to the host with the selection.
  public init(
    _ value: String, subtitle: String? = nil, matchesSubtitle: Bool = false,
    terms: [String] = [], section: String? = nil, enteredText: String? = nil,
    refCon: (any Sendable)? = nil
  ) {
    self.value = value
    self.subtitle = subtitle
    self.matchesSubtitle = matchesSubtitle
    self.terms = terms
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

  /// The texts matched besides ``value``: the subtitle when it is matched, then the terms.
  var extraKeyCount: Int { terms.count + (matchesSubtitle && subtitle != nil ? 1 : 0) }
}
