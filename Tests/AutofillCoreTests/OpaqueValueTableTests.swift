import AutofillCore
import XCTest

/// `AutofillOpaqueValueTable`: how an `AutofillField` finds UIKit's value for one of SwiftUI's
/// that it can neither compare nor read.
final class OpaqueValueTableTests: XCTestCase {
  /// Stands in for `SubmitLabel`: a struct that is not `Equatable`, its kind private.
  struct Label {
    private let kind: Int
    static let done = Label(kind: 1)
    static let search = Label(kind: 2)
    static let next = Label(kind: 3)
  }

  /// Stands in for a type whose values all describe alike (a class instance's description is
  /// its type's name).
  final class Opaque {}

  // Fails if a known value does not find its counterpart, a value made again (not the same instance) does not, or an unknown value finds one.
  func test_knownValues_findTheirCounterparts() {
    let table = AutofillOpaqueValueTable([(Label.done, "done"), (.search, "search")])
    XCTAssertEqual(table.counterpart(of: .done), "done")
    XCTAssertEqual(table.counterpart(of: .search), "search")
    XCTAssertNil(table.counterpart(of: .next))
  }

  // Fails if values that describe alike are told apart by guessing (the first one's counterpart for any of them) rather than finding none.
  func test_valuesThatDescribeAlike_findNone() {
    let (first, second) = (Opaque(), Opaque())
    let table = AutofillOpaqueValueTable([(first, 1), (second, 2)])
    XCTAssertNil(table.counterpart(of: first))
    XCTAssertNil(table.counterpart(of: second))
  }
}
