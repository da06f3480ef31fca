import AutofillCore
import Foundation

/// An address book a test fills, authorizes and changes, counting what the source asks of it.
///
/// `@unchecked Sendable` is safe: every access to its state holds `lock`.
final class ScriptedContactStore: AutofillContactStoring, @unchecked Sendable {
  private let lock = NSLock()
  private var status: AutofillContactsAuthorization
  private var people: [AutofillContact]
  private let grants: AutofillContactsAuthorization
  private var fetches: [AutofillContactFields] = []
  private var requests = 0
  private var continuations: [AsyncStream<Void>.Continuation] = []

  /// - Parameters:
  ///   - authorization: The authorization now.
  ///   - contacts: The address book.
  ///   - grants: The authorization a request for access gives.
  init(
    _ authorization: AutofillContactsAuthorization, contacts: [AutofillContact] = [],
    grants: AutofillContactsAuthorization = .authorized
  ) {
    status = authorization
    people = contacts
    self.grants = grants
  }

  /// The fields of each fetch, in order.
  var fetchedFields: [AutofillContactFields] { lock.withLock { fetches } }
  /// How many streams of changes were asked for (watchers).
  var watcherCount: Int { lock.withLock { continuations.count } }
  /// How many times access was requested.
  var requestCount: Int { lock.withLock { requests } }

  func authorization() -> AutofillContactsAuthorization { lock.withLock { status } }

  func requestAccess() async throws -> Bool {
    lock.withLock {
      requests += 1
      status = grants
      return grants == .authorized || grants == .limited
    }
  }

  func contacts(with fields: AutofillContactFields) async throws -> [AutofillContact] {
    lock.withLock {
      fetches.append(fields)
      return people
    }
  }

  func changes() -> AsyncStream<Void> {
    let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
    lock.withLock { continuations.append(continuation) }
    return stream
  }

  /// Changes the address book and tells every watcher, as `CNContactStoreDidChange` does.
  func change(
    contacts: [AutofillContact]? = nil, authorization: AutofillContactsAuthorization? = nil
  ) {
    let watchers = lock.withLock {
      if let contacts { people = contacts }
      if let authorization { status = authorization }
      return continuations
    }
    for watcher in watchers { watcher.yield() }
  }
}
