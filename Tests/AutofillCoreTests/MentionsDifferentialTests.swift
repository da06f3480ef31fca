import AutofillCore
import Foundation
import XCTest

/// ``AutofillMentions`` (the text-and-ranges model) and ``AutofillMentionRuns`` (the rules
/// over attributed text whose mention runs are the truth, as a composer's text storage) against
/// ``NaiveMentions`` (an owner mark per UTF-16 unit, edited the slow obvious way) on seeded
/// random edit scripts: after every step the text, the ranges, the items, the ranges in
/// characters, Backspace's action, copied fragments and `intersectsMention` agree, and the
/// runs side holds no run that is not a mention.
///
/// The runs side edits its attributed text as UIKit may: inserted text now inherits the
/// attributes of its neighbour (a mention's too, as stale typing attributes would give it),
/// now comes plain; a lone surrogate left by a cut is repaired as the model repairs it; an undo
/// puts back the replaced text with the attributes it had. After each step the post-change
/// pass runs over the range every edit since the last pass reported, and the mentions are
/// read from the runs alone, and the mention style must be on the mentions' text and nowhere
/// else.
///
/// 500 scripts by default (about 2 s in a debug build); 100,000 at `AUTOFILL_TEST_SCALE=10`
/// (CI's scale), in proportion at other scales (``TestScale``); `AUTOFILL_MENTION_SCRIPTS` sets the count
/// outright, `AUTOFILL_MENTION_SEED` another seed, and `AUTOFILL_MENTION_TRACE` a script whose
/// steps are printed.
final class MentionsDifferentialTests: XCTestCase {
  private static let defaultSeed: UInt64 = 0x4D45_4E54_2026
  /// The scripts at scale 1 and at CI's scale (``TestScale``).
  private static let scripts = TestScale.count(500, ci: 100_000)
  private static let stepsPerScript = 20
  private static let traced =
    ProcessInfo.processInfo.environment["AUTOFILL_MENTION_TRACE"].flatMap { Int($0) } ?? -1

  private struct Tally {
    var scripts = 0
    var steps = 0
    var picks = 0
    var restoredPastes = 0
    var widened = 0
    var broken = 0
    var emptyEdits = 0
    var undos = 0
    var restoredByUndo = 0
    var brokenAtStart = 0
    var differences = 0
  }

  /// The edit an undo would take back: where its text is now, and what it replaced.
  private struct Undoable {
    var inserted: NSRange
    var replaced: NSRange
    var snapshot: (units: [UInt16], attributes: [NSAttributedString.Key: [Any?]])
    var naive: NaiveMentions
  }

  func test_randomScripts_agreeWithNaiveModel() {
    let environment = ProcessInfo.processInfo.environment
    let seed = environment["AUTOFILL_MENTION_SEED"].flatMap { UInt64($0) } ?? Self.defaultSeed
    let scripts =
      environment["AUTOFILL_MENTION_SCRIPTS"].flatMap { Int($0) }
      ?? Self.scripts
    print("MentionsDifferentialTests seed: \(seed), scripts: \(scripts)")
    var generator = MentionScriptGenerator(seed: seed)
    var tally = Tally()
    for script in 0..<scripts where tally.differences < 5 {
      run(script: script, seed: seed, generator: &generator, tally: &tally)
    }
    print(
      "MentionsDifferentialTests: \(tally.scripts) scripts, \(tally.steps) steps, "
        + "\(tally.picks) mentions picked, \(tally.restoredPastes) pastes with mentions, "
        + "\(tally.widened) edits widened, \(tally.broken) mentions broken, "
        + "\(tally.brokenAtStart) mentions at the start broken or removed, "
        + "\(tally.emptyEdits) edits of nothing, \(tally.undos) undos "
        + "(\(tally.restoredByUndo) bringing mentions back), \(tally.differences) differences")
    XCTAssertEqual(tally.differences, 0)
    // The scripts must reach the rules at all.
    XCTAssertGreaterThan(tally.picks, scripts / 2)
    XCTAssertGreaterThan(tally.restoredPastes, scripts / 40)
    XCTAssertGreaterThan(tally.widened, scripts / 40)
    XCTAssertGreaterThan(tally.broken, scripts / 20)
    XCTAssertGreaterThan(tally.brokenAtStart, scripts / 20)
    XCTAssertGreaterThan(tally.emptyEdits, scripts / 20)
    XCTAssertGreaterThan(tally.restoredByUndo, scripts / 200)
  }

  // swift-format-ignore: ReplaceForEachWithForLoop
  private func run(
    script: Int, seed: UInt64, generator: inout MentionScriptGenerator, tally: inout Tally
  ) {
    tally.scripts += 1
    let differencesBefore = tally.differences
    let traced = Self.traced
    let deletesWhole = generator.chance(50)
    let backspaceDeletesWhole = generator.chance(50)
    let text = generator.initialText()
    var itemNumber = 0
    // The subtitle names the item: values repeat. Every fourth item shows a title and enters
    // `value` (its entered text), as "Ana Lopez (Design)" entering "Ana".
    func newItem(_ value: String = "v") -> AutofillItem {
      itemNumber += 1
      let isTitled = itemNumber % 4 == 0
      return AutofillItem(
        isTitled ? value + " (t)" : value, subtitle: "m\(itemNumber)",
        section: itemNumber % 3 == 0 ? nil : "s\(itemNumber % 2)",
        enteredText: isTitled ? value : nil, refCon: itemNumber)
    }
    var initial = (0..<generator.int(0...3)).map { _ in
      (range: generator.range(count: text.utf16.count), item: newItem())
    }
    // A mention at the start of the text, which has no plain text before it, from a generator
    // of its own: the scripts stay those of the seed.
    var startGenerator = MentionScriptGenerator(seed: seed &+ UInt64(script))
    if startGenerator.chance(30) {
      initial.append((NSRange(location: 0, length: startGenerator.int(1...4)), newItem()))
    }
    let inside: AutofillMentions.InsideEdit = deletesWhole ? .deletesWhole : .breaks
    let atEnd: AutofillMentions.BackspaceAtEnd =
      backspaceDeletesWhole ? .deletesWhole : .selectsFirst
    var model = AutofillMentions(
      text: text, mentions: initial, editInsideMention: inside, backspaceAtEnd: atEnd)
    var naive = NaiveMentions(
      text: text, mentions: initial, deletesWhole: deletesWhole,
      backspaceDeletesWhole: backspaceDeletesWhole)
    var runs = RunsStorage(
      text: text, rules: AutofillMentionRuns(editInsideMention: inside, backspaceAtEnd: atEnd))
    runs.state.mentions = initial
    var selection = NSRange(location: 0, length: 0)
    var clipboard = AutofillMentionsFragment(text: "", mentions: [])
    var undoable: Undoable?
    var log: [String] = ["text \(text.debugDescription), mentions \(initial.map(\.range))"]

    func differ(_ what: String) {
      tally.differences += 1
      XCTFail(
        "seed \(seed) script \(script): \(what)\n" + log.joined(separator: "\n")
          + "\nmodel \(model.text.debugDescription) \(model.ranges)"
          + "\nruns \(runs.string.debugDescription) \(runs.mentions.map(\.range))"
          + "\nnaive \(naive.text.debugDescription) \(naive.runs.map(\.range))")
    }

    /// Makes an edit on the runs side as resolved there, after checking it against the
    /// model's; keeps what an undo needs.
    func editRuns(_ range: NSRange, _ replacement: String, expected: AutofillMentionsEdit) {
      let edit = runs.rules.resolvedEdit(replacing: range, with: replacement, in: runs.text)
      if edit != expected { differ("runs edit \(edit) != \(expected)") }
      let before = naive
      let snapshot = runs.snapshot(edit.range)
      runs.replace(edit.range, with: replacement, inherits: generator.chance(50))
      undoable = Undoable(
        inserted: NSRange(location: edit.range.location, length: replacement.utf16.count),
        replaced: edit.range, snapshot: snapshot, naive: before)
    }

    for _ in 0..<Self.stepsPerScript {
      tally.steps += 1
      let step = generator.step(count: model.text.utf16.count)
      log.append("\(step)")
      let before = model.ranges.count
      var naiveBefore = naive
      switch step {
      case .edit(let range, let replacement):
        let edit = model.resolvedEdit(replacing: range, with: replacement)
        if edit.range.length == 0, replacement.isEmpty { tally.emptyEdits += 1 }
        editRuns(range, replacement, expected: edit)
        naiveBefore = naive
        model.replaceCharacters(in: range, with: replacement)
        let naiveRange = naive.edit(range, replacement)
        if edit.isWidened { tally.widened += 1 }
        if edit.range != naiveRange { differ("edit range \(edit.range) != \(naiveRange)") }
        undoable?.naive = naiveBefore
        selection = NSRange(location: edit.caretUTF16Offset, length: 0)
      case .pick(let caret, let typed, let value, let keepsDelimiter, let appendsSpace, let stale):
        undoable = nil
        let caretRange = NSRange(location: caret, length: 0)
        let typing = model.replaceCharacters(in: caretRange, with: typed)
        naive.edit(caretRange, typed)
        runs.replace(typing.range, with: typed, inherits: generator.chance(50))
        runs.settle()
        let caret = typing.caretUTF16Offset
        let base = stale ? model.text + "z" : model.text
        guard
          let token = AutofillTokenFinder(delimiters: ["@"]).token(
            in: base, caretUTF16Offset: caret)
        else { continue }
        let edit = AutofillTextReplacement(
          replacing: token, in: base, with: value, keepsDelimiter: keepsDelimiter,
          appendsSpace: appendsSpace)
        // Now and then an item whose value is not what the edit entered.
        let item = newItem(generator.chance(5) ? value + "q" : value)
        let applies = edit.applies(to: runs.string)
        let recorded = model.recordPick(edit, item: item)
        let naiveRecorded = naive.pick(edit, item)
        runs.replace(
          AutofillMentions(text: runs.string).resolvedEdit(
            replacing: edit.range, with: edit.replacement
          ).range, with: edit.replacement, inherits: generator.chance(50))
        if applies, let range = AutofillMentionRuns.mentionRange(of: edit, item: item) {
          runs.mark(range, item)
        }
        undoable = nil
        if recorded { tally.picks += 1 }
        if recorded != naiveRecorded { differ("pick recorded \(recorded) != \(naiveRecorded)") }
        selection = NSRange(location: min(edit.caretUTF16Offset, model.text.utf16.count), length: 0)
      case .select(let range):
        selection = range
      case .selectMention(let index, let caretAtEnd):
        let ranges = model.ranges
        guard !ranges.isEmpty else { continue }
        let range = ranges[index % ranges.count]
        selection = caretAtEnd ? NSRange(location: NSMaxRange(range), length: 0) : range
      case .backspace:
        let action = model.backspace(selection: selection)
        let expected = naive.backspace(selection)
        if action != expected { differ("backspace \(action) != \(expected)") }
        let runsAction = runs.rules.backspace(selection: selection, in: runs.text)
        if runsAction != expected { differ("runs backspace \(runsAction) != \(expected)") }
        switch action {
        case .select(let range):
          selection = range
        case .delete(let range):
          editRuns(range, "", expected: model.resolvedEdit(replacing: range, with: ""))
          model.replaceCharacters(in: range, with: "")
          naive.edit(range, "")
          selection = NSRange(location: range.location, length: 0)
        case .none:
          let caret = selection.location
          let range =
            selection.length > 0 ? selection : NSRange(location: caret - 1, length: 1)
          guard range.location >= 0, range.location != NSNotFound else { continue }
          editRuns(range, "", expected: model.resolvedEdit(replacing: range, with: ""))
          let edit = model.replaceCharacters(in: range, with: "")
          naive.edit(range, "")
          selection = NSRange(location: edit.caretUTF16Offset, length: 0)
        }
      case .copy, .copyMention:
        var range = NSRange(location: 0, length: 0)
        if case .copy(let asked) = step { range = asked }
        if case .copyMention(let index, let before, let after) = step {
          let ranges = model.ranges
          guard !ranges.isEmpty else { continue }
          let mention = ranges[index % ranges.count]
          range = NSRange(
            location: mention.location - before, length: mention.length + before + after)
        }
        clipboard = model.fragment(in: range)
        let expected = naive.fragment(range)
        let fromRuns = AutofillMentionRuns.fragment(in: range, of: runs.text)
        if !clipboard.text.utf16.elementsEqual(expected.text.utf16)
          || clipboard.mentions.map(\.range) != expected.runs.map(\.range)
          || clipboard.mentions.map(\.item.subtitle) != expected.runs.map(\.item.subtitle)
        {
          differ("fragment \(clipboard.mentions.map(\.range)) != \(expected.runs.map(\.range))")
        }
        if fromRuns != clipboard { differ("runs fragment \(fromRuns.mentions.map { $0.range })") }
      case .paste(let range, let other):
        if let other {
          editRuns(range, other, expected: model.resolvedEdit(replacing: range, with: other))
          model.replaceCharacters(in: range, with: other)
          naive.edit(range, other)
          break
        }
        let mentionsBefore = model.ranges.count
        let edit = model.paste(clipboard, replacing: range)
        naive.paste(range, copiedText: clipboard.text, copied: clipboard.mentions)
        editRuns(range, clipboard.text, expected: edit)
        undoable = nil
        for (range, item) in clipboard.mentions {
          runs.mark(
            NSRange(location: range.location + edit.range.location, length: range.length), item)
        }
        if !clipboard.mentions.isEmpty, model.ranges.count > mentionsBefore {
          tally.restoredPastes += 1
        }
      case .undo:
        guard let last = undoable else { continue }
        undoable = nil
        tally.undos += 1
        runs.settle()
        runs.replace(
          last.inserted, units: last.snapshot.units, attributes: last.snapshot.attributes)
        naive.undo(last.inserted, to: last.naive, replaced: last.replaced)
        if naive.runs.count > naiveBefore.runs.count { tally.restoredByUndo += 1 }
        // The text model has no undo: it takes the oracle's state.
        model = AutofillMentions(
          text: naive.text, mentions: naive.runs, editInsideMention: inside, backspaceAtEnd: atEnd)
      case .setMentions(let ranges):
        let mentions = ranges.map { (range: $0, item: newItem()) }
        model.mentions = mentions
        runs.settle()
        runs.state.mentions = mentions
        undoable = nil
        naive = NaiveMentions(
          text: naive.text, mentions: mentions, deletesWhole: deletesWhole,
          backspaceDeletesWhole: backspaceDeletesWhole)
      case .intersects(let range):
        let answer = model.intersectsMention(range)
        if answer != naive.intersects(range) { differ("intersects \(range): \(answer)") }
        if AutofillMentionRuns.intersectsMention(range, in: runs.text) != answer {
          differ("runs intersects \(range)")
        }
      }
      runs.settle()
      if script == traced {
        let values = (runs.text.columns[.autofillMention] ?? []).map {
          $0.map { "\(ObjectIdentifier($0 as AnyObject).hashValue % 1000)" } ?? "-"
        }
        print("TRACE", step, runs.text.units, values, naive.runs.map(\.range))
      }
      if case .edit = step, model.ranges.count < before { tally.broken += 1 }
      if naiveBefore.runs.first?.range.location == 0, naive.runs.first?.range.location != 0 {
        tally.brokenAtStart += 1
      }
      compare(model, naive, differ)
      compare(runs, naive, differ)
      if tally.differences > differencesBefore { return }
    }
  }

  private func compare(_ runs: RunsStorage, _ naive: NaiveMentions, _ differ: (String) -> Void) {
    let mentions = runs.mentions
    let expected = naive.runs
    if !runs.string.utf16.elementsEqual(naive.units) {
      differ("runs text")
    } else if mentions.map(\.range) != expected.map(\.range) {
      differ("runs ranges")
    } else if mentions.map(\.item.subtitle) != expected.map(\.item.subtitle) {
      differ("runs items")
    } else if runs.runCount != mentions.count {
      differ("a run that is not a mention was left after the pass")
    } else {
      // The mention style is on the mentions' text and nowhere else (issue 48's item 2: a
      // mention stripped at the start of the text kept it).
      let column = runs.text.columns[.mentionTint] ?? []
      let styled = column.indices.filter { column[$0] != nil }
      let inMentions = mentions.flatMap { $0.range.location..<NSMaxRange($0.range) }
      if styled != inMentions { differ("mention style on \(styled), mentions on \(inMentions)") }
    }
  }

  private func compare(
    _ model: AutofillMentions, _ naive: NaiveMentions, _ differ: (String) -> Void
  ) {
    let runs = naive.runs
    if !model.text.utf16.elementsEqual(naive.units) {
      differ("text")
    } else if model.ranges != runs.map(\.range) {
      differ("ranges")
    } else if model.items.map(\.subtitle) != runs.map(\.item.subtitle) {
      differ("items \(model.items.map(\.subtitle)) != \(runs.map(\.item.subtitle))")
    } else if model.characterRanges != naive.characterRuns {
      differ("characters \(model.characterRanges) != \(naive.characterRuns)")
    } else if AutofillMentions(
      text: model.text, mentions: model.mentions, editInsideMention: model.editInsideMention,
      backspaceAtEnd: model.backspaceAtEnd) != model
    {
      differ("its own mentions, set again, are not all valid")
    }
  }
}
