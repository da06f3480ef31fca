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

  /// A value source that says when it is equal to another.
  private struct EquatableSource: AutofillSource, Equatable {
    var region: String
    func items(for query: AutofillQuery) async throws -> [AutofillItem] { [] }
  }

  /// Payloads of every kind a `refCon` can hold.
  private final class Record: Sendable {}
  private struct Pair: Sendable, Equatable {
    var id: Int
  }
  private struct Plain: Sendable {
    var id: Int
    var record: Record
  }
  private enum Kind: Sendable {
    case city
    case town(Int)
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
        (#line, .items([zug]), .items([AutofillItem("Zug", subtitle: "CH", refCon: 1)]), false),
        (#line, .source(object), .source(object), true),
        (#line, .source(object), .source(ObjectSource()), false),
        (#line, .source(AutofillIndexSource(index)), .source(AutofillIndexSource(index)), true),
        (
          #line, .source(AutofillIndexSource(index)),
          .source(AutofillIndexSource(AutofillIndex([zug]))), false
        ),
        (#line, .source(closure), .source(AutofillClosureSource { _ in [zug] }), true),
        (
          #line, .source(EquatableSource(region: "CH")), .source(EquatableSource(region: "CH")),
          true
        ),
        (
          #line, .source(EquatableSource(region: "CH")), .source(EquatableSource(region: "DE")),
          false
        ),
        (#line, .source(EquatableSource(region: "CH")), .source(closure), false),
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
        (
          #line, .triggers([AutofillTrigger("@", source: closure)]),
          .triggers([AutofillTrigger("@", source: AutofillClosureSource { _ in [] })]), true
        ),
        (
          #line, .triggers([AutofillTrigger("@", source: EquatableSource(region: "CH"))]),
          .triggers([AutofillTrigger("@", source: EquatableSource(region: "DE"))]), false
        ),
      ]
    for (line, old, new, same) in cases {
      XCTAssertEqual(old.isSame(as: new), same, line: line)
      XCTAssertEqual(new.isSame(as: old), same, "the rule is symmetric", line: line)
    }
  }

  /// A refresh that brings new identifiers under the same names is seen; the same comparable
  /// payloads re-created at every update are not a change (the index is not rebuilt per
  /// keystroke); a payload that cannot be compared (no `Mirror` walk) always is.
  func test_items_compareTheirRefCons_byTheFirstRuleThatApplies() {
    let record = Record()
    let closure: @Sendable () -> Void = {}
    let cases: [(line: UInt, old: (any Sendable)?, new: (any Sendable)?, same: Bool)] = [
      (#line, nil, nil, true),
      (#line, 1, nil, false),
      (#line, 1, 1, true),
      (#line, 1, 2, false),
      (#line, "a1", "a1", true),
      (#line, "a1", "b7", false),
      (#line, 1, 1.0, false),
      (#line, 1, "1", false),
      (#line, record, record, true),
      (#line, record, Record(), false),
      (#line, Pair(id: 1), Pair(id: 1), true),
      (#line, Pair(id: 1), Pair(id: 2), false),
      (#line, Plain(id: 1, record: record), Plain(id: 1, record: record), false),
      (#line, Plain(id: 1, record: record), Plain(id: 2, record: record), false),
      (#line, Plain(id: 1, record: record), Plain(id: 1, record: Record()), false),
      (#line, Kind.city, Kind.city, false),
      (#line, Kind.city, Kind.town(1), false),
      (#line, Kind.town(1), Kind.town(1), false),
      (#line, Kind.town(1), Kind.town(2), false),
      (#line, (1, "a"), (1, "a"), false),
      (#line, (1, "a"), (1, "b"), false),
      (#line, [Pair(id: 1)], [Pair(id: 1)], true),
      (#line, [Plain(id: 1, record: record)], [Plain(id: 1, record: record)], false),
      (#line, [Plain(id: 1, record: record)], [Plain(id: 3, record: record)], false),
      (#line, closure, closure, false),
    ]
    for (line, old, new, same) in cases {
      let old = AutofillFieldContent.items([AutofillItem("Zug", refCon: old)])
      let new = AutofillFieldContent.items([AutofillItem("Zug", refCon: new)])
      XCTAssertEqual(old.isSame(as: new), same, line: line)
      XCTAssertEqual(new.isSame(as: old), same, "the rule is symmetric", line: line)
    }
  }

  /// The same array passed again is the same list without comparing an item, even with
  /// payloads that cannot be compared; a copy rebuilt with them, or a changed array, is not.
  func test_items_theSameArray_isTheSameWithoutComparingItems() {
    let record = Record()
    let items = (0..<1_000).map {
      AutofillItem("City \($0)", refCon: Plain(id: $0, record: record))
    }
    var changed = items
    changed[999] = AutofillItem("City 999", refCon: Plain(id: 0, record: record))
    let cases: [(line: UInt, new: [AutofillItem], same: Bool)] = [
      (#line, items, true),
      (#line, items.map { $0 }, false),
      (#line, changed, false),
      (#line, Array(items.prefix(999)), false),
    ]
    for (line, new, same) in cases {
      XCTAssertEqual(AutofillFieldContent.items(items).isSame(as: .items(new)), same, line: line)
      XCTAssertEqual(AutofillFieldContent.items(new).isSame(as: .items(items)), same, line: line)
    }
  }
}
