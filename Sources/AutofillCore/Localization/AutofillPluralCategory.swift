/// A CLDR plural category: which form of a counted phrase a number takes in a language.
///
/// Foundation on Linux cannot read `.stringsdict` plural rules (asking its `Bundle` for such a
/// key crashes swift-corelibs-foundation), so the package's `Localizable.strings` hold one key
/// per category (`autofill.count.one`, `autofill.count.few`, …) and this type picks the
/// category, the same way on every platform. The rules are CLDR's for whole numbers.
///
/// ```swift
/// AutofillPluralCategory(count: 3, language: "ar")   // .few
/// AutofillPluralCategory(count: 1, language: "ja")   // .other
/// ```
public enum AutofillPluralCategory: String, Sendable, Hashable, CaseIterable {
  /// Arabic 0.
  case zero
  /// English 1; French 0 and 1.
  case one
  /// Arabic 2.
  case two
  /// Arabic 3–10 (modulo 100).
  case few
  /// Arabic 11–99 (modulo 100); French and Spanish multiples of a million.
  case many
  /// Everything else; every number in Japanese.
  case other

  /// The category of a whole number in a language.
  ///
  /// Languages without rules here (any but English, French, German, Spanish, Japanese and
  /// Arabic) use English's: one for 1, other for the rest.
  ///
  /// - Parameters:
  ///   - count: The number; a negative one is taken by its magnitude.
  ///   - language: A language code such as "fr" or "pt-BR"; only the language part counts.
  public init(count: Int, language: String) {
    let n = count.magnitude
    let isMillions = n != 0 && n % 1_000_000 == 0
    switch AutofillStrings.languageCode(of: language) {
    case "ja":
      self = .other
    case "fr":
      self = n <= 1 ? .one : isMillions ? .many : .other
    case "es":
      self = n == 1 ? .one : isMillions ? .many : .other
    case "ar":
      let hundreds = n % 100
      switch n {
      case 0: self = .zero
      case 1: self = .one
      case 2: self = .two
      default:
        self = (3...10).contains(hundreds) ? .few : (11...99).contains(hundreds) ? .many : .other
      }
    default:
      self = n == 1 ? .one : .other
    }
  }
}
