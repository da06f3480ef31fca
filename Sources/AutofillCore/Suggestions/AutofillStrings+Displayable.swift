extension AutofillStrings {
  /// The most characters ``displayable(_:maximumLength:)`` keeps by default: 300, a few lines
  /// of a dropdown row or a terminal.
  public static let maximumDisplayLength = 300

  /// Text from outside the app (a server's error message, a title from a server) made safe to
  /// show on one line of a row or a terminal.
  ///
  /// - Terminal escape sequences are dropped whole: `ESC [ … final` (CSI), `ESC ] … BEL/ST`
  ///   (OSC, such as a window title) and the other string commands, their C1 forms (U+009B,
  ///   U+009D, …), and any other `ESC` with the character after it.
  /// - Other control characters (C0, DEL, C1) and the bidirectional marks, embeddings,
  ///   overrides and isolates (U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069), which
  ///   could reorder the rest of the line, are dropped; line breaks and tabs become spaces.
  /// - Runs of white space become one space, and the ends are trimmed.
  /// - A text longer than `maximumLength` characters is cut to that length, its last
  ///   character an ellipsis.
  ///
  /// ```swift
  /// AutofillStrings.displayable("\u{1B}]0;pwned\u{7}\u{1B}[2JDataset\r\nunavailable")
  /// // "Dataset unavailable"
  /// ```
  ///
  /// - Parameters:
  ///   - text: The text to show.
  ///   - maximumLength: The most characters to keep. Default ``maximumDisplayLength``; values
  ///     below 1 count as 1.
  /// - Returns: The cleaned text; empty when nothing printable remains.
  /// - Complexity: O(*n*) in the length of the part of `text` kept, never more than a few
  ///   times `maximumLength` scalars past what is dropped.
  public static func displayable(_ text: String, maximumLength: Int = maximumDisplayLength)
    -> String
  {
    let maximumLength = max(maximumLength, 1)
    var kept = String.UnicodeScalarView()
    var state = EscapeState.text
    var pendingSpace = false
    for scalar in text.unicodeScalars {
      if kept.count > maximumLength * 4 { break }
      switch state.next(after: scalar) {
      case (let next, false):
        state = next
        continue
      case (let next, true):
        state = next
      }
      if scalar.properties.isWhitespace {
        pendingSpace = !kept.isEmpty
        continue
      }
      if isDropped(scalar) { continue }
      if pendingSpace { kept.append(" ") }
      pendingSpace = false
      kept.append(scalar)
    }
    let result = String(kept)
    guard result.count > maximumLength else { return result }
    return String(result.prefix(maximumLength - 1)) + "…"
  }

  /// Controls and bidirectional formatting characters, which are never shown.
  private static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: scalar.properties.generalCategory == .control
    }
  }

  /// Where a scan is in a terminal escape sequence.
  private enum EscapeState {
    case text
    /// After `ESC`.
    case escape
    /// In a CSI sequence's parameters and intermediates, before its final byte.
    case controlSequence
    /// In an OSC, DCS, SOS, PM or APC string, before its terminator.
    case commandString
    /// After `ESC` inside a command string: `\` ends it.
    case commandStringEscape

    /// The state after `scalar`, and whether `scalar` is text to consider keeping.
    func next(after scalar: Unicode.Scalar) -> (EscapeState, Bool) {
      let value = scalar.value
      switch self {
      case .text:
        switch value {
        case 0x1B: return (.escape, false)
        case 0x9B: return (.controlSequence, false)
        case 0x90, 0x98, 0x9D, 0x9E, 0x9F: return (.commandString, false)
        default: return (.text, true)
        }
      case .escape:
        switch value {
        case 0x5B: return (.controlSequence, false)  // [
        case 0x50, 0x58, 0x5D, 0x5E, 0x5F: return (.commandString, false)  // P X ] ^ _
        case 0x20...0x2F: return (.escape, false)  // intermediates
        case 0x1B: return (.escape, false)
        default: return (.text, false)
        }
      case .controlSequence:
        return ((0x40...0x7E).contains(value) || value > 0x7F ? .text : .controlSequence, false)
      case .commandString:
        switch value {
        case 0x07, 0x9C: return (.text, false)
        case 0x1B: return (.commandStringEscape, false)
        default: return (.commandString, false)
        }
      case .commandStringEscape:
        return (value == 0x5C ? .text : .commandString, false)
      }
    }
  }
}
