import Foundation

/// The words the control shows and speaks, in English.
///
/// Every text goes through one lookup (`localized(_:_:)`) by a stable key, so moving them to
/// the package's `Localizable.strings` resources changes one function. (Resources are not used
/// yet: the iOS check's stand-in `Bundle.module` does not compile in Swift 6 mode against the
/// iOS 16.5 SDK.)
///
/// The state titles are the Adaptive Cards typeahead's defaults; a host overrides them with
/// ``AutofillStateTexts``.
public enum AutofillStrings {
  /// The loading row's title: "Loading options".
  public static var loadingTitle: String {
    localized("autofill.loading.title", "Loading options")
  }

  /// The no-matches row's title, also announced: "No matches found".
  public static var noMatchesTitle: String {
    localized("autofill.noMatches.title", "No matches found")
  }

  /// The failed row's title when the error has no message of its own: "Something went wrong."
  public static var failureFallback: String {
    localized("autofill.failure.fallback", "Something went wrong.")
  }

  /// Announced when the loading row appears: "Loading suggestions".
  public static var loadingAnnouncement: String {
    localized("autofill.loading.announcement", "Loading suggestions")
  }

  /// Announced when results have settled: "3 suggestions available".
  ///
  /// - Parameter count: The number of rows.
  /// - Returns: The announcement.
  public static func suggestionCount(_ count: Int) -> String {
    if count == 1 { return localized("autofill.count.one", "1 suggestion available") }
    return String(format: localized("autofill.count.other", "%d suggestions available"), count)
  }

  /// Announced when the highlight moves: "Zürich, 2 of 5".
  ///
  /// - Parameters:
  ///   - value: The highlighted item's value.
  ///   - index: The row's index, from 0.
  ///   - count: The number of rows.
  /// - Returns: The announcement.
  public static func rowAnnouncement(_ value: String, _ index: Int, _ count: Int) -> String {
    String(format: localized("autofill.row", "%1$@, %2$d of %3$d"), value, index + 1, count)
  }

  /// The name of the VoiceOver rotor that moves to the dropdown's rows: "Suggestions".
  public static var suggestionsRotorName: String {
    localized("autofill.rotor", "Suggestions")
  }

  /// A row's position for VoiceOver's value: "2 of 5".
  ///
  /// - Parameters:
  ///   - index: The row's index, from 0.
  ///   - count: The number of rows.
  /// - Returns: The position.
  public static func rowPosition(_ index: Int, _ count: Int) -> String {
    String(format: localized("autofill.row.position", "%1$d of %2$d"), index + 1, count)
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

  /// The text for a key; for now the English text.
  private static func localized(_ key: String, _ english: String) -> String { english }
}
