import AutofillCore
import Foundation
import XCTest

/// Seeded random interleavings of typing, time, answers (late, failed, oversized, after
/// cancellation, never), source, items, configuration and secure-entry changes mid-flight,
/// paging and highlight moves, on a manual clock. After every step: what shows belongs to the
/// current text, source and options, and no text typed in a secure field reaches a source.
@MainActor
final class ControllerStressTests: XCTestCase {
  private static let seed: UInt64 = 0x57E5_5EED

  /// Where the rows may come from: a dynamic source by name, or the static list.
  private enum Origin: Hashable {
    case dynamic(String)
    case items
  }

  /// How many checks saw each kind of state, to show the scripts reach them all.
  private var seen: [String: Int] = [:]

  /// The static list; its values, unlike a ``ChaosSource``'s, hold no `|`.
  private let staticValues = ["ab", "Ab", "aab", "ba", "bab", "abz", "b!", "bb", "A", "aa"]

  func test_randomInterleavings_showOnlyWhatBelongsToTheCurrentTextSourceAndOptions() async {
    print("ControllerStressTests seed: \(Self.seed)")
    var generator = SeededGenerator(seed: Self.seed)
    var failures = 0
    let scripts = TestScale.count(12, ci: 60)
    TestScale.report("ControllerStressTests (scripts)", cases: scripts)
    for script in 0..<scripts where failures == 0 {
      failures += await run(script: script, steps: 80, using: &generator)
    }
    print("ControllerStressTests: \(seen.map { "\($0.key) \($0.value)" }.sorted())")
    // CI's 60 scripts (or more) reach paging more than 30 times and failures more than 50
    // (in proportion beyond); fewer scripts, whose counts vary with the tasks' interleaving, at
    // least once.
    let fullStrengthScripts = scripts >= 60 ? scripts : 0
    XCTAssertGreaterThan(
      seen["several pages", default: 0], 30 * fullStrengthScripts / 60,
      "the scripts exercise paging")
    XCTAssertGreaterThan(
      seen["failed", default: 0], 50 * fullStrengthScripts / 60, "the scripts exercise failures")
  }

  /// Runs one script; the number of failures it found.
  private func run(script: Int, steps: Int, using generator: inout SeededGenerator) async -> Int {
    let clock = ManualClock()
    let sources = ["A", "B", "C"].map {
      ChaosSource(name: $0, ignoresCancellation: Bool.random(using: &generator))
    }
    var configuration = randomConfiguration(using: &generator)
    let controller = AutofillSuggestionController(configuration: configuration, clock: clock)
    controller.setSource(sources[0])
    controller.beginEditing(text: "")
    var origins: Set<Origin> = [.dynamic(sources[0].name)]
    var current = sources[0]
    var isEditing = true
    var isSecure = false
    var text = ""
    var secretNumber = 0
    var log: [String] = []
    var failures = 0

    for step in 0..<steps where failures == 0 {
      var action = Int.random(in: 0..<40, using: &generator)
      // Secure entry and not editing hide everything: leave them soon.
      if isSecure && Int.random(in: 0..<4, using: &generator) == 0 { action = 32 }
      if !isEditing && Int.random(in: 0..<4, using: &generator) == 0 { action = 33 }
      // Answers and paging need time without typing: settle and page often.
      if current.pendingCount > 0 && Int.random(in: 0..<3, using: &generator) == 0 { action = 15 }
      if controller.state.kind == .results && Int.random(in: 0..<3, using: &generator) == 0 {
        action = 34
      }
      switch action {
      case 0:
        // A password typed, then the field made secure in the same turn.
        secretNumber += 1
        text = "pw\(secretNumber)"
        log.append("type \(text.debugDescription), setSecureEntry true")
        controller.changeText(text)
        isSecure = true
        controller.setSecureEntry(true)
      case 1..<7:
        if isSecure {
          secretNumber += 1
          text = "pw\(secretNumber)"
        } else {
          text = String(
            (0..<[0, 1, 1, 2, 2, 3, 4].randomElement(using: &generator)!).map { _ in
              "aabbAz!".randomElement(using: &generator) ?? "a"
            })
        }
        log.append("type \(text.debugDescription)")
        controller.changeText(text)
      case 7..<15:
        let delay = Duration.milliseconds(Int.random(in: 0...300, using: &generator))
        log.append("advance \(delay)")
        await clock.advance(by: delay)
      case 15..<27:
        // Mostly the source in use, whose answers matter most.
        let source =
          Int.random(in: 0..<4, using: &generator) == 0
          ? sources.randomElement(using: &generator) ?? sources[0] : current
        let outcome = ChaosSource.Outcome.allCases.randomElement(using: &generator) ?? .answer
        log.append("settle \(source.name) \(outcome)")
        source.settle(
          back: [0, 0, 0, 1, 2, 5].randomElement(using: &generator) ?? 0, with: outcome)
      case 27, 28:
        let source = sources.randomElement(using: &generator)
        if Int.random(in: 0..<4, using: &generator) == 0 {
          log.append("setSource nil")
          controller.setSource(nil)
          origins = []
        } else if let source {
          log.append("setSource \(source.name)")
          controller.setSource(source)
          origins = [.dynamic(source.name)]
          current = source
        }
      case 29:
        log.append("setItems")
        controller.setItems(staticValues.map { AutofillItem($0) })
        origins.insert(.items)
      case 30, 31:
        configuration = randomConfiguration(using: &generator)
        log.append("setConfiguration \(ChaosSource.tag(configuration.options))")
        controller.setConfiguration(configuration)
      case 32 where isSecure || Int.random(in: 0..<3, using: &generator) == 0:
        isSecure.toggle()
        log.append("setSecureEntry \(isSecure)")
        controller.setSecureEntry(isSecure)
      case 33 where !isEditing || Int.random(in: 0..<3, using: &generator) == 0:
        isEditing.toggle()
        log.append(isEditing ? "beginEditing" : "endEditing")
        if isEditing { controller.beginEditing(text: text) } else { controller.endEditing() }
      case 34..<37:
        log.append("reachEnd")
        controller.reachEnd()
      default:
        let direction: AutofillSuggestionMachine.Direction =
          Bool.random(using: &generator) ? .down : .up
        log.append("moveHighlight \(direction)")
        controller.moveHighlight(direction)
      }
      // Lets the tasks this step started run (a full `settle()` per step is needlessly slow).
      for _ in 0..<40 { await Task.yield() }
      if case .results(let rows, _) = controller.state,
        rows.first?.item.value.contains("|") == false
      {
        origins = [.items]
      }
      seen["steps", default: 0] += 1
      seen["\(controller.state.kind)", default: 0] += 1
      if let rows = Optional(controller.state.suggestions), rows.count > configuration.pageSize,
        rows.first?.item.value.contains("|") == true
      {
        seen["several pages", default: 0] += 1
      }
      // A static list builds a new folding's table off the main actor, and the options in
      // force until then are the previous ones (as the previous list answers while a new one
      // is indexed): check the rows against the options in force, and that those become the
      // ones asked for once nothing is pending.
      let inForce = controller.machine.configuration
      if !controller.hasPendingWork, inForce != configuration {
        XCTFail(
          "script \(script) step \(step): settled with other settings than asked for\n"
            + log.suffix(25).joined(separator: "\n"))
        failures += 1
      }
      if let problem = violation(
        controller.state, text: controller.machine.text, expectedText: text,
        options: inForce.options, pageSize: inForce.pageSize, origins: origins,
        isQuiet: !isEditing || isSecure)
      {
        XCTFail(
          "script \(script) step \(step): \(problem)\n" + log.suffix(25).joined(separator: "\n"))
        failures += 1
      }
    }
    for source in sources {
      if let leaked = source.queries.first(where: { $0.text.hasPrefix("pw") }) {
        XCTFail("script \(script): \(source.name) was asked \(leaked.text) in a secure field")
        failures += 1
      }
      source.cancelAll()
    }
    controller.invalidate()
    await settle()
    return failures
  }

  /// What is wrong with `state`, or `nil`.
  private func violation(
    _ state: AutofillDropdownState, text: String, expectedText: String,
    options: AutofillMatchOptions, pageSize: Int, origins: Set<Origin>, isQuiet: Bool
  ) -> String? {
    if text != expectedText {
      return "the machine's text \(text.debugDescription) is not \(expectedText.debugDescription)"
    }
    if isQuiet && state.kind != .hidden { return "shows \(state.kind) while not editing or secure" }
    if case .results(let rows, _) = state, rows.first?.item.value.contains("|") == false {
      let values = rows.map(\.item.value)
      let expected = AutofillIndex(values: staticValues).matches(for: text, options: options)
        .map(\.item.value)
      return origins.contains(.items) && values == expected
        ? nil : "static rows \(values) for \(text.debugDescription), expected \(expected)"
    }
    let names = origins.compactMap { if case .dynamic(let name) = $0 { name } else { nil } }
    return ChaosSource.problem(
      in: state, text: text, names: names, options: options, pageSize: pageSize)
  }

  private func randomConfiguration(using generator: inout SeededGenerator)
    -> AutofillSuggestionMachine.Configuration
  {
    var configuration = AutofillSuggestionMachine.Configuration()
    configuration.debounce = .milliseconds([0, 0, 50, 100].randomElement(using: &generator) ?? 0)
    configuration.loadingDelay = .milliseconds(Int.random(in: 0...200, using: &generator))
    configuration.pageSize = Int.random(in: 1...3, using: &generator)
    configuration.cacheCapacity = Int.random(in: 0...3, using: &generator)
    configuration.options.isCaseSensitive = Bool.random(using: &generator)
    configuration.options.mode =
      AutofillMatchMode.allCases.randomElement(using: &generator) ?? .prefix
    return configuration
  }
}
