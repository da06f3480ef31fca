/// The row under the field's own rows while an asynchronous source has not answered them:
/// ``AutofillSuggestionMachine/sourceStatus``. Without rows of its own, the dropdown shows the
/// loading and failed states instead (``AutofillDropdownState``).
public enum AutofillSourceStatus: Sendable, Equatable {
  /// No row: the source has answered, or is not asked, or the loading delay has not passed.
  case idle
  /// A loading row under the local rows.
  case loading
  /// A failed row with the error's message under the local rows.
  case failed(message: String)
}
