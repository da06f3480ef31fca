import AutofillCore
import Foundation
import XCTest

/// ``AutofillCallbackSource`` in the controller, on the manual clock: its reply is taken once,
/// from any thread; a second, late or missing reply neither shows nor leaves work behind.
@MainActor
final class CallbackSourceTests: XCTestCase {
  private let clock = ManualClock()

  /// The replies the source's body was given, with their queries, in the order asked.
  private final class Replies: @unchecked Sendable {
    // @unchecked: `calls` is read and written only under `lock`.
    private let lock = NSLock()
    private var calls: [(query: AutofillQuery, reply: AutofillCallbackSource.Reply)] = []
    private var bodyThreads: [Bool] = []

    func add(_ query: AutofillQuery, _ reply: @escaping AutofillCallbackSource.Reply) {
      lock.withLock {
        calls.append((query, reply))
        bodyThreads.append(Thread.isMainThread)
      }
    }

    var texts: [String] { lock.withLock { calls.map(\.query.text) } }
    var ranOnMainThread: [Bool] { lock.withLock { bodyThreads } }

    func reply(_ text: String, with values: [String]) {
      let reply = lock.withLock { calls.last { $0.query.text == text }?.reply }
      reply?(.success(values.map { AutofillItem($0) }))
    }

    func reply(_ text: String, failing message: String) {
      let reply = lock.withLock { calls.last { $0.query.text == text }?.reply }
      reply?(.failure(SourceFailure(message: message)))
    }
  }

  private func editing(_ replies: Replies) -> AutofillSuggestionController {
    let controller = AutofillSuggestionController(clock: clock)
    controller.setSource(AutofillCallbackSource { query, reply in replies.add(query, reply) })
    controller.beginEditing(text: "")
    return controller
  }

  /// Types `text` and lets the debounce pass, until the source's body has been called `calls`
  /// times in all.
  private func type(
    _ text: String, in controller: AutofillSuggestionController, _ replies: Replies,
    calls: Int = 1
  ) async {
    controller.changeText(text)
    await clock.advance(by: .milliseconds(250))
    await settle { replies.texts.count == calls }
  }

  private func values(_ controller: AutofillSuggestionController) -> [String] {
    controller.state.suggestions.map(\.item.value)
  }

  func test_replyOnce_showsTheRows_bodyRunsOnTheMainActorAfterTheDebounce() async {
    let replies = Replies()
    let controller = editing(replies)
    controller.changeText("zu")
    await clock.advance(by: .milliseconds(249))
    XCTAssertEqual(replies.texts, [])
    await clock.advance(by: .milliseconds(1))
    await settle { replies.texts.count == 1 }
    XCTAssertEqual(replies.ranOnMainThread, [true])
    replies.reply("zu", with: ["Zug", "Zürich"])
    await settle { controller.state.kind == .results }
    XCTAssertEqual(values(controller), ["Zug", "Zürich"])
    await clock.advance(by: .seconds(1))
    XCTAssertFalse(controller.hasPendingWork)
    controller.invalidate()
  }

  /// Without the source keeping only the first reply, the second call would resume its
  /// continuation twice: a crash.
  func test_replyCalledTwice_theSecondIsIgnored() async {
    let replies = Replies()
    let controller = editing(replies)
    await type("zu", in: controller, replies)
    replies.reply("zu", with: ["Zug"])
    replies.reply("zu", with: ["Zürich", "Zuoz"])
    replies.reply("zu", failing: "too late")
    await settle()
    XCTAssertEqual(values(controller), ["Zug"])
    await clock.advance(by: .seconds(1))
    XCTAssertEqual(values(controller), ["Zug"])
    XCTAssertFalse(controller.hasPendingWork)
    controller.invalidate()
  }

  func test_replyFromAnotherThread_isShown() async {
    let replies = Replies()
    let controller = editing(replies)
    await type("zu", in: controller, replies)
    let thread = Thread { replies.reply("zu", with: ["Zug"]) }
    thread.start()
    await settle { controller.state.kind == .results }
    XCTAssertEqual(values(controller), ["Zug"])
    controller.invalidate()
  }

  func test_lateReply_forAnOlderText_isIgnored_theCurrentOneShows() async {
    let replies = Replies()
    let controller = editing(replies)
    await type("zu", in: controller, replies)
    await type("zug", in: controller, replies, calls: 2)
    // The older request's task ended when its text changed: no work waits for its reply.
    await settle()
    replies.reply("zu", with: ["Zuoz"])
    await settle()
    XCTAssertNotEqual(controller.state.kind, .results)
    replies.reply("zug", with: ["Zug"])
    await settle { controller.state.kind == .results }
    XCTAssertEqual(values(controller), ["Zug"])
    await clock.advance(by: .seconds(1))
    XCTAssertFalse(controller.hasPendingWork)
    controller.invalidate()
  }

  /// Counts the calls of a source that have returned or thrown.
  private struct Finishing: AutofillSource {
    let inner: AutofillCallbackSource
    let finished: Replies

    func items(for query: AutofillQuery) async throws -> [AutofillItem] {
      defer { finished.add(query) { _ in } }
      return try await inner.items(for: query)
    }
  }

  /// Without the source ending its wait when its task is cancelled, the request whose reply
  /// never comes would stay suspended for ever.
  func test_replyNeverCalled_showsLoading_untilTheTextChanges_andLeavesNoWork() async {
    let replies = Replies()
    let finished = Replies()
    let controller = AutofillSuggestionController(clock: clock)
    controller.setSource(
      Finishing(
        inner: AutofillCallbackSource { query, reply in replies.add(query, reply) },
        finished: finished))
    controller.beginEditing(text: "")
    await type("zu", in: controller, replies)
    await clock.advance(by: .milliseconds(150))
    XCTAssertEqual(controller.state.kind, .loading)
    await clock.advance(by: .seconds(60))
    XCTAssertEqual(controller.state.kind, .loading, "no timeout of its own")
    XCTAssertTrue(controller.hasPendingWork, "the request waits")
    XCTAssertEqual(finished.texts, [])
    controller.changeText("")
    await settle { finished.texts.count == 1 }
    XCTAssertEqual(finished.texts, ["zu"], "the unanswered request ended with its task")
    XCTAssertFalse(controller.hasPendingWork)
    XCTAssertEqual(controller.state.kind, .hidden)
    controller.invalidate()
  }

  func test_failingReply_showsTheFailedRow() async {
    let replies = Replies()
    let controller = editing(replies)
    await type("zu", in: controller, replies)
    replies.reply("zu", failing: "Offline")
    await settle { controller.state.kind == .failed }
    guard case .failed(let message) = controller.state else { return XCTFail("not failed") }
    XCTAssertEqual(message, "Offline")
    controller.invalidate()
  }

  func test_replyInsideTheBody_beforeTheSourceWaits_isShown() async throws {
    let controller = AutofillSuggestionController(clock: clock)
    controller.setSource(
      AutofillCallbackSource { query, reply in reply(.success([AutofillItem(query.text + "g")])) })
    controller.beginEditing(text: "zu")
    await clock.advance(by: .milliseconds(250))
    await settle { controller.state.kind == .results }
    XCTAssertEqual(values(controller), ["zug"])
    controller.invalidate()
  }

  func test_cachesAnswersFalse_asksAgainForATextTypedAgain() async {
    for caches in [true, false] {
      let replies = Replies()
      let controller = AutofillSuggestionController(clock: clock)
      controller.setSource(
        AutofillCallbackSource(cachesAnswers: caches) { query, reply in replies.add(query, reply) })
      controller.beginEditing(text: "zu")
      await clock.advance(by: .milliseconds(250))
      await settle { replies.texts.count == 1 }
      replies.reply("zu", with: ["Zug"])
      await settle { controller.state.kind == .results }
      controller.changeText("zug")
      controller.changeText("zu")
      await clock.advance(by: .milliseconds(250))
      await settle()
      XCTAssertEqual(replies.texts, caches ? ["zu"] : ["zu", "zu"], "caches \(caches)")
      controller.invalidate()
    }
  }
}
