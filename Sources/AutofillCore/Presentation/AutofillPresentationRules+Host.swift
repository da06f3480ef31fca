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
}
