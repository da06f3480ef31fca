import AutofillCore
import Foundation
import XCTest

/// Whether an edit still applies to the field's text: only to the text it was made for (or one
/// that gives the same result), and never a trap, whatever the text became.
final class TextReplacementAppliesTests: XCTestCase {
  private static func tokenEdit(_ text: String, _ value: String, caret: Int? = nil)
    -> AutofillTextReplacement?
  {
    AutofillTokenFinder(delimiters: ["@"])
      .token(in: text, caretUTF16Offset: caret ?? text.utf16.count)
      .map { AutofillTextReplacement(replacing: $0, in: text, with: value) }
  }

  func test_applies_onlyWhereReplacingTheRangeGivesTheText() throws {
    let whole = AutofillTextReplacement(replacingAllOf: "zu", with: "Zug")
    let token = try XCTUnwrap(Self.tokenEdit("Hi @ali", "Alice"))  // {3, 4} → "@Alice "
    let emojiToken = try XCTUnwrap(Self.tokenEdit("😀 @al", "Alan"))  // {3, 3}
    // {0, 3} → "@Alan ", text "@Alan 😀": in "@a😀" the range ends between the emoji's halves,
    // and rounding that end down to the emoji would give the same text.
    let beforeEmoji = try XCTUnwrap(Self.tokenEdit("@ab😀", "Alan", caret: 3))
    // A string bridged from UTF-16 with a lone high surrogate (repaired on Linux; may stay
    // lone in a bridged string on Apple platforms).
    let lone = String(NSString(characters: [0xD83D, 0x61, 0x62], length: 3))
    let cases: [(String, AutofillTextReplacement, String, Bool, UInt)] = [
      ("the text it was made for", whole, "zu", true, #line),
      ("the text changed after", whole, "zu!", false, #line),
      ("the text got shorter: the range is beyond its end", whole, "z", false, #line),
      ("the text is empty", whole, "", false, #line),
      ("another text of the same length gives the same result", whole, "ZU", true, #line),
      ("the token's text", token, "Hi @ali", true, #line),
      ("the text before the token changed", token, "Yo @ali", false, #line),
      ("the text after the token grew", token, "Hi @ali!", false, #line),
      ("the token's text with an emoji before it", emojiToken, "😀 @al", true, #line),
      ("the range starts inside an emoji", emojiToken, "a😀😀al", false, #line),
      ("the range ends inside an emoji", emojiToken, "😀 @a😀", false, #line),
      ("the range ends inside the last emoji", token, "Hi @ab😀", false, #line),
      ("the edit's own text, the token before an emoji", beforeEmoji, "@ab😀", true, #line),
      ("the range ends inside an emoji, not rounded", beforeEmoji, "@a😀", false, #line),
      ("a lone surrogate in the text", whole, lone, false, #line),
      ("the range beyond a text of lone surrogates", token, lone, false, #line),
      (
        "canonically equivalent text before the range: strings compare so",
        try XCTUnwrap(Self.tokenEdit("\u{E9}e\u{301} @al", "Alan")), "e\u{301}\u{E9} @al", true,
        #line
      ),
    ]
    for (name, edit, current, expected, line) in cases {
      XCTAssertEqual(edit.applies(to: current), expected, name, line: line)
    }
  }
}
