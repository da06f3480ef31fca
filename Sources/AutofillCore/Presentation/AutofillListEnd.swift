/// When a table showing a list asks for its next page: once per list length, when its last row
/// comes on screen.
///
/// A table sees its last row both when it is about to display it (scrolling) and when a list
/// shorter than the dropdown shows it without any scrolling (after placement); either may
/// happen many times for the same rows, and the session reports its state after every event.
/// This value keeps the asks to one per page: a longer list (the next page arrived) may ask
/// again, and so may a new list, even of the same length (another query's results).
///
/// ```swift
/// var end = AutofillListEnd()
/// end.lastRowShows(rowCount: 20)  // true: ask for the next page
/// end.lastRowShows(rowCount: 20)  // false: already asked
/// end.lastRowShows(rowCount: 40)  // true: the next page arrived and shows its end
/// ```
public struct AutofillListEnd: Sendable, Equatable {
  /// The row count for which the end was last reported.
  private var reportedCount: Int?

  /// Creates a value for a table that has reported no end yet.
  public init() {}

  /// Records that the table shows `new` rows instead of `old`.
  ///
  /// A new list (a different count, or any row's title or subtitle differs) may report its end
  /// again; the same list with only its highlight or matched ranges changed may not.
  ///
  /// - Parameters:
  ///   - old: The rows the table showed.
  ///   - new: The rows it shows now.
  public mutating func rowsDidChange(
    from old: [AutofillDropdownRow], to new: [AutofillDropdownRow]
  ) {
    let isSameList =
      old.count == new.count
      && zip(old, new).allSatisfy { $0.title == $1.title && $0.subtitle == $1.subtitle }
    if !isSameList { reportedCount = nil }
  }

  /// Records that the last of `rowCount` rows is on screen, or about to be displayed.
  ///
  /// - Parameter rowCount: How many rows the table shows.
  /// - Returns: Whether to ask for the next page now: true the first time for a list of this
  ///   length (since the last new list), false after that and for an empty list.
  public mutating func lastRowShows(rowCount: Int) -> Bool {
    guard rowCount > 0, reportedCount != rowCount else { return false }
    reportedCount = rowCount
    return true
  }
}
