import AutofillCore
import XCTest

/// A host setting the control changes while it needs it (the keyboard layout guide's
/// `followsUndockedKeyboard`): given back only if the control changed it and it is still the
/// control's; a host that set it meanwhile keeps its value.
final class BorrowedSettingTests: XCTestCase {
  func test_valueToRestore_givesBackOnlyWhatTheControlChangedAndStillHolds() {
    let cases: [(String, original: Bool, hostSet: Bool, current: Bool, expected: Bool?, UInt)] = [
      (
        "the control turned it on and nobody touched it: off again", false, false, true, false,
        #line
      ),
      ("the host turned it on itself meanwhile: it stays on", false, true, true, nil, #line),
      ("the host turned it off meanwhile: it stays off", false, true, false, nil, #line),
      ("off although nobody was seen to set it: left off", false, false, false, nil, #line),
      ("it was on already: the control changed nothing", true, false, true, nil, #line),
      ("it was on already and the host turned it off: stays off", true, true, false, nil, #line),
    ]
    for (name, original, hostSet, current, expected, line) in cases {
      var setting = AutofillBorrowedSetting(original: original, borrowed: true)
      if hostSet { setting.hostDidSet() }
      XCTAssertEqual(setting.valueToRestore(current: current), expected, name, line: line)
    }
  }

  func test_hostDidSet_isRememberedEvenWhenTheHostSetsTheBorrowedValue() {
    var setting = AutofillBorrowedSetting(original: 1, borrowed: 2)
    XCTAssertFalse(setting.isSetByHost)
    XCTAssertEqual(setting.valueToRestore(current: 2), 1)
    setting.hostDidSet()
    XCTAssertTrue(setting.isSetByHost)
    XCTAssertNil(setting.valueToRestore(current: 2))
  }
}
