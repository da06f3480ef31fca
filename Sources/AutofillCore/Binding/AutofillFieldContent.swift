/// What a SwiftUI field suggests from, and the rule that decides when a new value of it
/// replaces the old one.
///
/// A SwiftUI view passes its items, source or triggers again every time it is updated, which
/// is after every keystroke. Giving them to the field each time would rebuild the index or
/// restart the source (and ask it again). ``isSame(as:)`` tells whether they really changed:
///
/// - items are the same when they are the same array (the same storage: a list kept in state
///   or built once costs nothing to compare, however long), else when their values, subtitles,
///   sections and ``AutofillItem/refCon``s are, in order, so a refresh that brings new
///   identifiers under the same names is seen (see ``isSame(as:)`` for how a `refCon` compares);
/// - a source that is a class instance is the same instance; an ``AutofillIndexSource`` is the
///   same when its index is the same instance; a source that is an `Equatable` value is the
///   same when `==` says so; any other source (a value that cannot be compared, such as an
///   ``AutofillClosureSource``) is the same when its type is, and ``AutofillFieldContentSync``
///   hands the field's requests to the newest one without restarting;
/// - a list and a source together are the same when the list is and the source is;
/// - triggers are the same when their delimiters, options, identifiers and sources are.
public enum AutofillFieldContent: Sendable {
  /// A static list, for the whole text.
  case items([AutofillItem])
  /// An asynchronous source, for the whole text.
  case source(any AutofillSource)
  /// A static list and a source together, for the whole text: the list's matches at once, the
  /// source's rows under them (the field's `showsItemsWithSource`).
  case merged([AutofillItem], any AutofillSource)
  /// Delimiters, each with its own source, for the word at the caret.
  case triggers([AutofillTrigger])

  /// How a source passed at an update relates to the one passed before.
  enum SourceMatch: Equatable {
    /// The same source, or an equal one.
    case same
    /// A value of the same type that cannot be compared: the newest replaces it in place.
    case swappable
    /// Another source: the field asks it from the start.
    case different
  }

  /// Whether `other` suggests from the same data, by the rules above.
  ///
  /// Two lists of items that share their storage (the same array passed again) are the same
  /// without looking at an item. Otherwise a `refCon` compares by the first rule that applies
  /// to both values: both `nil`; values of different types differ; a `Hashable` value by `==`
  /// (as `AnyHashable`); a class instance by identity; an `Equatable` value by `==`; any other
  /// value (a struct, enum, tuple or closure that declares neither) counts as changed. So a
  /// list re-created in `body` with equal comparable payloads is the same list (its index is
  /// not rebuilt at each keystroke), and a changed payload is always seen; give a payload
  /// `Equatable` or `Hashable`, or keep the list out of `body`, to keep its index.
  ///
  /// - Parameter other: The content passed at a later update.
  /// - Returns: `true` when the field keeps what it has.
  /// - Complexity: O(1) for the same array of items; else O(*n*) in the number of items or
  ///   triggers.
  public func isSame(as other: AutofillFieldContent) -> Bool {
    switch (self, other) {
    case (.items(let old), .items(let new)):
      Self.isSame(old, as: new)
    case (.source(let old), .source(let new)):
      Self.match(old, new) != .different
    case (.merged(let oldItems, let old), .merged(let newItems, let new)):
      Self.isSame(oldItems, as: newItems) && Self.match(old, new) != .different
    case (.triggers(let old), .triggers(let new)):
      old.count == new.count
        && zip(old, new).allSatisfy { old, new in
          old.delimiter == new.delimiter && old.keepsDelimiter == new.keepsDelimiter
            && old.appendsSpace == new.appendsSpace && old.identifier == new.identifier
            && Self.match(old.source, new.source) != .different
        }
    default:
      false
    }
  }

  /// The sources in the content: none for items, one per trigger.
  var sources: [any AutofillSource] {
    switch self {
    case .items: []
    case .source(let source), .merged(_, let source): [source]
    case .triggers(let triggers): triggers.map(\.source)
    }
  }

  /// The content with its sources replaced, where `replacements` has one, in ``sources``' order.
  func replacingSources(with replacements: [(any AutofillSource)?]) -> AutofillFieldContent {
    switch self {
    case .items:
      return self
    case .source(let source):
      return .source(replacements.first.flatMap { $0 } ?? source)
    case .merged(let items, let source):
      return .merged(items, replacements.first.flatMap { $0 } ?? source)
    case .triggers(var triggers):
      for (index, replacement) in zip(triggers.indices, replacements) {
        if let replacement { triggers[index].source = replacement }
      }
      return .triggers(triggers)
    }
  }

  static func match(_ old: any AutofillSource, _ new: any AutofillSource) -> SourceMatch {
    if type(of: old) is AnyClass || type(of: new) is AnyClass {
      return (old as AnyObject) === (new as AnyObject) ? .same : .different
    }
    guard type(of: old) == type(of: new) else { return .different }
    if let old = old as? AutofillIndexSource, let new = new as? AutofillIndexSource {
      return old.index === new.index ? .same : .different
    }
    if let old = old as? any Equatable { return old.isEqual(to: new) ? .same : .different }
    return .swappable
  }

  private static func isSame(_ old: [AutofillItem], as new: [AutofillItem]) -> Bool {
    sharesStorage(old, new)
      || old.count == new.count
        && zip(old, new).allSatisfy {
          $0.value == $1.value && $0.subtitle == $1.subtitle && $0.section == $1.section
            && isSame(refCon: $0.refCon, $1.refCon)
        }
  }

  static func isSame(refCon old: (any Sendable)?, _ new: (any Sendable)?) -> Bool {
    switch (old, new) {
    case (nil, nil): true
    case (let old?, let new?): isSame(old, new)
    default: false
    }
  }

  private static func isSame(_ old: Any, _ new: Any) -> Bool {
    guard type(of: old) == type(of: new) else { return false }
    if let old = old as? AnyHashable, let new = new as? AnyHashable { return old == new }
    if type(of: old) is AnyClass { return (old as AnyObject) === (new as AnyObject) }
    if let old = old as? any Equatable { return old.isEqual(to: new) }
    return false
  }

  /// Whether two arrays are the same storage: one array passed again, not a copy rebuilt.
  private static func sharesStorage(_ old: [AutofillItem], _ new: [AutofillItem]) -> Bool {
    old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in
        old.count == new.count && old.baseAddress == new.baseAddress
      }
    }
  }
}

extension Equatable {
  /// `self == other`, when `other` is of this type.
  fileprivate func isEqual(to other: Any) -> Bool {
    (other as? Self).map { $0 == self } ?? false
  }
}
