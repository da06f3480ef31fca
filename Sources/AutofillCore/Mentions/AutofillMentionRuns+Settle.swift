import Foundation

extension AutofillMentionRuns {
  /// The pass after a change: over the paragraphs that hold `editedRange` (and the whole runs
  /// of mentions at their ends), it keeps the runs that are still mentions and strips the
  /// others.
  ///
  /// 1. Edited text that carries the value of a mention next to it inherited the attribute
  ///    (typed right after a mention, as stale typing attributes may make it): where a run is
  ///    longer than its value's mention, holds the mention's text, and the rest of it is
  ///    inside `editedRange`, that rest gets back the attributes of the plain text nearest.
  /// 2. Each run of a mention value is kept when the value accepts it as whole
  ///    (``AutofillMentionAttribute/isWhole(_:of:)``) and it starts and ends on `Character`
  ///    boundaries; else it is stripped as in 1. A kept run whose value holds no text (a
  ///    host's) gets the composer's value, with the text; a host's run whose text is not
  ///    valid UTF-16 (it holds a lone surrogate, which a `String` and so a mention's text
  ///    cannot) is stripped instead. A kept run inside the edited range
  ///    (restored by undo, pasted), or any with `restylesAll`, gets `mentionAttributes`.
  ///
  /// It changes only attributes, never characters, so it may run at any time after the
  /// change (not inside a text storage's `processEditing`); running it twice changes nothing
  /// more.
  ///
  /// ```swift
  /// let text = NSMutableAttributedString(string: "hi @Ana!")  // "@Ana" a mention, "!" typed
  /// // after it and carrying its value, as UIKit's typing attributes may make it.
  /// AutofillMentionRuns.settle(text, editedRange: NSRange(location: 7, length: 1))
  /// // "!" is plain again; "@Ana" stays a mention.
  /// ```
  ///
  /// - Parameters:
  ///   - text: The attributed text (a text view's storage).
  ///   - editedRange: The range of the new text that changed (the union of the changes since
  ///     the last pass; see ``pendingRange(_:edited:changeInLength:)``); clamped to the text.
  ///   - mentionAttributes: The attributes a mention's text takes.
  ///   - extraKeys: Keys to reset to the plain text's on every mention as well (those of a
  ///     previous `mentionAttributes`).
  ///   - restylesAll: Whether to examine the whole text and style every mention afresh
  ///     (after a font, color or attributed text was set on the whole text).
  ///   - plainFallback: The plain attributes to give back where the text has no plain text
  ///     (the composer's font and color).
  /// - Returns: The range examined: the work is proportional to its length.
  @discardableResult
  public static func settle(
    _ text: some AutofillMentionText, editedRange: NSRange,
    mentionAttributes: [NSAttributedString.Key: Any] = [:],
    resetting extraKeys: [NSAttributedString.Key] = [], restylesAll: Bool = false,
    plainFallback: [NSAttributedString.Key: Any] = [:]
  ) -> NSRange {
    let length = text.utf16Count
    let edited = AutofillMentions.clamp(editedRange, count: length)
    let scope =
      restylesAll ? NSRange(location: 0, length: length) : self.scope(of: edited, in: text)
    guard scope.length > 0 else { return scope }
    let keys = Array(Set(Array(mentionAttributes.keys) + extraKeys))
    // 1. Inherited: a run longer than its mention, whose mention is in it with only edited
    //    text around, loses that text.
    if edited.length > 0 {
      for run in text.mentionRuns(meeting: scope)
      where NSIntersectionRange(run.range, edited).length > 0 {
        guard let value = run.value as? AutofillMentionAttribute else { continue }
        for part in extraParts(of: run.range, value: value, edited: edited, in: text) {
          strip(part, in: text, keys: keys, fallback: plainFallback)
        }
      }
    }
    // 2. Each run: kept whole on boundaries, or stripped.
    let string = text.utf16Text(in: scope)
    for run in text.mentionRuns(meeting: scope) {
      let range = run.range
      guard let value = run.value as? AutofillMentionAttribute, value.isWhole(range, of: text),
        string.isCharacterBoundary(utf16Offset: range.location - scope.location),
        string.isCharacterBoundary(utf16Offset: NSMaxRange(range) - scope.location)
      else {
        strip(range, in: text, keys: keys, fallback: plainFallback)
        continue
      }
      if value.text == nil {
        // A host's value takes the run's text; a run whose text a `String` cannot hold (a
        // lone surrogate) is none, now rather than on the next pass.
        let own = AutofillMentionAttribute(value.item, text: text.utf16Text(in: range))
        guard own.isWhole(range, of: text) else {
          strip(range, in: text, keys: keys, fallback: plainFallback)
          continue
        }
        text.setMentionAttribute(.autofillMention, to: own, in: range)
      }
      if restylesAll || value.text == nil || NSIntersectionRange(range, edited).length > 0 {
        for key in extraKeys { reset(key, on: range, in: text, fallback: plainFallback) }
        for (key, style) in mentionAttributes {
          text.setMentionAttribute(key, to: style, in: range)
        }
      }
    }
    return scope
  }

  /// The part of `run` before or after its mention that came with edited text: where the run
  /// is longer than the value's mention and holds it (its text, where the value holds one)
  /// with nothing but edited text on one side of it. None when the run is no longer than its
  /// mention or does not hold it so.
  static func extraParts(
    of run: NSRange, value: AutofillMentionAttribute, edited: NSRange,
    in text: some AutofillMentionText
  ) -> [NSRange] {
    guard let length = value.utf16Length, length > 0, run.length > length else { return [] }
    // On one side only: text on both sides at once is an insertion inside the mention, or two
    // edits that cannot be told from one.
    func isEdited(_ range: NSRange) -> Bool {
      range.length == 0 || NSIntersectionRange(range, edited) == range
    }
    let units = value.text.map { Array($0.utf16) }
    let runUnits = units == nil ? [] : text.utf16CodeUnits(in: run)
    for offset in 0...(run.length - length) {
      let before = NSRange(location: run.location, length: offset)
      let after = NSRange(
        location: run.location + offset + length, length: run.length - offset - length)
      guard isEdited(before), isEdited(after), before.length == 0 || after.length == 0 else {
        continue
      }
      if let units, !runUnits[offset..<(offset + length)].elementsEqual(units) { continue }
      return [before, after].filter { $0.length > 0 }
    }
    return []
  }

  /// The range the pass must examine: the paragraphs of `edited` and of the runs of mention
  /// values at it and next to it, widened until no such run crosses its ends.
  static func scope(of edited: NSRange, in text: some AutofillMentionText) -> NSRange {
    let length = text.utf16Count
    // The runs at the edit and on either side of it, whole: an edit that splits a run may
    // leave its parts in two paragraphs.
    // One unit on either side: an edit next to a paragraph separator may change where the
    // paragraph before or after it starts or ends (a CR joined to an LF, a flag's pair
    // taken away), and so its boundaries.
    let near = NSRange(
      location: max(edited.location - 1, 0),
      length: min(NSMaxRange(edited) + 1, length) - max(edited.location - 1, 0))
    var lower = near.location
    var upper = NSMaxRange(near)
    for run in text.mentionRuns(meeting: near) {
      lower = min(lower, run.range.location)
      upper = max(upper, NSMaxRange(run.range))
    }
    var scope = text.paragraphRange(for: NSRange(location: lower, length: upper - lower))
    while true {
      var lower = scope.location
      var upper = NSMaxRange(scope)
      for location in [lower, upper - 1] where location >= 0 && location < length {
        var run = NSRange()
        if text.mentionRun(at: location, &run) != nil {
          lower = min(lower, run.location)
          upper = max(upper, NSMaxRange(run))
        }
      }
      let widened = NSRange(location: lower, length: upper - lower)
      if widened == scope { return scope }
      scope = text.paragraphRange(for: widened)
    }
  }

  /// Takes the mention attribute off `range` and gives each of `keys` back the value of the
  /// plain text nearest outside it.
  static func strip(
    _ range: NSRange, in text: some AutofillMentionText, keys: [NSAttributedString.Key],
    fallback: [NSAttributedString.Key: Any] = [:]
  ) {
    text.setMentionAttribute(.autofillMention, to: nil, in: range)
    for key in keys { reset(key, on: range, in: text, fallback: fallback) }
  }

  /// Gives `key` on `range` the value of the plain text nearest outside it (before it, else
  /// after it), else `fallback`'s. Never the range's own: it still has the style being reset.
  static func reset(
    _ key: NSAttributedString.Key, on range: NSRange, in text: some AutofillMentionText,
    fallback: [NSAttributedString.Key: Any]
  ) {
    let plain = plainAttributes(before: range.location, after: NSMaxRange(range), in: text)
    text.setMentionAttribute(key, to: (plain ?? fallback)[key], in: range)
  }

  /// The attributes of the plain text (no mention) nearest before `location`, else after it;
  /// `nil` when there is none.
  ///
  /// - Parameters:
  ///   - location: A UTF-16 offset; clamped to the text.
  ///   - text: The attributed text.
  /// - Returns: The attributes, or `nil`.
  /// - Complexity: O(*k*), *k* the number of mention runs between `location` and that text.
  public static func plainAttributes(near location: Int, in text: some AutofillMentionText)
    -> [NSAttributedString.Key: Any]?
  {
    plainAttributes(before: location, after: location, in: text)
  }

  /// The attributes of the plain text nearest before `lower`, else from `upper` on.
  static func plainAttributes(
    before lower: Int, after upper: Int, in text: some AutofillMentionText
  )
    -> [NSAttributedString.Key: Any]?
  {
    let length = text.utf16Count
    var index = min(max(lower, 0), length) - 1
    while index >= 0 {
      var run = NSRange()
      guard text.mentionRun(at: index, &run) != nil else {
        return text.attributesForMentions(at: index)
      }
      index = run.location - 1
    }
    index = min(max(upper, 0), length)
    while index < length {
      var run = NSRange()
      guard text.mentionRun(at: index, &run) != nil else {
        return text.attributesForMentions(at: index)
      }
      index = NSMaxRange(run)
    }
    return nil
  }

  /// Marks `range` as a mention of `item` with a fresh value of the composer's (holding the
  /// range's text) and `mentionAttributes`, over any mention value it carried (text a pick or
  /// a paste just entered may have inherited one); whether the range lies in the text.
  /// Boundaries are the next pass's to check: run it over `range`.
  ///
  /// - Parameters:
  ///   - range: The mention's range, in UTF-16 code units.
  ///   - item: The item it stands for.
  ///   - text: The attributed text.
  ///   - mentionAttributes: The attributes a mention's text takes.
  /// - Returns: Whether the range was marked.
  @discardableResult
  public static func mark(
    _ range: NSRange, as item: AutofillItem, in text: some AutofillMentionText,
    mentionAttributes: [NSAttributedString.Key: Any] = [:]
  ) -> Bool {
    guard range.length > 0, AutofillMentions.isInBounds(range, count: text.utf16Count) else {
      return false
    }
    let value = AutofillMentionAttribute(item, text: text.utf16Text(in: range))
    for (key, style) in mentionAttributes { text.setMentionAttribute(key, to: style, in: range) }
    text.setMentionAttribute(.autofillMention, to: value, in: range)
    return true
  }

  /// Marks the mentions of a pasted fragment, whose text now starts at `location` of `text`
  /// (see ``mark(_:as:in:mentionAttributes:)``).
  ///
  /// - Parameters:
  ///   - fragment: What was copied, with its mentions.
  ///   - location: Where its text now starts, in UTF-16 code units; outside the text, no
  ///     mention is marked.
  ///   - text: The attributed text.
  ///   - mentionAttributes: The attributes a mention's text takes.
  /// - Returns: The range the fragment's text covers, clamped to `text`: the range for the
  ///   next pass.
  @discardableResult
  public static func mark(
    _ fragment: AutofillMentionsFragment, at location: Int, in text: some AutofillMentionText,
    mentionAttributes: [NSAttributedString.Key: Any] = [:]
  ) -> NSRange {
    let covered = AutofillMentions.clamp(
      NSRange(location: location, length: fragment.text.utf16.count), count: text.utf16Count)
    // A location outside the text marks nothing: the fragment's text is not there.
    for (range, item) in fragment.mentions where covered.location == location {
      let placed = NSRange(location: covered.location + range.location, length: range.length)
      mark(placed, as: item, in: text, mentionAttributes: mentionAttributes)
    }
    return covered
  }

  /// Replaces the mentions of `text` with `mentions`, kept by
  /// ``AutofillMentions/mentions``'s rule of validity, and styled.
  ///
  /// - Parameters:
  ///   - mentions: The mentions, in any order.
  ///   - text: The attributed text.
  ///   - mentionAttributes: The attributes a mention's text takes.
  ///   - plainFallback: The plain attributes where the text has no plain text.
  public static func setMentions(
    _ mentions: [(range: NSRange, item: AutofillItem)], in text: some AutofillMentionText,
    mentionAttributes: [NSAttributedString.Key: Any] = [:],
    plainFallback: [NSAttributedString.Key: Any] = [:]
  ) {
    let all = NSRange(location: 0, length: text.utf16Count)
    let keys = Array(mentionAttributes.keys)
    let valid = AutofillMentions(text: text.utf16Text(in: all), mentions: mentions).mentions
    for run in text.mentionRuns(meeting: all) {
      strip(run.range, in: text, keys: keys, fallback: plainFallback)
    }
    for (range, item) in valid {
      mark(range, as: item, in: text, mentionAttributes: mentionAttributes)
    }
  }

  /// The range of the current text the next pass must examine: `pending` (of the text before
  /// this change) mapped through the change, joined with the change's own range. Values no
  /// text storage reports (a negative location, an end past `Int.max`, a change in length
  /// larger than the edited range) are clamped.
  ///
  /// - Parameters:
  ///   - pending: The range still to examine, or `nil`.
  ///   - edited: The change's range in the new text (`NSTextStorage.editedRange`).
  ///   - changeInLength: The change in length (`NSTextStorage.changeInLength`).
  /// - Returns: The range to examine now.
  public static func pendingRange(_ pending: NSRange?, edited: NSRange, changeInLength: Int)
    -> NSRange
  {
    // Values no storage reports (`Int.min`, a range past `Int.max`) are clamped, never trap:
    // a location to 0 or more, an end to `Int.max`, the replaced end to the edited range.
    let edited = AutofillMentions.clamp(edited, count: Int.max)
    guard let pending, pending.location != NSNotFound, edited.location != NSNotFound else {
      return edited
    }
    let before = AutofillMentions.clamp(pending, count: Int.max)
    let change = min(max(changeInLength, NSMaxRange(edited) - Int.max), edited.length)
    let replacedEnd = NSMaxRange(edited) - change
    func map(_ offset: Int) -> Int {
      if offset <= edited.location { return offset }
      if offset >= replacedEnd {
        let (moved, overflow) = offset.addingReportingOverflow(change)
        return overflow ? Int.max : moved
      }
      return NSMaxRange(edited)
    }
    let lower = min(map(before.location), edited.location)
    let upper = max(map(NSMaxRange(before)), NSMaxRange(edited))
    return NSRange(location: lower, length: max(upper - lower, 0))
  }
}
