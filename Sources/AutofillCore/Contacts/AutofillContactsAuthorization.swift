/// What the user allowed the app to read of the address book (`CNAuthorizationStatus`).
public enum AutofillContactsAuthorization: Sendable, Hashable, CaseIterable {
  /// Not asked yet.
  case notDetermined
  /// Restricted by the device's owner (Screen Time, a profile); the user cannot allow it.
  case restricted
  /// The user said no.
  case denied
  /// iOS 18 and later: the user shared some contacts only.
  case limited
  /// The whole address book.
  case authorized
}
