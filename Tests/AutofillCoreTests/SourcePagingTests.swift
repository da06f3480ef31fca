import AutofillCore
import XCTest

/// The local sources page by any `count` and `skip` a host passes: negative ones count as 0,
/// and a page reaching past `Int.max` neither traps nor loses rows.
final class SourcePagingTests: XCTestCase {
  private let cities = ["Basel", "Bern", "Biel", "Brig"].map { AutofillItem($0) }

  func test_indexSource_extremeCountAndSkip_pageWithoutTrapping() async throws {
    let source = AutofillIndexSource(items: cities)
    let cases: [(line: UInt, count: Int, skip: Int, expected: [String])] = [
      (#line, 2, 1, ["Bern", "Biel"]),
      (#line, -1, 0, []),
      (#line, 0, 0, []),
      (#line, 2, -5, ["Basel", "Bern"]),
      (#line, .min, .min, []),
      (#line, .max, 0, ["Basel", "Bern", "Biel", "Brig"]),
      (#line, .max, 1, ["Bern", "Biel", "Brig"]),
      (#line, .max, .max, []),
      (#line, 1, .max, []),
    ]
    for (line, count, skip, expected) in cases {
      var options = AutofillMatchOptions()
      options.ordering = .source
      let page = try await source.items(
        for: AutofillQuery(text: "b", options: options, count: count, skip: skip))
      XCTAssertEqual(page.map(\.value), expected, "count \(count) skip \(skip)", line: line)
    }
  }
}
