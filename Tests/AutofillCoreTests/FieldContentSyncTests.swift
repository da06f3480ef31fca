import AutofillCore
import XCTest

/// What a SwiftUI field is given at each update: its content once, a changed one again, and
/// for a source that cannot be compared (a closure made in `body`), nothing again, while its
/// requests go to the newest value.
final class FieldContentSyncTests: XCTestCase {
  /// A value source that says when it is equal to another.
  private struct EquatableSource: AutofillSource, Equatable {
    var region: String
    func items(for query: AutofillQuery) async throws -> [AutofillItem] {
      [AutofillItem(region)]
    }
  }

  private final class ObjectSource: AutofillSource {
    func items(for query: AutofillQuery) async throws -> [AutofillItem] { [] }
  }

  /// A closure source that answers `name`, as a view's `body` would make anew at each update.
  private func closure(_ name: String) -> AutofillClosureSource {
    AutofillClosureSource { _ in [AutofillItem(name)] }
  }

  private func answer(
    of content: AutofillFieldContent?, trigger: Int = 0, file: StaticString = #filePath,
    line: UInt = #line
  ) async throws -> [String] {
    let source: any AutofillSource
    switch content {
    case .source(let single): source = single
    case .triggers(let triggers): source = triggers[trigger].source
    default:
      XCTFail("no source in \(String(describing: content))", file: file, line: line)
      return []
    }
    return try await source.items(for: AutofillQuery(text: "z")).map(\.value)
  }

  func test_newClosureOfTheSameType_isNotReapplied_butAnswersTheNextRequest() async throws {
    var sync = AutofillFieldContentSync()
    let given = sync.update(to: .source(closure("first")))
    let firstAnswer = try await answer(of: given)
    XCTAssertEqual(firstAnswer, ["first"])
    XCTAssertNil(sync.update(to: .source(closure("second"))), "the field is not restarted")
    let secondAnswer = try await answer(of: given)
    XCTAssertEqual(secondAnswer, ["second"], "the field's next request goes to the newest")
    XCTAssertNil(sync.update(to: .source(closure("third"))))
    let thirdAnswer = try await answer(of: given)
    XCTAssertEqual(thirdAnswer, ["third"])
  }

  func test_eachTriggersClosure_isSwappedInPlace() async throws {
    // Built once, as the documentation asks: a trigger with items builds an index when made.
    let tags = AutofillTrigger("#", items: [AutofillItem("swift")])
    var sync = AutofillFieldContentSync()
    let given = sync.update(to: .triggers([AutofillTrigger("@", source: closure("alice")), tags]))
    XCTAssertNil(
      sync.update(to: .triggers([AutofillTrigger("@", source: closure("bob")), tags])),
      "unchanged")
    let answer = try await answer(of: given)
    XCTAssertEqual(answer, ["bob"])
    guard case .triggers(let triggers) = given else { return XCTFail("no triggers given") }
    XCTAssertTrue(triggers[1].source is AutofillIndexSource, "a static list is not boxed")
  }

  func test_changedContent_isGivenAgain_withComparableSourcesAsTheyAre() async throws {
    let index = AutofillIndex([AutofillItem("Zug")])
    let object = ObjectSource()
    var sync = AutofillFieldContentSync()
    XCTAssertNotNil(sync.update(to: .source(EquatableSource(region: "CH"))))
    XCTAssertNil(sync.update(to: .source(EquatableSource(region: "CH"))))
    let changed = sync.update(to: .source(EquatableSource(region: "DE")))
    guard case .source(let equatable) = changed else { return XCTFail("not given again") }
    XCTAssertEqual(equatable as? EquatableSource, EquatableSource(region: "DE"), "not boxed")

    guard case .source(let indexSource) = sync.update(to: .source(AutofillIndexSource(index)))
    else { return XCTFail("not given again") }
    XCTAssertTrue(indexSource is AutofillIndexSource, "still answered synchronously")
    XCTAssertNil(sync.update(to: .source(AutofillIndexSource(index))))

    guard case .source(let objectSource) = sync.update(to: .source(object)) else {
      return XCTFail("not given again")
    }
    XCTAssertTrue(objectSource as AnyObject === object)
    XCTAssertNotNil(sync.update(to: .source(ObjectSource())), "another instance")
    XCTAssertNotNil(sync.update(to: .source(closure("a"))), "another type")
  }

  func test_aRefConOnlyChange_isGivenAgain() {
    var sync = AutofillFieldContentSync()
    _ = sync.update(to: .items([AutofillItem("Zug", refCon: "id-1")]))
    XCTAssertNil(sync.update(to: .items([AutofillItem("Zug", refCon: "id-1")])))
    guard case .items(let items) = sync.update(to: .items([AutofillItem("Zug", refCon: "id-2")]))
    else { return XCTFail("a refresh with new identifiers was ignored") }
    XCTAssertEqual(items.first?.refCon as? String, "id-2")
  }
}
