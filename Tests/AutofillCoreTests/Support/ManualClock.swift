import Foundation

/// A clock that moves only when a test advances it. Sleepers wake in deadline order, and the
/// test waits for the work they start before time moves on, so nothing depends on real time.
///
/// `@unchecked Sendable` is safe: every access to `now` and `sleepers` holds `lock`.
final class ManualClock: Clock, @unchecked Sendable {
  struct Instant: InstantProtocol {
    var offset: Duration
    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    var id: Int
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private let lock = NSLock()
  private var current = Instant(offset: .zero)
  private var sleepers: [Sleeper] = []
  private var cancelled: Set<Int> = []
  private var nextID = 0

  var now: Instant { lock.withLock { current } }
  var minimumResolution: Duration { .zero }

  /// How many tasks are asleep on this clock.
  var sleeperCount: Int { lock.withLock { sleepers.count } }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    let id = lock.withLock {
      nextID += 1
      return nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        lock.lock()
        if cancelled.remove(id) != nil {
          lock.unlock()
          continuation.resume(throwing: CancellationError())
        } else if deadline <= current {
          lock.unlock()
          continuation.resume()
        } else {
          sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          lock.unlock()
        }
      }
    } onCancel: {
      lock.lock()
      if let index = sleepers.firstIndex(where: { $0.id == id }) {
        let sleeper = sleepers.remove(at: index)
        lock.unlock()
        sleeper.continuation.resume(throwing: CancellationError())
      } else {
        cancelled.insert(id)
        lock.unlock()
      }
    }
  }

  /// Moves time forward, waking sleepers in deadline order and letting the work they start
  /// run before time moves on. It runs on the main actor, where the controller's tasks run,
  /// so each yield lets the work already enqueued there go first.
  @MainActor
  func advance(by duration: Duration) async {
    let end = now.advanced(by: duration)
    while true {
      await settle()
      let due: Sleeper? = lock.withLock {
        guard
          let index = sleepers.indices.filter({ sleepers[$0].deadline <= end })
            .min(by: { sleepers[$0].deadline < sleepers[$1].deadline })
        else {
          current = end
          return nil
        }
        let sleeper = sleepers.remove(at: index)
        current = sleeper.deadline
        return sleeper
      }
      guard let due else { break }
      due.continuation.resume()
    }
    await settle()
  }
}

/// Lets enqueued tasks run: yields the main actor many times, so work enqueued there runs and
/// work on other threads gets time. It never waits on wall-clock time.
@MainActor
func settle() async {
  for _ in 0..<200 { await Task.yield() }
}

/// Yields until `condition` holds (or gives up after many rounds, for the test to fail).
@MainActor
func settle(until condition: () -> Bool) async {
  for _ in 0..<10_000 where !condition() { await Task.yield() }
}
