import AutofillCore
import Foundation

/// A source that answers from another one after a delay, and fails at random: `--latency` and
/// `--failure-rate`, which make debounce, the loading row, dropped stale answers and the
/// failed row visible with local data.
struct SimulatedSource: AutofillSource {
  /// The error of a simulated failure; the failed row shows its description.
  struct Failure: LocalizedError, Equatable {
    /// The failure rate that produced it.
    var rate: Double

    /// The failed row's message.
    var errorDescription: String? {
      "The simulated source failed (--failure-rate \(rate))."
    }
  }

  /// The source that answers.
  let base: any AutofillSource
  /// How long each answer takes.
  let latency: Duration
  /// The chance, from 0 to 1, that an answer fails.
  let failureRate: Double
  private let random: LockedRandom
  private let sleep: @Sendable (Duration) async throws -> Void

  /// Wraps a source.
  ///
  /// - Parameters:
  ///   - base: The source that answers.
  ///   - latency: The delay before each answer.
  ///   - failureRate: The chance that an answer fails, from 0 to 1.
  ///   - seed: Seeds the failures, so a run can be repeated.
  ///   - sleep: Waits for the delay; throws when the task is cancelled.
  init(
    base: any AutofillSource, latency: Duration, failureRate: Double, seed: UInt64,
    sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
  ) {
    self.base = base
    self.latency = latency
    self.failureRate = min(max(failureRate, 0), 1)
    self.random = LockedRandom(seed: seed)
    self.sleep = sleep
  }

  /// Waits for the latency (a cancelled task stops waiting), then fails or asks the base.
  ///
  /// - Parameter query: The text, options and page.
  /// - Returns: The base source's answer.
  func items(for query: AutofillQuery) async throws -> [AutofillItem] {
    if latency > .zero { try await sleep(latency) }
    try Task.checkCancellation()
    if random.next() < failureRate { throw Failure(rate: failureRate) }
    return try await base.items(for: query)
  }
}

/// A seeded random number generator (SplitMix64) that concurrent fetches can share.
///
/// `@unchecked Sendable` is safe because its only mutable state, `state`, is read and written
/// only while `lock` is held.
final class LockedRandom: @unchecked Sendable {
  private let lock = NSLock()
  private var state: UInt64

  /// Creates a generator.
  ///
  /// - Parameter seed: The seed; equal seeds give equal sequences.
  init(seed: UInt64) { state = seed }

  /// The next number, uniformly in 0..<1.
  func next() -> Double {
    lock.lock()
    defer { lock.unlock() }
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    mixed ^= mixed >> 31
    return Double(mixed >> 11) / Double(1 << 53)
  }
}
