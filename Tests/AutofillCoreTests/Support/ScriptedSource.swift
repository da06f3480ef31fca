import AutofillCore
import Foundation

/// A source that answers only when the test says so, and records what it was asked.
///
/// `@unchecked Sendable` is safe: every access to the mutable state holds `lock`.
final class ScriptedSource: AutofillSource, @unchecked Sendable {
  private let lock = NSLock()
  private var waiting:
    [(id: Int, query: AutofillQuery, continuation: CheckedContinuation<[AutofillItem], any Error>)] =
      []
  private var cancelledBeforeWaiting: Set<Int> = []
  private var nextID = 0
  private var asked: [AutofillQuery] = []
  private var cancellations = 0
  /// Whether a cancelled call keeps waiting for an answer (a source that ignores
  /// cancellation and answers late).
  let ignoresCancellation: Bool

  init(ignoresCancellation: Bool = false) { self.ignoresCancellation = ignoresCancellation }

  var queries: [AutofillQuery] { lock.withLock { asked } }
  var pending: [AutofillQuery] { lock.withLock { waiting.map(\.query) } }
  var cancelledCount: Int { lock.withLock { cancellations } }

  func items(for query: AutofillQuery) async throws -> [AutofillItem] {
    let id = lock.withLock {
      nextID += 1
      asked.append(query)
      return nextID
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let cancelledEarly = lock.withLock {
          if cancelledBeforeWaiting.remove(id) != nil { return true }
          waiting.append((id, query, continuation))
          return false
        }
        if cancelledEarly { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      let cancelled = lock.withLock { () -> CheckedContinuation<[AutofillItem], any Error>? in
        cancellations += 1
        guard !ignoresCancellation else { return nil }
        guard let index = waiting.firstIndex(where: { $0.id == id }) else {
          cancelledBeforeWaiting.insert(id)
          return nil
        }
        return waiting.remove(at: index).continuation
      }
      cancelled?.resume(throwing: CancellationError())
    }
  }

  /// Answers the oldest waiting call for `text`.
  func answer(_ text: String, with result: Result<[String], any Error>) {
    let continuation = lock.withLock { () -> CheckedContinuation<[AutofillItem], any Error>? in
      guard let index = waiting.firstIndex(where: { $0.query.text == text }) else { return nil }
      return waiting.remove(at: index).continuation
    }
    continuation?.resume(with: result.map { $0.map { AutofillItem($0) } })
  }

  /// Answers a waiting call with what `result` makes of its query: the newest when `back` is
  /// 0, older ones as it grows (modulo the number waiting).
  func answer(back: Int, with result: (AutofillQuery) -> Result<[AutofillItem], any Error>) {
    let call = lock.withLock {
      () -> (query: AutofillQuery, continuation: CheckedContinuation<[AutofillItem], any Error>)? in
      guard !waiting.isEmpty else { return nil }
      let entry = waiting.remove(at: waiting.count - 1 - back % waiting.count)
      return (entry.query, entry.continuation)
    }
    guard let call else { return }
    call.continuation.resume(with: result(call.query))
  }

  /// Ends every waiting call with `CancellationError`, so no continuation is left behind.
  func cancelAll() {
    let calls = lock.withLock {
      defer { waiting = [] }
      return waiting.map(\.continuation)
    }
    for continuation in calls { continuation.resume(throwing: CancellationError()) }
  }
}
