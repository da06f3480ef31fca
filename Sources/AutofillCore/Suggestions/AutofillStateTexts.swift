/// Every text a field shows or speaks: the titles and subtitles of the single-row states, the
/// announcements, the rotor's name and the section titles. A host may replace any of them (as
/// the Adaptive Cards typeahead lets a card do). Defaults come from the package's resources
/// (``AutofillStrings``), in the user's language or the one given.
///
/// ```swift
/// var texts = AutofillStateTexts(language: "de")
/// texts.noMatchesTitle = "Keine Stadt gefunden"
/// texts.sourceSectionTitle = "Vom Server"
/// field.configuration.texts = texts
/// ```
public struct AutofillStateTexts: Sendable, Equatable {
  /// The language the defaults came from, such as "en" or "ar". VoiceOver speaks the
  /// announcements in this language: a host that replaces the texts with another language's
  /// sets it too.
  public var language: String
  /// The loading row's title. Default "Loading options".
  public var loadingTitle: String
  /// The loading row's subtitle. Default none.
  public var loadingSubtitle: String?
  /// The no-matches row's title, also announced. Default "No matches found".
  public var noMatchesTitle: String
  /// The no-matches row's subtitle. Default none.
  public var noMatchesSubtitle: String?
  /// The failed row's title when the error has no description of its own. Default
  /// "Something went wrong."
  public var failureTitle: String
  /// The failed row's subtitle. Default none.
  public var failureSubtitle: String?
  /// Announced when the loading row appears. Default "Loading suggestions".
  public var loadingAnnouncement: String
  /// Announced when results have settled, in the form the count takes in ``language``:
  /// "1 suggestion available", "5 suggestions available".
  public var suggestionCount: AutofillPluralText
  /// Announced when the highlight moves, with `%1$@` for the value, `%2$d` for the row's
  /// position from 1 and `%3$d` for the number of rows. Default "%1$@, %2$d of %3$d".
  public var rowAnnouncementFormat: String
  /// A row's VoiceOver value, with `%1$d` for its position from 1 and `%2$d` for the number of
  /// rows. Default "%1$d of %2$d".
  public var rowPositionFormat: String
  /// The name of the VoiceOver rotor over the rows. Default "Suggestions".
  public var rotorName: String
  /// The name of the VoiceOver rotor over a composer's mentions (``AutofillMentions``).
  /// Default "Mentions".
  public var mentionsRotorName: String
  /// Announced when Backspace right after a mention selects it (the next Backspace deletes it
  /// whole), with `%1$@` for the mention's text. Default "Mention %1$@ selected. Delete
  /// again to remove it."
  public var mentionSelectedFormat: String
  /// The title above the rows from the field's own items when a source's rows show with them
  /// ("On this device"). Default none: no title row. Items with a ``AutofillItem/section``
  /// show under their section's title instead (see <doc:Sections>).
  public var itemsSectionTitle: String?
  /// The title above the source's rows, or its loading or failed row under the items' rows
  /// ("From the server"); also above a source's rows when it suggests alone ("Counselors"),
  /// though not above its loading, no-matches or failed state. Default none: no title row.
  /// Rows with a ``AutofillItem/section`` show under their section's title instead.
  public var sourceSectionTitle: String?
  /// The title above the suggestions shown before typing ("Recent"). Default none: no title
  /// row. Items with a ``AutofillItem/section`` show under their section's title instead.
  public var beforeTypingSectionTitle: String?
  /// The title above suggestions without a ``AutofillItem/section`` that show under a section
  /// of their origin (when a better-ranked suggestion's section came first), if their origin
  /// has no title of its own: without it they would read as that section's. Default "Other";
  /// `nil` for no title row.
  public var otherSectionTitle: String?

  /// Creates the default texts in the user's language (``AutofillStrings/currentLanguage``).
  public init() { self.init(language: AutofillStrings.currentLanguage) }

  /// Creates the default texts in a language.
  ///
  /// - Parameter language: A language code such as "fr" or "ja-JP"; an unsupported language
  ///   (see ``AutofillStrings/supportedLanguages``) gets English.
  public init(language: String) {
    let code = AutofillStrings.languageCode(of: language)
    self.language = AutofillStrings.supportedLanguages.contains(code) ? code : "en"
    loadingTitle = AutofillStrings.text(.loadingTitle, language: self.language)
    noMatchesTitle = AutofillStrings.text(.noMatchesTitle, language: self.language)
    failureTitle = AutofillStrings.text(.failureFallback, language: self.language)
    loadingAnnouncement = AutofillStrings.text(.loadingAnnouncement, language: self.language)
    suggestionCount = AutofillStrings.suggestionCountText(language: self.language)
    rowAnnouncementFormat = AutofillStrings.text(.rowAnnouncement, language: self.language)
    rowPositionFormat = AutofillStrings.text(.rowPosition, language: self.language)
    rotorName = AutofillStrings.text(.rotorName, language: self.language)
    mentionsRotorName = AutofillStrings.text(.mentionsRotorName, language: self.language)
    mentionSelectedFormat = AutofillStrings.text(.mentionSelected, language: self.language)
    otherSectionTitle = AutofillStrings.text(.otherSectionTitle, language: self.language)
  }

  /// The announcement when the highlight moves: "Zürich, 2 of 5".
  ///
  /// - Parameters:
  ///   - value: The highlighted item's value.
  ///   - index: The row's index, from 0.
  ///   - count: The number of rows.
  /// - Returns: ``rowAnnouncementFormat`` filled in.
  public func rowAnnouncement(_ value: String, _ index: Int, _ count: Int) -> String {
    AutofillStrings.format(rowAnnouncementFormat, [value, "\(index + 1)", "\(count)"])
  }

  /// The announcement when Backspace selects a mention: "Mention @Zuri Adams selected. Delete
  /// again to remove it."
  ///
  /// - Parameter mention: The mention's text, as the composer shows it.
  /// - Returns: ``mentionSelectedFormat`` filled in.
  public func mentionSelected(_ mention: String) -> String {
    AutofillStrings.format(mentionSelectedFormat, [mention])
  }

  /// A row's position for VoiceOver: "2 of 5".
  ///
  /// - Parameters:
  ///   - index: The row's index, from 0.
  ///   - count: The number of rows.
  /// - Returns: ``rowPositionFormat`` filled in.
  public func rowPosition(_ index: Int, _ count: Int) -> String {
    AutofillStrings.format(rowPositionFormat, ["\(index + 1)", "\(count)"])
  }
}
