import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A dynamic source that speaks the Adaptive Cards typeahead protocol (`Data.Query`) over HTTP.
///
/// Each page is one `POST` of
/// `{"type": "Data.Query", "dataset": D, "value": TEXT, "count": N, "skip": K}`; the answer
/// `{"choices": [{"title": "...", "value": "..."}]}` becomes items whose `value` is the title
/// (shown and entered) and whose `refCon` is the choice's `value` string (its identifier).
///
/// A choice may also carry a `"section"` string, which this package adds to the protocol: the
/// item's ``AutofillItem/section``, the header it is listed under (see <doc:Sections>). A
/// choice without one, or whose `"section"` is `null` or not a string, has no section; servers
/// that know nothing of it answer as before.
///
/// An answer's body may hold at most ``maximumBodyBytes`` bytes (4 MiB by default), counted
/// after the transfer's decompression, so a compressed or endless answer cannot exhaust memory;
/// past it the request stops and fails with ``AutofillDataQueryError/bodyTooLarge(limit:)``.
/// Redirects are followed only within the endpoint's origin (its scheme, host and port), so the
/// typed text and the headers never reach a server the host did not name: a redirect elsewhere
/// fails with ``AutofillDataQueryError/redirectedToAnotherOrigin``. A redirect loop fails as
/// unreachable, and a connection that closes mid-answer fails rather than yielding part of it.
///
/// ```swift
/// let source = AutofillDataQuerySource(
///   url: URL(string: "https://example.com/typeahead")!, dataset: "cities")
/// ```
public struct AutofillDataQuerySource: AutofillSource {
  /// The default ``maximumBodyBytes``: 4 MiB, tens of thousands of choices.
  public static let defaultMaximumBodyBytes = 4 << 20

  /// The default ``timeout``: 10 seconds.
  public static let defaultTimeout: TimeInterval = 10

  /// The longest wait a finite ``timeout`` is given, in seconds: about 31 years. A longer one
  /// waits this long, as good as no timeout, because the platforms' timers cannot hold every
  /// `Double` (Linux's URL loading traps past about 292,000 years).
  static let longestTimer: TimeInterval = 1e9

  /// The endpoint that answers `Data.Query` requests.
  public let url: URL
  /// The dataset named in each request.
  public let dataset: String
  /// Extra request headers, such as an authorization token.
  public let headers: [String: String]
  /// Seconds a request may take before it fails; `.infinity` when it may take any time.
  public let timeout: TimeInterval
  /// The most bytes an answer's body may hold, counted after decompression.
  public let maximumBodyBytes: Int
  private let loader: BoundedBodyLoader

  /// Creates a source.
  ///
  /// - Parameters:
  ///   - url: The endpoint.
  ///   - dataset: The dataset to query.
  ///   - headers: Extra request headers. Default none.
  ///   - timeout: Seconds a request may take. Default ``defaultTimeout`` (10). `.infinity`
  ///     means no timeout (cancelling the task still stops the request); a finite value over
  ///     about 31 years waits that long. Zero, a negative number and NaN take the default: a
  ///     request cannot be given no time, and a miscomputed value should neither fail every
  ///     request at once nor wait forever.
  ///   - maximumBodyBytes: The most bytes an answer's body may hold, counted after
  ///     decompression. Default ``defaultMaximumBodyBytes`` (4 MiB); values below 1 count as 1.
  ///   - configuration: The configuration of the source's own URL session (caching, proxies,
  ///     cookies). Default `.default`. Copies of a source share one session.
  public init(
    url: URL, dataset: String, headers: [String: String] = [:],
    timeout: TimeInterval = defaultTimeout,
    maximumBodyBytes: Int = defaultMaximumBodyBytes,
    configuration: URLSessionConfiguration = .default
  ) {
    self.url = url
    self.dataset = dataset
    self.headers = headers
    self.timeout = timeout > 0 ? timeout : Self.defaultTimeout
    self.maximumBodyBytes = max(maximumBodyBytes, 1)
    loader = BoundedBodyLoader(configuration: configuration)
  }

  private struct Request: Encodable {
    var type = "Data.Query"
    var dataset: String
    var value: String
    var count: Int
    var skip: Int
  }

  private struct Response: Decodable {
    struct Choice: Decodable {
      var title: String
      var value: String?
      var section: String?

      enum CodingKeys: String, CodingKey { case title, value, section }

      init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        value = try container.decodeIfPresent(String.self, forKey: .value)
        // An extension of the protocol: a server may use the name for something else.
        section = try? container.decodeIfPresent(String.self, forKey: .section)
      }
    }
    var choices: [Choice]
  }

  private struct ErrorResponse: Decodable {
    struct Body: Decodable { var message: String? }
    var error: Body
  }

  /// Fetches one page.
  ///
  /// A `count` below 1 asks for nothing: it returns no items without a request. A negative
  /// `skip` is sent as 0. A `204 No Content` answer is a page with no items.
  ///
  /// - Parameter query: The text and the page wanted.
  /// - Returns: The choices as items.
  /// - Throws: ``AutofillDataQueryError`` for a failed request, an answer over
  ///   ``maximumBodyBytes``, an unreadable answer or a redirect to another origin, and
  ///   `CancellationError` when the task is cancelled.
  public func items(for query: AutofillQuery) async throws -> [AutofillItem] {
    // The server would be asked for a page it cannot give; the typed text stays here.
    guard query.count > 0 else { return [] }
    var request = URLRequest(url: url, timeoutInterval: min(timeout, Self.longestTimer))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    request.httpBody = try encoder.encode(
      Request(dataset: dataset, value: query.text, count: query.count, skip: max(query.skip, 0)))

    let (data, status) = try await send(request)
    // No content is a complete answer with nothing in it, not an unreadable one.
    if status == 204 { return [] }
    guard (200..<300).contains(status) else {
      let message = try? JSONDecoder().decode(ErrorResponse.self, from: data).error.message
      throw AutofillDataQueryError.status(status, message: message)
    }
    guard let answer = try? JSONDecoder().decode(Response.self, from: data) else {
      throw AutofillDataQueryError.malformedResponse
    }
    return answer.choices.map {
      AutofillItem($0.title, section: $0.section, refCon: $0.value ?? $0.title)
    }
  }

  /// Sends the request, failing after ``timeout`` seconds whatever the platform's URL loading
  /// does with `timeoutInterval` (Linux's ignores it): the request races a timer and the loser
  /// is cancelled. An infinite timeout has no timer.
  private func send(_ request: URLRequest) async throws -> (Data, Int) {
    let loader = loader
    let limit = maximumBodyBytes
    // At most 1e18 nanoseconds, which a UInt64 holds.
    let nanoseconds = timeout.isFinite ? UInt64(min(timeout, Self.longestTimer) * 1e9) : nil
    do {
      return try await withThrowingTaskGroup(of: (Data, Int)?.self) { group in
        group.addTask { try await loader.body(of: request, limit: limit) }
        if let nanoseconds {
          group.addTask {
            try await Task.sleep(nanoseconds: nanoseconds)
            return nil
          }
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let answer = first else {
          throw AutofillDataQueryError.unreachable("The request timed out.")
        }
        return answer
      }
    } catch let error as AutofillDataQueryError {
      throw error
    } catch {
      try Task.checkCancellation()
      if (error as? URLError)?.code == .cancelled { throw CancellationError() }
      throw AutofillDataQueryError.unreachable(error.localizedDescription)
    }
  }
}

/// Why an ``AutofillDataQuerySource`` request failed. Its description is what the failed state
/// shows; it never contains the typed text.
public enum AutofillDataQueryError: LocalizedError, Equatable, Sendable {
  /// The server answered with a status outside 200–299, and its `{"error": {"message"}}`.
  case status(Int, message: String?)
  /// The answer was not `{"choices": [...]}` JSON.
  case malformedResponse
  /// The server could not be reached (or did not answer in time, or closed the connection
  /// before the answer's end).
  case unreachable(String)
  /// The answer's body passed the source's ``AutofillDataQuerySource/maximumBodyBytes``.
  case bodyTooLarge(limit: Int)
  /// The server redirected the request to another origin (scheme, host or port), which the
  /// source does not follow: the typed text and the headers are sent only where the host said.
  case redirectedToAnotherOrigin

  /// A message for people.
  public var errorDescription: String? {
    switch self {
    case .status(_, let message?) where !message.isEmpty: message
    case .status(let status, _): "The server answered with status \(status)."
    case .malformedResponse: "The server's answer could not be read."
    case .unreachable(let reason): "The server could not be reached. \(reason)"
    case .bodyTooLarge(let limit):
      "The server's answer is larger than \(limit) bytes."
    case .redirectedToAnotherOrigin:
      "The server redirected the request to another site, where it is not sent."
    }
  }
}
