import AutofillCore
import Foundation
import XCTest

/// Random sections on the fixture's items, against the reference matcher and a naive grouping:
/// the rows a field shows are the reference's matches (sections never change what matches or
/// which matches the limit keeps), grouped as <doc:Sections> documents, with one header per
/// section, "Other" over rows without a section under a section, and "n of m" counting the
/// suggestions only; the reference's best match is the top row, the one inline completion
/// offers, Down highlights first and Return enters (issue 48: a row without a section ranked
/// under it never displaces it).
final class SectionDifferentialTests: XCTestCase {
  private static let seed: UInt64 = 0x5EC7_1025

  @MainActor
  func test_randomSections_rowsAreTheReferencesMatches_groupedAsDocumented() async {
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
    var bestInASectionOverOthers = 0
    for query in queries where failures < 10 {
      for var options in optionSets {
        let unlimited = reference.matches(query, options: options).map(\.itemIndex)
        for limit in [1, 5, -1] where failures < 10 {
          options.maximumCount = limit
          var configuration = AutofillSuggestionMachine.Configuration()
          configuration.options = options
          configuration.texts = AutofillStateTexts(language: "en")
          let session = AutofillCompletionSession(
            configuration: configuration, clock: ManualClock())
          session.setIndex(index)
          session.isInlineCompletionOn = true
          var entered: String?
          session.onReplaceText = {
            entered = $0.replacement
            return true
          }
          session.beginEditing(text: query)
          let matched = limit < 0 ? unlimited : Array(unlimited.prefix(limit))
          let expected = Self.grouped(matched, sections: items.map(\.section))
          let suggestions = session.state.suggestions
          let shown = suggestions.map { $0.item.refCon as? Int ?? -1 }
          let rows = AutofillDropdownRow.rows(for: session.state, texts: configuration.texts)
          let spelled = rows.map { row -> String in
            if case .suggestion(let index) = row.kind {
              return "\(shown[index]) \(row.accessibilityValue ?? "")"
            }
            return "[\(row.title)]"
          }
          let expectedRows = Self.rows(expected, sections: items.map(\.section))
          if let best = matched.first, Self.title(items[best].section) != nil,
            matched.contains(where: { Self.title(items[$0].section) == nil })
          {
            bestInASectionOverOthers += 1
          }
          // The reference's best match: offered inline, highlighted first, entered by Return.
          let best = matched.first.flatMap { best in
            suggestions.first { $0.item.refCon as? Int == best }
          }
          let ghost = AutofillInlineCompletion(
            text: query, caretUTF16Offset: query.utf16.count, hasMarkedText: false, best: best,
            options: options)
          let offered = session.inlineCompletion
          session.moveHighlight(.down)
          let highlighted = session.state.highlightedIndex.map { shown[$0] }
          let picked = session.selectHighlighted()
          session.invalidate()
          checked += 1
          if shown != expected || spelled != expectedRows || offered != ghost
            || highlighted != matched.first || picked != (best != nil)
            || entered != best?.item.value
          {
            failures += 1
            XCTFail(
              "query \(query.debugDescription), \(options): rows \(spelled) != expected "
                + "\(expectedRows); inline \(String(describing: offered)) (expected "
                + "\(String(describing: ghost))), highlighted \(String(describing: highlighted)), "
                + "entered \(String(describing: entered))")
          }
        }
      }
    }
    print(
      "SectionDifferentialTests: \(checked) checks (\(bestInASectionOverOthers) with the best "
        + "match in a section over rows without one), \(failures) failures")
    XCTAssertGreaterThan(bestInASectionOverOthers, checked / 20, "the issue's case is checked")
  }

  /// The documented grouping, naively: the matches grouped by section (none, empty or blank
  /// making one group), the groups in the order of their first match, each keeping the
  /// matches' order.
  private static func grouped(_ matched: [Int], sections: [String?]) -> [Int] {
    var order: [String?] = []
    for item in matched where !order.contains(title(sections[item])) {
      order.append(title(sections[item]))
    }
    return order.flatMap { section in matched.filter { title(sections[$0]) == section } }
  }

  /// The rows for grouped matches: a header where the section changes to one, "[Other]"
  /// where it changes from one to none, then `ITEM k of n` for the k-th of n suggestions.
  private static func rows(_ grouped: [Int], sections: [String?]) -> [String] {
    var rows: [String] = []
    var previous: String?
    for (position, item) in grouped.enumerated() {
      let section = title(sections[item])
      if let section, section != previous { rows.append("[\(section)]") }
      if section == nil, previous != nil { rows.append("[Other]") }
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
