import Foundation

/// The parts of a row's title and subtitle to draw highlighted, as a source supplies them.
///
/// A source that matches its own way (MapKit's search completer, a server that returns
/// highlight offsets) knows better than the package which parts of a result answer the text
/// typed. It sets ``AutofillItem/highlight`` and the dropdown draws these ranges instead of the
/// part the package's own matching found (``AutofillSuggestion/matchedRange``):
///
/// ```swift
/// var item = AutofillItem("1 Infinite Loop", subtitle: "Cupertino, CA")
/// item.highlight = AutofillHighlight(title: [NSRange(location: 2, length: 3)])
/// ```
///
/// Ranges are UTF-16 offsets (`NSRange`), as Foundation and MapKit give them. A range that
/// does not lie inside its text is ignored when the row is drawn, never trusted; one that
/// splits a character is drawn over the whole character.
public struct AutofillHighlight: Sendable, Hashable {
  /// The highlighted parts of ``AutofillItem/value``, in UTF-16 offsets.
  public var title: [NSRange]
  /// The highlighted parts of ``AutofillItem/subtitle``, in UTF-16 offsets.
  public var subtitle: [NSRange]

  /// Creates a highlight.
  ///
  /// - Parameters:
  ///   - title: The highlighted parts of the item's value.
  ///   - subtitle: The highlighted parts of the item's subtitle.
  public init(title: [NSRange] = [], subtitle: [NSRange] = []) {
    self.title = title
    self.subtitle = subtitle
  }

  /// The ranges that lie inside `text`, in order, without empty ones or repeats; a range that
  /// starts or ends inside a character (half a surrogate pair or of a flag, a letter without
  /// its combining mark) is widened to the whole characters, as a source's offsets may count
  /// in code units where the text has clusters.
  ///
  /// - Parameters:
  ///   - ranges: The ranges a source supplied.
  ///   - text: The text they are for.
  /// - Returns: The ranges a renderer may draw.
  static func valid(_ ranges: [NSRange], in text: String) -> [NSRange] {
    let string = text as NSString
    var seen = Set<NSRange>()
    return ranges.compactMap { range -> NSRange? in
      guard range.location != NSNotFound, range.location >= 0, range.length > 0,
        range.location <= string.length - range.length
      else { return nil }
      let whole = string.rangeOfComposedCharacterSequences(for: range)
      guard Range(whole, in: text) != nil, seen.insert(whole).inserted else { return nil }
      return whole
    }
    .sorted { $0.location < $1.location }
  }
}
