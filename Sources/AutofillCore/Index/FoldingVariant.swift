import Foundation

/// One of the eight combinations of case, diacritic and width sensitivity. Each folds strings
/// exactly as `String.folding(options:locale:)` does with the matching options.
struct FoldingVariant: Hashable, Sendable {
  /// Bit 0: case-sensitive, bit 1: diacritic-sensitive, bit 2: width-sensitive.
  let rawValue: Int

  static let all = (0..<8).map(FoldingVariant.init(rawValue:))

  init(rawValue: Int) { self.rawValue = rawValue }

  init(_ options: AutofillMatchOptions) {
    rawValue =
      (options.isCaseSensitive ? 1 : 0) | (options.isDiacriticSensitive ? 2 : 0)
      | (options.isWidthSensitive ? 4 : 0)
  }

  var compareOptions: String.CompareOptions {
    var options: String.CompareOptions = []
    if rawValue & 1 == 0 { options.insert(.caseInsensitive) }
    if rawValue & 2 == 0 { options.insert(.diacriticInsensitive) }
    if rawValue & 4 == 0 { options.insert(.widthInsensitive) }
    return options
  }

  func fold(_ string: String) -> String {
    string.folding(options: compareOptions, locale: nil)
  }
}
