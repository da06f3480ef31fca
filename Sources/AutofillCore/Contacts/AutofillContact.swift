/// One person from the address book, with only the fields a field shows.
public struct AutofillContact: Sendable, Hashable {
  /// The store's identifier (`CNContact.identifier`); the rows' `refCon`.
  public var identifier: String
  /// The name as the system formats it ("John Appleseed"); what is matched.
  public var name: String
  /// The email addresses, when asked for (``AutofillContactFields/email``).
  public var emails: [String]
  /// The phone numbers, when asked for (``AutofillContactFields/phone``).
  public var phones: [String]

  /// Creates a contact.
  ///
  /// - Parameters:
  ///   - identifier: The store's identifier.
  ///   - name: The formatted name.
  ///   - emails: The email addresses.
  ///   - phones: The phone numbers.
  public init(identifier: String, name: String, emails: [String] = [], phones: [String] = []) {
    self.identifier = identifier
    self.name = name
    self.emails = emails
    self.phones = phones
  }
}
