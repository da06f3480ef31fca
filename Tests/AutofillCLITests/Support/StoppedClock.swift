import Foundation

/// A clock whose time never moves: a timer set on it (debounce, loading row, announcement)
/// never fires, and waits until it is cancelled. The demo's tests use static lists, which the
/// session answers synchronously, so everything they check happens without time passing.
///
/// `@unchecked Sendable` is safe: `waiting`, `cancelled` and `nextID` are only touched while
/// `lock` is held.
final class StoppedClock: Clock, @unchecked Sendable {
  /// A point in the clock's time, which is always zero.
  struct Instant: InstantProtocol {
    /// The time since the clock's start.
    var offset: Duration

    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private let lock = NSLock()
  private var waiting: [Int: CheckedContinuation<Void, any Error>] = [:]
  private var cancelled: Set<Int> = []
  private var nextID = 0

  /// Always the start.
  var now: Instant { Instant(offset: .zero) }
  /// Zero: the clock never ticks.
  var minimumResolution: Duration { .zero }

  /// How many sleepers are waiting (each is a timer that would fire if time moved).
  var sleeperCount: Int { lock.withLock { waiting.count } }

  /// Returns at once for a deadline that has passed; otherwise waits until the task is
  /// cancelled, then throws `CancellationError`.
  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    guard now < deadline else { return }
    let id = lock.withLock {
      nextID += 1
      return nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let isCancelled = lock.withLock {
          if cancelled.remove(id) != nil { return true }
          waiting[id] = continuation
          return false
        }
        if isCancelled { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      let continuation = lock.withLock {
        guard let continuation = waiting.removeValue(forKey: id) else {
          cancelled.insert(id)
          return nil as CheckedContinuation<Void, any Error>?
        }
        return continuation
      }
      continuation?.resume(throwing: CancellationError())
    }
  }
}
