/// A request for one page of suggestions from a dynamic source.
public struct AutofillQuery: Sendable, Hashable {
  /// The text typed, as typed.
  public var text: String
  /// The match options the field uses; a source may honour them or match its own way.
  public var options: AutofillMatchOptions
  /// The page size: the most items wanted. Default 15. The field asks for its
  /// ``AutofillSuggestionMachine/Configuration/pageSize``, or for fewer: the rows its
  /// ``AutofillSuggestionMachine/Configuration/maximumSourceCount`` leaves.
  public var count: Int
  /// How many items to skip: the rows of the source's answers already read (the rows loaded,
  /// and any row an answer repeated, which is not shown twice). Default 0.
  public var skip: Int

  /// Creates a query.
  ///
  /// - Parameters:
  ///   - text: The text typed.
  ///   - options: The field's match options.
  ///   - count: The page size.
  ///   - skip: The rows already loaded.
  public init(
    text: String, options: AutofillMatchOptions = .init(), count: Int = 15, skip: Int = 0
  ) {
    self.text = text
    self.options = options
    self.count = count
    self.skip = skip
  }
}

/// One request the suggestion machine asked for: its query and the generation of the text it
/// was made for. An answer is shown only while its generation is current.
public struct AutofillRequest: Sendable, Hashable {
  /// The query to send to the source.
  public let query: AutofillQuery
  /// The text's generation when the request was made.
  public let generation: Int
}

/// One row of suggestions: the item and the part of its value that matched the text, if any.
public struct AutofillSuggestion: Sendable {
  /// The suggested item.
  public let item: AutofillItem
  /// The matched part of `item.value`, for highlighting; `nil` when the source returned an item
  /// that does not contain the text as the options define it.
  public let matchedRange: Range<String.Index>?
  /// Where the row comes from, for section titles.
  public let origin: Origin
  /// The typing mistakes the row's match needed (see
  /// ``AutofillMatchOptions/maximumTypos``): 0 for a match of the text as typed and for a row
  /// with no ``matchedRange``. A custom cell may say "Did you mean …" when it is above 0.
  public let typos: Int

  /// Where a row comes from.
  public enum Origin: Sendable, Hashable {
    /// The field's own items (a static list).
    case items
    /// An asynchronous source.
    case source
    /// The items shown before typing (recent picks, favourites).
    case beforeTyping
    /// The host's own rows (``AutofillSuggestionMachine/setSuggestedItems(_:)``), shown as
    /// given: never grouped by section or reordered.
    case suggested
  }

  /// Creates a row.
  ///
  /// - Parameters:
  ///   - item: The suggested item.
  ///   - matchedRange: The matched part of `item.value`.
  ///   - origin: Where the row comes from. Default ``Origin/items``.
  ///   - typos: The typing mistakes the row's match needed. Default 0.
  public init(
    item: AutofillItem, matchedRange: Range<String.Index>?, origin: Origin = .items,
    typos: Int = 0
  ) {
    self.item = item
    self.matchedRange = matchedRange
    self.origin = origin
    self.typos = typos
  }
  /// A row for one of the package's own matches: the value's matched part highlighted when the
  /// value matched; the subtitle's, through the item's ``AutofillItem/highlight`` (unless it
  /// has one), when the subtitle did; nothing when a term did (``AutofillItem/terms``).
  init(_ match: AutofillMatch, origin: Origin = .items) {
    var item = match.item
    if match.field == .subtitle && item.highlight == nil {
      item.highlight = AutofillHighlight(subtitle: [match.utf16Range])
    }
    self.init(
      item: item, matchedRange: match.field == .value ? match.range : nil, origin: origin,
      typos: match.typos)
  }
}
