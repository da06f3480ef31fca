import AutofillCore
import Foundation
import XCTest

/// Bad and unusual input: each gets a defined result, never a crash.
final class EdgeCaseTests: XCTestCase {
  private let values = ["Straße", "Zürich", "banana", "nana", "", "New York", "York", "York"]
  private lazy var index = AutofillIndex(values: values)

  private func values(_ query: String, _ options: AutofillMatchOptions = .init()) -> [String] {
    index.matches(for: query, options: options).map(\.item.value)
  }

  private func options(_ mode: AutofillMatchMode, max: Int = -1) -> AutofillMatchOptions {
    var options = AutofillMatchOptions(maximumCount: max)
    options.mode = mode
    return options
  }

  func test_emptyAndWhitespaceQueries_matchNothingInEveryMode() {
    for query in ["", " ", "   ", "\t", "\n", "\u{00A0}", "\u{3000}", " \r\n "] {
      for mode in AutofillMatchMode.allCases {
        XCTAssertEqual(values(query, options(mode)), [], "\(query.debugDescription) \(mode)")
      }
    }
  }

  func test_emptyItem_neverMatches_andDoesNotBreakTheIndex() {
    for mode in AutofillMatchMode.allCases {
      XCTAssertFalse(
        index.matches(for: "a", options: options(mode)).contains { $0.item.value.isEmpty })
    }
    let onlyEmpty = AutofillIndex(values: ["", "", ""])
    for mode in AutofillMatchMode.allCases {
      XCTAssertEqual(onlyEmpty.matches(for: "x", options: options(mode)).count, 0)
    }
    XCTAssertEqual(AutofillIndex(values: []).matches(for: "x").count, 0)
  }

  func test_hundredThousandCharacterQuery_matchesNothing_withoutCrashing() {
    let long = String(repeating: "Straße", count: 100_000 / 6)
    for mode in AutofillMatchMode.allCases {
      XCTAssertEqual(values(long, options(mode)), [])
    }
  }

  func test_baseWithHundredThousandCombiningMarks_isOneCharacter_matchedAsFolded() {
    let query = "b" + String(repeating: "\u{0301}", count: 100_000)
    // One Character; diacritic-insensitive folding keeps it a single character, so it matches
    // exactly what the reference semantics say: compare with Foundation directly.
    let folded = Array(
      query.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil))
    let expected = folded == ["b"] ? ["banana"] : []
    XCTAssertEqual(values(query), expected)
  }

  func test_loneSurrogatesFromNSString_areRepaired_andMatchLikeTheReplacementCharacter() {
    let units: [unichar] = [0x62, 0xD800, 0x61]
    let query = NSString(characters: units, length: units.count) as String
    XCTAssertEqual(Array(query.unicodeScalars).count, 3)
    XCTAssertEqual(values(query), [])
    let repaired = AutofillIndex(values: ["b\u{FFFD}ad", query])
    XCTAssertEqual(repaired.matches(for: query).map(\.itemIndex), [1, 0])
  }

  func test_duplicateValues_areAllReturned_inSourceOrder() {
    XCTAssertEqual(index.matches(for: "york").map(\.itemIndex), [6, 7])
  }

  func test_maximumCount_zeroReturnsNothing_negativeReturnsAll() {
    XCTAssertEqual(values("n", options(.contains, max: 0)), [])
    XCTAssertEqual(values("n", options(.contains, max: -1)), ["nana", "New York", "banana"])
    XCTAssertEqual(values("n", options(.contains, max: -7)).count, 3)
    XCTAssertEqual(values("n", options(.contains, max: 2)), ["nana", "New York"])
  }

  /// A limit so large that the work it implies overflows `Int` in any mode and ordering still
  /// means "all": no arithmetic on it may trap.
  func test_hugePositiveMaximumCount_returnsAll_inEveryModeAndOrdering() {
    for limit in [
      Int.max, Int.max / 2, Int.max / 4, Int.max / 9, Int.max / 10, Int.max / 16, 1 << 40,
    ] {
      for mode in AutofillMatchMode.allCases {
        for ordering in AutofillMatchOptions.Ordering.allCases {
          var options = options(mode, max: limit)
          options.ordering = ordering
          var all = options
          all.maximumCount = -1
          // "k" is in one value once: the fewest postings, so the most work per match implied.
          for query in ["n", "k"] {
            XCTAssertEqual(
              values(query, options), values(query, all),
              "\(query), limit \(limit), \(mode), \(ordering)")
          }
        }
      }
    }
  }

  func test_foldingExamplesFromTheSpecification() {
    let cases: [(String, AutofillMatchMode, [String], UInt)] = [
      ("stras", .prefix, ["Straße"], #line),
      ("STRASSE", .exact, ["Straße"], #line),
      ("ＺÜＲＩＣＨ", .exact, ["Zürich"], #line),
      ("zurich", .exact, ["Zürich"], #line),
      ("na", .suffix, ["nana", "banana"], #line),
      ("york", .contains, ["York", "York", "New York"], #line),
    ]
    for (query, mode, expected, line) in cases {
      XCTAssertEqual(values(query, options(mode)), expected, line: line)
    }
  }

  func test_sensitivity_keepsDistinctionsTheOptionsAskFor() {
    let cases: [(AutofillMatchOptions, String, [String], UInt)] = [
      (AutofillMatchOptions(isCaseSensitive: true), "z", [], #line),
      (AutofillMatchOptions(isCaseSensitive: true), "Z", ["Zürich"], #line),
      (AutofillMatchOptions(isDiacriticSensitive: true), "zur", [], #line),
      (AutofillMatchOptions(isDiacriticSensitive: true), "zür", ["Zürich"], #line),
      (AutofillMatchOptions(isWidthSensitive: true), "Ｚ", [], #line),
    ]
    for (options, query, expected, line) in cases {
      XCTAssertEqual(values(query, options), expected, line: line)
    }
  }

  func test_graphemeClusters_areWholeCharacters_unlikeFoundationsUTF16Search() {
    let family = AutofillIndex(values: ["👩‍👩‍👧", "👩", "é", "e\u{301}x"])
    var contains = AutofillMatchOptions(maximumCount: -1)
    contains.mode = .contains
    XCTAssertEqual(family.matches(for: "👩", options: contains).map(\.itemIndex), [1])
    XCTAssertEqual(family.matches(for: "e", options: contains).map(\.itemIndex), [2, 3])
    var sensitive = contains
    sensitive.isDiacriticSensitive = true
    XCTAssertEqual(family.matches(for: "e", options: sensitive).map(\.itemIndex), [])
    XCTAssertEqual(family.matches(for: "é", options: sensitive).map(\.itemIndex), [2, 3])
  }

  func test_matchedRange_coversWholeCharactersOfTheValue() {
    let straße = index.matches(for: "stras")[0]
    XCTAssertEqual(String(straße.item.value[straße.range]), "Straß")
    XCTAssertEqual(straße.utf16Range, NSRange(location: 0, length: 5))
    var contains = AutofillMatchOptions()
    contains.mode = .contains
    let york = index.matches(for: "york", options: contains).last
    XCTAssertEqual(york.map { String($0.item.value[$0.range]) }, "York")
    XCTAssertEqual(york?.tier, .wordPrefix)
    XCTAssertEqual(york?.utf16Range, NSRange(location: 4, length: 4))
  }

  func test_relevanceTiers_exactThenPrefixThenWordThenRest_sourceOrderWithin() {
    let list = AutofillIndex(values: [
      "Tor York", "Yorkshire", "york", "New York", "Yorktown", "xyorkx",
    ])
    var options = AutofillMatchOptions(maximumCount: -1)
    options.mode = .contains
    let found = list.matches(for: "york", options: options)
    XCTAssertEqual(found.map(\.itemIndex), [2, 1, 4, 0, 3, 5])
    XCTAssertEqual(
      found.map(\.tier), [.exact, .prefix, .prefix, .wordPrefix, .wordPrefix, .substring])
    options.ordering = .source
    XCTAssertEqual(
      list.matches(for: "york", options: options).map(\.itemIndex), [0, 1, 2, 3, 4, 5])
  }

  func test_buildOffTheCallersActor_givesTheSameAnswers() async {
    let built = await AutofillIndex.build(values.map { AutofillItem($0) })
    XCTAssertEqual(built.count, values.count)
    XCTAssertEqual(
      built.matches(for: "na").map(\.itemIndex), index.matches(for: "na").map(\.itemIndex))
  }

  func test_optionsModeRoundTripsThroughTheWildcardFlags() {
    for mode in AutofillMatchMode.allCases {
      var options = AutofillMatchOptions()
      options.mode = mode
      XCTAssertEqual(
        AutofillMatchMode(
          wildcardBefore: options.isWildcardBefore, wildcardAfter: options.isWildcardAfter), mode)
    }
    XCTAssertEqual(AutofillMatchOptions().mode, .prefix)
  }

  func test_itemsKeepSubtitleAndPayload() {
    let items = [AutofillItem("Bern", subtitle: "Switzerland", refCon: 42)]
    let match = AutofillIndex(items).matches(for: "be")[0]
    XCTAssertEqual(match.item.subtitle, "Switzerland")
    XCTAssertEqual(match.item.refCon as? Int, 42)
  }
}
