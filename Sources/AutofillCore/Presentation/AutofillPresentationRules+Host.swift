extension AutofillPresentationRules {
  /// Whether a write to the field's `autocorrectionType` is the host's choice, which the field
  /// then never overrides (see
  /// ``suppressesAutocorrection(isAutofillOn:isSecureEntry:hasSource:usesTriggers:hostSetAutocorrection:)``).
  ///
  /// The field's own writes (turning autocorrection off for an editing session and restoring
  /// it) are not. A storyboard's decoder sets the property during init whatever Interface
  /// Builder shows, so a write before init finishes is the host's only when it is not the
  /// default value; any write after init is the host's, the default included.
  ///
  /// - Parameters:
  ///   - isFieldsOwnWrite: Whether the field itself is writing the property.
  ///   - hasFinishedInit: Whether the field's initializer has returned.
  ///   - isDefault: Whether the value written is the default.
  /// - Returns: Whether to record the value as the host's choice.
  public static func isHostAutocorrectionChoice(
    isFieldsOwnWrite: Bool, hasFinishedInit: Bool, isDefault: Bool
  ) -> Bool {
    !isFieldsOwnWrite && (hasFinishedInit || !isDefault)
  }

  /// The rows an inline presentation draws under the field (a SwiftUI field's suggestions as
  /// rows of its `List` or `Form`): what the floating dropdown would show, while it would show
  /// (``showsDropdown(_:isFirstResponder:isInWindow:)``), with the source's status row under
  /// them; none otherwise, so the list closes up when editing ends or nothing is suggested.
  ///
  /// While a pick is in progress (a finger is down on a row, see
  /// ``AutofillCompletionSession/isPickInProgress``) the rows stay as they are, even if editing
  /// ends meanwhile, as the floating dropdown does
  /// (``dropdownUpdate(for:isFirstResponder:isInWindow:isPickInProgress:)``): removing the row
  /// under the finger would lose its tap.
  ///
  /// At most `maximumSuggestions` suggestions show (the rest would sit under the keyboard in
  /// the form), with the source's status row under them.
  ///
  /// - Parameters:
  ///   - state: The session's state.
  ///   - sourceStatus: The source's status under the rows.
  ///   - texts: The state rows' and section titles' texts.
  ///   - isFirstResponder: Whether the field is editing.
  ///   - isInWindow: Whether the field is in a window.
  ///   - isPickInProgress: Whether a finger is down on a row. Default `false`.
  ///   - current: The rows drawn now, kept while a pick is in progress. Default none.
  ///   - maximumSuggestions: The most suggestion rows to draw. Default no limit.
  /// - Returns: The rows, top to bottom (``AutofillDropdownRow/rows(for:sourceStatus:texts:)``),
  ///   each with its identity and item.
  public static func inlineRows(
    for state: AutofillDropdownState, sourceStatus: AutofillSourceStatus,
    texts: AutofillStateTexts, isFirstResponder: Bool, isInWindow: Bool,
    isPickInProgress: Bool = false, current: [AutofillInlineRow] = [],
    maximumSuggestions: Int = .max
  ) -> [AutofillInlineRow] {
    guard isInWindow else { return [] }
    if isPickInProgress { return current }
    guard showsDropdown(state, isFirstResponder: isFirstResponder, isInWindow: isInWindow)
    else { return [] }
    let all = AutofillDropdownRow.rows(for: state, sourceStatus: sourceStatus, texts: texts)
    let limit = AutofillDropdownRow.visibleRowLimit(
      for: all.map(\.kind), maximumSuggestions: maximumSuggestions)
    // Past the limit, only the source's status row (its last) still shows.
    let status = all.last.flatMap { $0.isSelectable || limit == all.count ? nil : $0 }
    let rows = Array(all.prefix(limit)) + (status.map { [$0] } ?? [])
    var section: String?
    var seen: [AutofillInlineRow.ID: Int] = [:]
    return rows.enumerated().map { offset, row in
      if row.kind == .sectionTitle { section = row.title }
      var id = AutofillInlineRow.ID(
        kind: row.kind.name, title: row.title, subtitle: row.subtitle, section: section)
      id.occurrence = seen[id, default: 0]
      seen[id, default: 0] += 1
      var item: AutofillItem?
      if case .suggestion(let index) = row.kind { item = state.suggestions[index].item }
      let isLast = !rows[(offset + 1)...].contains(where: \.isSelectable)
      return AutofillInlineRow(
        id: id, row: row, item: item,
        reachesEnd: item != nil && isLast && limit == all.count
          && state.suggestions.count < maximumSuggestions)
    }
  }
}

/// A row an inline presentation draws (``AutofillPresentationRules/inlineRows(for:sourceStatus:texts:isFirstResponder:isInWindow:isPickInProgress:current:maximumSuggestions:)``),
/// with an identity that outlives its place, and the item a suggestion row shows.
public struct AutofillInlineRow: Sendable, Equatable, Identifiable {
  /// What makes a row the same row across updates: its kind, texts and section (not its
  /// place), and how many rows above it share them.
  public struct ID: Sendable, Hashable {
    let kind: String
    let title: String
    let subtitle: String?
    let section: String?
    var occurrence = 0
  }

  /// The row's identity.
  public let id: ID
  /// What the row says.
  public let row: AutofillDropdownRow
  /// The item a suggestion row shows, which a tap on it enters; `nil` for other rows.
  public let item: AutofillItem?
  /// Whether this is the last suggestion row of rows that were not cut short, fewer than the
  /// most an inline list draws (a next page would not show): when it shows, the list reached
  /// its end (``AutofillCompletionSession/reachEnd()``), as the dropdown's
  /// last row does.
  public let reachesEnd: Bool

  /// Whether two rows are the same row saying the same, for the same item: a new answer's
  /// item with another `refCon` or entered text is a change (a custom row draws the item, and a
  /// tap enters it). `refCon`s compare as ``AutofillFieldContent/isSame(as:)`` says.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.id == rhs.id && lhs.row == rhs.row && lhs.reachesEnd == rhs.reachesEnd
      && lhs.item?.textToEnter == rhs.item?.textToEnter
      && AutofillFieldContent.isSame(refCon: lhs.item?.refCon, rhs.item?.refCon)
  }
}

extension AutofillDropdownRow.Kind {
  /// The kind without a suggestion's index.
  fileprivate var name: String {
    switch self {
    case .suggestion: "suggestion"
    case .loading: "loading"
    case .noMatches: "noMatches"
    case .failed: "failed"
    case .sectionTitle: "sectionTitle"
    }
  }
}
