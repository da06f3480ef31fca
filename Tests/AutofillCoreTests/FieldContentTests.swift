import AutofillCore
import XCTest

/// When a SwiftUI field's items, source or triggers, passed again at every update, really
/// changed (and only then are given to the field, which rebuilds or asks again).
final class FieldContentTests: XCTestCase {
  /// A source that is a class instance.
  private final class ObjectSource: AutofillSource {
    func items(for query: AutofillQuery) async throws -> [AutofillItem] { [] }
  }

  /// Another value type of source.
  private struct OtherValueSource: AutofillSource {
    func items(for query: AutofillQuery) async throws -> [AutofillItem] { [] }
  }

  func test_contentIsTheSame_onlyWhenItsDataIs() {
    let zug = AutofillItem("Zug", subtitle: "CH")
    let index = AutofillIndex([zug])
    let object = ObjectSource()
    let closure = AutofillClosureSource { _ in [] }
    let mention = AutofillTrigger("@", source: object)
    var renamed = mention
    renamed.identifier = "people"
    var spaced = mention
    spaced.appendsSpace = false
    let cases: [(line: UInt, old: AutofillFieldContent, new: AutofillFieldContent, same: Bool)] =
      [
        (#line, .items([zug]), .items([AutofillItem("Zug", subtitle: "CH")]), true),
        (#line, .items([zug]), .items([AutofillItem("Zug")]), false),
        (#line, .items([zug]), .items([AutofillItem("Zug", subtitle: "DE")]), false),
        (#line, .items([zug]), .items([zug, zug]), false),
        (#line, .items([zug, AutofillItem("Bern")]), .items([AutofillItem("Bern"), zug]), false),
        (#line, .items([]), .items([]), true),
        (#line, .items([zug]), .items([AutofillItem("Zug", subtitle: "CH", refCon: 1)]), true),
        (#line, .source(object), .source(object), true),
        (#line, .source(object), .source(ObjectSource()), false),
        (#line, .source(AutofillIndexSource(index)), .source(AutofillIndexSource(index)), true),
        (
          #line, .source(AutofillIndexSource(index)),
          .source(AutofillIndexSource(AutofillIndex([zug]))), false
        ),
        (#line, .source(closure), .source(AutofillClosureSource { _ in [zug] }), true),
        (#line, .source(closure), .source(OtherValueSource()), false),
        (#line, .source(closure), .source(object), false),
        (#line, .items([]), .source(closure), false),
        (#line, .triggers([mention]), .triggers([AutofillTrigger("@", source: object)]), true),
        (#line, .triggers([mention]), .triggers([AutofillTrigger("#", source: object)]), false),
        (#line, .triggers([mention]), .triggers([renamed]), false),
        (#line, .triggers([mention]), .triggers([spaced]), false),
        (
          #line, .triggers([mention]), .triggers([AutofillTrigger("@", source: ObjectSource())]),
          false
        ),
        (#line, .triggers([mention]), .triggers([mention, mention]), false),
        (#line, .triggers([]), .items([]), false),
      ]
    for (line, old, new, same) in cases {
      XCTAssertEqual(old.isSame(as: new), same, line: line)
      XCTAssertEqual(new.isSame(as: old), same, "the rule is symmetric", line: line)
    }
  }
}
