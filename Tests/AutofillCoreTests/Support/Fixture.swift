import AutofillCore
import Foundation

/// The committed multilingual fixture (see `Fixtures/README.md`).
enum Fixture {
  static let multilingual: [String] = {
    guard let url = Bundle.module.url(forResource: "multilingual", withExtension: "txt"),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else { return [] }
    return text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
  }()

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
