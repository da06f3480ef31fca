extension AutofillDropdownRow {
  /// What a row is to VoiceOver, as a renderer maps it to its platform's traits (UIKit's
  /// `UIAccessibilityTraits`).
  public enum AccessibilityTrait: Sendable, Hashable, CaseIterable {
    /// The row acts when activated: a suggestion.
    case button
    /// The row is the highlighted suggestion.
    case selected
    /// The row titles the rows under it: a section title.
    case header
    /// The row only says something: the loading, no-matches or failed row.
    case staticText
    /// The row's content changes while it shows: the loading row.
    case updatesFrequently
  }

  /// The row's traits for VoiceOver.
  ///
  /// A section title is a header; a suggestion is a button, and also selected when
  /// highlighted; any other row (loading, no matches, failed) is static text, and also updates
  /// frequently while it shows an activity indicator.
  ///
  /// ```swift
  /// row.accessibilityTraits  // [.button, .selected] for the highlighted suggestion
  /// ```
  public var accessibilityTraits: Set<AccessibilityTrait> {
    if kind == .sectionTitle { return [.header] }
    if isSelectable { return isHighlighted ? [.button, .selected] : [.button] }
    return showsActivityIndicator ? [.staticText, .updatesFrequently] : [.staticText]
  }

  /// What a table selects and scrolls to so the highlighted row shows with its context: the
  /// section title right above it (when the row above is a ``Kind/sectionTitle``), and the
  /// status row right below it (when the row below is the last row and not selectable, such as
  /// "Loading options" under the last suggestion).
  ///
  /// Scroll to each target in order, each with the least scrolling that shows it; the
  /// highlighted row comes last, so it shows even when the rows around it do not fit with it.
  ///
  /// ```swift
  /// // [title, suggestion (highlighted), suggestion, loading]
  /// AutofillDropdownRow.reveal(aroundHighlightIn: rows)  // (1, [0, 1])
  /// ```
  ///
  /// - Parameter rows: The rows the table shows, top to bottom.
  /// - Returns: `nil` when no row is highlighted; else the index of the (first) highlighted
  ///   row, and the rows to scroll to, in order: the title above (if any), the status row
  ///   below (if any), then the highlighted row.
  public static func reveal(aroundHighlightIn rows: [AutofillDropdownRow])
    -> (highlighted: Int, scrollTargets: [Int])?
  {
    guard let highlighted = rows.firstIndex(where: \.isHighlighted) else { return nil }
    var targets: [Int] = []
    let above = highlighted - 1
    if above >= 0, rows[above].kind == .sectionTitle { targets.append(above) }
    let below = highlighted + 1
    if below == rows.count - 1, !rows[below].isSelectable { targets.append(below) }
    targets.append(highlighted)
    return (highlighted, targets)
  }

  /// The suggestion a table row stands for: what a tap, a VoiceOver activation or a host's
  /// cell for that row is about.
  ///
  /// ```swift
  /// // [title, suggestion 0, suggestion 1, loading]
  /// AutofillDropdownRow.suggestionIndex(ofRow: 2, in: rows)  // 1
  /// AutofillDropdownRow.suggestionIndex(ofRow: 0, in: rows)  // nil
  /// ```
  ///
  /// - Parameters:
  ///   - row: The index of the table's row; one outside `rows` (a touch that lands while the
  ///     table changes) stands for nothing.
  ///   - rows: The rows the table shows, top to bottom.
  /// - Returns: The row's index in ``AutofillDropdownState/suggestions``, or `nil` for a
  ///   section title, a status row or a row outside `rows`.
  public static func suggestionIndex(ofRow row: Int, in rows: [AutofillDropdownRow]) -> Int? {
    guard rows.indices.contains(row), case .suggestion(let index) = rows[row].kind else {
      return nil
    }
    return index
  }

  /// The row a VoiceOver rotor over the suggestions moves to: the next (or previous) selectable
  /// row from `current`, skipping section titles and status rows.
  ///
  /// With no current row the search starts at the first row (forward) or the last (backward).
  /// A `current` outside the rows finds nothing in the direction away from them. Only the first
  /// `count` rows are searched: pass the number of rows the table has now, which may lag
  /// behind `rows` during an update (a `count` beyond `rows.count` counts as `rows.count`).
  ///
  /// - Parameters:
  ///   - rows: The rows the table shows, top to bottom.
  ///   - current: The index of the row the rotor is on, or `nil` if it is on none yet.
  ///   - count: How many rows the table has now.
  ///   - forward: Whether to search down (the rotor's next) or up (its previous).
  /// - Returns: The index of the row to move to, or `nil` when there is none that way.
  public static func nextSelectableRow(
    in rows: [AutofillDropdownRow], after current: Int?, count: Int, forward: Bool
  ) -> Int? {
    let count = min(count, rows.count)
    let step = forward ? 1 : -1
    var next: Int
    if let current {
      let (sum, overflow) = current.addingReportingOverflow(step)
      guard !overflow else { return nil }
      next = sum
    } else {
      next = forward ? 0 : count - 1
    }
    while next >= 0, next < count, !rows[next].isSelectable { next += step }
    guard next >= 0, next < count else { return nil }
    return next
  }
}
