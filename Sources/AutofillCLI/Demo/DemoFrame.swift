/// One drawn screen of the demo: a styled line per terminal row and where the cursor goes.
struct DemoFrame: Equatable, Sendable {
  /// One line per terminal row, top to bottom, none wider than the terminal.
  var lines: [StyledLine]
  /// The caret's row, from 0.
  var cursorRow = 0
  /// The caret's column, from 0.
  var cursorColumn = 0
  /// Where the dropdown opened, or `nil` when none is drawn.
  var dropdownDirection: DropdownDirection?
  /// Whether the list's last row is on screen (then the driver tells the controller it
  /// reached the end, which loads the next page of a paged source).
  var showsLastRow = false

  /// Which side of the field the dropdown is drawn on.
  enum DropdownDirection: Sendable {
    /// Under the field.
    case below
    /// Over the field.
    case above
  }

  /// The lines without styles, for tests.
  var text: [String] { lines.map(\.text) }

  /// The frame as one terminal write: hide the cursor, overwrite each row in place (erasing
  /// what is left of it), then put the cursor at the caret and show it. Nothing is cleared
  /// first, so the screen never flashes blank.
  var output: String {
    var output = "\u{1B}[?25l"
    for (row, line) in lines.enumerated() {
      output += "\u{1B}[\(row + 1);1H" + line.ansi + "\u{1B}[K"
    }
    output += "\u{1B}[\(cursorRow + 1);\(cursorColumn + 1)H\u{1B}[?25h"
    return output
  }
}
