import AutofillCore
import XCTest

/// Lists with thousands of distinct characters, whose folded keys take two and three bytes per
/// character in the index, answer exactly as the reference matcher does.
final class LargeAlphabetTests: XCTestCase {
  private static let seed: UInt64 = 0xA1FA_BE75

  func test_thousandsOfDistinctCharacters_agreeWithReference() {
    print("LargeAlphabetTests seed: \(Self.seed)")
    var generator = SeededGenerator(seed: Self.seed)
    // 3,000 ideographs give alphabet ids past 2,047, the first that takes three bytes.
    let ideographs = (0..<3_000).compactMap { Unicode.Scalar(0x4E00 + $0).map(Character.init) }
    let latin = Array("abcÉéßẞ-")
    var values: [String] = []
    for _ in 0..<600 {
      let length = Int.random(in: 1...7, using: &generator)
      values.append(
        String(
          (0..<length).map { _ in
            Bool.random(using: &generator)
              ? ideographs.randomElement(using: &generator) ?? "一"
              : latin.randomElement(using: &generator) ?? "a"
          }))
    }
    values += ideographs.map { String($0) }
    var queries: [String] = []
    let count = TestScale.count(8, ci: 80)
    TestScale.report("LargeAlphabetTests", cases: count)
    for _ in 0..<count {
      let value = Array(values.randomElement(using: &generator) ?? "a")
      let start = Int.random(in: 0..<value.count, using: &generator)
      let end = Int.random(in: (start + 1)...value.count, using: &generator)
      queries.append(String(value[start..<end]))
    }
    assertAgreesWithReference(values: values, queries: queries)
  }
}
