#if canImport(Contacts)
  @_exported import AutofillCore
  @preconcurrency import Contacts
  import os

  /// The Contacts framework's `CNContactStore` as an `AutofillContactStoring`.
  ///
  /// Each fetch uses a store of its own, on a dispatch queue (Contacts' fetch is synchronous:
  /// it never holds one of Swift's cooperative threads) and stops when the asking task is
  /// cancelled. ``changes()`` keeps a store alive while it is watched. The app's Info.plist
  /// needs `NSContactsUsageDescription`.
  public struct AutofillSystemContactStore: AutofillContactStoring {
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
      default:
        // `CNAuthorizationStatusLimited = 4`, NS_ENUM_AVAILABLE_IOS(18_0): compared by its raw
        // value, as the iOS 16.5 SDK has no name for it, and a plain `default` (not
        // `@unknown default`) because Xcode 16's SDK knows `.limited` and would warn that the
        // switch is not exhaustive. A later status reads nothing, and says so.
        return status.rawValue == 4 ? .limited : .denied
      }
    }

    /// Shows the system's alert (once) and returns whether access was granted.
    public func requestAccess() async throws -> Bool {
      try await CNContactStore().requestAccess(for: .contacts)
    }

    /// Every contact the app may read, with the full name's keys and only the fields asked,
    /// in the user's sort order; a contact whose name formats to nothing is left out.
    ///
    /// - Throws: Contacts' error; `CancellationError` when the asking task is cancelled.
    public func contacts(with fields: AutofillContactFields) async throws -> [AutofillContact] {
      let cancelled = OSAllocatedUnfairLock(initialState: false)
      return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
          DispatchQueue.global(qos: .userInitiated).async {
            continuation.resume(with: Result { try Self.fetch(fields, until: cancelled) })
          }
        }
      } onCancel: {
        cancelled.withLock { $0 = true }
      }
    }

    private static func fetch(
      _ fields: AutofillContactFields, until cancelled: OSAllocatedUnfairLock<Bool>
    ) throws -> [AutofillContact] {
      var keys = [CNContactFormatter.descriptorForRequiredKeys(for: .fullName)]
      if fields.contains(.email) { keys.append(CNContactEmailAddressesKey as CNKeyDescriptor) }
      if fields.contains(.phone) { keys.append(CNContactPhoneNumbersKey as CNKeyDescriptor) }
      let request = CNContactFetchRequest(keysToFetch: keys)
      request.sortOrder = .userDefault
      var contacts: [AutofillContact] = []
      try CNContactStore().enumerateContacts(with: request) { contact, stop in
        guard !cancelled.withLock({ $0 }) else {
          stop.pointee = true
          return
        }
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
      if cancelled.withLock({ $0 }) { throw CancellationError() }
      return contacts
    }

    /// One element per `CNContactStoreDidChange` notification.
    ///
    /// The notification is reported to come only while a `CNContactStore` is alive
    /// (https://stackoverflow.com/questions/38331920, codebytere/node-mac-contacts#7), so the
    /// stream keeps one until it ends.
    public func changes() -> AsyncStream<Void> {
      AsyncStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
        // Apple documents `CNContactStore` as thread-safe; it is only kept, never used.
        nonisolated(unsafe) let store = CNContactStore()
        let watcher = Task {
          for await _ in NotificationCenter.default.notifications(named: .CNContactStoreDidChange) {
            continuation.yield()
          }
        }
        continuation.onTermination = { _ in
          watcher.cancel()
          withExtendedLifetime(store) {}
        }
      }
    }
  }
#endif
