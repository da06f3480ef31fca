import XCTest

@testable import AutofillCLI

final class DemoOptionsTests: XCTestCase {
  func test_toggles_changeOneOptionEach() {
    var options = DemoOptions()
    XCTAssertEqual(
      options.statusLine.text,
      "^T case:off ^G diacritics:off ^B before:off ^F after:on ^N max:5 ^O relevance ^Y typos:0"
        + " · prefix")
    options.apply(.caseSensitive)
    options.apply(.diacriticSensitive)
    options.apply(.wildcardBefore)
    XCTAssertEqual(options.options.mode, .contains)
    options.apply(.wildcardAfter)
    XCTAssertEqual(options.options.mode, .suffix)
    options.apply(.ordering)
    XCTAssertEqual(
      options.statusLine.text,
      "^T case:on ^G diacritics:on ^B before:on ^F after:off ^N max:5 ^O source ^Y typos:0"
        + " · suffix")
    var counts: [Int] = []
    for _ in 0..<5 {
      options.apply(.maximumCount)
      counts.append(options.options.maximumCount)
    }
    XCTAssertEqual(counts, [10, 25, -1, 5, 10])
    var typos: [Int] = []
    for _ in 0..<4 {
      options.apply(.typos)
      typos.append(options.options.maximumTypos)
    }
    XCTAssertEqual(typos, [1, 2, 0, 1])
  }

  func test_toggleKeys_areDistinctAndFreeForEditing() {
    let keys = DemoOptions.Toggle.allCases.map(\.key)
    XCTAssertEqual(Set(keys).count, keys.count)
    // Ctrl-A/E move the caret, Ctrl-C/D quit, H/I/J/M are Backspace, Tab and Return.
    XCTAssertTrue(Set(keys).isDisjoint(with: ["a", "e", "c", "d", "h", "i", "j", "m"]))
    for toggle in DemoOptions.Toggle.allCases {
      XCTAssertEqual(DemoOptions.Toggle(key: toggle.key), toggle)
    }
  }
}
