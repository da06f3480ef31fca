import AutofillCore
import XCTest

@testable import AutofillCLI

final class DemoCommandTests: XCTestCase {
  func test_arguments_chooseTheDataAndTheSimulation() throws {
    XCTAssertEqual(try DemoCommand(arguments: []).data, .places)
    XCTAssertFalse(try DemoCommand(arguments: []).isSimulated)
    let corpus = try DemoCommand(arguments: ["--corpus", "a.txt", "--corpus", "b.txt"])
    XCTAssertEqual(corpus.data, .corpora(["a.txt", "b.txt"]))
    let remote = try DemoCommand(arguments: [
      "--remote", "http://127.0.0.1:8080/q", "--dataset", "cities", "--latency", "300",
      "--failure-rate", "0.25", "--seed", "7",
    ])
    XCTAssertEqual(
      remote.data, .remote(try XCTUnwrap(URL(string: "http://127.0.0.1:8080/q")), dataset: "cities")
    )
    XCTAssertEqual(remote.latency, .milliseconds(300))
    XCTAssertEqual(remote.failureRate, 0.25)
    XCTAssertEqual(remote.seed, 7)
    XCTAssertTrue(remote.isSimulated)
  }

  func test_triggerAndInline_areReadInOrder() throws {
    let cases: [([String], [String], Bool, UInt)] = [
      ([], [], false, #line),
      (["--inline"], [], true, #line),
      (["--trigger", "@"], ["@"], false, #line),
      (
        ["--trigger", "@", "--corpus", "a.txt", "--trigger", "#", "--inline"], ["@", "#"], true,
        #line
      ),
      (["--trigger", "@@", "--trigger", "@", "--trigger", ":"], ["@@", "@", ":"], false, #line),
    ]
    for (arguments, triggers, isInline, line) in cases {
      let command = try DemoCommand(arguments: arguments)
      XCTAssertEqual(command.triggers, triggers, line: line)
      XCTAssertEqual(command.isInlineCompletionOn, isInline, line: line)
    }
  }

  func test_badArguments_areUsageErrors() {
    let cases: [([String], String, UInt)] = [
      (["--latency", "-1"], "--latency must not be negative", #line),
      (["--latency", "soon"], "--latency needs a whole number, not soon", #line),
      (["--failure-rate", "2"], "--failure-rate takes a number from 0 to 1, not 2", #line),
      (["--remote", "ftp://x"], "--remote needs an http or https URL, not ftp://x", #line),
      (["--remote", "http://x"], "--remote needs --dataset NAME", #line),
      (["--bogus"], "unknown option --bogus", #line),
      (["query"], "demo takes no arguments: query", #line),
      (["--trigger", ""], "--trigger needs a delimiter, such as @", #line),
      (["--trigger"], "--trigger needs a value", #line),
      (["--trigger", "@", "--trigger", "@"], "--trigger @ is given twice", #line),
      (
        ["--trigger", "@ "],
        "--trigger @  cannot start a word: it contains a space or a terminator", #line
      ),
      (
        ["--trigger", "("], "--trigger ( cannot start a word: it contains a space or a terminator",
        #line
      ),
      (["--inline", "yes"], "demo takes no arguments: yes", #line),
    ]
    for (arguments, message, line) in cases {
      XCTAssertThrowsError(try DemoCommand(arguments: arguments), line: line) { error in
        guard case .usage(let text) = error as? CommandError else {
          return XCTFail("\(error)", line: line)
        }
        XCTAssertEqual(text, message, line: line)
        XCTAssertEqual((error as? CommandError)?.exitCode, 2, line: line)
      }
    }
  }

  func test_places_shipWithThePackage() throws {
    let items = try PlacesDataset.load()
    XCTAssertGreaterThan(items.count, 5000)
    XCTAssertTrue(items.contains { $0.value == "Zürich" && $0.subtitle == "Switzerland" })
    XCTAssertTrue(items.contains { $0.value == "São Paulo" && $0.subtitle == "Brazil" })
    XCTAssertTrue(items.contains { $0.value == "Switzerland" && $0.subtitle == "Country" })
    XCTAssertEqual(PlacesDataset.item(fromLine: "Zug").subtitle, nil)
  }

  func test_serverTitles_reachTheScreenWithoutEscapeSequences() async throws {
    let server = AutofillClosureSource { _ in
      [AutofillItem("\u{1B}]0;owned\u{7}Bern\u{1B}[2J\r\nCity", subtitle: "\u{9B}31mCH", refCon: 7)]
    }
    let items = try await DemoCommand.displayableTitles(server).items(
      for: AutofillQuery(text: "b"))
    XCTAssertEqual(items.map(\.value), ["Bern City"])
    XCTAssertEqual(items.first?.subtitle, "CH")
    XCTAssertEqual(items.first?.refCon as? Int, 7)
  }
}
