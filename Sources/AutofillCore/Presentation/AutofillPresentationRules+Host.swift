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
  /// - Parameters:
  ///   - state: The session's state.
  ///   - sourceStatus: The source's status under the rows.
  ///   - texts: The state rows' and section titles' texts.
  ///   - isFirstResponder: Whether the field is editing.
  ///   - isInWindow: Whether the field is in a window.
  /// - Returns: The rows, top to bottom (``AutofillDropdownRow/rows(for:sourceStatus:texts:)``).
  public static func inlineRows(
    for state: AutofillDropdownState, sourceStatus: AutofillSourceStatus,
    texts: AutofillStateTexts, isFirstResponder: Bool, isInWindow: Bool
  ) -> [AutofillDropdownRow] {
    guard showsDropdown(state, isFirstResponder: isFirstResponder, isInWindow: isInWindow)
    else { return [] }
    return AutofillDropdownRow.rows(for: state, sourceStatus: sourceStatus, texts: texts)
  }
}
