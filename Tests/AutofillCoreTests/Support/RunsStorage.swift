import AutofillCore
import Foundation

/// Attributed text as plain arrays: a UTF-16 code unit and an attribute dictionary per unit;
/// runs of the mention attribute are the longest spans of the same value object, as in an
/// `NSAttributedString` (whose Linux implementation rounds ranges inside a `Character`, so it
/// cannot stand in for a `UITextView`'s storage here).
final class RunsText: AutofillMentionText {
  var units: [UInt16]
  /// Each attribute's value per unit (`nil`: none).
  var columns: [NSAttributedString.Key: [Any?]] = [:]

  init(_ string: String) {
    units = Array(string.utf16)
  }

  var utf16Count: Int { units.count }

  func utf16CodeUnit(at offset: Int) -> UTF16.CodeUnit { units[offset] }

  func mentionValue(at offset: Int, longestRun run: inout NSRange, in limit: NSRange) -> Any? {
    let column = columns[.autofillMention] ?? Array(repeating: nil, count: units.count)
    let value = column[offset].map { $0 as AnyObject }
    func same(_ other: Any?) -> Bool { other.map { $0 as AnyObject } === value }
    var lower = offset
    while lower > limit.location, same(column[lower - 1]) { lower -= 1 }
    var upper = offset + 1
    while upper < NSMaxRange(limit), same(column[upper]) { upper += 1 }
    run = NSRange(location: lower, length: upper - lower)
    return value
  }

  func attributesForMentions(at offset: Int) -> [NSAttributedString.Key: Any] {
    columns.compactMapValues { $0[offset] }
  }

  /// The editing groups begun and ended, in order, and the attribute changes made outside
  /// any group.
  enum EditingEvent { case begin, end }
  var editingLog: [EditingEvent] = []
  private(set) var changesOutsideGroups = 0
  private var openGroups = 0

  func beginEditing() {
    openGroups += 1
    editingLog.append(.begin)
  }

  func endEditing() {
    openGroups -= 1
    editingLog.append(.end)
  }

  func setMentionAttribute(_ key: NSAttributedString.Key, to value: Any?, in range: NSRange) {
    if openGroups == 0 { changesOutsideGroups += 1 }
    var column = columns[key] ?? Array(repeating: nil, count: units.count)
    for index in range.location..<NSMaxRange(range) { column[index] = value }
    columns[key] = column
  }

  /// The attributes of each unit of `range`.
  func attributes(in range: NSRange) -> [NSAttributedString.Key: [Any?]] {
    columns.mapValues { Array($0[range.location..<NSMaxRange(range)]) }
  }

  /// Replaces `range` by `units` with `attributes` (per key, one value per unit; a key left
  /// out: none).
  func replace(_ range: NSRange, units new: [UInt16], attributes: [NSAttributedString.Key: [Any?]])
  {
    let slice = range.location..<NSMaxRange(range)
    units.replaceSubrange(slice, with: new)
    let spliced = units
    for key in Set(columns.keys).union(attributes.keys) {
      var column =
        columns[key] ?? Array(repeating: nil, count: units.count - new.count + range.length)
      column.replaceSubrange(
        slice, with: attributes[key] ?? Array(repeating: nil, count: new.count))
      columns[key] = column
    }
    units = Array(string.utf16)
    repaired = units.indices.filter { units[$0] != spliced[$0] }
  }

  /// The units the last replacement repaired (lone surrogates made U+FFFD).
  private(set) var repaired: [Int] = []

  /// The text, repaired as the model repairs it.
  var string: String { String(decoding: units, as: UTF16.self) }
}

/// A composer's text storage stand-in, with the mention runs as its only record of the
/// mentions: edits made as UIKit may make them, a pending range as `NSTextStorage` reports
/// edits, and ``AutofillMentionRuns``'s pass after each step.
struct RunsStorage {
  let text: RunsText
  /// The composer's mention side over `text`: the range the next pass examines (the union of
  /// the edits since the last one) and the pass itself, as the UIKit composer drives them.
  let state: AutofillComposerMentions<RunsText>
  var rules: AutofillMentionRuns {
    get { state.rules }
    nonmutating set { state.rules = newValue }
  }
  /// The units of text the passes examined, and the text's length at each.
  var examined = 0
  var examinedTextLength = 0

  init(text string: String, rules: AutofillMentionRuns) {
    text = RunsText(string)
    state = AutofillComposerMentions(
      text: text, mentionAttributes: [.mentionTint: NSString(string: "tint")])
    state.rules = rules
  }

  /// The text as the model keeps it.
  var string: String { text.string }

  var mentions: [(range: NSRange, item: AutofillItem)] {
    AutofillMentionRuns.mentions(in: text)
  }

  /// The number of runs of a mention value, mentions or not.
  var runCount: Int {
    var count = 0
    var previous: AnyObject?
    for value in text.columns[.autofillMention] ?? [] {
      let object = value.map { $0 as AnyObject }
      if let object, object !== previous { count += 1 }
      previous = object
    }
    return count
  }

  /// Replaces `range` (already clamped) by `replacement`: an insertion inheriting the
  /// attributes of the neighbour before (after, at the start; as `NSMutableAttributedString`
  /// does with a string), or plain.
  mutating func replace(_ range: NSRange, with replacement: String, inherits: Bool) {
    // Only an insertion inherits: text typed at the caret with stale typing attributes (the
    // composer keeps them plain; this checks the pass does not need it). A replacement that
    // inherited a mention's value and retyped its text could not be told from an undo's
    // restore.
    let units = Array(replacement.utf16)
    var inherited: [NSAttributedString.Key: [Any?]] = [:]
    if inherits, range.length == 0, text.utf16Count > 0 {
      let source = min(range.location > 0 ? range.location - 1 : 0, text.utf16Count - 1)
      for (key, value) in text.attributesForMentions(at: source) {
        inherited[key] = Array(repeating: value, count: units.count)
      }
    }
    replace(range, units: units, attributes: inherited)
  }

  /// A part of the text with its attributes, as undo keeps it.
  func snapshot(_ range: NSRange) -> (units: [UInt16], attributes: [NSAttributedString.Key: [Any?]])
  {
    (Array(text.units[range.location..<NSMaxRange(range)]), text.attributes(in: range))
  }

  /// Replaces `range` by units carrying their own attributes (an undo's restore), then repairs
  /// a surrogate left alone at either end, as the model does.
  mutating func replace(
    _ range: NSRange, units: [UInt16], attributes: [NSAttributedString.Key: [Any?]]
  ) {
    text.replace(range, units: units, attributes: attributes)
    _ = state.noteChange(
      editedRange: NSRange(location: range.location, length: units.count),
      changeInLength: units.count - range.length)
    // A surrogate repaired at either end is a change of its own, as a storage reports it.
    for index in text.repaired {
      _ = state.noteChange(editedRange: NSRange(location: index, length: 1), changeInLength: 0)
    }
  }

  /// The post-change pass over what changed since the last one.
  mutating func settle() {
    guard let scope = state.settle() else { return }
    examined += scope.length
    examinedTextLength += text.utf16Count
  }

  /// Marks a mention as a composer does after a pick or a paste, then lets the pass check it.
  mutating func mark(_ range: NSRange, _ item: AutofillItem) {
    settle()
    if AutofillMentionRuns.mark(
      range, as: item, in: text, mentionAttributes: state.mentionAttributes)
    {
      _ = state.noteChange(editedRange: range, changeInLength: 0)
    }
    settle()
  }
}

extension NSAttributedString.Key {
  /// A stand-in for a composer's mention color.
  static let mentionTint = NSAttributedString.Key("test.mentionTint")
}
