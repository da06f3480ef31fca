import AutofillCore
import Foundation
import XCTest

/// A source over main-actor state that is not `Sendable` (Core Data's view context, a search
/// completer), made with ``AutofillClosureSource/mainActor(cachesAnswers:_:)``, in the
/// controller on the manual clock: its late, failing and never-coming answers behave as any
/// source's; and what a SwiftUI field is given (``AutofillFieldContentSync``) keeps its
/// `cachesAnswers` and a list beside it.
@MainActor
final class MainActorSourceTests: XCTestCase {
  private let clock = ManualClock()

  /// Main-actor state a source reads, as a view context is: not `Sendable`, so only a
  /// main-actor closure may capture it. Its answers wait until the test gives them.
  private final class Store {
    var names = ["Zug", "Zumikon", "Zuoz"]
    private(set) var asked: [String] = []
    private(set) var ranOnMainThread: [Bool] = []
    private var waiting: [String: CheckedContinuation<Void, Never>] = [:]
    /// Texts whose answer comes at once.
    var answersAtOnce = true

    @MainActor func answer(_ query: AutofillQuery) async throws -> [AutofillItem] {
      asked.append(query.text)
      ranOnMainThread.append(Thread.isMainThread)
      if !answersAtOnce {
        await withCheckedContinuation { waiting[query.text] = $0 }
      }
      if query.text == "fail" { throw SourceFailure(message: "The store is locked") }
      return names.filter { $0.lowercased().hasPrefix(query.text.lowercased()) }
        .map { AutofillItem($0) }
    }

    func release(_ text: String) { waiting.removeValue(forKey: text)?.resume() }
  }

  private func editing(_ source: AutofillClosureSource) -> AutofillSuggestionController {
    let controller = AutofillSuggestionController(clock: clock)
    controller.setSource(source)
    controller.beginEditing(text: "")
    return controller
  }

  private func type(_ text: String, in controller: AutofillSuggestionController) async {
    controller.changeText(text)
    await clock.advance(by: .milliseconds(250))
  }

  private func values(_ controller: AutofillSuggestionController) -> [String] {
    controller.state.suggestions.map(\.item.value)
  }

  func test_readsMainActorState_onTheMainThread_afterTheDebounce() async {
    let store = Store()
    let controller = editing(.mainActor { try await store.answer($0) })
    controller.changeText("zu")
    await clock.advance(by: .milliseconds(249))
    XCTAssertEqual(store.asked, [])
    await clock.advance(by: .milliseconds(1))
    await settle { controller.state.kind == .results }
    XCTAssertEqual(values(controller), ["Zug", "Zumikon", "Zuoz"])
    XCTAssertEqual(store.ranOnMainThread, [true])
    controller.invalidate()
  }

  /// Without the generation check, the answer for "z" that comes after "zum" was asked would
  /// replace the rows of "zum".
  func test_lateAnswer_forAnOlderText_isDropped() async {
    let store = Store()
    store.answersAtOnce = false
    let controller = editing(.mainActor { try await store.answer($0) })
    await type("z", in: controller)
    await settle { store.asked == ["z"] }
    await type("zum", in: controller)
    await settle { store.asked == ["z", "zum"] }
    store.release("zum")
    await settle { controller.state.kind == .results }
    store.release("z")
    await settle()
    XCTAssertEqual(values(controller), ["Zumikon"])
    controller.invalidate()
  }

  func test_failingAnswer_showsTheFailedRow_andTheNextTextAsksAgain() async {
    let store = Store()
    let controller = editing(.mainActor { try await store.answer($0) })
    await type("fail", in: controller)
    await settle { controller.state.kind == .failed }
    guard case .failed(let message) = controller.state else { return XCTFail("not failed") }
    XCTAssertEqual(message, "The store is locked")
    await type("zu", in: controller)
    await settle { controller.state.kind == .results }
    XCTAssertEqual(values(controller), ["Zug", "Zumikon", "Zuoz"])
    controller.invalidate()
  }

  /// An answer that never comes: the loading row after its delay, then the next text's
  /// answer, with nothing left waiting once the source honours cancellation.
  func test_neverAnswering_showsLoading_untilTheTextChanges() async {
    let store = Store()
    let clock = clock
    let controller = editing(
      .mainActor { query in
        if query.text == "z" { try await clock.sleep(for: .seconds(86_400)) }
        return try await store.answer(query)
      })
    await type("z", in: controller)
    await clock.advance(by: .milliseconds(150))
    XCTAssertEqual(controller.state.kind, .loading)
    await type("zug", in: controller)
    await settle { controller.state.kind == .results }
    XCTAssertEqual(values(controller), ["Zug"])
    await clock.advance(by: .seconds(1))
    XCTAssertFalse(controller.hasPendingWork)
    XCTAssertEqual(clock.sleeperCount, 0, "the unanswered question was not cancelled")
    controller.invalidate()
  }

  /// What a SwiftUI field does with its `source:`: the sync boxes the closure, and the box
  /// must say what the closure says about caching. Without that, a store another screen
  /// changed would answer a text typed again from the old answer.
  func test_throughTheFieldsContentSync_cachesAnswersFalse_asksEveryTime() async {
    for caches in [true, false] {
      let store = Store()
      var sync = AutofillFieldContentSync()
      guard
        case .source(let given)? = sync.update(
          to: .source(
            AutofillClosureSource.mainActor(cachesAnswers: caches) {
              try await store.answer($0)
            }))
      else { return XCTFail("nothing given") }
      let controller = AutofillSuggestionController(clock: clock)
      controller.setSource(given)
      controller.beginEditing(text: "")
      await type("zu", in: controller)
      await settle { controller.state.kind == .results }
      store.names.append("Zunzgen")
      await type("z", in: controller)
      await type("zu", in: controller)
      await settle { store.asked.count == (caches ? 2 : 3) }
      await settle()
      XCTAssertEqual(store.asked, caches ? ["zu", "z"] : ["zu", "z", "zu"], "caches \(caches)")
      XCTAssertEqual(values(controller).count, caches ? 3 : 4, "caches \(caches)")
      controller.invalidate()
    }
  }

  /// A list and a source passed together (the SwiftUI field's `items:` and `source:`): the
  /// same list with a new closure is not given again, and the newest closure answers.
  func test_mergedContent_sameListNewClosure_isKept_andTheNewClosureAnswers() async throws {
    let cities = ["Zug", "Bern"].map { AutofillItem($0) }
    var sync = AutofillFieldContentSync()
    let first = sync.update(to: .merged(cities, AutofillClosureSource { _ in [AutofillItem("A")] }))
    guard case .merged(let items, let source)? = first else { return XCTFail("not merged") }
    XCTAssertEqual(items.map(\.value), ["Zug", "Bern"])
    XCTAssertNil(
      sync.update(to: .merged(cities, AutofillClosureSource { _ in [AutofillItem("B")] })))
    let answer = try await source.items(for: AutofillQuery(text: "z"))
    XCTAssertEqual(answer.map(\.value), ["B"])
    XCTAssertNotNil(
      sync.update(to: .merged(cities + [AutofillItem("Zuoz")], AutofillClosureSource { _ in [] })))
    XCTAssertNotNil(sync.update(to: .source(AutofillClosureSource { _ in [] })))
  }
}
