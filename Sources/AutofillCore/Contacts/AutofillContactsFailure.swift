import Foundation

/// Why the address book gives no rows, in words a person can act on: the failed row.
public enum AutofillContactsFailure: Error, LocalizedError, Sendable, Hashable {
  /// Access was not asked for yet; the app asks when it chooses
  /// (``AutofillContactsSource/requestAccess()``).
  case notDetermined
  /// The user denied access; Settings can allow it.
  case denied
  /// Access is restricted on this device.
  case restricted
  /// Limited access, and none of the shared contacts matches; Settings can share more.
  case limited

  /// The failed row's text, in the user's language.
  public var errorDescription: String? { message(language: AutofillStrings.currentLanguage) }

  /// The failed row's text in a supported language (else English).
  ///
  /// - Parameter language: A language identifier ("de", "fr-CA").
  /// - Returns: The text.
  public func message(language: String) -> String {
    switch self {
    case .notDetermined: return AutofillStrings.text(.contactsNotDetermined, language: language)
    case .denied: return AutofillStrings.text(.contactsDenied, language: language)
    case .restricted: return AutofillStrings.text(.contactsRestricted, language: language)
    case .limited: return AutofillStrings.text(.contactsLimited, language: language)
    }
  }
}
