/// A static list as an ``AutofillSource``: answers from an ``AutofillIndex``.
///
/// Given to ``AutofillSuggestionController/setSource(_:)``, it is answered synchronously on
/// every keystroke, without debounce or loading state, with the query's match options (its
/// `maximumCount` applies). Asked directly through ``items(for:)``, it pages by `count` and
/// `skip` like any source.
public struct AutofillIndexSource: AutofillSource {
  /// The index answered from.
  public let index: AutofillIndex

  /// Wraps an index.
  ///
  /// - Parameter index: The index to answer from.
  public init(_ index: AutofillIndex) { self.index = index }

  /// Builds an index over items (synchronously; see ``AutofillIndex/build(_:preparing:)`` for large
  /// lists) and wraps it.
  ///
  /// - Parameter items: The list.
  public init(items: [AutofillItem]) { index = AutofillIndex(items) }

  /// One page of the index's matches for the query's text and options.
  ///
  /// A negative `count` or `skip` counts as 0; a page that reaches past `Int.max` rows asks for
  /// every match.
  ///
  /// - Parameter query: The text, options and page.
  /// - Returns: Up to `query.count` matching items after the first `query.skip`.
  public func items(for query: AutofillQuery) async throws -> [AutofillItem] {
    let skip = max(query.skip, 0)
    let (end, overflow) = skip.addingReportingOverflow(max(query.count, 0))
    var options = query.options
    // A negative maximum is no limit: the page's end does not fit in an Int.
    options.maximumCount = overflow ? -1 : end
    return index.matches(for: query.text, options: options).dropFirst(skip).map(\.item)
  }
}
