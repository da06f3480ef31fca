#if canImport(UIKit)
  @testable import AutofillTextField
  @preconcurrency import UIKit
  import XCTest

  /// The composer on a simulator: suggestions after a trigger, mentions through edits,
  /// Backspace, code, attributed text, undo and input methods, its height, VoiceOver, and its
  /// lifetime. The rules themselves are tested on Linux (`MentionsTests`,
  /// `ComposerPresentationTests`); these check the wiring.
  @MainActor
  final class AutofillTextViewTests: XCTestCase {
    private static let people = [
      AutofillItem("Zuri Adams", refCon: 1), AutofillItem("Zoe Baker", refCon: 2),
      AutofillItem("Ana Souza", refCon: 3),
    ]
    /// "@Zuri Adams" in "hi @Zuri Adams ".
    private static let zuri = NSRange(location: 3, length: 11)

    // Fails if the composer sends no query after a trigger, or the host is not told when the dropdown shows and hides.
    func test_typingAfterTheTrigger_showsRows() {
      let composer = makeComposer()
      var visibility: [Bool] = []
      composer.onDropdownVisibilityChange = { visibility.append($0) }
      type("hi @zu", into: composer)
      waitUntil("the row for Zuri shows") { rowTitles(of: composer) == ["Zuri Adams"] }
      XCTAssertTrue(composer.isDropdownVisible)
      waitUntil("the host is told it shows") { visibility == [true] }
      composer.insertText(" ")
      waitUntil("the host is told it hides") { visibility == [true, false] }
      XCTAssertFalse(composer.isDropdownVisible)
    }

    // Fails if a pick does not replace the trigger's word, or its text is not one run of the mention attribute with the item and the mention attributes.
    func test_pick_insertsAMentionWithItsAttributes() throws {
      let composer = makeComposer()
      composer.mentionAttributes = [.foregroundColor: UIColor.systemRed]
      var picked: [String] = []
      composer.onSelect = { picked.append($0.value) }
      pickZuri(in: composer)
      XCTAssertEqual(composer.text, "hi @Zuri Adams ")
      XCTAssertEqual(picked, ["Zuri Adams"])
      XCTAssertEqual(composer.mentions.map(\.range), [Self.zuri])
      XCTAssertEqual(composer.mentions.first?.item.refCon as? Int, 1)
      var run = NSRange()
      let value = composer.attributedText.attribute(
        .autofillMention, at: 3, longestEffectiveRange: &run,
        in: NSRange(location: 0, length: composer.attributedText.length))
      XCTAssertEqual((value as? AutofillMentionAttribute)?.item.value, "Zuri Adams")
      XCTAssertEqual(run, Self.zuri)
      let color = composer.attributedText.attribute(.foregroundColor, at: 5, effectiveRange: nil)
      XCTAssertEqual(color as? UIColor, .systemRed)
    }

    // Fails if text typed right after a mention, with no space between, inherits its attribute (typing attributes kept), or that typing breaks the mention.
    func test_typingAfterAMention_isPlainText() {
      let composer = makeComposer()
      pickZuri(in: composer)
      // Right after the mention, before the pick's space: where UIKit's typing attributes come
      // from the mention's last character.
      composer.selectedRange = NSRange(location: NSMaxRange(Self.zuri), length: 0)
      // The composer's own step; the pass after the typing would strip an inherited run anyway.
      XCTAssertNil(composer.typingAttributes[.autofillMention], "typing attributes kept")
      composer.insertText("x")
      XCTAssertEqual(composer.text, "hi @Zuri Adamsx ")
      XCTAssertEqual(composer.mentions.map(\.range), [Self.zuri])
      XCTAssertNil(
        composer.attributedText.attribute(
          .autofillMention, at: NSMaxRange(Self.zuri), effectiveRange: nil))
    }

    // Fails if text typed after a mention takes every attribute of the plain text before it (a
    // link there would spread to it: issue 47's item 9), or, with no plain text to copy, the
    // label color instead of the composer's `textColor`.
    func test_typingAfterAMention_takesOnlyThePlainColor() throws {
      let composer = makeComposer()
      let link = try XCTUnwrap(URL(string: "https://example.com"))
      let mention: [NSAttributedString.Key: Any] = [
        .autofillMention: AutofillMentionAttribute(Self.people[2])
      ]
      let draft = NSMutableAttributedString(string: "see ", attributes: [.link: link])
      draft.append(NSAttributedString(string: "@Ana Souza", attributes: mention))
      composer.attributedText = draft
      composer.selectedRange = NSRange(location: draft.length, length: 0)
      XCTAssertNil(composer.typingAttributes[.autofillMention])
      XCTAssertNil(composer.typingAttributes[.link], "the link before the mention spread")
      composer.attributedText = NSAttributedString(string: "@Ana Souza", attributes: mention)
      composer.textColor = .systemBrown
      composer.selectedRange = NSRange(location: 0, length: 0)
      composer.selectedRange = NSRange(location: composer.attributedText.length, length: 0)
      XCTAssertEqual(composer.mentions.count, 1)
      XCTAssertEqual(composer.typingAttributes[.foregroundColor] as? UIColor, .systemBrown)
    }

    // Fails if the fallback color is read back from `textColor`, whose getter may report the
    // first character's color (rajdeep/proton#15): with the text starting with a mention, text
    // typed after it would take the mention's tint, or, with no color set, not the label color.
    func test_typingAfterALeadingMention_takesTheHostsColorOrTheLabelColor() throws {
      let mention: [NSAttributedString.Key: Any] = [
        .autofillMention: AutofillMentionAttribute(Self.people[2])
      ]
      for hostColor in [nil, UIColor.systemBrown] {
        let composer = makeComposer()
        if let hostColor { composer.textColor = hostColor }
        composer.attributedText = NSAttributedString(string: "@Ana Souza", attributes: mention)
        composer.selectedRange = NSRange(location: 0, length: 0)
        composer.selectedRange = NSRange(location: composer.attributedText.length, length: 0)
        XCTAssertEqual(composer.mentions.count, 1)
        XCTAssertEqual(
          composer.typingAttributes[.foregroundColor] as? UIColor, hostColor ?? .label,
          "host color \(String(describing: hostColor))")
      }
    }

    // Fails if an edit before a mention leaves the mention at its old offsets.
    func test_editBeforeAMention_shiftsIt() {
      let composer = makeComposer()
      pickZuri(in: composer)
      composer.selectedRange = NSRange(location: 0, length: 0)
      composer.insertText("Oh ")
      XCTAssertEqual(composer.text, "Oh hi @Zuri Adams ")
      XCTAssertEqual(composer.mentions.map(\.range), [NSRange(location: 6, length: 11)])
    }

    // Fails if a character typed inside a mention leaves it a mention (under .breaks).
    func test_editInsideAMention_breaksIt() {
      assertTypingInsideAMentionBreaksIt(under: .breaks)
    }

    /// Typing inside a mention breaks it also when deletions there delete it whole.
    // Fails if a character typed inside a mention under .deletesWhole deletes it or leaves it a mention.
    func test_typingInsideAMention_breaksIt_underDeletesWhole() {
      assertTypingInsideAMentionBreaksIt(under: .deletesWhole)
    }

    private func assertTypingInsideAMentionBreaksIt(
      under setting: AutofillMentions.InsideEdit, line: UInt = #line
    ) {
      let composer = makeComposer()
      composer.editInsideMention = setting
      pickZuri(in: composer)
      composer.selectedRange = NSRange(location: 6, length: 0)
      keyboardInsert("x", in: composer)
      XCTAssertEqual(composer.text, "hi @Zuxri Adams ", line: line)
      XCTAssertTrue(composer.mentions.isEmpty, line: line)
      XCTAssertNil(
        composer.attributedText.attribute(.autofillMention, at: 3, effectiveRange: nil),
        line: line)
    }

    /// An input method's first key inside a mention under `.deletesWhole` is made as the
    /// keyboard asks: the keyboard holds marked text from then on, so the view must hold exactly
    /// that text (made by the composer as plain text instead, the next key would double it).
    // Fails if an input method's keys inside a mention are not marked as typed (the composer rewrote them), or the host is asked about the mention.
    func test_inputMethodInsideAMention_marksExactlyItsKeys_underDeletesWhole() throws {
      let (composer, host) = pickedZuriWithHost(under: .deletesWhole)
      composer.selectedRange = NSRange(location: 6, length: 0)
      keyboardMarkText("ず", in: composer)
      let marked = try XCTUnwrap(composer.markedTextRange, "the first key is marked")
      XCTAssertEqual(marked.text(in: composer), "ず")
      // Asked about the key (UIKit's own setMarkedText may ask once more), never the mention.
      XCTAssertEqual(host.asked.first, NSRange(location: 6, length: 0))
      XCTAssertFalse(host.asked.contains(Self.zuri))
      keyboardMarkText("ずり", in: composer)
      XCTAssertEqual(composer.markedTextRange?.text(in: composer), "ずり")
      composer.unmarkText()
      XCTAssertEqual(composer.text, "hi @Zuずりri Adams ")
      XCTAssertTrue(composer.mentions.isEmpty)
      XCTAssertNil(composer.attributedText.attribute(.autofillMention, at: 3, effectiveRange: nil))
    }

    // Fails if Backspace inside a mention under .deletesWhole deletes one character, not the mention.
    func test_deleteInsideAMention_deletesItWhole_whenSetSo() {
      let composer = makeComposer()
      composer.editInsideMention = .deletesWhole
      pickZuri(in: composer)
      composer.selectedRange = NSRange(location: 6, length: 0)
      keyboardBackspace(in: composer)
      XCTAssertEqual(composer.text, "hi  ")
      XCTAssertTrue(composer.mentions.isEmpty)
    }

    /// The host is asked once, about the deletion that is made: the whole mention; when it
    /// refuses, nothing changes.
    // Fails if the host is not asked about the widened deletion (the whole mention), is asked twice, or its refusal is ignored.
    func test_hostIsAskedOnce_aboutTheWholeMention() {
      let (composer, host) = pickedZuriWithHost(under: .deletesWhole)
      composer.selectedRange = NSRange(location: 6, length: 0)
      host.refusesLongerThanOne = true
      keyboardBackspace(in: composer)
      XCTAssertEqual(host.asked, [Self.zuri])
      XCTAssertEqual(composer.text, "hi @Zuri Adams ")
      XCTAssertEqual(composer.mentions.map(\.range), [Self.zuri])
      XCTAssertEqual(composer.selectedRange, NSRange(location: 6, length: 0))
      host.refusesLongerThanOne = false
      keyboardBackspace(in: composer)
      XCTAssertEqual(host.asked, [Self.zuri, Self.zuri])
      XCTAssertEqual(composer.text, "hi  ")
    }

    /// With edits inside deleting whole, the first Backspace after a mention still selects it.
    // Fails if the first Backspace after a mention under .deletesWhole deletes instead of selecting, or asks the host about a selection.
    func test_backspaceAfterAMention_selectsFirst_evenWhenInsideEditsDeleteWhole() {
      let (composer, host) = pickedZuriWithHost(under: .deletesWhole)
      composer.selectedRange = NSRange(location: NSMaxRange(Self.zuri), length: 0)
      keyboardBackspace(in: composer)
      XCTAssertEqual(composer.selectedRange, Self.zuri)
      XCTAssertEqual(composer.text, "hi @Zuri Adams ")
      XCTAssertEqual(host.asked, [], "selecting changes no text: the host is not asked")
      keyboardBackspace(in: composer)
      XCTAssertEqual(composer.text, "hi  ")
      // Asked about the mention only (UIKit's own deleteBackward may ask once more).
      XCTAssertFalse(host.asked.isEmpty)
      XCTAssertEqual(Set(host.asked), [Self.zuri])
    }

    /// The composer's wider deletion is one undo step of its own: undo brings the mention
    /// back and leaves the typing before it.
    // Fails if the widened deletion is not its own undo step, or undo brings the text back without its mention, or redo not as deleted.
    func test_undo_ofAWiderDeletion_bringsTheMentionBack() throws {
      let composer = makeComposer()
      composer.editInsideMention = .deletesWhole
      pickZuri(in: composer)
      type("hey", into: composer)
      // The run loop closes the typing's undo group, as between keystrokes.
      settle()
      composer.selectedRange = NSRange(location: 6, length: 0)
      keyboardBackspace(in: composer)
      XCTAssertEqual(composer.text, "hi  hey")
      settle()
      try XCTUnwrap(composer.undoManager).undo()
      XCTAssertEqual(composer.text, "hi @Zuri Adams hey")
      XCTAssertEqual(composer.mentions.map(\.range), [Self.zuri])
      XCTAssertEqual(composer.mentions.first?.item.refCon as? Int, 1)
      try XCTUnwrap(composer.undoManager).redo()
      XCTAssertEqual(composer.text, "hi  hey")
      XCTAssertTrue(composer.mentions.isEmpty)
    }

    /// UIKit's own `deleteBackward()`, the keyboard's entry point, asks the delegate before it
    /// deletes (ledger entry 41): the composer decides Backspace at a mention only there.
    // Fails if UIKit deletes without asking the delegate: Backspace right after a mention would then delete its last character instead of selecting it (the pass leaves the rest plain).
    func test_deleteBackward_asksTheDelegateFirst_soBackspaceAfterAMentionSelectsIt() {
      let (composer, host) = pickedZuriWithHost(under: .breaks)
      composer.selectedRange = NSRange(location: NSMaxRange(Self.zuri), length: 0)
      composer.deleteBackward()
      XCTAssertEqual(composer.selectedRange, Self.zuri, "selected, through the delegate")
      XCTAssertEqual(composer.text, "hi @Zuri Adams ")
      XCTAssertEqual(host.asked, [], "selecting changes no text: the host is not asked")
    }

    /// A keyboard extension (Gboard, SwiftKey) corrects the word before the caret with one
    /// `deleteBackward()` per character, all in one turn of the run loop (ledger 39), then
    /// types the correction: here five, right after a mention, through the view's own
    /// `deleteBackward()`.
    // Fails if the deletions after the first in the same turn are made (issue 47, item 8): the second deleted the selected mention and the rest "hi " before it; or the word typed next does not replace the mention; or a Backspace in the next turn is still refused.
    func test_fiveDeleteBackwardInOneTurn_afterAMention_loseNothingBeforeIt() {
      let composer = makeComposer()
      pickZuri(in: composer)
      composer.selectedRange = NSRange(location: NSMaxRange(Self.zuri), length: 0)
      for _ in 0..<5 { composer.deleteBackward() }
      XCTAssertEqual(composer.text, "hi @Zuri Adams ")
      XCTAssertEqual(composer.selectedRange, Self.zuri)
      composer.insertText("Adam")
      XCTAssertEqual(composer.text, "hi Adam ")
      XCTAssertTrue(composer.mentions.isEmpty)
      settle(turns: 1)
      composer.deleteBackward()
      XCTAssertEqual(composer.text, "hi Ada ", "the next turn's Backspace deletes")
    }

    /// The same burst when Backspace right after a mention deletes it whole.
    // Fails if, under backspaceAtEnd = .deletesWhole, the deletions after the one that deleted the mention in the same turn delete the text before it (issue 47, item 8).
    func test_fiveDeleteBackwardInOneTurn_underDeletesWhole_deleteTheMentionAlone() {
      let composer = makeComposer()
      composer.backspaceAtEnd = .deletesWhole
      pickZuri(in: composer)
      composer.selectedRange = NSRange(location: NSMaxRange(Self.zuri), length: 0)
      for _ in 0..<5 { composer.deleteBackward() }
      XCTAssertEqual(composer.text, "hi  ")
      XCTAssertEqual(composer.selectedRange, NSRange(location: 3, length: 0))
    }

    /// A keyboard extension correcting "Zuri" with the caret inside the mention, under
    /// `editInsideMention = .deletesWhole`: four `deleteBackward()` in one turn.
    // Fails if only a burst right after a mention is refused (review of issue 47, finding 1): the first deletion, widened to the whole mention, must refuse the rest of the turn, or the other three delete "hi " before it.
    func test_fourDeleteBackwardInOneTurn_insideAMention_underDeletesWhole_keepTheTextBeforeIt() {
      let composer = makeComposer()
      composer.editInsideMention = .deletesWhole
      pickZuri(in: composer)
      composer.selectedRange = NSRange(location: 8, length: 0)
      for _ in 0..<4 { composer.deleteBackward() }
      XCTAssertEqual(composer.text, "hi  ")
      XCTAssertEqual(composer.selectedRange, NSRange(location: 3, length: 0))
    }

    /// A host's own loop of `deleteBackward()` in one turn stops at a mention (Composer.md);
    /// setting the text, the documented way to clear, still clears it.
    // Fails if deletions in code after the one that selected a mention in the same turn are made (the burst rule would not hold for the view's own deleteBackward), or if setting text = "" does not clear the composer then (review of issue 47, finding 2: the documented way out of such a loop).
    func test_deleteBackwardLoopInCode_stopsAtAMention_andSettingTheTextClears() {
      let composer = makeComposer()
      pickZuri(in: composer)
      for _ in 0..<20 where composer.hasText { composer.deleteBackward() }
      XCTAssertEqual(composer.text, "hi @Zuri Adams", "the space, then the mention selected")
      XCTAssertEqual(composer.selectedRange, Self.zuri)
      composer.text = ""
      XCTAssertFalse(composer.hasText)
      XCTAssertTrue(composer.mentions.isEmpty)
    }

    /// Backspace through the view's own `deleteBackward()`, a key press per turn: select,
    /// then delete; and inside a mention under `.deletesWhole`, the host asked once.
    // Fails if UIKit's deleteBackward does not ask the delegate about the selected mention (the second Backspace would delete a character), or, inside a mention under .deletesWhole, the host is not asked exactly once about the whole mention (ledger 41).
    func test_deleteBackward_selectsThenDeletes_andInsideDeletesWholeAskingOnce() {
      let (composer, host) = pickedZuriWithHost(under: .deletesWhole)
      composer.selectedRange = NSRange(location: NSMaxRange(Self.zuri), length: 0)
      composer.deleteBackward()
      XCTAssertEqual(composer.selectedRange, Self.zuri)
      settle(turns: 1)
      composer.deleteBackward()
      XCTAssertEqual(composer.text, "hi  ")
      XCTAssertEqual(Set(host.asked), [Self.zuri])
      composer.text = "hi @Zuri Adams "
      composer.mentions = [(Self.zuri, Self.people[0])]
      host.asked = []
      composer.selectedRange = NSRange(location: 6, length: 0)
      composer.deleteBackward()
      XCTAssertEqual(composer.text, "hi  ")
      XCTAssertEqual(host.asked, [Self.zuri], "asked once, about the whole mention")
    }

    /// VoiceOver hears the selection Backspace makes (set in code, UIKit speaks nothing), once
    /// per key press, at the end of its turn, in the texts' language, through the channel the
    /// dropdown's announcements take; not when a keyboard extension's burst retyped the word
    /// over the mention in the same turn.
    // Fails if Backspace selecting a mention announces nothing (issue 47, item 11: the next Backspace would delete the whole name unannounced), announces in another language than the composer's texts, announces again for each refused deletion of a burst, or announces a selection that a burst's retyped word already replaced (review of issue 47, finding 6).
    func test_backspaceSelectingAMention_isAnnounced() {
      let composer = makeComposer()
      composer.configuration.texts = AutofillStateTexts(language: "fr")
      pickZuri(in: composer)
      var announced: [String] = []
      composer.session.onAnnouncement = { announced.append($0) }
      composer.selectedRange = NSRange(location: NSMaxRange(Self.zuri), length: 0)
      for _ in 0..<3 { composer.deleteBackward() }
      settle(turns: 1)
      XCTAssertEqual(
        announced.filter { $0.contains("@Zuri Adams") },
        ["Mention @Zuri Adams sélectionnée. Supprimez à nouveau pour la retirer."])
      composer.text = "hi @Zuri Adams"
      composer.mentions = [(Self.zuri, Self.people[0])]
      composer.selectedRange = NSRange(location: NSMaxRange(Self.zuri), length: 0)
      announced = []
      for _ in 0..<5 { composer.deleteBackward() }
      composer.insertText("Adam")
      settle(turns: 1)
      XCTAssertEqual(composer.text, "hi Adam")
      XCTAssertEqual(announced.filter { $0.contains("@Zuri Adams") }, [], "replaced already")
    }

    /// The types the pasteboard has once the composer's copy wrote it are those it records,
    /// and its text is the copied text.
    // Fails if the composer reads the pasteboard's types before its copy wrote them (ledger 36: a paste of its own copy would then be plain text), if the pasteboard's text after UIKit's copy is not the copied text (its own paste would be plain), if other text with the same types and count would paste the old copy (review of issue 47, finding 3), or a paste of its copy loses the mention. The pasteboard gets a marker item first (review finding 8: emptying an empty pasteboard may not change its count, and the wait would time out).
    func test_copy_recordsTheTypesItWrote_andItsPasteKeepsTheMention() {
      let composer = makeComposer()
      pickZuri(in: composer)
      let beforeMarking = UIPasteboard.general.changeCount
      UIPasteboard.general.items = [["org.example.marker": Data()]]
      waitForPasteboardCount(beforeMarking + 1)
      composer.selectedRange = Self.zuri
      copyAndWaitForTheCount(in: composer)
      let (count, types) = (UIPasteboard.general.changeCount, UIPasteboard.general.types)
      XCTAssertFalse(types.isEmpty, "the copy wrote no type: the test shows nothing")
      XCTAssertNotNil(
        composer.mentionState.fragmentToPaste(
          changeCount: count, types: types, string: UIPasteboard.general.string))
      XCTAssertNil(
        composer.mentionState.fragmentToPaste(
          changeCount: count, types: ["public.png"], string: UIPasteboard.general.string),
        "another app's copy that the count does not show")
      XCTAssertNil(
        composer.mentionState.fragmentToPaste(
          changeCount: count, types: types, string: "@Zuri Adam"),
        "another app's rich text that neither the count nor the types show")
      composer.selectedRange = NSRange(location: composer.textStorage.length, length: 0)
      composer.paste(nil)
      waitUntil("the paste lands") { composer.text == "hi @Zuri Adams @Zuri Adams" }
      XCTAssertEqual(composer.mentions.count, 2)
    }

    // Fails if Backspace at a mention's end deletes a character, or the second one does not delete the whole mention.
    func test_backspaceAtAMentionsEnd_selectsItThenDeletesIt() {
      let composer = makeComposer()
      selectZuriWithBackspace(in: composer)
      XCTAssertEqual(composer.text, "hi @Zuri Adams ")
      keyboardBackspace(in: composer)
      XCTAssertEqual(composer.text, "hi  ")
      XCTAssertTrue(composer.mentions.isEmpty)
    }

    // Fails if text typed over a selected mention keeps the mention attribute.
    func test_typingOverASelectedMention_isPlainText() {
      let composer = makeComposer()
      selectZuriWithBackspace(in: composer)
      composer.insertText("k")
      XCTAssertEqual(composer.text, "hi k ")
      XCTAssertTrue(composer.mentions.isEmpty)
    }

    // Fails if mentions set in code are not read back in text order, one past the end is kept, or clearing them leaves the attribute.
    func test_mentionsSetInCode_areStyledAndReadBack() {
      let composer = makeComposer()
      composer.text = "hi @Ana and @Bo"
      composer.mentions = [
        (NSRange(location: 12, length: 3), AutofillItem("Bo")),
        (NSRange(location: 3, length: 4), AutofillItem("Ana")),
        (NSRange(location: 14, length: 9), AutofillItem("past the end")),
      ]
      XCTAssertEqual(
        composer.mentions.map(\.range),
        [NSRange(location: 3, length: 4), NSRange(location: 12, length: 3)])
      XCTAssertEqual(composer.mentions.map(\.item.value), ["Ana", "Bo"])
      let value = composer.attributedText.attribute(.autofillMention, at: 13, effectiveRange: nil)
      XCTAssertEqual((value as? AutofillMentionAttribute)?.item.value, "Bo")
      composer.mentions = []
      XCTAssertNil(composer.attributedText.attribute(.autofillMention, at: 13, effectiveRange: nil))
    }

    // Fails if an attributedText read from the composer and set again loses its mentions or their items.
    func test_attributedText_roundTripKeepsTheMentions() {
      let composer = makeComposer()
      pickZuri(in: composer)
      let draft = composer.attributedText
      composer.text = ""
      XCTAssertTrue(composer.mentions.isEmpty)
      composer.attributedText = draft
      XCTAssertEqual(composer.text, "hi @Zuri Adams ")
      XCTAssertEqual(composer.mentions.map(\.range), [Self.zuri])
      XCTAssertEqual(composer.mentions.first?.item.refCon as? Int, 1)
    }

    // Fails if undoing a pick takes more or less than the pick's edit, or leaves its mention.
    func test_undo_takesBackThePickInOneStep() throws {
      let composer = makeComposer()
      // The window's undo manager is shared by every test: emptied, only the pick is on it.
      let undo = try XCTUnwrap(composer.undoManager)
      undo.removeAllActions()
      composer.text = "hi @zu"
      composer.selectedRange = NSRange(location: 6, length: 0)
      waitUntil("the row for Zuri shows") { rowTitles(of: composer) == ["Zuri Adams"] }
      composer.selectSuggestion(at: 0)
      XCTAssertEqual(composer.text, "hi @Zuri Adams ")
      // The run loop closes the event's undo group, as after a tap.
      settle()
      XCTAssertTrue(undo.canUndo)
      undo.undo()
      XCTAssertEqual(composer.text, "hi @zu")
      XCTAssertTrue(composer.mentions.isEmpty)
    }

    /// Typing coalesces into one undo step in a text view; the pick must not join it.
    // Fails if the pick joins the typing's undo group, so undo takes back the typing too.
    func test_undo_afterTyping_takesBackThePickAlone() throws {
      let composer = makeComposer()
      type("hi @zu", into: composer)
      settle()
      waitUntil("the row for Zuri shows") { rowTitles(of: composer) == ["Zuri Adams"] }
      composer.selectSuggestion(at: 0)
      XCTAssertEqual(composer.text, "hi @Zuri Adams ")
      settle()
      try XCTUnwrap(composer.undoManager).undo()
      XCTAssertEqual(composer.text, "hi @zu", "undo took back the typing with the pick")
      XCTAssertTrue(composer.mentions.isEmpty)
    }

    // Fails if a source is asked for marked (uncommitted) text, or not asked for the committed text.
    func test_markedText_asksNothingUntilCommitted() {
      let composer = makeComposer()
      let queries = QueryLog()
      composer.configuration.debounce = .zero
      composer.triggers = [
        AutofillTrigger(
          "@",
          source: AutofillClosureSource { query in
            await queries.record(query.text)
            return []
          })
      ]
      composer.insertText("@")
      composer.setMarkedText("ず", selectedRange: NSRange(location: 1, length: 0))
      settle()
      XCTAssertEqual(queries.texts, [])
      composer.unmarkText()
      waitUntil("the committed text is asked") { queries.texts == ["ず"] }
    }

    // Fails if the intrinsic height does not follow the text up to maximumHeight, or scrolling is not on exactly above it.
    func test_height_growsWithTheTextUpToTheMaximumThenScrolls() {
      let composer = makeComposer()
      composer.maximumHeight = 100
      composer.text = "hi"
      let short = composer.intrinsicContentSize.height
      XCTAssertGreaterThan(short, 0)
      XCTAssertLessThan(short, 100)
      XCTAssertFalse(composer.isScrollEnabled)
      composer.text = Array(repeating: "line", count: 20).joined(separator: "\n")
      XCTAssertEqual(composer.intrinsicContentSize.height, 100)
      XCTAssertTrue(composer.isScrollEnabled)
      composer.text = "hi"
      XCTAssertEqual(composer.intrinsicContentSize.height, short)
      XCTAssertFalse(composer.isScrollEnabled)
    }

    /// Typing measures the whole text only when a key wraps onto a new line, and the height
    /// still follows the text at every key (ledger 43: a paragraph laid out alone wraps as in
    /// the composer). Sized by Auto Layout from its intrinsic height, as a host would.
    // Fails if a growing composer measures its whole text (sizeThatFits) for keys that cannot change its line count (issue 47, item 12), measures it again when Auto Layout asks its intrinsic size or gives it the new height (review of issue 47, finding 4), or its reported height lags the text after a key that wraps or unwraps a line.
    func test_height_typingMeasuresTheWholeTextOnlyWhenALineWraps() {
      let screen = makeScreen()
      let composer = MeasuredComposer(frame: .zero, textContainer: nil)
      composer.translatesAutoresizingMaskIntoConstraints = false
      screen.root.addSubview(composer)
      NSLayoutConstraint.activate([
        composer.topAnchor.constraint(equalTo: screen.root.topAnchor, constant: 120),
        composer.leadingAnchor.constraint(equalTo: screen.root.leadingAnchor, constant: 16),
        composer.widthAnchor.constraint(equalToConstant: 300),
      ])
      screen.root.layoutIfNeeded()
      XCTAssertTrue(composer.becomeFirstResponder())
      composer.maximumHeight = 400
      let keys = Array(repeating: "w", count: 60) + Array(repeating: "backspace", count: 60)
      var (changes, last) = (0, CGFloat?.none)
      composer.measures = 0
      for key in keys {
        if key == "backspace" { composer.deleteBackward() } else { composer.insertText(key) }
        let measured = composer.measures
        let fits = composer.sizeThatFits(
          CGSize(width: composer.bounds.width, height: .greatestFiniteMagnitude)
        ).height
        composer.measures = measured
        waitUntil("the height follows the text after \(key)") {
          composer.reportedHeight == min(fits, 400)
        }
        screen.root.layoutIfNeeded()
        // Auto Layout rounds the frame to pixels.
        XCTAssertEqual(
          composer.bounds.height, min(fits, 400), accuracy: 1, "laid out after \(key)")
        if last.map({ $0 != fits }) ?? false { changes += 1 }
        last = fits
      }
      XCTAssertGreaterThan(changes, 2, "the text never wrapped: the test shows nothing")
      // Its own measure at each wrap, and two to spare; none for the layout that follows.
      XCTAssertLessThanOrEqual(composer.measures, changes + 2, "of \(keys.count) keys")
    }

    /// What changes the layout without a key: insets, exclusion paths, a mention font set at
    /// run time or applied by a pick.
    // Fails if a growing composer's reported height stays stale after textContainerInset changes, ignores exclusion paths (a paragraph measured alone does not see them), or after mentionAttributes with a larger font are set or applied by a pick (review of issue 47, finding 5).
    func test_height_followsLayoutChangesOtherThanKeys() {
      let composer = makeComposer()
      composer.maximumHeight = 1000
      let fits = {
        composer.sizeThatFits(
          CGSize(width: composer.bounds.width, height: .greatestFiniteMagnitude)
        ).height
      }
      pickZuri(in: composer)
      let plain = fits()
      XCTAssertEqual(composer.reportedHeight, plain)
      composer.textContainerInset.top += 40
      XCTAssertEqual(composer.reportedHeight, fits(), "insets")
      XCTAssertGreaterThan(fits(), plain)
      composer.mentionAttributes = [.font: UIFont.systemFont(ofSize: 60)]
      XCTAssertEqual(composer.reportedHeight, fits(), "a mention font set at run time")
      composer.text = "hi\n"
      composer.selectedRange = NSRange(location: 3, length: 0)
      pickZuri(in: composer)
      XCTAssertEqual(composer.reportedHeight, fits(), "a pick's mention font")
      composer.text = "hi"
      composer.textContainerInset = .zero
      composer.textContainer.exclusionPaths = [
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 200, height: 10_000))
      ]
      composer.insertText("x")
      let narrow = composer.reportedHeight
      for _ in 0..<30 {
        composer.insertText("x")
        XCTAssertEqual(composer.reportedHeight, fits(), "exclusion paths")
      }
      XCTAssertNotEqual(composer.reportedHeight, narrow, "never wrapped: the test shows nothing")
    }

    // Fails if a growing composer keeps its old height when Dynamic Type enlarges its text
    // (its intrinsic size is the stored height, so a measurement made before UIKit applies the
    // larger font would clip the lines): from a review of issue 47's height work. It checks
    // the result, not the order: if UIKit applies the font through the `font` setter, that
    // setter measures and the test passes without the measurement a turn later.
    func test_height_followsDynamicType() {
      let parent = UIViewController()
      let child = UIViewController()
      let screen = makeScreen(parent)
      parent.addChild(child)
      screen.root.addSubview(child.view)
      child.view.frame = screen.root.bounds
      child.didMove(toParent: parent)
      let composer = AutofillTextView(
        frame: CGRect(x: 16, y: 120, width: 300, height: 44), textContainer: nil)
      composer.maximumHeight = 1000
      child.view.addSubview(composer)
      composer.text = "one two three four five six seven eight nine ten eleven twelve"
      let fits = {
        composer.sizeThatFits(
          CGSize(width: composer.bounds.width, height: .greatestFiniteMagnitude)
        ).height
      }
      waitUntil("the composer measured its text") { composer.reportedHeight == fits() }
      let before = composer.reportedHeight ?? 0
      parent.setOverrideTraitCollection(
        UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge),
        forChild: child)
      waitUntil("the height follows the larger text") {
        composer.reportedHeight == fits() && (composer.reportedHeight ?? 0) > before
      }
    }

    // Fails if the Mentions rotor misses a mention, returns another element, or does not end after the last.
    func test_voiceOver_mentionsRotorMovesFromMentionToMention() throws {
      let composer = makeComposer()
      composer.text = "hi @Ana and @Bo"
      composer.mentions = [
        (NSRange(location: 3, length: 4), AutofillItem("Ana")),
        (NSRange(location: 12, length: 3), AutofillItem("Bo")),
      ]
      let name = composer.configuration.texts.mentionsRotorName
      let rotor = try XCTUnwrap(composer.accessibilityCustomRotors?.first { $0.name == name })
      let predicate = UIAccessibilityCustomRotorSearchPredicate()
      predicate.searchDirection = .next
      predicate.currentItem = UIAccessibilityCustomRotorItemResult(
        targetElement: composer, targetRange: nil)
      let first = try XCTUnwrap(rotor.itemSearchBlock(predicate))
      XCTAssertTrue(first.targetElement === composer)
      XCTAssertEqual(try XCTUnwrap(first.targetRange).text(in: composer), "@Ana")
      predicate.currentItem = first
      let second = try XCTUnwrap(rotor.itemSearchBlock(predicate))
      XCTAssertEqual(try XCTUnwrap(second.targetRange).text(in: composer), "@Bo")
      predicate.currentItem = second
      XCTAssertNil(rotor.itemSearchBlock(predicate))
    }

    // Fails if the host's delegate is not asked before a pick or not told of typing through the proxy.
    func test_hostsDelegate_isAskedAndTold() {
      let composer = makeComposer()
      let host = RefusingDelegate()
      composer.delegate = host
      XCTAssertTrue(composer.delegateProxy.forwarding.isHost(host))
      type("hi @zu", into: composer)
      XCTAssertGreaterThan(host.changes, 0)
      waitUntil("the row for Zuri shows") { rowTitles(of: composer) == ["Zuri Adams"] }
      host.refuses = true
      composer.selectSuggestion(at: 0)
      XCTAssertEqual(composer.text, "hi @zu")
      XCTAssertTrue(composer.mentions.isEmpty)
    }

    #if compiler(>=6.2)
      /// A host of iOS 26 that implements only the multi-range question is asked before a pick.
      // Fails if a host implementing only iOS 26's multi-range question is not asked before a pick, or its refusal is ignored.
      func test_hostsMultiRangeQuestion_isAskedBeforeAPick() throws {
        guard #available(iOS 26.0, *) else { throw XCTSkip("iOS 26's multi-range question") }
        let composer = makeComposer()
        let host = MultiRangeRefusingDelegate()
        composer.delegate = host
        type("hi @zu", into: composer)
        waitUntil("the row for Zuri shows") { rowTitles(of: composer) == ["Zuri Adams"] }
        host.refuses = true
        composer.selectSuggestion(at: 0)
        XCTAssertEqual(composer.text, "hi @zu")
        XCTAssertTrue(composer.mentions.isEmpty)
        XCTAssertEqual(host.asked.last, [NSRange(location: 3, length: 3)])
      }
    #endif

    // Fails if a host's text storage delegate restyling the whole text on every keystroke breaks a mention the keystroke did not touch.
    func test_hostRestylingTheWholeText_whileTyping_keepsTheMentions() {
      let composer = makeComposer()
      let restyler = WholeTextRestyler()
      composer.textStorage.delegate = restyler
      pickZuri(in: composer)
      composer.insertText("x")
      XCTAssertGreaterThan(restyler.restyles, 0)
      XCTAssertTrue(
        restyler.sawWidenedKeystroke, "no widened edit was reported: the test shows nothing")
      XCTAssertEqual(composer.text, "hi @Zuri Adams x")
      XCTAssertEqual(composer.mentions.map(\.range), [Self.zuri])
    }

    // Fails if the mention attribute does not survive secure archiving (a saved draft), or the restored draft loses the mention.
    func test_attributedText_archivedAndRestored_keepsTheMentions() throws {
      let composer = makeComposer()
      pickZuri(in: composer)
      let data = try NSKeyedArchiver.archivedData(
        withRootObject: composer.attributedText as Any, requiringSecureCoding: true)
      let draft = try NSKeyedUnarchiver.unarchivedObject(
        ofClasses: [
          NSAttributedString.self, AutofillMentionAttribute.self, UIFont.self, UIColor.self,
          NSParagraphStyle.self,
        ], from: data)
      let restored = makeComposer()
      restored.attributedText = try XCTUnwrap(draft as? NSAttributedString)
      XCTAssertEqual(restored.mentions.map(\.range), [Self.zuri])
      XCTAssertEqual(restored.mentions.first?.item.refCon as? Int, 1)
    }

    // Fails if a paste while the pasteboard still holds the composer's copy (its changeCount one more than before it) loses the mentions, or a paste of other text brings mentions.
    func test_paste_bringsMentionsBack_otherTextPastesPlain() {
      let composer = makeComposer()
      pickZuri(in: composer)
      composer.selectedRange = Self.zuri
      copyAndWaitForTheCount(in: composer)
      composer.selectedRange = NSRange(location: composer.textStorage.length, length: 0)
      composer.paste(nil)
      // UIKit pastes asynchronously.
      waitUntil("the paste lands") { composer.text == "hi @Zuri Adams @Zuri Adams" }
      XCTAssertEqual(
        composer.mentions.map(\.range), [Self.zuri, NSRange(location: 15, length: 11)],
        "pasted as copied: the mention comes back")
      let beforeOther = UIPasteboard.general.changeCount
      UIPasteboard.general.string = "@Zuri Adam"
      // Counted at the end of the event loop: pasted before, it would still pass for the copy.
      waitForPasteboardCount(beforeOther + 1)
      composer.paste(nil)
      waitUntil("the paste lands") { composer.text.hasSuffix("Adam") }
      XCTAssertEqual(composer.mentions.count, 2, "other text pastes plain")
    }

    /// A paste with no text on the pasteboard leaves no mark: the next deletion the keyboard
    /// asks about is widened as any other under `.deletesWhole`.
    // Fails if a paste after the pasteboard changed since the composer's copy (emptied here) still inserts the copied fragment, or leaves a mark on the next edit.
    func test_pasteOfNothing_leavesTheNextEditAlone() {
      let composer = makeComposer()
      composer.editInsideMention = .deletesWhole
      pickZuri(in: composer)
      composer.selectedRange = Self.zuri
      copyAndWaitForTheCount(in: composer)
      let beforeEmptying = UIPasteboard.general.changeCount
      UIPasteboard.general.items = []
      // Counted at the end of the event loop, as another app's change would be: pasted before,
      // it would still be the copy.
      waitForPasteboardCount(beforeEmptying + 1)
      composer.selectedRange = NSRange(location: 6, length: 0)
      composer.paste(nil)
      settle()
      keyboardBackspace(in: composer)
      XCTAssertEqual(composer.text, "hi  ")
      XCTAssertTrue(composer.mentions.isEmpty)
    }

    // Fails if cut leaves the mention, or undoing the cut brings the words back without their mention.
    func test_cut_thenUndo_bringsTheMentionBack() throws {
      let composer = makeComposer()
      pickZuri(in: composer)
      composer.selectedRange = Self.zuri
      composer.cut(nil)
      XCTAssertEqual(composer.text, "hi  ")
      XCTAssertTrue(composer.mentions.isEmpty)
      settle()
      try XCTUnwrap(composer.undoManager).undo()
      XCTAssertEqual(composer.text, "hi @Zuri Adams ")
      XCTAssertEqual(composer.mentions.map(\.range), [Self.zuri], "undo brings the mention back")
    }

    /// Undoing an edit that replaced part of a mention gives that part back as plain text,
    /// even if it comes back carrying the mention's attribute: it is not a whole mention.
    /// (Whether the part is tinted until the next change depends on UIKit telling the composer
    /// after an undo: a checklist step.)
    // Fails if an undo that puts back part of a mention with the mention's value makes that part a (shorter) mention.
    func test_undo_ofTypingOverPartOfAMention_givesBackPlainText() throws {
      let composer = makeComposer()
      pickZuri(in: composer)
      try typeThenUndo(over: NSRange(location: 9, length: 5), in: composer, typed: "hi @Zuri x ")
      XCTAssertEqual(composer.text, "hi @Zuri Adams ")
      XCTAssertEqual(composer.mentions.map(\.range), [], "no shorter mention over \"Adams\"")
    }

    /// A one-word mention that a host's value brought (no length): undo puts back the name
    /// without its "@", with the mention's value; that run is not the mention.
    // Fails if an undo that puts back a one-word mention's name without its "@" makes the name a mention.
    func test_undo_ofTypingOverAOneWordMentionsName_givesBackPlainText() throws {
      let composer = makeComposer()
      setHostsDraft("hi @Zuri ", mention: NSRange(location: 3, length: 5), of: "Zuri", in: composer)
      try typeThenUndo(over: NSRange(location: 4, length: 4), in: composer, typed: "hi @x ")
      XCTAssertEqual(composer.text, "hi @Zuri ")
      XCTAssertEqual(composer.mentions.map(\.range), [], "no mention over \"Zuri\" alone")
    }

    /// A host's value without a length is replaced on the mention by the composer's, which
    /// holds it (so a part of the mention put back later is not taken for the whole).
    // Fails if a host's mention value without a length is kept as is (so a restored part could pass for the whole) or loses its item.
    func test_attributedText_hostsValue_isReplacedByOneWithTheLength() throws {
      let composer = makeComposer()
      setHostsDraft("hi @Zuri Adams ", mention: Self.zuri, of: "Zuri Adams", in: composer)
      let value = try XCTUnwrap(
        composer.attributedText.attribute(.autofillMention, at: 3, effectiveRange: nil)
          as? AutofillMentionAttribute)
      XCTAssertEqual(value.utf16Length, 11)
      XCTAssertEqual(value.item.refCon as? Int, 1)
    }

    /// A run that carries the composer's mention value but is only part of its mention is plain
    /// text; a value a host made without a length takes its whole run.
    // Fails if a run that is only part of the mention its value names is kept, or a host's length-less value does not take its whole run.
    func test_attributedText_partOfAMention_isPlain() {
      let composer = makeComposer()
      let zuri = AutofillItem("Zuri Adams", refCon: 1)
      let text = NSMutableAttributedString(string: "hi @Zuri Adams ")
      let adams = NSRange(location: 9, length: 5)
      text.addAttribute(
        .autofillMention, value: AutofillMentionAttribute(zuri, utf16Length: 11), range: adams)
      composer.attributedText = text
      XCTAssertEqual(composer.mentions.map(\.range), [])
      text.addAttribute(.autofillMention, value: AutofillMentionAttribute(zuri), range: adams)
      composer.attributedText = text
      XCTAssertEqual(composer.mentions.map(\.range), [adams])
      text.addAttribute(
        .autofillMention, value: AutofillMentionAttribute(zuri, utf16Length: 11), range: Self.zuri)
      composer.attributedText = text
      XCTAssertEqual(composer.mentions.map(\.range), [Self.zuri])
    }

    // Fails if text set in code keeps a mention where it keeps the mention's words.
    func test_textSetInCode_isPlain_evenWhereItKeepsAMentionsText() {
      let composer = makeComposer()
      pickZuri(in: composer)
      composer.text = composer.text + "!"
      XCTAssertEqual(composer.text, "hi @Zuri Adams !")
      XCTAssertTrue(composer.mentions.isEmpty)
    }

    // Fails if a host's whole-text restyling makes the paste of the composer's own copy lose its mention or the original's.
    func test_hostRestylingTheWholeText_pasteBringsMentionsBack() {
      let composer = makeComposer()
      let restyler = WholeTextRestyler()
      composer.textStorage.delegate = restyler
      pickZuri(in: composer)
      composer.selectedRange = Self.zuri
      copyAndWaitForTheCount(in: composer)
      composer.selectedRange = NSRange(location: composer.textStorage.length, length: 0)
      composer.paste(nil)
      waitUntil("the paste lands") { composer.text == "hi @Zuri Adams @Zuri Adams" }
      XCTAssertEqual(composer.mentions.count, 2)
      XCTAssertEqual(composer.mentions.first?.range, Self.zuri)
    }

    // Fails if the composer or its screen is retained after use (a cycle through the session, presenter, proxy or rotor).
    func test_composer_isReleasedAfterUse() {
      weak var released: AutofillTextView?
      weak var releasedController: UIViewController?
      autoreleasepool {
        let screen = TestScreen()
        let composer = AutofillTextView(
          frame: CGRect(x: 16, y: 120, width: 300, height: 44), textContainer: nil)
        composer.triggers = [AutofillTrigger("@", items: Self.people)]
        screen.root.addSubview(composer)
        XCTAssertTrue(composer.becomeFirstResponder())
        pickZuri(in: composer)
        type(" @zo", into: composer)
        waitUntil("the row for Zoe shows") { rowTitles(of: composer) == ["Zoe Baker"] }
        XCTAssertTrue(composer.isDropdownVisible)
        // The undo manager is the app window's, kept from test to test: its actions may hold
        // a text view as they would in any app until its window goes; not the composer's cycle.
        // A turn first closes the typing's undo group.
        settle()
        composer.undoManager?.removeAllActions()
        screen.close()
        released = composer
        releasedController = screen.rootViewController
      }
      settle()
      XCTAssertNil(releasedController, "the test's screen outlived it")
      XCTAssertNil(released)
    }

    // MARK: Support

    /// Picks Zuri, puts the caret at the mention's end and presses Backspace once, which
    /// selects the mention (and deletes nothing).
    private func selectZuriWithBackspace(
      in composer: AutofillTextView, file: StaticString = #filePath, line: UInt = #line
    ) {
      pickZuri(in: composer)
      composer.selectedRange = NSRange(location: NSMaxRange(Self.zuri), length: 0)
      keyboardBackspace(in: composer)
      XCTAssertEqual(composer.selectedRange, Self.zuri, file: file, line: line)
    }

    private func makeComposer(file: StaticString = #filePath, line: UInt = #line)
      -> AutofillTextView
    {
      let screen = makeScreen()
      let composer = AutofillTextView(
        frame: CGRect(x: 16, y: 120, width: 300, height: 44), textContainer: nil)
      composer.triggers = [AutofillTrigger("@", items: Self.people)]
      // Exact texts after deletions and pastes (smart insertion's spaces are tested on Linux).
      composer.smartInsertDeleteType = .no
      screen.root.addSubview(composer)
      XCTAssertTrue(composer.becomeFirstResponder(), file: file, line: line)
      return composer
    }

    /// A key as the keyboard types it: the delegate is asked about the selection first; if it
    /// allows, the text is inserted (UIKit's own `insertText` may ask once more).
    private func keyboardInsert(_ text: String, in composer: AutofillTextView) {
      guard
        composer.delegateProxy.textView(
          composer, shouldChangeTextIn: composer.selectedRange, replacementText: text)
      else { return }
      composer.insertText(text)
    }

    /// An input method's key as the keyboard makes it: the delegate is asked about the marked
    /// range (the selection before any), then the whole composition is marked anew.
    private func keyboardMarkText(_ text: String, in composer: AutofillTextView) {
      var range = composer.selectedRange
      if let marked = composer.markedTextRange {
        let start = composer.offset(from: composer.beginningOfDocument, to: marked.start)
        range = NSRange(
          location: start, length: composer.offset(from: marked.start, to: marked.end))
      }
      guard
        composer.delegateProxy.textView(composer, shouldChangeTextIn: range, replacementText: text)
      else { return }
      composer.setMarkedText(text, selectedRange: NSRange(location: text.utf16.count, length: 0))
    }

    private func type(_ text: String, into composer: AutofillTextView) {
      for character in text { composer.insertText(String(character)) }
    }

    /// A composer with "hi @Zuri Adams " picked under `setting`, and a host that records what
    /// it is asked.
    private func pickedZuriWithHost(
      under setting: AutofillMentions.InsideEdit, file: StaticString = #filePath,
      line: UInt = #line
    ) -> (AutofillTextView, RecordingDelegate) {
      let composer = makeComposer(file: file, line: line)
      composer.editInsideMention = setting
      pickZuri(in: composer, file: file, line: line)
      let host = RecordingDelegate()
      composer.delegate = host
      return (composer, host)
    }

    /// Types "x" over `range` as the keyboard does, checks the text and that no mention is
    /// left, then undoes it (each its own undo step, as between keystrokes).
    private func typeThenUndo(
      over range: NSRange, in composer: AutofillTextView, typed: String, line: UInt = #line
    ) throws {
      settle()
      composer.selectedRange = range
      keyboardInsert("x", in: composer)
      XCTAssertEqual(composer.text, typed, line: line)
      XCTAssertTrue(composer.mentions.isEmpty, line: line)
      settle()
      try XCTUnwrap(composer.undoManager, line: line).undo()
    }

    /// Sets a draft a host built: `text` with one mention of `value` (refCon 1) over `range`,
    /// carrying a value made without a length, and checks that it is a mention.
    private func setHostsDraft(
      _ text: String, mention range: NSRange, of value: String, in composer: AutofillTextView,
      line: UInt = #line
    ) {
      let draft = NSMutableAttributedString(string: text)
      draft.addAttribute(
        .autofillMention, value: AutofillMentionAttribute(AutofillItem(value, refCon: 1)),
        range: range)
      composer.attributedText = draft
      XCTAssertEqual(composer.mentions.map(\.range), [range], line: line)
    }

    private func rowTitles(of composer: AutofillTextView) -> [String] {
      composer.dropdownState.suggestions.map(\.item.value)
    }

    /// Types "hi @zu" at the end of the text and picks Zuri.
    private func pickZuri(
      in composer: AutofillTextView, file: StaticString = #filePath, line: UInt = #line
    ) {
      let expected = (composer.text ?? "") + "hi @Zuri Adams "
      type("hi @zu", into: composer)
      waitUntil("the row for Zuri shows", file: file, line: line) {
        rowTitles(of: composer) == ["Zuri Adams"]
      }
      composer.selectSuggestion(at: 0)
      XCTAssertEqual(composer.text, expected, file: file, line: line)
    }
  }

  #if compiler(>=6.2)
    /// A host of iOS 26 that implements only the multi-range form of the change question.
    @MainActor
    private final class MultiRangeRefusingDelegate: NSObject, UITextViewDelegate {
      var refuses = false
      var asked: [[NSRange]] = []

      @available(iOS 26.0, *)
      func textView(
        _ textView: UITextView, shouldChangeTextInRanges ranges: [NSValue],
        replacementText text: String
      ) -> Bool {
        asked.append(ranges.map(\.rangeValue))
        return !refuses
      }
    }
  #endif

  /// A composer that counts how often its whole text is measured.
  @MainActor
  private final class MeasuredComposer: AutofillTextView {
    var measures = 0

    override func sizeThatFits(_ size: CGSize) -> CGSize {
      measures += 1
      return super.sizeThatFits(size)
    }
  }

  /// A host's text storage delegate that restyles the whole text on every change of
  /// characters, so the storage reports all of it as edited.
  @MainActor
  private final class WholeTextRestyler: NSObject, NSTextStorageDelegate {
    var restyles = 0
    var sawWidenedKeystroke = false

    nonisolated func textStorage(
      _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
      range editedRange: NSRange, changeInLength delta: Int
    ) {
      guard editedMask.contains(.editedCharacters) else { return }
      textStorage.addAttribute(
        .kern, value: 0.1, range: NSRange(location: 0, length: textStorage.length))
      MainActor.assumeIsolated { restyles += 1 }
    }

    nonisolated func textStorage(
      _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
      range editedRange: NSRange, changeInLength delta: Int
    ) {
      // One character typed, reported with the whole text.
      if delta == 1, editedRange.length > 1 {
        MainActor.assumeIsolated { sawWidenedKeystroke = true }
      }
    }
  }

  /// A host's delegate that records the ranges it is asked about and can refuse the longer ones.
  @MainActor
  private final class RecordingDelegate: NSObject, UITextViewDelegate {
    var refusesLongerThanOne = false
    var asked: [NSRange] = []

    func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      asked.append(range)
      return !(refusesLongerThanOne && range.length > 1)
    }
  }

  /// A host's delegate that counts changes and can refuse them.
  @MainActor
  private final class RefusingDelegate: NSObject, UITextViewDelegate {
    var refuses = false
    var changes = 0

    func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      !refuses
    }

    func textViewDidChange(_ textView: UITextView) { changes += 1 }
  }

  extension UITextRange {
    /// The text of this range in `input`.
    @MainActor
    fileprivate func text(in input: UITextInput) -> String? { input.text(in: self) }
  }
#endif
