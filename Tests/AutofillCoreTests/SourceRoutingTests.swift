import AutofillCore
import Foundation
import XCTest

/// Routing between a field's items, its source and `showsItemsWithSource`: what each change
/// gives the session, and that the session then suggests from it.
final class SourceRoutingTests: XCTestCase {
  /// A source known by its name; every name is one instance per case, so routes compare by
  /// identity.
  private final class NamedSource: AutofillSource {
    let name: String
    init(_ name: String) { self.name = name }
    func items(for query: AutofillQuery) async throws -> [AutofillItem] { [] }
  }

  private enum Step {
    case items([String])
    case source(String?)
    case shows(Bool)
    case reload
  }

  /// A route as values and source names, to compare.
  private enum Expected: Equatable {
    case items([String])
    case source(String?)
    case merged([String], String)
    /// Nothing for the session.
    case none
  }

  func test_eachChange_givesTheRouteTheFieldUsedToTake() {
    let cases: [(String, [(Step, Expected)], UInt)] = [
      ("items alone", [(.items(["a"]), .items(["a"]))], #line),
      ("a source alone", [(.source("s"), .source("s"))], #line),
      ("no source alone", [(.source(nil), .source(nil))], #line),
      (
        "a source replaces the items; items replace the source",
        [
          (.items(["a"]), .items(["a"])), (.source("s"), .source("s")),
          (.items(["b"]), .items(["b"])), (.reload, .items(["b"])),
        ], #line
      ),
      (
        "merged: items then source, either order",
        [
          (.shows(true), .none), (.items(["a"]), .items(["a"])),
          (.source("s"), .merged(["a"], "s")), (.items(["b"]), .merged(["b"], "s")),
        ], #line
      ),
      (
        "turning merging on with a source merges the kept items",
        [
          (.items(["a"]), .items(["a"])), (.source("s"), .source("s")),
          (.shows(true), .merged(["a"], "s")),
        ], #line
      ),
      (
        "turning merging off gives the source alone",
        [
          (.shows(true), .none), (.items(["a"]), .items(["a"])),
          (.source("s"), .merged(["a"], "s")), (.shows(false), .source("s")),
        ], #line
      ),
      (
        "merging with no source: the items alone",
        [(.shows(true), .none), (.items(["a"]), .items(["a"])), (.source(nil), .items(["a"]))],
        #line
      ),
      (
        "merging set twice: nothing the second time",
        [
          (.source("s"), .source("s")), (.shows(true), .merged([], "s")),
          (.shows(true), .none),
        ], #line
      ),
      (
        "merging off while off: nothing", [(.source("s"), .source("s")), (.shows(false), .none)],
        #line
      ),
      (
        "merging toggled without a source: nothing, but remembered",
        [(.shows(true), .none), (.source("s"), .merged([], "s"))], #line
      ),
      (
        "items set without merging forget the source: merging on then gives nothing",
        [(.source("s"), .source("s")), (.items(["a"]), .items(["a"])), (.shows(true), .none)],
        #line
      ),
      ("reload with nothing: no items", [(.reload, .items([]))], #line),
      ("reload with a source", [(.source("s"), .source("s")), (.reload, .source("s"))], #line),
      (
        "reload merged",
        [
          (.items(["a"]), .items(["a"])), (.shows(true), .none),
          (.source("s"), .merged(["a"], "s")),
          (.reload, .merged(["a"], "s")),
        ], #line
      ),
      (
        "a new source replaces the old one",
        [(.source("s"), .source("s")), (.source("t"), .source("t")), (.reload, .source("t"))],
        #line
      ),
    ]
    for (name, steps, line) in cases {
      var routing = AutofillSourceRouting()
      var sources: [String: NamedSource] = [:]
      for (number, (step, expected)) in steps.enumerated() {
        let route: AutofillSourceRouting.Route?
        switch step {
        case .items(let values): route = routing.setItems(values.map { AutofillItem($0) })
        case .source(let name):
          let source = name.map { name in
            sources[name]
              ?? {
                let source = NamedSource(name)
                sources[name] = source
                return source
              }()
          }
          route = routing.setSource(source)
        case .shows(let isOn): route = routing.setShowsItemsWithSource(isOn)
        case .reload: route = routing.reload()
        }
        XCTAssertEqual(
          describe(route, sources), expected, "\(name), step \(number)", line: line)
      }
    }
  }

  func test_properties_keepWhatWasSet() {
    var routing = AutofillSourceRouting()
    XCTAssertEqual(routing.items.map(\.value), [])
    XCTAssertNil(routing.source)
    XCTAssertFalse(routing.showsItemsWithSource)
    let source = NamedSource("s")
    _ = routing.setItems([AutofillItem("a")])
    _ = routing.setSource(source)
    XCTAssertEqual(routing.items.map(\.value), ["a"], "a source does not forget the items")
    XCTAssertTrue(routing.source as? NamedSource === source)
    _ = routing.setShowsItemsWithSource(true)
    XCTAssertTrue(routing.showsItemsWithSource)
    _ = routing.setItems([AutofillItem("b")])
    XCTAssertTrue(routing.source as? NamedSource === source, "merged items keep the source")
    _ = routing.setShowsItemsWithSource(false)
    _ = routing.setItems([AutofillItem("c")])
    XCTAssertNil(routing.source, "items alone forget the source")
  }

  @MainActor
  func test_apply_givesTheRouteToTheSession() async {
    let clock = ManualClock()
    let session = AutofillCompletionSession(clock: clock)
    let values = { session.state.suggestions.map(\.item.value) }
    var routing = AutofillSourceRouting()
    session.apply(routing.setItems(["Zürich", "Zug"].map { AutofillItem($0) }))
    await settle { !session.hasPendingWork }
    session.beginEditing(text: "zu")
    XCTAssertEqual(values(), ["Zürich", "Zug"], "the items")

    session.apply(routing.setSource(AutofillIndexSource(items: [AutofillItem("Zuoz")])))
    session.changeText("zuo")
    await settle { values() == ["Zuoz"] }
    XCTAssertEqual(values(), ["Zuoz"], "the source, alone")

    let server = ScriptedSource()
    session.apply(routing.setSource(server))
    guard let merged = routing.setShowsItemsWithSource(true) else {
      return XCTFail("turning merging on with a source gives a route")
    }
    session.apply(merged)
    session.changeText("zu")
    await settle { values() == ["Zürich", "Zug"] }
    XCTAssertEqual(values(), ["Zürich", "Zug"], "the items at once")
    await clock.advance(by: .milliseconds(250))
    await settle { server.pending.count == 1 }
    XCTAssertEqual(server.queries.map(\.text), ["zu"], "and the source, asked under them")
    server.answer("zu", with: .success(["Zug", "Zuoz"]))
    await settle { values().count == 3 }
    XCTAssertEqual(values(), ["Zürich", "Zug", "Zuoz"])

    session.apply(routing.setSource(nil))
    session.changeText("z")
    await settle { values() == ["Zürich", "Zug"] }
    XCTAssertEqual(values(), ["Zürich", "Zug"], "merging with no source: the items alone")
    session.invalidate()
  }

  private func describe(_ route: AutofillSourceRouting.Route?, _ sources: [String: NamedSource])
    -> Expected
  {
    func name(_ source: any AutofillSource) -> String {
      let match = sources.first { $0.value === (source as? NamedSource) }
      return match?.key ?? "an unknown source"
    }
    switch route {
    case nil: return .none
    case .items(let items): return .items(items.map(\.value))
    case .source(let source): return .source(source.map(name))
    case .merged(let items, let source): return .merged(items.map(\.value), name(source))
    }
  }
}
