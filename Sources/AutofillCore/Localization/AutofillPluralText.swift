/// A phrase with a count in it, with one form per plural category of its language: "1
/// suggestion available", "5 suggestions available".
///
/// Each form is a format whose `%d` (or `%1$d`) is replaced by the count. A missing form falls
/// back to ``AutofillPluralCategory/other``. A host may replace any form:
///
/// ```swift
/// var texts = AutofillStateTexts()
/// texts.suggestionCount.forms = [.one: "%d city", .other: "%d cities"]
/// texts.suggestionCount.text(for: 2)   // "2 cities"
/// ```
public struct AutofillPluralText: Sendable, Equatable {
  /// The language whose plural rules pick the form, such as "en" or "ar".
  public var language: String
  /// The formats by category; ``AutofillPluralCategory/other`` is the fallback.
  public var forms: [AutofillPluralCategory: String]

  /// Creates a counted phrase.
  ///
  /// - Parameters:
  ///   - language: The language whose plural rules pick the form.
  ///   - forms: The formats by category, each with one `%d` for the count.
  public init(language: String, forms: [AutofillPluralCategory: String]) {
    self.language = language
    self.forms = forms
  }

  /// The phrase for a count, in the form its language's rules pick.
  ///
  /// - Parameter count: The number to say.
  /// - Returns: The filled-in form; the count alone if there is no form at all.
  public func text(for count: Int) -> String {
    let category = AutofillPluralCategory(count: count, language: language)
    let format = forms[category] ?? forms[.other] ?? "%d"
    return AutofillStrings.format(format, [String(count)])
  }
}
