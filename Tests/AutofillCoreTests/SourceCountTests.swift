import AutofillCore
import Foundation
import XCTest

/// ``AutofillSuggestionMachine/Configuration/maximumSourceCount`` through the controller, on
/// its test clock: a source's rows are cut to the count and no page is asked past it, alone,
/// with pages smaller than the count, and under a static list's rows. Without the setting
/// (issue 52, item 7) the count was reached only by a page size and a source answering `[]`
/// for later pages.
@MainActor
final class SourceCountTests: XCTestCase {
  private let clock = ManualClock()

  /// A source over `list` that records each query (its skip and count) and answers at once.
  /// With `ignoresPage` it answers the whole list every time, as a closure over an array does.
  private final class ListSource: AutofillSource, @unchecked Sendable {
    // @unchecked: `recorded` is read and written only under `lock`.
    private let lock = NSLock()
    private var recorded: [(skip: Int, count: Int)] = []
    private let list: [String]
    private let ignoresPage: Bool

    init(_ list: [String], ignoresPage: Bool) {
      self.list = list
      self.ignoresPage = ignoresPage
    }

    var calls: [(skip: Int, count: Int)] { lock.withLock { recorded } }

    func items(for query: AutofillQuery) async throws -> [AutofillItem] {
      lock.withLock { recorded.append((query.skip, query.count)) }
      let rows = ignoresPage ? list[...] : list.dropFirst(query.skip).prefix(query.count)
      return rows.map { AutofillItem($0) }
    }
  }

  private func controller(count: Int, pageSize: Int = 15, itemCount: Int = 5)
    -> AutofillSuggestionController
  {
    var configuration = AutofillSuggestionMachine.Configuration()
    configuration.debounce = .zero
    configuration.pageSize = pageSize
    configuration.maximumSourceCount = count
    configuration.options.maximumCount = itemCount
    return AutofillSuggestionController(configuration: configuration, clock: clock)
  }

  private func values(_ controller: AutofillSuggestionController) -> [String] {
    controller.state.suggestions.map(\.item.value)
  }

  /// Fails if the count does not cut the answer (40 rows would show as 15, the page size) or
  /// if the end of the rows, or Down on the last row, asks for a second page.
  func test_sourceAnswering40Rows_countOf5_shows5_andAsksNoSecondPage() async {
    let names = (0..<40).map { "Name \($0)" }
    let source = ListSource(names, ignoresPage: true)
    let controller = controller(count: 5)
    controller.setSource(source)
    controller.beginEditing(text: "n")
    await settle { controller.state.kind == .results }
    XCTAssertEqual(values(controller), Array(names.prefix(5)))
    controller.reachEnd()
    controller.moveHighlight(.up)  // the last row
    controller.moveHighlight(.down)  // wraps to the first: no page is left to load
    await settle()
    await clock.advance(by: .seconds(1))
    XCTAssertEqual(values(controller), Array(names.prefix(5)))
    XCTAssertEqual(controller.state.highlightedIndex, 0)
    XCTAssertEqual(source.calls.map(\.skip), [0])
    XCTAssertEqual(source.calls.map(\.count), [5], "the page asks for the rows left only")
    XCTAssertFalse(controller.hasPendingWork)
    controller.invalidate()
  }

  /// A count larger than a page: pages of 15 until the count, the last asking for the rows
  /// left. Fails if the count stops paging early or lets a third page be asked.
  func test_countLargerThanAPage_pagesUpToTheCount_thenStops() async {
    let names = (0..<40).map { "b\($0)" }
    let source = ListSource(names, ignoresPage: false)
    let controller = controller(count: 20, pageSize: 15)
    controller.setSource(source)
    controller.beginEditing(text: "b")
    await settle { controller.state.kind == .results }
    XCTAssertEqual(values(controller), Array(names.prefix(15)))
    controller.reachEnd()
    await settle { controller.state.suggestions.count == 20 }
    controller.reachEnd()
    await settle()
    XCTAssertEqual(values(controller), Array(names.prefix(20)))
    XCTAssertEqual(source.calls.map(\.skip), [0, 15])
    XCTAssertEqual(source.calls.map(\.count), [15, 5])
    controller.invalidate()
  }

  /// Items shown with a source: the list's matches keep `maximumCount`, the source's rows the
  /// source count, each on its own; a source row hidden under the list's row of the same value
  /// counts. Fails if one bound cuts the other's rows, or if a page is asked past the count.
  func test_countWithMergedItems_boundsTheSourceRowsOnly() async {
    let source = ListSource(["Zug", "Zumikon", "Zuchwil", "Zunzgen", "Zullwil"], ignoresPage: true)
    let controller = controller(count: 3, pageSize: 2, itemCount: 2)
    controller.setItems(["Zürich", "Zug", "Zuoz"].map { AutofillItem($0) }, mergedWith: source)
    controller.beginEditing(text: "Zu")
    await settle { controller.state.suggestions.count == 3 }
    XCTAssertEqual(values(controller), ["Zürich", "Zug", "Zumikon"], "page 1: Zug shown once")
    controller.reachEnd()
    await settle { controller.state.suggestions.count == 4 }
    controller.reachEnd()
    await settle()
    XCTAssertEqual(values(controller), ["Zürich", "Zug", "Zumikon", "Zuchwil"])
    XCTAssertEqual(controller.state.suggestions.map(\.origin), [.items, .items, .source, .source])
    XCTAssertEqual(source.calls.map(\.count), [2, 1], "2 of 3, then the 1 left, then none")
    controller.invalidate()
  }

  /// A count of 0 asks nothing: the field stays hidden rather than asking and showing no
  /// matches. Fails if the source is called.
  func test_countOfZero_neverAsksTheSource() async {
    let source = ListSource(["a"], ignoresPage: true)
    let controller = controller(count: 0)
    controller.setSource(source)
    controller.beginEditing(text: "a")
    await settle()
    await clock.advance(by: .seconds(1))
    XCTAssertTrue(source.calls.isEmpty)
    XCTAssertEqual(controller.state.kind, .hidden)
    controller.invalidate()
  }
}
