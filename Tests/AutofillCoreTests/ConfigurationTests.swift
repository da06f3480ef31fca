import AutofillCore
import XCTest

/// The configuration's settings in the units Interface Builder can hold.
final class ConfigurationTests: XCTestCase {
  func test_debounceMilliseconds_readsWholeMilliseconds() {
    let cases: [(String, Duration, Int, UInt)] = [
      // name, debounce, milliseconds read
      ("the default", .milliseconds(250), 250, #line),
      ("zero", .zero, 0, #line),
      ("whole seconds and milliseconds", .milliseconds(2_345), 2_345, #line),
      ("a fraction of a millisecond is dropped", .microseconds(1_999), 1, #line),
      ("less than a millisecond reads zero", .microseconds(999), 0, #line),
    ]
    for (name, debounce, expected, line) in cases {
      var configuration = AutofillSuggestionMachine.Configuration()
      configuration.debounce = debounce
      XCTAssertEqual(configuration.debounceMilliseconds, expected, name, line: line)
    }
  }

  func test_debounceMilliseconds_writesTheDebounce_negativeAsZero() {
    let cases: [(String, Int, Duration, UInt)] = [
      // name, milliseconds written, debounce
      ("a value", 400, .milliseconds(400), #line),
      ("zero asks at once", 0, .zero, #line),
      ("negative is zero", -5, .zero, #line),
      ("the most negative is zero", Int.min, .zero, #line),
    ]
    for (name, milliseconds, expected, line) in cases {
      var configuration = AutofillSuggestionMachine.Configuration()
      configuration.debounceMilliseconds = milliseconds
      XCTAssertEqual(configuration.debounce, expected, name, line: line)
      XCTAssertEqual(configuration.debounceMilliseconds, max(0, milliseconds), name, line: line)
    }
  }
}
