import Foundation
import XCTest

@testable import AutofillCore

/// Subtitles and terms matched as keys of their item (``AutofillItem/terms``): each item once,
/// ranked by its best key, with the highlight where it matched.
final class ItemTermsTests: XCTestCase {
  private let items = [
    AutofillItem("Dr Ann Lee", subtitle: "Podiatry", matchesSubtitle: true),
    AutofillItem("Dr Bo Podesta", subtitle: "Podiatry", matchesSubtitle: true),
    AutofillItem("New York", subtitle: "USA", terms: ["NYC", "Big Apple", "New Amsterdam"]),
    AutofillItem("Podium", subtitle: "Podiatry"),
    AutofillItem("Newark", terms: ["NYC area"]),
  ]

  /// "podia" finds the prescriber by the subtitle "Podiatry" (SearchTextField did); a subtitle
  /// that is not matched finds nothing, and the value beats the subtitle at equal tier.
  func test_subtitle_isMatchedWhenAsked_andHighlighted() {
    let index = AutofillIndex(items)
    let found = index.matches(for: "podia")
    XCTAssertEqual(found.map(\.itemIndex), [0, 1])
    XCTAssertEqual(found.map(\.field), [.subtitle, .subtitle])
    XCTAssertEqual(found[0].matchedText[found[0].range], "Podia")
    // "pod": Podium by its value, Dr Bo Podesta's value only as a word prefix: its subtitle
    // is a prefix, so that is its best key; Dr Ann Lee by its subtitle.
    var contains = AutofillMatchOptions(maximumCount: -1)
    contains.mode = .contains
    let pod = index.matches(for: "pod", options: contains)
    XCTAssertEqual(pod.map(\.itemIndex), [0, 1, 3])
    XCTAssertEqual(pod.map(\.field), [.subtitle, .subtitle, .value])
    // In source order as well, each item once.
    contains.ordering = .source
    XCTAssertEqual(index.matches(for: "pod", options: contains).map(\.itemIndex), [0, 1, 3])
    let row = AutofillSuggestion(found[0])
    XCTAssertNil(row.matchedRange)
    XCTAssertEqual(
      row.item.highlight, AutofillHighlight(subtitle: [NSRange(location: 0, length: 5)]))
  }

  /// An alias finds its item once, with no highlight on the title and no inline completion;
  /// the title wins over a term at equal tier.
  func test_terms_findTheirItemOnce_withoutTitleHighlight() {
    let index = AutofillIndex(items)
    let nyc = index.matches(for: "nyc")
    XCTAssertEqual(nyc.map(\.itemIndex), [2, 4])
    XCTAssertEqual(nyc.map(\.field), [.term(0), .term(0)])
    XCTAssertEqual(nyc.map(\.tier), [.exact, .prefix])
    let row = AutofillSuggestion(nyc[0])
    XCTAssertNil(row.matchedRange)
    XCTAssertNil(row.item.highlight)
    // "new" is a prefix of the value and of a term: the item once, by its value.
    let new = index.matches(for: "new", options: AutofillMatchOptions(maximumCount: -1))
    XCTAssertEqual(new.map(\.itemIndex), [2, 4])
    XCTAssertEqual(new.map(\.field), [.value, .value])
    XCTAssertEqual(AutofillSuggestion(new[0]).matchedRange, new[0].range)
    // A limit counts items, not keys.
    XCTAssertEqual(index.matches(for: "n", options: .init(maximumCount: 1)).map(\.itemIndex), [2])
  }

  /// The buffer API answers the same, and a typo in an alias finds the item by it.
  func test_buffer_andTypos_keepEachItemOnce() {
    let index = AutofillIndex(items)
    var buffer = AutofillMatchBuffer()
    var options = AutofillMatchOptions(maximumCount: -1, maximumTypos: 1)
    index.matches(for: "big appel", options: options, into: &buffer)
    XCTAssertEqual(buffer.map(\.itemIndex), [2])
    XCTAssertEqual(buffer.map { index.match($0).field }, [.term(1)])
    XCTAssertEqual(buffer.first?.typos, 1)
    options.maximumTypos = 0
    index.matches(for: "ne", options: options, into: &buffer)
    XCTAssertEqual(buffer.map(\.itemIndex), [2, 4])
  }
}
