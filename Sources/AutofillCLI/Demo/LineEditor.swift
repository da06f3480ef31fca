/// The demo's input line: its text and a caret between characters (grapheme clusters), so a
/// combining mark typed after "e" joins it and Backspace removes "é" whole.
///
/// ```swift
/// var line = LineEditor()
/// line.insert("Zurch")
/// line.moveLeft(); line.moveLeft()
/// line.insert("i")   // "Zurich", caret after the "i"
/// ```
struct LineEditor: Equatable, Sendable {
  /// The line's text.
  private(set) var text = ""
  /// The caret's position, in characters from the start.
  private(set) var caret = 0

  /// Creates an empty line.
  init() {}

  /// Inserts text at the caret and moves the caret after it.
  ///
  /// - Parameter typed: The text typed or pasted.
  mutating func insert(_ typed: String) {
    let split = text.index(text.startIndex, offsetBy: caret)
    let before = String(text[..<split]) + typed
    text = before + text[split...]
    caret = min(before.count, text.count)
  }

  /// Deletes the character before the caret; whether there was one.
  @discardableResult
  mutating func deleteBackward() -> Bool {
    guard caret > 0 else { return false }
    let end = text.index(text.startIndex, offsetBy: caret)
    text.remove(at: text.index(before: end))
    caret -= 1
    return true
  }

  /// Deletes the character after the caret; whether there was one.
  @discardableResult
  mutating func deleteForward() -> Bool {
    guard caret < text.count else { return false }
    text.remove(at: text.index(text.startIndex, offsetBy: caret))
    return true
  }

  /// Moves the caret one character left, if it can.
  mutating func moveLeft() { caret = max(caret - 1, 0) }
  /// Moves the caret one character right, if it can.
  mutating func moveRight() { caret = min(caret + 1, text.count) }
  /// Moves the caret to the start.
  mutating func moveToStart() { caret = 0 }
  /// Moves the caret to the end.
  mutating func moveToEnd() { caret = text.count }

  /// The caret in UTF-16 code units, as the completion session counts it.
  var caretUTF16Offset: Int {
    text.prefix(caret).utf16.count
  }

  /// Replaces the whole text (a selection) and puts the caret at a UTF-16 offset, rounded down
  /// to a character boundary and clamped to the text, or at the end.
  ///
  /// - Parameters:
  ///   - newText: The new text.
  ///   - caretUTF16Offset: Where the caret goes, in UTF-16 code units; `nil` for the end.
  mutating func setText(_ newText: String, caretUTF16Offset: Int? = nil) {
    text = newText
    guard let offset = caretUTF16Offset else {
      caret = newText.count
      return
    }
    var characters = 0
    var units = 0
    for character in newText {
      units += character.utf16.count
      if units > offset { break }
      characters += 1
    }
    caret = characters
  }
}
