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

  /// Against the slow way: every split of the range into kept prefix, changed middle and kept
  /// suffix, the longest prefix first, then the longest suffix, neither cutting a pair.
  func test_trimming_agreesWithEverySplit() {
    var generator = MentionScriptGenerator(seed: 2026)
    for _ in 0..<3000 {
      let text = generator.string(maxSymbols: 6)
      let units = Array(text.utf16)
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
      let trimmed = AutofillMentions(text: text).trimmingUnchanged(
        replacing: r(lower, upper - lower), with: replacement)

      var expected = (range: r(lower, upper - lower), replacement: newUnits)
      search: for prefix in stride(from: min(old.count, newUnits.count), through: 0, by: -1) {
        guard old.prefix(prefix).elementsEqual(newUnits.prefix(prefix)),
          prefix == 0 || !UTF16.isLeadSurrogate(newUnits[prefix - 1])
        else { continue }
        for suffix in stride(from: min(old.count, newUnits.count) - prefix, through: 0, by: -1) {
          guard old.suffix(suffix).elementsEqual(newUnits.suffix(suffix)),
            suffix == 0 || !UTF16.isTrailSurrogate(newUnits[newUnits.count - suffix])
          else { continue }
          expected = (
            r(lower + prefix, old.count - prefix - suffix),
            Array(newUnits[prefix..<(newUnits.count - suffix)])
          )
          break search
        }
      }
      XCTAssertEqual(trimmed.range, expected.range, "\(units) \(lower)..<\(upper) \(newUnits)")
      XCTAssertEqual(Array(trimmed.replacement.utf16), expected.replacement)
      // The same change of text.
      var whole = units
      whole.replaceSubrange(lower..<upper, with: newUnits)
      var made = units
      made.replaceSubrange(
        trimmed.range.location..<NSMaxRange(trimmed.range), with: trimmed.replacement.utf16)
      XCTAssertEqual(made, whole)
    }
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
