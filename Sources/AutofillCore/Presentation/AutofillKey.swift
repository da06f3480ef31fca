/// A hardware-keyboard key the dropdown can take over from the system.
public enum AutofillKey: Sendable, Hashable, CaseIterable {
  /// ↓: highlight the next row.
  case down
  /// ↑: highlight the previous row.
  case up
  /// Return: select the highlighted row.
  case enter
  /// Escape: hide the dropdown.
  case escape
  /// →: accept the inline completion.
  case right
}

extension AutofillDropdownState {
  /// The keys the dropdown takes over in this state; every other key, and these keys in
  /// other states, keep their usual meaning (Return ends editing when no row is highlighted,
  /// ↑/↓ move the caret when there are no rows).
  ///
  /// - Results: ↓, ↑, Escape, and Return when a row is highlighted.
  /// - Loading, no matches, failed: Escape.
  /// - Hidden: none.
  public var handledKeys: Set<AutofillKey> {
    switch self {
    case .hidden: return []
    case .loading, .noMatches, .failed: return [.escape]
    case .results(let rows, let highlighted):
      guard !rows.isEmpty else { return [.escape] }
      return highlighted == nil ? [.down, .up, .escape] : [.down, .up, .escape, .enter]
    }
  }
}

extension AutofillCompletionSession {
  /// The keys the field takes over now: the dropdown's (``AutofillDropdownState/handledKeys``),
  /// plus Return and → while an inline completion shows (they accept it), and Return while
  /// suggestions show with
  /// ``AutofillSuggestionMachine/Configuration/returnSelectsFirstSuggestion`` on (it picks the
  /// first).
  public var handledKeys: Set<AutofillKey> {
    var keys = state.handledKeys
    if inlineCompletion != nil { keys.formUnion([.enter, .right]) }
    if configuration.returnSelectsFirstSuggestion, !state.suggestions.isEmpty {
      keys.insert(.enter)
    }
    return keys
  }
}
