import AutofillCore
import Foundation
import XCTest

/// ``AutofillMentions`` against ``NaiveMentions`` (an owner mark per UTF-16 unit, edited the
/// slow obvious way) on seeded random edit scripts: after every step the text, the ranges,
/// the items, the ranges in characters, Backspace's action, copied fragments and
/// `intersectsMention` agree.
///
/// 10,000 scripts by default; set `AUTOFILL_MENTION_SCRIPTS` for more (CI's count is kept small
/// for the debug and thread-sanitizer runs; 100,000 was run with 0 differences) and
/// `AUTOFILL_MENTION_SEED` for another seed.
final class MentionsDifferentialTests: XCTestCase {
  private static let defaultSeed: UInt64 = 0x4D45_4E54_2026
  private static let defaultScripts = 10_000
  private static let stepsPerScript = 20

  private struct Tally {
    var scripts = 0
    var steps = 0
    var picks = 0
    var restoredPastes = 0
    var widened = 0
    var broken = 0
    var differences = 0
  }

  func test_randomScripts_agreeWithNaiveModel() {
    let environment = ProcessInfo.processInfo.environment
    let seed = environment["AUTOFILL_MENTION_SEED"].flatMap { UInt64($0) } ?? Self.defaultSeed
    let scripts =
      environment["AUTOFILL_MENTION_SCRIPTS"].flatMap { Int($0) } ?? Self.defaultScripts
    print("MentionsDifferentialTests seed: \(seed), scripts: \(scripts)")
    var generator = MentionScriptGenerator(seed: seed)
    var tally = Tally()
    for script in 0..<scripts where tally.differences < 5 {
      run(script: script, seed: seed, generator: &generator, tally: &tally)
    }
    print(
      "MentionsDifferentialTests: \(tally.scripts) scripts, \(tally.steps) steps, "
        + "\(tally.picks) mentions picked, \(tally.restoredPastes) pastes restored, "
        + "\(tally.widened) edits widened, \(tally.broken) mentions broken, "
        + "\(tally.differences) differences")
    XCTAssertEqual(tally.differences, 0)
    // The scripts must reach the rules at all.
    XCTAssertGreaterThan(tally.picks, scripts / 2)
    XCTAssertGreaterThan(tally.restoredPastes, scripts / 40)
    XCTAssertGreaterThan(tally.widened, scripts / 20)
    XCTAssertGreaterThan(tally.broken, scripts / 20)
  }

  private func run(
    script: Int, seed: UInt64, generator: inout MentionScriptGenerator, tally: inout Tally
  ) {
    tally.scripts += 1
    let deletesWhole = generator.chance(50)
    let backspaceDeletesWhole = generator.chance(50)
    let text = generator.initialText()
    var itemNumber = 0
    // The subtitle names the item: values repeat.
    func newItem(_ value: String = "v") -> AutofillItem {
      itemNumber += 1
      return AutofillItem(
        value, subtitle: "m\(itemNumber)",
        section: itemNumber % 3 == 0 ? nil : "s\(itemNumber % 2)",
        refCon: itemNumber)
    }
    let initial = (0..<generator.int(0...3)).map { _ in
      (range: generator.range(count: text.utf16.count), item: newItem())
    }
    var model = AutofillMentions(
      text: text, mentions: initial, editInsideMention: deletesWhole ? .deletesWhole : .breaks,
      backspaceAtEnd: backspaceDeletesWhole ? .deletesWhole : .selectsFirst)
    var naive = NaiveMentions(
      text: text, mentions: initial, deletesWhole: deletesWhole,
      backspaceDeletesWhole: backspaceDeletesWhole)
    var selection = NSRange(location: 0, length: 0)
    var clipboard = AutofillMentionsFragment(text: "", mentions: [])
    var log: [String] = ["text \(text.debugDescription), mentions \(initial.map(\.range))"]

    func differ(_ what: String) {
      tally.differences += 1
      XCTFail(
        "seed \(seed) script \(script): \(what)\n" + log.joined(separator: "\n")
          + "\nmodel \(model.text.debugDescription) \(model.ranges)"
          + "\nnaive \(naive.text.debugDescription) \(naive.runs.map(\.range))")
    }

    for _ in 0..<Self.stepsPerScript {
      tally.steps += 1
      let step = generator.step(count: model.text.utf16.count)
      log.append("\(step)")
      let before = model.ranges.count
      switch step {
      case .edit(let range, let replacement):
        let edit = model.replaceCharacters(in: range, with: replacement)
        let naiveRange = naive.edit(range, replacement)
        if edit.isWidened { tally.widened += 1 }
        if edit.range != naiveRange { differ("edit range \(edit.range) != \(naiveRange)") }
        selection = NSRange(location: edit.caretUTF16Offset, length: 0)
      case .pick(let caret, let typed, let value, let keepsDelimiter, let appendsSpace, let stale):
        let typing = model.replaceCharacters(
          in: NSRange(location: caret, length: 0), with: typed)
        naive.edit(NSRange(location: caret, length: 0), typed)
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
        let recorded = model.recordPick(edit, item: item)
        let naiveRecorded = naive.pick(edit, item)
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
        switch action {
        case .select(let range):
          selection = range
        case .delete(let range):
          model.replaceCharacters(in: range, with: "")
          naive.edit(range, "")
          selection = NSRange(location: range.location, length: 0)
        case .none:
          let caret = selection.location
          let range =
            selection.length > 0 ? selection : NSRange(location: caret - 1, length: 1)
          guard range.location >= 0, range.location != NSNotFound else { continue }
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
        if !clipboard.text.utf16.elementsEqual(expected.text.utf16)
          || clipboard.mentions.map(\.range) != expected.runs.map(\.range)
          || clipboard.mentions.map(\.item.subtitle) != expected.runs.map(\.item.subtitle)
        {
          differ("fragment \(clipboard.mentions.map(\.range)) != \(expected.runs.map(\.range))")
        }
      case .paste(let range, let other, let smartSpaces):
        let pasted =
          other
          ?? (smartSpaces & 1 == 0 ? "" : " ") + clipboard.text
          + (smartSpaces & 2 == 0 ? "" : " ")
        let mentionsBefore = model.ranges.count
        model.paste(pasted, replacing: range, copied: clipboard)
        naive.paste(
          pasted, range, copiedText: clipboard.text, copied: clipboard.mentions)
        if other == nil, !clipboard.mentions.isEmpty, model.ranges.count > mentionsBefore {
          tally.restoredPastes += 1
        }
      case .setMentions(let ranges):
        let mentions = ranges.map { (range: $0, item: newItem()) }
        model.mentions = mentions
        naive = NaiveMentions(
          text: naive.text, mentions: mentions, deletesWhole: deletesWhole,
          backspaceDeletesWhole: backspaceDeletesWhole)
      case .intersects(let range):
        let answer = model.intersectsMention(range)
        if answer != naive.intersects(range) { differ("intersects \(range): \(answer)") }
      }
      if case .edit = step, model.ranges.count < before { tally.broken += 1 }
      compare(model, naive, differ)
      if tally.differences > 0 { return }
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
