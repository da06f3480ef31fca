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
///
/// A closure over main-actor state (Core Data's view context, a model object that is not
/// `Sendable`) is made with ``mainActor(cachesAnswers:_:)``: it runs on the main actor and may
/// capture what lives there.
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

  /// A source whose closure runs on the main actor, so it may capture and read main-actor
  /// state that is not `Sendable` (Core Data's view context, a search completer, a model
  /// object), as a SwiftUI view's `body` or a view controller would.
  ///
  /// ```swift
  /// let products = AutofillClosureSource.mainActor(cachesAnswers: false) { query in
  ///   let request = Product.fetchRequest()
  ///   request.predicate = NSPredicate(format: "name BEGINSWITH[cd] %@", query.text)
  ///   request.fetchLimit = query.count
  ///   request.fetchOffset = query.skip
  ///   return try viewContext.fetch(request).map { AutofillItem($0.name ?? "", refCon: $0.objectID) }
  /// }
  /// ```
  ///
  /// It is asked like any source: after the debounce, its task cancelled when the text
  /// changes, a late answer dropped, an error shown in the failed row, and an answer that never
  /// comes leaving the loading row until the text changes. Its items cross to the controller,
  /// so their `refCon` must be `Sendable`: carry an identifier (an `NSManagedObjectID`, a key
  /// into a dictionary the app keeps on the main actor) rather than the object itself, and look
  /// the object up on the main actor when a row is picked.
  ///
  /// - Parameters:
  ///   - cachesAnswers: Whether answers may be shown again for a text typed again, without
  ///     asking. Default `true`; pass `false` for answers that change while the field is in use
  ///     (a database that other screens edit, results that depend on another field).
  ///   - body: Answers one query on the main actor, as ``AutofillSource/items(for:)`` does.
  /// - Returns: The source.
  public static func mainActor(
    cachesAnswers: Bool = true,
    _ body: @escaping @MainActor (AutofillQuery) async throws -> [AutofillItem]
  ) -> AutofillClosureSource {
    AutofillClosureSource(cachesAnswers: cachesAnswers) { query in try await body(query) }
  }

  /// Calls the closure.
  ///
  /// - Parameter query: The text, options and page wanted.
  /// - Returns: The closure's items.
  public func items(for query: AutofillQuery) async throws -> [AutofillItem] {
    try await body(query)
  }
}
