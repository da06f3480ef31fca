import AutofillCore

/// The match options the demo's keys toggle, and the status line that shows them.
///
/// Each toggle is a Ctrl key (they reach the program on every terminal, unlike Alt or the
/// function keys); the status line names the key next to the option's current value.
struct DemoOptions: Equatable, Sendable {
  /// The options the controller matches with.
  var options = AutofillMatchOptions()

  /// The values ``Toggle/maximumCount`` cycles through; -1 is no limit.
  static let maximumCounts = [5, 10, 25, -1]

  /// One option a key changes.
  enum Toggle: CaseIterable, Sendable {
    /// ``AutofillMatchOptions/isCaseSensitive``.
    case caseSensitive
    /// ``AutofillMatchOptions/isDiacriticSensitive``.
    case diacriticSensitive
    /// ``AutofillMatchOptions/isWildcardBefore``.
    case wildcardBefore
    /// ``AutofillMatchOptions/isWildcardAfter``.
    case wildcardAfter
    /// ``AutofillMatchOptions/maximumCount``, cycling through ``DemoOptions/maximumCounts``.
    case maximumCount
    /// ``AutofillMatchOptions/ordering``.
    case ordering
    /// ``AutofillMatchOptions/maximumTypos``, cycling through 0, 1 and 2.
    case typos

    /// The letter that, with Ctrl, toggles it.
    var key: Character {
      switch self {
      case .caseSensitive: "t"
      case .diacriticSensitive: "g"
      case .wildcardBefore: "b"
      case .wildcardAfter: "f"
      case .maximumCount: "n"
      case .ordering: "o"
      case .typos: "y"
      }
    }

    /// The toggle for a Ctrl key, if any.
    ///
    /// - Parameter key: The lowercase letter pressed with Ctrl.
    init?(key: Character) {
      guard let toggle = Self.allCases.first(where: { $0.key == key }) else { return nil }
      self = toggle
    }
  }

  /// Creates the default options.
  init() {}

  /// Changes one option: flips a flag, moves the limit to the next value of
  /// ``maximumCounts``, switches the ordering, or allows one typo more (after 2, none).
  ///
  /// - Parameter toggle: The option to change.
  mutating func apply(_ toggle: Toggle) {
    switch toggle {
    case .caseSensitive: options.isCaseSensitive.toggle()
    case .diacriticSensitive: options.isDiacriticSensitive.toggle()
    case .wildcardBefore: options.isWildcardBefore.toggle()
    case .wildcardAfter: options.isWildcardAfter.toggle()
    case .maximumCount:
      let counts = Self.maximumCounts
      let position = counts.firstIndex(of: options.maximumCount) ?? -1
      options.maximumCount = counts[(position + 1) % counts.count]
    case .ordering:
      options.ordering = options.ordering == .relevance ? .source : .relevance
    case .typos:
      options.maximumTypos = (min(max(options.maximumTypos, 0), 2) + 1) % 3
    }
  }

  /// The status line: each toggle's key and value, then the match mode.
  ///
  /// `^T case:off ^G diacritics:off ^B before:off ^F after:on ^N max:5 ^O relevance ^Y typos:0
  /// · prefix`
  var statusLine: StyledLine {
    var line = StyledLine()
    for toggle in Toggle.allCases {
      if !line.runs.isEmpty { line.append(" ", .dim) }
      line.append("^" + String(toggle.key).uppercased(), .bold)
      line.append(" " + label(toggle), .dim)
    }
    line.append(" · " + options.mode.rawValue, .dim)
    return line
  }

  private func label(_ toggle: Toggle) -> String {
    func onOff(_ flag: Bool) -> String { flag ? "on" : "off" }
    switch toggle {
    case .caseSensitive: return "case:" + onOff(options.isCaseSensitive)
    case .diacriticSensitive: return "diacritics:" + onOff(options.isDiacriticSensitive)
    case .wildcardBefore: return "before:" + onOff(options.isWildcardBefore)
    case .wildcardAfter: return "after:" + onOff(options.isWildcardAfter)
    case .maximumCount:
      return "max:" + (options.maximumCount < 0 ? "all" : String(options.maximumCount))
    case .ordering: return options.ordering.rawValue
    case .typos: return "typos:" + String(options.maximumTypos)
    }
  }
}
