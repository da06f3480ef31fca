import AutofillCore
import Foundation
import XCTest

/// ``AutofillMentions/trimmingUnchanged(replacing:with:)`` (an edit a text storage reports
/// wider than the change) and pastes with the spaces of smart insertion.
final class MentionsStorageEditTests: XCTestCase {
  private let ana = AutofillItem("Ana", subtitle: "a", refCon: 1)

  private func r(_ location: Int, _ length: Int) -> NSRange {
    NSRange(location: location, length: length)
  }

  func test_trimming_table() {
    // (text, range, replacement, trimmed range, trimmed replacement, line)
    let cases: [(String, NSRange, String, NSRange, String, UInt)] = [
      ("@Ana hi", r(0, 7), "@Ana hi!", r(7, 0), "!", #line),
      ("@Ana hi", r(0, 7), "@Ana hu", r(6, 1), "u", #line),
      ("@Ana hi", r(0, 7), "@Ana hi", r(7, 0), "", #line),
      ("abc", r(1, 1), "x", r(1, 1), "x", #line),
      ("abc", r(0, 0), "x", r(0, 0), "x", #line),
      ("abc", r(0, 3), "", r(0, 3), "", #line),
      // Repeated letters: the latest place.
      ("ann", r(0, 3), "annn", r(3, 0), "n", #line),
      // A changed skin tone: the modifier's pair changes whole, the thumb stays.
      ("👍🏻!", r(0, 5), "👍🏽!", r(2, 2), "🏽", #line),
      // Two flags sharing their lead surrogates: never half a pair.
      ("🇨🇭", r(0, 4), "🇨🇦", r(2, 2), "🇦", #line),
      ("\u{1F600}", r(0, 2), "\u{1F601}", r(0, 2), "\u{1F601}", #line),
      // Clamped to the text.
      ("ab", r(1, 9), "bc", r(2, 0), "c", #line),
    ]
    for (text, range, replacement, expectedRange, expectedReplacement, line) in cases {
      let trimmed = AutofillMentions(text: text).trimmingUnchanged(
        replacing: range, with: replacement)
      XCTAssertEqual(trimmed.range, expectedRange, text, line: line)
      XCTAssertEqual(
        Array(trimmed.replacement.utf16), Array(expectedReplacement.utf16), text, line: line)
    }
  }

  /// The defect: a keystroke reported with the whole line (a host's text storage delegate
  /// restyled it) broke the mention on that line.
  func test_widenedKeystroke_keepsTheMentionOnItsLine() {
    var mentions = AutofillMentions(text: "@Ana hi", mentions: [(r(0, 4), ana)])
    let trimmed = mentions.trimmingUnchanged(replacing: r(0, 7), with: "@Ana hi!")
    mentions.replaceCharacters(in: trimmed.range, with: trimmed.replacement)
    XCTAssertEqual(mentions.text, "@Ana hi!")
    XCTAssertEqual(mentions.ranges, [r(0, 4)])
  }

  /// Keystrokes at a mention's edge where repeated characters allow two places: the one
  /// outside the mention; a paste over its own text keeps the selection it replaced.
  func test_ambiguousPlaces_andKeptRanges() {
    let mention = (r(3, 4), ana)
    // (text, mentions, range, replacement, kept, trimmed range, trimmed replacement, ranges
    // after the trimmed edit, line)
    let cases:
      [(
        String, [(NSRange, AutofillItem)], NSRange, String, NSRange?, NSRange, String, [NSRange],
        UInt
      )] = [
        // "@" typed right before "@Ana": before it, not inside.
        ("hi @Ana", [mention], r(0, 7), "hi @@Ana", nil, r(3, 0), "@", [r(4, 4)], #line),
        // A plain "@" deleted right before "@Ana".
        ("hi @@Ana", [(r(4, 4), ana)], r(0, 8), "hi @Ana", nil, r(3, 1), "", [r(3, 4)], #line),
        // Without a mention in the way: the latest place.
        ("hi @Ana", [], r(0, 7), "hi @@Ana", nil, r(4, 0), "@", [], #line),
        // "n" typed between the "n"s of "@Ann": read as typed at its end.
        ("@Ann", [(r(0, 4), ana)], r(0, 4), "@Annn", nil, r(4, 0), "n", [r(0, 4)], #line),
        // A paste of "@Ana" over a selected plain "@Ana": the selection is replaced.
        ("hi @Ana", [], r(0, 7), "hi @Ana", r(3, 4), r(3, 4), "@Ana", [], #line),
        // A paste at the caret with a smart space, the line reported whole.
        (
          "hi @Ana", [mention], r(0, 7), "hi @Ana @Ana", r(7, 0), r(7, 0), " @Ana", [r(3, 4)], #line
        ),
      ]
    for (text, mentions, range, replacement, kept, expectedRange, expectedReplacement, after, line)
      in cases
    {
      var model = AutofillMentions(text: text, mentions: mentions.map { ($0.0, $0.1) })
      let trimmed = model.trimmingUnchanged(replacing: range, with: replacement, keeping: kept)
      XCTAssertEqual(trimmed.range, expectedRange, text, line: line)
      XCTAssertEqual(trimmed.replacement, expectedReplacement, text, line: line)
      model.replaceCharacters(in: trimmed.range, with: trimmed.replacement)
      XCTAssertEqual(model.ranges, after, text, line: line)
    }
  }

  /// Against the slow way: every split of the range into kept prefix, changed middle and kept
  /// suffix, neither cutting a pair nor reaching into the kept range; the longest prefix
  /// first (the latest place), unless that edit runs into a mention and the longest suffix
  /// first (the earliest) does not.
  func test_trimming_agreesWithEverySplit() {
    var generator = MentionScriptGenerator(seed: 2026)
    var tally = (trimmed: 0, earliest: 0, kept: 0)
    for _ in 0..<20_000 {
      let text = generator.string(maxSymbols: 7)
      let units = Array(text.utf16)
      var model = AutofillMentions(text: text)
      model.mentions = (0..<generator.int(0...2)).map { _ in
        let start = generator.int(0...units.count)
        return (r(start, generator.int(0...(units.count - start))), ana)
      }
      let lower = generator.int(0...units.count)
      let upper = generator.int(lower...units.count)
      // Mostly the old text with a small change, so that there is something to trim.
      let old = Array(units[lower..<upper])
      let middle = Array(generator.string(maxSymbols: 2).utf16)
      let cut = generator.int(0...old.count)
      let cutEnd = generator.int(cut...old.count)
      let new = generator.chance(80) ? old[..<cut] + middle + old[cutEnd...] : middle[...]
      let replacement = String(decoding: new, as: UTF16.self)
      let newUnits = Array(replacement.utf16)
      var kept: NSRange?
      if generator.chance(30) {
        let keptStart = generator.int(lower...upper)
        kept = r(keptStart, generator.int(0...(upper - keptStart)))
        tally.kept += 1
      }
      let trimmed = model.trimmingUnchanged(
        replacing: r(lower, upper - lower), with: replacement, keeping: kept)

      let prefixLimit = kept.map { $0.location - lower } ?? old.count
      let suffixLimit = kept.map { upper - NSMaxRange($0) } ?? old.count
      func fits(_ prefix: Int, _ suffix: Int) -> Bool {
        prefix + suffix <= min(old.count, newUnits.count) && prefix <= prefixLimit
          && suffix <= suffixLimit
          && old.prefix(prefix).elementsEqual(newUnits.prefix(prefix))
          && old.suffix(suffix).elementsEqual(newUnits.suffix(suffix))
          && (prefix == 0 || !UTF16.isLeadSurrogate(newUnits[prefix - 1]))
          && (suffix == 0 || !UTF16.isTrailSurrogate(newUnits[newUnits.count - suffix]))
      }
      let most = min(old.count, newUnits.count)
      let latestPrefix = (0...most).last { fits($0, 0) } ?? 0
      let latest = (latestPrefix, (0...most).last { fits(latestPrefix, $0) } ?? 0)
      let earliestSuffix = (0...most).last { fits(0, $0) } ?? 0
      let earliest = ((0...most).last { fits($0, earliestSuffix) } ?? 0, earliestSuffix)
      func range(_ split: (Int, Int)) -> NSRange {
        r(lower + split.0, old.count - split.0 - split.1)
      }
      func runsIntoMention(_ edit: NSRange) -> Bool {
        model.ranges.contains { mention in
          edit.length == 0
            ? mention.location < edit.location && edit.location < NSMaxRange(mention)
            : NSIntersectionRange(edit, mention).length > 0
        }
      }
      let choice =
        runsIntoMention(range(latest)) && !runsIntoMention(range(earliest)) ? earliest : latest
      if choice.0 != latest.0 || choice.1 != latest.1 { tally.earliest += 1 }
      if choice.0 + choice.1 > 0 { tally.trimmed += 1 }
      let context = "\(units) \(lower)..<\(upper) \(newUnits) kept \(String(describing: kept))"
      XCTAssertEqual(trimmed.range, range(choice), context)
      XCTAssertEqual(
        Array(trimmed.replacement.utf16),
        Array(newUnits[choice.0..<(newUnits.count - choice.1)]), context)
      // The same change of text.
      var whole = units
      whole.replaceSubrange(lower..<upper, with: newUnits)
      var made = units
      made.replaceSubrange(
        trimmed.range.location..<NSMaxRange(trimmed.range), with: trimmed.replacement.utf16)
      XCTAssertEqual(made, whole)
    }
    // The script exercised each rule.
    XCTAssertGreaterThan(tally.trimmed, 4000)
    XCTAssertGreaterThan(tally.earliest, 10)
    XCTAssertGreaterThan(tally.kept, 4000)
  }

  func test_paste_withSmartInsertionSpaces_bringsMentionsBack() {
    // (pasted, range of the restored mention, line)
    let cases: [(String, NSRange?, UInt)] = [
      ("@Ana", r(6, 4), #line),
      (" @Ana", r(7, 4), #line),
      ("@Ana ", r(6, 4), #line),
      (" @Ana ", r(7, 4), #line),
      ("  @Ana", nil, #line),
      ("@Ana  ", nil, #line),
      ("x@Ana", nil, #line),
      ("\u{A0}@Ana", nil, #line),
    ]
    for (pasted, expected, line) in cases {
      var mentions = AutofillMentions(text: "@Ana: hi", mentions: [(r(0, 4), ana)])
      let copied = mentions.fragment(in: r(0, 4))
      mentions.paste(pasted, replacing: r(6, 2), copied: copied)
      XCTAssertEqual(mentions.ranges, [r(0, 4)] + (expected.map { [$0] } ?? []), pasted, line: line)
    }
  }
}

/// ``AutofillMentions/backspace(deleting:with:selection:)``: the keyboard's question before
/// Backspace, answered as ``AutofillMentions/backspace(selection:)`` would.
final class MentionsBackspaceQuestionTests: XCTestCase {
  private func r(_ location: Int, _ length: Int) -> NSRange {
    NSRange(location: location, length: length)
  }

  func test_table() {
    let selecting = AutofillMentions(text: "Hi @Ana!", mentions: [(r(3, 4), AutofillItem("Ana"))])
    var deleting = selecting
    deleting.backspaceAtEnd = .deletesWhole
    // (range, replacement, selection, when selecting first, when deleting whole, line)
    typealias Action = AutofillMentions.BackspaceAction
    let cases: [(NSRange, String, NSRange, Action, Action, UInt)] = [
      (r(6, 1), "", r(7, 0), .select(r(3, 4)), .delete(r(3, 4)), #line),  // right after it
      (r(5, 2), "", r(7, 0), .select(r(3, 4)), .delete(r(3, 4)), #line),  // a cluster of two
      (r(3, 4), "", r(3, 4), .delete(r(3, 4)), .delete(r(3, 4)), #line),  // selected whole
      (r(6, 1), "x", r(7, 0), .none, .none, #line),  // a replacement, not a deletion
      (r(5, 1), "", r(6, 0), .none, .none, #line),  // the caret inside it
      (r(7, 1), "", r(8, 0), .none, .none, #line),  // after the "!"
      (r(2, 1), "", r(3, 0), .none, .none, #line),  // before it
      (r(4, 3), "", r(4, 3), .none, .none, #line),  // part of it selected
      (r(6, 1), "", r(6, 1), .none, .none, #line),  // its last character selected
      (r(7, 0), "", r(7, 0), .none, .none, #line),  // nothing deleted
      (r(6, 1), "", r(8, 0), .none, .none, #line),  // not ending at the caret
    ]
    for (range, replacement, selection, first, whole, line) in cases {
      XCTAssertEqual(
        selecting.backspace(deleting: range, with: replacement, selection: selection), first,
        line: line)
      XCTAssertEqual(
        deleting.backspace(deleting: range, with: replacement, selection: selection), whole,
        line: line)
    }
  }
}
