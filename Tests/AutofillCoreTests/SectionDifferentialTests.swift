import AutofillCore
import Foundation
import XCTest

/// Random sections on the fixture's items, against the reference matcher and a naive grouping:
/// the rows a field shows are the reference's matches (sections never change what matches or
/// which matches the limit keeps), grouped as <doc:Sections> documents, with one header per
/// section and "n of m" counting the suggestions only.
final class SectionDifferentialTests: XCTestCase {
  private static let seed: UInt64 = 0x5EC7_1025

  func test_randomSections_rowsAreTheReferencesMatches_groupedAsDocumented() {
    let values = Fixture.multilingual
    XCTAssertGreaterThan(values.count, 2_000, "the fixture is missing")
    print("SectionDifferentialTests seed: \(Self.seed)")
    var generator = SeededGenerator(seed: Self.seed)
    let sections: [String?] = [nil, "Cities", "Countries", "People", "", " \t", "cities"]
    let items = values.enumerated().map { index, value in
      AutofillItem(value, section: sections.randomElement(using: &generator) ?? nil, refCon: index)
    }
    let index = AutofillIndex(items)
    let reference = ReferenceMatcher(values: values)
    let queries = QueryGenerator.queries(from: values, count: 40, using: &generator)
    // Every fourth combination of folding, wildcards and ordering: each option still varies.
    let optionSets = Fixture.allOptions.enumerated().filter { $0.offset % 4 == 1 }.map(\.element)
    var failures = 0
    var checked = 0
    for query in queries where failures < 10 {
      for var options in optionSets {
        let unlimited = reference.matches(query, options: options).map(\.itemIndex)
        for limit in [1, 5, -1] where failures < 10 {
          options.maximumCount = limit
          var configuration = AutofillSuggestionMachine.Configuration()
          configuration.options = options
          configuration.texts = AutofillStateTexts(language: "en")
          var machine = AutofillSuggestionMachine(
            source: .items(index), configuration: configuration)
          _ = machine.beginEditing(text: "")
          _ = machine.changeText(query)
          let matched = limit < 0 ? unlimited : Array(unlimited.prefix(limit))
          let expected = Self.grouped(matched, sections: items.map(\.section))
          let shown = machine.state.suggestions.map { $0.item.refCon as? Int ?? -1 }
          let rows = AutofillDropdownRow.rows(for: machine.state, texts: configuration.texts)
          let spelled = rows.map { row -> String in
            if case .suggestion(let index) = row.kind {
              return "\(shown[index]) \(row.accessibilityValue ?? "")"
            }
            return "[\(row.title)]"
          }
          let expectedRows = Self.rows(expected, sections: items.map(\.section))
          checked += 1
          if shown != expected || spelled != expectedRows {
            failures += 1
            XCTFail(
              "query \(query.debugDescription), \(options): rows \(spelled) != expected "
                + "\(expectedRows)")
          }
        }
      }
    }
    print("SectionDifferentialTests: \(checked) checks, \(failures) failures")
  }

  /// The documented grouping, naively: items without a section (none, empty or blank) first,
  /// then each section in the order of its first item, each keeping the matches' order.
  private static func grouped(_ matched: [Int], sections: [String?]) -> [Int] {
    let titles = matched.map { title(sections[$0]) }
    var order: [String] = []
    for case let title? in titles where !order.contains(title) { order.append(title) }
    return matched.filter { title(sections[$0]) == nil }
      + order.flatMap { section in matched.filter { title(sections[$0]) == section } }
  }

  /// The rows for grouped matches: a header where the section changes to one, then
  /// `ITEM k of n` for the k-th of n suggestions.
  private static func rows(_ grouped: [Int], sections: [String?]) -> [String] {
    var rows: [String] = []
    var previous: String?
    for (position, item) in grouped.enumerated() {
      let section = title(sections[item])
      if let section, section != previous { rows.append("[\(section)]") }
      previous = section
      rows.append("\(item) \(position + 1) of \(grouped.count)")
    }
    return rows
  }

  private static func title(_ section: String?) -> String? {
    guard let section, !section.allSatisfy(\.isWhitespace) else { return nil }
    return section
  }
}
