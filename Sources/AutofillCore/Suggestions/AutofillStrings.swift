import Foundation

/// The words the control shows and speaks, from the package's resources: English, French,
/// German, Spanish, Japanese and Arabic.
///
/// The static members give the texts in the user's language (``currentLanguage``). A field
/// takes its texts from an ``AutofillStateTexts`` instead, which a host creates for any
/// supported language (`AutofillStateTexts(language: "de")`) and whose every text it may
/// replace.
///
/// The texts are `.strings` files (`Resources/<language>.lproj/Localizable.strings`), read by
/// `Bundle` on Apple platforms and on Linux alike. Counted phrases are not in a `.stringsdict`:
/// swift-corelibs-foundation crashes when asked for a `.stringsdict` key, so each plural form
/// is a key of its own (`autofill.count.few`), picked by ``AutofillPluralCategory``.
///
/// The state titles are the Adaptive Cards typeahead's defaults.
public enum AutofillStrings {
  /// The languages the package has texts in, English first.
  public static let supportedLanguages = ["en", "fr", "de", "es", "ja", "ar"]

  /// The supported language that comes first in the user's preferred languages
  /// (`Locale.preferredLanguages`), else English.
  public static var currentLanguage: String { language(for: Locale.preferredLanguages) }

  /// The supported language that comes first in a list of preferred languages.
  ///
  /// - Parameter preferences: Language identifiers in order of preference ("fr-CA", "de").
  /// - Returns: The first whose language part is supported, else "en".
  public static func language(for preferences: [String]) -> String {
    for preference in preferences {
      let code = languageCode(of: preference)
      if supportedLanguages.contains(code) { return code }
    }
    return "en"
  }

  /// The loading row's title: "Loading options".
  public static var loadingTitle: String { text(.loadingTitle, language: currentLanguage) }

  /// The no-matches row's title, also announced: "No matches found".
  public static var noMatchesTitle: String { text(.noMatchesTitle, language: currentLanguage) }

  /// The failed row's title when the error has no message of its own: "Something went wrong."
  public static var failureFallback: String {
    text(.failureFallback, language: currentLanguage)
  }

  /// Announced when the loading row appears: "Loading suggestions".
  public static var loadingAnnouncement: String {
    text(.loadingAnnouncement, language: currentLanguage)
  }

  /// Announced when results have settled: "3 suggestions available".
  ///
  /// - Parameter count: The number of rows.
  /// - Returns: The announcement, in the plural form the count takes.
  public static func suggestionCount(_ count: Int) -> String {
    suggestionCountText(language: currentLanguage).text(for: count)
  }

  /// Announced when the highlight moves: "Zürich, 2 of 5".
  ///
  /// - Parameters:
  ///   - value: The highlighted item's value.
  ///   - index: The row's index, from 0.
  ///   - count: The number of rows.
  /// - Returns: The announcement.
  public static func rowAnnouncement(_ value: String, _ index: Int, _ count: Int) -> String {
    format(text(.rowAnnouncement, language: currentLanguage), [value, "\(index + 1)", "\(count)"])
  }

  /// The name of the VoiceOver rotor that moves to the dropdown's rows: "Suggestions".
  public static var suggestionsRotorName: String { text(.rotorName, language: currentLanguage) }

  /// A row's position for VoiceOver's value: "2 of 5".
  ///
  /// - Parameters:
  ///   - index: The row's index, from 0.
  ///   - count: The number of rows.
  /// - Returns: The position.
  public static func rowPosition(_ index: Int, _ count: Int) -> String {
    format(text(.rowPosition, language: currentLanguage), ["\(index + 1)", "\(count)"])
  }

  /// The message the failed state shows for an error: its `LocalizedError` description made
  /// ``displayable(_:maximumLength:)`` (no control characters or escape sequences, at most
  /// ``maximumDisplayLength`` characters), else `fallback`.
  ///
  /// - Parameters:
  ///   - error: What the source threw.
  ///   - fallback: The text for an error without a description of its own.
  /// - Returns: A message for people.
  public static func message(for error: any Error, fallback: String = failureFallback) -> String {
    let description = (error as? any LocalizedError)?.errorDescription.map { displayable($0) }
    if let description, !description.isEmpty { return description }
    return fallback
  }

  // MARK: Lookup

  /// A text's key in `Localizable.strings`, with its English text for when the resources
  /// cannot be read.
  enum Key: String, CaseIterable {
    case loadingTitle = "autofill.loading.title"
    case noMatchesTitle = "autofill.noMatches.title"
    case failureFallback = "autofill.failure.fallback"
    case loadingAnnouncement = "autofill.loading.announcement"
    case rowAnnouncement = "autofill.row"
    case rowPosition = "autofill.row.position"
    case rotorName = "autofill.rotor"
    case mentionsRotorName = "autofill.rotor.mentions"
    case mentionSelected = "autofill.mention.selected"
    case otherSectionTitle = "autofill.section.other"

    var english: String {
      switch self {
      case .loadingTitle: "Loading options"
      case .noMatchesTitle: "No matches found"
      case .failureFallback: "Something went wrong."
      case .loadingAnnouncement: "Loading suggestions"
      case .rowAnnouncement: "%1$@, %2$d of %3$d"
      case .rowPosition: "%1$d of %2$d"
      case .rotorName: "Suggestions"
      case .mentionsRotorName: "Mentions"
      case .mentionSelected: "Mention %1$@ selected. Delete again to remove it."
      case .otherSectionTitle: "Other"
      }
    }
  }

  /// A text in a supported language (else English).
  static func text(_ key: Key, language: String) -> String {
    tables[languageCode(of: language)]?[key.rawValue] ?? tables["en"]?[key.rawValue]
      ?? key.english
  }

  /// The counted "N suggestions available" in a supported language (else English).
  static func suggestionCountText(language: String) -> AutofillPluralText {
    let code = languageCode(of: language)
    let table = tables[code] ?? tables["en"] ?? [:]
    var forms: [AutofillPluralCategory: String] = [:]
    for category in AutofillPluralCategory.allCases {
      forms[category] = table["autofill.count.\(category.rawValue)"]
    }
    if forms[.other] == nil {
      forms = [.one: "%d suggestion available", .other: "%d suggestions available"]
    }
    return AutofillPluralText(language: tables[code] == nil ? "en" : code, forms: forms)
  }

  /// The language part of an identifier: "pt" for "pt-BR" or "pt_BR", lowercased.
  static func languageCode(of identifier: String) -> String {
    String(identifier.prefix { $0 != "-" && $0 != "_" }).lowercased()
  }

  /// Every supported language's table, read once from the package's resources.
  private static let tables: [String: [String: String]] = {
    var tables: [String: [String: String]] = [:]
    for language in supportedLanguages {
      guard let path = Bundle.module.path(forResource: language, ofType: "lproj"),
        let bundle = Bundle(path: path)
      else { continue }
      var table: [String: String] = [:]
      let missing = "\u{0}"
      var keys = Key.allCases.map(\.rawValue)
      keys += AutofillPluralCategory.allCases.map { "autofill.count.\($0.rawValue)" }
      for key in keys {
        let text = bundle.localizedString(forKey: key, value: missing, table: nil)
        if text != missing { table[key] = text }
      }
      tables[language] = table
    }
    return tables
  }()

  /// Fills a format's placeholders with texts, never crashing on a bad format (a host's own
  /// text may have any): `%1$@` and `%2$d` take the argument at that position, `%@` and `%d`
  /// the next one, `%%` is a percent sign; anything else, and a placeholder without an
  /// argument, stays as written.
  static func format(_ format: String, _ arguments: [String]) -> String {
    var result = ""
    var next = 0
    var rest = Substring(format)
    while let percent = rest.firstIndex(of: "%") {
      result += rest[..<percent]
      rest = rest[rest.index(after: percent)...]
      if rest.first == "%" {
        result += "%"
        rest = rest.dropFirst()
        continue
      }
      let digits = rest.prefix(while: \.isASCIIDigit)
      var position: Int?
      var spec = rest
      if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
        position = Int(digits).map { $0 - 1 }
        spec = rest.dropFirst(digits.count + 1)
      }
      let length = spec.hasPrefix("ld") ? 2 : (spec.first == "@" || spec.first == "d") ? 1 : 0
      let index = position ?? next
      guard length > 0, arguments.indices.contains(index) else {
        result += "%"
        continue
      }
      if position == nil { next += 1 }
      result += arguments[index]
      rest = spec.dropFirst(length)
    }
    return result + rest
  }
}

extension Character {
  /// Whether this is one of 0–9.
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
