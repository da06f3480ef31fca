import AutofillCore
import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Draws the demo: a pure function from the session's state, the input line and the
/// terminal's size to a ``DemoFrame``. The dropdown's rows are the core's
/// ``AutofillDropdownRow``s, the same row model the UIKit table renders.
///
/// ```
///  autofill demo · 6,456 places
///
///   Place › zür▏
///         ┌───────────────────────────────┐
///         │ Zürich            Switzerland │
///         └───────────────────────────────┘
///
///  ^T case:off ^G diacritics:off …
///  ↑↓ move  ⏎ select  Esc close  ^D quit
/// ```
///
/// The field sits in the middle of the rows between the title and the status lines; where
/// the dropdown goes, below or above it and how many rows fit, is ``AutofillPlacement``'s
/// decision, made in terminal cells (one row high).
struct DemoScreen: Sendable {
  /// The first line: what the demo is showing.
  var title: String
  /// The field's label.
  var label = "Place"
  /// The input line.
  var line = LineEditor()
  /// The multi-line message with mentions (`--composer`), drawn in place of ``line``.
  var composer: ComposerEditor?
  /// What the dropdown shows.
  var state: AutofillDropdownState = .hidden
  /// The source's row under the list's own rows (`--corpus` with `--remote`).
  var sourceStatus = AutofillSourceStatus.idle
  /// The titles and subtitles of the loading, no-matches and failed rows.
  var texts = AutofillStateTexts()
  /// The match options, for the status line.
  var options = DemoOptions()
  /// Which spinner frame the loading row shows; the driver advances it.
  var spinnerFrame = 0
  /// The last VoiceOver announcement, shown in the help line.
  var announcement: String?
  /// The trigger delimiters (`--trigger`), for the status line; empty for whole-text
  /// suggestions.
  var triggers: [String] = []
  /// Whether inline completion is on (`--inline`), for the status and help lines.
  var isInlineCompletionOn = false
  /// The inline completion's suffix, drawn dimmed after the caret; `nil` when none shows.
  var inlineSuffix: String?

  /// The most list rows shown at once; the list scrolls to keep the highlight visible.
  static let maximumVisibleRows = 8
  /// The widest the field gets, in columns.
  static let maximumFieldWidth = 48
  /// The spinner's frames.
  static let spinner = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
  /// The help line's key list.
  static let help = "↑↓ move  ⏎ select  Esc close  ←→ caret  ^D quit"
  /// The help line's key list with inline completion on.
  static let inlineHelp = "↑↓ move  ⏎ select  → accept  Esc close  ←→ caret  ^D quit"

  /// The help line's key list in the composer.
  static let composerHelp =
    "↑↓ move  ⏎ select or new line  ⌫ after a mention: select it, again: delete  ^D quit"

  /// Creates a screen.
  ///
  /// - Parameter title: The first line.
  init(title: String) { self.title = title }

  /// Draws the screen for a terminal size.
  ///
  /// - Parameters:
  ///   - width: The terminal's columns.
  ///   - height: The terminal's rows.
  /// - Returns: `height` lines, the cursor at the caret.
  func render(width: Int, height: Int) -> DemoFrame {
    let fieldX = 2 + DisplayWidth.of(label) + 3
    guard width >= fieldX + 12, height >= (composer == nil ? 6 : 8) else {
      var lines = Array(repeating: StyledLine(), count: max(height, 0))
      if !lines.isEmpty { lines[0] = StyledLine("Terminal too small").truncated(to: width) }
      return DemoFrame(lines: lines)
    }
    var frame = DemoFrame(lines: Array(repeating: StyledLine(), count: height))
    frame.lines[0] = StyledLine(" " + title, .bold).truncated(to: width - 1)

    // The field, or the composer's rows.
    let fieldWidth = min(Self.maximumFieldWidth, width - fieldX - 2)
    let fieldTop: Int
    var fieldRows = 1
    if let composer {
      (fieldTop, fieldRows) = drawComposer(
        composer, into: &frame, fieldX: fieldX, fieldWidth: fieldWidth, height: height)
    } else {
      fieldTop = 1 + (height - 3) / 2
      var field = StyledLine("  " + label + " › ")
      let (visibleText, caretColumn) = visibleField(width: fieldWidth)
      field.append(visibleText, .underline)
      if let inlineSuffix {
        // The core shows a suffix only with the caret at the end, so it follows the caret.
        let room = fieldWidth - DisplayWidth.of(visibleText)
        field.append(StyledLine(inlineSuffix, [.dim, .underline]).truncated(to: room))
      }
      field.pad(to: fieldX + fieldWidth, .underline)
      frame.lines[fieldTop] = field
      frame.cursorRow = fieldTop
      frame.cursorColumn = fieldX + caretColumn
    }

    // The dropdown.
    let rows = contentRows(width: fieldWidth)
    if rows.count > 0 {
      var input = AutofillPlacement.Input(
        fieldFrame: CGRect(
          x: fieldX - 2, y: fieldTop, width: fieldWidth + 4, height: fieldRows),
        containerBounds: CGRect(
          x: 0, y: 1, width: width, height: height - (composer == nil ? 3 : 4)),
        rowCount: rows.count + 2)
      input.rowHeight = 1
      input.maximumVisibleRows = Self.maximumVisibleRows + 2
      input.minimumRowsBelow = 3 + 2
      input.gap = 0
      input.margin = 0
      let placement = AutofillPlacement(input)
      let top = Int(placement.frame.minY.rounded())
      let visible = Int(placement.frame.height.rounded(.down)) - 2
      if !placement.isEmpty, visible >= 1 {
        let x = Int(placement.frame.minX.rounded())
        let boxWidth = Int(placement.frame.width.rounded(.down))
        let first = firstVisibleRow(visible: visible, total: rows.count)
        let shown = Array(rows[first..<min(first + visible, rows.count)])
        let box = drawBox(
          shown, innerWidth: boxWidth - 4, first: first, total: rows.count)
        let bottom = height - (composer == nil ? 2 : 3)
        for (offset, boxLine) in box.enumerated() where top + offset < bottom {
          var line = StyledLine(String(repeating: " ", count: x))
          line.append(boxLine)
          frame.lines[top + offset] = line
        }
        frame.dropdownDirection = placement.direction == .below ? .below : .above
        frame.showsLastRow = state.kind == .results && first + shown.count >= rows.count
      }
    }

    // The status lines.
    frame.lines[height - 2] = (StyledLine(" ") + completionStatus + options.statusLine)
      .truncated(to: width - 1)
    if let composer { frame.lines[height - 3] = mentionsLine(composer).truncated(to: width - 1) }
    let helpText =
      composer != nil ? Self.composerHelp : isInlineCompletionOn ? Self.inlineHelp : Self.help
    var help = StyledLine(" " + helpText, .dim)
    if let announcement {
      help.append("   VoiceOver: ", .dim)
      help.append(announcement)
    }
    frame.lines[height - 1] = help.truncated(to: width - 1)
    return frame
  }

  /// The part of the text that fits the field, scrolled so that the caret is visible, and the
  /// caret's column in it.
  private func visibleField(width: Int) -> (String, Int) {
    let characters = Array(line.text)
    let caret = min(line.caret, characters.count)
    var start = 0
    var beforeCaret = DisplayWidth.of(String(characters[..<caret]))
    while beforeCaret > width - 1, start < caret {
      beforeCaret -= DisplayWidth.of(characters[start])
      start += 1
    }
    var shown = ""
    var used = 0
    for character in characters[start...] {
      let columns = DisplayWidth.of(character)
      if used + columns > width { break }
      shown.append(character)
      used += columns
    }
    return (StyledLine.printable(shown), beforeCaret)
  }

  /// The start of the status line: the trigger delimiters and "inline", when on.
  ///
  /// `triggers @ # · inline · ` (nothing without triggers and inline completion)
  private var completionStatus: StyledLine {
    var line = StyledLine()
    if !triggers.isEmpty {
      line.append("triggers", .dim)
      for delimiter in triggers { line.append(" " + delimiter, .bold) }
      line.append(" · ", .dim)
    }
    if isInlineCompletionOn { line.append("inline · ", .dim) }
    return line
  }

  /// The list's lines for the state: one per row of ``AutofillDropdownRow/rows(for:texts:)``,
  /// except that a failed row's long message wraps to a few lines.
  private func contentRows(width: Int) -> [StyledLine] {
    AutofillDropdownRow.rows(for: state, sourceStatus: sourceStatus, texts: texts).flatMap {
      row -> [StyledLine] in
      switch row.kind {
      case .sectionTitle:
        return [StyledLine(row.title, [.bold, .dim]).truncated(to: width)]
      case .loading, .noMatches:
        var line = StyledLine()
        if row.showsActivityIndicator {
          let frameIndex =
            ((spinnerFrame % Self.spinner.count) + Self.spinner.count)
            % Self.spinner.count
          line.append(String(Self.spinner[frameIndex]) + " ", .accent)
        }
        line.append(row.title, row.kind == .noMatches ? .dim : [])
        return [withSubtitle(line, row.subtitle, width: width)]
      case .failed:
        var lines = Self.wrap(row.title, width: width, maximumLines: 3).map {
          StyledLine($0, .error)
        }
        if let subtitle = row.subtitle { lines.append(StyledLine(subtitle, .dim)) }
        return lines.map { $0.truncated(to: width) }
      case .suggestion:
        return [suggestionLine(row, width: width)]
      }
    }
  }

  /// A suggestion's line: its title with the matched part bold, underlined and colored, its
  /// subtitle, all in inverse video when it is highlighted.
  private func suggestionLine(_ row: AutofillDropdownRow, width: Int) -> StyledLine {
    var line = StyledLine()
    let title = row.title
    if let matched = row.matchedRange, let range = Range(matched, in: title) {
      line.append(title[..<range.lowerBound])
      line.append(title[range], [.bold, .underline, .accent])
      line.append(title[range.upperBound...])
    } else {
      line.append(title)
    }
    line = withSubtitle(line, row.subtitle, width: width)
    guard row.isHighlighted else { return line }
    var inverted = StyledLine()
    for run in line.runs { inverted.append(run.text, run.style.union(.inverse)) }
    inverted.pad(to: width, .inverse)
    return inverted
  }

  /// A row with its subtitle right-aligned after it, if the subtitle fits; the row cut to
  /// `width`.
  private func withSubtitle(_ row: StyledLine, _ subtitle: String?, width: Int) -> StyledLine {
    var row = row.truncated(to: width)
    guard let subtitle, !subtitle.isEmpty else { return row }
    let room = width - row.width - 2
    guard room >= min(DisplayWidth.of(subtitle), 4) else { return row }
    let shown = StyledLine(subtitle, .dim).truncated(to: room)
    row.pad(to: width - shown.width)
    row.append(shown)
    return row
  }

  /// The first row shown: 0, or just enough to keep the highlighted row in view.
  private func firstVisibleRow(visible: Int, total: Int) -> Int {
    // Its line: title rows may come before it; a failed row's extra lines only after it.
    let rows = AutofillDropdownRow.rows(for: state, sourceStatus: sourceStatus, texts: texts)
    guard let highlighted = rows.firstIndex(where: \.isHighlighted) else { return 0 }
    return min(max(0, highlighted - visible + 1), max(0, total - visible))
  }

  /// The dropdown's lines: a border around the rows, the bottom border naming the rows shown
  /// when the list is longer than the box.
  private func drawBox(_ rows: [StyledLine], innerWidth: Int, first: Int, total: Int)
    -> [StyledLine]
  {
    let border: StyledLine.Style = .dim
    var lines = [StyledLine("┌" + String(repeating: "─", count: innerWidth + 2) + "┐", border)]
    for row in rows {
      let isInverse = row.runs.first?.style.contains(.inverse) ?? false
      var line = StyledLine("│", border)
      line.append(" ", isInverse ? .inverse : [])
      line.append(row.truncated(to: innerWidth))
      line.pad(to: innerWidth + 2, isInverse ? .inverse : [])
      line.append(" ", isInverse ? .inverse : [])
      line.append("│", border)
      lines.append(line)
    }
    var bottom = "└" + String(repeating: "─", count: innerWidth + 2) + "┘"
    if total > rows.count {
      let note = " \(first + 1)–\(first + rows.count) of \(total) "
      if note.count + 4 <= innerWidth + 2 {
        bottom = "└──" + note + String(repeating: "─", count: innerWidth - note.count) + "┘"
      }
    }
    lines.append(StyledLine(bottom, border))
    return lines
  }

  /// Splits text into lines of at most `width` columns at spaces (inside a word when a word
  /// is too long), keeping at most `maximumLines`; the last kept line ends in "…" if text
  /// was left out.
  static func wrap(_ text: String, width: Int, maximumLines: Int) -> [String] {
    guard width > 0, maximumLines > 0 else { return [] }
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if DisplayWidth.of(candidate) <= width {
        current = candidate
        continue
      }
      if !current.isEmpty { lines.append(current) }
      current = String(word)
      while DisplayWidth.of(current) > width {
        var head = ""
        var rest = Substring(current)
        while let next = rest.first, DisplayWidth.of(head) + DisplayWidth.of(next) <= width {
          head.append(next)
          rest = rest.dropFirst()
        }
        if head.isEmpty { break }
        lines.append(head)
        current = String(rest)
      }
    }
    if !current.isEmpty { lines.append(current) }
    if lines.count > maximumLines {
      lines = Array(lines.prefix(maximumLines))
      lines[maximumLines - 1] =
        StyledLine(lines[maximumLines - 1] + " …").truncated(to: width)
        .text
    }
    return lines
  }
}

extension StyledLine {
  /// The runs of `lhs` followed by those of `rhs`.
  static func + (lhs: StyledLine, rhs: StyledLine) -> StyledLine {
    var line = lhs
    line.append(rhs)
    return line
  }
}
