/// A delimiter that starts a completion token, such as "@" for mentions or "#" for tags, and
/// where that token's suggestions come from.
///
/// With triggers configured, an ``AutofillCompletionSession`` suggests only while the caret sits
/// in a token that starts with a trigger's delimiter; the token's text after the delimiter is
/// the query, and a selection replaces just that token.
///
/// ```swift
/// let people = AutofillTrigger("@", items: team.map { AutofillItem($0.handle) })
/// let tags = AutofillTrigger("#", source: AutofillDataQuerySource(url: endpoint, dataset: "tags"))
/// let emoji = AutofillTrigger(":", items: shortcodes, keepsDelimiter: false, identifier: "emoji")
/// session.setTriggers([people, tags, emoji])
/// ```
///
/// A delimiter is one or more characters. A trigger whose delimiter is empty, or contains
/// whitespace or one of the finder's terminators, never matches (see ``AutofillTokenFinder``).
public struct AutofillTrigger: Sendable {
  /// The characters that start a token, such as "@", "#", ":" or "@@".
  public var delimiter: String
  /// Where this trigger's suggestions come from. An ``AutofillIndexSource`` (a static list) is
  /// answered synchronously on each keystroke; any other source is asked debounced.
  public var source: any AutofillSource
  /// Whether a selection keeps the delimiter in front of the entered value ("@Alice") or
  /// replaces it too ("Alice"). Default `true`.
  public var keepsDelimiter: Bool
  /// Whether a selection adds a space after the entered value, so typing goes on with the next
  /// word. No space is added when one already follows the token; the caret moves past it.
  /// Default `true`.
  public var appendsSpace: Bool
  /// A name for the host, such as the key of a cell configuration in the UIKit layer. Defaults
  /// to the delimiter. The core never reads it.
  public var identifier: String

  /// Creates a trigger whose suggestions come from a source.
  ///
  /// - Parameters:
  ///   - delimiter: The characters that start a token.
  ///   - source: Where suggestions come from.
  ///   - keepsDelimiter: Whether a selection keeps the delimiter.
  ///   - appendsSpace: Whether a selection adds a space after the value.
  ///   - identifier: A name for the host; `nil` uses the delimiter.
  public init(
    _ delimiter: String, source: any AutofillSource, keepsDelimiter: Bool = true,
    appendsSpace: Bool = true, identifier: String? = nil
  ) {
    self.delimiter = delimiter
    self.source = source
    self.keepsDelimiter = keepsDelimiter
    self.appendsSpace = appendsSpace
    self.identifier = identifier ?? delimiter
  }

  /// Creates a trigger whose suggestions come from a static list, indexed synchronously (build
  /// an ``AutofillIndex`` with ``AutofillIndex/build(_:preparing:)`` and pass an ``AutofillIndexSource``
  /// for large lists).
  ///
  /// - Parameters:
  ///   - delimiter: The characters that start a token.
  ///   - items: The list, in the order used for ties.
  ///   - keepsDelimiter: Whether a selection keeps the delimiter.
  ///   - appendsSpace: Whether a selection adds a space after the value.
  ///   - identifier: A name for the host; `nil` uses the delimiter.
  public init(
    _ delimiter: String, items: [AutofillItem], keepsDelimiter: Bool = true,
    appendsSpace: Bool = true, identifier: String? = nil
  ) {
    self.init(
      delimiter, source: AutofillIndexSource(items: items), keepsDelimiter: keepsDelimiter,
      appendsSpace: appendsSpace, identifier: identifier)
  }
}
