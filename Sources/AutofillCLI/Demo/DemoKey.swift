/// A key press (or typed text) decoded from terminal input.
enum DemoKey: Equatable, Sendable {
  /// Printable text: one key, an input method's commit or a paste, possibly several
  /// characters, combining marks included.
  case text(String)
  /// Return or Enter.
  case enter
  /// Backspace: delete before the caret.
  case backspace
  /// Delete: delete after the caret.
  case delete
  /// The arrow keys.
  case left, right, up, down
  /// Home and End (also Ctrl-A and Ctrl-E).
  case home, end
  /// Escape on its own.
  case escape
  /// Tab.
  case tab
  /// Ctrl and a letter not listed above, as the lowercase letter ("t" for Ctrl-T).
  case control(Character)
  /// Ctrl-C.
  case interrupt
  /// Ctrl-D.
  case endOfInput
  /// A sequence the demo does not use (function keys, Alt combinations, stray bytes).
  case unknown
}
