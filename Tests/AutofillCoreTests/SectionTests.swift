import AutofillCore
import Foundation
import XCTest

/// Item sections (``AutofillItem/section``): how the suggestions group under their headers,
/// in which order, how the headers count and read to VoiceOver, and how the highlight moves
/// over them, with the field's items, a source, and both together.
final class SectionTests: XCTestCase {
  private typealias Machine = AutofillSuggestionMachine

  /// Items from a compact spelling: `Zürich/Cities Zug Bern/` is Zürich in "Cities", Zug with
  /// no section and Bern with an empty one.
  private func items(_ spelling: String) -> [AutofillItem] {
    spelling.split(separator: " ").map { token in
      let parts = token.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
      return AutofillItem(String(parts[0]), section: parts.count > 1 ? String(parts[1]) : nil)
    }
  }

  /// The rows as one line: `[Title]` for a title row, `*Value` for the highlighted suggestion,
  /// `…` loading, `!` failed, `∅` no matches.
  private func spelled(_ rows: [AutofillDropdownRow]) -> String {
    rows.map { row in
      switch row.kind {
      case .sectionTitle: "[\(row.title)]"
      case .suggestion: row.isHighlighted ? "*" + row.title : row.title
      case .loading: "…"
      case .failed: "!"
      case .noMatches: "∅"
      }
    }.joined(separator: " ")
  }

  private func spelled(_ machine: Machine, texts: AutofillStateTexts? = nil) -> String {
    spelled(
      AutofillDropdownRow.rows(
        for: machine.state, sourceStatus: machine.sourceStatus,
        texts: texts ?? machine.configuration.texts))
  }

  private func configuration(
    maximumCount: Int = 5, ordering: AutofillMatchOptions.Ordering = .relevance,
    _ configure: (inout Machine.Configuration) -> Void = { _ in }
  ) -> Machine.Configuration {
    var configuration = Machine.Configuration()
    configuration.texts = AutofillStateTexts(language: "en")
    configuration.options.maximumCount = maximumCount
    configuration.options.ordering = ordering
    configure(&configuration)
    return configuration
  }

  private func itemsMachine(_ spelling: String, _ configuration: Machine.Configuration)
    -> MachineSimulation
  {
    var simulation = MachineSimulation(
      Machine(source: .items(AutofillIndex(items(spelling))), configuration: configuration))
    simulation.begin()
    return simulation
  }

  // MARK: Grouping and ordering, with the field's items

  func test_items_groupBySection_inTheOrderOfEachSectionsBestRankedRow() {
    let cases: [(String, String, String, Int, AutofillMatchOptions.Ordering, String, UInt)] = [
      // name, items, query, maximum count, ordering, rows
      (
        "no sections: no headers, the ranked order", "Zürich Zug Zuoz", "zu", 5, .relevance,
        "Zürich Zug Zuoz", #line
      ),
      (
        "each section under its header, in the order of its first row",
        "Zürich/Cities Zug/Cantons Zuoz/Cities", "zu", 5, .relevance,
        "[Cities] Zürich Zuoz [Cantons] Zug", #line
      ),
      (
        "the best match stays on top: the exact match's section comes first",
        "Zugspitze/Mountains Zürich/Cities Zug/Cantons Zug/Cities", "zug", 5, .relevance,
        "[Cantons] Zug [Cities] Zug [Mountains] Zugspitze", #line
      ),
      (
        "within a section, the ranked order (exact before prefix)",
        "Zugerberg/Places Zugspitze/Mountains Zug/Places", "zug", 5, .relevance,
        "[Places] Zug Zugerberg [Mountains] Zugspitze", #line
      ),
      (
        "the list's order, when that is the ordering",
        "Zugerberg/Places Zugspitze/Mountains Zug/Places", "zug", 5, .source,
        "[Places] Zugerberg Zug [Mountains] Zugspitze", #line
      ),
      (
        "rows without a section first when one of them is the best, with no header when the "
          + "items are alone",
        "Zug Zürich/Cities Zuoz/Cities Zumikon", "zu", 5, .source,
        "Zug Zumikon [Cities] Zürich Zuoz", #line
      ),
      (
        "rows without a section after a better section, under \"Other\"",
        "Zürich/Cities Zug Zuoz/Cities Zumikon", "zu", 5, .source,
        "[Cities] Zürich Zuoz [Other] Zug Zumikon", #line
      ),
      (
        "issue 48: a lower-ranked row without a section never displaces a sectioned best match",
        "Zugspitze Zug/Cities", "zug", 5, .relevance, "[Cities] Zug [Other] Zugspitze", #line
      ),
      (
        "groups in the order of their best rows, the rows without a section among them",
        "Zürich/Cities Zug Zuoz/Cantons Zumikon/Cities", "zu", 5, .source,
        "[Cities] Zürich Zumikon [Other] Zug [Cantons] Zuoz", #line
      ),
      (
        "an empty or blank section is none", "Zürich/ Zug/Cantons Zuoz/", "zu", 5, .source,
        "Zürich Zuoz [Cantons] Zug", #line
      ),
      (
        "sections differ by case, as values do", "Zürich/Cities Zug/cities", "zu", 5, .source,
        "[Cities] Zürich [cities] Zug", #line
      ),
      (
        "the limit bounds the suggestions, not the headers: the 3 best, then grouped",
        "Zürich/Cities Zug/Cantons Zuoz/Cities Zumikon/Cities Zuchwil/Cantons", "zu", 3,
        .source, "[Cities] Zürich Zuoz [Cantons] Zug", #line
      ),
      (
        "a limit of 1: one section", "Zürich/Cities Zug/Cantons", "zu", 1, .source,
        "[Cities] Zürich", #line
      ),
      (
        "no limit: every match", "Zürich/Cities Zug/Cantons Zuoz/Cities Zumikon/Cantons", "zu",
        -1, .source, "[Cities] Zürich Zuoz [Cantons] Zug Zumikon", #line
      ),
    ]
    for (name, list, query, maximumCount, ordering, expected, line) in cases {
      var simulation = itemsMachine(
        list, configuration(maximumCount: maximumCount, ordering: ordering))
      simulation.type(query)
      XCTAssertEqual(spelled(simulation.machine), expected, name, line: line)
    }
  }

  func test_items_sectionsReplaceTheItemsTitle_rowsWithoutOneKeepIt() {
    // The items' title shows only when something else shows too (here, a source's status).
    var texts = AutofillStateTexts(language: "en")
    texts.itemsSectionTitle = "On this device"
    texts.sourceSectionTitle = "From the server"
    let suggestions = items("Zug Zürich/Cities Zuoz/Cities").map {
      AutofillSuggestion(item: $0, matchedRange: nil, origin: .items)
    }
    let state = AutofillDropdownState.results(suggestions, highlighted: nil)
    let cases: [(AutofillSourceStatus, String, UInt)] = [
      (.idle, "Zug [Cities] Zürich Zuoz", #line),
      (.loading, "[On this device] Zug [Cities] Zürich Zuoz [From the server] …", #line),
      (
        .failed(message: "Offline"),
        "[On this device] Zug [Cities] Zürich Zuoz [From the server] !", #line
      ),
    ]
    for (status, expected, line) in cases {
      let rows = AutofillDropdownRow.rows(for: state, sourceStatus: status, texts: texts)
      XCTAssertEqual(spelled(rows), expected, line: line)
    }
  }

  // MARK: Counting and VoiceOver

  func test_headers_areNotCounted_andReadAsHeaders() {
    var simulation = itemsMachine("Zürich/Cities Zug/Cantons Zuoz/Cities", configuration())
    simulation.type("zu")
    simulation.apply(simulation.machine.moveHighlight(.down))
    let rows = AutofillDropdownRow.rows(for: simulation.machine.state)
    typealias Traits = Set<AutofillDropdownRow.AccessibilityTrait>
    // (title, VoiceOver value, traits, suggestion index, line), one per row
    let cases: [(String, String?, Traits, Int?, UInt)] = [
      ("Cities", nil, [.header], nil, #line),
      ("Zürich", "1 of 3", [.button, .selected], 0, #line),
      ("Zuoz", "2 of 3", [.button], 1, #line),
      ("Cantons", nil, [.header], nil, #line),
      ("Zug", "3 of 3", [.button], 2, #line),
    ]
    XCTAssertEqual(rows.count, cases.count)
    for (index, (title, value, traits, suggestion, line)) in cases.enumerated()
    where index < rows.count {
      XCTAssertEqual(rows[index].title, title, line: line)
      XCTAssertEqual(rows[index].accessibilityLabel, title, line: line)
      XCTAssertEqual(rows[index].accessibilityValue, value, line: line)
      XCTAssertEqual(rows[index].accessibilityTraits, traits, line: line)
      XCTAssertEqual(
        AutofillDropdownRow.suggestionIndex(ofRow: index, in: rows), suggestion, line: line)
    }
    XCTAssertEqual(
      AutofillDropdownRow.visibleRowLimit(for: rows.map(\.kind), maximumSuggestions: 3), 5,
      "three suggestions show with both headers")
    XCTAssertEqual(simulation.announcements.last, "Zürich, 1 of 3")
  }

  func test_countAnnouncement_countsTheSuggestionsOnly() {
    var simulation = itemsMachine("Zürich/Cities Zug/Cantons Zuoz/Cities", configuration())
    simulation.type("zu")
    simulation.advance(by: .seconds(1))
    XCTAssertEqual(simulation.announcements, ["3 suggestions available"])
  }

  // MARK: Highlight movement over headers

  func test_highlight_movesThroughTheRowsAsShown_skippingHeaders() {
    // In the list's order Zugspitze ranks first, then Zürich, Zug and Zuoz: grouped, Zuoz
    // moves up under Zürich, and the highlight follows the rows as shown.
    let shown = ["Zugspitze", "Zürich", "Zuoz", "Zug"]
    let cases: [(String, [Machine.Direction], Int, UInt)] = [
      // name, keys, highlighted row of `shown`
      ("down from none: the first row, under the first header", [.down], 0, #line),
      ("down over a header", [.down, .down], 1, #line),
      ("down within a section", [.down, .down, .down], 2, #line),
      ("down over a header to the last row", [.down, .down, .down, .down], 3, #line),
      ("down from the last row wraps", [.down, .down, .down, .down, .down], 0, #line),
      ("up from none: the last row", [.up], 3, #line),
      ("up over a header", [.up, .up], 2, #line),
      ("up from the first row wraps", [.down, .up], 3, #line),
    ]
    for (name, keys, highlighted, line) in cases {
      var simulation = itemsMachine(
        "Zugspitze/Mountains Zürich/Cities Zug/Cantons Zuoz/Cities",
        configuration(ordering: .source))
      simulation.type("zu")
      for key in keys { simulation.apply(simulation.machine.moveHighlight(key)) }
      var expected = ["[Mountains]", "Zugspitze", "[Cities]", "Zürich", "Zuoz", "[Cantons]", "Zug"]
      let row = expected.firstIndex(of: shown[highlighted]) ?? 0
      expected[row] = "*" + expected[row]
      XCTAssertEqual(spelled(simulation.machine), expected.joined(separator: " "), name, line: line)
      XCTAssertEqual(
        simulation.announcements.last, "\(shown[highlighted]), \(highlighted + 1) of 4", name,
        line: line)
      let rows = AutofillDropdownRow.rows(for: simulation.machine.state)
      // A row right under a header shows with it.
      let targets = expected[row - 1].hasPrefix("[") ? [row - 1, row] : [row]
      XCTAssertEqual(
        AutofillDropdownRow.reveal(aroundHighlightIn: rows)?.scrollTargets, targets, name,
        line: line)
      simulation.apply(simulation.machine.selectHighlighted())
      XCTAssertEqual(simulation.fieldText, shown[highlighted], name, line: line)
    }
  }

  // MARK: A source

  private func sourceMachine(_ configure: (inout Machine.Configuration) -> Void = { _ in })
    -> MachineSimulation
  {
    var simulation = MachineSimulation(
      Machine(
        source: .dynamic,
        configuration: configuration {
          $0.pageSize = 3
          configure(&$0)
        }))
    simulation.begin()
    return simulation
  }

  /// Answers the last fetch with a page of items.
  private func answer(_ simulation: inout MachineSimulation, _ spelling: String) throws {
    let request = try XCTUnwrap(simulation.pending.last)
    simulation.respond(to: request, with: .success(items(spelling)))
  }

  func test_source_answerGroupsBySection_sectionsReplaceTheSourcesTitle() throws {
    let cases: [(String, String, String, UInt)] = [
      // name, answer, rows
      ("no sections: the source's title", "Zug Zürich", "[From the server] Zug Zürich", #line),
      (
        "sections in the order of their first row", "Zug/Cantons Zürich/Cities Zuoz/Cantons",
        "[Cantons] Zug Zuoz [Cities] Zürich", #line
      ),
      (
        "rows without a section in the order of their best row, under the source's title",
        "Zug/Cantons Zürich Zuoz/Cantons", "[Cantons] Zug Zuoz [From the server] Zürich", #line
      ),
      (
        "rows without a section first when the best, under the source's title",
        "Zürich Zug/Cantons Zuoz/Cantons", "[From the server] Zürich [Cantons] Zug Zuoz", #line
      ),
    ]
    for (name, page, expected, line) in cases {
      var simulation = sourceMachine { $0.texts.sourceSectionTitle = "From the server" }
      simulation.type("zu")
      simulation.advance(by: .milliseconds(250))
      try answer(&simulation, page)
      XCTAssertEqual(spelled(simulation.machine), expected, name, line: line)
    }
  }

  func test_source_nextPage_joinsItsSections_andTheHighlightStaysOnItsRow() throws {
    var simulation = sourceMachine()
    simulation.type("zu")
    simulation.advance(by: .milliseconds(250))
    try answer(&simulation, "Zug/Cantons Zürich/Cities Zuoz/Cantons")
    for _ in 0..<3 { simulation.apply(simulation.machine.moveHighlight(.down)) }
    XCTAssertEqual(spelled(simulation.machine), "[Cantons] Zug Zuoz [Cities] *Zürich")
    // The last row of a full page asks for the next one; its rows join the sections above,
    // and a row without a section goes under them: no group shown moves.
    let next = try XCTUnwrap(simulation.pending.last)
    XCTAssertEqual(next.query.skip, 3, "paged by the rows loaded, whatever their order")
    try answer(&simulation, "Zumikon/Cantons Zuchwil/Cities Zunzgen")
    XCTAssertEqual(
      spelled(simulation.machine),
      "[Cantons] Zug Zuoz Zumikon [Cities] *Zürich Zuchwil [Other] Zunzgen")
    simulation.apply(simulation.machine.moveHighlight(.down))
    XCTAssertEqual(simulation.announcements.last, "Zuchwil, 5 of 6")
    simulation.apply(simulation.machine.selectHighlighted())
    XCTAssertEqual(simulation.fieldText, "Zuchwil")
  }

  func test_source_cachedAnswer_showsGroupedAgain() throws {
    var simulation = sourceMachine()
    simulation.type("zu")
    simulation.advance(by: .milliseconds(250))
    try answer(&simulation, "Zug/Cantons Zürich/Cities Zuoz/Cantons")
    simulation.type("zug")
    simulation.type("zu")
    XCTAssertEqual(spelled(simulation.machine), "[Cantons] Zug Zuoz [Cities] Zürich")
  }

  // MARK: The field's items and a source together

  private func mergedMachine(_ local: String) -> MachineSimulation {
    var simulation = MachineSimulation(
      Machine(
        source: .merged(AutofillIndex(items(local))),
        configuration: configuration(ordering: .source) {
          $0.pageSize = 3
          $0.texts.itemsSectionTitle = "On this device"
          $0.texts.sourceSectionTitle = "From the server"
        }))
    simulation.begin()
    return simulation
  }

  func test_merged_eachOriginGroupsItsOwnRows_underItsTitleOrItsSections() throws {
    let cases: [(String, String, String, String, String, UInt)] = [
      // name, local items, answer, rows before the answer, rows after
      (
        "no sections: each origin's title", "Zürich Zug", "Zuoz Zug",
        "Zürich Zug", "[On this device] Zürich Zug [From the server] Zuoz", #line
      ),
      (
        "sections replace both titles; the same section shows under each origin",
        "Zürich/Cities Zug/Cantons", "Zuoz/Cities Zumikon/Cantons",
        "[Cities] Zürich [Cantons] Zug",
        "[Cities] Zürich [Cantons] Zug [Cities] Zuoz [Cantons] Zumikon",
        #line
      ),
      (
        "rows without a section keep their origin's title",
        "Zug Zürich/Cities", "Zuoz Zumikon/Cantons",
        "Zug [Cities] Zürich",
        "[On this device] Zug [Cities] Zürich [From the server] Zuoz [Cantons] Zumikon", #line
      ),
      (
        "rows without a section after a section get their origin's title, items alone too",
        "Zürich/Cities Zug", "Zumikon/Cantons Zuoz",
        "[Cities] Zürich [On this device] Zug",
        "[Cities] Zürich [On this device] Zug [Cantons] Zumikon [From the server] Zuoz", #line
      ),
      (
        "a value shown by the items is not shown again, whatever its section",
        "Zürich/Cities", "Zürich/Places Zug/Cantons",
        "[Cities] Zürich", "[Cities] Zürich [Cantons] Zug", #line
      ),
    ]
    for (name, local, page, before, after, line) in cases {
      var simulation = mergedMachine(local)
      simulation.type("zu")
      XCTAssertEqual(spelled(simulation.machine), before, name, line: line)
      simulation.advance(by: .milliseconds(250))
      try answer(&simulation, page)
      XCTAssertEqual(spelled(simulation.machine), after, name, line: line)
    }
  }

  func test_merged_answer_neverMovesTheItemsRows_andKeepsTheHighlight() throws {
    var simulation = mergedMachine("Zürich/Cities Zug/Cantons Zuoz/Cities")
    simulation.type("zu")
    simulation.apply(simulation.machine.moveHighlight(.up))
    XCTAssertEqual(spelled(simulation.machine), "[Cities] Zürich Zuoz [Cantons] *Zug")
    simulation.advance(by: .milliseconds(250))
    try answer(&simulation, "Zumikon/Cities Zuchwil/Cantons")
    XCTAssertEqual(
      spelled(simulation.machine),
      "[Cities] Zürich Zuoz [Cantons] *Zug [Cities] Zumikon [Cantons] Zuchwil")
    simulation.apply(simulation.machine.moveHighlight(.down))
    XCTAssertEqual(simulation.announcements.last, "Zumikon, 4 of 5")
  }

  func test_merged_loadingAndFailedRows_goUnderTheSourcesTitle_notTheLastSection() throws {
    var simulation = mergedMachine("Zürich/Cities")
    simulation.type("zu")
    simulation.advance(by: .milliseconds(400))
    XCTAssertEqual(spelled(simulation.machine), "[Cities] Zürich [From the server] …")
    let request = try XCTUnwrap(simulation.pending.last)
    simulation.respond(to: request, with: .failure(SourceFailure(message: "Offline")))
    XCTAssertEqual(spelled(simulation.machine), "[Cities] Zürich [From the server] !")
  }

  // MARK: Before typing

  func test_beforeTyping_itemsGroupBySection_underTheirSectionsInsteadOfTheTitle() {
    var simulation = MachineSimulation(
      Machine(
        source: .items(AutofillIndex(items("Zürich Zug"))),
        configuration: configuration { $0.texts.beforeTypingSectionTitle = "Recent" }))
    simulation.begin()
    simulation.apply(
      simulation.machine.setItemsBeforeTyping(items("Olten Bern/Cities Zug/Cantons Biel/Cities")))
    XCTAssertEqual(spelled(simulation.machine), "[Recent] Olten [Cities] Bern Biel [Cantons] Zug")
  }

  func test_recentPicks_dropTheirSections_andStayMostRecentFirstUnderTheirTitle() {
    var recent = AutofillRecentItems(capacity: 3, items: items("Zug/Cantons"))
    for item in items("Zürich/Cities Bern/Cities Zug/Cities") { recent.record(item) }
    XCTAssertEqual(recent.values, ["Zug", "Bern", "Zürich"])
    XCTAssertEqual(recent.items.map(\.section), [nil, nil, nil])
    var simulation = MachineSimulation(
      Machine(
        source: .items(AutofillIndex(items("Zürich/Cities"))),
        configuration: configuration { $0.texts.beforeTypingSectionTitle = "Recent" }))
    simulation.begin()
    simulation.apply(simulation.machine.setItemsBeforeTyping(recent.items))
    XCTAssertEqual(spelled(simulation.machine), "[Recent] Zug Bern Zürich")
  }

  // MARK: Through the completion session

  /// "People" and "Channels" after "@": the session shows the machine's grouped rows, its
  /// inline completion offers the top row (the best match), and Return enters the row drawn.
  @MainActor
  func test_completionSession_triggerRowsGroup_inlineOffersTheTopRow() async {
    let session = AutofillCompletionSession(clock: ManualClock())
    session.setTriggers([
      AutofillTrigger("@", items: items("Alice/People alerts/Channels Alan/People"))
    ])
    session.isInlineCompletionOn = true
    var edits: [String] = []
    session.onReplaceText = {
      edits.append($0.replacement)
      return true
    }
    // Ranked Alice, alerts, Alan: grouped, Alan moves up under People with Alice.
    session.beginEditing(text: "Hi @al")
    XCTAssertEqual(
      spelled(AutofillDropdownRow.rows(for: session.state)), "[People] Alice Alan [Channels] alerts"
    )
    XCTAssertEqual(session.inlineCompletion?.suffix, "ice")
    for _ in 0..<3 { session.moveHighlight(.down) }
    XCTAssertEqual(
      spelled(AutofillDropdownRow.rows(for: session.state)),
      "[People] Alice Alan [Channels] *alerts")
    XCTAssertTrue(session.selectHighlighted())
    XCTAssertEqual(edits.last, "@alerts ", "the token replaced, with a space after it")
    session.invalidate()
  }

  /// Issue 48: a row without a section ranked under a sectioned best match never displaces
  /// it. Whatever the sections, the best match is the first row shown, the one inline
  /// completion offers, Down highlights first and Return enters; as without sections.
  @MainActor
  func test_completionSession_bestMatchIsTheTopRow_whateverTheSections() async {
    typealias Ordering = AutofillMatchOptions.Ordering
    let cases: [(String, Ordering, String, String, String?, UInt)] = [
      // items, ordering, text, rows after Down, ghost text before Down
      ("Zugspitze Zug/Cities", .relevance, "zug", "[Cities] *Zug [Other] Zugspitze", nil, #line),
      ("Zugspitze Zug", .relevance, "zug", "*Zug Zugspitze", nil, #line),
      (
        "Zugerberg Zugspitze/Mountains", .relevance, "zug",
        "*Zugerberg [Mountains] Zugspitze", "erberg", #line
      ),
      (
        "Zugspitze/Mountains Zugerberg", .source, "zug",
        "[Mountains] *Zugspitze [Other] Zugerberg", "spitze", #line
      ),
    ]
    for (list, ordering, text, expected, ghost, line) in cases {
      let session = AutofillCompletionSession(clock: ManualClock())
      session.setConfiguration(configuration(ordering: ordering))
      session.setIndex(AutofillIndex(items(list)))
      session.isInlineCompletionOn = true
      var edits: [String] = []
      session.onReplaceText = {
        edits.append($0.replacement)
        return true
      }
      session.beginEditing(text: text)
      XCTAssertEqual(session.inlineCompletion?.suffix, ghost, list, line: line)
      session.moveHighlight(.down)
      XCTAssertEqual(
        spelled(AutofillDropdownRow.rows(for: session.state)), expected, list, line: line)
      XCTAssertTrue(session.selectHighlighted(), list, line: line)
      let top = expected.split(separator: "*").last?.split(separator: " ").first
      XCTAssertEqual(edits.last, top.map(String.init), list, line: line)
      session.invalidate()
    }
  }

  // MARK: Where items come from

  @MainActor
  func test_dataSourceAdapter_keepsTheSections() async throws {
    let cities = Cities()
    let page = try await AutofillDataSourceAdapter(cities).items(for: AutofillQuery(text: "zu"))
    XCTAssertEqual(page.map(\.section), ["Cities", "Cantons", nil])
  }

  @MainActor private final class Cities: AutofillTextFieldDataSource {
    var textDictionary: [AutofillItem] {
      [
        AutofillItem("Zürich", section: "Cities"), AutofillItem("Zug", section: "Cantons"),
        AutofillItem("Zuoz"),
      ]
    }
  }

  func test_fieldContent_changesWhenOnlyASectionDoes() {
    let cases: [([AutofillItem], [AutofillItem], Bool, UInt)] = [
      (items("Zürich/Cities"), items("Zürich/Cities"), true, #line),
      (items("Zürich/Cities"), items("Zürich/Places"), false, #line),
      (items("Zürich/Cities"), items("Zürich"), false, #line),
    ]
    for (old, new, isSame, line) in cases {
      XCTAssertEqual(
        AutofillFieldContent.items(old).isSame(as: .items(new)), isSame, line: line)
    }
  }

  func test_rowShowingAnItem_tellsSectionsApart() {
    let suggestions = items("Zug/Cantons Zug/Cities").map {
      AutofillSuggestion(item: $0, matchedRange: nil)
    }
    let state = AutofillDropdownState.results(suggestions, highlighted: nil)
    XCTAssertEqual(state.row(showing: AutofillItem("Zug", section: "Cities")), 1)
    XCTAssertEqual(state.row(showing: AutofillItem("Zug", section: "Cantons")), 0)
    XCTAssertNil(state.row(showing: AutofillItem("Zug")))
  }
}
