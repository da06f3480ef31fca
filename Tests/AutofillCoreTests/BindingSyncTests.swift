import AutofillCore
import XCTest

/// A text field wrapped for SwiftUI, and its binding: the field's edits reach the binding once,
/// their echoes never come back as programmatic sets, and a real set from the binding's owner
/// reaches the field once, with the caret kept where the change allows.
final class BindingSyncTests: XCTestCase {
  /// A field and a binding whose owner may store the field's writes late: the binding's value
  /// lags by `lag` writes. Counts what reaches the field.
  private struct Harness {
    var sync: AutofillBindingSync
    var fieldText: String
    var caret: Int?
    var isEditing = true
    /// The values the field wrote, not yet stored by the owner (oldest first).
    var inFlight: [String] = []
    var bindingValue: String
    /// Texts set on the field by updates, and of those, how many while editing (each one
    /// asks the source once).
    var sets: [String] = []
    var queries = 0

    init(text: String) {
      sync = AutofillBindingSync(text: text)
      fieldText = text
      bindingValue = text
      caret = text.utf16.count
    }

    /// Whether the owner stores a write at once (`@State`) rather than later.
    var storesAtOnce = false

    /// The user types: the field's text becomes `text`, and its write goes in flight (or,
    /// with an owner that stores at once, is stored and read back).
    mutating func type(_ text: String) {
      fieldText = text
      caret = text.utf16.count
      guard let write = sync.fieldDidChange(to: text) else { return }
      if storesAtOnce {
        bindingValue = write
        sync.bindingDidTake(write, readBack: bindingValue)
      } else {
        inFlight.append(write)
        sync.bindingDidTake(write, readBack: bindingValue)
      }
    }

    /// The owner stores the oldest write in flight.
    mutating func deliver() {
      if !inFlight.isEmpty { bindingValue = inFlight.removeFirst() }
    }

    /// The owner sets its own value (and drops writes in flight, as a reset would).
    mutating func ownerSets(_ value: String) {
      inFlight = []
      bindingValue = value
    }

    /// The view is updated (for any reason) with the binding's value.
    mutating func update() {
      let update = sync.bindingDidUpdate(
        to: bindingValue, caretUTF16Offset: isEditing ? caret : nil)
      guard case .setText(let text, let newCaret) = update else { return }
      fieldText = text
      caret = newCaret ?? text.utf16.count
      sets.append(text)
      if isEditing { queries += 1 }
    }
  }

  func test_fieldEdits_reachTheBindingOnce_andTheirEchoesNeverComeBack() {
    var harness = Harness(text: "")
    for text in ["Z", "Zu", "Zug"] {
      harness.type(text)
      harness.deliver()
      harness.update()
      harness.update()  // an unrelated re-render
    }
    XCTAssertEqual(harness.bindingValue, "Zug")
    XCTAssertEqual(harness.sets, [])
    XCTAssertEqual(harness.queries, 0)
    XCTAssertEqual(harness.fieldText, "Zug")
  }

  func test_anEditEqualToTheBinding_isNotWrittenAgain() {
    var sync = AutofillBindingSync(text: "Zug")
    XCTAssertNil(sync.fieldDidChange(to: "Zug"))
    XCTAssertEqual(sync.fieldDidChange(to: "Zu"), "Zu")
    XCTAssertNil(sync.fieldDidChange(to: "Zu"))
  }

  func test_lateEchoes_ofAnOwnerThatStoresAsynchronously_neverOverwriteNewerTyping() {
    var harness = Harness(text: "")
    harness.type("Z")
    harness.type("Zu")
    harness.type("Zür")
    // Re-renders before the owner stored anything, then as each write lands.
    harness.update()
    for _ in 0..<3 {
      harness.deliver()
      harness.update()
    }
    XCTAssertEqual(harness.sets, [], "a late echo must not reset the field or move the caret")
    XCTAssertEqual(harness.fieldText, "Zür")
    XCTAssertEqual(harness.bindingValue, "Zür")
  }

  func test_aValueUnchangedSinceTheLastUpdate_isNoSet_evenIfTheFieldMovedOn() {
    // The documented rule: the owner's set to the value it showed last cannot be told from an
    // owner that has not taken the field's edits yet; the field keeps what the user typed.
    var harness = Harness(text: "")
    harness.type("Z")
    harness.ownerSets("")
    harness.update()
    XCTAssertEqual(harness.sets, [])
    XCTAssertEqual(harness.fieldText, "Z")
  }

  func test_anOwnerThatStoresAtOnce_andChangesTheValueBack_isHeard() {
    // A length limit in `.onChange`: the owner stored "Zürich", then cut it to five
    // characters, back to the value the view showed before. The field shows the cut text.
    var harness = Harness(text: "")
    harness.storesAtOnce = true
    harness.type("Züric")
    harness.update()
    harness.type("Zürich")
    harness.ownerSets("Züric")
    harness.update()
    harness.update()
    XCTAssertEqual(harness.sets, ["Züric"])
    XCTAssertEqual(harness.fieldText, "Züric")
    // A formatter that changes each keystroke (upper case), the caret at the end.
    var upper = Harness(text: "")
    upper.storesAtOnce = true
    for (typed, formatted) in [("z", "Z"), ("Zu", "ZU"), ("ZUg", "ZUG")] {
      upper.type(typed)
      upper.ownerSets(formatted)
      upper.update()
    }
    XCTAssertEqual(upper.sets, ["Z", "ZU", "ZUG"])
    XCTAssertEqual(upper.fieldText, "ZUG")
    XCTAssertEqual(upper.caret, 3)
  }

  func test_anOwnerThatIgnoresWrites_leavesTheTypedTextAlone() {
    // A constant binding: the value never changes, so nothing is a programmatic set.
    var harness = Harness(text: "Fixed")
    harness.type("Fixed!")
    harness.inFlight = []
    for _ in 0..<5 { harness.update() }
    XCTAssertEqual(harness.fieldText, "Fixed!")
    XCTAssertEqual(harness.sets, [])
  }

  func test_aProgrammaticSet_reachesTheFieldOnce_andQueriesOnlyWhileEditing() {
    let cases: [(line: UInt, isEditing: Bool, queries: Int)] = [
      (#line, true, 1),
      (#line, false, 0),
    ]
    for (line, isEditing, queries) in cases {
      var harness = Harness(text: "Zug")
      harness.isEditing = isEditing
      harness.ownerSets("Genève")
      for _ in 0..<10 { harness.update() }  // an update storm
      XCTAssertEqual(harness.sets, ["Genève"], line: line)
      XCTAssertEqual(harness.queries, queries, line: line)
      XCTAssertEqual(harness.fieldText, "Genève", line: line)
      // The field's next edit goes out as usual.
      harness.type("Genève!")
      XCTAssertEqual(harness.inFlight, ["Genève!"], line: line)
    }
  }

  func test_aSetBackToAnEarlierValue_afterTheOwnerCaughtUp_reachesTheField() {
    var harness = Harness(text: "")
    harness.type("Z")
    harness.deliver()
    harness.update()
    harness.type("Zu")
    harness.deliver()
    harness.update()
    harness.ownerSets("Z")  // an undo in the owner
    harness.update()
    XCTAssertEqual(harness.sets, ["Z"])
    XCTAssertEqual(harness.fieldText, "Z")
  }

  func test_aSetWhileWritesAreInFlight_winsOverThem() {
    var harness = Harness(text: "")
    harness.type("Z")
    harness.deliver()
    harness.update()
    harness.type("Zu")
    harness.type("Zür")
    harness.ownerSets("")  // a "clear" button
    harness.update()
    harness.update()
    XCTAssertEqual(harness.sets, [""])
    XCTAssertEqual(harness.fieldText, "")
  }

  func test_echoesAreRemembered_upToTheLimit() {
    var harness = Harness(text: "")
    let limit = AutofillBindingSync.maximumPendingEchoes
    let texts = (1...(limit + 1)).map { String(repeating: "a", count: $0) }
    for text in texts { harness.type(text) }
    // The oldest write, forgotten, arrives last: it is taken as the owner's own value.
    harness.deliver()
    harness.update()
    XCTAssertEqual(harness.sets, ["a"])
    // Writes within the limit are still recognised.
    var second = Harness(text: "")
    for text in texts.prefix(limit) { second.type(text) }
    second.deliver()
    second.update()
    XCTAssertEqual(second.sets, [])
  }

  func test_theCaret_staysWhereTheChangeAllows() {
    // `caret` is in UTF-16 code units; `nil` expected means the end of the new text.
    let cases: [(line: UInt, old: String, caret: Int, new: String, expected: Int?)] = [
      (#line, "Zürich", 2, "Zürich, CH", 2),  // appended after the caret
      (#line, "Zürich", 6, "Zürich, CH", nil),  // caret at the end stays at the end
      (#line, "Zürich", 3, "Zürxyz", 3),  // replaced after the caret
      (#line, "rich", 2, "Zürich", 4),  // prepended before the caret
      (#line, "Zug City", 3, "Zürich City", 6),  // the caret in the replaced part: after it
      (#line, "abc", 2, "xyz", nil),  // all replaced: the end
      (#line, "abc", 0, "xyz", 0),  // at the start, every change is after it
      (#line, "abc", 2, "", nil),
      (#line, "👩‍👩‍👧 ab", 8, "👩‍👩‍👧 abc", 8),  // surrogate pairs and ZWJ counted in UTF-16
      (#line, "👩‍👩‍👧 ab", 3, "👩‍👩‍👧 abc", 0),  // inside a character: rounds down to its start
      (#line, "x🇨🇭y", 3, "x🇨🇭yz", 1),  // inside a flag: rounds down
      (#line, "cafe\u{301} ok", 5, "cafe\u{301} no", 5),  // after a combining accent
      (#line, "\u{E9}xy", 2, "e\u{301}xyz", nil),  // same character, other code units
      (#line, "ab", 99, "abc", nil),  // a caret past the end is the end
      (#line, "ab", -5, "xab", 0),  // a negative caret is the start
    ]
    for (line, old, caret, new, expected) in cases {
      var sync = AutofillBindingSync(text: old)
      let update = sync.bindingDidUpdate(to: new, caretUTF16Offset: caret)
      XCTAssertEqual(update, .setText(new, caretUTF16Offset: expected), line: line)
      if let expected {
        // Never inside a character of the new text.
        let index = new.utf16.index(new.utf16.startIndex, offsetBy: expected)
        XCTAssertNotNil(String.Index(index, within: new), line: line)
      }
    }
  }

  func test_withoutACaret_theTextIsSetWithTheCaretAtTheEnd() {
    var sync = AutofillBindingSync(text: "Zug")
    XCTAssertEqual(
      sync.bindingDidUpdate(to: "Zürich", caretUTF16Offset: nil),
      .setText("Zürich", caretUTF16Offset: nil))
    XCTAssertEqual(sync.fieldText, "Zürich")
  }
}
