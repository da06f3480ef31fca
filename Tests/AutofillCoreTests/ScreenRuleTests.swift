import AutofillCore
import XCTest

/// Which view controller's root view a field's dropdown floats in when the host sets none.
final class ScreenRuleTests: XCTestCase {
  func test_screenIndex() {
    let cases:
      [(name: String, chain: [AutofillScreenRule.Controller], app: Bool, index: Int?, line: UInt)] =
        [
          ("no view controller", [], true, nil, #line),
          ("a plain screen", [.content], true, 0, #line),
          ("a screen in a navigation controller", [.content, .screenContainer], true, 0, #line),
          ("an embedded child: its parent's screen", [.content, .content], true, 1, #line),
          (
            "a child of a child in a tab: the outermost content",
            [.content, .content, .content, .screenContainer],
            true, 2, #line
          ),
          (
            "a child inside a screen inside a navigation controller inside a tab",
            [.content, .content, .screenContainer, .content, .screenContainer], true, 1, #line
          ),
          ("the navigation controller's own view", [.screenContainer, .content], true, 1, #line),
          ("a field on the keyboard's window: none", [.content], false, nil, #line),
        ]
    for (name, chain, app, index, line) in cases {
      XCTAssertEqual(
        AutofillScreenRule.screenIndex(in: chain, isAppWindow: app), index, name, line: line)
    }
  }
}
