import AutofillCore
import Foundation

/// The mention rules done the slow, obvious way, to check ``AutofillMentions`` against: the
/// text as an array of UTF-16 code units with an owner mark per unit (the mention's number, or
/// `nil` for plain text), every edit a splice of both arrays.
struct NaiveMentions {
  var units: [UInt16]
  var owners: [Int?]
  var items: [Int: AutofillItem] = [:]
  var deletesWhole: Bool
  var backspaceDeletesWhole: Bool
  private var nextOwner = 0

  init(
    text: String, mentions: [(range: NSRange, item: AutofillItem)], deletesWhole: Bool,
    backspaceDeletesWhole: Bool
  ) {
    units = Array(text.utf16)
    owners = Array(repeating: nil, count: units.count)
    self.deletesWhole = deletesWhole
    self.backspaceDeletesWhole = backspaceDeletesWhole
    // Earliest start first, ties in the given order; a unit already owned means an overlap.
    let order = mentions.indices.sorted {
      (mentions[$0].range.location, $0) < (mentions[$1].range.location, $1)
    }
    for index in order { add(mentions[index].range, mentions[index].item) }
  }

  var text: String { String(decoding: units, as: UTF16.self) }

  /// The UTF-16 offsets where a `Character` starts, and the end.
  var boundaries: Set<Int> {
    var result: Set<Int> = [0]
    var offset = 0
    for character in text {
      offset += character.utf16.count
      result.insert(offset)
    }
    return result
  }

  /// Each owner's first unit and the unit after its last, in text order.
  var runs: [(range: NSRange, item: AutofillItem)] {
    var result: [(range: NSRange, item: AutofillItem)] = []
    var index = 0
    while index < owners.count {
      guard let owner = owners[index] else {
        index += 1
        continue
      }
      var end = index
      while end < owners.count, owners[end] == owner { end += 1 }
      result.append(
        (NSRange(location: index, length: end - index), items[owner] ?? AutofillItem("?")))
      index = end
    }
    return result
  }

  /// Marks a range as a new mention, if it is in bounds, on boundaries and owns nothing yet.
  @discardableResult
  mutating func add(_ range: NSRange, _ item: AutofillItem) -> Bool {
    let start = range.location
    guard start != NSNotFound, start >= 0, range.length > 0, start <= units.count,
      range.length <= units.count - start
    else { return false }
    let end = start + range.length
    let bounds = boundaries
    guard bounds.contains(start), bounds.contains(end),
      owners[start..<end].allSatisfy({ $0 == nil })
    else { return false }
    nextOwner += 1
    items[nextOwner] = item
    for unit in start..<end { owners[unit] = nextOwner }
    return true
  }

  /// The part of `range` inside the text; where it would be when wholly outside.
  func clamp(_ range: NSRange) -> (Int, Int) {
    let start = range.location == NSNotFound ? units.count : range.location
    let end = range.length > 0 ? start + range.length : start
    let lower = min(max(start, 0), units.count)
    return (lower, max(lower, min(end, units.count)))
  }

  /// The owners an edit touches: for a deletion or replacement, of the units it removes; for
  /// an insertion, the owner of the units on both sides when they are the same.
  func touched(_ lower: Int, _ upper: Int) -> Set<Int> {
    if lower == upper {
      guard lower > 0, lower < units.count, let left = owners[lower - 1], owners[lower] == left
      else { return [] }
      return [left]
    }
    return Set(owners[lower..<upper].compactMap { $0 })
  }

  /// Makes an edit; returns the range replaced.
  @discardableResult
  mutating func replace(_ range: NSRange, with replacement: String, widening: Bool) -> NSRange {
    var (lower, upper) = clamp(range)
    // An edit that changes no character changes nothing (issue 37, defect 2).
    if lower == upper, replacement.isEmpty { return NSRange(location: lower, length: 0) }
    let hit = touched(lower, upper)
    for unit in owners.indices where owners[unit].map(hit.contains) ?? false {
      owners[unit] = nil
      if widening {
        lower = min(lower, unit)
        upper = max(upper, unit + 1)
      }
    }
    units.replaceSubrange(lower..<upper, with: Array(replacement.utf16))
    owners.replaceSubrange(
      lower..<upper, with: Array(repeating: nil, count: replacement.utf16.count))
    units = Array(text.utf16)
    precondition(units.count == owners.count, "repair changed the length")
    let bounds = boundaries
    for (run, _) in runs
    where !bounds.contains(run.location) || !bounds.contains(NSMaxRange(run)) {
      for unit in run.location..<NSMaxRange(run) { owners[unit] = nil }
    }
    return NSRange(location: lower, length: upper - lower)
  }

  @discardableResult
  mutating func edit(_ range: NSRange, _ replacement: String) -> NSRange {
    replace(range, with: replacement, widening: deletesWhole && replacement.isEmpty)
  }

  mutating func pick(_ edit: AutofillTextReplacement, _ item: AutofillItem) -> Bool {
    let applies = edit.applies(to: text)
    let replaced = replace(edit.range, with: edit.replacement, widening: false)
    guard applies else { return false }
    let inserted = Array(edit.replacement.utf16)
    let value = Array(item.textToEnter.utf16)
    var length = inserted.count
    if inserted.last == 0x20, Array(inserted.dropLast()).reversed().starts(with: value.reversed()) {
      length -= 1
    } else if !inserted.reversed().starts(with: value.reversed()) {
      return false
    }
    return add(NSRange(location: replaced.location, length: length), item)
  }

  func intersects(_ range: NSRange) -> Bool {
    guard range.location != NSNotFound, range.location >= 0, range.length >= 0 else {
      return false
    }
    let (lower, upper) = clamp(range)
    return !touched(lower, upper).isEmpty
  }

  func backspace(_ selection: NSRange) -> AutofillMentions.BackspaceAction {
    let runs = self.runs
    if selection.length > 0 {
      return runs.contains { $0.range == selection } ? .delete(selection) : .none
    }
    guard selection.length == 0, selection.location > 0, selection.location <= owners.count,
      let owner = owners[selection.location - 1],
      selection.location == owners.count || owners[selection.location] != owner
    else { return .none }
    var start = selection.location - 1
    while start > 0, owners[start - 1] == owner { start -= 1 }
    let range = NSRange(location: start, length: selection.location - start)
    return backspaceDeletesWhole ? .delete(range) : .select(range)
  }

  func fragment(_ range: NSRange) -> (text: String, runs: [(range: NSRange, item: AutofillItem)]) {
    let (lower, upper) = clamp(range)
    var copy = self
    copy.units = Array(units[lower..<upper])
    copy.owners = Array(owners[lower..<upper])
    // A run cut by either end of the range is not wholly inside it.
    if lower > 0, let cut = owners[lower - 1] {
      for index in copy.owners.indices where copy.owners[index] == cut { copy.owners[index] = nil }
    }
    if upper < owners.count, let cut = owners[upper] {
      for index in copy.owners.indices where copy.owners[index] == cut { copy.owners[index] = nil }
    }
    // A run must start and end on a boundary of the fragment's own text.
    let bounds = copy.boundaries
    return (
      String(decoding: copy.units, as: UTF16.self),
      copy.runs.filter {
        bounds.contains($0.range.location) && bounds.contains(NSMaxRange($0.range))
      }
    )
  }

  /// Pastes a copied fragment: its text as an edit, then its runs where it landed.
  mutating func paste(
    _ range: NSRange, copiedText: String, copied: [(range: NSRange, item: AutofillItem)]
  ) {
    let replaced = edit(range, copiedText)
    for (range, item) in copied {
      add(NSRange(location: range.location + replaced.location, length: range.length), item)
    }
  }

  /// Undoes an edit as a text view's undo does: `range` of the text (what the edit
  /// inserted) goes back to `before`'s `replaced` range, and each of `before`'s mentions that
  /// lay wholly inside that range comes back with it (a part of one does not).
  mutating func undo(_ range: NSRange, to before: NaiveMentions, replaced: NSRange) {
    // As code units: the restored text may pair again with the text around it.
    let (lower, upper) = clamp(range)
    units.replaceSubrange(
      lower..<upper, with: before.units[replaced.location..<NSMaxRange(replaced)])
    owners.replaceSubrange(lower..<upper, with: Array(repeating: nil, count: replaced.length))
    units = Array(text.utf16)
    for (run, item) in before.runs
    where run.location >= replaced.location && NSMaxRange(run) <= NSMaxRange(replaced) {
      add(run, item)
    }
  }

  /// Each run in `Character`s: characters before its start, and before its end.
  var characterRuns: [Range<Int>] {
    var characterAt: [Int: Int] = [0: 0]
    var offset = 0
    var count = 0
    for character in text {
      offset += character.utf16.count
      count += 1
      characterAt[offset] = count
    }
    return runs.map {
      (characterAt[$0.range.location] ?? -1)..<(characterAt[NSMaxRange($0.range)] ?? -1)
    }
  }
}
