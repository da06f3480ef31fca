import AutofillCore
import Foundation
import XCTest

/// What the dropdown's table does with its rows: each row's VoiceOver traits, the rows it
/// scrolls to around the highlight, and the rotor's search for the next suggestion.
final class DropdownRowTableTests: XCTestCase {
  private typealias Trait = AutofillDropdownRow.AccessibilityTrait

  func test_accessibilityTraits_sayWhatEachKindOfRowIs() {
    let cases: [(String, String, Set<Trait>, UInt)] = [
      ("a suggestion is a button", "s", [.button], #line),
      ("the highlighted suggestion is also selected", "S", [.button, .selected], #line),
      ("a section title is a header, nothing else", "T", [.header], #line),
      ("loading updates while it shows", "L", [.staticText, .updatesFrequently], #line),
      ("no matches is static text", "N", [.staticText], #line),
      ("failed is static text", "F", [.staticText], #line),
    ]
    for (name, spelling, expected, line) in cases {
      XCTAssertEqual(dropdownRows(spelling).first?.accessibilityTraits, expected, name, line: line)
    }
  }

  func test_accessibilityTraits_ofAHighlightedTitle_stayAHeader() {
    var row = dropdownRows("T")[0]
    row.isHighlighted = true
    XCTAssertEqual(row.accessibilityTraits, [.header])
  }

  func test_reveal_scrollsToTheTitleAboveAndTheStatusBelow_thenTheHighlightedRow() {
    let cases: [(String, String, Int?, [Int], UInt)] = [
      // name, rows, highlighted, scroll targets
      ("nothing highlighted: nothing", "T s s L", nil, [], #line),
      ("no rows: nothing", "", nil, [], #line),
      ("a lone highlighted row", "S", 0, [0], #line),
      ("in the middle: only itself", "s S s", 1, [1], #line),
      ("under a section title: the title first", "T S s", 1, [0, 1], #line),
      ("above the last status row: the status row first", "s S L", 1, [2, 1], #line),
      ("above a failed status row", "s S F", 1, [2, 1], #line),
      ("between a title and the status row: both, title first", "T S L", 1, [0, 2, 1], #line),
      ("a suggestion below is not a status row", "T s S s", 2, [2], #line),
      ("a status row not last is not revealed", "S L s", 0, [0], #line),
      ("a title two rows above is not revealed", "T s S", 2, [2], #line),
      ("a title below, not last: not revealed", "S T s", 0, [0], #line),
      ("a last title below counts as not selectable", "s S T", 1, [2, 1], #line),
      ("two highlighted: the first", "S S L", 0, [0], #line),
    ]
    for (name, spelling, highlighted, targets, line) in cases {
      let reveal = AutofillDropdownRow.reveal(aroundHighlightIn: dropdownRows(spelling))
      XCTAssertEqual(reveal?.highlighted, highlighted, name, line: line)
      XCTAssertEqual(reveal?.scrollTargets ?? [], targets, name, line: line)
    }
  }

  func test_suggestionIndex_isTheSuggestionARowStandsFor_andNoneForOtherRows() {
    let rows = "T s S T s L"  // suggestions 0, 1 and 2 at rows 1, 2 and 4
    let cases: [(String, String, Int, Int?, UInt)] = [
      // name, rows, table row, expected suggestion
      ("a suggestion row: its suggestion", rows, 1, 0, #line),
      ("the highlighted row too", rows, 2, 1, #line),
      ("a suggestion after a second title", rows, 4, 2, #line),
      ("a section title: none", rows, 0, nil, #line),
      ("a title between suggestions: none", rows, 3, nil, #line),
      ("the loading row: none", rows, 5, nil, #line),
      ("no matches: none", "N", 0, nil, #line),
      ("failed: none", "s F", 1, nil, #line),
      ("past the last row: none", rows, 6, nil, #line),
      ("a negative row: none", rows, -1, nil, #line),
      ("no rows: none", "", 0, nil, #line),
    ]
    for (name, spelling, row, expected, line) in cases {
      XCTAssertEqual(
        AutofillDropdownRow.suggestionIndex(ofRow: row, in: dropdownRows(spelling)), expected,
        name, line: line)
    }
  }

  func test_nextSelectableRow_skipsTitlesAndStatusRows_withinTheTablesRows() {
    let rows = "T s s T s L"  // suggestions at 1, 2 and 4
    let cases: [(String, String, Int?, Int?, Bool, Int?, UInt)] = [
      // name, rows, current, count (nil: all rows), forward, expected
      ("from nothing forward: the first suggestion", rows, nil, nil, true, 1, #line),
      ("from nothing backward: the last suggestion", rows, nil, nil, false, 4, #line),
      ("forward to the next", rows, 1, nil, true, 2, #line),
      ("forward over a title", rows, 2, nil, true, 4, #line),
      ("forward past the last: none", rows, 4, nil, true, nil, #line),
      ("backward over a title", rows, 4, nil, false, 2, #line),
      ("backward past the first: none", rows, 1, nil, false, nil, #line),
      ("from a title forward", rows, 0, nil, true, 1, #line),
      ("from the status row backward", rows, 5, nil, false, 4, #line),
      ("the table has fewer rows: not beyond them", rows, 2, 4, true, nil, #line),
      (
        "the table has fewer rows: backward from nothing starts at its end", rows, nil, 3, false, 2,
        #line
      ),
      ("the table has no rows: none", rows, nil, 0, true, nil, #line),
      ("a count beyond the rows counts as the rows", rows, 2, 99, true, 4, #line),
      ("a negative count: none", rows, nil, -3, false, nil, #line),
      ("no suggestions at all: none", "T L", nil, nil, true, nil, #line),
      ("no rows: none", "", nil, nil, false, nil, #line),
      ("a current beyond the end forward: none", rows, 10, nil, true, nil, #line),
      ("a current beyond the end backward: none", rows, 10, nil, false, nil, #line),
      ("a current before the start forward: none", rows, -5, nil, true, nil, #line),
      ("the largest current forward: none, no overflow", rows, Int.max, nil, true, nil, #line),
      ("the smallest current backward: none, no overflow", rows, Int.min, nil, false, nil, #line),
    ]
    for (name, spelling, current, count, forward, expected, line) in cases {
      let rows = dropdownRows(spelling)
      XCTAssertEqual(
        AutofillDropdownRow.nextSelectableRow(
          in: rows, after: current, count: count ?? rows.count, forward: forward),
        expected, name, line: line)
    }
  }
}
