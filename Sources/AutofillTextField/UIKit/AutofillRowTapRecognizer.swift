#if canImport(UIKit)
  @preconcurrency import UIKit
  import UIKit.UIGestureRecognizerSubclass

  /// A tap recognizer on the dropdown's table that also reports when a finger comes down (so
  /// the field can hold the touched row's pick, see
  /// ``AutofillCompletionSession/beginPick(row:)``) and when the touch is over.
  @MainActor
  final class AutofillRowTapRecognizer: UITapGestureRecognizer {
    /// Called with the touch's location in the recognizer's view when a finger comes down.
    var onTouchDown: ((CGPoint) -> Void)?
    /// Called when the recognizer resets: the touch is over, recognized or not.
    var onReset: (() -> Void)?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesBegan(touches, with: event)
      if touches.count == 1, let touch = touches.first, let view {
        onTouchDown?(touch.location(in: view))
      }
    }

    override func reset() {
      super.reset()
      onReset?()
    }
  }
#endif
