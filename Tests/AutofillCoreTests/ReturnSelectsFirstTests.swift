import AutofillCore
import XCTest

/// ``AutofillSuggestionMachine/Configuration/returnSelectsFirstSuggestion``: Return picks the
/// highlighted row, else the first, and takes the key only while there are rows to pick.
@MainActor
final class ReturnSelectsFirstTests: XCTestCase {
  private func session(returnSelectsFirst: Bool, _ events: @escaping (String) -> Void)
    -> AutofillCompletionSession
  {
    var configuration = AutofillSuggestionMachine.Configuration()
    configuration.returnSelectsFirstSuggestion = returnSelectsFirst
    let session = AutofillCompletionSession(configuration: configuration)
    session.setSource(
      AutofillIndexSource(items: [
        AutofillItem("Zürich"), AutofillItem("Zug"),
        AutofillItem("Aspirin (Tablet)", enteredText: "Aspirin"),
      ]))
    session.onReplaceText = {
      events("edit \($0.text)")
      return true
    }
    session.onSelect = { events("select \($0.value)") }
    return session
  }

  func test_return_picksTheHighlightedRowElseTheFirst_onlyWhenTheSettingIsOn() async {
    // Setting, what happens before Return, the text typed, then the events and whether Return
    // was used.
    let cases: [(Bool, (AutofillCompletionSession) -> Void, String, [String], Bool, UInt)] = [
      (false, { _ in }, "zu", [], false, #line),
      (true, { _ in }, "zu", ["edit Zürich", "select Zürich"], true, #line),
      (true, { $0.moveHighlight(.up) }, "zu", ["edit Zug", "select Zug"], true, #line),
      (false, { $0.moveHighlight(.up) }, "zu", ["edit Zug", "select Zug"], true, #line),
      (true, { _ in }, "zx", [], false, #line),
      (true, { $0.dismiss() }, "zu", [], false, #line),
      (true, { _ in }, "asp", ["edit Aspirin", "select Aspirin (Tablet)"], true, #line),
    ]
    for (isOn, before, typed, expected, used, line) in cases {
      var events: [String] = []
      let session = session(returnSelectsFirst: isOn) { events.append($0) }
      session.beginEditing(text: typed)
      before(session)
      XCTAssertEqual(session.handledKeys.contains(.enter), used, line: line)
      XCTAssertEqual(session.selectHighlighted(), used, line: line)
      XCTAssertEqual(events, expected, line: line)
    }
  }

  /// Rows drawn inline (a SwiftUI form's) are never picked by Return, the setting on or not:
  /// it only accepts an inline completion showing in the field. Without the rule, Return would
  /// enter the first row, which nothing marks as Return's.
  func test_return_withInlineRows_picksNoRow_onlyTheInlineCompletion() async {
    var events: [String] = []
    let session = session(returnSelectsFirst: true) { events.append($0) }
    session.beginEditing(text: "zu")
    XCTAssertFalse(session.selectHighlighted(isDropdownFloating: false))
    XCTAssertEqual(events, [])
    session.moveHighlight(.up)
    XCTAssertTrue(session.selectHighlighted(isDropdownFloating: false), "a highlighted row")
    XCTAssertEqual(events, ["edit Zug", "select Zug"])
    events = []
    session.isInlineCompletionOn = true
    session.beginEditing(text: "zur")
    XCTAssertTrue(session.selectHighlighted(isDropdownFloating: false))
    XCTAssertEqual(events, ["edit Zürich", "select Zürich"], "the inline completion")
  }

  func test_return_withInlineCompletion_picksTheFirstRow_whichTheGhostTextCompletes() async {
    var events: [String] = []
    let session = session(returnSelectsFirst: true) { events.append($0) }
    session.isInlineCompletionOn = true
    session.beginEditing(text: "zur")
    XCTAssertEqual(session.inlineCompletion?.suffix, "ich")
    XCTAssertTrue(session.selectHighlighted())
    XCTAssertEqual(events, ["edit Zürich", "select Zürich"])
  }

  func test_return_inATriggerToken_replacesTheTokenWithTheFirstRow() async {
    var configuration = AutofillSuggestionMachine.Configuration()
    configuration.returnSelectsFirstSuggestion = true
    let session = AutofillCompletionSession(configuration: configuration)
    session.setTriggers([AutofillTrigger("@", items: [AutofillItem("Ana"), AutofillItem("Anton")])])
    var edits: [String] = []
    session.onReplaceText = {
      edits.append($0.text)
      return true
    }
    session.beginEditing(text: "Hi @an")
    XCTAssertTrue(session.selectHighlighted())
    XCTAssertEqual(edits, ["Hi @Ana "])
    XCTAssertFalse(session.selectHighlighted(), "no token, no rows: Return keeps its meaning")
  }

  /// Fails if turning the setting on asks the source again or drops its cached answers: it
  /// changes only what Return does.
  func test_changingOnlyTheSetting_keepsWhatShowsAndAsksNothing() async {
    var simulation = MachineSimulation(AutofillSuggestionMachine(source: .dynamic))
    simulation.begin()
    simulation.type("Zu")
    simulation.advance(by: .milliseconds(250))
    simulation.respond(to: simulation.pending[0], from: ["Zug"])
    var configuration = simulation.machine.configuration
    configuration.returnSelectsFirstSuggestion = true
    XCTAssertEqual(simulation.machine.setConfiguration(configuration), [])
    XCTAssertEqual(simulation.shownValues, ["Zug"])
  }
}
