import AutofillCore
import XCTest

/// An index builds the table of one folding, with the structures of one mode; the other
/// foldings and modes are built on first use or by `prepare(for:)`, and answer exactly as if
/// they had been built up front.
final class LazyFoldingTests: XCTestCase {
  private let values = ["Zürich", "zurich", "ZÜRICH", "Straße", "Ｚug", "zug", "New York"]

  private func options(case isCase: Bool = false, diacritics: Bool = false, width: Bool = false)
    -> AutofillMatchOptions
  {
    var options = AutofillMatchOptions()
    options.isCaseSensitive = isCase
    options.isDiacriticSensitive = diacritics
    options.isWidthSensitive = width
    options.maximumCount = -1
    return options
  }

  private func describe(_ matches: [AutofillMatch]) -> [String] {
    matches.map { "\($0.itemIndex) \($0.tier) \($0.utf16Range)" }
  }

  func test_newIndex_preparesOnlyTheFoldingItWasGiven() {
    let index = AutofillIndex(values.map { AutofillItem($0) })
    XCTAssertTrue(index.isPrepared(for: options()))
    XCTAssertFalse(index.isPrepared(for: options(case: true)))
    XCTAssertFalse(index.isPrepared(for: options(diacritics: true)))

    let caseSensitive = AutofillIndex(
      values.map { AutofillItem($0) }, preparing: options(case: true))
    XCTAssertTrue(caseSensitive.isPrepared(for: options(case: true)))
    XCTAssertFalse(caseSensitive.isPrepared(for: options()))
  }

  func test_prepare_buildsTheFolding_andItAnswersLikeAnIndexBuiltForIt() async {
    let lazy = AutofillIndex(values.map { AutofillItem($0) })
    let wanted = options(case: true, diacritics: true)
    await lazy.prepare(for: wanted)
    XCTAssertTrue(lazy.isPrepared(for: wanted))
    let eager = AutofillIndex(values.map { AutofillItem($0) }, preparing: wanted)
    for query in ["Z", "z", "zu", "Zü", "ZÜ", "Ｚ", "stras", "york"] {
      XCTAssertEqual(
        describe(lazy.matches(for: query, options: wanted)),
        describe(eager.matches(for: query, options: wanted)), query)
    }
    XCTAssertEqual(lazy.matches(for: "Zü", options: wanted).map(\.item.value), ["Zürich"])
  }

  func test_foldingsThatTreatTheListAlike_shareOneTable() {
    // Without full-width or half-width characters, width sensitivity changes nothing.
    let index = AutofillIndex(["Zürich", "Straße"].map { AutofillItem($0) })
    XCTAssertTrue(index.isPrepared(for: options(width: true)))
    XCTAssertFalse(index.isPrepared(for: options(case: true)))
  }

  func test_matches_withAnUnpreparedFolding_buildsItOnFirstUse() {
    let index = AutofillIndex(values.map { AutofillItem($0) })
    let wanted = options(diacritics: true)
    XCTAssertEqual(
      index.matches(for: "zu", options: wanted).map(\.item.value), ["zurich", "Ｚug", "zug"])
    XCTAssertTrue(index.isPrepared(for: wanted))
  }

  func test_estimatedByteCount_growsWhenAnotherFoldingIsBuilt() async {
    let index = AutofillIndex((0..<500).map { AutofillItem("Wort \($0) Straße") })
    let before = index.estimatedByteCount
    await index.prepare(for: options(case: true))
    XCTAssertGreaterThan(index.estimatedByteCount, before)
  }

  private func options(_ mode: AutofillMatchMode) -> AutofillMatchOptions {
    var options = options()
    options.mode = mode
    return options
  }

  func test_newIndex_preparesOnlyTheModeItWasGiven() async {
    let index = AutofillIndex(values.map { AutofillItem($0) })
    XCTAssertTrue(index.isPrepared(for: options(.prefix)))
    XCTAssertTrue(index.isPrepared(for: options(.exact)), "exact reads the prefix order")
    XCTAssertFalse(index.isPrepared(for: options(.suffix)))
    XCTAssertFalse(index.isPrepared(for: options(.contains)))

    await index.prepare(for: options(.contains))
    XCTAssertTrue(index.isPrepared(for: options(.contains)))
    XCTAssertFalse(index.isPrepared(for: options(.suffix)))

    let suffix = AutofillIndex(values.map { AutofillItem($0) }, preparing: options(.suffix))
    XCTAssertTrue(suffix.isPrepared(for: options(.suffix)))
    XCTAssertFalse(suffix.isPrepared(for: options(.contains)))
  }

  /// With typos allowed, preparing also builds what the typo search reads (which grows the
  /// index a little), so the first query with typos does not; without typos it is not built.
  func test_prepare_withTypos_buildsTheTypoSearchsStructures() async {
    for mode in AutofillMatchMode.allCases {
      let index = AutofillIndex(values.map { AutofillItem($0) })
      var typos = options(mode)
      typos.maximumTypos = 2
      await index.prepare(for: options(mode))
      XCTAssertFalse(index.isPrepared(for: typos), "\(mode)")
      let before = index.estimatedByteCount
      await index.prepare(for: typos)
      XCTAssertTrue(index.isPrepared(for: typos), "\(mode)")
      XCTAssertGreaterThan(index.estimatedByteCount, before, "\(mode)")
    }
  }

  func test_modeBuiltOnFirstUse_answersLikeAnIndexBuiltForIt() {
    let items = (values + ["Bad Zurzach", "Zurich Airport", "Grüezi Zürich"]).map {
      AutofillItem($0)
    }
    for mode in AutofillMatchMode.allCases {
      for ordering in AutofillMatchOptions.Ordering.allCases {
        var wanted = options(mode)
        wanted.ordering = ordering
        let lazy = AutofillIndex(items)
        let eager = AutofillIndex(items, preparing: wanted)
        for query in ["z", "zu", "ich", "rich", "Zürich", "ch", "york", "e"] {
          XCTAssertEqual(
            describe(lazy.matches(for: query, options: wanted)),
            describe(eager.matches(for: query, options: wanted)), "\(mode) \(ordering) \(query)")
        }
        XCTAssertTrue(lazy.isPrepared(for: wanted))
      }
    }
  }

  func test_estimatedByteCount_growsWhenAnotherModeIsBuilt() async {
    let index = AutofillIndex((0..<500).map { AutofillItem("Wort \($0) Straße") })
    let before = index.estimatedByteCount
    await index.prepare(for: options(.suffix))
    let withSuffix = index.estimatedByteCount
    XCTAssertGreaterThan(withSuffix, before)
    await index.prepare(for: options(.contains))
    XCTAssertGreaterThan(index.estimatedByteCount, withSuffix)
  }
}
