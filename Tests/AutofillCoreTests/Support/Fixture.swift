import AutofillCore
import Foundation
import XCTest

/// The committed multilingual fixture (see `Fixtures/README.md`).
enum Fixture {
  static let multilingual: [String] = {
    guard let url = Bundle.module.url(forResource: "multilingual", withExtension: "txt"),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else { return [] }
    return text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
  }()

  /// The large word lists named by `AUTOFILL_CORPUS` (colon-separated paths; `.ci/run` sets it
  /// to the Debian lists), one item per line.
  ///
  /// - Throws: `XCTSkip` when the variable is not set, or the error reading a file.
  static func corpusFromEnvironment() throws -> [String] {
    guard let paths = ProcessInfo.processInfo.environment["AUTOFILL_CORPUS"] else {
      throw XCTSkip("AUTOFILL_CORPUS is not set")
    }
    var values: [String] = []
    for path in paths.split(separator: ":") {
      let text = try String(contentsOfFile: String(path), encoding: .utf8)
      values += text.split(separator: "\n").map(String.init)
    }
    return values
  }

  /// Every combination of folding, wildcards and ordering, with unlimited results.
  static var allOptions: [AutofillMatchOptions] {
    (0..<64).map { bits in
      AutofillMatchOptions(
        isCaseSensitive: bits & 1 != 0, isDiacriticSensitive: bits & 2 != 0,
        isWidthSensitive: bits & 4 != 0, isWildcardBefore: bits & 8 != 0,
        isWildcardAfter: bits & 16 != 0, maximumCount: -1,
        ordering: bits & 32 != 0 ? .source : .relevance)
    }
  }
}
