import AutofillCore
import Foundation
import XCTest

/// ``AutofillMentionRuns``: mentions read from attribute runs, the pass after a change, and
/// the out-of-range values a host or UIKit may hand the mention rules (issue 37, defects 2, 4
/// and 7).
final class MentionRunsTests: XCTestCase {
  private let ana = AutofillItem("Ana", subtitle: "a", refCon: 1)

  private func r(_ location: Int, _ length: Int) -> NSRange {
    NSRange(location: location, length: length)
  }

  /// "hi @Ana there" with "@Ana" marked, as a composer marks a pick.
  private func greeting() -> RunsText {
    let text = RunsText("hi @Ana there")
    AutofillMentionRuns.mark(r(3, 4), as: ana, in: text)
    return text
  }

  func test_pass_table() {
    // (what happens, the change made to "hi @Ana there", ranges after the pass, line)
    let cases: [(String, (RunsText) -> NSRange, [NSRange], UInt)] = [
      ("nothing", { _ in NSRange(location: 5, length: 0) }, [r(3, 4)], #line),
      (
        "a letter typed after it inherits its value: the letter is plain",
        { text in self.insert("x", at: 7, in: text, inheriting: true) }, [r(3, 4)], #line
      ),
      (
        "a letter typed inside it, inheriting or not, breaks it",
        { text in self.insert("x", at: 5, in: text, inheriting: true) }, [], #line
      ),
      (
        "plain text typed inside it breaks it",
        { text in self.insert("x", at: 5, in: text, inheriting: false) }, [], #line
      ),
      (
        "a deletion inside it breaks it",
        { text in
          text.replace(self.r(5, 1), units: [], attributes: [:])
          return self.r(5, 0)
        }, [], #line
      ),
      (
        "a combining mark typed right after it leaves its end inside a Character",
        { text in self.insert("\u{301}", at: 7, in: text, inheriting: false) }, [], #line
      ),
      (
        "a line break typed inside it breaks both halves, in two paragraphs",
        { text in self.insert("\n", at: 5, in: text, inheriting: false) }, [], #line
      ),
      (
        "text of the same length over it (not typed: restored with its value) is not it",
        { text in
          let value = text.columns[.autofillMention]?[3] ?? nil
          text.replace(
            self.r(3, 4), units: Array("@Bob".utf16),
            attributes: [.autofillMention: Array(repeating: value, count: 4)])
          return self.r(3, 4)
        }, [], #line
      ),
    ]
    for (name, change, expected, line) in cases {
      let text = greeting()
      let edited = change(text)
      AutofillMentionRuns.settle(text, editedRange: edited)
      XCTAssertEqual(
        AutofillMentionRuns.mentions(in: text).map(\.range), expected, name, line: line)
      XCTAssertEqual(runCount(text), expected.count, "no stale run: \(name)", line: line)
    }
  }

  /// An undo gives back part of a mention with the mention's value: not a mention.
  func test_restoredPartOfAMention_isPlain_theWholeIsTheMention() {
    let text = greeting()
    let adams = text.attributes(in: r(5, 2))
    text.replace(r(5, 2), units: [], attributes: [:])
    AutofillMentionRuns.settle(text, editedRange: r(5, 0))
    XCTAssertEqual(runCount(text), 0)
    text.replace(r(5, 0), units: Array("na".utf16), attributes: adams)
    AutofillMentionRuns.settle(text, editedRange: r(5, 2))
    XCTAssertEqual(AutofillMentionRuns.mentions(in: text).map(\.range), [])
    let whole = greeting()
    let mention = whole.attributes(in: r(3, 4))
    whole.replace(r(3, 4), units: [], attributes: [:])
    AutofillMentionRuns.settle(whole, editedRange: r(3, 0))
    whole.replace(r(3, 0), units: Array("@Ana".utf16), attributes: mention)
    AutofillMentionRuns.settle(whole, editedRange: r(3, 4))
    XCTAssertEqual(AutofillMentionRuns.mentions(in: whole).map(\.range), [r(3, 4)])
  }

  /// A host's value without a length takes its whole run and is replaced by the composer's,
  /// with the text; the mention gets the mention attributes.
  func test_hostsValue_becomesTheComposersWithItsText() throws {
    let text = RunsText("hi @Zuri ")
    text.setMentionAttribute(.autofillMention, to: AutofillMentionAttribute(ana), in: r(3, 5))
    AutofillMentionRuns.settle(
      text, editedRange: r(0, 9), mentionAttributes: [.mentionTint: NSString(string: "tint")],
      restylesAll: true)
    let value = try XCTUnwrap(
      text.attributesForMentions(at: 3)[.autofillMention] as? AutofillMentionAttribute)
    XCTAssertEqual(value.text, "@Zuri")
    XCTAssertEqual(value.utf16Length, 5)
    XCTAssertNotNil(text.attributesForMentions(at: 3)[.mentionTint])
    XCTAssertEqual(AutofillMentionRuns.mentions(in: text).map(\.range), [r(3, 5)])
  }

  /// Issue 48's item 3: a host's mention over text with a lone surrogate (an `NSString` can
  /// hold one, a `String` cannot) is stripped on the first pass, by rule, not kept by it and
  /// dropped by the next; a host's mention over a valid surrogate pair is kept.
  func test_hostsValue_overALoneSurrogate_isNoMention() {
    let cases: [([UInt16], [NSRange], UInt)] = [
      (Array("hi @Zu".utf16) + [0xD83D], [], #line),
      (Array("hi @Zu".utf16) + [0xDE00], [], #line),
      (Array("hi @Zu😀".utf16), [r(3, 5)], #line),
    ]
    for (units, expected, line) in cases {
      let text = RunsText("")
      text.units = units  // as it is: `replace` repairs lone surrogates
      text.setMentionAttribute(
        .autofillMention, to: AutofillMentionAttribute(ana), in: r(3, units.count - 3))
      let tint: [NSAttributedString.Key: Any] = [.mentionTint: NSString(string: "tint")]
      AutofillMentionRuns.settle(
        text, editedRange: r(0, units.count), mentionAttributes: tint, restylesAll: true)
      XCTAssertEqual(AutofillMentionRuns.mentions(in: text).map(\.range), expected, line: line)
      XCTAssertEqual(runCount(text), expected.count, line: line)
      AutofillMentionRuns.settle(text, editedRange: r(0, 1), mentionAttributes: tint)
      XCTAssertEqual(
        AutofillMentionRuns.mentions(in: text).map(\.range), expected, "a second pass", line: line)
    }
  }

  /// Defect 4: a keystroke's pass examines the paragraph it is in, not the whole text.
  func test_pass_examinesTheEditedParagraphOnly() {
    let paragraph = "hi @Ana, see you\n"
    let text = RunsText(String(repeating: paragraph, count: 200))
    let length = paragraph.utf16.count
    AutofillMentionRuns.mark(r(100 * length + 3, 4), as: ana, in: text)
    let edited = insert("x", at: 100 * length + 7, in: text, inheriting: true)
    let scope = AutofillMentionRuns.settle(text, editedRange: edited)
    XCTAssertEqual(scope, r(100 * length, length + 1))
    XCTAssertEqual(
      AutofillMentionRuns.mentions(in: text).map(\.range), [r(100 * length + 3, 4)])
  }

  /// A pasted fragment's mentions are marked where its text landed.
  func test_markFragment_placesItsMentionsAtTheLocation() {
    let fragment = AutofillMentionRuns.fragment(in: r(0, 8), of: greeting())
    let text = RunsText("ok hi @Ana t!")
    let covered = AutofillMentionRuns.mark(fragment, at: 3, in: text)
    XCTAssertEqual(covered, r(3, 8))
    XCTAssertEqual(AutofillMentionRuns.mentions(in: text).map(\.range), [r(6, 4)])
    XCTAssertEqual(AutofillMentionRuns.mentions(in: text).first?.item.value, "Ana")
  }

  /// The decision before a change the keyboard asks about, "hi @Ana there" with "@Ana".
  func test_decision_table() {
    typealias Decision = AutofillMentionRuns.EditDecision
    let widened = AutofillMentionsEdit(requestedRange: r(5, 1), range: r(3, 4), replacement: "")
    let whole = AutofillMentionsEdit(requestedRange: r(6, 1), range: r(3, 4), replacement: "")
    let cases:
      [(
        String, NSRange, String, NSRange, AutofillMentions.InsideEdit,
        AutofillMentions.BackspaceAtEnd, Decision, UInt
      )] = [
        // name, range, replacement, selection, inside, at end, expected
        (
          "Backspace at the end selects", r(6, 1), "", r(7, 0), .breaks, .selectsFirst,
          .select(r(3, 4)), #line
        ),
        (
          "Backspace at the end deletes whole", r(6, 1), "", r(7, 0), .breaks, .deletesWhole,
          .replace(whole), #line
        ),
        (
          "the selected mention goes as asked", r(3, 4), "", r(3, 4), .breaks, .selectsFirst,
          .asAsked, #line
        ),
        (
          "a deletion inside, widened", r(5, 1), "", r(6, 0), .deletesWhole, .selectsFirst,
          .replace(widened), #line
        ),
        (
          "a deletion inside, breaking", r(5, 1), "", r(6, 0), .breaks, .selectsFirst,
          .asAsked, #line
        ),
        ("typing after it", r(7, 0), "x", r(7, 0), .deletesWhole, .selectsFirst, .asAsked, #line),
        (
          "an edit of nothing inside", r(5, 0), "", r(5, 0), .deletesWhole, .deletesWhole,
          .asAsked, #line
        ),
      ]
    for (name, range, replacement, selection, inside, atEnd, expected, line) in cases {
      let rules = AutofillMentionRuns(editInsideMention: inside, backspaceAtEnd: atEnd)
      XCTAssertEqual(
        rules.decision(
          replacing: range, with: replacement, selection: selection, in: greeting()),
        expected, name, line: line)
    }
  }

  /// Defect 2: an edit that changes no character leaves a mention as it was, under either
  /// setting.
  func test_editOfNothing_insideAMention_changesNothing() {
    for setting in [AutofillMentions.InsideEdit.breaks, .deletesWhole] {
      var mentions = AutofillMentions(
        text: "hi @Ana", mentions: [(r(3, 4), ana)], editInsideMention: setting)
      let edit = mentions.replaceCharacters(in: r(5, 0), with: "")
      XCTAssertFalse(edit.isWidened, "\(setting)")
      XCTAssertEqual(mentions.ranges, [r(3, 4)], "\(setting)")
      let rules = AutofillMentionRuns(editInsideMention: setting)
      XCTAssertEqual(
        rules.resolvedEdit(replacing: r(5, 0), with: "", in: greeting()).range, r(5, 0))
    }
  }

  /// Defect 7 (and issue 48's item 4): every public entry point of the mention rules clamps or
  /// ignores what a host or UIKit hands it (ranges, offsets, changes in length and change
  /// counts at `Int.min`, `Int.max` and `NSNotFound`); none traps.
  func test_outOfRangeValues_neverTrap() {
    let hostile = [
      r(NSNotFound, 0), r(NSNotFound, 5), r(Int.max, 1), r(0, Int.max), r(-1, 3),
      r(5, Int.max - 2), r(Int.max - 1, Int.max), r(3, -4), r(Int.min, 2), r(NSNotFound, 4),
      r(Int.max, Int.max), r(Int.min, Int.min), r(Int.min, Int.max),
    ]
    let mentions = AutofillMentions(text: "hi @Ana", mentions: [(r(3, 4), ana)])
    let text = greeting()
    let rules = AutofillMentionRuns()
    for range in hostile {
      _ = mentions.backspace(selection: range)
      _ = mentions.backspace(deleting: range, with: "", selection: range)
      _ = mentions.backspace(deleting: r(6, 1), with: "", selection: range)
      _ = mentions.nextMention(from: range, forward: true)
      _ = mentions.nextMention(from: range, forward: false)
      _ = mentions.intersectsMention(range)
      _ = mentions.ranges(within: range)
      _ = mentions.fragment(in: range)
      _ = mentions.resolvedEdit(replacing: range, with: "")
      var copy = mentions
      copy.replaceCharacters(in: range, with: "x")
      copy.paste(mentions.fragment(in: r(3, 4)), replacing: range)
      _ = rules.backspace(selection: range, in: text)
      _ = rules.backspace(deleting: range, with: "", selection: range, in: text)
      _ = rules.resolvedEdit(replacing: range, with: "", in: text)
      _ = AutofillMentionRuns.intersectsMention(range, in: text)
      _ = AutofillMentionRuns.fragment(in: range, of: text)
      _ = AutofillMentionRuns.mark(range, as: ana, in: text)
      AutofillMentionRuns.settle(text, editedRange: range)
      _ = AutofillMentionRuns.plainAttributes(near: range.location, in: text)
      AutofillMentionRuns.setMentions([(range, ana), (r(3, 4), ana)], in: text)
      _ = AutofillMentionRuns.pendingRange(range, edited: range, changeInLength: 0)
      _ = AutofillMentionRuns.pendingRange(nil, edited: range, changeInLength: 1)
      _ = rules.decision(replacing: range, with: "", selection: range, in: text)
      _ = rules.decision(replacing: range, with: "x", selection: r(7, 0), in: text)
      _ = AutofillMentionAttribute(ana).isWhole(range, of: text)
      _ = AutofillMentionAttribute(ana, text: "@Ana").isWhole(range, of: text)
      _ = AutofillMentionAttribute(ana, utf16Length: range.length).isWhole(range, of: text)
      _ = AutofillMentionAttribute(ana, utf16Length: range.length).isWhole(range)
      _ = AutofillMentions(text: "hi @Ana", mentions: [(range, ana)])
      _ = AutofillMentionsFragment(text: "hi @Ana", mentions: [(range, ana)])
      _ =
        AutofillMentionsEdit(requestedRange: range, range: range, replacement: "x")
        .caretUTF16Offset
      copy.mentions = [(range, ana)]
      composerEntryPoints(range)
    }
    for value in [Int.min, -1, NSNotFound, Int.max - 1, Int.max] {
      for range in [r(0, value), r(3, 4), r(value, 1)] {
        _ = AutofillMentionRuns.pendingRange(r(3, 4), edited: range, changeInLength: value)
        _ = AutofillMentionRuns.pendingRange(range, edited: r(0, 1), changeInLength: value)
      }
      _ = AutofillMentionRuns.plainAttributes(near: value, in: text)
      _ = AutofillMentionRuns.mark(fragment(), at: value, in: text)
      _ = AutofillMentionAttribute(ana, utf16Length: value).isWhole(r(3, 4), of: text)
      composerEntryPoints(r(3, 4), value: value)
    }
    XCTAssertEqual(mentions.nextMention(from: r(0, Int.max), forward: true), nil)
    XCTAssertEqual(
      mentions.backspace(deleting: r(NSNotFound, 1), with: "", selection: r(7, 0)), .none)
  }

  /// The composer's state over "hi @Ana there", handed `range` and `value` wherever it takes
  /// a range, an offset, a change in length or a change count, each call twice (a second
  /// call works on what the first left).
  private func composerEntryPoints(_ range: NSRange, value: Int = 1) {
    let state = AutofillComposerMentions(text: greeting())
    for _ in 0..<2 {
      _ = state.noteChange(editedRange: range, changeInLength: value)
      _ = state.runScheduledPass()
      _ = state.noteChange(editedRange: range, changeInLength: value)
      _ = state.mentions
      state.mentions = [(range, ana)]
      _ = state.plainTypingAttributes(replacing: [.autofillMention: ana], at: value)
      _ = state.plainTypingAttributes(replacing: [.autofillMention: ana], at: range.location)
      _ = state.decision(replacing: range, with: "", selection: range)
      _ = state.decision(replacing: r(6, 1), with: "", selection: range)
      _ = state.announcement(selecting: range, AutofillStateTexts(language: "en"))
      state.turnDidEnd()
      state.willCopy(range, changeCount: value)
      state.didCopy(types: [])
      _ = state.fragmentToPaste(changeCount: value, types: [], string: nil)
      state.didPaste(fragment(), at: value)
      state.didPaste(fragment(), at: range.location)
      _ = state.settle(restylingAll: true)
    }
  }

  /// " @Ana t" with its mention (not at its start), copied from "hi @Ana there".
  private func fragment() -> AutofillMentionsFragment {
    AutofillMentionRuns.fragment(in: r(2, 7), of: greeting())
  }

  func test_pendingRange_joinsEditsInTheCurrentText() {
    // (pending, edited, change in length, expected, line)
    let cases: [(NSRange?, NSRange, Int, NSRange, UInt)] = [
      (nil, r(4, 1), 1, r(4, 1), #line),
      (r(4, 1), r(0, 2), 2, r(0, 7), #line),  // typed before it: it moves
      (r(4, 1), r(9, 0), -3, r(4, 5), #line),  // deleted after it
      (r(4, 4), r(5, 1), -1, r(4, 3), #line),  // inside it
    ]
    for (pending, edited, delta, expected, line) in cases {
      XCTAssertEqual(
        AutofillMentionRuns.pendingRange(pending, edited: edited, changeInLength: delta),
        expected, line: line)
    }
  }

  // MARK: Support

  private func insert(_ string: String, at location: Int, in text: RunsText, inheriting: Bool)
    -> NSRange
  {
    let units = Array(string.utf16)
    var attributes: [NSAttributedString.Key: [Any?]] = [:]
    if inheriting, location > 0 {
      for (key, value) in text.attributesForMentions(at: location - 1) {
        attributes[key] = Array(repeating: value, count: units.count)
      }
    }
    text.replace(r(location, 0), units: units, attributes: attributes)
    return r(location, units.count)
  }

  private func runCount(_ text: RunsText) -> Int {
    var count = 0
    var previous: AnyObject?
    for value in text.columns[.autofillMention] ?? [] {
      let object = value.map { $0 as AnyObject }
      if let object, object !== previous { count += 1 }
      previous = object
    }
    return count
  }
}
