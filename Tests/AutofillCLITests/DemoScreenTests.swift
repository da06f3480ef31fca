import AutofillCore
import XCTest

@testable import AutofillCLI

final class DemoScreenTests: XCTestCase {
  private let items = [
    AutofillItem("Zürich", subtitle: "Switzerland"), AutofillItem("Zug", subtitle: "Switzerland"),
    AutofillItem("Zaragoza", subtitle: "Spain"), AutofillItem("東京", subtitle: "Japan"),
    AutofillItem("Zagreb", subtitle: "Croatia"),
  ]

  private func results(_ query: String, highlighted: Int? = nil, count: Int = 5)
    -> AutofillDropdownState
  {
    var options = AutofillMatchOptions()
    options.maximumCount = count
    let rows = AutofillIndex(items).matches(for: query, options: options).map {
      AutofillSuggestion(item: $0.item, matchedRange: $0.range)
    }
    return .results(rows, highlighted: highlighted)
  }

  private func screen(_ text: String, _ state: AutofillDropdownState) -> DemoScreen {
    var screen = DemoScreen(title: "autofill demo")
    screen.line.insert(text)
    screen.state = state
    return screen
  }

  func test_results_drawBelowTheFieldWithTheMatchAndHighlight() {
    let frame = screen("zu", results("zu", highlighted: 1)).render(width: 60, height: 20)
    XCTAssertEqual(frame.lines.count, 20)
    XCTAssertEqual(frame.dropdownDirection, .below)
    let field = 1 + 17 / 2
    XCTAssertEqual(frame.text[field], "  Place › zu" + String(repeating: " ", count: 46))
    XCTAssertEqual(frame.cursorRow, field)
    XCTAssertEqual(frame.cursorColumn, 12)
    XCTAssertEqual(frame.text[field + 1], "        ┌" + String(repeating: "─", count: 50) + "┐")
    XCTAssertEqual(frame.text[field + 2], "        │ Zürich" + pad(31) + "Switzerland │")
    XCTAssertEqual(frame.text[field + 3], "        │ Zug" + pad(34) + "Switzerland │")
    XCTAssertEqual(frame.text[field + 4], "        └" + String(repeating: "─", count: 50) + "┘")
    XCTAssertTrue(frame.showsLastRow)
    let first = frame.lines[field + 2].runs
    XCTAssertTrue(first.contains { $0.text == "Zü" && $0.style == [.bold, .underline, .accent] })
    XCTAssertFalse(first.contains { $0.style.contains(.inverse) })
    let highlighted = frame.lines[field + 3].runs
    XCTAssertTrue(
      highlighted.contains {
        $0.text == "Zu" && $0.style == [.bold, .underline, .accent, .inverse]
      }
    )
    XCTAssertTrue(highlighted.contains { $0.text.hasPrefix("g ") && $0.style == .inverse })
    XCTAssertEqual(
      frame.text[19], " ↑↓ move  ⏎ select  Esc close  ←→ caret  ^D quit")
    XCTAssertTrue(frame.text[18].hasPrefix(" ^T case:off"), frame.text[18])
  }

  func test_results_openAboveWhenBelowIsTooShort() {
    // 13 rows: the field is on row 6; below it 4 rows, above it 5.
    let frame = screen("z", results("z", highlighted: 0)).render(width: 60, height: 13)
    XCTAssertEqual(frame.dropdownDirection, .above, frame.text.joined(separator: "\n"))
    XCTAssertEqual(frame.cursorRow, 6)
    XCTAssertTrue(frame.text[1].contains("┌"))
    XCTAssertTrue(frame.text[2].contains("Zürich"))
    XCTAssertTrue(frame.text[4].contains("Zaragoza"))
    XCTAssertTrue(frame.text[5].contains("└── 1–3 of 4"))
    XCTAssertTrue(frame.text[6].hasPrefix("  Place › z"))
    XCTAssertFalse(frame.showsLastRow)
  }

  func test_longLists_scrollToKeepTheHighlightVisible() {
    let many = (1...15).map {
      AutofillSuggestion(item: AutofillItem("Item \($0)"), matchedRange: nil)
    }
    let frame = screen("it", .results(many, highlighted: 10)).render(width: 60, height: 30)
    let shown = frame.text.filter { $0.contains("│ Item") }
    XCTAssertEqual(shown.count, DemoScreen.maximumVisibleRows)
    XCTAssertTrue(shown[0].contains("Item 4 "))
    XCTAssertTrue(shown[7].contains("Item 11 "))
    XCTAssertTrue(frame.text.contains { $0.contains("└── 4–11 of 15 ──") })
    XCTAssertFalse(frame.showsLastRow)
    let end = screen("it", .results(many, highlighted: 14)).render(width: 60, height: 30)
    XCTAssertTrue(end.showsLastRow)
  }

  func test_singleRowStates_useTheCoresWords() {
    let texts = AutofillStateTexts()
    let cases: [(AutofillDropdownState, [String], StyledLine.Style, UInt)] = [
      (.loading, ["⠙ " + texts.loadingTitle], [], #line),
      (.noMatches, [texts.noMatchesTitle], .dim, #line),
      (
        .failed(message: "The server could not be reached."), ["The server could not be reached."],
        .error, #line
      ),
      (
        .failed(message: String(repeating: "word ", count: 40)),
        [String](repeating: String(repeating: "word ", count: 8) + "word", count: 2)
          + [String(repeating: "word ", count: 8) + "word …"], .error, #line
      ),
    ]
    for (state, rows, style, line) in cases {
      var screen = screen("x", state)
      screen.spinnerFrame = 1
      let frame = screen.render(width: 60, height: 20)
      let drawn = frame.text.compactMap { text -> String? in
        guard let start = text.firstIndex(of: "│"), text.last == "│" else { return nil }
        return String(text[text.index(after: start)..<text.index(before: text.endIndex)])
          .trimmingCharacters(in: .whitespaces)
      }
      XCTAssertEqual(drawn, rows, line: line)
      let styles = frame.lines[11].runs.map(\.style)
      XCTAssertTrue(styles.contains(style) || style == [], "\(styles)", line: line)
      XCTAssertFalse(frame.showsLastRow, line: line)
    }
    let hidden = screen("x", .hidden).render(width: 60, height: 20)
    XCTAssertNil(hidden.dropdownDirection)
    XCTAssertFalse(hidden.text.contains { $0.contains("┌") })
  }

  func test_field_measuresWideTextAndScrollsToTheCaret() {
    var wide = screen("東京👩‍👩‍👧e\u{301}", .hidden)
    var frame = wide.render(width: 60, height: 20)
    XCTAssertEqual(frame.cursorColumn, 10 + 2 + 2 + 2 + 1)
    wide.line.moveLeft()
    frame = wide.render(width: 60, height: 20)
    XCTAssertEqual(frame.cursorColumn, 10 + 6)
    let long = screen(String(repeating: "abcdefghij", count: 8), .hidden)
    frame = long.render(width: 40, height: 20)
    XCTAssertEqual(frame.cursorColumn, 10 + 28 - 1)  // the field is 28 columns here
    XCTAssertTrue(frame.text[frame.cursorRow].trimmingCharacters(in: .whitespaces).hasSuffix("ij"))
    XCTAssertTrue(frame.lines.allSatisfy { $0.width <= 40 })
  }

  func test_rows_withControlCharactersCannotReachTheTerminal() {
    let item = AutofillItem("Evil\u{1B}[2J", subtitle: "\u{7}")
    let state = AutofillDropdownState.results(
      [AutofillSuggestion(item: item, matchedRange: nil)], highlighted: nil)
    let frame = screen("e", state).render(width: 60, height: 20)
    XCTAssertTrue(frame.text.contains { $0.contains("Evil\u{FFFD}[2J") })
    XCTAssertFalse(frame.output.contains("\u{1B}[2J"))
  }

  func test_output_isOneFlickerFreeWrite() {
    let frame = screen("zu", results("zu")).render(width: 60, height: 20)
    let output = frame.output
    XCTAssertTrue(output.hasPrefix("\u{1B}[?25l"))
    XCTAssertTrue(output.hasSuffix("\u{1B}[\(frame.cursorRow + 1);13H\u{1B}[?25h"))
    XCTAssertEqual(output.components(separatedBy: "\u{1B}[K").count - 1, 20)
    XCTAssertFalse(output.contains("\u{1B}[2J"))  // never cleared: rows are overwritten
  }

  func test_tinyTerminal_saysSo() {
    let frame = screen("zu", results("zu")).render(width: 20, height: 4)
    XCTAssertEqual(frame.text, ["Terminal too small", "", "", ""])
  }

  private func pad(_ count: Int) -> String { String(repeating: " ", count: count) }
}
