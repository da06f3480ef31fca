import AutofillCore
import XCTest

@testable import AutofillCLI

/// `autofill demo`'s `--corpus` with `--remote`, `--recent`, `--empty-query` and `--lang`.
final class DemoBeforeTypingAndLanguageTests: XCTestCase {
  func test_corpusWithRemote_mergesThem() throws {
    let command = try DemoCommand(arguments: [
      "--corpus", "a.txt", "--remote", "http://127.0.0.1:8080/q", "--dataset", "cities",
    ])
    let url = try XCTUnwrap(URL(string: "http://127.0.0.1:8080/q"))
    XCTAssertEqual(command.data, .merged(["a.txt"], url, dataset: "cities"))
    let texts = command.configuration().texts
    XCTAssertEqual(texts.itemsSectionTitle, "From the files")
    XCTAssertEqual(texts.sourceSectionTitle, "From the server")
  }

  func test_flags_setTheConfiguration() throws {
    let cases: [([String], recent: Bool, empty: Bool, language: String?, line: UInt)] = [
      ([], false, false, nil, #line),
      (["--recent"], true, false, nil, #line),
      (["--empty-query"], false, true, nil, #line),
      (["--recent", "--empty-query", "--lang", "ja"], true, true, "ja", #line),
    ]
    for (arguments, recent, empty, language, line) in cases {
      let command = try DemoCommand(arguments: arguments)
      XCTAssertEqual(command.showsRecentPicks, recent, line: line)
      XCTAssertEqual(command.asksSourceBeforeTyping, empty, line: line)
      XCTAssertEqual(command.language, language, line: line)
      let configuration = command.configuration()
      XCTAssertEqual(configuration.asksSourceBeforeTyping, empty, line: line)
      XCTAssertEqual(
        configuration.texts.beforeTypingSectionTitle, recent ? "Recent" : nil, line: line)
      XCTAssertNil(configuration.texts.itemsSectionTitle, line: line)
    }
  }

  func test_lang_translatesTheTexts() throws {
    let texts = try DemoCommand(arguments: ["--lang", "fr"]).configuration().texts
    XCTAssertEqual(texts.noMatchesTitle, "Aucun résultat")
    XCTAssertEqual(texts.suggestionCount.text(for: 2), "2 suggestions disponibles")
  }

  func test_lang_unsupported_isAUsageError() {
    for (arguments, message, line) in [
      (["--lang", "it"], "--lang takes one of en, fr, de, es, ja, ar, not it", #line),
      (["--lang"], "--lang needs a value", #line),
    ] as [([String], String, UInt)] {
      XCTAssertThrowsError(try DemoCommand(arguments: arguments), line: line) { error in
        guard case .usage(let text) = error as? CommandError else {
          return XCTFail("\(error)", line: line)
        }
        XCTAssertEqual(text, message, line: line)
      }
    }
  }

  @MainActor
  func test_recent_showsThePicksBeforeTyping_mostRecentFirst() throws {
    let command = try DemoCommand(arguments: ["--recent"])
    let completion = AutofillCompletionSession(configuration: command.configuration())
    completion.setIndex(AutofillIndex(["Bern", "Basel", "Zug"].map { AutofillItem($0) }))
    command.remember(in: completion)
    completion.beginEditing(text: "")
    XCTAssertEqual(completion.state.kind, .hidden, "nothing picked yet")
    for text in ["Be", "Zu"] {
      completion.changeText(text)
      completion.select(row: 0)
    }
    completion.changeText("")
    XCTAssertEqual(completion.state.suggestions.map(\.item.value), ["Zug", "Bern"])
    let rows = AutofillDropdownRow.rows(
      for: completion.state, sourceStatus: completion.sourceStatus,
      texts: completion.configuration.texts)
    XCTAssertEqual(rows.map(\.title), ["Recent", "Zug", "Bern"])
  }
}
