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

  // Fails if, for a modifier that takes an optional value, `nil` does not give the default, or a value with no counterpart gives the default (issue 52 review: an unrecognised `.textInputAutocapitalization` became `.sentences`) rather than none, which leaves the setting as it was.
  func test_optionalValue_nilIsTheDefault_unknownIsNone() {
    let table = AutofillOpaqueValueTable([(Label.done, "done"), (.search, "search")])
    XCTAssertEqual(table.counterpart(of: nil, absent: "default"), "default")
    XCTAssertEqual(table.counterpart(of: Label.search, absent: "default"), "search")
    XCTAssertNil(table.counterpart(of: Label.next, absent: "default"))
  }

  // Fails if values that describe alike are told apart by guessing (the first one's counterpart for any of them) rather than finding none.
  func test_valuesThatDescribeAlike_findNone() {
    let (first, second) = (Opaque(), Opaque())
    let table = AutofillOpaqueValueTable([(first, 1), (second, 2)])
    XCTAssertNil(table.counterpart(of: first))
    XCTAssertNil(table.counterpart(of: second))
  }
}
