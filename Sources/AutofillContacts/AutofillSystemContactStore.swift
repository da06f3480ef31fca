#if canImport(Contacts)
  @_exported import AutofillCore
  @preconcurrency import Contacts

  /// The Contacts framework's `CNContactStore` as an `AutofillContactStoring`.
  ///
  /// Each call uses a store of its own, so nothing is shared between threads; the fetch is
  /// synchronous in Contacts, and `AutofillContactsSource` calls it off the main
  /// actor. The app's Info.plist needs `NSContactsUsageDescription`.
  public struct AutofillSystemContactStore: AutofillContactStoring {
    /// `CNAuthorizationStatus.limited` (iOS 18): compared by its raw value, as the iOS 16.5
    /// SDK that this package is checked against has no name for it.
    private static let limitedRawValue = 4

    /// Creates the adapter; it reads nothing until asked.
    public init() {}

    /// The app's authorization for contacts.
    public func authorization() -> AutofillContactsAuthorization {
      let status = CNContactStore.authorizationStatus(for: .contacts)
      switch status {
      case .notDetermined: return .notDetermined
      case .restricted: return .restricted
      case .denied: return .denied
      case .authorized: return .authorized
      @unknown default:
        // A status later than iOS 18's limited access reads nothing, and says so.
        return status.rawValue == Self.limitedRawValue ? .limited : .denied
      }
    }

    /// Shows the system's alert (once) and returns whether access was granted.
    public func requestAccess() async throws -> Bool {
      try await CNContactStore().requestAccess(for: .contacts)
    }

    /// Every contact the app may read, with the full name's keys and only the fields asked,
    /// in the user's sort order; a contact whose name formats to nothing is left out.
    public func contacts(with fields: AutofillContactFields) async throws -> [AutofillContact] {
      var keys = [CNContactFormatter.descriptorForRequiredKeys(for: .fullName)]
      if fields.contains(.email) { keys.append(CNContactEmailAddressesKey as CNKeyDescriptor) }
      if fields.contains(.phone) { keys.append(CNContactPhoneNumbersKey as CNKeyDescriptor) }
      let request = CNContactFetchRequest(keysToFetch: keys)
      request.sortOrder = .userDefault
      var contacts: [AutofillContact] = []
      try CNContactStore().enumerateContacts(with: request) { contact, _ in
        guard let name = CNContactFormatter.string(from: contact, style: .fullName),
          !name.isEmpty
        else { return }
        contacts.append(
          AutofillContact(
            identifier: contact.identifier, name: name,
            emails: fields.contains(.email)
              ? contact.emailAddresses.map { $0.value as String } : [],
            phones: fields.contains(.phone) ? contact.phoneNumbers.map(\.value.stringValue) : []))
      }
      return contacts
    }

    /// One element per `CNContactStoreDidChange` notification.
    public func changes() -> AsyncStream<Void> {
      AsyncStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
        let watcher = Task {
          for await _ in NotificationCenter.default.notifications(named: .CNContactStoreDidChange) {
            continuation.yield()
          }
        }
        continuation.onTermination = { _ in watcher.cancel() }
      }
    }
  }
#endif
