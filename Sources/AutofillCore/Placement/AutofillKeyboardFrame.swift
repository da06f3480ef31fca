import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Which part of the screen a keyboard covers, from what UIKit reports, so the dropdown is
/// never under any keyboard: docked, undocked, split, floating, or the shortcut bar of a
/// hardware keyboard.
///
/// UIKit reports keyboards two ways. The keyboard layout guide (iOS 15 and later), with
/// `followsUndockedKeyboard` on, tracks every kind of keyboard; with no keyboard it rests at the
/// bottom of its view's safe area. The keyboard notifications report only the docked keyboard:
/// undocking, splitting or floating the iPad keyboard posts `keyboardWillHide` although a
/// keyboard still covers part of the screen. So the guide is believed whenever there is one.
///
/// ```swift
/// let keyboard = AutofillKeyboardFrame.obstruction(
///   guideFrame: CGRect(x: 500, y: 300, width: 320, height: 260),  // a floating keyboard
///   guideRestingTop: 1000, notificationFrame: nil)                 // after keyboardWillHide
/// // keyboard == CGRect(x: 500, y: 300, width: 320, height: 260)
/// ```
public enum AutofillKeyboardFrame {
  /// The keyboard's frame, or `nil` when no keyboard covers the screen. All rectangles are in
  /// one coordinate space (the dropdown's container's).
  ///
  /// - A guide frame that is empty or rests at (or below) its resting line shows no keyboard:
  ///   `nil`, whatever the notifications said last (the guide is current; a notification's
  ///   frame may be stale).
  /// - A guide frame whose top is more than one point above the resting line is the keyboard.
  /// - Without a guide frame (the field is not in a window), the last notification's frame, if
  ///   it is not empty.
  ///
  /// - Parameters:
  ///   - guideFrame: The keyboard layout guide's frame, or `nil` if there is no guide.
  ///   - guideRestingTop: Where the guide's top rests with no keyboard: the bottom edge of the
  ///     safe area of the guide's view.
  ///   - notificationFrame: The end frame of the last `keyboardWillChangeFrame`
  ///     notification, or `nil` after `keyboardWillHide`.
  /// - Returns: The part of the screen the keyboard covers, or `nil`.
  public static func obstruction(
    guideFrame: CGRect?, guideRestingTop: CGFloat, notificationFrame: CGRect?
  ) -> CGRect? {
    if let guide = guideFrame?.standardized {
      guard guide.width > 0, guide.height > 0, guide.minY < guideRestingTop - 1 else {
        return nil
      }
      return guide
    }
    guard let frame = notificationFrame?.standardized, frame.width > 0, frame.height > 0 else {
      return nil
    }
    return frame
  }
}
