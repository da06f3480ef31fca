import AutofillCore
import Foundation
import XCTest

/// Which keyboard covers the screen, from the keyboard layout guide alone: it tracks docked,
/// undocked, split and floating keyboards, and rests on the safe area's bottom without one.
final class KeyboardFrameTests: XCTestCase {
  func test_obstruction_isTheGuideWhenItRisesAboveItsRestingLine() {
    let docked = CGRect(x: 0, y: 508, width: 390, height: 336)
    let floating = CGRect(x: 500, y: 300, width: 320, height: 260)
    let cases: [(String, CGRect?, CGFloat, CGRect?, UInt)] = [
      // name, guide, resting top, expected
      ("docked", docked, 810, docked, #line),
      ("floating on iPad", floating, 1000, floating, #line),
      (
        "no keyboard: the guide rests on the safe area's bottom",
        CGRect(x: 0, y: 810, width: 390, height: 34), 810, nil, #line
      ),
      (
        "hardware keyboard: only the shortcut bar",
        CGRect(x: 0, y: 754, width: 390, height: 90), 810,
        CGRect(x: 0, y: 754, width: 390, height: 90), #line
      ),
      (
        "within a point of resting: none", CGRect(x: 0, y: 809.5, width: 390, height: 34), 810,
        nil, #line
      ),
      (
        "just over a point above resting: the keyboard",
        CGRect(x: 0, y: 808.5, width: 390, height: 34), 810,
        CGRect(x: 0, y: 808.5, width: 390, height: 34), #line
      ),
      (
        "a negative-height guide is standardized",
        CGRect(x: 0, y: 844, width: 390, height: -336), 810, docked, #line
      ),
      ("an empty guide: none", .zero, 810, nil, #line),
      ("a guide with no width: none", CGRect(x: 0, y: 508, width: 0, height: 336), 810, nil, #line),
      ("no guide (not in a window): none", nil, 810, nil, #line),
    ]
    for (name, guide, resting, expected, line) in cases {
      XCTAssertEqual(
        AutofillKeyboardFrame.obstruction(guideFrame: guide, guideRestingTop: resting),
        expected, name, line: line)
    }
  }
}
