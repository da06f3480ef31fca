import AutofillCore
import Foundation

/// Random edit scripts for ``AutofillMentions`` over a nasty alphabet: emoji with skin-tone
/// modifiers, ZWJ families, flags and lone regional indicators, combining marks (alone and
/// after letters), Arabic with and without vowel marks, direction marks, CR and LF, Hangul
/// jamo, and plain ASCII with "@" and spaces so that picks find tokens. Ranges land anywhere,
/// inside surrogate pairs and clusters and beyond the text too.
struct MentionScriptGenerator {
  /// One step of a script.
  enum Step {
    /// The user replaces a range (typing, deleting, autocorrection).
    case edit(NSRange, String)
    /// A pick at a caret, after typing `typed` there (a token, usually): the value entered,
    /// whether the delimiter stays, whether a space follows, and whether the edit was made
    /// for an older text (stale).
    case pick(
      caret: Int, typed: String, value: String, keepsDelimiter: Bool, appendsSpace: Bool,
      stale: Bool)
    /// The selection moves.
    case select(NSRange)
    /// The selection moves onto a mention (by its index, modulo the count).
    case selectMention(Int, caretAtEnd: Bool)
    /// Backspace with the current selection.
    case backspace
    /// Copy a range.
    case copy(NSRange)
    /// Copy a mention (by its index, modulo the count) and `before` and `after` units around
    /// it.
    case copyMention(Int, before: Int, after: Int)
    /// Paste the copied fragment (the pasteboard unchanged since the copy), or other text,
    /// over a range.
    case paste(NSRange, other: String?)
    /// Undo the last edit, as a text view's undo does: the replaced text comes back with the
    /// attributes it had, mentions and parts of mentions.
    case undo
    /// Mentions set in code, some invalid.
    case setMentions([NSRange])
    /// Asks whether a range runs into a mention.
    case intersects(NSRange)
  }

  /// The alphabet: each symbol is one or more scalars, some of which join their neighbours.
  static let alphabet: [String] = [
    "a", "b", "Z", " ", " ", "@", "@", "@", "x", ".",
    "👍", "👍🏽", "🏽", "👩‍👩‍👧", "‍", "👨‍💻", "❤️", "️",
    "🇨🇭", "🇩", "🇪", "🇯🇵",
    "\u{301}", "e\u{301}", "\u{E9}", "\u{308}\u{301}",
    "م", "ر", "حبا", "بَ", "\u{64B}", "\u{200F}", "\u{200E}",
    "\r", "\n", "\r\n", "\u{1100}", "\u{1161}", "\u{AC00}",
  ]

  var random: SeededGenerator

  init(seed: UInt64) { random = SeededGenerator(seed: seed) }

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
  mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }

  mutating func string(maxSymbols: Int) -> String {
    (0..<int(0...maxSymbols)).map { _ in Self.alphabet[int(0...(Self.alphabet.count - 1))] }
      .joined()
  }

  /// A range over a text of `count` UTF-16 units: mostly inside it, sometimes beyond, empty,
  /// negative or `NSNotFound`.
  mutating func range(count: Int) -> NSRange {
    switch int(1...100) {
    case 1...3: return NSRange(location: NSNotFound, length: 0)
    case 4...5: return NSRange(location: -int(1...3), length: int(0...4))
    case 6...8: return NSRange(location: int(0...(count + 3)), length: int(0...(count + 3)))
    case 9...10: return NSRange(location: int(0...count), length: -1)
    default:
      let location = int(0...count)
      let length = chance(35) ? 0 : int(0...max(0, min(count - location, 6)))
      return NSRange(location: location, length: length)
    }
  }

  mutating func initialText() -> String { string(maxSymbols: 10) }

  mutating func step(count: Int) -> Step {
    switch int(1...100) {
    case 1...30: return .edit(range(count: count), string(maxSymbols: chance(70) ? 1 : 3))
    case 31...45:
      let typed = chance(75) ? (chance(50) ? " @" : "@") + string(maxSymbols: 2) : ""
      return .pick(
        caret: int(0...count), typed: typed, value: string(maxSymbols: 3),
        keepsDelimiter: chance(75),
        appendsSpace: chance(70), stale: chance(8))
    case 46...53: return .select(range(count: count))
    case 54...63: return .selectMention(int(0...20), caretAtEnd: chance(70))
    case 64...75: return .backspace
    case 76...79:
      return .copy(chance(30) ? NSRange(location: 0, length: count) : range(count: count))
    case 80...83: return .copyMention(int(0...20), before: int(0...2), after: int(0...2))
    case 84...89:
      return .paste(range(count: count), other: chance(25) ? string(maxSymbols: 3) : nil)
    case 90...93: return .undo
    case 94...95: return .setMentions((0..<int(0...4)).map { _ in range(count: count) })
    default: return .intersects(range(count: count))
    }
  }
}
