import Foundation

extension AutofillMentions {
  /// What an edit will be, under ``editInsideMention``, without making it: the range to
  /// replace (a deletion widened to whole mentions with ``InsideEdit/deletesWhole``) and the
  /// replacement.
  ///
  /// ```swift
  /// var mentions = AutofillMentions(
  ///   text: "Hi @Ana!", mentions: [(NSRange(location: 3, length: 4), ana)],
  ///   editInsideMention: .deletesWhole)
  /// mentions.resolvedEdit(replacing: NSRange(location: 5, length: 1), with: "").range  // {3, 4}
  /// ```
  ///
  /// - Parameters:
  ///   - range: The range to replace, in UTF-16 code units; clamped to the text (its part
  ///     inside the text; a location of `NSNotFound` or beyond the end is the end).
  ///   - replacement: The text that goes in its place.
  /// - Returns: The edit ``replaceCharacters(in:with:)`` would make.
  /// - Complexity: O(*m*), *m* the number of mentions.
  public func resolvedEdit(replacing range: NSRange, with replacement: String)
    -> AutofillMentionsEdit
  {
    Self.resolvedEdit(
      replacing: clamped(range), with: replacement, among: storage, setting: editInsideMention)
  }

  /// ``resolvedEdit(replacing:with:)`` over `mentions` (those near the edit suffice), for a
  /// range already clamped.
  static func resolvedEdit(
    replacing requested: NSRange, with replacement: String, among mentions: [Mention],
    setting: InsideEdit
  ) -> AutofillMentionsEdit {
    var lower = requested.location
    var upper = NSMaxRange(requested)
    // Only a deletion widens: text typed or composed inside a mention is made as asked (an
    // input method must hold the marked text it asked for), and breaks the mention.
    if setting == .deletesWhole, replacement.isEmpty, requested.length > 0 {
      for mention in mentions where Self.touches(requested, mention.range) {
        lower = min(lower, mention.range.location)
        upper = max(upper, NSMaxRange(mention.range))
      }
    }
    return AutofillMentionsEdit(
      requestedRange: requested, range: NSRange(location: lower, length: upper - lower),
      replacement: replacement)
  }

  /// Replaces part of the text, as the user edited it, and maps the mentions to the new text.
  ///
  /// A mention wholly before the edit stays, one wholly after shifts by the change in length
  /// (an insertion exactly at a mention's start or end is outside it). An edit that changes no
  /// character (an empty range replaced by nothing) leaves every mention as it was. A mention the edit
  /// reaches into becomes plain text (``InsideEdit/breaks``), or, when the edit inserts
  /// nothing, the edit widens to delete it whole (``InsideEdit/deletesWhole``). Then any
  /// mention whose start or end no longer falls on a `Character` boundary of the new text (a
  /// combining mark or emoji modifier typed right after it, a half of a surrogate pair cut
  /// before it) becomes plain text, whatever the setting: the edit did not touch its text, so
  /// it is not deleted.
  ///
  /// ```swift
  /// var mentions = AutofillMentions(text: "@Ana", mentions: [(NSRange(location: 0, length: 4), ana)])
  /// mentions.replaceCharacters(in: NSRange(location: 0, length: 0), with: "Hi ")
  /// mentions.ranges  // [{3, 4}]
  /// mentions.replaceCharacters(in: NSRange(location: 7, length: 0), with: "!")
  /// mentions.ranges  // [{3, 4}]: typing after a mention does not extend it
  /// ```
  ///
  /// - Parameters:
  ///   - range: The range to replace, in UTF-16 code units; clamped to the text.
  ///   - replacement: The text that goes in its place.
  /// - Returns: The edit made: its ``AutofillMentionsEdit/isWidened`` says whether the host
  ///   must make it in place of the one asked for.
  /// - Complexity: O(*n* + *m*), *n* the text's length and *m* the number of mentions.
  @discardableResult
  public mutating func replaceCharacters(in range: NSRange, with replacement: String)
    -> AutofillMentionsEdit
  {
    let edit = resolvedEdit(replacing: range, with: replacement)
    apply(edit)
    return edit
  }

  /// Records a pick: makes the session's edit (from
  /// ``AutofillCompletionSession/onReplaceText``) and adds a mention of `item` over the entered
  /// value.
  ///
  /// The mention covers the trigger's delimiter and the value ("@Ana Souza") when the trigger
  /// keeps its delimiter (``AutofillTrigger/keepsDelimiter``), only the value when it does
  /// not, and never the space the pick appends: typing goes on as plain text. The edit is
  /// made as the session made it, never widened; a mention it reaches into becomes plain
  /// text.
  ///
  /// The session reports the edit (``AutofillCompletionSession/onReplaceText``) before the
  /// item (``AutofillCompletionSession/onSelect``): keep the edit from the first and call this
  /// from the second, in place of ``replaceCharacters(in:with:)`` (not as well).
  ///
  /// ```swift
  /// var pending: AutofillTextReplacement?
  /// session.onReplaceText = { edit in pending = edit; /* edit the view */ return true }
  /// session.onSelect = { item in
  ///   if let edit = pending { mentions.recordPick(edit, item: item) }
  ///   pending = nil
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - edit: The pick's edit.
  ///   - item: The picked item.
  /// - Returns: Whether a mention was added. It is not when the edit was made for another
  ///   text (see ``AutofillTextReplacement/applies(to:)``; the edit is still made, as plain
  ///   text), when its replacement does not end with the item's text to enter
  ///   (``AutofillItem/textToEnter``, and a space), or when
  ///   the mention would be empty or start or end inside a `Character`.
  @discardableResult
  public mutating func recordPick(_ edit: AutofillTextReplacement, item: AutofillItem) -> Bool {
    let applies = edit.applies(to: text)
    let requested = clamped(edit.range)
    apply(
      AutofillMentionsEdit(
        requestedRange: requested, range: requested, replacement: edit.replacement))
    guard applies, let length = Self.mentionLength(in: edit.replacement, value: item.textToEnter),
      length > 0
    else { return false }
    return insert(Mention(range: NSRange(location: requested.location, length: length), item: item))
  }

  /// The UTF-16 length of the mention in a pick's replacement: all of it, less one space the
  /// pick appended after the value; `nil` when it does not end with the value.
  static func mentionLength(in replacement: String, value: String) -> Int? {
    let units = Array(replacement.utf16)
    let value = Array(value.utf16)
    if units.count > value.count, units.last == 0x20,
      units[(units.count - 1 - value.count)..<(units.count - 1)].elementsEqual(value)
    {
      return units.count - 1
    }
    return units.count >= value.count && units.suffix(value.count).elementsEqual(value)
      ? units.count : nil
  }

  /// Makes an edit already resolved: drops the mentions it touches, shifts those after it,
  /// then drops those left off `Character` boundaries.
  mutating func apply(_ edit: AutofillMentionsEdit) {
    // An edit that changes no character (an empty range, nothing inserted) changes nothing.
    guard edit.range.length > 0 || !edit.replacement.isEmpty else { return }
    let lower = edit.range.location
    let upper = NSMaxRange(edit.range)
    let delta = edit.replacement.utf16.count - edit.range.length
    var units = Array(text.utf16)
    units.replaceSubrange(lower..<upper, with: edit.replacement.utf16)
    // Decoding repairs a lone surrogate to U+FFFD, one unit for one: offsets stay put.
    text = String(decoding: units, as: UTF16.self)
    storage = storage.compactMap { mention in
      guard !Self.touches(edit.range, mention.range) else { return nil }
      var mention = mention
      if mention.range.location >= upper { mention.range.location += delta }
      return mention
    }
    storage.removeAll { mention in
      !text.isCharacterBoundary(utf16Offset: mention.range.location)
        || !text.isCharacterBoundary(utf16Offset: NSMaxRange(mention.range))
    }
  }

  /// Adds a mention that overlaps none, if it is valid in the text; whether it was added.
  mutating func insert(_ mention: Mention) -> Bool {
    guard Self.valid([mention], in: text).count == 1,
      !storage.contains(where: { NSIntersectionRange($0.range, mention.range).length > 0 })
    else { return false }
    let position = storage.firstIndex { $0.range.location > mention.range.location }
    storage.insert(mention, at: position ?? storage.endIndex)
    return true
  }

  /// `range` clamped to the text: its part within the text, or where it would be, at the
  /// start or the end, when it lies wholly outside (a location of `NSNotFound` is the end).
  /// A negative length counts as 0.
  func clamped(_ range: NSRange) -> NSRange {
    Self.clamp(range, count: text.utf16.count)
  }

  /// `range` clamped to `0..<count`, as ``clamped(_:)``.
  static func clamp(_ range: NSRange, count: Int) -> NSRange {
    let location = range.location == NSNotFound ? count : range.location
    let (end, overflow) = location.addingReportingOverflow(max(range.length, 0))
    let lower = min(max(location, 0), count)
    let upper = overflow ? count : min(max(end, lower), count)
    return NSRange(location: lower, length: upper - lower)
  }
}
