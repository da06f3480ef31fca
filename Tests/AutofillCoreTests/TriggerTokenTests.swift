import AutofillCore
import Foundation
import XCTest

/// The token finder and the replacement edit, table-driven. In the tables "|" marks the caret.
final class TriggerTokenTests: XCTestCase {
  /// Splits "te|xt" into "text" and the caret's UTF-16 offset.
  private func caret(_ marked: String) -> (text: String, caret: Int) {
    let parts = marked.split(separator: "|", omittingEmptySubsequences: false)
    let before = String(parts[0])
    return (parts.joined(), before.utf16.count)
  }

  private struct Found: Equatable {
    var trigger: Int
    var token: String
    var query: String
  }

  private func found(
    _ text: String, caret: Int, _ finder: AutofillTokenFinder
  ) -> Found? {
    guard let token = finder.token(in: text, caretUTF16Offset: caret) else { return nil }
    let nsToken = (text as NSString).substring(with: token.utf16Range)
    XCTAssertEqual(String(text[token.range]), nsToken, "range and UTF-16 range agree")
    return Found(trigger: token.triggerIndex, token: nsToken, query: token.query)
  }

  func test_findsTheTokenAtTheCaret() {
    let mentionsAndTags = ["@", "#"]
    let cases: [(line: UInt, text: String, delimiters: [String], expected: Found?)] = [
      (#line, "Hi @ali|", mentionsAndTags, Found(trigger: 0, token: "@ali", query: "ali")),
      (#line, "@ali and #sw|", mentionsAndTags, Found(trigger: 1, token: "#sw", query: "sw")),
      (#line, "@ali| and #swift", mentionsAndTags, Found(trigger: 0, token: "@ali", query: "ali")),
      (#line, "#swift @bo|b", mentionsAndTags, Found(trigger: 0, token: "@bo", query: "bo")),
      (#line, "#swift @|bob", mentionsAndTags, Found(trigger: 0, token: "@", query: "")),
      (#line, "@|", mentionsAndTags, Found(trigger: 0, token: "@", query: "")),
      (#line, "@ali |", mentionsAndTags, nil),
      (#line, "hello|", mentionsAndTags, nil),
      (#line, "|", mentionsAndTags, nil),
      (#line, "|@ali", mentionsAndTags, nil),
      (#line, "mail a@b|", mentionsAndTags, nil),
      (#line, "(@ali|", mentionsAndTags, Found(trigger: 0, token: "@ali", query: "ali")),
      (#line, "“#sw|", mentionsAndTags, Found(trigger: 1, token: "#sw", query: "sw")),
      (#line, "@ali,|", mentionsAndTags, nil),
      (#line, "@ali,@bo|", mentionsAndTags, Found(trigger: 0, token: "@bo", query: "bo")),
      (#line, "@ali.b|", mentionsAndTags, Found(trigger: 0, token: "@ali.b", query: "ali.b")),
      (#line, "@ali#sw|", mentionsAndTags, Found(trigger: 0, token: "@ali#sw", query: "ali#sw")),
      (#line, "line\n@ali|", mentionsAndTags, Found(trigger: 0, token: "@ali", query: "ali")),
      (#line, "a\t#x|", mentionsAndTags, Found(trigger: 1, token: "#x", query: "x")),
      (#line, "a\u{00A0}@bo|", mentionsAndTags, Found(trigger: 0, token: "@bo", query: "bo")),
      (#line, "a\u{3000}@bo|", mentionsAndTags, Found(trigger: 0, token: "@bo", query: "bo")),
      // Longest delimiter wins, whatever the order; equal ones: the first.
      (#line, "@@ali|", ["@", "@@"], Found(trigger: 1, token: "@@ali", query: "ali")),
      (#line, "@@ali|", ["@@", "@"], Found(trigger: 0, token: "@@ali", query: "ali")),
      (#line, "@@ali|", ["@"], Found(trigger: 0, token: "@@ali", query: "@ali")),
      (#line, "@ali|", ["@", "@@"], Found(trigger: 0, token: "@ali", query: "ali")),
      (#line, "@ali|", ["@", "@"], Found(trigger: 0, token: "@ali", query: "ali")),
      (#line, "::smi|", [":", "::"], Found(trigger: 1, token: "::smi", query: "smi")),
      // Emoji (ZWJ sequences, flags, skin tones) and combining marks before the token.
      (#line, "👩‍👩‍👧 @ali|", mentionsAndTags, Found(trigger: 0, token: "@ali", query: "ali")),
      (#line, "👩‍👩‍👧@ali|", mentionsAndTags, nil),
      (#line, "🇨🇭🇩🇪 #zü|", mentionsAndTags, Found(trigger: 1, token: "#zü", query: "zü")),
      (#line, "👍🏽 @x|", mentionsAndTags, Found(trigger: 0, token: "@x", query: "x")),
      (
        #line, "e\u{301} @a\u{301}|", mentionsAndTags,
        Found(trigger: 0, token: "@a\u{301}", query: "a\u{301}")
      ),
      (#line, "@\u{301}ali|", mentionsAndTags, nil),
      (
        #line, "a @ali\u{301}|", mentionsAndTags,
        Found(trigger: 0, token: "@ali\u{301}", query: "ali\u{301}")
      ),
      // Right-to-left text, in logical order; direction marks end a word.
      (#line, "שלום @דנ|", mentionsAndTags, Found(trigger: 0, token: "@דנ", query: "דנ")),
      (#line, "مرحبا #سل|", mentionsAndTags, Found(trigger: 1, token: "#سل", query: "سل")),
      (#line, "مرحبا #سل|ام", mentionsAndTags, Found(trigger: 1, token: "#سل", query: "سل")),
      (
        #line, "שלום \u{200F}@דני|", mentionsAndTags, Found(trigger: 0, token: "@דני", query: "דני")
      ),
      (#line, "שלום@דני|", mentionsAndTags, nil),
      (#line, "abc @ali שלום #x|", mentionsAndTags, Found(trigger: 1, token: "#x", query: "x")),
      // Delimiters that can never match.
      (#line, "@ali|", [""], nil),
      (#line, "@ ali|", ["@ "], nil),
      (#line, "a, b|", [","], nil),
      (#line, "(ali|", ["("], nil),
    ]
    for (line, marked, delimiters, expected) in cases {
      let (text, offset) = caret(marked)
      let finder = AutofillTokenFinder(delimiters: delimiters)
      XCTAssertEqual(found(text, caret: offset, finder), expected, marked, line: line)
    }
  }

  func test_customTerminators_replaceTheDefaults_whitespaceAlwaysEnds() {
    let cases: [(line: UInt, text: String, terminators: Set<Character>, expected: Found?)] = [
      (#line, "@ali/@bo|", ["/"], Found(trigger: 0, token: "@bo", query: "bo")),
      (#line, "@ali/@bo|", [], Found(trigger: 0, token: "@ali/@bo", query: "ali/@bo")),
      (#line, "(@ali|", [], nil),
      (#line, "x @ali|", [], Found(trigger: 0, token: "@ali", query: "ali")),
      (#line, "@ali.|", ["."], nil),
    ]
    for (line, marked, terminators, expected) in cases {
      let (text, offset) = caret(marked)
      let finder = AutofillTokenFinder(delimiters: ["@"], terminators: terminators)
      XCTAssertEqual(found(text, caret: offset, finder), expected, marked, line: line)
    }
  }

  func test_caretInsideACharacter_roundsDownToItsStart() {
    let finder = AutofillTokenFinder(delimiters: ["@"])
    let cases: [(line: UInt, text: String, caret: Int, expectedQuery: String?)] = [
      (#line, "@ab👍cd", 4, "ab"),  // inside the surrogate pair of 👍 (offsets 3 and 4)
      (#line, "@ab👍cd", 5, "ab👍"),
      (#line, "@ae\u{301}x", 3, "a"),  // between "e" and its combining accent
      (#line, "@ae\u{301}x", 4, "ae\u{301}"),
      (#line, "@a👩‍👩‍👧", 5, "a"),  // after the first ZWJ
      (#line, "@a👩‍👩‍👧", 10, "a👩‍👩‍👧"),
      (#line, "@a🇨🇭🇩🇪", 4, "a"),  // between the two regional indicators of 🇨🇭
      (#line, "@a🇨🇭🇩🇪", 6, "a🇨🇭"),
      (#line, "@a🇨🇭🇩🇪", 8, "a🇨🇭"),
      (#line, "@ab", -5, nil),  // clamped to the start
      (#line, "@ab", 1_000, "ab"),  // clamped to the end
    ]
    for (line, text, offset, expected) in cases {
      XCTAssertEqual(
        finder.token(in: text, caretUTF16Offset: offset)?.query, expected, "\(offset)", line: line)
    }
  }

  func test_caretAsStringIndex_matchesTheUTF16Offset() {
    let finder = AutofillTokenFinder(delimiters: ["@", "#"])
    let text = "👩‍👩‍👧 שלום @דנ #zü"
    for caret in text.indices + [text.endIndex] {
      let offset = text.utf16.distance(from: text.startIndex, to: caret)
      XCTAssertEqual(
        finder.token(in: text, caret: caret), finder.token(in: text, caretUTF16Offset: offset))
    }
    XCTAssertEqual(
      finder.token(in: "@a", caret: "@abcdef".endIndex)?.query, "a", "a foreign index is clamped")
  }

  func test_finderFromTriggers_keepsTheirOrder() {
    let triggers = [
      AutofillTrigger("#", items: []), AutofillTrigger("@", items: [], identifier: "people"),
    ]
    let finder = AutofillTokenFinder(triggers: triggers)
    XCTAssertEqual(finder.delimiters, ["#", "@"])
    XCTAssertEqual(finder.token(in: "@a", caretUTF16Offset: 2)?.triggerIndex, 1)
    XCTAssertEqual(triggers.map(\.identifier), ["#", "people"])
    XCTAssertTrue(triggers.allSatisfy { $0.keepsDelimiter && $0.appendsSpace })
  }

  // MARK: Replacement

  func test_replacement_replacesJustTheToken() {
    let cases:
      [(
        line: UInt, text: String, delimiters: [String], value: String, keeps: Bool,
        appends: Bool, expected: String, range: (Int, Int), replacement: String
      )] = [
        (#line, "Hi @ali|", ["@"], "Alice", true, true, "Hi @Alice |", (3, 4), "@Alice "),
        (
          #line, "Hi @ali| there", ["@"], "Alice", true, true, "Hi @Alice |there", (3, 4),
          "@Alice"
        ),
        (
          #line, "Hi @ali|\u{00A0}x", ["@"], "Alice", true, true, "Hi @Alice\u{00A0}|x",
          (3, 4), "@Alice"
        ),
        (
          #line, "Hi @ali|\nthere", ["@"], "Alice", true, true, "Hi @Alice |\nthere", (3, 4),
          "@Alice "
        ),
        (#line, "@ali|ce", ["@"], "Alice", true, true, "@Alice |ce", (0, 4), "@Alice "),
        (#line, "@ali|, hi", ["@"], "Alice", true, true, "@Alice |, hi", (0, 4), "@Alice "),
        (#line, "@|", ["@"], "Alice", true, true, "@Alice |", (0, 1), "@Alice "),
        (#line, "I :smi|", [":"], "😄", false, true, "I 😄 |", (2, 4), "😄 "),
        (#line, "#sw|", ["#"], "swift", true, false, "#swift|", (0, 3), "#swift"),
        (#line, "a #sw| b", ["#"], "swift", false, false, "a swift| b", (2, 3), "swift"),
        (
          #line, "@ali #sw| bye", ["@", "#"], "swift", true, true, "@ali #swift |bye",
          (5, 3), "#swift"
        ),
        (
          #line, "@ali| #sw", ["@", "#"], "Alice", true, true, "@Alice |#sw", (0, 4),
          "@Alice"
        ),
        (#line, "@@ali|", ["@", "@@"], "team", true, true, "@@team |", (0, 5), "@@team "),
        (
          #line, "👩‍👩‍👧 @ali|", ["@"], "Alice", true, true, "👩‍👩‍👧 @Alice |", (9, 4),
          "@Alice "
        ),
        (
          #line, "🇨🇭e\u{301} #zü| 🇩🇪", ["#"], "Zürich", true, true, "🇨🇭e\u{301} #Zürich |🇩🇪",
          (7, 3), "#Zürich"
        ),
        (#line, "שלום @דנ|", ["@"], "דני", true, true, "שלום @דני |", (5, 3), "@דני "),
        (
          #line, "مرحبا #سل| ok", ["#"], "سلام", true, true, "مرحبا #سلام |ok", (6, 3),
          "#سلام"
        ),
      ]
    for (line, marked, delimiters, value, keeps, appends, expected, range, replacement) in cases {
      let (text, offset) = caret(marked)
      guard
        let token = AutofillTokenFinder(delimiters: delimiters).token(
          in: text, caretUTF16Offset: offset)
      else {
        XCTFail("no token in \(marked)", line: line)
        continue
      }
      let edit = AutofillTextReplacement(
        replacing: token, in: text, with: value, keepsDelimiter: keeps, appendsSpace: appends)
      let (expectedText, expectedCaret) = caret(expected)
      XCTAssertEqual(edit.text, expectedText, marked, line: line)
      XCTAssertEqual(edit.caretUTF16Offset, expectedCaret, marked, line: line)
      XCTAssertEqual(edit.range, NSRange(location: range.0, length: range.1), marked, line: line)
      XCTAssertEqual(edit.replacement, replacement, marked, line: line)
      XCTAssertEqual(
        (text as NSString).replacingCharacters(in: edit.range, with: edit.replacement), edit.text,
        "replacing the range through UTF-16 gives the same text", line: line)
      XCTAssertEqual(
        edit.text.utf16.distance(from: edit.text.startIndex, to: edit.caret),
        edit.caretUTF16Offset, line: line)
    }
  }

  func test_replacingAllOfTheText_putsTheCaretAtTheEnd() {
    let edit = AutofillTextReplacement(replacingAllOf: "zu", with: "Zürich")
    XCTAssertEqual(edit.range, NSRange(location: 0, length: 2))
    XCTAssertEqual(edit.text, "Zürich")
    XCTAssertEqual(edit.replacement, "Zürich")
    XCTAssertEqual(edit.caretUTF16Offset, 6)
    XCTAssertEqual(edit.caret, edit.text.endIndex)
    XCTAssertEqual(AutofillTextReplacement(replacingAllOf: "", with: "👍").caretUTF16Offset, 2)
  }

  func test_replacement_withATokenFromAnotherText_isClampedNotACrash() {
    let long = "some long text @alice"
    guard let token = AutofillTokenFinder(delimiters: ["@"]).token(in: long, caretUTF16Offset: 21)
    else { return XCTFail("no token") }
    let edit = AutofillTextReplacement(replacing: token, in: "short", with: "Bob")
    XCTAssertEqual(edit.range, NSRange(location: 5, length: 0))
    XCTAssertEqual(edit.text, "short@Bob ")
  }

  func test_randomTextsAndCarets_neverSplitACharacter_andNeverTouchTextOutsideTheToken() {
    let seed: UInt64 = 2026
    print("seed \(seed)")
    var generator = SeededGenerator(seed: seed)
    let pieces = [
      "@", "@@", "#", ":", " ", "\n", ",", "(", "a", "Z", "é", "e\u{301}", "\u{301}", "ß", "👍",
      "👍🏽", "👩‍👩‍👧", "🇨🇭", "🇩", "ש", "ل", "\u{200F}", "\u{00A0}", "\u{FFFD}",
    ]
    let finder = AutofillTokenFinder(delimiters: ["@", "#", "@@", ":"])
    var tokens = 0
    for _ in 0..<3_000 {
      let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        pieces.randomElement(using: &generator) ?? ""
      }.joined()
      let caret = Int.random(in: -2...(text.utf16.count + 2), using: &generator)
      guard let token = finder.token(in: text, caretUTF16Offset: caret) else { continue }
      tokens += 1
      XCTAssertNotNil(String.Index(token.range.lowerBound, within: text), text.debugDescription)
      XCTAssertNotNil(String.Index(token.range.upperBound, within: text), text.debugDescription)
      XCTAssertLessThanOrEqual(NSMaxRange(token.utf16Range), max(caret, 0), text.debugDescription)
      let edit = AutofillTextReplacement(replacing: token, in: text, with: "Ö👍")
      let old = Array(text.utf16)
      let new = Array(edit.text.utf16)
      let kept = old.count - NSMaxRange(edit.range)
      XCTAssertEqual(new.prefix(edit.range.location), old.prefix(edit.range.location))
      XCTAssertEqual(new.suffix(kept), old.suffix(kept), text.debugDescription)
      XCTAssertEqual(new.count, old.count - edit.range.length + edit.replacement.utf16.count)
      XCTAssertLessThanOrEqual(edit.caretUTF16Offset, new.count)
    }
    XCTAssertGreaterThan(tokens, 300, "the texts exercise tokens")
  }
}
