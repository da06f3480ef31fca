import AutofillCore
import Foundation
import XCTest

/// Seeded random scripts of keystrokes, pauses, highlight moves, dismissals, selections and
/// answers that arrive late, out of order, or fail.
final class SuggestionMachineScriptTests: XCTestCase {
  private static let seed: UInt64 = 0x5C81_7715
  private static let words: [String] = {
    var words: [String] = []
    for first in ["a", "b", "ab", "ba", "aa"] {
      for second in ["", "a", "b", "ab", "bb", "ba"] { words.append(first + second + "x") }
    }
    return words
  }()

  /// What the source answers for a text: every word that starts with it. Some words come twice
  /// ("b" + "ab" and "ba" + "b").
  private static func truth(_ text: String) -> [String] {
    words.filter { $0.hasPrefix(text) }
  }

  /// The words in the order first given, each once, as the dropdown shows them.
  private static func distinct(_ words: some Sequence<String>) -> [String] {
    var seen: Set<String> = []
    return words.filter { seen.insert($0).inserted }
  }

  private enum Outcome { case none, items, failed }

  func test_seededScripts_showOnlyTheCurrentTextsAnswer_andSettleOnIt() {
    print("SuggestionMachineScriptTests seed: \(Self.seed)")
    var generator = SeededGenerator(seed: Self.seed)
    var failures = 0
    let scripts = TestScale.count(100, ci: 1_000)
    TestScale.report("SuggestionMachineScriptTests (scripts)", cases: scripts)
    for script in 0..<scripts where failures < 5 {
      var configuration = AutofillSuggestionMachine.Configuration()
      configuration.pageSize = Int.random(in: 2...5, using: &generator)
      configuration.debounce = .milliseconds(Int.random(in: 0...3, using: &generator) * 100)
      configuration.cacheCapacity = Int.random(in: 0...4, using: &generator)
      var simulation = MachineSimulation(
        AutofillSuggestionMachine(source: .dynamic, configuration: configuration))
      simulation.begin()
      var outcome = Outcome.none
      var closedByUser = false
      var log: [String] = []

      func check(_ context: String) -> Bool {
        let text = simulation.machine.text
        let expected = Self.distinct(Self.truth(text))
        switch simulation.machine.state {
        case .results(let rows, let highlighted):
          let values = rows.map(\.item.value)
          if values != Array(expected.prefix(values.count)) || values.isEmpty {
            XCTFail(
              "script \(script) \(context): shows \(values) for \(text.debugDescription)\n\(log)")
            return false
          }
          if let highlighted, !rows.indices.contains(highlighted) {
            XCTFail("script \(script) \(context): highlight \(highlighted) of \(rows.count)")
            return false
          }
        case .noMatches where !expected.isEmpty:
          XCTFail("script \(script) \(context): no matches for \(text.debugDescription)\n\(log)")
          return false
        case .failed where outcome != .failed:
          XCTFail("script \(script) \(context): failed without a failure for the text\n\(log)")
          return false
        default:
          break
        }
        return true
      }

      for _ in 0..<Int.random(in: 10...40, using: &generator) {
        let generation = simulation.machine.generation
        var userClosed = false
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<30:
          let text = simulation.machine.text + (Bool.random(using: &generator) ? "a" : "b")
          log.append("type \(text)")
          simulation.type(text)
        case 30..<40:
          let text = String(simulation.machine.text.dropLast())
          log.append("backspace → \(text)")
          simulation.type(text)
        case 40..<60:
          let pause = Int.random(in: 0...400, using: &generator)
          log.append("wait \(pause) ms")
          simulation.advance(by: .milliseconds(pause))
        case 60..<85:
          guard let request = simulation.pending.randomElement(using: &generator) else { break }
          let isCurrent = request.generation == simulation.machine.generation
          if Int.random(in: 0..<6, using: &generator) == 0 {
            log.append("fail \(request.query.text) skip \(request.query.skip)")
            simulation.respond(to: request, with: .failure(SourceFailure(message: "down")))
            if isCurrent && request.query.skip == 0 { outcome = .failed }
          } else {
            log.append("answer \(request.query.text) skip \(request.query.skip)")
            simulation.respond(to: request, from: Self.truth(request.query.text))
            if isCurrent && request.query.skip == 0 { outcome = .items }
          }
        case 85..<90:
          log.append("down")
          simulation.apply(simulation.machine.moveHighlight(.down))
        case 90..<93:
          log.append("reach end")
          simulation.apply(simulation.machine.reachEnd())
        case 93..<96:
          log.append("escape")
          simulation.apply(simulation.machine.dismiss())
          userClosed = true
        default:
          log.append("return")
          let before = simulation.machine.generation
          simulation.apply(simulation.machine.selectHighlighted())
          if simulation.machine.generation != before {
            userClosed = true
            simulation.type(simulation.fieldText)
          }
        }
        if simulation.machine.generation != generation {
          outcome = simulation.machine.state.kind == .hidden ? .none : .items
          closedByUser = userClosed
        }
        if !check("after \(log.last ?? "")") {
          failures += 1
          break
        }
      }
      // Typing stops; the clock runs out; every question still open is answered correctly.
      for _ in 0..<20 {
        simulation.advance(by: .seconds(1))
        while let request = simulation.pending.first {
          if request.generation == simulation.machine.generation && request.query.skip == 0 {
            outcome = .items
          }
          simulation.respond(to: request, from: Self.truth(request.query.text))
        }
      }
      guard check("after settling") else {
        failures += 1
        continue
      }
      let text = simulation.machine.text
      let queryable = !text.isEmpty
      let state = simulation.machine.state
      if queryable && !closedByUser && outcome != .failed {
        let expected = Self.truth(text)
        let settled =
          expected.isEmpty
          ? state.kind == .noMatches
          : state.kind == .results
            && state.suggestions.count
              >= Self.distinct(expected.prefix(configuration.pageSize)).count
        if !settled {
          failures += 1
          XCTFail("script \(script): settled on \(state.kind) for \(text.debugDescription)\n\(log)")
        }
      } else if !queryable || closedByUser {
        if state.kind != .hidden {
          failures += 1
          XCTFail("script \(script): \(state.kind) after closing or clearing\n\(log)")
        }
      }
    }
  }
}
