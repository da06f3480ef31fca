import Foundation

/// The words the control shows and speaks, in English.
///
/// These are the defaults of the Adaptive Cards typeahead's states; a host overrides the
/// titles in its own configuration.
public enum AutofillStrings {
  /// The loading row's title.
  public static let loadingTitle = "Loading options"
  /// The no-matches row's title, also announced.
  public static let noMatchesTitle = "No matches found"
  /// The failed row's title when the error has no message of its own.
  public static let failureFallback = "Something went wrong."
  /// Announced when the loading row appears.
  public static let loadingAnnouncement = "Loading suggestions"

  /// Announced when results have settled: "3 suggestions available".
  ///
  /// - Parameter count: The number of rows.
  /// - Returns: The announcement.
  public static func suggestionCount(_ count: Int) -> String {
    count == 1 ? "1 suggestion available" : "\(count) suggestions available"
  }

  /// Announced when the highlight moves: "Zürich, 2 of 5".
  ///
  /// - Parameters:
  ///   - value: The highlighted item's value.
  ///   - index: The row's index, from 0.
  ///   - count: The number of rows.
  /// - Returns: The announcement.
  public static func rowAnnouncement(_ value: String, _ index: Int, _ count: Int) -> String {
    "\(value), \(index + 1) of \(count)"
  }

  /// The message the failed state shows for an error: its `LocalizedError` description, else
  /// ``failureFallback``.
  ///
  /// - Parameter error: What the source threw.
  /// - Returns: A message for people.
  public static func message(for error: any Error) -> String {
    if let description = (error as? any LocalizedError)?.errorDescription, !description.isEmpty {
      return description
    }
    return failureFallback
  }
}
