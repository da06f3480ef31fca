import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Loads HTTP answers into memory, failing as soon as a body passes its limit.
///
/// It owns a URL session whose delegate sees each body after the transfer's decompression, so
/// the limit counts inflated bytes; a declared `Content-Length` over the limit fails at the
/// first bytes. (A task-specific delegate on the caller's session would do, but Linux's URL
/// loading never calls one.) The session is invalidated when the loader goes away.
final class BoundedBodyLoader: Sendable {
  private let session: URLSession
  private let readers: Readers

  init(configuration: URLSessionConfiguration) {
    readers = Readers()
    session = URLSession(configuration: configuration, delegate: readers, delegateQueue: nil)
  }

  deinit { session.finishTasksAndInvalidate() }

  /// The answer's body and status code.
  ///
  /// - Throws: ``AutofillDataQueryError/bodyTooLarge(limit:)`` past `limit`, the session's
  ///   error for a failed transfer, and `CancellationError` when the calling task is cancelled.
  func body(of request: URLRequest, limit: Int) async throws -> (Data, Int) {
    let task = session.dataTask(with: request)
    let id = task.taskIdentifier
    let readers = readers
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        if readers.start(id, limit: limit, continuation: continuation) { task.resume() }
      }
    } onCancel: {
      // Resumes at once: the caller must not wait for URL loading to report the cancellation.
      readers.finish(id, .failure(CancellationError()))
      task.cancel()
    }
  }

  /// The bodies being read, by task identifier.
  ///
  /// `@unchecked Sendable`: URL loading calls it on the session's delegate queue while callers
  /// start and cancel tasks on theirs; `pending` and `cancelled` are touched only under `lock`.
  private final class Readers: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private struct Pending {
      let limit: Int
      var body = Data()
      let continuation: CheckedContinuation<(Data, Int), any Error>
    }

    private let lock = NSLock()
    private var pending: [Int: Pending] = [:]
    /// Tasks cancelled before they started.
    private var cancelled: Set<Int> = []

    /// Registers a task; `false` (after resuming the caller) when it was already cancelled.
    func start(
      _ id: Int, limit: Int, continuation: CheckedContinuation<(Data, Int), any Error>
    ) -> Bool {
      lock.lock()
      let isCancelled = cancelled.remove(id) != nil
      if !isCancelled { pending[id] = Pending(limit: limit, continuation: continuation) }
      lock.unlock()
      if isCancelled { continuation.resume(throwing: CancellationError()) }
      return !isCancelled
    }

    /// Resumes a task's caller once; later calls (such as the cancelled task's completion)
    /// do nothing.
    func finish(_ id: Int, _ result: Result<(Data, Int), any Error>) {
      lock.lock()
      let entry = pending.removeValue(forKey: id)
      if entry == nil, case .failure(let error) = result, error is CancellationError {
        cancelled.insert(id)
      }
      lock.unlock()
      entry?.continuation.resume(with: result)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
      let id = dataTask.taskIdentifier
      lock.lock()
      var limit: Int?
      if var entry = pending[id] {
        let declared = dataTask.response?.expectedContentLength ?? -1
        if entry.body.count + data.count > entry.limit
          || (entry.body.isEmpty && declared > entry.limit)
        {
          limit = entry.limit
        } else {
          pending[id] = nil  // keeps the body uniquely referenced while it grows
          entry.body.append(data)
          pending[id] = entry
        }
      }
      lock.unlock()
      if let limit {
        finish(id, .failure(AutofillDataQueryError.bodyTooLarge(limit: limit)))
        dataTask.cancel()
      }
    }

    func urlSession(
      _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
    ) {
      let id = task.taskIdentifier
      if let error { return finish(id, .failure(error)) }
      lock.lock()
      let body = pending[id]?.body ?? Data()
      lock.unlock()
      finish(id, .success((body, (task.response as? HTTPURLResponse)?.statusCode ?? 200)))
    }
  }
}
