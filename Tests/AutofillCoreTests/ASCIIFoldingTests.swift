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
    let randomValues = TestScale.count(30, ci: 300)
    let randomQueries = TestScale.count(15, ci: 150)
    TestScale.report("ASCIIFoldingTests", cases: randomValues + randomQueries)
    for _ in 0..<randomValues {
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
    for _ in 0..<randomQueries {
      let length = Int.random(in: 1...4, using: &generator)
      queries.append(
        String((0..<length).map { _ in ascii.randomElement(using: &generator) ?? "a" }))
    }
    assertAgreesWithReference(values: values, queries: queries)
  }

  /// Latin queries and values (every scalar from U+0080 to U+02FF) take the same path: each
  /// such scalar is a character of its own, folded from a table (ß, which folds to two
  /// characters, and the whitespace among them, NEL and NBSP, included), and ranges in such
  /// values are found from their bytes, unless a combining mark follows.
  func test_everyLatinScalar_inQueriesAndValues_agreesWithReference() {
    print("ASCIIFoldingTests Latin seed: \(Self.seed)")
    var generator = SeededGenerator(seed: Self.seed)
    let latin = (0x80..<0x300).compactMap { Unicode.Scalar($0).map(Character.init) }
    let mixed = latin + Array("aAeEsSiI ")
    // Every scalar between ASCII letters (the reference is slow: each value is folded by
    // Foundation for every query, so the lone scalars are a sample).
    var values =
      latin.map { "a\($0)b" }
      + stride(from: 0, to: latin.count, by: 7).map {
        String(latin[$0])
      }
    values += [
      "Stra\u{DF}e", "\u{C9}cole", "e\u{301}t\u{E9}", "\u{E9}\u{301}", "\u{130}stanbul", "\u{A0}x",
      "\u{149}", "\u{1F0}",
    ]
    let randomValues = TestScale.count(15, ci: 150)
    let randomQueries = TestScale.count(6, ci: 60)
    // Lone scalars as queries: every second one at CI's scale, every eighth at scale 1.
    let loneScalars = TestScale.count(80, ci: 320)
    TestScale.report(
      "ASCIIFoldingTests Latin", cases: randomValues + randomQueries + loneScalars)
    for _ in 0..<randomValues {
      let length = Int.random(in: 1...6, using: &generator)
      values.append(
        String((0..<length).map { _ in mixed.randomElement(using: &generator) ?? "a" }))
    }
    // A sample of the scalars alone (half of them at CI's scale), and those that fold to more
    // than one character or are whitespace.
    let loneScalarStep = max(1, latin.count / loneScalars)
    var queries = stride(from: 0, to: latin.count, by: loneScalarStep).map { String(latin[$0]) }
    queries += [
      "\u{85}", "\u{A0}", "\u{A0} ", "ss", "\u{DF}", "e\u{301}", "\u{149}", "\u{1F0}", "\u{130}",
    ]
    for _ in 0..<randomQueries {
      let length = Int.random(in: 1...4, using: &generator)
      queries.append(
        String((0..<length).map { _ in mixed.randomElement(using: &generator) ?? "a" }))
    }
    assertAgreesWithReference(values: values, queries: queries)
  }
}
