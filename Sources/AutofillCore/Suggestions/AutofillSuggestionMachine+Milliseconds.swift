extension AutofillSuggestionMachine.Configuration {
  /// ``debounce`` in whole milliseconds, as an Interface Builder setting can hold it.
  ///
  /// Reading drops any fraction of a millisecond; writing a negative value sets zero (ask at
  /// once), since a pause cannot be shorter than none.
  ///
  /// ```swift
  /// var configuration = AutofillSuggestionMachine.Configuration()
  /// configuration.debounceMilliseconds = 400   // debounce == .milliseconds(400)
  /// configuration.debounceMilliseconds = -5    // debounce == .zero
  /// ```
  public var debounceMilliseconds: Int {
    get {
      let (seconds, attoseconds) = debounce.components
      return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }
    set { debounce = .milliseconds(max(0, newValue)) }
  }
}
