import Foundation

/// An ``AutofillSource`` that answers through a completion handler: for a search that reports
/// back through a callback, a delegate or a `DispatchQueue` job.
///
/// ```swift
/// let source = AutofillCallbackSource { query, reply in
///   api.search(query.text, count: query.count, skip: query.skip) { names, error in
///     if let error { reply(.failure(error)) } else { reply(.success(names.map { AutofillItem($0) })) }
///   }
/// }
/// ```
///
/// The body runs on the main actor, so it may read other fields and main-thread objects as
/// they are when the source is asked. `reply` may be called on any thread, once: a second call
/// is ignored. An answer after the text changed (or editing ended) is ignored, as any late
/// answer is. A `reply` never called leaves the question unanswered as an `async` source that
/// never returns does: the loading row shows until the text changes, and the request is then
/// dropped without waiting for it.
public struct AutofillCallbackSource: AutofillSource {
  /// Hands back the answer to one query.
  public typealias Reply = @Sendable (Result<[AutofillItem], any Error>) -> Void

  private let body: @MainActor @Sendable (AutofillQuery, @escaping Reply) -> Void
  /// Whether the controller may keep the answers and show them again for a text typed again
  /// (see ``AutofillSource/cachesAnswers``).
  public let cachesAnswers: Bool

  /// Creates a source that calls `body` for each page.
  ///
  /// - Parameters:
  ///   - cachesAnswers: Whether answers may be shown again for a text typed again, without
  ///     asking. Default `true`; pass `false` for answers that depend on something else (another
  ///     field's text), or call the field's `reloadSuggestions()` when that changes.
  ///   - body: Starts answering one query (its text, options and page, as in
  ///     ``AutofillSource/items(for:)``) and calls `reply` with the page or an error, on any
  ///     thread, once.
  public init(
    cachesAnswers: Bool = true,
    _ body: @escaping @MainActor @Sendable (AutofillQuery, @escaping Reply) -> Void
  ) {
    self.cachesAnswers = cachesAnswers
    self.body = body
  }

  /// Calls the body on the main actor and waits for its first reply, or for the task to be
  /// cancelled.
  ///
  /// - Parameter query: The text, options and page wanted.
  /// - Returns: The items of the first reply.
  /// - Throws: The first reply's error, or `CancellationError` when the task is cancelled first.
  public func items(for query: AutofillQuery) async throws -> [AutofillItem] {
    let answer = FirstReply()
    try await MainActor.run {
      try Task.checkCancellation()
      body(query) { answer.finish($0) }
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { answer.wait($0) }
    } onCancel: {
      answer.finish(.failure(CancellationError()))
    }
  }
}

/// The first of a query's replies, held until the source's task waits for it.
///
/// `@unchecked Sendable` is safe: `result` and `continuation` are read and written only under
/// `lock`, and the continuation is resumed outside it, once.
private final class FirstReply: @unchecked Sendable {
  private let lock = NSLock()
  private var result: Result<[AutofillItem], any Error>?
  private var continuation: CheckedContinuation<[AutofillItem], any Error>?

  /// Keeps the first result, and resumes the waiting task with it; later results are ignored.
  func finish(_ newResult: Result<[AutofillItem], any Error>) {
    let waiting: CheckedContinuation<[AutofillItem], any Error>? = lock.withLock {
      guard result == nil else { return nil }
      result = newResult
      defer { continuation = nil }
      return continuation
    }
    waiting?.resume(with: newResult)
  }

  /// Resumes `waiting` with the result if there is one, else when it comes.
  func wait(_ waiting: CheckedContinuation<[AutofillItem], any Error>) {
    let ready: Result<[AutofillItem], any Error>? = lock.withLock {
      if result == nil { continuation = waiting }
      return result
    }
    if let ready { waiting.resume(with: ready) }
  }
}
