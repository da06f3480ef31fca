import AutofillCore
import Foundation
import XCTest

/// Telling the host's `autocorrectionType` from the field's own writes and a storyboard
/// decoder's.
final class HostAutocorrectionTests: XCTestCase {
  func test_isHostAutocorrectionChoice() {
    let cases: [(String, Bool, Bool, Bool, Bool, UInt)] = [
      // name, field's own write, init finished, default value, expected
      ("the host sets a value in code", false, true, false, true, #line),
      ("the host sets Default in code: still its choice", false, true, true, true, #line),
      ("a storyboard decodes Default: not a choice", false, false, true, false, #line),
      ("a storyboard decodes No: the host's choice", false, false, false, true, #line),
      ("the field turns it off for a session", true, true, false, false, #line),
      ("the field restores Default", true, true, true, false, #line),
      ("the field's own write during init", true, false, false, false, #line),
      ("the field's own Default during init", true, false, true, false, #line),
    ]
    for (name, isOwn, hasFinished, isDefault, expected, line) in cases {
      XCTAssertEqual(
        AutofillPresentationRules.isHostAutocorrectionChoice(
          isFieldsOwnWrite: isOwn, hasFinishedInit: hasFinished, isDefault: isDefault),
        expected, name, line: line)
    }
  }
}
