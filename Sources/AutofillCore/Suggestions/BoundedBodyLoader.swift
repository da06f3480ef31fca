import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Loads HTTP answers into memory, failing as soon as a body passes its limit.
///
/// It owns a URL session whose delegate sees each body after the transfer's decompression, so
/// the limit counts inflated bytes; a declared `Content-Length` over the limit fails at the
/// first bytes. (A task-specific delegate on the caller's session would do, but Linux's URL
/// loading never calls one.) The loader follows redirects itself, and only within the request's
/// origin, so a request body carrying typed text is never re-sent to a server the caller did not
/// name (and a 307 or 308 re-sends the body, which Linux's URL loading drops). The session is
/// invalidated when the loader goes away.
final class BoundedBodyLoader: Sendable {
  /// The most redirects one call follows, as Darwin's and Linux's URL loading allow.
  static let maximumRedirects = 20

  private let session: URLSession
  private let readers: Readers

  init(configuration: URLSessionConfiguration) {
    readers = Readers()
    session = URLSession(configuration: configuration, delegate: readers, delegateQueue: nil)
  }

  deinit { session.finishTasksAndInvalidate() }

  /// The answer's body and status code.
  ///
  /// - Throws: ``AutofillDataQueryError/bodyTooLarge(limit:)`` past `limit`,
  ///   ``AutofillDataQueryError/redirectedToAnotherOrigin`` for a redirect elsewhere, the
  ///   session's error for a failed transfer, and `CancellationError` when the calling task is
  ///   cancelled.
  func body(of request: URLRequest, limit: Int) async throws -> (Data, Int) {
    let origin = request.url.flatMap(Origin.init)
    var next = request
    for _ in 0...Self.maximumRedirects {
      switch try await load(next, limit: limit) {
      case .answer(let body, let status):
        return (body, status)
      case .redirect(var target):
        guard let origin, target.url.flatMap(Origin.init) == origin else {
          throw AutofillDataQueryError.redirectedToAnotherOrigin
        }
        if target.httpMethod == next.httpMethod, target.httpBody == nil {
          target.httpBody = next.httpBody
        }
        next = target
      }
    }
    throw AutofillDataQueryError.unreachable("The server redirected too many times.")
  }

  /// One transfer: its answer, or the redirect the server asked for, not followed.
  private func load(_ request: URLRequest, limit: Int) async throws -> Outcome {
    let readers = readers
    let session = session
    let ticket = readers.newTicket()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        readers.start(ticket, limit: limit, continuation: continuation) {
          session.dataTask(with: request)
        }
      }
    } onCancel: {
      readers.cancel(ticket)
    }
  }

  /// How one transfer ended.
  fileprivate enum Outcome: Sendable {
    /// The body and status code.
    case answer(Data, Int)
    /// The request the server redirected to, as the platform would send it.
    case redirect(URLRequest)
  }

  /// The bodies being read, by ticket (one per call) and by task identifier.
  ///
  /// A URL task is created only for a call not yet cancelled, and cancelled only once it has
  /// been resumed (Linux's URL loading traps on a task cancelled before it was resumed). On
  /// Linux, a task is cancelled only once URL loading has called back about it: its `resume()`
  /// registers the task on another queue, and a `cancel()` that gets there first traps
  /// ("Trying to access a behaviour for a task that in not in the registry", seen in CI on a
  /// task cancelled as it started). A caller cancelled earlier is answered at once; its task
  /// is cancelled when it is first heard from, or simply ends.
  ///
  /// `@unchecked Sendable`: URL loading calls it on the session's delegate queue while callers
  /// start and cancel on theirs; every mutable property is touched only under `lock`.
  private final class Readers: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private struct Running {
      let task: URLSessionDataTask
      let limit: Int
      var body = Data()
      let continuation: CheckedContinuation<Outcome, any Error>
      /// Whether URL loading has called back about the task (so it may be cancelled on Linux).
      var isHeard = false
    }

    private enum Call {
      case waiting
      case cancelled
      case running(Running)
    }

    private let lock = NSLock()
    private var nextTicket = 0
    private var calls: [Int: Call] = [:]
    private var tickets: [Int: Int] = [:]
    /// Tasks whose callers were cancelled before they were heard from, by task identifier.
    private var abandoned: [Int: URLSessionDataTask] = [:]

    /// Whether a task may be cancelled now: on Darwin always; on Linux once it was heard from.
    private static func mayCancel(_ running: Running) -> Bool {
      #if canImport(FoundationNetworking)
        running.isHeard
      #else
        true
      #endif
    }

    func newTicket() -> Int {
      lock.withLock {
        nextTicket += 1
        calls[nextTicket] = .waiting
        return nextTicket
      }
    }

    /// Creates and resumes the call's task, or resumes the caller at once if it was cancelled.
    func start(
      _ ticket: Int, limit: Int, continuation: CheckedContinuation<Outcome, any Error>,
      task makeTask: () -> URLSessionDataTask
    ) {
      lock.lock()
      guard case .waiting = calls[ticket] else {
        calls[ticket] = nil
        lock.unlock()
        return continuation.resume(throwing: CancellationError())
      }
      let task = makeTask()
      calls[ticket] = .running(Running(task: task, limit: limit, continuation: continuation))
      tickets[task.taskIdentifier] = ticket
      lock.unlock()
      task.resume()
    }

    /// Resumes the caller with `CancellationError` and stops its task, if it runs.
    func cancel(_ ticket: Int) {
      lock.lock()
      switch calls[ticket] {
      case .waiting:
        calls[ticket] = .cancelled
        lock.unlock()
      case .running(let running):
        remove(ticket, running.task)
        let cancelsNow = Self.mayCancel(running)
        if !cancelsNow { abandoned[running.task.taskIdentifier] = running.task }
        lock.unlock()
        running.continuation.resume(throwing: CancellationError())
        if cancelsNow { running.task.cancel() }
      case .cancelled, nil:
        lock.unlock()
      }
    }

    /// Resumes a task's caller once; later calls (such as a cancelled task's completion) do
    /// nothing.
    private func finish(_ task: URLSessionTask, _ result: Result<Outcome, any Error>) {
      lock.lock()
      guard let ticket = tickets[task.taskIdentifier], case .running(let running) = calls[ticket]
      else { return lock.unlock() }
      remove(ticket, running.task)
      lock.unlock()
      running.continuation.resume(with: result)
    }

    /// Forgets a call; the caller holds `lock`.
    private func remove(_ ticket: Int, _ task: URLSessionTask) {
      calls[ticket] = nil
      tickets[task.taskIdentifier] = nil
    }

    /// Notes that URL loading called back about `task`; `true` if its caller was cancelled
    /// before, so the task is to be cancelled now.
    private func isAbandoned(_ task: URLSessionTask) -> Bool {
      lock.lock()
      defer { lock.unlock() }
      if abandoned.removeValue(forKey: task.taskIdentifier) != nil { return true }
      if let ticket = tickets[task.taskIdentifier], case .running(var running) = calls[ticket] {
        running.isHeard = true
        calls[ticket] = .running(running)
      }
      return false
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
      if isAbandoned(dataTask) { return dataTask.cancel() }
      lock.lock()
      var limit: Int?
      if let ticket = tickets[dataTask.taskIdentifier], case .running(var running) = calls[ticket] {
        let declared = dataTask.response?.expectedContentLength ?? -1
        if running.body.count + data.count > running.limit
          || (running.body.isEmpty && declared > running.limit)
        {
          limit = running.limit
        } else {
          calls[ticket] = .waiting  // keeps the body uniquely referenced while it grows
          running.body.append(data)
          calls[ticket] = .running(running)
        }
      }
      lock.unlock()
      if let limit {
        finish(dataTask, .failure(AutofillDataQueryError.bodyTooLarge(limit: limit)))
        dataTask.cancel()
      }
    }

    /// Ends the call with the redirect, not followed: the caller checks its origin and sends
    /// it with the body. (Linux's URL loading drops a 307's body, and Darwin's would re-send it
    /// wherever the server pointed.)
    func urlSession(
      _ session: URLSession, task: URLSessionTask,
      willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
      completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
      if isAbandoned(task) {
        completionHandler(nil)
        return task.cancel()
      }
      finish(task, .success(.redirect(request)))
      completionHandler(nil)
      // Stops Darwin's URL loading reading the redirect's body. Only after the handler: Linux's
      // traps on a redirect answer for a task cancelled before it.
      task.cancel()
    }

    func urlSession(
      _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
    ) {
      lock.withLock { _ = abandoned.removeValue(forKey: task.taskIdentifier) }
      if let error { return finish(task, .failure(error)) }
      lock.lock()
      var body = Data()
      if let ticket = tickets[task.taskIdentifier], case .running(let running) = calls[ticket] {
        body = running.body
      }
      lock.unlock()
      finish(task, .success(.answer(body, (task.response as? HTTPURLResponse)?.statusCode ?? 200)))
    }
  }
}

/// A URL's origin as the web defines it: scheme, host and port, the port filled in from the
/// scheme when the URL leaves it out, so `https://a.example` and `https://a.example:443` match.
private struct Origin: Equatable {
  let scheme: String
  let host: String
  let port: Int

  init?(_ url: URL) {
    guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else {
      return nil
    }
    let defaultPort: Int? =
      switch scheme {
      case "http": 80
      case "https": 443
      default: nil
      }
    guard let port = url.port ?? defaultPort else { return nil }
    self.scheme = scheme
    self.host = host
    self.port = port
  }
}
