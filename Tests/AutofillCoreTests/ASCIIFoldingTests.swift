import AutofillCore
import XCTest

/// ASCII queries and values take a path that folds without Foundation; they must answer as the
/// reference matcher (Foundation's folding) does, for every ASCII character and option.
final class ASCIIFoldingTests: XCTestCase {
  private static let seed: UInt64 = 0xA5C1_1F01

  func test_everyASCIICharacter_inQueriesAndValues_agreesWithReference() {
    print("ASCIIFoldingTests seed: \(Self.seed)")
    var generator = SeededGenerator(seed: Self.seed)
    let ascii = (0..<128).compactMap { Unicode.Scalar($0).map(Character.init) }
    let letters = Array("aAbBzZ")
    var values = ascii.map { String($0) }
    values += ascii.map { "a\($0)b" } + ascii.map { "\($0)\($0)Z" }
    // Combining marks after ASCII letters belong to their characters.
    values += [
      "a\r\nb", "\r\n", "Straße", "ÀB", "x y", "A-b c", "E\u{301}x", "ae\u{301}", "b\u{308}",
    ]
    for _ in 0..<300 {
      let length = Int.random(in: 1...6, using: &generator)
      values.append(
        String(
          (0..<length).map { _ in
            Bool.random(using: &generator)
              ? ascii.randomElement(using: &generator) ?? "a"
              : letters.randomElement(using: &generator) ?? "a"
          }))
    }
    var queries = ascii.map { String($0) } + ascii.map { "a\($0)" } + ["\r\n", "a\r", " ", "\t\n"]
    for _ in 0..<150 {
      let length = Int.random(in: 1...4, using: &generator)
      queries.append(
        String((0..<length).map { _ in ascii.randomElement(using: &generator) ?? "a" }))
    }
    assertAgreesWithReference(values: values, queries: queries)
  }
}
