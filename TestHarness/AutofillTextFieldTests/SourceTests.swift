#if canImport(UIKit)
  import AutofillTextField
  @preconcurrency import UIKit
  import XCTest

  /// A field over an asynchronous source (no debounce, so each keystroke asks at once).
  @MainActor
  final class SourceTests: XCTestCase {
    private func makeSourceField(
      _ body: @escaping @Sendable (AutofillQuery) async throws -> [AutofillItem]
    ) -> (TestScreen, AutofillTextField) {
      let (screen, field) = makeEditingField(items: [])
      field.debounceMilliseconds = 0
      field.source = AutofillClosureSource(body)
      return (screen, field)
    }

    func test_closureSource_isAskedWithTheTextAndItsAnswerShows() {
      let queries = QueryLog()
      let (screen, field) = makeSourceField { query in
        await queries.record(query.text)
        return [AutofillItem("\(query.text) one"), AutofillItem("\(query.text) two")]
      }
      field.enterText("q")
      waitForDropdown(in: screen.window, titles: ["q one", "q two"])
      XCTAssertEqual(queries.texts.last, "q")
    }

    func test_failingSource_showsItsMessageInARow() {
      let (screen, field) = makeSourceField { _ in throw UnavailableError() }
      field.enterText("x")
      waitForDropdown(in: screen.window, titles: ["The test server is unavailable."])
      XCTAssertEqual(field.dropdownState.kind, .failed)
    }

    func test_emptyAnswer_showsTheNoMatchesRow() {
      let (screen, field) = makeSourceField { _ in [] }
      field.enterText("x")
      waitForDropdown(in: screen.window, titles: ["No matches found"])
      XCTAssertEqual(field.dropdownState.kind, .noMatches)
    }

    func test_slowSource_showsTheLoadingRowThenTheAnswer() {
      let (screen, field) = makeSourceField { query in
        try await Task.sleep(nanoseconds: 1_500_000_000)
        return [AutofillItem("\(query.text) answer")]
      }
      field.enterText("s")
      waitForDropdown(in: screen.window, titles: ["Loading options"])
      XCTAssertEqual(field.dropdownState.kind, .loading)
      waitForDropdown(in: screen.window, titles: ["s answer"])
    }

    func test_setSource_replacesTheItems() {
      let (screen, field) = makeEditingField()
      field.debounceMilliseconds = 0
      field.setSource { query in [AutofillItem("Remote \(query.text)")] }
      XCTAssertTrue(field.items.isEmpty)
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Remote zu"])
    }

    func test_staleAnswer_neverReplacesTheCurrentTextsRows() {
      // The answer for "a" comes back after "ab" was typed (its task is cancelled, and this
      // source answers anyway): the rows must stay those of "ab".
      let answered = QueryLog()
      let (screen, field) = makeSourceField { query in
        if query.text == "a" { try? await Task.sleep(nanoseconds: 500_000_000) }
        await answered.record(query.text)
        return [AutofillItem("\(query.text) answer")]
      }
      field.enterText("a")
      field.enterText("b")
      waitForDropdown(in: screen.window, titles: ["ab answer"])
      waitUntil("the stale answer came back") { answered.texts.contains("a") }
      settle()
      XCTAssertEqual(
        DropdownProbe.table(in: screen.window).map(DropdownProbe.titles(of:)), ["ab answer"])
    }
  }
#endif
