import AutofillCore
import Foundation
import XCTest

/// Seeded random interleavings on a completion session with triggers: typing and caret moves
/// that enter, leave and switch tokens, triggers replaced mid-flight (swapped, removed, added),
/// the whole text's source replaced, answers late, failed, oversized or never, configuration
/// changes and paging, secure entry on and off, editing ending and beginning again, on a
/// manual clock. After every step what shows belongs to the active token's query and its
/// trigger's source (or the whole text and its source without a token), under the current
/// options; and while the text holds what was typed under secure entry and has not been
/// edited since (a naive model: secure entry sets it, a report of another text clears it
/// unless secure entry is on), no source is asked anything and nothing shows.
@MainActor
final class SessionStressTests: XCTestCase {
  private static let seed: UInt64 = 0x5E55_1011

  func test_randomInterleavings_showOnlyTheActiveTokensAnswer_andNeverSendSecureText() async {
    print("SessionStressTests seed: \(Self.seed)")
    var generator = SeededGenerator(seed: Self.seed)
    var seen: [String: Int] = [:]
    let scripts = TestScale.count(4, ci: 40)
    TestScale.report("SessionStressTests (scripts)", cases: scripts)
    for script in 0..<scripts {
      guard await run(script: script, steps: 80, seen: &seen, using: &generator) else { break }
    }
    print("SessionStressTests: \(seen.map { "\($0.key) \($0.value)" }.sorted())")
    // CI's 40 scripts (or more) reach these more than 100, 50, 100 and 10 times (in proportion
    // beyond); fewer scripts, whose counts vary with the tasks' interleaving, at least once.
    let fullStrengthScripts = scripts >= 40 ? scripts : 0
    XCTAssertGreaterThan(
      seen["results", default: 0], 100 * fullStrengthScripts / 40, "the scripts reach results")
    XCTAssertGreaterThan(
      seen["token results", default: 0], 50 * fullStrengthScripts / 40, "the scripts reach tokens")
    XCTAssertGreaterThan(
      seen["secret", default: 0], 100 * fullStrengthScripts / 40, "the scripts reveal secure text")
    XCTAssertGreaterThan(
      seen["edited secret asked", default: 0], 10 * fullStrengthScripts / 40,
      "the scripts edit revealed text")
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
    var wholeSource = sources[0]
    session.setSource(wholeSource)
    session.setTriggers([
      AutofillTrigger("@", source: sources[1]), AutofillTrigger("#", source: sources[2]),
    ])
    session.beginEditing(text: "")
    var log: [String] = []
    var isOK = true
    // The naive model of secure text: the text as reported, and whether it holds what was
    // typed under secure entry and has not been edited since.
    var text = ""
    var isEditing = true
    var isSecure = false
    var isSecret = false
    var secretNumber = 0

    for step in 0..<steps where isOK {
      let askedBefore = sources.map(\.queries.count)
      var action = Int.random(in: 0..<26, using: &generator)
      // Secure entry and not editing show nothing: leave them soon.
      if isSecure && Int.random(in: 0..<4, using: &generator) == 0 { action = 20 }
      // Revealed text is mostly edited soon, as a user who shows a password does.
      if isSecret && !isSecure && Int.random(in: 0..<3, using: &generator) == 0 { action = 23 }
      // The field reports text and caret only while it edits.
      if !isEditing && [0, 1, 2, 3, 4, 5, 21, 22, 23].contains(action) { action = 24 }
      // Answers need steps without typing: settle often while the active source is asked.
      let asked = session.activeToken.flatMap {
        session.triggers[$0.triggerIndex].source as? ChaosSource
      }
      if (asked?.pendingCount ?? 0) > 0 && Bool.random(using: &generator) { action = 8 }
      switch action {
      case 0..<6:
        // Words, then often a token being typed: "ab @ba", "#a", "a b @". Under secure entry
        // every word is a new "pwN", so any query holding "pw" holds secure text.
        let word = { (generator: inout SeededGenerator) in
          guard !isSecure else {
            secretNumber += 1
            return "pw\(secretNumber)"
          }
          return String(
            (0..<Int.random(in: 0...3, using: &generator)).map { _ in
              "aabbz".randomElement(using: &generator) ?? "a"
            })
        }
        let newText =
          (["", "ab ", "a b "].randomElement(using: &generator) ?? "")
          + (["@", "#", "@", "#", ""].randomElement(using: &generator) ?? "") + word(&generator)
          + (Int.random(in: 0..<4, using: &generator) == 0 ? " " + word(&generator) : "")
        let caret =
          Int.random(in: 0..<3, using: &generator) != 0
          ? nil : Int.random(in: 0...newText.utf16.count, using: &generator)
        log.append("type \(newText.debugDescription) caret \(caret.map(String.init) ?? "end")")
        if newText != text { isSecret = isSecure }
        text = newText
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
          ? (active ?? wholeSource) : sources.randomElement(using: &generator) ?? sources[0]
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
      case 19:
        log.append("moveHighlight down")
        session.moveHighlight(.down)
      case 20:
        isSecure.toggle()
        if isSecure { isSecret = true }
        log.append("setSecureEntry \(isSecure)")
        session.setSecureEntry(isSecure)
      case 21, 22:
        let caret = Int.random(in: 0...text.utf16.count, using: &generator)
        log.append("caret \(caret)")
        session.changeText(text, caretUTF16Offset: caret)
      case 23:
        // An edit of the revealed text: a letter typed at its end releases it.
        text += "a"
        isSecret = isSecure
        log.append("type \(text.debugDescription) caret end")
        session.changeText(text)
      case 24:
        isEditing.toggle()
        if isEditing {
          let caret = Int.random(in: 0...text.utf16.count, using: &generator)
          log.append("beginEditing caret \(caret)")
          session.beginEditing(text: text, caretUTF16Offset: caret)
        } else {
          log.append("endEditing")
          session.endEditing()
        }
      default:
        wholeSource = sources.randomElement(using: &generator) ?? sources[0]
        log.append("setSource \(wholeSource.name)")
        session.setSource(wholeSource)
      }
      for _ in 0..<40 { await Task.yield() }

      for (source, count) in zip(sources, askedBefore) {
        let asked = source.queries.dropFirst(count).map(\.text)
        if isSecret, let leaked = asked.first(where: { !$0.isEmpty }) {
          XCTFail(
            "script \(script) step \(step): \(source.name) was asked \(leaked.debugDescription), "
              + "typed under secure entry and not edited since\n"
              + log.suffix(25).joined(separator: "\n"))
          isOK = false
        }
        if asked.contains(where: { $0.contains("pw") }) {
          seen["edited secret asked", default: 0] += 1
        }
      }
      if isSecret {
        seen["secret", default: 0] += 1
        if session.state.kind != .hidden {
          XCTFail(
            "script \(script) step \(step): shows \(session.state.kind) for secure text\n"
              + log.suffix(25).joined(separator: "\n"))
          isOK = false
        }
      }

      let query: String
      let names: [String]
      if let token = session.activeToken {
        query = token.query
        names = [(session.triggers[token.triggerIndex].source as? ChaosSource)?.name ?? "?"]
        if session.state.kind == .results { seen["token results", default: 0] += 1 }
      } else {
        query = session.text
        names = session.triggers.isEmpty ? [wholeSource.name] : []
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
