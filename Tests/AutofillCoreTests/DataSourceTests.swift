import AutofillCore
import XCTest

/// The RVS_AutofillTextField-shaped data source: default matching, a custom matcher, paging,
/// and a weak hold.
@MainActor
final class DataSourceTests: XCTestCase {
  private final class Cities: AutofillTextFieldDataSource {
    var textDictionary = ["Zürich", "Zug", "Bern", "  ", "Zuoz"].map { AutofillItem($0) }
  }

  private final class Custom: AutofillTextFieldDataSource {
    var textDictionary: [AutofillItem] = []
    var asked: [String] = []
    func getTextDictionaryFromThis(
      string: String, isCaseSensitive: Bool, isWildcardBefore: Bool, isWildcardAfter: Bool,
      maximumAutofillCount: Int
    ) -> [AutofillItem] {
      asked.append(
        "\(string) \(isCaseSensitive) \(isWildcardBefore) \(isWildcardAfter) \(maximumAutofillCount)"
      )
      return ["a", "", "b", "c", "d"].map { AutofillItem($0) }
    }
  }

  /// A port renames `RVS_AutofillTextFieldDataSourceType(value:refCon:)` and keeps the call.
  func test_itemMadeAsRVSMakesIt_hasTheValueAndTheRefCon() throws {
    let item = AutofillItem(value: "Zug", refCon: 6300)
    XCTAssertEqual(item.value, "Zug")
    XCTAssertEqual(item.refCon as? Int, 6300)
    XCTAssertNil(item.subtitle)
    XCTAssertNil(AutofillItem(value: "Zug").refCon)
  }

  func test_defaultMatching_usesTheTextDictionaryAndTheOptions() async throws {
    let cities = Cities()
    let adapter = AutofillDataSourceAdapter(cities)
    var options = AutofillMatchOptions()
    let folded = try await adapter.items(for: AutofillQuery(text: "zu", options: options))
    XCTAssertEqual(folded.map(\.value), ["Zürich", "Zug", "Zuoz"])
    options.isCaseSensitive = true
    let cased = try await adapter.items(for: AutofillQuery(text: "zu", options: options))
    XCTAssertEqual(cased.map(\.value), [])
    options = AutofillMatchOptions()
    options.maximumCount = 1
    let limited = try await adapter.items(for: AutofillQuery(text: "Zu", options: options))
    XCTAssertEqual(limited.map(\.value), ["Zürich"])
  }

  func test_customMatcher_getsTheFieldsOptions_andIsPaged() async throws {
    let custom = Custom()
    let adapter = AutofillDataSourceAdapter(custom)
    var options = AutofillMatchOptions()
    options.isWildcardBefore = true
    options.maximumCount = -1
    let page = try await adapter.items(
      for: AutofillQuery(text: "q", options: options, count: 2, skip: 1))
    XCTAssertEqual(page.map(\.value), ["b", "c"], "empty values are left out, then paged")
    XCTAssertEqual(custom.asked, ["q false true true -1"])
  }

  func test_isHeldWeakly_andAnswersNothingOnceGone() async throws {
    var cities: Cities? = Cities()
    let adapter = AutofillDataSourceAdapter(try XCTUnwrap(cities))
    weak var weakCities: Cities?
    weakCities = cities  // assigned apart: `weak let` needs Swift 6.2 (the tools version is 6.0)
    cities = nil
    XCTAssertNil(weakCities)
    XCTAssertNil(adapter.dataSource)
    let items = try await adapter.items(for: AutofillQuery(text: "Zu"))
    XCTAssertEqual(items.count, 0)
  }
}
