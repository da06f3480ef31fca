import Foundation

/// People as you type, from the address book (the Contacts framework, through the
/// `AutofillContacts` product), matched by the package's own index.
///
/// The address book is fetched once, off the main actor, with the name and only the fields
/// asked for, and indexed; every keystroke is then a lookup. A change to the address book
/// (`CNContactStoreDidChange`) makes the next question fetch again, and is told on
/// ``changes`` so the field can ask again at once (`field.reloadSuggestions()`).
///
/// What each authorization shows:
/// - not determined: the failed row ``AutofillContactsFailure/notDetermined``; the source
///   never asks on its own: the app calls ``requestAccess()`` when it chooses;
/// - denied or restricted: the failed row that says so;
/// - limited (iOS 18): the shared contacts that match, under a section title that says more
///   can be shared, or, when none matches, the failed row that says it;
/// - authorized: the contacts that match.
///
/// Each row's `refCon` is the contact's identifier (`CNContact.identifier`).
public actor AutofillContactsSource: AutofillSource {
  private let store: any AutofillContactStoring
  private let fields: AutofillContactFields
  private let matchOptions: AutofillMatchOptions
  private var loading: Task<AutofillIndex, any Error>?
  private var watching: Task<Void, Never>?
  private let changeContinuation: AsyncStream<Void>.Continuation?

  /// One element each time the address book changed and the source will fetch it again.
  /// Read it from one place (the field that shows this source).
  public nonisolated let changes: AsyncStream<Void>

  /// Creates a source. It reads nothing until it is asked.
  ///
  /// - Parameters:
  ///   - store: The address book.
  ///   - fields: The fields to fetch and show as subtitles besides the name; one row per
  ///     address or number. Default email addresses.
  ///   - maximumTypos: The typing mistakes a name may be matched with (see
  ///     ``AutofillMatchOptions/maximumTypos``). Default 1.
  public init(
    store: any AutofillContactStoring, fields: AutofillContactFields = .email,
    maximumTypos: Int = 1
  ) {
    self.store = store
    self.fields = fields
    // Any word of the name: "apple" finds John Appleseed.
    matchOptions = AutofillMatchOptions(
      isWildcardBefore: true, maximumCount: -1, maximumTypos: maximumTypos)
    // `AsyncStream.makeStream` is iOS 17's; the build closure runs before `init` returns.
    var continuation: AsyncStream<Void>.Continuation?
    changes = AsyncStream(bufferingPolicy: .bufferingNewest(1)) { continuation = $0 }
    changeContinuation = continuation
  }

  deinit {
    watching?.cancel()
    loading?.cancel()
    changeContinuation?.finish()
  }

  /// `false`: the address book may change while the field is open.
  public nonisolated var cachesAnswers: Bool { false }

  /// Asks the user for access, if not asked yet (the system shows its alert once), and starts
  /// watching for changes.
  ///
  /// - Returns: The authorization afterwards.
  @discardableResult
  public func requestAccess() async -> AutofillContactsAuthorization {
    startWatching()
    if store.authorization() == .notDetermined { _ = try? await store.requestAccess() }
    loading = nil
    return store.authorization()
  }

  /// The contacts whose name matches the query's text (with typos, in any word), best first,
  /// one page of them; or the authorization's failed row (see the type).
  ///
  /// - Parameter query: The text, and the page (`count`, `skip`); the field's match options
  ///   are not used: names match in any word, with typos.
  /// - Returns: The page's rows.
  /// - Throws: ``AutofillContactsFailure``, or the store's error.
  public func items(for query: AutofillQuery) async throws -> [AutofillItem] {
    startWatching()
    let authorization = store.authorization()
    switch authorization {
    case .notDetermined: throw AutofillContactsFailure.notDetermined
    case .denied: throw AutofillContactsFailure.denied
    case .restricted: throw AutofillContactsFailure.restricted
    case .limited, .authorized: break
    }
    let index = try await currentIndex()
    let skip = max(query.skip, 0)
    var options = matchOptions
    let (end, overflow) = skip.addingReportingOverflow(max(query.count, 0))
    options.maximumCount = overflow ? -1 : end
    let matches = index.matches(for: query.text, options: options).dropFirst(skip)
    guard authorization == .limited else { return matches.map(Self.row) }
    if matches.isEmpty, skip == 0 { throw AutofillContactsFailure.limited }
    let title = AutofillContactsFailure.limited.errorDescription
    return matches.map {
      var item = Self.row($0)
      item.section = title
      return item
    }
  }

  /// A match as a row: highlighted where this source's matching found it (the field's
  /// options may match otherwise).
  private static func row(_ match: AutofillMatch) -> AutofillItem {
    var item = match.item
    item.highlight = AutofillHighlight(title: [match.utf16Range])
    return item
  }

  /// The index of the address book as last fetched, fetching it if it changed since.
  private func currentIndex() async throws -> AutofillIndex {
    if let loading { return try await loading.value }
    let task = Task { [store, fields, matchOptions] in
      let contacts = try await store.contacts(with: fields)
      return await AutofillIndex.build(Self.items(for: contacts, fields), preparing: matchOptions)
    }
    loading = task
    do {
      return try await task.value
    } catch {
      if loading == task { loading = nil }
      // The store changed while it was read, which cancels the fetch, not this question:
      // read it afresh.
      if error is CancellationError, !Task.isCancelled { return try await currentIndex() }
      throw error
    }
  }

  /// One row per contact and address or number asked for (a contact with none still gets
  /// one, without a subtitle), in the store's order.
  static func items(for contacts: [AutofillContact], _ fields: AutofillContactFields)
    -> [AutofillItem]
  {
    contacts.flatMap { contact in
      var details: [String] = []
      if fields.contains(.email) { details += contact.emails }
      if fields.contains(.phone) { details += contact.phones }
      guard !details.isEmpty else {
        return [AutofillItem(contact.name, refCon: contact.identifier)]
      }
      return details.map { AutofillItem(contact.name, subtitle: $0, refCon: contact.identifier) }
    }
  }

  private func startWatching() {
    guard watching == nil else { return }
    let stream = store.changes()
    watching = Task { [weak self] in
      for await _ in stream { await self?.storeChanged() }
    }
  }

  private func storeChanged() {
    loading?.cancel()
    loading = nil
    changeContinuation?.yield()
  }
}
