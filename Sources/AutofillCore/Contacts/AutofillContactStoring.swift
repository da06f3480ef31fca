/// An address book, as `CNContactStore` is one. The `AutofillContacts` product adapts the
/// Contacts framework's; a test scripts one.
///
/// ``AutofillContactsSource`` calls it off the main actor and decides everything else: when
/// to fetch, how to match, what each authorization shows.
public protocol AutofillContactStoring: Sendable {
  /// The app's authorization now.
  func authorization() -> AutofillContactsAuthorization
  /// Asks the user for access (the system's alert, once).
  ///
  /// - Returns: Whether access (full or limited) was granted.
  /// - Throws: The store's error.
  func requestAccess() async throws -> Bool
  /// Every contact the app may read, with the name and only the `fields` asked for.
  ///
  /// - Parameter fields: The fields to fetch besides the name.
  /// - Returns: The contacts.
  /// - Throws: The store's error.
  func contacts(with fields: AutofillContactFields) async throws -> [AutofillContact]
  /// One element each time the address book changes (`CNContactStoreDidChange`).
  func changes() -> AsyncStream<Void>
}
