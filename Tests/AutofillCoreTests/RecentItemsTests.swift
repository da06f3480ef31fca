import AutofillCore
import XCTest

/// Recent picks: most recent first, each value once, at most the capacity.
final class RecentItemsTests: XCTestCase {
  func test_record_putsTheItemFirst_withoutDuplicates_withinTheCapacity() {
    let cases: [(capacity: Int, picks: [String], expected: [String], line: UInt)] = [
      (3, [], [], #line),
      (3, ["Bern"], ["Bern"], #line),
      (3, ["Bern", "Zug"], ["Zug", "Bern"], #line),
      (3, ["Bern", "Zug", "Bern"], ["Bern", "Zug"], #line),
      (3, ["a", "b", "c", "d"], ["d", "c", "b"], #line),
      (3, ["a", "b", "c", "a", "d"], ["d", "a", "c"], #line),
      (1, ["a", "b"], ["b"], #line),
      (0, ["a"], [], #line),
      (-4, ["a"], [], #line),
    ]
    for (capacity, picks, expected, line) in cases {
      var recent = AutofillRecentItems(capacity: capacity)
      for pick in picks { recent.record(AutofillItem(pick)) }
      XCTAssertEqual(recent.values, expected, line: line)
    }
  }

  func test_record_keepsTheLatestItemOfAValue() {
    var recent = AutofillRecentItems()
    recent.record(AutofillItem("Bern", subtitle: "old"))
    recent.record(AutofillItem("Bern", subtitle: "new"))
    XCTAssertEqual(recent.items.map(\.subtitle), ["new"])
  }

  func test_init_takesAStoredList_mostRecentFirst() {
    let stored = ["c", "b", "c", "a", "x"].map { AutofillItem($0) }
    let recent = AutofillRecentItems(capacity: 3, items: stored)
    XCTAssertEqual(recent.values, ["c", "b", "a"])
  }

  func test_remove_andRemoveAll() {
    var recent = AutofillRecentItems(capacity: 5, items: ["a", "b", "c"].map { AutofillItem($0) })
    recent.remove(value: "b")
    recent.remove(value: "nope")
    XCTAssertEqual(recent.values, ["a", "c"])
    recent.removeAll()
    XCTAssertEqual(recent.values, [])
  }
}
