import AutofillCore
import Foundation
import XCTest

/// ``AutofillItem/enteredText``: a row shows (and matches) its title and enters another text,
/// whichever way it is picked; the inline completion completes what it enters.
@MainActor
final class EnteredTextTests: XCTestCase {
  private let items = [
    AutofillItem("Aspirin (Tablet)", enteredText: "Aspirin"),
    AutofillItem("Alice Smith", subtitle: "Podiatry", enteredText: "alice@example.com"),
    AutofillItem("Zug"),
  ]

  private func session(_ events: @escaping (String) -> Void) -> AutofillCompletionSession {
    let session = AutofillCompletionSession()
    session.setSource(AutofillIndexSource(items: items))
    session.onReplaceText = {
      events("edit \($0.text)")
      return true
    }
    session.onSelect = { events("select \($0.value)") }
    return session
  }

  func test_everyPick_entersTheEnteredText_andNamesTheItemByItsTitle() async {
    let cases: [(String, String, (AutofillCompletionSession) -> Void, [String], UInt)] = [
      ("tap", "asp", { $0.select(row: 0) }, ["edit Aspirin", "select Aspirin (Tablet)"], #line),
      (
        "Return on the highlight", "ali",
        {
          $0.moveHighlight(.down)
          $0.selectHighlighted()
        }, ["edit alice@example.com", "select Alice Smith"], #line
      ),
      (
        "a tap that ends after editing ended", "asp",
        {
          $0.beginPick(row: 0)
          $0.endEditing()
          $0.finishPick()
        }, ["edit Aspirin", "select Aspirin (Tablet)"], #line
      ),
      (
        "→ on the ghost text", "asp", { $0.acceptInlineCompletion() },
        ["edit Aspirin", "select Aspirin (Tablet)"], #line
      ),
      ("an item without one", "zu", { $0.select(row: 0) }, ["edit Zug", "select Zug"], #line),
    ]
    for (name, typed, act, expected, line) in cases {
      var events: [String] = []
      let session = session { events.append($0) }
      session.isInlineCompletionOn = true
      session.beginEditing(text: typed)
      act(session)
      XCTAssertEqual(events, expected, name, line: line)
    }
  }

  /// Matching stays on the title: the entered text is never a key.
  func test_matching_andRows_useTheTitle() async {
    var options = AutofillMatchOptions()
    options.mode = .contains
    let index = AutofillIndex(items)
    XCTAssertEqual(
      index.matches(for: "tablet", options: options).map(\.item.value), ["Aspirin (Tablet)"])
    XCTAssertEqual(index.matches(for: "example", options: options).count, 0)
    let session = session { _ in }
    session.beginEditing(text: "ali")
    let rows = AutofillDropdownRow.rows(for: session.state)
    XCTAssertEqual(rows.map(\.title), ["Alice Smith"])
    XCTAssertEqual(rows.map(\.accessibilityLabel), ["Alice Smith, Podiatry"])
  }

  func test_inlineCompletion_completesTheEnteredText_whenItStartsWithTheMatchedPart() async {
    // Title, entered text, typed, then the value and suffix shown (nil: none).
    let cases: [(String, String?, String, (value: String, suffix: String)?, UInt)] = [
      ("Aspirin (Tablet)", "Aspirin", "asp", ("Aspirin", "irin"), #line),
      ("Aspirin (Tablet)", "Aspirin", "aspirin", nil, #line),  // nothing left to enter
      ("Aspirin (Tablet)", "Asp", "asp", nil, #line),
      ("Alice Smith", "alice@example.com", "ali", nil, #line),  // "ali" ≠ "Ali" as typed
      ("Zürich", "Zürich, CH", "zür", ("Zürich, CH", "ich, CH"), #line),
      ("Zürich", nil, "zür", ("Zürich", "ich"), #line),
    ]
    for (title, entered, typed, expected, line) in cases {
      let best = AutofillIndex([AutofillItem(title, enteredText: entered)])
        .matches(for: typed, options: AutofillMatchOptions()).first
        .map { AutofillSuggestion(item: $0.item, matchedRange: $0.range) }
      let completion = AutofillInlineCompletion(
        text: typed, caretUTF16Offset: typed.utf16.count, hasMarkedText: false, best: best,
        options: AutofillMatchOptions())
      XCTAssertEqual(completion?.value, expected?.value, line: line)
      XCTAssertEqual(completion?.suffix, expected?.suffix, line: line)
    }
  }

  /// Random titles and entered texts (the title, a prefix of it, an extension of it, or
  /// another text): whenever ghost text shows, accepting it enters exactly the typed text's
  /// matched part followed by the ghost text, and that is the first row's text to enter.
  func test_randomized_ghostTextIsAlwaysTheRestOfWhatAcceptingEnters() async {
    let seed = UInt64.random(in: 0...UInt64.max)
    print("EnteredTextTests seed: \(seed)")
    var random = SeededGenerator(seed: seed)
    var shown = 0
    for _ in 0..<80 {
      let title = random.string(from: "abcAé ", lengths: 1...8)
      let entered: String? =
        switch Int.random(in: 0..<4, using: &random) {
        case 0: nil
        case 1: String(title.prefix(Int.random(in: 0...title.count, using: &random)))
        case 2: title + random.string(from: "xy ", lengths: 0...3)
        default: random.string(from: "abc", lengths: 0...5)
        }
      // Half the time a prefix of the title, in another case, so that ghost text often shows.
      let typed =
        Bool.random(using: &random)
        ? random.string(from: "abcAé", lengths: 1...4)
        : String(title.prefix(Int.random(in: 1...title.count, using: &random))).uppercased()
      var edits: [String] = []
      let session = AutofillCompletionSession()
      session.setSource(AutofillIndexSource(items: [AutofillItem(title, enteredText: entered)]))
      session.isInlineCompletionOn = true
      session.onReplaceText = {
        edits.append($0.text)
        return true
      }
      session.beginEditing(text: typed)
      guard let ghost = session.inlineCompletion else { continue }
      shown += 1
      let item = session.state.suggestions[0].item
      XCTAssertEqual(ghost.value, item.textToEnter, "\(title) / \(entered ?? "nil") / \(typed)")
      XCTAssertTrue(ghost.value.hasSuffix(ghost.suffix))
      XCTAssertEqual(
        String(ghost.value.dropLast(ghost.suffix.count))
          .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil),
        typed.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil))
      XCTAssertTrue(session.acceptInlineCompletion())
      XCTAssertEqual(edits, [ghost.value])
    }
    XCTAssertGreaterThan(shown, 0, "the cases must show ghost text at least once")
  }

  func test_mention_isTheEnteredText_andArchivesIt() async throws {
    let item = AutofillItem("Ana Lopez (Design)", enteredText: "Ana")
    var mentions = AutofillMentions(text: "Hi @an")
    let token = try XCTUnwrap(
      AutofillTokenFinder(delimiters: ["@"]).token(in: "Hi @an", caretUTF16Offset: 6))
    let pick = AutofillTextReplacement(
      replacing: token, in: "Hi @an", with: item.textToEnter, keepsDelimiter: true,
      appendsSpace: true)
    XCTAssertTrue(mentions.recordPick(pick, item: item))
    XCTAssertEqual(mentions.mentions.map(\.range), [NSRange(location: 3, length: 4)])
    let data = try NSKeyedArchiver.archivedData(
      withRootObject: AutofillMentionAttribute(item), requiringSecureCoding: true)
    let decoded = try XCTUnwrap(
      NSKeyedUnarchiver.unarchivedObject(ofClass: AutofillMentionAttribute.self, from: data))
    XCTAssertEqual(decoded.item.enteredText, "Ana")
    XCTAssertEqual(decoded.item.value, "Ana Lopez (Design)")
  }
}
