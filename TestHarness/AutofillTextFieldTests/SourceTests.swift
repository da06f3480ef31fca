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

    // Fails if a closure source is not asked with the field's text or its answer does not show as rows.
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

    // Fails if the default cell draws the package's matched range instead of a source's own
    // highlight (AutofillItem.highlight), or leaves the subtitle's highlight undrawn.
    func test_aSourcesOwnHighlight_isDrawnInTheTitleAndTheSubtitle() {
      let (screen, field) = makeSourceField { _ in
        var item = AutofillItem("1 Infinite Loop", subtitle: "Cupertino, CA")
        item.highlight = AutofillHighlight(
          title: [NSRange(location: 2, length: 3)], subtitle: [NSRange(location: 0, length: 4)])
        return [item]
      }
      field.matchedTextAttributes = [.foregroundColor: UIColor.systemRed]
      field.enterText("1")
      guard let table = waitForDropdown(in: screen.window, titles: ["1 Infinite Loop"]),
        let cell = DropdownProbe.cells(of: table).first
      else { return XCTFail("no row") }
      let labels = DropdownProbe.labels(in: cell)
      XCTAssertEqual(labels.map(\.text), ["1 Infinite Loop", "Cupertino, CA"])
      func isRed(_ label: UILabel?, at location: Int) -> Bool {
        let color = label?.attributedText?.attribute(
          .foregroundColor, at: location, effectiveRange: nil)
        return (color as? UIColor) == .systemRed
      }
      XCTAssertFalse(isRed(labels.first, at: 0), "the package would highlight the typed 1")
      XCTAssertTrue(isRed(labels.first, at: 2))
      XCTAssertTrue(isRed(labels.first, at: 4))
      XCTAssertFalse(isRed(labels.first, at: 5))
      XCTAssertTrue(isRed(labels.last, at: 0))
      XCTAssertFalse(isRed(labels.last, at: 4))
    }

    // Fails if a source's error does not show its localized message in a row, in the failed state.
    func test_failingSource_showsItsMessageInARow() {
      let (screen, field) = makeSourceField { _ in throw UnavailableError() }
      field.enterText("x")
      waitForDropdown(in: screen.window, titles: ["The test server is unavailable."])
      XCTAssertEqual(field.dropdownState.kind, .failed)
    }

    // Fails if an empty answer shows nothing instead of the no-matches row.
    func test_emptyAnswer_showsTheNoMatchesRow() {
      let (screen, field) = makeSourceField { _ in [] }
      field.enterText("x")
      waitForDropdown(in: screen.window, titles: ["No matches found"])
      XCTAssertEqual(field.dropdownState.kind, .noMatches)
    }

    /// A source that answers once a gate opens, with nothing or an error, in a field whose
    /// no-matches and failed rows are off: the loading row shows first, so the dropdown hides
    /// only when the answer arrives.
    private func assertAnswerHidesTheDropdown(isError: Bool, line: UInt = #line) {
      let gate = SourceGate()
      let (screen, field) = makeSourceField { _ in
        await gate.wait()
        if isError { throw UnavailableError() }
        return []
      }
      field.showsNoMatchesRow = false
      field.configuration.showsFailureRow = false
      field.enterText("x")
      waitForDropdown(in: screen.window, titles: ["Loading options"], line: line)
      Task { await gate.open() }
      waitForDropdownRemoved(in: screen.window, line: line)
      XCTAssertEqual(field.dropdownState.kind, .hidden, line: line)
    }

    // Fails if, with showsNoMatchesRow off, an empty answer shows the no-matches row instead
    // of hiding the dropdown.
    func test_noMatchesRowOff_anEmptyAnswerHidesTheDropdown() {
      assertAnswerHidesTheDropdown(isError: false)
    }

    // Fails if, with showsFailureRow off, an error shows the failed row instead of hiding the
    // dropdown.
    func test_failureRowOff_anErrorHidesTheDropdown() {
      assertAnswerHidesTheDropdown(isError: true)
    }

    // Fails if no loading row shows while the source has not answered, or its answer does not
    // replace it.
    func test_slowSource_showsTheLoadingRowThenTheAnswer() {
      let gate = SourceGate()
      let (screen, field) = makeSourceField { query in
        await gate.wait()
        return [AutofillItem("\(query.text) answer")]
      }
      field.enterText("s")
      waitForDropdown(in: screen.window, titles: ["Loading options"])
      XCTAssertEqual(field.dropdownState.kind, .loading)
      Task { await gate.open() }
      waitForDropdown(in: screen.window, titles: ["s answer"])
    }

    // Fails if setSource keeps suggesting from the static items (Zürich and Zug beside the
    // answer), or the source's answer does not show.
    func test_setSource_replacesTheItems() {
      let (screen, field) = makeEditingField()
      field.debounceMilliseconds = 0
      field.setSource { query in [AutofillItem("Remote \(query.text)")] }
      field.enterText("zu")
      // Exactly these titles: no row from the items.
      waitForDropdown(in: screen.window, titles: ["Remote zu"])
    }

    // Fails if an answer for text the user has typed past ("a", answering after "ab" did)
    // replaces the current rows.
    func test_staleAnswer_neverReplacesTheCurrentTextsRows() {
      // "a" is asked and held; "b" is typed once it is asked (a request cancelled before it
      // starts never reaches the source, so the test lets the main actor settle in between);
      // "ab" answers at once; then "a" answers, late and cancelled: the rows stay those of "ab".
      let gate = SourceGate()
      let asked = QueryLog()
      let answered = QueryLog()
      let (screen, field) = makeSourceField { query in
        await asked.record(query.text)
        if query.text == "a" { await gate.wait() }
        await answered.record(query.text)
        return [AutofillItem("\(query.text) answer")]
      }
      field.enterText("a")
      waitUntil("the source is asked \"a\"") { asked.texts == ["a"] }
      field.enterText("b")
      waitForDropdown(in: screen.window, titles: ["ab answer"])
      Task { await gate.open() }
      waitUntil("the stale answer came back") { answered.texts.contains("a") }
      // The stale answer reaches the controller after a hop off the main actor and back, so
      // the rows are watched for a while (not slept on): they must stay those of "ab".
      settle(turns: 10)
      let watchedUntil = Date(timeIntervalSinceNow: 0.5)
      repeat {
        RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        let titles = DropdownProbe.table(in: screen.window).map(DropdownProbe.titles(of:))
        XCTAssertEqual(titles, ["ab answer"])
        if titles != ["ab answer"] { break }
      } while Date() < watchedUntil
    }
  }
#endif
