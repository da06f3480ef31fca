/// What the dropdown shows.
public enum AutofillDropdownState: Sendable {
  /// Nothing: the zero state.
  case hidden
  /// One row saying the answer is on its way.
  case loading
  /// The suggestions, with the highlighted row if any.
  case results([AutofillSuggestion], highlighted: Int?)
  /// One row saying nothing matched.
  case noMatches
  /// One row with the error's message.
  case failed(message: String)

  /// The state without its payload, for comparing and switching.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// ``AutofillDropdownState/hidden``.
    case hidden
    /// ``AutofillDropdownState/loading``.
    case loading
    /// ``AutofillDropdownState/results(_:highlighted:)``.
    case results
    /// ``AutofillDropdownState/noMatches``.
    case noMatches
    /// ``AutofillDropdownState/failed(message:)``.
    case failed
  }

  /// The state's kind.
  public var kind: Kind {
    switch self {
    case .hidden: .hidden
    case .loading: .loading
    case .results: .results
    case .noMatches: .noMatches
    case .failed: .failed
    }
  }

  /// The rows shown, empty unless ``kind`` is ``Kind/results``.
  public var suggestions: [AutofillSuggestion] {
    if case .results(let rows, _) = self { return rows }
    return []
  }

  /// The highlighted row's index, if any.
  public var highlightedIndex: Int? {
    if case .results(_, let highlighted) = self { return highlighted }
    return nil
  }
}

extension AutofillDropdownState {
  /// The row showing an item with `item`'s value, subtitle and section, if any: the first
  /// such row.
  ///
  /// A field that must bring the session up to date before committing a tap (an input method
  /// still composing, say) finds the tapped item again with it, since the rows may have been
  /// re-ranked or replaced.
  ///
  /// - Parameter item: The item to find.
  /// - Returns: Its row index, or `nil` when no row shows it.
  public func row(showing item: AutofillItem) -> Int? {
    suggestions.firstIndex { $0.item.isSameRow(as: item) }
  }
}

extension AutofillItem {
  /// Whether a row showing `other` shows this item: the same value, subtitle and section.
  func isSameRow(as other: AutofillItem) -> Bool {
    value == other.value && subtitle == other.subtitle && section == other.section
  }
}
