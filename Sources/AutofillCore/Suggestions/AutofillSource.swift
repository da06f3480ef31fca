/// An asynchronous source of suggestions, such as a server or a database.
///
/// The controller asks it only after typing pauses (the debounce), cancels the task of a
/// question whose text has changed, and ignores any answer for an older text, so a source need
/// not track staleness itself; it should stop work when its task is cancelled.
///
/// ```swift
/// struct Cities: AutofillSource {
///   func items(for query: AutofillQuery) async throws -> [AutofillItem] {
///     try await database.cities(startingWith: query.text, limit: query.count, offset: query.skip)
///       .map { AutofillItem($0.name, subtitle: $0.country, refCon: $0.id) }
///   }
/// }
/// ```
public protocol AutofillSource: Sendable {
  /// One page of items for a query: at most `query.count` items after the first `query.skip`.
  /// Fewer than `query.count` items means there are no more pages.
  ///
  /// - Parameter query: The text, the field's match options, and the page wanted.
  /// - Returns: The page's items, in the order to show them.
  /// - Throws: Any error; the failed state shows its `LocalizedError` description.
  func items(for query: AutofillQuery) async throws -> [AutofillItem]

  /// Whether the controller may keep this source's answers and show them again for a text
  /// typed again (the last ``AutofillSuggestionMachine/Configuration/cacheCapacity`` texts).
  /// Default `true`. A source whose answers change while the field is in use, and that must be
  /// asked every time (a host's data source, as in RVS_AutofillTextField), returns `false`.
  var cachesAnswers: Bool { get }
}

extension AutofillSource {
  /// `true`: answers are kept for texts typed again.
  public var cachesAnswers: Bool { true }
}

/// An ``AutofillSource`` made from a closure.
///
/// ```swift
/// let source = AutofillClosureSource { query in
///   try await api.search(query.text, count: query.count, skip: query.skip)
/// }
/// ```
///
/// A closure whose answers depend on something besides the query (another field's text) passes
/// `cachesAnswers: false`, so that a text typed again is asked again.
public struct AutofillClosureSource: AutofillSource {
  private let body: @Sendable (AutofillQuery) async throws -> [AutofillItem]
  /// Whether the controller may keep the answers and show them again for a text typed again
  /// (see ``AutofillSource/cachesAnswers``).
  public let cachesAnswers: Bool

  /// Creates a source that calls `body` for each page.
  ///
  /// - Parameters:
  ///   - cachesAnswers: Whether answers may be shown again for a text typed again, without
  ///     asking. Default `true`; pass `false` for answers that depend on something else.
  ///   - body: Answers one query, as ``AutofillSource/items(for:)`` does.
  public init(
    cachesAnswers: Bool = true,
    _ body: @escaping @Sendable (AutofillQuery) async throws -> [AutofillItem]
  ) {
    self.cachesAnswers = cachesAnswers
    self.body = body
  }

  /// Calls the closure.
  ///
  /// - Parameter query: The text, options and page wanted.
  /// - Returns: The closure's items.
  public func items(for query: AutofillQuery) async throws -> [AutofillItem] {
    try await body(query)
  }
}
