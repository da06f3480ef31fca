import AutofillCore
import Foundation
import XCTest

/// Which keyboard covers the screen: the keyboard layout guide wins over the notifications,
/// which miss undocked, split and floating iPad keyboards.
final class KeyboardFrameTests: XCTestCase {
  func test_obstruction_believesTheGuideWheneverThereIsOne() {
    let docked = CGRect(x: 0, y: 508, width: 390, height: 336)
    let floating = CGRect(x: 500, y: 300, width: 320, height: 260)
    let cases: [(String, CGRect?, CGFloat, CGRect?, CGRect?, UInt)] = [
      // name, guide, resting top, notification, expected
      ("docked: guide and notification agree", docked, 810, docked, docked, #line),
      ("floating after keyboardWillHide: the guide", floating, 1000, nil, floating, #line),
      (
        "undocked on iPad: a stale docked notification frame loses to the guide",
        floating, 1000, CGRect(x: 0, y: 700, width: 1024, height: 300), floating, #line
      ),
      (
        "no keyboard: the guide rests on the safe area's bottom",
        CGRect(x: 0, y: 810, width: 390, height: 34), 810, docked, nil, #line
      ),
      (
        "hardware keyboard: only the shortcut bar",
        CGRect(x: 0, y: 754, width: 390, height: 90), 810, nil,
        CGRect(x: 0, y: 754, width: 390, height: 90), #line
      ),
      (
        "within a point of resting: none", CGRect(x: 0, y: 809.5, width: 390, height: 34), 810, nil,
        nil, #line
      ),
      ("an empty guide: none", .zero, 810, docked, nil, #line),
      ("no guide (not in a window): the notification", nil, 810, docked, docked, #line),
      ("no guide, after keyboardWillHide: none", nil, 810, nil, nil, #line),
      ("no guide, an empty notification frame: none", nil, 810, .zero, nil, #line),
    ]
    for (name, guide, resting, notification, expected, line) in cases {
      XCTAssertEqual(
        AutofillKeyboardFrame.obstruction(
          guideFrame: guide, guideRestingTop: resting, notificationFrame: notification),
        expected, name, line: line)
    }
  }
}
