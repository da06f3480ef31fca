import AutofillCore
import Foundation
import XCTest

/// When the controller calls a source, and what it keeps of the answer: never for a secure
/// field, never with a cancelled task, and never more than the page it asked for.
@MainActor
final class SourceCallTests: XCTestCase {
  private let clock = ManualClock()

  /// A source that records each call (its text, and whether its task was already cancelled)
  /// and answers at once, ignoring cancellation, with `answer`'s items.
  private final class RecordingSource: AutofillSource, @unchecked Sendable {
    // @unchecked: `calls` is read and written only under `lock`.
    private let lock = NSLock()
    private var recorded: [(text: String, skip: Int, isCancelled: Bool)] = []
    private let answer: @Sendable (AutofillQuery) -> [String]

    init(answer: @escaping @Sendable (AutofillQuery) -> [String]) { self.answer = answer }

    var calls: [(text: String, skip: Int, isCancelled: Bool)] { lock.withLock { recorded } }

    func items(for query: AutofillQuery) async throws -> [AutofillItem] {
      lock.withLock { recorded.append((query.text, query.skip, Task.isCancelled)) }
      return answer(query).map { AutofillItem($0) }
    }
  }

  private func controller(pageSize: Int = 15) -> AutofillSuggestionController {
    var configuration = AutofillSuggestionMachine.Configuration()
    configuration.debounce = .zero
    configuration.pageSize = pageSize
    return AutofillSuggestionController(configuration: configuration, clock: clock)
  }

  /// A controller asking `source` with no debounce, editing an empty text.
  private func editing(_ source: some AutofillSource) -> AutofillSuggestionController {
    let controller = controller()
    controller.setSource(source)
    controller.beginEditing(text: "")
    return controller
  }

  func test_secureEntryInTheSameTurnAsTheText_sourceIsNeverCalled() async {
    let source = RecordingSource { _ in ["secret"] }
    let controller = editing(source)
    controller.changeText("hunter2")
    controller.setSecureEntry(true)
    await settle()
    XCTAssertTrue(source.calls.isEmpty, "asked for \(source.calls.map(\.text))")
    XCTAssertEqual(controller.state.kind, .hidden)
    await clock.advance(by: .seconds(1))
    XCTAssertFalse(controller.hasPendingWork, "no fetch left behind")
    controller.invalidate()
  }

  func test_superseded_andDisabledRequests_neverReachTheSource_withACancelledTask() async {
    let source = RecordingSource { query in ["\(query.text)x"] }
    let controller = editing(source)
    controller.changeText("a")
    controller.changeText("ab")
    await settle { controller.state.kind == .results }
    controller.changeText("abc")
    controller.setAutofillOn(false)
    controller.setAutofillOn(true)
    controller.changeText("abcd")
    controller.endEditing()
    await settle()
    XCTAssertEqual(source.calls.map(\.text), ["ab"])
    XCTAssertFalse(source.calls.contains { $0.isCancelled })
    await clock.advance(by: .seconds(1))
    XCTAssertFalse(controller.hasPendingWork, "no fetch left behind")
    controller.invalidate()
  }

  func test_answerLargerThanThePage_isTrimmedToThePage_andPagingGoesOn() async {
    let source = RecordingSource { query in
      (0..<10_000).map { "b\(query.skip + $0)" }  // ignores count
    }
    let controller = controller(pageSize: 15)
    controller.setSource(source)
    controller.beginEditing(text: "b")
    await settle { controller.state.kind == .results }
    XCTAssertEqual(controller.state.suggestions.map(\.item.value), (0..<15).map { "b\($0)" })
    controller.reachEnd()
    await settle { controller.state.suggestions.count == 30 }
    XCTAssertEqual(controller.state.suggestions.map(\.item.value), (0..<30).map { "b\($0)" })
    XCTAssertEqual(source.calls.map(\.skip), [0, 15])
    XCTAssertEqual(controller.state.suggestions.last?.matchedRange.map { _ in true }, true)
    controller.invalidate()
  }

  func test_secureEntryTurnedOff_theTextTypedWhileSecureIsNotSent_theNextEditIs() async {
    let source = RecordingSource { query in ["\(query.text)x"] }
    let controller = controller()
    controller.setSource(source)
    controller.setSecureEntry(true)
    controller.beginEditing(text: "")
    controller.changeText("hunter2")
    await settle()
    controller.setSecureEntry(false)
    controller.endEditing()
    controller.beginEditing(text: "hunter2")
    await settle()
    XCTAssertTrue(source.calls.isEmpty, "asked for \(source.calls.map(\.text))")
    controller.changeText("hunter")
    await settle { controller.state.kind == .results }
    XCTAssertEqual(source.calls.map(\.text), ["hunter"])
    controller.invalidate()
  }
}
