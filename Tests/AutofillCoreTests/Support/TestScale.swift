import Foundation

/// How many random cases the long differential and stress tests draw: the environment variable
/// `AUTOFILL_TEST_SCALE`, a positive whole number, 1 when it is unset (or not such a number).
///
/// Each of those tests names two counts: the one it draws at scale 1, small enough that a plain
/// `swift test` stays near a minute and large enough to try every option combination and reach
/// every state its assertions name, and the one it draws at scale 10, which `.ci/run` sets: what
/// it drew before the scale existed. Other scales go in proportion, on the line through those
/// two points (`AUTOFILL_TEST_SCALE=20` draws about twice CI's cases). Only the number of cases
/// changes, never what is checked of each; the seeds stay, so where cases are drawn one after
/// another, a smaller scale's cases are the first of a larger one's. Counting tests (every ASCII
/// character, every value of the fixture, every row of a table) do not depend on the scale.
///
///     swift test                            # scale 1
///     AUTOFILL_TEST_SCALE=10 swift test     # CI's
enum TestScale {
  /// The scale `.ci/run` sets, at which each test draws what it drew before the scale existed.
  static let ci = 10

  /// The scale in force: `AUTOFILL_TEST_SCALE`, or 1.
  static let factor: Int = {
    guard let text = ProcessInfo.processInfo.environment["AUTOFILL_TEST_SCALE"],
      let value = Int(text.trimmingCharacters(in: .whitespaces)), value > 0
    else { return 1 }
    return value
  }()

  /// How many cases to draw: `atOne` at scale 1, `atCI` at scale 10, in proportion between and
  /// beyond (rounded up), never fewer than `atOne`.
  static func count(_ atOne: Int, ci atCI: Int) -> Int {
    let (growth, overflow) = max(atCI - atOne, 0).multipliedReportingOverflow(by: factor - 1)
    if overflow { return .max }
    let steps = ci - 1
    return atOne + growth / steps + (growth % steps == 0 ? 0 : 1)
  }

  /// Prints the scale and the number of cases a test draws, next to the seed it prints.
  static func report(_ test: String, cases: Int) {
    print("\(test): \(cases) random cases at AUTOFILL_TEST_SCALE=\(factor)")
  }
}
