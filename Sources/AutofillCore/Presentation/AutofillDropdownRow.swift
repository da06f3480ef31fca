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
    /// A section's title ("From the server"), above its rows; not selectable.
    case sectionTitle
  }

  /// What the row stands for.
  public var kind: Kind
  /// The main text: the item's value, or the state's title.
  public var title: String
  /// The second line, if any: the item's subtitle, or the state's subtitle.
  public var subtitle: String?
  /// The matched part of ``title`` in UTF-16 offsets (an `NSRange`), to draw highlighted.
  public var matchedRange: NSRange?
  /// The parts of ``title`` to draw highlighted, in UTF-16 offsets, in order: the item's own
  /// ``AutofillItem/highlight`` when its source supplied one, else ``matchedRange``.
  public var titleHighlights: [NSRange] = []
  /// The parts of ``subtitle`` to draw highlighted, in UTF-16 offsets, in order: from the
  /// item's ``AutofillItem/highlight``, which the package's matching sets to the matched part
  /// when the item's best key is its subtitle (``AutofillItem/matchesSubtitle``).
  public var subtitleHighlights: [NSRange] = []
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

  /// How many rows of the given kinds the dropdown shows without scrolling when it shows at
  /// most `maximumSuggestions` suggestions at once: the rows down to the last of those
  /// suggestions, so the section titles above them count and the ones further down, which the
  /// user reaches by scrolling, do not. When every suggestion fits, every row shows: "Loading
  /// options" or an error under the field's own rows is never below the fold.
  ///
  /// ```swift
  /// // Cities, Zürich, Zug, Cantons, Zug, Zürich: with 2 suggestions, Cities, Zürich and Zug.
  /// AutofillDropdownRow.visibleRowLimit(for: kinds, maximumSuggestions: 2)  // 3
  /// ```
  ///
  /// - Parameters:
  ///   - kinds: The kinds of the rows shown, in order.
  ///   - maximumSuggestions: The most suggestion rows visible at once (values below 1 count
  ///     as 1).
  /// - Returns: The most rows visible at once, at most `kinds.count`.
  public static func visibleRowLimit(for kinds: [Kind], maximumSuggestions: Int) -> Int {
    var suggestions = 0
    var lastShown = 0
    for (row, kind) in kinds.enumerated() {
      guard case .suggestion = kind else { continue }
      // The first suggestion past the limit starts below the fold, with its section's title.
      if suggestions == max(maximumSuggestions, 1) { return lastShown }
      suggestions += 1
      lastShown = row + 1
    }
    return kinds.count
  }

  /// Whether the row shows an activity indicator: true for the loading row only.
  public var showsActivityIndicator: Bool { kind == .loading }

  /// The rows that `state` shows, with the source's status row under them.
  ///
  /// Each run of suggestions from one origin (``AutofillSuggestion/Origin``) gets its title row
  /// above it when ``AutofillStateTexts`` has a title for that origin. Each run of suggestions
  /// whose items have one section (``AutofillItem/section``) gets a title row with the section
  /// instead: an item's section replaces its origin's title (see <doc:Sections>). Suggestions
  /// without a section under a section of their origin get their origin's title, else
  /// ``AutofillStateTexts/otherSectionTitle``. A loading or
  /// failed ``AutofillSourceStatus`` adds its row at the end, under the source's title if there
  /// is one.
  ///
  /// Title rows are never counted: a suggestion's ``accessibilityValue`` ("2 of 5") counts the
  /// suggestions only, as the highlight and ``AutofillMatchOptions/maximumCount`` do.
  ///
  /// - Parameters:
  ///   - state: The controller's state.
  ///   - sourceStatus: The source's status under the rows (``AutofillSuggestionController/sourceStatus``).
  ///   - texts: The titles and subtitles of the state rows, and the section titles.
  /// - Returns: The rows to draw, top to bottom.
  public static func rows(
    for state: AutofillDropdownState, sourceStatus: AutofillSourceStatus,
    texts: AutofillStateTexts = AutofillStateTexts()
  ) -> [AutofillDropdownRow] {
    let suggestions = state.suggestions
    var rows: [AutofillDropdownRow] = []
    var origin: AutofillSuggestion.Origin?
    var section: String?
    // The items' title names them apart from something else: a source's rows or status.
    let isItemsAlone =
      sourceStatus == .idle && !suggestions.contains { $0.origin != .items }
    for row in stateRows(for: state, texts: texts) {
      if case .suggestion(let index) = row.kind,
        suggestions[index].origin != origin || suggestions[index].sectionTitle != section
      {
        // Rows without a section under a section of their origin need a title of their own,
        // or they would read as that section's.
        let followsSection = suggestions[index].origin == origin && section != nil
        origin = suggestions[index].origin
        section = suggestions[index].sectionTitle
        let originTitle = texts.sectionTitle(for: suggestions[index].origin)
        if let section {
          rows.append(stateRow(.sectionTitle, section, nil))
        } else if followsSection, let title = originTitle ?? texts.otherSectionTitle {
          rows.append(stateRow(.sectionTitle, title, nil))
        } else if !(isItemsAlone && origin == .items), let title = originTitle {
          rows.append(stateRow(.sectionTitle, title, nil))
        }
      }
      rows.append(row)
    }
    let status: AutofillDropdownRow
    switch sourceStatus {
    case .idle: return rows
    case .loading: status = stateRow(.loading, texts.loadingTitle, texts.loadingSubtitle)
    case .failed(let message): status = stateRow(.failed, message, texts.failureSubtitle)
    }
    // The status is the source's, not the last section's.
    if origin != .source || section != nil, let title = texts.sourceSectionTitle {
      rows.append(stateRow(.sectionTitle, title, nil))
    }
    return rows + [status]
  }

  /// The rows that `state` shows (with section titles, and no source status row).
  ///
  /// - Parameters:
  ///   - state: The controller's state.
  ///   - texts: The titles and subtitles of the state rows.
  /// - Returns: One row per suggestion for results (and any section titles), one row for
  ///   loading, no matches or failed, and none when hidden.
  public static func rows(
    for state: AutofillDropdownState, texts: AutofillStateTexts = AutofillStateTexts()
  ) -> [AutofillDropdownRow] {
    rows(for: state, sourceStatus: .idle, texts: texts)
  }

  private static func stateRows(for state: AutofillDropdownState, texts: AutofillStateTexts)
    -> [AutofillDropdownRow]
  {
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
        let matched = suggestion.matchedRange.map { NSRange($0, in: value) }
        let highlight = suggestion.item.highlight
        return AutofillDropdownRow(
          kind: .suggestion(index: index),
          title: value,
          subtitle: subtitle,
          matchedRange: matched,
          titleHighlights: highlight.map { AutofillHighlight.valid($0.title, in: value) }
            ?? (matched.map { [$0] } ?? []),
          subtitleHighlights: AutofillHighlight.valid(
            highlight?.subtitle ?? [], in: subtitle ?? ""),
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

extension AutofillStateTexts {
  /// The title above rows of an origin, if the host gave one.
  fileprivate func sectionTitle(for origin: AutofillSuggestion.Origin) -> String? {
    switch origin {
    case .items: itemsSectionTitle
    case .source: sourceSectionTitle
    case .beforeTyping: beforeTypingSectionTitle
    case .suggested: nil
    }
  }
}
