import AutofillCore
import Foundation
import XCTest

/// A source's own highlight (``AutofillItem/highlight``) reaches the rows the renderers draw,
/// in place of the package's matched range, and only where it lies inside its text.
@MainActor
final class SourceHighlightTests: XCTestCase {
  private func row(_ item: AutofillItem, matched: Range<String.Index>? = nil)
    -> AutofillDropdownRow?
  {
    let state = AutofillDropdownState.results(
      [AutofillSuggestion(item: item, matchedRange: matched, origin: .source)], highlighted: nil)
    return AutofillDropdownRow.rows(for: state).first { $0.isSelectable }
  }

  func test_withoutAHighlight_theMatchedRangeIsTheTitlesHighlight() {
    let item = AutofillItem("Zürich", subtitle: "Switzerland")
    let value = item.value
    let matched = value.startIndex..<value.index(value.startIndex, offsetBy: 2)
    let row = row(item, matched: matched)
    XCTAssertEqual(row?.titleHighlights, [NSRange(location: 0, length: 2)])
    XCTAssertEqual(row?.subtitleHighlights, [])
  }

  func test_aSourcesHighlight_replacesTheMatchedRange_inTitleAndSubtitle() {
    var item = AutofillItem("1 Infinite Loop", subtitle: "Cupertino, CA")
    item.highlight = AutofillHighlight(
      title: [NSRange(location: 11, length: 4), NSRange(location: 2, length: 3)],
      subtitle: [NSRange(location: 0, length: 5)])
    let value = item.value
    let row = row(item, matched: value.startIndex..<value.index(after: value.startIndex))
    XCTAssertEqual(
      row?.titleHighlights, [NSRange(location: 2, length: 3), NSRange(location: 11, length: 4)],
      "in order")
    XCTAssertEqual(row?.subtitleHighlights, [NSRange(location: 0, length: 5)])
  }

  func test_rangesOutsideTheirText_areDropped_andHalfACharacterIsWidenedToIt() {
    var item = AutofillItem("a😀b", subtitle: "xy")
    item.highlight = AutofillHighlight(
      title: [
        NSRange(location: 0, length: 1), NSRange(location: 2, length: 1),
        NSRange(location: 1, length: 0), NSRange(location: 3, length: 5),
        NSRange(location: NSNotFound, length: 0), NSRange(location: 1, length: 2),
      ],
      subtitle: [NSRange(location: 1, length: 2)])
    let row = row(item)
    XCTAssertEqual(
      row?.titleHighlights, [NSRange(location: 0, length: 1), NSRange(location: 1, length: 2)])
    XCTAssertEqual(row?.subtitleHighlights, [], "past the subtitle's end")
  }

  /// `Range(_:in:)` gives no range for one that splits a grapheme cluster: without widening,
  /// such a highlight (a count in code units, over a letter with a combining mark, or half a
  /// flag) would silently vanish. Fails if the range is dropped rather than widened.
  func test_aRangeSplittingAClusterOfScalars_isWidenedToTheWholeCluster() {
    var item = AutofillItem("Zu\u{308}rich", subtitle: "🇨🇭 Schweiz")
    item.highlight = AutofillHighlight(
      title: [NSRange(location: 0, length: 2)], subtitle: [NSRange(location: 0, length: 2)])
    let row = row(item)
    XCTAssertEqual(row?.titleHighlights, [NSRange(location: 0, length: 3)], "Zü, whole")
    XCTAssertEqual(row?.subtitleHighlights, [NSRange(location: 0, length: 4)], "the whole flag")
  }

  func test_aSubtitleHighlight_withoutASubtitle_isDropped() {
    var item = AutofillItem("Bern")
    item.highlight = AutofillHighlight(subtitle: [NSRange(location: 0, length: 1)])
    XCTAssertEqual(row(item)?.subtitleHighlights, [])
    XCTAssertEqual(row(item)?.titleHighlights, [], "a source's empty title highlight is kept")
  }

  func test_aSourcesRows_throughTheController_keepTheirHighlight() async {
    let clock = ManualClock()
    var configuration = AutofillSuggestionMachine.Configuration()
    configuration.debounce = .zero
    let controller = AutofillSuggestionController(configuration: configuration, clock: clock)
    controller.setSource(
      AutofillClosureSource { query in
        var item = AutofillItem("Main Street 1", subtitle: "Springfield")
        item.highlight = AutofillHighlight(title: [NSRange(location: 5, length: 3)])
        return [item]
      })
    controller.beginEditing(text: "str")
    await settle { controller.state.kind == .results }
    let rows = AutofillDropdownRow.rows(for: controller.state)
    XCTAssertEqual(
      rows.first { $0.isSelectable }?.titleHighlights, [NSRange(location: 5, length: 3)])
    controller.invalidate()
  }

  // Fails if a source's range at a negative location traps (String index out of bounds) rather than being dropped, as the docs promise of a range that is not in its text.
  func test_aRangeAtANegativeLocation_isDropped() {
    var item = AutofillItem("Zurich", subtitle: "CH")
    item.highlight = AutofillHighlight(title: [NSRange(location: -1, length: 2)], subtitle: [])
    let state = AutofillDropdownState.results(
      [AutofillSuggestion(item: item, matchedRange: nil, origin: .source)], highlighted: nil)
    let row = AutofillDropdownRow.rows(for: state).first { $0.isSelectable }
    XCTAssertEqual(row?.titleHighlights, [])
  }
}
