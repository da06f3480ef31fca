import AutofillCore
import Foundation
import XCTest

/// Answers kept across editing sessions: a closure source may opt out, and the reload a field
/// applies (`reloadSuggestions()`, ``AutofillSourceRouting/reload()``) drops those kept, for a
/// source whose answers depend on something else (another field's text).
@MainActor
final class SourceCachingTests: XCTestCase {
  private let clock = ManualClock()

  /// The state another field holds, which the source reads when it is asked.
  private final class Region: @unchecked Sendable {
    // @unchecked: `name` and `asked` are read and written only under `lock`.
    private let lock = NSLock()
    private var current = "Bern"
    private var texts: [String] = []

    var name: String {
      get { lock.withLock { current } }
      set { lock.withLock { current = newValue } }
    }
    var asked: [String] { lock.withLock { texts } }

    func answer(_ query: AutofillQuery) -> [AutofillItem] {
      lock.withLock {
        texts.append(query.text)
        return [AutofillItem("\(query.text) in \(current)")]
      }
    }
  }

  /// Edits "zu" in a new editing session and returns what shows once the source answered.
  private func showsForZu(in session: AutofillCompletionSession) async -> [String] {
    session.beginEditing(text: "zu")
    await clock.advance(by: .milliseconds(250))
    await settle { session.state.kind == .results }
    defer { session.endEditing() }
    return session.state.suggestions.map(\.item.value)
  }

  func test_closureSource_cachesByDefault_acrossEditingSessions_unlessItOptsOut() async {
    for caches in [true, false] {
      let region = Region()
      let session = AutofillCompletionSession(clock: clock)
      session.setSource(AutofillClosureSource(cachesAnswers: caches) { region.answer($0) })
      let first = await showsForZu(in: session)
      XCTAssertEqual(first, ["zu in Bern"])
      region.name = "Zug"
      let second = await showsForZu(in: session)
      XCTAssertEqual(second, caches ? ["zu in Bern"] : ["zu in Zug"], "caches \(caches)")
      XCTAssertEqual(region.asked, caches ? ["zu"] : ["zu", "zu"], "caches \(caches)")
      session.invalidate()
    }
  }

  func test_reload_dropsTheCachedAnswers_soTheNextEditAsksAgain() async {
    let region = Region()
    let session = AutofillCompletionSession(clock: clock)
    var routing = AutofillSourceRouting()
    session.apply(routing.setSource(AutofillClosureSource { region.answer($0) }))
    _ = await showsForZu(in: session)
    region.name = "Zug"
    session.apply(routing.reload())
    let shown = await showsForZu(in: session)
    XCTAssertEqual(shown, ["zu in Zug"])
    XCTAssertEqual(region.asked, ["zu", "zu"])
    session.invalidate()
  }

  func test_reloadWhileEditing_hidesTheOldAnswer_andAsksAgain() async {
    let region = Region()
    let session = AutofillCompletionSession(clock: clock)
    var routing = AutofillSourceRouting()
    session.apply(routing.setSource(AutofillClosureSource { region.answer($0) }))
    session.beginEditing(text: "zu")
    await clock.advance(by: .milliseconds(250))
    await settle { session.state.kind == .results }
    region.name = "Zug"
    session.apply(routing.reload())
    XCTAssertEqual(session.state.kind, .hidden, "nothing shown from the older answer")
    await clock.advance(by: .milliseconds(250))
    await settle { session.state.kind == .results }
    XCTAssertEqual(session.state.suggestions.map(\.item.value), ["zu in Zug"])
    session.invalidate()
  }
}
