import AutofillCore
import XCTest

/// The save and restore of the system's autocorrection and inline predictions around an
/// editing session (raw values: 0 default, 1 no, 2 yes, as UIKit's).
final class SystemSuggestionsTests: XCTestCase {
  typealias Suggestions = AutofillSystemSuggestions
  typealias Writes = AutofillSystemSuggestions.Writes

  private static func field(
    _ autocorrection: Int = 0, _ prediction: Int? = 0,
    _ configure: (inout Suggestions.Field) -> Void = { _ in }
  ) -> Suggestions.Field {
    var field = Suggestions.Field(autocorrection: autocorrection, inlinePrediction: prediction)
    configure(&field)
    return field
  }

  func test_beginAndEnd() {
    let cases: [(name: String, field: Suggestions.Field, begin: Writes, end: Writes, line: UInt)] =
      [
        (
          "items, defaults: both off, both restored", Self.field(),
          Writes(autocorrection: .turnOff, inlinePrediction: .turnOff),
          Writes(autocorrection: .restore(0), inlinePrediction: .restore(0)), #line
        ),
        (
          "before iOS 17: no prediction trait", Self.field(2, nil),
          Writes(autocorrection: .turnOff), Writes(autocorrection: .restore(2)), #line
        ),
        (
          "the host chose predictions: they stay", Self.field(0, 2),
          Writes(autocorrection: .turnOff), Writes(autocorrection: .restore(0)), #line
        ),
        (
          "triggers: autocorrection stays, predictions off", Self.field { $0.usesTriggers = true },
          Writes(inlinePrediction: .turnOff), Writes(inlinePrediction: .restore(0)), #line
        ),
        (
          "triggers and no items: predictions off",
          Self.field {
            $0.usesTriggers = true
            $0.hasItemsOrSource = false
          }, Writes(inlinePrediction: .turnOff), Writes(inlinePrediction: .restore(0)), #line
        ),
        (
          "secure entry: nothing", Self.field { $0.isSecureEntry = true }, Writes(), Writes(), #line
        ),
        (
          "suggestions off: nothing", Self.field { $0.isAutofillOn = false }, Writes(), Writes(),
          #line
        ),
        (
          "nothing to suggest from: nothing", Self.field { $0.hasItemsOrSource = false }, Writes(),
          Writes(), #line
        ),
      ]
    for (name, field, begin, end, line) in cases {
      var suggestions = Suggestions()
      XCTAssertEqual(suggestions.beginEditing(field), begin, name, line: line)
      XCTAssertEqual(
        suggestions.beginEditing(field), Writes(), "\(name): once a session", line: line)
      XCTAssertEqual(suggestions.endEditing(), end, name, line: line)
      XCTAssertEqual(suggestions.endEditing(), Writes(), "\(name): once", line: line)
    }
  }

  func test_hostsChoice_standsAndIsWhatEditingEndsWith() {
    var suggestions = Suggestions()
    suggestions.autocorrectionDidChange(to: 0, isFieldsOwnWrite: false, hasFinishedInit: false)
    XCTAssertNil(suggestions.hostAutocorrection, "a storyboard's Default is not a choice")
    XCTAssertEqual(suggestions.beginEditing(Self.field(0, 0)).autocorrection, .turnOff)
    suggestions.autocorrectionDidChange(to: 1, isFieldsOwnWrite: true, hasFinishedInit: true)
    XCTAssertNil(suggestions.hostAutocorrection, "the field's own write")
    suggestions.autocorrectionDidChange(to: 2, isFieldsOwnWrite: false, hasFinishedInit: true)
    XCTAssertEqual(suggestions.hostAutocorrection, 2)
    XCTAssertNil(suggestions.endEditing().autocorrection, "the host's mid-edit choice stands")
    XCTAssertNil(suggestions.beginEditing(Self.field(2, 0)).autocorrection)
    suggestions.endEditing()
    suggestions.forgetHostAutocorrection()
    XCTAssertEqual(suggestions.beginEditing(Self.field(0, 0)).autocorrection, .turnOff)
  }
}
