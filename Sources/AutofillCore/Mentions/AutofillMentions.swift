import Foundation

/// The mentions in a composer's text: which ranges stand for which ``AutofillItem``, kept
/// right through every edit of the text.
///
/// A mention is a range of the text, such as "@Ana Souza", that a pick entered and that stands
/// for the picked item. The value holds the text and its mentions, and maps each edit to the
/// new text by these rules:
///
/// - **Outside.** An edit wholly before a mention shifts it; one wholly after leaves it. An
///   insertion exactly at a mention's start or end is outside it: typing right after a mention
///   does not extend it.
/// - **Inside or across.** An edit that changes any part of a mention turns it back into plain
///   text (``InsideEdit/breaks``, the default). With ``InsideEdit/deletesWhole``, a deletion
///   widens to delete it whole; an edit that inserts text (typing, an input method,
///   autocorrection, a paste) still turns it into plain text.
/// - **Backspace at the end.** ``backspace(selection:)`` says whether Backspace selects the
///   mention first, as chat apps do (``BackspaceAtEnd/selectsFirst``, the default), or deletes
///   it at once (``BackspaceAtEnd/deletesWhole``).
/// - **Characters stay whole.** A mention always covers whole `Character`s (grapheme
///   clusters). An edit that leaves one of its ends inside a cluster, such as a combining mark
///   typed right after it or a cut through an emoji's surrogate pair, breaks it.
/// - **Copy and paste.** ``fragment(in:)`` keeps the mentions of a copied range;
///   ``paste(_:replacing:)`` puts that fragment back with them.
///
/// Ranges are `NSRange`s in UTF-16 code units, as `UITextView` and `NSAttributedString` count;
/// ``characterRanges`` gives them in `Character`s for display. Emoji with modifiers, ZWJ
/// sequences, flags, combining marks and right-to-left text need nothing special: the text is
/// in logical (typing) order.
///
/// ```swift
/// var mentions = AutofillMentions(text: "Hi @ana")
/// // The session entered a pick: replace {3, 4} with "@Ana Souza ".
/// mentions.recordPick(pick, item: AutofillItem("Ana Souza", refCon: 42))
/// mentions.text                 // "Hi @Ana Souza "
/// mentions.ranges               // [{3, 10}]: "@Ana Souza", without the space
/// mentions.replaceCharacters(in: NSRange(location: 0, length: 2), with: "Hello")
/// mentions.ranges               // [{6, 10}]: shifted
/// mentions.replaceCharacters(in: NSRange(location: 9, length: 1), with: "n")
/// mentions.ranges               // []: an edit inside broke it; "@Ann Souza" is plain text
/// ```
///
/// It keeps the text beside the mentions, as a front end that owns its text does (the
/// terminal composer). A `UITextView` composer keeps no copy of its text: its mentions are the
/// text's attribute runs, under the same rules, through ``AutofillMentionRuns``. See
/// <doc:Mentions>.
///
/// Two values are equal when their texts (compared as UTF-16 code units), settings and
/// mention ranges are equal and their items have equal values, subtitles and sections, and
/// their ``AutofillItem/refCon``s are both `nil`, or equal where both are `Hashable` (others
/// are not compared).
public struct AutofillMentions: Sendable {
  /// What an edit inside or across a mention does to it.
  public enum InsideEdit: Sendable, Hashable {
    /// The mention becomes plain text; the edit is made as asked. The default.
    case breaks
    /// A deletion (Backspace or Delete inside a mention, a cut or deleted selection across
    /// one) widens to the whole mention, which is deleted with the edited text. An edit that
    /// inserts text is made as asked and breaks the mention, as with ``breaks``: an input
    /// method's first key inside a mention must mark exactly the text it asked for.
    case deletesWhole
  }

  /// What Backspace does with the caret right after a mention.
  public enum BackspaceAtEnd: Sendable, Hashable {
    /// The first Backspace selects the whole mention, the next deletes it, as chat apps do.
    /// The default.
    case selectsFirst
    /// Backspace deletes the whole mention at once.
    case deletesWhole
  }

  /// What to do for Backspace, from ``backspace(selection:)``.
  public enum BackspaceAction: Sendable, Hashable {
    /// Select this range (a whole mention) and delete nothing.
    case select(NSRange)
    /// Delete this range (a whole mention), through ``replaceCharacters(in:with:)``.
    case delete(NSRange)
    /// Nothing special: Backspace deletes as usual (and that edit goes through
    /// ``replaceCharacters(in:with:)`` like any other).
    case none
  }

  /// One mention: a range of ``text`` and the item it stands for.
  struct Mention: Sendable {
    var range: NSRange
    var item: AutofillItem
  }

  /// The text the mentions are in.
  ///
  /// An edit whose range cuts a surrogate pair leaves U+FFFD in place of each lone half, as
  /// `String` does; UTF-16 lengths and offsets stay as a `UITextView` counts them.
  public internal(set) var text: String
  /// What an edit inside or across a mention does. Default ``InsideEdit/breaks``.
  public var editInsideMention: InsideEdit
  /// What Backspace right after a mention does. Default ``BackspaceAtEnd/selectsFirst``.
  public var backspaceAtEnd: BackspaceAtEnd
  /// The mentions, in text order, none overlapping, each on `Character` boundaries.
  var storage: [Mention] = []

  /// Creates the mentions of a text.
  ///
  /// ```swift
  /// let mentions = AutofillMentions(
  ///   text: "Hi @Ana and @Bo",
  ///   mentions: [(NSRange(location: 3, length: 4), ana), (NSRange(location: 12, length: 3), bo)])
  /// ```
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - mentions: The mentions, in any order; invalid ones are dropped (see ``mentions``).
  ///   - editInsideMention: What an edit inside or across a mention does.
  ///   - backspaceAtEnd: What Backspace right after a mention does.
  public init(
    text: String = "", mentions: [(range: NSRange, item: AutofillItem)] = [],
    editInsideMention: InsideEdit = .breaks, backspaceAtEnd: BackspaceAtEnd = .selectsFirst
  ) {
    self.text = text
    self.editInsideMention = editInsideMention
    self.backspaceAtEnd = backspaceAtEnd
    storage = Self.valid(mentions.map { Mention(range: $0.range, item: $0.item) }, in: text)
  }

  /// The mentions as (range, item), in text order: what a composer's
  /// `mentions: [(NSRange, AutofillItem)]` reads and sets.
  ///
  /// Setting it keeps only valid mentions, by this rule: a mention is dropped when its range
  /// is empty, starts before 0 or is `NSNotFound`, ends beyond ``text``, or starts or ends
  /// inside a `Character` (a surrogate pair, an emoji sequence, a letter and its combining
  /// marks). Of overlapping mentions, the one that starts first is kept (of two that start
  /// together, the one given first). Nothing traps.
  ///
  /// ```swift
  /// var mentions = AutofillMentions(text: "@Ana @Bo")
  /// mentions.mentions = [(NSRange(location: 5, length: 3), bo), (NSRange(location: 0, length: 4), ana),
  ///                      (NSRange(location: 2, length: 4), ana), (NSRange(location: 6, length: 9), bo)]
  /// mentions.ranges  // [{0, 4}, {5, 3}]: {2, 4} overlaps {0, 4}; {6, 9} ends beyond the text
  /// ```
  public var mentions: [(range: NSRange, item: AutofillItem)] {
    get { storage.map { ($0.range, $0.item) } }
    set { storage = Self.valid(newValue.map { Mention(range: $0.range, item: $0.item) }, in: text) }
  }

  /// The mentions' ranges in text order, in UTF-16 code units: the ranges a `UITextView`
  /// styles with its mention attributes.
  public var ranges: [NSRange] { storage.map(\.range) }

  /// The mentions' items, in text order.
  public var items: [AutofillItem] { storage.map(\.item) }

  /// Whether any mention shares a UTF-16 code unit with `range`; an empty range counts when it
  /// lies strictly inside a mention (not at its start or end).
  ///
  /// A composer asks it for the trigger token at the caret
  /// (``AutofillCompletionSession/activeToken``) to show no suggestions for a token that runs
  /// into a mention, such as "@Ana" with the caret right after that mention.
  ///
  /// ```swift
  /// let mentions = AutofillMentions(text: "@Ana x", mentions: [(NSRange(location: 0, length: 4), ana)])
  /// mentions.intersectsMention(NSRange(location: 0, length: 4))  // true
  /// mentions.intersectsMention(NSRange(location: 4, length: 0))  // false: at its end
  /// ```
  ///
  /// - Parameter range: A range in UTF-16 code units.
  /// - Returns: Whether an edit of `range` would be inside or across a mention.
  /// - Complexity: O(*m*), *m* the number of mentions.
  public func intersectsMention(_ range: NSRange) -> Bool {
    guard range.location != NSNotFound, range.location >= 0, range.length >= 0 else {
      return false
    }
    let range = clamped(range)
    return storage.contains { Self.touches(range, $0.range) }
  }

  /// Whether an edit of `edit` changes part of `mention`: they share a unit, or `edit` is an
  /// insertion strictly inside it.
  static func touches(_ edit: NSRange, _ mention: NSRange) -> Bool {
    let start = mention.location
    let end = NSMaxRange(mention)
    if edit.length == 0 { return start < edit.location && edit.location < end }
    return start < NSMaxRange(edit) && edit.location < end
  }

  /// The mentions that are valid in `text`, sorted, the first of overlapping ones kept.
  static func valid(_ candidates: [Mention], in text: String) -> [Mention] {
    let count = text.utf16.count
    let sorted = candidates.enumerated().sorted {
      ($0.element.range.location, $0.offset) < ($1.element.range.location, $1.offset)
    }
    var kept: [Mention] = []
    for (_, mention) in sorted {
      let range = mention.range
      guard range.location != NSNotFound, range.location >= 0, range.length > 0,
        range.length <= count - range.location,
        range.location >= kept.last.map({ NSMaxRange($0.range) }) ?? 0,
        text.isCharacterBoundary(utf16Offset: range.location),
        text.isCharacterBoundary(utf16Offset: NSMaxRange(range))
      else { continue }
      kept.append(mention)
    }
    return kept
  }
}

extension AutofillMentions: Equatable {
  /// Whether two values have the same text, settings and mentions (see the overview for how
  /// items compare).
  ///
  /// - Parameters:
  ///   - lhs: A value.
  ///   - rhs: Another value.
  /// - Returns: Whether they are equal.
  public static func == (lhs: AutofillMentions, rhs: AutofillMentions) -> Bool {
    lhs.text.utf16.elementsEqual(rhs.text.utf16)
      && lhs.editInsideMention == rhs.editInsideMention
      && lhs.backspaceAtEnd == rhs.backspaceAtEnd
      && sameMentions(lhs.storage, rhs.storage)
  }

  /// Whether two lists have the same ranges and items, in order.
  static func sameMentions(_ lhs: [Mention], _ rhs: [Mention]) -> Bool {
    lhs.count == rhs.count
      && zip(lhs, rhs).allSatisfy { left, right in
        left.range == right.range && sameItem(left.item, right.item)
      }
  }

  /// Whether two items are the same for equality: value, subtitle, section, and a `Hashable`
  /// refCon.
  static func sameItem(_ lhs: AutofillItem, _ rhs: AutofillItem) -> Bool {
    guard lhs.value == rhs.value, lhs.subtitle == rhs.subtitle, lhs.section == rhs.section
    else { return false }
    switch (lhs.refCon, rhs.refCon) {
    case (nil, nil): return true
    case (nil, _), (_, nil): return false
    case (let left?, let right?):
      guard let left = left as? AnyHashable, let right = right as? AnyHashable else { return true }
      return left == right
    }
  }
}

extension String {
  /// Whether a UTF-16 offset is a `Character` boundary of this string (0 and the end are).
  /// An offset outside `0...utf16.count` is not.
  func isCharacterBoundary(utf16Offset offset: Int) -> Bool {
    guard offset >= 0, offset <= utf16.count else { return false }
    let index = utf16.index(utf16.startIndex, offsetBy: offset)
    return String.Index(index, within: self) != nil
  }
}
