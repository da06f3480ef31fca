import AutofillCore
import Foundation
import XCTest

/// ``AutofillComposerMentions``: what the UIKit composer keeps between UIKit's messages (the
/// pending pass, a restyle asked while it cannot run, the pick under way, the last copy) and
/// decides with it (issue 37's one source of truth: the runs stay the only record).
final class ComposerMentionsTests: XCTestCase {
  private let ana = AutofillItem("Ana", refCon: 1)
  private let tint = NSString(string: "tint")

  private func r(_ location: Int, _ length: Int) -> NSRange {
    NSRange(location: location, length: length)
  }

  /// "hi @Ana there" with "@Ana" a mention, and the composer's state over it.
  private func greeting() -> (RunsText, AutofillComposerMentions<RunsText>) {
    let text = RunsText("hi @Ana there")
    let state = AutofillComposerMentions(text: text, mentionAttributes: [.mentionTint: tint])
    state.mentions = [(r(3, 4), ana)]
    return (text, state)
  }

  /// The types of a rich-text copy.
  private let rich = ["public.utf8-plain-text", "public.rtf"]

  /// `greeting()` with "hi @Ana " copied at `changeCount` 41 and its `rich` types recorded.
  private func copiedGreeting() -> (RunsText, AutofillComposerMentions<RunsText>) {
    let (text, state) = greeting()
    state.willCopy(r(0, 8), changeCount: 41)
    state.didCopy(types: rich)
    return (text, state)
  }

  /// Types `string` at `location` as UIKit would, and tells the state, as the storage's
  /// notification does.
  @discardableResult
  private func type(
    _ string: String, at location: Int, in text: RunsText,
    _ state: AutofillComposerMentions<RunsText>
  ) -> Bool {
    let units = Array(string.utf16)
    text.replace(r(location, 0), units: units, attributes: [:])
    return state.noteChange(editedRange: r(location, units.count), changeInLength: units.count)
  }

  // Fails if every change schedules its own pass (a pass per keystroke queued on the main
  // thread), or a change after the scheduled pass ran schedules none (its mention would stay
  // broken until the next read).
  func test_aPassIsScheduledOnceUntilItRuns() {
    let (text, state) = greeting()
    XCTAssertTrue(type("x", at: 0, in: text, state))
    XCTAssertFalse(type("y", at: 0, in: text, state), "one pass for both")
    XCTAssertEqual(state.pendingRange, r(0, 2))
    XCTAssertEqual(state.runScheduledPass(), r(0, 15), "the paragraph")
    XCTAssertNil(state.pendingRange)
    XCTAssertTrue(type("z", at: 0, in: text, state), "the next change schedules again")
  }

  // Fails if the pass changes attributes while the text may not change (a storage processing
  // an edit, marked text, Writing Tools), or forgets the change it could not settle then.
  func test_thePassWaitsWhileTheTextMayNotChange_andKeepsTheChange() {
    let (text, state) = greeting()
    var allowed = false
    state.canSettle = { allowed }
    type("x", at: 5, in: text, state)  // inside "@Ana": "@Axna"
    XCTAssertNil(state.settle())
    XCTAssertNotNil(text.columns[.autofillMention]?[6] ?? nil, "attributes untouched")
    allowed = true
    XCTAssertNotNil(state.settle())
    XCTAssertNil(text.columns[.autofillMention]?[6] ?? nil, "stripped, once it may change")
    XCTAssertEqual(state.mentions.map(\.range), [])
  }

  // Fails if a restyle asked while the pass cannot run (a font set during a composition) is
  // lost: the mentions would keep the whole-text font's plain styling for good (defect 1).
  func test_aRestyleAskedWhileBlocked_runsWithTheNextPass() {
    let (text, state) = greeting()
    text.setMentionAttribute(.mentionTint, to: nil, in: r(0, text.utf16Count))  // a textColor
    var allowed = false
    state.canSettle = { allowed }
    XCTAssertNil(state.settle(restylingAll: true))
    allowed = true
    XCTAssertEqual(state.settle(), r(0, text.utf16Count), "the whole text")
    XCTAssertEqual(text.columns[.mentionTint]?[3] as? NSString, tint)
    XCTAssertNil(state.settle(), "nothing left to do")
  }

  // Fails if new mention attributes leave the previous ones on the mentions, or do not apply.
  func test_newMentionAttributes_replaceThePreviousOnes() {
    let (text, state) = greeting()
    let underline = NSString(string: "underline")
    XCTAssertNotNil(state.setMentionAttributes([.testUnderline: underline]))
    XCTAssertNil(text.columns[.mentionTint]?[3] ?? nil, "the old tint is gone")
    XCTAssertEqual(text.columns[.testUnderline]?[3] as? NSString, underline)
    XCTAssertNil(text.columns[.testUnderline]?[0] ?? nil, "plain text stays plain")
  }

  // Fails if reading the mentions leaves a mention a change broke styled as one (the pass did
  // not run first).
  func test_readingTheMentions_runsThePassFirst() {
    let (text, state) = greeting()
    // A combining mark right after it: the run still holds "@Ana" (whole by its value) but
    // ends inside a Character; only the pass strips it.
    type("\u{301}", at: 7, in: text, state)
    XCTAssertNotNil(text.columns[.mentionTint]?[3] ?? nil, "styled as a mention until the pass")
    XCTAssertEqual(state.mentions.map(\.range), [])
    XCTAssertNil(text.columns[.mentionTint]?[3] ?? nil, "the pass ran: plain text again")
  }

  // Fails if text typed after a mention keeps its attribute (it would join the mention) or its
  // style, plain typing attributes are replaced for nothing, or the plain text's own
  // attributes (issue 47's item 9: a link, an attachment, dictation's alternatives) spread to
  // what is typed after the mention.
  func test_plainTypingAttributes() {
    let (text, state) = greeting()
    let link = NSString(string: "https://example.com")
    text.setMentionAttribute(.testLink, to: link, in: r(0, 3))
    text.setMentionAttribute(.mentionTint, to: NSString(string: "host red"), in: r(0, 3))
    state.plainFallback = {
      [.testFont: NSString(string: "fallback"), .mentionTint: NSString(string: "host color")]
    }
    var inMention = text.attributesForMentions(at: 3)
    inMention[.testFont] = NSString(string: "body")
    XCTAssertNil(state.plainTypingAttributes(replacing: [.testFont: "x"], at: 7), "already plain")
    let plain = state.plainTypingAttributes(replacing: inMention, at: 7)
    XCTAssertNil(plain?[.autofillMention])
    XCTAssertEqual(
      plain?[.mentionTint] as? NSString, NSString(string: "host red"),
      "what the mention style changed comes back from the text before it")
    XCTAssertNil(plain?[.testLink], "the link before the mention does not spread")
    XCTAssertEqual(plain?[.testFont] as? NSString, NSString(string: "body"), "the rest is kept")
    let onlyMention = RunsText("@Ana")
    let alone = AutofillComposerMentions(text: onlyMention, mentionAttributes: [.mentionTint: tint])
    alone.plainFallback = state.plainFallback
    alone.mentions = [(r(0, 4), ana)]
    let typing = alone.plainTypingAttributes(replacing: inMention, at: 4)
    XCTAssertEqual(
      typing?[.mentionTint] as? NSString, NSString(string: "host color"),
      "no plain text to copy: the composer's")
    XCTAssertEqual(typing?[.testFont] as? NSString, NSString(string: "body"))
  }

  // Fails if a mention broken or removed at the start of the text keeps the mention's style
  // (issue 48's item 2: the plain text looked for after the stripped run started inside it).
  func test_aMentionStrippedAtTheStart_losesItsStyle() {
    typealias Change = (RunsText, AutofillComposerMentions<RunsText>, Int) -> Void
    let cases: [(String, Change, UInt)] = [
      (
        "a letter typed inside it",
        { text, state, start in self.type("x", at: start + 2, in: text, state) }, #line
      ),
      ("the mentions set to none", { _, state, _ in state.mentions = [] }, #line),
    ]
    for prefix in ["", "so "] {
      for (name, change, line) in cases {
        let text = RunsText(prefix + "@Ana hi")
        let state = AutofillComposerMentions(text: text, mentionAttributes: [.mentionTint: tint])
        let start = prefix.utf16.count
        state.mentions = [(r(start, 4), ana)]
        XCTAssertNotNil(text.attributesForMentions(at: start)[.mentionTint], line: line)
        change(text, state, start)
        let what = "\(name), after \(prefix.debugDescription)"
        XCTAssertEqual(state.mentions.count, 0, what, line: line)
        let styled = (0..<text.utf16Count).filter {
          text.attributesForMentions(at: $0)[.mentionTint] != nil
        }
        XCTAssertEqual(styled, [], what, line: line)
      }
    }
  }

  // Fails if the decision before an edit reads a stale run (a mention a change already broke
  // would still be selected by Backspace).
  func test_theDecisionBeforeAnEdit_runsThePassFirst() {
    let (text, state) = greeting()
    XCTAssertEqual(
      state.decision(replacing: r(6, 1), with: "", selection: r(7, 0)), .select(r(3, 4)))
    // A combining mark typed right after it: the run still holds "@Ana", but now ends inside
    // a Character ("á"), and only the pass strips it.
    type("\u{301}", at: 7, in: text, state)
    state.turnDidEnd()  // another key press
    XCTAssertEqual(state.decision(replacing: r(6, 1), with: "", selection: r(7, 0)), .asAsked)
  }

  /// UIKit's `deleteBackward()` as the composer meets it: the delegate is asked about the
  /// selection, or the unit before the caret, and UIKit deletes only what it allows.
  private func deleteBackward(
    in text: RunsText, _ state: AutofillComposerMentions<RunsText>, selection: inout NSRange
  ) {
    let asked = selection.length > 0 ? selection : r(selection.location - 1, 1)
    guard asked.location >= 0 else { return }
    var deleted: NSRange?
    switch state.decision(replacing: asked, with: "", selection: selection) {
    case .asAsked?: deleted = asked
    case .select(let mention)?: selection = mention
    case .replace(let edit)?: deleted = edit.range
    case nil: break  // refused
    }
    guard let deleted else { return }
    text.replace(deleted, units: [], attributes: [:])
    _ = state.noteChange(
      editedRange: r(deleted.location, 0), changeInLength: -deleted.length)
    selection = r(deleted.location, 0)
  }

  // Fails if a keyboard extension's correction, five single deleteBackward() in one turn right
  // after a mention (issue 47, item 8), deletes the mention or the text before it: only the
  // first may act (select it, or delete it whole under .deletesWhole), and the word typed next
  // replaces the selected mention. After the turn, Backspace deletes again.
  func test_aBurstOfDeletionsInOneTurn_stopsAtTheMention() {
    for setting in [AutofillMentions.BackspaceAtEnd.selectsFirst, .deletesWhole] {
      let text = RunsText("hi @Zuri Adams")
      let state = AutofillComposerMentions(text: text)
      state.rules.backspaceAtEnd = setting
      state.mentions = [(r(3, 11), AutofillItem("Zuri Adams"))]
      var selection = r(14, 0)
      for _ in 0..<5 { deleteBackward(in: text, state, selection: &selection) }
      XCTAssertTrue(state.refusesDeletions, "\(setting)")
      if setting == .selectsFirst {
        XCTAssertEqual(selection, r(3, 11))
        XCTAssertEqual(
          state.announcement(selecting: selection, AutofillStateTexts(language: "de")),
          "Erwähnung @Zuri Adams ausgewählt. Erneut löschen, um sie zu entfernen.")
      }
      XCTAssertEqual(
        state.decision(replacing: selection, with: "Adam", selection: selection), .asAsked,
        "typing is not refused")
      text.replace(selection, units: Array("Adam".utf16), attributes: [:])
      state.turnDidEnd()
      XCTAssertEqual(text.string, "hi Adam", "\(setting)")
      guard text.string == "hi Adam" else { continue }
      selection = r(7, 0)
      deleteBackward(in: text, state, selection: &selection)
      XCTAssertEqual(text.string, "hi Ada", "the next turn deletes as usual: \(setting)")
    }
  }

  // Fails if a keyboard extension's burst with the caret inside a mention, under
  // `editInsideMention = .deletesWhole`, deletes the text before it (review of issue 47,
  // finding 1: Gboard correcting "Zuri" in "hi @Zuri Adams"): the first deletion, widened to
  // the whole mention, must refuse the rest of the turn as a Backspace at its end does. A
  // forward deletion there (the unit after the caret) is no Backspace and refuses nothing.
  func test_aBurstOfDeletionsInsideAMention_underDeletesWhole_stopsAtTheMention() {
    let text = RunsText("hi @Zuri Adams")
    let state = AutofillComposerMentions(text: text)
    state.rules.editInsideMention = .deletesWhole
    state.mentions = [(r(3, 11), AutofillItem("Zuri Adams"))]
    var selection = r(8, 0)
    for _ in 0..<4 { deleteBackward(in: text, state, selection: &selection) }
    XCTAssertEqual(text.string, "hi ")
    XCTAssertEqual(selection, r(3, 0))
    guard text.string == "hi " else { return }
    state.turnDidEnd()
    text.replace(r(3, 0), units: Array("@Zuri Adams".utf16), attributes: [:])
    state.mentions = [(r(3, 11), AutofillItem("Zuri Adams"))]
    XCTAssertEqual(
      state.decision(replacing: r(8, 1), with: "", selection: r(8, 0)),
      .replace(AutofillMentionsEdit(requestedRange: r(8, 1), range: r(3, 11), replacement: "")))
    XCTAssertFalse(state.refusesDeletions, "a forward deletion is no Backspace")
  }

  // Fails if the end of a Backspace's turn does not give the mention it selected to announce
  // while it is still selected, gives it after a keyboard extension's retyped word replaced it
  // in the same turn (review of issue 47, finding 6: VoiceOver would speak a selection that is
  // gone), or gives it again at the end of a later turn.
  func test_theEndOfTheTurn_givesTheSelectedMentionToAnnounce_whileItIsStillSelected() {
    let (text, state) = greeting()
    var selection = r(7, 0)
    for _ in 0..<3 { deleteBackward(in: text, state, selection: &selection) }
    XCTAssertEqual(state.turnDidEnd(selection: selection), r(3, 4))
    XCTAssertNil(state.turnDidEnd(selection: selection), "once")
    deleteBackward(in: text, state, selection: &selection)
    XCTAssertEqual(text.string, "hi  there", "the next turn deleted it")
    let (burst, burstState) = greeting()
    selection = r(7, 0)
    for _ in 0..<3 { deleteBackward(in: burst, burstState, selection: &selection) }
    burst.replace(selection, units: Array("Ann".utf16), attributes: [:])
    XCTAssertNil(burstState.turnDidEnd(selection: r(6, 0)), "the retyped word replaced it")
    XCTAssertFalse(burstState.refusesDeletions)
  }

  // Fails if a pick's item is marked without its edit having been made (a refused pick would
  // mark whatever text is there), the host is not told of a pick whose text holds no mention,
  // or a pick marks its mention without the composer's attributes.
  func test_aPickMarksItsMention_onlyAfterItsEdit() throws {
    let text = RunsText("hi @An")
    let state = AutofillComposerMentions(text: text, mentionAttributes: [.mentionTint: tint])
    XCTAssertFalse(state.didPick(ana), "no edit made")
    let token = try XCTUnwrap(
      AutofillTokenFinder(delimiters: ["@"]).token(in: "hi @An", caretUTF16Offset: 6))
    let edit = AutofillTextReplacement(replacing: token, in: "hi @An", with: "Ana")
    text.replace(edit.range, units: Array(edit.replacement.utf16), attributes: [:])
    state.pickEditWasMade(edit)
    XCTAssertTrue(state.didPick(ana))
    XCTAssertEqual(AutofillMentionRuns.mentions(in: text).map(\.range), [r(3, 4)])
    XCTAssertEqual(text.columns[.mentionTint]?[3] as? NSString, tint)
    XCTAssertFalse(state.didPick(ana), "once")
    state.pickEditWasMade(edit)
    XCTAssertTrue(state.didPick(AutofillItem("Bob")), "told, with no mention of Bob")
  }

  // Fails if a paste inserts the copied mentions after the pasteboard changed (another copy,
  // another app), or not while it holds the composer's own copy (a changeCount one more than
  // before the copy), or a paste of plain text is taken over.
  func test_pasteByIdentity() {
    let (text, state) = copiedGreeting()
    XCTAssertNil(
      state.fragmentToPaste(changeCount: 41, types: rich, string: "hi @Ana "),
      "the copy not written yet")
    let fragment = try? XCTUnwrap(
      state.fragmentToPaste(changeCount: 42, types: rich, string: "hi @Ana "))
    XCTAssertEqual(fragment?.text, "hi @Ana ")
    XCTAssertEqual(fragment?.mentions.map(\.range), [r(3, 4)])
    XCTAssertNil(
      state.fragmentToPaste(changeCount: 43, types: rich, string: "hi @Ana "),
      "the pasteboard changed since")
    state.willCopy(r(8, 5), changeCount: 50)
    state.didCopy(types: rich)
    XCTAssertNil(
      state.fragmentToPaste(changeCount: 51, types: rich, string: "there"),
      "no mentions: UIKit pastes")
    guard let fragment else { return }
    text.replace(r(13, 0), units: Array(fragment.text.utf16), attributes: [:])
    _ = state.noteChange(editedRange: r(13, 8), changeInLength: 8)
    state.didPaste(fragment, at: 13)
    XCTAssertEqual(state.mentions.map(\.range), [r(3, 4), r(16, 4)])
    XCTAssertEqual(state.mentions.last?.item.refCon as? Int, 1)
  }

  // Fails if a paste inserts the copied mentions while the pasteboard's changeCount is the
  // copy's but its types are not (issue 47, item 10: another app's copy in Split View or
  // through Universal Clipboard, which Apple counts only when this app reactivates), or when
  // the types after the copy were never recorded; or if the same types in another order are
  // taken for another copy.
  func test_pasteByIdentity_comparesTheTypesRecordedAfterTheCopy() {
    let (_, state) = greeting()
    let copy = "hi @Ana "
    state.willCopy(r(0, 8), changeCount: 41)
    XCTAssertNil(state.fragmentToPaste(changeCount: 42, types: [], string: copy), "no types")
    state.didCopy(types: ["public.utf8-plain-text", "public.rtf"])
    XCTAssertNil(
      state.fragmentToPaste(changeCount: 42, types: ["public.utf8-plain-text"], string: copy),
      "another app's plain text, uncounted")
    XCTAssertNil(
      state.fragmentToPaste(changeCount: 42, types: ["public.png"], string: nil), "an image")
    XCTAssertNotNil(
      state.fragmentToPaste(
        changeCount: 42, types: ["public.utf8-plain-text", "public.rtf"], string: copy))
    XCTAssertNotNil(
      state.fragmentToPaste(
        changeCount: 42, types: ["public.rtf", "public.utf8-plain-text"], string: copy),
      "the same types, listed in another order")
  }

  // Fails if a paste inserts the old copy's text with its mentions while the pasteboard holds
  // other text with the same types and count (review of issue 47, finding 3: rich text copied
  // from another app's text view while this one stays active), or reads the pasteboard's text
  // when the count or types already tell the paste is not of the copy.
  func test_pasteByIdentity_comparesTheText_readingItOnlyWhenTheMetadataMatch() {
    let (_, state) = copiedGreeting()
    XCTAssertNil(
      state.fragmentToPaste(changeCount: 42, types: rich, string: "hi @Ann "),
      "another app's rich text, uncounted")
    XCTAssertNil(state.fragmentToPaste(changeCount: 42, types: rich, string: nil), "no text")
    XCTAssertNil(
      state.fragmentToPaste(changeCount: 42, types: rich, string: "hi @Ana"), "a prefix")
    XCTAssertNotNil(state.fragmentToPaste(changeCount: 42, types: rich, string: "hi @Ana "))
    var reads = 0
    let read = { () -> String? in
      reads += 1
      return "hi @Ana "
    }
    _ = state.fragmentToPaste(changeCount: 43, types: rich, string: read())
    _ = state.fragmentToPaste(changeCount: 42, types: ["public.png"], string: read())
    XCTAssertEqual(reads, 0, "the contents read though the metadata differ")
  }

  // Fails if the state changes the text's attributes outside an editing group (a text storage
  // would process each attribute change on its own, and lay out after each).
  func test_everyChangeIsInsideOneEditingGroup() {
    let (text, state) = greeting()
    text.editingLog = []
    type("x", at: 0, in: text, state)
    state.settle()
    state.setMentionAttributes([.mentionTint: NSString(string: "other")])
    state.mentions = [(r(4, 4), ana)]
    XCTAssertEqual(text.changesOutsideGroups, 0)
    XCTAssertEqual(text.editingLog, [.begin, .end, .begin, .end, .begin, .end])
  }
}

extension NSAttributedString.Key {
  /// Stand-ins for a composer's underline and font (Foundation on Linux declares neither).
  fileprivate static let testUnderline = NSAttributedString.Key("test.underline")
  fileprivate static let testFont = NSAttributedString.Key("test.font")
  /// A stand-in for a link (`.link` on Apple platforms).
  fileprivate static let testLink = NSAttributedString.Key("test.link")
}
