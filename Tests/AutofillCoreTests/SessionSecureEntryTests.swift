import AutofillCore
import Foundation
import XCTest

/// Text typed while secure entry was on (a password revealed by turning it off) never reaches a
/// source, nor does any source's answer for it show, by any path by which the session's query
/// changes without an edit: caret moves, switches between triggers, triggers added, removed or
/// replaced, sources, items and options replaced, editing ending and beginning again, a refused
/// pick. The next real edit is asked as usual. Sources answer at once, with no debounce, so a
/// leak would be both asked and shown.
@MainActor
final class SessionSecureEntryTests: XCTestCase {
  private let clock = ManualClock()
  private let people = ["Alice", "Alan", "Bob"].map { AutofillItem($0) }
  private let places = ["Zürich", "Zug", "Zuoz", "Bern"].map { AutofillItem($0) }

  private func session(
    _ configure: (inout AutofillSuggestionMachine.Configuration) -> Void = { _ in }
  ) -> AutofillCompletionSession {
    var configuration = AutofillSuggestionMachine.Configuration()
    configuration.debounce = .zero
    configure(&configuration)
    let session = AutofillCompletionSession(configuration: configuration, clock: clock)
    session.beginEditing(text: "")
    return session
  }

  /// Types `text` a character at a time with secure entry on, then turns secure entry off.
  private func typeSecretly(_ text: String, in session: AutofillCompletionSession) async {
    session.setSecureEntry(true)
    for length in 1...text.count { session.changeText(String(text.prefix(length))) }
    session.setSecureEntry(false)
    await settle()
  }

  /// Fails if a source was asked a text holding one of `secrets`, or if anything a source
  /// answered (rows, loading, no matches, a failure) shows.
  private func assertNothingSecret(
    _ session: AutofillCompletionSession, _ sources: [EchoSource], secrets: [String],
    _ step: String, line: UInt = #line
  ) async {
    await settle()
    for source in sources {
      let leaked = source.texts.filter { text in secrets.contains { text.contains($0) } }
      XCTAssertEqual(leaked, [], "\(step): \(source.name) was asked", line: line)
    }
    let fromSource = session.state.suggestions.filter { $0.origin == .source }
    XCTAssertEqual(fromSource.map(\.item.value), [], "\(step): shows a source's rows", line: line)
    XCTAssertFalse(
      [.loading, .noMatches, .failed].contains(session.state.kind),
      "\(step): shows \(session.state.kind)", line: line)
    XCTAssertEqual(session.sourceStatus, .idle, "\(step)", line: line)
  }

  private func values(_ session: AutofillCompletionSession) -> [String] {
    session.state.suggestions.map(\.item.value)
  }

  // MARK: Caret moves and editing again

  func test_caretMovedIntoAnotherToken_itsSecretQueryIsNotSent_theNextEditIs() async {
    let source = EchoSource("A")
    let session = session()
    session.setTriggers([AutofillTrigger("@", source: source)])
    await typeSecretly("@pwone @pwtwo", in: session)
    await assertNothingSecret(session, [source], secrets: ["pw"], "secure entry off")
    session.changeText("@pwone @pwtwo", caretUTF16Offset: 6)
    XCTAssertEqual(session.activeToken?.query, "pwone")
    await assertNothingSecret(session, [source], secrets: ["pw"], "caret into the first token")
    session.changeText("@pwone @pwtwo", caretUTF16Offset: 13)
    await assertNothingSecret(session, [source], secrets: ["pw"], "caret back")

    session.changeText("@pwonex @pwtwo", caretUTF16Offset: 7)
    await settle()
    XCTAssertEqual(source.texts, ["pwonex"])
    XCTAssertEqual(values(session), ["pwonex from A"])
    session.invalidate()
  }

  func test_wholeText_caretMoves_andEditingEndingAndBeginningAgain_sendNothing() async {
    let source = EchoSource("W")
    let session = session()
    session.setSource(source)
    await typeSecretly("hunter2", in: session)
    await assertNothingSecret(session, [source], secrets: ["hunter2"], "secure entry off")
    session.changeText("hunter2", caretUTF16Offset: 3)
    await assertNothingSecret(session, [source], secrets: ["hunter2"], "caret moved")
    session.endEditing()
    session.beginEditing(text: "hunter2", caretUTF16Offset: 0)
    await assertNothingSecret(session, [source], secrets: ["hunter2"], "editing again")

    session.changeText("hunter")
    await settle()
    XCTAssertEqual(source.texts, ["hunter"])
    XCTAssertEqual(values(session), ["hunter from W"])
    session.invalidate()
  }

  func test_editingEndsAndBeginsAgainInAnotherToken_itsSecretQueryIsNotSent() async {
    let source = EchoSource("A")
    let session = session()
    session.setTriggers([AutofillTrigger("@", source: source)])
    await typeSecretly("@pwone @pwtwo", in: session)
    session.endEditing()
    session.beginEditing(text: "@pwone @pwtwo", caretUTF16Offset: 6)
    XCTAssertEqual(session.activeToken?.query, "pwone")
    await assertNothingSecret(session, [source], secrets: ["pw"], "editing again")

    session.changeText("@pwon @pwtwo", caretUTF16Offset: 5)
    await settle()
    XCTAssertEqual(source.texts, ["pwon"])
    session.invalidate()
  }

  // MARK: Triggers

  func test_switchBetweenTriggers_neitherTokenIsSent() async {
    let mentions = EchoSource("@")
    let tags = EchoSource("#")
    let session = session()
    session.setTriggers([
      AutofillTrigger("@", source: mentions), AutofillTrigger("#", source: tags),
    ])
    await typeSecretly("#pwa @pwb #pwc", in: session)
    session.changeText("#pwa @pwb #pwc", caretUTF16Offset: 9)
    XCTAssertEqual(session.activeToken?.query, "pwb")
    await assertNothingSecret(session, [mentions, tags], secrets: ["pw"], "into @pwb")
    session.changeText("#pwa @pwb #pwc", caretUTF16Offset: 4)
    XCTAssertEqual(session.activeToken?.query, "pwa")
    await assertNothingSecret(session, [mentions, tags], secrets: ["pw"], "into #pwa")

    session.changeText("#pwax @pwb #pwc", caretUTF16Offset: 5)
    await settle()
    XCTAssertEqual(tags.texts, ["pwax"])
    XCTAssertEqual(mentions.texts, [])
    XCTAssertEqual(values(session), ["pwax from #"])
    session.invalidate()
  }

  func test_triggersRemoved_theWholeTextSourceIsNotAskedTheSecret() async {
    let whole = EchoSource("W")
    let mentions = EchoSource("@")
    let session = session()
    session.setSource(whole)
    session.setTriggers([AutofillTrigger("@", source: mentions)])
    await typeSecretly("hunter2", in: session)
    session.setTriggers([])
    await assertNothingSecret(session, [whole, mentions], secrets: ["hunter2"], "no triggers")

    session.changeText("hunter")
    await settle()
    XCTAssertEqual(whole.texts, ["hunter"])
    XCTAssertEqual(values(session), ["hunter from W"])
    session.invalidate()
  }

  func test_triggerAdded_itsSourceIsNotAskedTheSecret() async {
    let whole = EchoSource("W")
    let mentions = EchoSource("@")
    let session = session()
    session.setSource(whole)
    await typeSecretly("@hunter2", in: session)
    session.setTriggers([AutofillTrigger("@", source: mentions)])
    XCTAssertEqual(session.activeToken?.query, "hunter2")
    await assertNothingSecret(session, [whole, mentions], secrets: ["hunter2"], "trigger added")

    session.changeText("@hunter")
    await settle()
    XCTAssertEqual(mentions.texts, ["hunter"])
    XCTAssertEqual(whole.texts, [])
    XCTAssertEqual(values(session), ["hunter from @"])
    session.invalidate()
  }

  func test_triggerReplaced_theNewSourceIsNotAskedTheSecret() async {
    let first = EchoSource("first")
    let second = EchoSource("second")
    let session = session()
    session.setTriggers([AutofillTrigger("@", source: first)])
    await typeSecretly("@pwone", in: session)
    session.setTriggers([AutofillTrigger("@", source: second)])
    await assertNothingSecret(session, [first, second], secrets: ["pw"], "trigger replaced")

    session.changeText("@pwon")
    await settle()
    XCTAssertEqual(second.texts, ["pwon"])
    XCTAssertEqual(first.texts, [])
    session.invalidate()
  }

  // MARK: Options, sources and items

  func test_optionsChanged_aSecretQueryTooShortBefore_isStillNotSent() async {
    let source = EchoSource("A")
    let session = session { $0.minimumQueryLength = 6 }
    session.setTriggers([AutofillTrigger("@", source: source)])
    await typeSecretly("@pwone @pwtwo", in: session)
    session.changeText("@pwone @pwtwo", caretUTF16Offset: 6)
    var configuration = session.configuration
    configuration.minimumQueryLength = 1
    session.setConfiguration(configuration)
    await assertNothingSecret(session, [source], secrets: ["pw"], "minimum length 1")
    configuration.options.isCaseSensitive = true
    session.setConfiguration(configuration)
    await assertNothingSecret(session, [source], secrets: ["pw"], "case sensitive")

    session.changeText("@pwon @pwtwo", caretUTF16Offset: 5)
    await settle()
    XCTAssertEqual(source.texts, ["pwon"])
    session.invalidate()
  }

  func test_sourceSetOrReplaced_isNotAskedTheSecret() async {
    let first = EchoSource("first")
    let second = EchoSource("second")
    let session = session()
    // Triggers first, so the whole text reaches the whole-text controller without an edit.
    session.setTriggers([AutofillTrigger("@", items: people)])
    await typeSecretly("hunter2", in: session)
    session.setTriggers([])
    session.setSource(first)
    await assertNothingSecret(session, [first, second], secrets: ["hunter2"], "source set")
    session.setSource(second)
    await assertNothingSecret(session, [first, second], secrets: ["hunter2"], "source replaced")

    session.changeText("hunter")
    await settle()
    XCTAssertEqual(second.texts, ["hunter"])
    XCTAssertEqual(first.texts, [])
    session.invalidate()
  }

  /// The field's own items still match the revealed text (they never leave the app, and the
  /// secure-entry rule has always let them); their source is not asked (`showsItemsWithSource`).
  func test_itemsWithASource_showTheirOwnMatches_butTheSourceIsNotAsked() async {
    let first = EchoSource("first")
    let second = EchoSource("second")
    let session = session()
    session.setIndex(AutofillIndex(places))
    session.setTriggers([AutofillTrigger("@", items: people)])
    await typeSecretly("Zu", in: session)
    session.setTriggers([])
    XCTAssertEqual(values(session), ["Zürich", "Zug", "Zuoz"], "the items' own matches")
    session.setIndex(AutofillIndex(places), mergedWith: first)
    await assertNothingSecret(session, [first, second], secrets: ["Zu"], "merged with a source")
    XCTAssertEqual(values(session), ["Zürich", "Zug", "Zuoz"])
    session.setIndex(AutofillIndex(Array(places.prefix(2))), mergedWith: second)
    await assertNothingSecret(session, [first, second], secrets: ["Zu"], "items replaced")
    XCTAssertEqual(values(session), ["Zürich", "Zug"])
    session.setItemsBeforeTyping([AutofillItem("Basel")])
    await assertNothingSecret(session, [first, second], secrets: ["Zu"], "items before typing")

    session.changeText("Zug")
    await settle()
    XCTAssertEqual(second.texts, ["Zug"])
    XCTAssertEqual(values(session), ["Zug", "Zug from second"])
    session.invalidate()
  }

  // MARK: Picks

  /// A pick the host refuses leaves the secret text as it was: still secret.
  func test_refusedPick_keepsTheTextSecret() async {
    let tags = EchoSource("#")
    let session = session()
    session.onReplaceText = { _ in false }
    session.setTriggers([
      AutofillTrigger("@", items: people), AutofillTrigger("#", source: tags),
    ])
    await typeSecretly("#pwone @al", in: session)
    XCTAssertEqual(values(session), ["Alice", "Alan"], "the items' own matches")
    session.select(row: 0)
    XCTAssertEqual(session.text, "#pwone @al", "the host refused the edit")
    session.changeText("#pwone @al", caretUTF16Offset: 6)
    XCTAssertEqual(session.activeToken?.query, "pwone")
    await assertNothingSecret(session, [tags], secrets: ["pw"], "caret into #pwone")
    session.invalidate()
  }
}
