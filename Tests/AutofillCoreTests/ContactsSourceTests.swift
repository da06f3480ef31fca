import AutofillCore
import Foundation
import XCTest

/// The address book source over a scripted store: each authorization, the fields fetched,
/// matching with typos, changes while the field is open, and a large address book fetched and
/// indexed once.
@MainActor
final class ContactsSourceTests: XCTestCase {
  private let people = [
    AutofillContact(
      identifier: "1", name: "John Appleseed", emails: ["john@example.com", "j@work.example"],
      phones: ["+1 555 0100"]),
    AutofillContact(identifier: "2", name: "Anna Haro", emails: ["anna@example.com"]),
    AutofillContact(identifier: "3", name: "Kate Bell", phones: ["+1 555 0199"]),
  ]

  private func rows(_ source: AutofillContactsSource, _ text: String) async throws -> [String] {
    values(try await source.items(for: AutofillQuery(text: text)))
  }

  private func values(_ items: [AutofillItem]) -> [String] {
    items.map { "\($0.value)|\($0.subtitle ?? "")|\($0.refCon as? String ?? "")" }
  }

  private func assertThrows(
    _ expected: AutofillContactsFailure, _ body: () async throws -> [AutofillItem],
    line: UInt = #line
  ) async {
    do {
      let items = try await body()
      XCTFail("rows instead of \(expected): \(values(items))", line: line)
    } catch {
      XCTAssertEqual(error as? AutofillContactsFailure, expected, line: line)
    }
  }

  func test_authorized_matchesAnyWordOfTheName_oneRowPerEmail_withTheIdentifierAsRefCon()
    async throws
  {
    let store = ScriptedContactStore(.authorized, contacts: people)
    let source = AutofillContactsSource(store: store)
    let items = try await source.items(for: AutofillQuery(text: "apple"))
    XCTAssertEqual(
      values(items),
      ["John Appleseed|john@example.com|1", "John Appleseed|j@work.example|1"])
    XCTAssertEqual(items.first?.highlight?.title, [NSRange(location: 5, length: 5)])
    XCTAssertEqual(store.fetchedFields, [.email], "only the name and the emails are fetched")
    XCTAssertEqual(store.requestCount, 0)
  }

  func test_phoneFields_givePhoneRows_andAContactWithNoneStillHasARow() async throws {
    let store = ScriptedContactStore(.authorized, contacts: people)
    let source = AutofillContactsSource(store: store, fields: .phone)
    let kate = try await rows(source, "kate")
    XCTAssertEqual(kate, ["Kate Bell|+1 555 0199|3"])
    let anna = try await rows(source, "anna")
    XCTAssertEqual(anna, ["Anna Haro||2"])
    XCTAssertEqual(store.fetchedFields, [.phone])
  }

  func test_aTypo_stillFindsTheName() async throws {
    let source = AutofillContactsSource(
      store: ScriptedContactStore(.authorized, contacts: people), fields: [])
    let john = try await rows(source, "Jhon")
    XCTAssertEqual(john, ["John Appleseed||1"])
    let strict = AutofillContactsSource(
      store: ScriptedContactStore(.authorized, contacts: people), fields: [], maximumTypos: 0)
    let strictRows = try await rows(strict, "Jhon")
    XCTAssertEqual(strictRows.count, 0)
  }

  func test_notDetermined_saysSo_andNeverAsksOnItsOwn() async throws {
    let store = ScriptedContactStore(.notDetermined, contacts: people)
    let source = AutofillContactsSource(store: store)
    await assertThrows(.notDetermined) { try await source.items(for: AutofillQuery(text: "anna")) }
    XCTAssertEqual(store.requestCount, 0)
    XCTAssertEqual(store.fetchedFields, [], "nothing is read before access")
    let granted = await source.requestAccess()
    XCTAssertEqual(granted, .authorized)
    XCTAssertEqual(store.requestCount, 1)
    let anna = try await rows(source, "anna")
    XCTAssertEqual(
      anna,
      ["Anna Haro|anna@example.com|2"])
    await source.requestAccess()
    XCTAssertEqual(store.requestCount, 1, "asked once")
  }

  /// `requestAccess()` says it starts watching for changes: a contact shared right after
  /// (limited access, `ContactAccessButton`) reaches `changes` before the field asks again.
  /// Fails if requesting access leaves the store unwatched.
  func test_requestAccess_startsWatchingForChanges() async {
    let store = ScriptedContactStore(.notDetermined, contacts: people, grants: .limited)
    let source = AutofillContactsSource(store: store)
    XCTAssertEqual(store.watcherCount, 0, "nothing is watched before it is asked")
    await source.requestAccess()
    guard store.watcherCount == 1 else { return XCTFail("requesting access watches nothing") }
    var changes = source.changes.makeAsyncIterator()
    store.change(contacts: people)
    let changed: Void? = await changes.next()
    XCTAssertNotNil(changed)
  }

  func test_deniedAndRestricted_sayWhichAndReadNothing() async {
    for (authorization, failure, line) in [
      (AutofillContactsAuthorization.denied, AutofillContactsFailure.denied, #line),
      (.restricted, .restricted, #line),
    ] as [(AutofillContactsAuthorization, AutofillContactsFailure, UInt)] {
      let store = ScriptedContactStore(authorization, contacts: people)
      let source = AutofillContactsSource(store: store)
      await assertThrows(
        failure, { try await source.items(for: AutofillQuery(text: "anna")) }, line: line)
      XCTAssertEqual(store.fetchedFields, [], line: line)
      XCTAssertEqual(store.requestCount, 0, line: line)
    }
  }

  func test_limited_showsTheSharedContactsUnderATitleSayingMoreCanBeShared() async throws {
    let shared = [people[1]]
    let source = AutofillContactsSource(store: ScriptedContactStore(.limited, contacts: shared))
    let items = try await source.items(for: AutofillQuery(text: "anna"))
    XCTAssertEqual(values(items), ["Anna Haro|anna@example.com|2"])
    let title = AutofillContactsFailure.limited.message(language: "en")
    XCTAssertEqual(items.map(\.section), [title])
    XCTAssertEqual(title, "Only the contacts you shared are shown. You can share more in Settings.")
    let rows = AutofillDropdownRow.rows(
      for: .results(
        items.map { AutofillSuggestion(item: $0, matchedRange: nil, origin: .source) },
        highlighted: nil))
    XCTAssertEqual(rows.first?.kind, .sectionTitle)
    XCTAssertEqual(rows.first?.title, title)
    await assertThrows(.limited) { try await source.items(for: AutofillQuery(text: "john")) }
  }

  func test_messages_existInEverySupportedLanguage_andDiffer() {
    for failure in [AutofillContactsFailure.notDetermined, .denied, .restricted, .limited] {
      let texts = AutofillStrings.supportedLanguages.map { failure.message(language: $0) }
      XCTAssertEqual(Set(texts).count, texts.count, "\(failure): \(texts)")
      XCTAssertFalse(texts.contains { $0.hasPrefix("autofill.") }, "\(texts)")
    }
  }

  func test_aChangeWhileOpen_isToldOnChanges_andTheNextQuestionFetchesAgain() async throws {
    let store = ScriptedContactStore(.authorized, contacts: people)
    let source = AutofillContactsSource(store: store, fields: [])
    let before = try await source.items(for: AutofillQuery(text: "an")).map(\.value)
    XCTAssertEqual(before, ["Anna Haro"])
    _ = try await source.items(for: AutofillQuery(text: "ann"))
    XCTAssertEqual(store.fetchedFields.count, 1, "typing reads the index, not the store")
    var changes = source.changes.makeAsyncIterator()
    store.change(contacts: people + [AutofillContact(identifier: "4", name: "Annika Berg")])
    let told: Void? = await changes.next()
    XCTAssertNotNil(told)
    let after = try await source.items(for: AutofillQuery(text: "ann")).map(\.value)
    XCTAssertEqual(
      after,
      ["Anna Haro", "Annika Berg"])
    XCTAssertEqual(store.fetchedFields.count, 2)
    store.change(authorization: .denied)
    _ = await changes.next()
    await assertThrows(.denied) { try await source.items(for: AutofillQuery(text: "ann")) }
  }

  func test_aChangeWhileOpen_throughTheController_showsTheNewContact() async {
    let clock = ManualClock()
    let store = ScriptedContactStore(.authorized, contacts: people)
    let source = AutofillContactsSource(store: store, fields: [])
    var configuration = AutofillSuggestionMachine.Configuration()
    configuration.debounce = .zero
    let controller = AutofillSuggestionController(configuration: configuration, clock: clock)
    controller.setSource(source)
    controller.beginEditing(text: "Ka")
    await settle { controller.state.kind == .results }
    var changes = source.changes.makeAsyncIterator()
    store.change(contacts: people + [AutofillContact(identifier: "5", name: "Karl Marx")])
    _ = await changes.next()
    // The field asks again on a change (`reloadSuggestions()`); the same text does here.
    controller.changeText("K")
    controller.changeText("Ka")
    await settle { controller.state.suggestions.count == 2 }
    let shown = controller.state.suggestions.map(\.item.value)
    XCTAssertEqual(shown, ["Kate Bell", "Karl Marx"])
    controller.invalidate()
  }

  func test_fiftyThousandContacts_areFetchedOnceOffTheMainThread_andEachKeystrokeIsALookup()
    async throws
  {
    var generator = SeededGenerator(seed: 51)
    let given = ["Anna", "Ben", "Chen", "Dara", "Emil", "Fatima", "Goran", "Hana", "Ines", "Jonas"]
    let family = [
      "Appleseed", "Bell", "Haro", "Zakroff", "Higgins", "Taylor", "Müller", "Nakamura",
    ]
    var contacts = (0..<50_000).map { number in
      AutofillContact(
        identifier: "id\(number)",
        name:
          "\(given.randomElement(using: &generator) ?? "")\(number) \(family.randomElement(using: &generator) ?? "")",
        emails: ["p\(number)@example.com"])
    }
    contacts.append(
      AutofillContact(identifier: "needle", name: "Zelda Quintero", emails: ["z@example.com"]))
    let store = ScriptedContactStore(.authorized, contacts: contacts)
    let source = AutofillContactsSource(store: store)
    for text in ["Z", "Ze", "Zel", "Zeld", "Zelda", "Zelda Q", "Zelda Qu"] {
      let items = try await source.items(for: AutofillQuery(text: text, count: 15))
      XCTAssertLessThanOrEqual(items.count, 15, text)
    }
    let found = try await source.items(for: AutofillQuery(text: "Quinetro", count: 15))
    XCTAssertEqual(found.first?.refCon as? String, "needle", "one swap away")
    let page = try await source.items(for: AutofillQuery(text: "Anna1", count: 15, skip: 15))
    XCTAssertEqual(page.count, 15)
    XCTAssertEqual(store.fetchedFields, [.email], "fetched once for every keystroke")
  }

  /// Review of the fixes to issue 51, finding 1: a change while the address book is read
  /// cancels the read (the system store now stops on cancellation), not the question waiting
  /// for it.
  // Fails if the waiting question gets the cancelled read's CancellationError (the field would show the failed row) instead of an answer read afresh.
  func test_aChangeWhileTheAddressBookIsRead_answersFromAFreshRead() async throws {
    let store = StoppingStore()
    let source = AutofillContactsSource(store: store)
    let asking = Task { try await source.items(for: AutofillQuery(text: "kate", count: 10)) }
    while store.reads == 0 { await Task.yield() }
    store.change()
    let items = try await asking.value
    XCTAssertEqual(items.map(\.value), ["Kate Bell"])
    XCTAssertEqual(store.reads, 2, "read again after the change")
  }
}

/// A store whose first read waits until it is cancelled, then throws `CancellationError`, as
/// the system store's does; later reads answer at once.
private final class StoppingStore: AutofillContactStoring, @unchecked Sendable {
  private let lock = NSLock()
  private var readCount = 0
  private var continuations: [AsyncStream<Void>.Continuation] = []
  var reads: Int { lock.withLock { readCount } }
  func authorization() -> AutofillContactsAuthorization { .authorized }
  func requestAccess() async throws -> Bool { true }
  func contacts(with fields: AutofillContactFields) async throws -> [AutofillContact] {
    let first = lock.withLock {
      readCount += 1
      return readCount == 1
    }
    if first {
      while !Task.isCancelled { await Task.yield() }
      throw CancellationError()
    }
    return [AutofillContact(identifier: "1", name: "Kate Bell", emails: ["kate@example.com"])]
  }
  func changes() -> AsyncStream<Void> {
    AsyncStream { continuation in lock.withLock { continuations.append(continuation) } }
  }
  func change() { for continuation in lock.withLock({ continuations }) { continuation.yield() } }
}
