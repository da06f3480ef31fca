import AutofillCore
import XCTest

@testable import AutofillCLI

/// `autofill demo --sections`: the built-in places under "Cities" and "Countries", drawn as
/// the dropdown's section titles are, with the highlight moving over the headers.
final class DemoSectionsTests: XCTestCase {
  func test_flag_isOnlyForTheBuiltInPlaces() throws {
    XCTAssertFalse(try DemoCommand(arguments: []).showsSections)
    XCTAssertTrue(try DemoCommand(arguments: ["--sections"]).showsSections)
    let cases: [([String], UInt)] = [
      (["--sections", "--corpus", "a.txt"], #line),
      (["--remote", "http://127.0.0.1:8080/q", "--dataset", "cities", "--sections"], #line),
    ]
    for (arguments, line) in cases {
      XCTAssertThrowsError(try DemoCommand(arguments: arguments), line: line) { error in
        guard case .usage(let text) = error as? CommandError else {
          return XCTFail("\(error)", line: line)
        }
        XCTAssertEqual(
          text, "--sections sections the built-in places, not --corpus or --remote", line: line)
      }
    }
  }

  func test_places_areSectionedByWhatTheFileSays() throws {
    let cases: [(String, String?, String?, UInt)] = [
      // line, subtitle, section
      ("Switzerland\tCountry", nil, "Countries", #line),
      ("Zürich\tSwitzerland", "Switzerland", "Cities", #line),
      ("Zug", nil, nil, #line),
      ("Zug\t", nil, nil, #line),
    ]
    for (line, subtitle, section, number) in cases {
      let item = PlacesDataset.item(fromLine: line, sectioned: true)
      XCTAssertEqual(item.subtitle, subtitle, line: number)
      XCTAssertEqual(item.section, section, line: number)
      XCTAssertNil(PlacesDataset.item(fromLine: line).section, line: number)
    }
    let places = try PlacesDataset.load(sectioned: true)
    XCTAssertEqual(Set(places.map(\.section)), ["Cities", "Countries"])
    XCTAssertEqual(places.filter { $0.section == "Countries" }.count, 252)
  }

  func test_serverSections_reachTheScreenWithoutEscapeSequences() async throws {
    let server = AutofillClosureSource { _ in
      [AutofillItem("Bern", section: "\u{1B}[2JCities\u{7}")]
    }
    let items = try await DemoCommand.displayableTitles(server).items(
      for: AutofillQuery(text: "b"))
    XCTAssertEqual(items.first?.section, "Cities")
  }

  @MainActor
  func test_typing_drawsTheHeaders_andTheHighlightSkipsThem() async throws {
    let completion = AutofillCompletionSession(clock: StoppedClock())
    completion.setIndex(AutofillIndex(try PlacesDataset.load(sectioned: true)))
    let session = DemoSession(
      completion: completion, configuration: .init(), title: "test", write: { _ in },
      size: { (60, 20) })
    defer { session.stop() }
    _ = session.receive(Array("sw".utf8))
    let frame = session.screen.render(width: 60, height: 20)
    let list = frame.text.filter { $0.contains("│") }.map {
      $0.replacingOccurrences(of: "│", with: "").trimmingCharacters(in: .whitespaces)
    }
    XCTAssertEqual(
      list.map { $0.components(separatedBy: "  ")[0] },
      ["Countries", "Sweden", "Switzerland", "Cities", "Swansea", "Swindon"])
    let header = try XCTUnwrap(frame.lines.first { $0.text.contains("Countries") })
    XCTAssertTrue(header.runs.contains { $0.text == "Countries" && $0.style == [.bold, .dim] })
    // Down three times: Sweden, Switzerland, then Swansea under "Cities".
    _ = session.receive(Array("\u{1B}[B\u{1B}[B\u{1B}[B".utf8))
    XCTAssertEqual(session.screen.announcement, "Swansea, 3 of 4")
    _ = session.receive([0x0D])
    XCTAssertEqual(session.screen.line.text, "Swansea")
  }
}
