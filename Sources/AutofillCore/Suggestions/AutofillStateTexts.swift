/// The titles and subtitles of the single-row states, which a host may replace (as the
/// Adaptive Cards typeahead lets a card do). Defaults come from ``AutofillStrings``.
public struct AutofillStateTexts: Sendable, Equatable {
  /// The loading row's title. Default "Loading options".
  public var loadingTitle = AutofillStrings.loadingTitle
  /// The loading row's subtitle. Default none.
  public var loadingSubtitle: String?
  /// The no-matches row's title, also announced. Default "No matches found".
  public var noMatchesTitle = AutofillStrings.noMatchesTitle
  /// The no-matches row's subtitle. Default none.
  public var noMatchesSubtitle: String?
  /// The failed row's title when the error has no description of its own. Default
  /// "Something went wrong."
  public var failureTitle = AutofillStrings.failureFallback
  /// The failed row's subtitle. Default none.
  public var failureSubtitle: String?

  /// Creates the default texts.
  public init() {}
}
