import AutofillCore
import XCTest

@testable import AutofillCLI

final class SimulatedSourceTests: XCTestCase {
  private let base = AutofillIndexSource(items: ["Zürich", "Zug", "Bern"].map { AutofillItem($0) })

  func test_noFailures_answersFromTheBase() async throws {
    let source = SimulatedSource(base: base, latency: .zero, failureRate: 0, seed: 1)
    let items = try await source.items(for: AutofillQuery(text: "zu"))
    XCTAssertEqual(items.map(\.value), ["Zürich", "Zug"])
  }

  func test_failureRateOne_alwaysFailsWithItsMessage() async {
    let source = SimulatedSource(base: base, latency: .zero, failureRate: 1, seed: 1)
    do {
      _ = try await source.items(for: AutofillQuery(text: "zu"))
      XCTFail("expected a failure")
    } catch {
      XCTAssertEqual(
        AutofillStrings.message(for: error), "The simulated source failed (--failure-rate 1.0).")
    }
  }

  func test_failures_areSeededAndNearTheRate() async {
    let seed: UInt64 = 2026
    print("seed \(seed)")
    func outcomes() async -> [Bool] {
      let source = SimulatedSource(base: base, latency: .zero, failureRate: 0.3, seed: seed)
      var failed: [Bool] = []
      for _ in 0..<1000 {
        failed.append((try? await source.items(for: AutofillQuery(text: "b"))) == nil)
      }
      return failed
    }
    let first = await outcomes()
    let second = await outcomes()
    XCTAssertEqual(first, second)
    XCTAssertEqual(Double(first.filter { $0 }.count) / 1000, 0.3, accuracy: 0.05)
  }

  func test_latency_sleepsBeforeAnswering() async throws {
    let slept = SleepLog()
    let source = SimulatedSource(
      base: base, latency: .milliseconds(400), failureRate: 0, seed: 1,
      sleep: { await slept.record($0) })
    _ = try await source.items(for: AutofillQuery(text: "b"))
    let durations = await slept.durations
    XCTAssertEqual(durations, [.milliseconds(400)])
  }
}

/// Records the sleeps asked of a fake sleep function.
private actor SleepLog {
  var durations: [Duration] = []
  func record(_ duration: Duration) { durations.append(duration) }
}
