import AutofillCore
import Foundation

/// The composer (`--composer`): the message on several rows, its mentions as tokens in
/// reverse video (the one Backspace selected also in the accent color), and a status line
/// listing each mention with its item.
///
/// ```
///   Message › Oh hi [@Zürich]  and [@Genève]
///
///  mentions 2: @Zürich Zürich, Switzerland · @Genève Genève, Switzerland
/// ```
extension DemoScreen {
  /// The most message rows shown at once; the rows scroll to keep the caret in view.
  static let maximumComposerRows = 5

  /// One drawn row of the message: its cells' line and, if the caret is on it, its column.
  private struct ComposerRow {
    var line = StyledLine()
    var width = 0
    var caretColumn: Int?
  }

  /// Draws the message's rows, wrapped at `fieldWidth` columns and at line breaks, from the
  /// field's position down; puts the cursor at the caret. Returns the first row and how many.
  func drawComposer(
    _ composer: ComposerEditor, into frame: inout DemoFrame, fieldX: Int, fieldWidth: Int,
    height: Int
  ) -> (top: Int, rows: Int) {
    let rows = composerRows(composer, width: fieldWidth)
    let caretRow = rows.firstIndex { $0.caretColumn != nil } ?? rows.count - 1
    let visible = min(rows.count, Self.maximumComposerRows, max(height - 6, 1))
    let first = min(max(0, caretRow - visible + 1), rows.count - visible)
    let top = 1 + (height - 4 - visible) / 2
    for (offset, row) in rows[first..<(first + visible)].enumerated() {
      var line = StyledLine(
        offset == 0 ? "  " + label + " › " : String(repeating: " ", count: fieldX))
      line.append(row.line)
      line.pad(to: fieldX + fieldWidth, .underline)
      frame.lines[top + offset] = line
    }
    frame.cursorRow = top + caretRow - first
    frame.cursorColumn = fieldX + (rows[caretRow].caretColumn ?? 0)
    return (top, visible)
  }

  /// The message cut into rows: a line break starts a row, and so does a character that
  /// would pass `width`. Mentions are in reverse video; plain text is underlined as the field.
  private func composerRows(_ composer: ComposerEditor, width: Int) -> [ComposerRow] {
    let mentions = composer.mentions
    let ranges = mentions.ranges
    let caret = composer.caretUTF16Offset
    var rows = [ComposerRow()]
    var offset = 0
    var mention = 0
    for character in composer.text {
      while mention < ranges.count, NSMaxRange(ranges[mention]) <= offset { mention += 1 }
      if offset == caret { rows[rows.count - 1].caretColumn = rows[rows.count - 1].width }
      offset += character.utf16.count
      if character.isNewline {
        rows.append(ComposerRow())
        continue
      }
      let columns = DisplayWidth.of(character)
      if rows[rows.count - 1].width + columns > width { rows.append(ComposerRow()) }
      var style: StyledLine.Style = .underline
      if mention < ranges.count, ranges[mention].location < offset {
        style = composer.selection == ranges[mention] ? [.inverse, .accent] : .inverse
      }
      rows[rows.count - 1].line.append(String(character), style)
      rows[rows.count - 1].width += columns
    }
    if caret >= offset { rows[rows.count - 1].caretColumn = rows[rows.count - 1].width }
    // A caret that a wrapped character pushed to the next row stays at the end of its row.
    for index in rows.indices where (rows[index].caretColumn ?? 0) > width {
      rows[index].caretColumn = width
    }
    return rows
  }

  /// The status line of the mentions: each mention's text as a token, then its item's value
  /// and subtitle.
  ///
  /// ` mentions 2: @Zürich Zürich, Switzerland · @Genève Genève, Switzerland`
  func mentionsLine(_ composer: ComposerEditor) -> StyledLine {
    let mentions = composer.mentions.mentions
    var line = StyledLine(" mentions \(mentions.count)", .bold)
    line.append(mentions.isEmpty ? ": none yet, pick one after a trigger" : ": ", .dim)
    for (index, mention) in mentions.enumerated() {
      if index > 0 { line.append(" · ", .dim) }
      let text = Range(mention.range, in: composer.text).map { String(composer.text[$0]) } ?? ""
      line.append(text, .inverse)
      line.append(" " + mention.item.value)
      if let subtitle = mention.item.subtitle, !subtitle.isEmpty {
        line.append(", " + subtitle, .dim)
      }
    }
    return line
  }
}
