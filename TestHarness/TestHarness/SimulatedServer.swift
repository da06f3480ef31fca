import AutofillTextField
import Foundation

/// A stand-in for a search server, for the remote scenario: it answers from an index of the
/// bundled places after a delay, and can be told to fail, to answer with nothing, or to answer
/// out of order (older, shorter queries answer later, ignoring cancellation, as a server that
/// keeps working on a request the client gave up on would).
actor SimulatedServer {
  /// What the server does with the next request.
  struct Settings: Sendable, Equatable {
    /// The delay before each answer.
    var latencyMilliseconds = 600
    /// Whether every request fails.
    var failsEveryRequest = false
    /// Whether every request succeeds with no items.
    var answersNothing = false
    /// Whether a query of n characters takes `max(1, 5 − n)` times the latency and ignores
    /// cancellation, so that an older query's answer arrives after a newer one's.
    var answersOutOfOrder = false

    /// The delay for a query's text.
    func delay(for text: String) -> Duration {
      let factor = answersOutOfOrder ? max(1, 5 - text.count) : 1
      return .milliseconds(latencyMilliseconds * factor)
    }
  }

  /// The error a failing request throws; the dropdown shows its description.
  enum Failure: LocalizedError {
    case unavailable

    var errorDescription: String? { "The simulated server is unavailable (503)." }
  }

  private let index: AutofillIndex
  private var settings = Settings()
  private var settingsVersion = 0

  /// Creates a server that answers from `index`.
  init(index: AutofillIndex) {
    self.index = index
  }

  /// Replaces the settings, unless newer ones already arrived: the main thread sends each
  /// change in a task of its own, and tasks need not arrive in the order they were made.
  /// Requests already waiting keep the settings they started with.
  ///
  /// - Parameters:
  ///   - settings: The new settings.
  ///   - version: Increases with each change the sender makes.
  func update(_ settings: Settings, version: Int) {
    guard version > settingsVersion else { return }
    settingsVersion = version
    self.settings = settings
  }

  /// Answers one page of a query, as a remote search would.
  ///
  /// - Throws: ``Failure/unavailable`` when told to fail, and `CancellationError` when the
  ///   caller's task is cancelled during the delay (unless answering out of order).
  func answer(_ query: AutofillQuery) async throws -> [AutofillItem] {
    let settings = settings
    let delay = settings.delay(for: query.text)
    if settings.answersOutOfOrder {
      // An unstructured task does not inherit the caller's cancellation: the answer comes
      // back after the field has moved on, and the field must drop it.
      await Task.detached { try? await Task.sleep(for: delay) }.value
    } else {
      try await Task.sleep(for: delay)
    }
    if settings.failsEveryRequest { throw Failure.unavailable }
    if settings.answersNothing { return [] }
    var options = query.options
    options.maximumCount = query.skip + query.count
    return index.matches(for: query.text, options: options).dropFirst(query.skip).map(\.item)
  }
}
