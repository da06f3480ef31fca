import Foundation

/// One row of the dropdown as a renderer draws it: a suggestion, or the single row that stands
/// for the loading, no-matches or failed state. The UIKit table and the terminal demo both
/// render these, so what a row says and how it reads to VoiceOver is decided once.
///
/// ```swift
/// let rows = AutofillDropdownRow.rows(for: controller.state, texts: configuration.texts)
/// // .results with 3 items → 3 suggestion rows; .loading → 1 row with an activity indicator
/// ```
public struct AutofillDropdownRow: Sendable, Equatable {
  /// What the row stands for.
  public enum Kind: Sendable, Equatable {
    /// The suggestion at this index of ``AutofillDropdownState/suggestions``.
    case suggestion(index: Int)
    /// The answer is on its way.
    case loading
    /// Nothing matched.
    case noMatches
    /// The source failed.
    case failed
  }

  /// What the row stands for.
  public var kind: Kind
  /// The main text: the item's value, or the state's title.
  public var title: String
  /// The second line, if any: the item's subtitle, or the state's subtitle.
  public var subtitle: String?
  /// The matched part of ``title`` in UTF-16 offsets (an `NSRange`), to draw highlighted.
  public var matchedRange: NSRange?
  /// Whether this is the highlighted row (hardware ↓/↑).
  public var isHighlighted: Bool
  /// What VoiceOver reads as the row's label: the title, then the subtitle.
  public var accessibilityLabel: String
  /// What VoiceOver reads as the row's value: "2 of 5" for suggestions, `nil` otherwise.
  public var accessibilityValue: String?

  /// Whether a tap selects the row: true for suggestions only.
  public var isSelectable: Bool {
    if case .suggestion = kind { return true }
    return false
  }

  /// Whether the row shows an activity indicator: true for the loading row only.
  public var showsActivityIndicator: Bool { kind == .loading }

  /// The rows that `state` shows.
  ///
  /// - Parameters:
  ///   - state: The controller's state.
  ///   - texts: The titles and subtitles of the state rows.
  /// - Returns: One row per suggestion for results, one row for loading, no matches or
  ///   failed, and none when hidden.
  public static func rows(
    for state: AutofillDropdownState, texts: AutofillStateTexts = AutofillStateTexts()
  ) -> [AutofillDropdownRow] {
    switch state {
    case .hidden:
      return []
    case .loading:
      return [stateRow(.loading, texts.loadingTitle, texts.loadingSubtitle)]
    case .noMatches:
      return [stateRow(.noMatches, texts.noMatchesTitle, texts.noMatchesSubtitle)]
    case .failed(let message):
      return [stateRow(.failed, message, texts.failureSubtitle)]
    case .results(let suggestions, let highlighted):
      return suggestions.enumerated().map { index, suggestion in
        let value = suggestion.item.value
        let subtitle = suggestion.item.subtitle
        return AutofillDropdownRow(
          kind: .suggestion(index: index),
          title: value,
          subtitle: subtitle,
          matchedRange: suggestion.matchedRange.map { NSRange($0, in: value) },
          isHighlighted: index == highlighted,
          accessibilityLabel: label(value, subtitle),
          accessibilityValue: texts.rowPosition(index, suggestions.count))
      }
    }
  }

  private static func stateRow(_ kind: Kind, _ title: String, _ subtitle: String?)
    -> AutofillDropdownRow
  {
    AutofillDropdownRow(
      kind: kind, title: title, subtitle: subtitle, matchedRange: nil, isHighlighted: false,
      accessibilityLabel: label(title, subtitle), accessibilityValue: nil)
  }

  private static func label(_ title: String, _ subtitle: String?) -> String {
    guard let subtitle, !subtitle.isEmpty else { return title }
    return "\(title), \(subtitle)"
  }
}
