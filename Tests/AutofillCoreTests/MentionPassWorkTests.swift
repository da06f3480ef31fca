import AutofillCore
import Foundation
import XCTest

/// The work of a keystroke in a composer (issue 47, item 12): the pass after the change and
/// the decision before a Backspace read the paragraph typed in, in a few bulk reads, and look
/// up no attribute run beyond it; the work is counted, never timed.
final class MentionPassWorkTests: XCTestCase {
  /// What a keystroke at the end of a text of `lines` lines cost: "x" typed after the mention
  /// on its last line, the pass, then the question about a Backspace there.
  private func keystrokeWork(lines: Int) -> CountingText.Work {
    let body = (0..<lines).map { "line \($0 % 10)\n" }.joined()
    let text = CountingText(body + "hi @Ana ")
    let state = AutofillComposerMentions(text: text)
    let start = text.utf16Count - 5
    state.mentions = [(NSRange(location: start, length: 4), AutofillItem("Ana"))]
    XCTAssertEqual(state.mentions.count, 1)
    text.work = CountingText.Work()
    let end = text.utf16Count
    text.base.replace(NSRange(location: end, length: 0), units: [0x78], attributes: [:])
    _ = state.noteChange(editedRange: NSRange(location: end, length: 1), changeInLength: 1)
    XCTAssertNotNil(state.settle())
    _ = state.decision(
      replacing: NSRange(location: end, length: 1), with: "",
      selection: NSRange(location: end + 1, length: 0))
    return text.work
  }

  // Fails if a keystroke reads the text one unit per call (one Objective-C message each on a
  // text storage), or its work grows with the text before its paragraph: a look-up of the
  // plain text's attribute run over the whole text (`longestEffectiveRange` unbounded), or a
  // scan or read beyond the paragraph.
  func test_aKeystroke_readsItsParagraphInBulk_andLooksNoFurther() {
    let short = keystrokeWork(lines: 200)
    let long = keystrokeWork(lines: 20_000)
    XCTAssertEqual(long, short, "the work grew with the text before the paragraph")
    XCTAssertLessThanOrEqual(short.unitReads, 4, "units read one by one")
    XCTAssertLessThanOrEqual(short.bulkReads, 6, "bulk reads")
    XCTAssertLessThanOrEqual(short.unitsInBulk, 1_024, "units read in bulk")
    XCTAssertLessThanOrEqual(short.unitsLookedUp, 100, "units the run look-ups covered")
  }
}

/// A composer's text that counts how the mention rules read it.
final class CountingText: AutofillMentionText {
  /// The reads and look-ups made.
  struct Work: Equatable {
    /// Calls of ``utf16CodeUnit(at:)``.
    var unitReads = 0
    /// Calls of ``utf16CodeUnits(in:)``, and the units they read.
    var bulkReads = 0
    var unitsInBulk = 0
    /// The units the attribute run look-ups covered: the run found, or the whole limit
    /// looked in for a run of no value.
    var unitsLookedUp = 0
  }

  let base: RunsText
  var work = Work()

  init(_ string: String) { base = RunsText(string) }

  var utf16Count: Int { base.utf16Count }

  func utf16CodeUnit(at offset: Int) -> UTF16.CodeUnit {
    work.unitReads += 1
    return base.utf16CodeUnit(at: offset)
  }

  func utf16CodeUnits(in range: NSRange) -> [UTF16.CodeUnit] {
    work.bulkReads += 1
    work.unitsInBulk += range.length
    return Array(base.units[range.location..<NSMaxRange(range)])
  }

  func mentionValue(at offset: Int, longestRun run: inout NSRange, in limit: NSRange) -> Any? {
    let value = base.mentionValue(at: offset, longestRun: &run, in: limit)
    work.unitsLookedUp += value == nil ? limit.length : run.length
    return value
  }

  func attributesForMentions(at offset: Int) -> [NSAttributedString.Key: Any] {
    base.attributesForMentions(at: offset)
  }

  func setMentionAttribute(_ key: NSAttributedString.Key, to value: Any?, in range: NSRange) {
    base.setMentionAttribute(key, to: value, in: range)
  }
}
