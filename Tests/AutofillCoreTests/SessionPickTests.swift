import AutofillCore
import XCTest

/// A pick begun with a finger on a row survives a host ending editing before the finger lifts,
/// and an edit the host refuses changes nothing.
@MainActor
final class SessionPickTests: XCTestCase {
  private var events: [String] = []
  private var refuses = false

  private func makeSession(triggers: Bool = false) -> AutofillCompletionSession {
    let session = AutofillCompletionSession()
    let items = [AutofillItem("Zürich", subtitle: "CH"), AutofillItem("Zug", subtitle: "CH")]
    if triggers {
      session.setTriggers([AutofillTrigger("@", items: items)])
    } else {
      session.setSource(AutofillIndexSource(items: items))
    }
    session.onReplaceText = { [unowned self] edit in
      events.append(refuses ? "refused \(edit.text)" : "edit \(edit.text)")
      return !refuses
    }
    session.onSelect = { [unowned self] in events.append("select \($0.value)") }
    return session
  }

  func test_pick_survivesEditingEndingBeforeTheFingerLifts() async {
    let cases: [(String, (AutofillCompletionSession) -> Void, [String], String, UInt)] = [
      ("a plain tap", { _ in }, ["edit Zug", "select Zug"], "Zug", #line),
      (
        "a tap-to-dismiss recognizer ends editing at touch down", { $0.endEditing() },
        ["edit Zug", "select Zug"], "Zug", #line
      ),
      (
        "editing ends and the text changes meanwhile: no pick",
        {
          $0.endEditing()
          $0.changeText("zx")
        }, [], "zx", #line
      ),
      (
        "the rows change under the finger: the item is picked where it is now",
        { $0.changeText("zug") }, ["edit Zug", "select Zug"], "Zug", #line
      ),
      (
        "the item no longer shows: no pick",
        { $0.changeText("zür") }, [], "zür", #line
      ),
    ]
    for (name, meanwhile, expected, text, line) in cases {
      events = []
      let session = makeSession()
      session.beginEditing(text: "zu")
      session.beginPick(row: 1)
      XCTAssertTrue(session.isPickInProgress, name, line: line)
      meanwhile(session)
      session.finishPick()
      XCTAssertFalse(session.isPickInProgress, name, line: line)
      XCTAssertEqual(events, expected, name, line: line)
      XCTAssertEqual(session.text, text, name, line: line)
    }
  }

  /// An inline row (a SwiftUI form's) is picked by the item it drew and what it was drawn
  /// for, whenever its action runs: after a host's resign-on-tap gesture ended editing, with
  /// the text unchanged, the item is entered (a pick that needed the row showing now, or a
  /// press seen before the resign, would enter nothing); with the text changed since the rows
  /// were drawn, nothing is.
  func test_inlinePick_byWhatTheRowWasDrawnFor_afterEditingEnded() async {
    let cases: [(String, (AutofillCompletionSession) -> Void, [String], String, UInt)] = [
      ("editing goes on", { _ in }, ["edit Zug", "select Zug"], "Zug", #line),
      (
        "a resign-on-tap ended editing", { $0.endEditing() }, ["edit Zug", "select Zug"], "Zug",
        #line
      ),
      (
        "the text changed since the rows were drawn",
        {
          $0.changeText("zx")
          $0.endEditing()
        }, [], "zx", #line
      ),
      (
        "the caret moved, the text is the same, then a resign-on-tap",
        {
          $0.changeText("zu", caretUTF16Offset: 1)
          $0.endEditing()
        }, ["edit Zug", "select Zug"], "Zug", #line
      ),
    ]
    for (name, meanwhile, expected, text, line) in cases {
      events = []
      let session = makeSession()
      session.beginEditing(text: "zu")
      let zug = session.state.suggestions[1].item
      let origin = session.pickOrigin
      meanwhile(session)
      session.beginPick(item: zug, shownFor: origin)
      session.finishPick()
      XCTAssertEqual(events, expected, name, line: line)
      XCTAssertEqual(session.text, text, name, line: line)
    }
  }

  /// Only a touch that began while the rows showed holds a pick; one after editing ended (a
  /// host ending editing in `UIWindow.sendEvent`, which the control does not support) picks
  /// nothing.
  func test_pick_beganAfterEditingEnded_picksNothing() async {
    events = []
    let session = makeSession()
    session.beginEditing(text: "zu")
    session.endEditing()
    XCTAssertEqual(session.state.kind, .hidden)
    session.beginPick(row: 1)
    XCTAssertFalse(session.isPickInProgress)
    XCTAssertFalse(session.finishPick())
    XCTAssertEqual(events, [])
  }

  func test_cancelledPick_picksNothing() async {
    events = []
    let session = makeSession()
    session.beginEditing(text: "zu")
    session.beginPick(row: 0)
    session.endEditing()
    session.cancelPick()
    XCTAssertFalse(session.isPickInProgress)
    XCTAssertFalse(session.finishPick())
    XCTAssertEqual(events, [])
    XCTAssertEqual(session.text, "zu")
  }

  func test_beginPick_outOfRange_holdsNothing() async {
    let session = makeSession()
    session.beginEditing(text: "zu")
    session.beginPick(row: 5)
    XCTAssertFalse(session.isPickInProgress)
  }

  func test_pickAfterEditingEnded_replacesOnlyTheTriggersWord() async {
    events = []
    let session = makeSession(triggers: true)
    session.beginEditing(text: "Hi @zu", caretUTF16Offset: 6)
    XCTAssertEqual(session.state.suggestions.count, 2)
    session.beginPick(row: 0)
    session.endEditing()
    XCTAssertTrue(session.finishPick())
    XCTAssertEqual(events, ["edit Hi @Zürich ", "select Zürich"])
  }

  /// After editing ended, a row drawn for a trigger's token replaces that token wherever the
  /// caret went since (it may have left the token); a pick whose field the host gave another
  /// text after editing ended (the session no longer follows it) enters nothing.
  func test_pickAfterEditingEnded_byTheTextAndToken_notTheCaret() async {
    let cases: [(String, String, [String], UInt)] = [
      ("the caret left the token", "Hi @zu", ["edit Hi @Zug ", "select Zug"], #line),
      ("the host set the field's text", "Bye", [], #line),
    ]
    for (name, fieldText, expected, line) in cases {
      events = []
      let session = makeSession(triggers: true)
      session.beginEditing(text: "Hi @zu", caretUTF16Offset: 6)
      let zug = session.state.suggestions[1].item
      let origin = session.pickOrigin
      session.changeText("Hi @zu", caretUTF16Offset: 1)
      session.endEditing()
      session.beginPick(item: zug, shownFor: origin)
      XCTAssertEqual(session.finishPick(fieldText: fieldText), !expected.isEmpty, name, line: line)
      XCTAssertFalse(session.isPickInProgress, name, line: line)
      XCTAssertEqual(events, expected, name, line: line)
    }
  }

  func test_refusedEdit_restoresTheTextAndSelectsNothing() async {
    // The Bool: the call's result. Return was still used (it does not also end editing).
    let cases: [(String, (AutofillCompletionSession) -> Bool, Bool, UInt)] = [
      ("a tap", { $0.select(item: AutofillItem("Zug", subtitle: "CH")) }, false, #line),
      (
        "Return on the highlight",
        {
          $0.moveHighlight(.down)
          return $0.selectHighlighted()
        }, true, #line
      ),
      (
        "a pick after editing ended",
        {
          $0.beginPick(row: 1)
          $0.endEditing()
          return $0.finishPick()
        }, false, #line
      ),
    ]
    for (name, act, result, line) in cases {
      events = []
      refuses = true
      let session = makeSession()
      session.beginEditing(text: "zu", caretUTF16Offset: 1)
      XCTAssertEqual(act(session), result, name, line: line)
      XCTAssertEqual(events.count, 1, "the host was asked once: \(events)", line: line)
      XCTAssertTrue(events.first?.hasPrefix("refused ") == true, name, line: line)
      XCTAssertEqual(session.text, "zu", name, line: line)
      XCTAssertEqual(session.caretUTF16Offset, 1, name, line: line)
    }
    refuses = false
  }

  func test_refusedEdit_whileEditing_showsTheSuggestionsForTheTextAgain() async {
    events = []
    refuses = true
    let session = makeSession()
    session.beginEditing(text: "zu")
    XCTAssertFalse(session.select(item: AutofillItem("Zug", subtitle: "CH")))
    XCTAssertEqual(session.state.suggestions.map(\.item.value), ["Zürich", "Zug"])
    refuses = false
  }
}
