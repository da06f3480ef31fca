import AutofillCore
import Foundation
import XCTest

/// The controller and the session drive a merged source and suggestions before typing with
/// real tasks on a manual clock.
@MainActor
final class MergedControllerTests: XCTestCase {
  private let clock = ManualClock()

  func test_setItemsMergedWithSource_showsTheItemsAtOnce_thenTheSourcesRowsUnderThem() async {
    let source = ScriptedSource()
    let controller = AutofillSuggestionController(clock: clock)
    controller.setItems(["Zürich", "Zug"].map { AutofillItem($0) }, mergedWith: source)
    await settle { !controller.hasPendingWork }
    controller.beginEditing(text: "Zu")
    XCTAssertEqual(controller.state.suggestions.map(\.item.value), ["Zürich", "Zug"])
    await clock.advance(by: .milliseconds(250))
    await settle { source.pending.count == 1 }
    await clock.advance(by: .milliseconds(150))
    XCTAssertEqual(controller.sourceStatus, .loading)
    source.answer("Zu", with: .success(["Zug", "Zuoz"]))
    await settle { controller.sourceStatus == .idle }
    XCTAssertEqual(controller.state.suggestions.map(\.item.value), ["Zürich", "Zug", "Zuoz"])
    controller.invalidate()
  }

  func test_sessionBeforeTyping_showsItsItems_andTheSourceWithTheEmptyQuery() async {
    let source = ScriptedSource()
    var configuration = AutofillSuggestionMachine.Configuration()
    configuration.asksSourceBeforeTyping = true
    let session = AutofillCompletionSession(configuration: configuration, clock: clock)
    session.setSource(source)
    session.setItemsBeforeTyping([AutofillItem("Bern")])
    session.beginEditing(text: "")
    XCTAssertEqual(session.state.suggestions.map(\.item.value), ["Bern"])
    await settle { source.pending.count == 1 }
    XCTAssertEqual(source.queries.map(\.text), [""])
    source.answer("", with: .success(["Basel", "Bern"]))
    await settle { session.state.suggestions.count == 2 }
    XCTAssertEqual(session.state.suggestions.map(\.item.value), ["Bern", "Basel"])
    XCTAssertEqual(session.sourceStatus, .idle)
    session.invalidate()
  }
}
