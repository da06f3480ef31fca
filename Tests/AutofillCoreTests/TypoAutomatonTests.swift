import XCTest

@testable import AutofillCore

/// The typo automaton's rows, stepped as a trie walk steps them (rows filled with the cap, only
/// the band near the diagonal written), against the whole optimal-string-alignment table
/// computed plainly and capped at `k + 1`.
final class TypoAutomatonTests: XCTestCase {
  private static let seed: UInt64 = 0xA7_0BA7D

  /// The full table's row `j` for a string against the query, each cell capped at `k + 1`.
  private static func plainRows(_ string: [UInt32], _ query: [UInt32], k: Int) -> [[UInt8]] {
    let m = query.count
    var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: string.count + 1)
    for j in 0...string.count {
      for i in 0...m {
        if j == 0 || i == 0 {
          table[j][i] = i + j
          continue
        }
        var value = min(
          table[j - 1][i] + 1, table[j][i - 1] + 1,
          table[j - 1][i - 1] + (string[j - 1] == query[i - 1] ? 0 : 1))
        if i >= 2 && j >= 2 && string[j - 1] == query[i - 2] && string[j - 2] == query[i - 1] {
          value = min(value, table[j - 2][i - 2] + 1)
        }
        table[j][i] = value
      }
    }
    return table.map { row in row.map { UInt8(min($0, k + 1)) } }
  }

  func test_step_bandedRows_equalTheCappedFullTable() {
    print("TypoAutomatonTests seed: \(Self.seed)")
    var generator = SeededGenerator(seed: Self.seed)
    // A small alphabet, so that matches, substitutions and transpositions all come up.
    let alphabet: [UInt32] = [1, 2, 3, 4]
    let cases: [(k: Int, queryLengths: ClosedRange<Int>, line: UInt)] = [
      (1, 0...6, #line),
      (2, 0...12, #line),
      (3, 1...9, #line),
    ]
    for (k, queryLengths, line) in cases {
      for _ in 0..<400 {
        let query = (0..<Int.random(in: queryLengths, using: &generator)).map { _ in
          alphabet.randomElement(using: &generator) ?? 1
        }
        // Strings as long as a walk may go: `m + k + 1` characters.
        let string = (0..<Int.random(in: 0...(query.count + k + 1), using: &generator)).map {
          _ in alphabet.randomElement(using: &generator) ?? 1
        }
        let automaton = TypoAutomaton(query: query, k: k)
        let width = automaton.width
        var rows = [UInt8](repeating: automaton.cap, count: (string.count + 1) * width)
        var minimums: [UInt8] = []
        rows.withUnsafeMutableBufferPointer { rows in
          guard let base = rows.baseAddress else { return }
          automaton.firstRow(into: base)
          for depth in string.indices {
            minimums.append(
              automaton.step(
                previous: depth > 0 ? UnsafePointer(base + (depth - 1) * width) : nil,
                current: UnsafePointer(base + depth * width),
                last: depth > 0 ? string[depth - 1] : 0, character: string[depth], depth: depth,
                into: base + (depth + 1) * width))
          }
        }
        let expected = Self.plainRows(string, query, k: k)
        for j in expected.indices {
          let row = Array(rows[(j * width)..<((j + 1) * width)])
          XCTAssertEqual(
            row, expected[j], "k \(k), query \(query), string \(string), row \(j)", line: line)
          if j > 0 {
            XCTAssertEqual(
              minimums[j - 1], expected[j].min(), "smallest cell, query \(query), row \(j)",
              line: line)
          }
        }
      }
    }
  }
}
