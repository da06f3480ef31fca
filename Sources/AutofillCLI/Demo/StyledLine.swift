/// One line of the demo's screen: runs of text, each with a style, without escape sequences
/// until ``ansi`` renders them.
struct StyledLine: Equatable, Sendable {
  /// How a run is drawn.
  struct Style: OptionSet, Hashable, Sendable {
    let rawValue: UInt8
    /// Bold.
    static let bold = Style(rawValue: 1 << 0)
    /// Faint.
    static let dim = Style(rawValue: 1 << 1)
    /// Underlined.
    static let underline = Style(rawValue: 1 << 2)
    /// Foreground and background swapped: the highlighted row.
    static let inverse = Style(rawValue: 1 << 3)
    /// Yellow text: the matched part of a row.
    static let accent = Style(rawValue: 1 << 4)
    /// Red text: the failed row.
    static let error = Style(rawValue: 1 << 5)

    /// The SGR parameters that select this style after a reset.
    var parameters: String {
      var codes = ["0"]
      if contains(.bold) { codes.append("1") }
      if contains(.dim) { codes.append("2") }
      if contains(.underline) { codes.append("4") }
      if contains(.inverse) { codes.append("7") }
      if contains(.accent) { codes.append("33") }
      if contains(.error) { codes.append("31") }
      return codes.joined(separator: ";")
    }
  }

  /// A run of text in one style.
  struct Run: Equatable, Sendable {
    /// The text, free of control characters.
    var text: String
    /// How it is drawn.
    var style: Style
  }

  /// The runs, left to right.
  private(set) var runs: [Run] = []

  /// An empty line.
  init() {}

  /// A line of one run.
  init(_ text: String, _ style: Style = []) { append(text, style) }

  /// The text without styles.
  var text: String { runs.map(\.text).joined() }

  /// The columns the line takes.
  var width: Int { runs.reduce(0) { $0 + DisplayWidth.of($1.text) } }

  /// Adds text at the end; control characters (which could move the cursor or change the
  /// terminal's state) become U+FFFD.
  ///
  /// - Parameters:
  ///   - text: Text from any source, such as a corpus line.
  ///   - style: How to draw it.
  mutating func append(_ text: some StringProtocol, _ style: Style = []) {
    let clean = Self.printable(text)
    guard !clean.isEmpty else { return }
    if let last = runs.last, last.style == style {
      runs[runs.count - 1].text += clean
    } else {
      runs.append(Run(text: clean, style: style))
    }
  }

  /// Adds the runs of another line.
  mutating func append(_ line: StyledLine) {
    for run in line.runs { append(run.text, run.style) }
  }

  /// Adds spaces up to `width` columns.
  ///
  /// - Parameters:
  ///   - width: The width to reach.
  ///   - style: The spaces' style.
  mutating func pad(to width: Int, _ style: Style = []) {
    let missing = width - self.width
    if missing > 0 { append(String(repeating: " ", count: missing), style) }
  }

  /// The line cut to at most `width` columns, ending in "…" when something was cut. A wide
  /// character that would straddle the edge is left out.
  ///
  /// - Parameter width: The most columns.
  /// - Returns: The line, whole or cut.
  func truncated(to width: Int) -> StyledLine {
    guard self.width > width else { return self }
    guard width > 0 else { return StyledLine() }
    var result = StyledLine()
    var used = 0
    let room = width - 1
    var lastStyle: Style = []
    cutting: for run in runs {
      lastStyle = run.style
      var kept = ""
      for character in run.text {
        let columns = DisplayWidth.of(character)
        if used + columns > room {
          result.append(kept, run.style)
          break cutting
        }
        kept.append(character)
        used += columns
      }
      result.append(kept, run.style)
    }
    result.append("…", lastStyle)
    return result
  }

  /// The line as terminal output: each run preceded by its SGR sequence, ending with a reset.
  var ansi: String {
    var output = ""
    for run in runs {
      output += "\u{1B}[\(run.style.parameters)m" + run.text
    }
    return runs.isEmpty ? output : output + "\u{1B}[0m"
  }

  /// `text` with every control character replaced by U+FFFD.
  static func printable(_ text: some StringProtocol) -> String {
    var result = ""
    for character in text {
      let isControl = character.unicodeScalars.contains {
        $0.properties.generalCategory == .control
      }
      result.append(isControl ? "\u{FFFD}" : character)
    }
    return result
  }
}
