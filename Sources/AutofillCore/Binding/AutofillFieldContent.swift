/// What a SwiftUI field suggests from, and the rule that decides when a new value of it
/// replaces the old one.
///
/// A SwiftUI view passes its items, source or triggers again every time it is updated, which
/// is after every keystroke. Giving them to the field each time would rebuild the index or
/// restart the source (and ask it again). ``isSame(as:)`` tells whether they really changed:
///
/// - items are the same when their values and subtitles are, in order (a change of
///   ``AutofillItem/refCon`` alone is not seen);
/// - a source that is a class instance is the same instance; an ``AutofillIndexSource`` is the
///   same when its index is the same instance; any other source (a value, such as an
///   ``AutofillClosureSource``) is the same when its type is, so it is read once, when the
///   field is made (give the view a new `.id` to replace it with one of the same type);
/// - triggers are the same when their delimiters, options, identifiers and sources are.
public enum AutofillFieldContent: Sendable {
  /// A static list, for the whole text.
  case items([AutofillItem])
  /// An asynchronous source, for the whole text.
  case source(any AutofillSource)
  /// Delimiters, each with its own source, for the word at the caret.
  case triggers([AutofillTrigger])

  /// Whether `other` suggests from the same data, by the rules above.
  ///
  /// - Parameter other: The content passed at a later update.
  /// - Returns: `true` when the field keeps what it has.
  /// - Complexity: O(*n*) in the number of items or triggers.
  public func isSame(as other: AutofillFieldContent) -> Bool {
    switch (self, other) {
    case (.items(let old), .items(let new)):
      old.count == new.count
        && zip(old, new).allSatisfy { $0.value == $1.value && $0.subtitle == $1.subtitle }
    case (.source(let old), .source(let new)):
      Self.isSame(old, new)
    case (.triggers(let old), .triggers(let new)):
      old.count == new.count
        && zip(old, new).allSatisfy { old, new in
          old.delimiter == new.delimiter && old.keepsDelimiter == new.keepsDelimiter
            && old.appendsSpace == new.appendsSpace && old.identifier == new.identifier
            && Self.isSame(old.source, new.source)
        }
    default:
      false
    }
  }

  private static func isSame(_ old: any AutofillSource, _ new: any AutofillSource) -> Bool {
    if let old = old as? AutofillIndexSource, let new = new as? AutofillIndexSource {
      return old.index === new.index
    }
    if type(of: old) is AnyClass || type(of: new) is AnyClass {
      return (old as AnyObject) === (new as AnyObject)
    }
    return type(of: old) == type(of: new)
  }
}
