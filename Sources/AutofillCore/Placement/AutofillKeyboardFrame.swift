import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Which part of the screen a keyboard covers, from the keyboard layout guide, so the dropdown
/// is never under any keyboard: docked, undocked, split, floating, or the shortcut bar of a
/// hardware keyboard.
///
/// The keyboard layout guide (iOS 15 and later), with `followsUndockedKeyboard` on, tracks
/// every kind of keyboard; with no keyboard it rests at the bottom of its view's safe area. (The
/// keyboard notifications report only the docked keyboard: undocking, splitting or floating
/// the iPad keyboard posts `keyboardWillHide` although a keyboard still covers part of the
/// screen. So they are not used.)
///
/// ```swift
/// let keyboard = AutofillKeyboardFrame.obstruction(
///   guideFrame: CGRect(x: 500, y: 300, width: 320, height: 260),  // a floating keyboard
///   guideRestingTop: 1000)
/// // keyboard == CGRect(x: 500, y: 300, width: 320, height: 260)
/// ```
public enum AutofillKeyboardFrame {
  /// The keyboard's frame, or `nil` when no keyboard covers the screen. Both the guide's frame
  /// and its resting top are in one coordinate space (the dropdown's container's).
  ///
  /// - No guide frame (the guide's view is not in a window), or one that is empty or rests at
  ///   (or below, or within a point of) its resting line: no keyboard, `nil`.
  /// - A guide frame whose top is more than one point above the resting line is the keyboard.
  ///
  /// - Parameters:
  ///   - guideFrame: The keyboard layout guide's frame, or `nil` if there is no guide.
  ///   - guideRestingTop: Where the guide's top rests with no keyboard: the bottom edge of the
  ///     safe area of the guide's view.
  /// - Returns: The part of the screen the keyboard covers, or `nil`.
  public static func obstruction(guideFrame: CGRect?, guideRestingTop: CGFloat) -> CGRect? {
    guard let guide = guideFrame?.standardized, guide.width > 0, guide.height > 0,
      guide.minY < guideRestingTop - 1
    else { return nil }
    return guide
  }
}
