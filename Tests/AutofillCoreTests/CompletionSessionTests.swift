import AutofillCore
import Foundation
import XCTest

/// The completion session: trigger tokens routed to their own sources, edits that replace just
/// the token, and inline completion, driven with a manual clock and scripted sources.
@MainActor
final class CompletionSessionTests: XCTestCase {
  private var clock = ManualClock()
  private var edits: [AutofillTextReplacement] = []
  private var ghosts: [String?] = []
  private var announcements: [String] = []
  private var states: [AutofillDropdownState.Kind] = []
  private let people = ["Alice", "Alan", "Bob"].map { AutofillItem($0) }

  private func session(
    _ configure: (inout AutofillSuggestionMachine.Configuration) -> Void = { _ in }
  ) -> AutofillCompletionSession {
    var configuration = AutofillSuggestionMachine.Configuration()
    configure(&configuration)
    let session = AutofillCompletionSession(configuration: configuration, clock: clock)
    session.onReplaceText = { [weak self] in
      self?.edits.append($0)
      return true
    }
    session.onInlineCompletionChange = { [weak self] in self?.ghosts.append($0?.suffix) }
    session.onAnnouncement = { [weak self] in self?.announcements.append($0) }
    session.onStateChange = { [weak self] in self?.states.append($0.kind) }
    return session
  }

  private func values(_ session: AutofillCompletionSession) -> [String] {
    session.state.suggestions.map(\.item.value)
  }

  func test_withoutTriggers_theWholeTextIsTheQuery_andASelectionReplacesIt() {
    let session = session()
    session.setSource(AutofillIndexSource(items: ["Zürich", "Zug"].map { AutofillItem($0) }))
    session.beginEditing(text: "zu")
    XCTAssertEqual(values(session), ["Zürich", "Zug"])
    session.changeText("zu", caretUTF16Offset: 1)
    XCTAssertEqual(values(session), ["Zürich", "Zug"], "a caret move changes nothing")
    session.select(row: 1)
    XCTAssertEqual(edits, [AutofillTextReplacement(replacingAllOf: "zu", with: "Zug")])
    XCTAssertEqual(session.state.kind, .hidden)
    session.changeText("Zug")
    XCTAssertEqual(session.state.kind, .hidden, "the field reporting the selection stays closed")
    session.invalidate()
  }

  func test_withTriggers_suggestsOnlyInAToken_fromThatTriggersSource() {
    let session = session()
    session.setSource(AutofillIndexSource(items: [AutofillItem("Hi there")]))
    session.setTriggers([
      AutofillTrigger("@", items: people, identifier: "person"),
      AutofillTrigger("#", items: ["swift", "swiftui"].map { AutofillItem($0) }),
    ])
    session.beginEditing(text: "Hi")
    XCTAssertEqual(session.state.kind, .hidden, "without a token the whole text is no query")
    session.changeText("Hi @al")
    XCTAssertEqual(values(session), ["Alice", "Alan"])
    XCTAssertEqual(session.activeTrigger?.identifier, "person")
    session.changeText("Hi @al #sw")
    XCTAssertEqual(values(session), ["swift", "swiftui"])
    session.changeText("Hi @al #sw", caretUTF16Offset: 6)
    XCTAssertEqual(values(session), ["Alice", "Alan"], "the caret moved back into @al")
    states = []
    session.changeText("Hi @al #sw", caretUTF16Offset: 2)
    XCTAssertEqual(session.state.kind, .hidden)
    XCTAssertEqual(states, [.hidden], "leaving the token reports the hidden state once")
    XCTAssertNil(session.activeToken)
    session.changeText("Hi @")
    XCTAssertEqual(session.state.kind, .hidden, "an empty query shows nothing")
    session.setTriggers([])
    XCTAssertEqual(session.state.kind, .hidden)
    session.changeText("Hi")
    XCTAssertEqual(values(session), ["Hi there"], "without triggers the whole text again")
    session.invalidate()
  }

  func test_selection_replacesJustTheToken_andDoesNotReopen() {
    let session = session()
    session.setTriggers([AutofillTrigger("@", items: people)])
    session.beginEditing(text: "Hi @al and more", caretUTF16Offset: 6)
    XCTAssertEqual(values(session), ["Alice", "Alan"])
    session.moveHighlight(.down)
    XCTAssertTrue(session.selectHighlighted())
    XCTAssertEqual(edits.count, 1)
    XCTAssertEqual(edits.first?.range, NSRange(location: 3, length: 3))
    XCTAssertEqual(edits.first?.replacement, "@Alice")
    XCTAssertEqual(edits.first?.text, "Hi @Alice and more")
    XCTAssertEqual(edits.first?.caretUTF16Offset, 10, "after the space that was already there")
    XCTAssertEqual(session.text, "Hi @Alice and more")
    XCTAssertEqual(session.caretUTF16Offset, 10)
    XCTAssertEqual(session.state.kind, .hidden)
    session.changeText("Hi @Alice and more", caretUTF16Offset: 10)
    XCTAssertEqual(session.state.kind, .hidden)
    XCTAssertEqual(edits.count, 1)
    session.invalidate()
  }

  func test_selectionWithoutSpace_leavesTheCaretInTheToken_closed() {
    let session = session()
    session.setTriggers([AutofillTrigger("#", items: people, appendsSpace: false)])
    session.beginEditing(text: "#al")
    session.select(row: 0)
    XCTAssertEqual(edits.map(\.text), ["#Alice"])
    XCTAssertEqual(session.activeToken?.query, "Alice")
    XCTAssertEqual(session.state.kind, .hidden, "the token now holds the selection: closed")
    session.changeText("#Alic")
    XCTAssertEqual(values(session), ["Alice"], "editing it opens it again")
    session.invalidate()
  }

  func test_triggerSwitchMidFlight_dropsTheOldTriggersLateAnswer() async {
    let mentions = ScriptedSource(ignoresCancellation: true)
    let tags = ScriptedSource(ignoresCancellation: true)
    let session = session { $0.debounce = .zero }
    session.setTriggers([
      AutofillTrigger("@", source: mentions), AutofillTrigger("#", source: tags),
    ])
    session.beginEditing(text: "@al")
    await settle { mentions.pending.count == 1 }
    session.changeText("@al #sw")
    await settle { tags.pending.count == 1 }
    XCTAssertEqual(mentions.cancelledCount, 1, "the old trigger's fetch is cancelled")
    mentions.answer("al", with: .success(["Alice"]))
    await settle()
    XCTAssertEqual(session.state.kind, .hidden, "the late answer from @ is not shown for #")
    tags.answer("sw", with: .success(["swift"]))
    await settle { session.state.kind == .results }
    XCTAssertEqual(values(session), ["swift"])
    XCTAssertEqual(mentions.queries.map(\.text), ["al"])
    XCTAssertEqual(tags.queries.map(\.text), ["sw"])
    session.invalidate()
    XCTAssertFalse(session.hasPendingWork)
  }

  /// A composer's rule: a token that runs into a mention ("@Ana" right after the mention, or
  /// typed on into it) is no token; the source is never asked for it, on any path.
  func test_excludedToken_asksAndShowsNothing_onAnyPath() async {
    let source = ScriptedSource(ignoresCancellation: true)
    let session = session { $0.debounce = .zero }
    session.setTriggers([AutofillTrigger("@", source: source)])
    // The mention is "@Ana" at {3, 4} in "hi @Ana".
    let mention = NSRange(location: 3, length: 4)
    var asked: [NSRange] = []
    session.excludesToken = { range in
      asked.append(range)
      return NSIntersectionRange(range, mention).length > 0
    }
    session.beginEditing(text: "hi @Ana")
    session.changeText("hi @Anax")
    session.changeText("hi @Anax", caretUTF16Offset: 6)
    session.setTriggers([AutofillTrigger("@", source: source)])
    await settle()
    XCTAssertTrue(source.queries.isEmpty, "asked for \(source.queries.map(\.text))")
    XCTAssertEqual(session.state.kind, .hidden)
    XCTAssertNil(session.activeToken)
    XCTAssertEqual(asked.first, NSRange(location: 3, length: 4))
    // A token of its own after the mention is asked for as usual.
    session.changeText("hi @Anax @bo")
    await settle { source.pending.count == 1 }
    XCTAssertEqual(source.queries.map(\.text), ["bo"])
    XCTAssertEqual(session.activeToken?.utf16Range, NSRange(location: 9, length: 3))
    session.invalidate()
  }

  func test_leavingEveryToken_hidesAndAsksNothing() async {
    let mentions = ScriptedSource(ignoresCancellation: true)
    let session = session()
    session.setTriggers([AutofillTrigger("@", source: mentions)])
    session.beginEditing(text: "@al")
    session.changeText("@al ")
    await clock.advance(by: .seconds(1))
    XCTAssertEqual(announcements, [], "nothing from the left token is announced")
    XCTAssertTrue(mentions.queries.isEmpty, "the debounce of the left token never fires")
    XCTAssertEqual(session.state.kind, .hidden)
    XCTAssertFalse(session.hasPendingWork)
    session.invalidate()
  }

  func test_inlineCompletion_showsTheRest_backspaceRemovesItFirst_arrowAccepts() {
    let session = session()
    session.setItems([])
    session.setIndex(AutofillIndex(["Zürich", "Zug"].map { AutofillItem($0) }))
    session.beginEditing(text: "zu")
    XCTAssertNil(session.inlineCompletion, "off by default")
    session.isInlineCompletionOn = true
    XCTAssertEqual(session.inlineCompletion?.suffix, "rich")
    XCTAssertTrue(session.removeInlineCompletion(), "Backspace removes the completion first")
    XCTAssertNil(session.inlineCompletion)
    XCTAssertFalse(session.removeInlineCompletion(), "then Backspace deletes")
    session.changeText("z")
    XCTAssertNil(session.inlineCompletion, "not after a deletion")
    session.changeText("zu")
    XCTAssertEqual(session.inlineCompletion?.suffix, "rich")
    session.changeText("zu", caretUTF16Offset: 1)
    XCTAssertNil(session.inlineCompletion, "only with the caret at the end")
    session.changeText("zu", hasMarkedText: true)
    XCTAssertNil(session.inlineCompletion, "never during marked text")
    session.changeText("zu")
    session.moveHighlight(.down)
    XCTAssertNil(session.inlineCompletion, "the highlighted row is in charge")
    session.dismiss()
    session.changeText("zur")
    XCTAssertEqual(session.inlineCompletion?.suffix, "ich")
    XCTAssertTrue(session.acceptInlineCompletion())
    XCTAssertEqual(edits.map(\.text), ["Zürich"])
    XCTAssertNil(session.inlineCompletion)
    XCTAssertFalse(session.acceptInlineCompletion(), "→ keeps its meaning without a completion")
    XCTAssertEqual(ghosts, ["rich", nil, "rich", nil, "rich", nil, "ich", nil])
    session.invalidate()
  }

  func test_inlineCompletion_inAToken_returnAcceptsIt() {
    let session = session()
    session.isInlineCompletionOn = true
    session.setTriggers([AutofillTrigger("@", items: people)])
    session.beginEditing(text: "Hi @al")
    XCTAssertEqual(session.inlineCompletion?.suffix, "ice")
    XCTAssertTrue(session.selectHighlighted(), "Return accepts the completion")
    XCTAssertEqual(edits.map(\.text), ["Hi @Alice "])
    XCTAssertEqual(session.caretUTF16Offset, 10)
    session.isInlineCompletionOn = false
    session.changeText("Hi @Alice @b")
    XCTAssertNil(session.inlineCompletion)
    XCTAssertFalse(session.selectHighlighted(), "nothing highlighted, no completion")
    session.endEditing()
    XCTAssertEqual(session.state.kind, .hidden)
    session.invalidate()
  }

  func test_inlineCompletion_forADynamicSource_waitsForTheAnswer() async {
    let source = ScriptedSource()
    let session = session { $0.debounce = .zero }
    session.isInlineCompletionOn = true
    session.setSource(source)
    session.beginEditing(text: "be")
    await settle { source.pending.count == 1 }
    XCTAssertNil(session.inlineCompletion)
    source.answer("be", with: .success(["Bern", "Berlin"]))
    await settle { session.state.kind == .results }
    XCTAssertEqual(session.inlineCompletion?.suffix, "rn")
    session.invalidate()
  }

  func test_disabledOrSecure_appliesToTriggersSetLater() {
    let session = session()
    session.setSecureEntry(true)
    session.setTriggers([AutofillTrigger("@", items: people)])
    session.beginEditing(text: "@al")
    XCTAssertEqual(session.state.kind, .hidden)
    session.setSecureEntry(false)
    XCTAssertEqual(values(session), ["Alice", "Alan"])
    session.setAutofillOn(false)
    XCTAssertEqual(session.state.kind, .hidden)
    session.invalidate()
  }
}
