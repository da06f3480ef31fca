import AutofillCore
import Foundation
import XCTest

/// Seeded random interleavings on a completion session with triggers: typing and caret moves
/// that enter, leave and switch tokens, triggers replaced mid-flight (swapped, removed, added),
/// answers late, failed, oversized or never, configuration changes and paging, on a manual
/// clock. After every step what shows belongs to the active token's query and its trigger's
/// source (or the whole text and its source without a token), under the current options.
@MainActor
final class SessionStressTests: XCTestCase {
  private static let seed: UInt64 = 0x5E55_1011

  func test_randomInterleavings_showOnlyTheActiveTokensAnswer() async {
    print("SessionStressTests seed: \(Self.seed)")
    var generator = SeededGenerator(seed: Self.seed)
    var seen: [String: Int] = [:]
    for script in 0..<40 {
      guard await run(script: script, steps: 80, seen: &seen, using: &generator) else { break }
    }
    print("SessionStressTests: \(seen.map { "\($0.key) \($0.value)" }.sorted())")
    XCTAssertGreaterThan(seen["results", default: 0], 100, "the scripts reach results")
    XCTAssertGreaterThan(seen["token results", default: 0], 50, "the scripts reach tokens")
  }

  /// Runs one script; whether it found nothing wrong.
  private func run(
    script: Int, steps: Int, seen: inout [String: Int], using generator: inout SeededGenerator
  ) async -> Bool {
    let clock = ManualClock()
    let sources = ["W", "P", "H", "X"].map {
      ChaosSource(name: $0, ignoresCancellation: Bool.random(using: &generator))
    }
    var configuration = AutofillSuggestionMachine.Configuration()
    configuration.debounce = .zero
    let session = AutofillCompletionSession(configuration: configuration, clock: clock)
    session.setSource(sources[0])
    session.setTriggers([
      AutofillTrigger("@", source: sources[1]), AutofillTrigger("#", source: sources[2]),
    ])
    session.beginEditing(text: "")
    var log: [String] = []
    var isOK = true

    for step in 0..<steps where isOK {
      var action = Int.random(in: 0..<20, using: &generator)
      // Answers need steps without typing: settle often while the active source is asked.
      let asked = session.activeToken.flatMap {
        session.triggers[$0.triggerIndex].source as? ChaosSource
      }
      if (asked?.pendingCount ?? 0) > 0 && Bool.random(using: &generator) { action = 8 }
      switch action {
      case 0..<6:
        // Words, then often a token being typed: "ab @ba", "#a", "a b @".
        let word = { (generator: inout SeededGenerator) in
          String(
            (0..<Int.random(in: 0...3, using: &generator)).map { _ in
              "aabbz".randomElement(using: &generator) ?? "a"
            })
        }
        let text =
          (["", "ab ", "a b "].randomElement(using: &generator) ?? "")
          + (["@", "#", "@", "#", ""].randomElement(using: &generator) ?? "") + word(&generator)
          + (Int.random(in: 0..<4, using: &generator) == 0 ? " " + word(&generator) : "")
        let caret =
          Int.random(in: 0..<3, using: &generator) != 0
          ? nil : Int.random(in: 0...text.utf16.count, using: &generator)
        log.append("type \(text.debugDescription) caret \(caret.map(String.init) ?? "end")")
        session.changeText(text, caretUTF16Offset: caret)
      case 6..<8:
        let delay = Duration.milliseconds(Int.random(in: 0...200, using: &generator))
        log.append("advance \(delay)")
        await clock.advance(by: delay)
      case 8..<14:
        // Mostly the source asked last, whose answers matter most.
        let active = session.activeToken.flatMap {
          session.triggers[$0.triggerIndex].source as? ChaosSource
        }
        let source =
          Bool.random(using: &generator)
          ? (active ?? sources[0]) : sources.randomElement(using: &generator) ?? sources[0]
        let outcome = ChaosSource.Outcome.allCases.randomElement(using: &generator) ?? .answer
        log.append("settle \(source.name) \(outcome)")
        source.settle(back: [0, 0, 1, 3].randomElement(using: &generator) ?? 0, with: outcome)
      case 14, 15:
        let triggers = ["@", "#"].filter { _ in Bool.random(using: &generator) }.map {
          AutofillTrigger($0, source: sources.randomElement(using: &generator) ?? sources[1])
        }
        log.append(
          "setTriggers "
            + triggers.map { "\($0.delimiter)→\(($0.source as? ChaosSource)?.name ?? "?")" }
            .joined(separator: " "))
        session.setTriggers(triggers)
      case 16:
        configuration.pageSize = Int.random(in: 1...3, using: &generator)
        configuration.debounce = .milliseconds([0, 0, 50].randomElement(using: &generator) ?? 0)
        configuration.options.isCaseSensitive = Bool.random(using: &generator)
        log.append("setConfiguration \(configuration.pageSize) \(configuration.debounce)")
        session.setConfiguration(configuration)
      case 17, 18:
        log.append("reachEnd")
        session.reachEnd()
      default:
        log.append("moveHighlight down")
        session.moveHighlight(.down)
      }
      for _ in 0..<40 { await Task.yield() }

      let query: String
      let names: [String]
      if let token = session.activeToken {
        query = token.query
        names = [(session.triggers[token.triggerIndex].source as? ChaosSource)?.name ?? "?"]
        if session.state.kind == .results { seen["token results", default: 0] += 1 }
      } else {
        query = session.text
        names = session.triggers.isEmpty ? [sources[0].name] : []
      }
      seen["\(session.state.kind)", default: 0] += 1
      if let problem = ChaosSource.problem(
        in: session.state, text: query, names: names, options: configuration.options,
        pageSize: configuration.pageSize)
      {
        XCTFail(
          "script \(script) step \(step): \(problem)\n" + log.suffix(25).joined(separator: "\n"))
        isOK = false
      }
    }
    for source in sources { source.cancelAll() }
    session.invalidate()
    await settle()
    return isOK
  }
}
