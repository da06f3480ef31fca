import AutofillCore
import Foundation
import XCTest

/// Each rule of ``AutofillMentions``, table-driven: edits outside, inside and across mentions
/// under both settings, grapheme clusters, picks, Backspace, copy and paste, mentions set in
/// code, and equality.
final class MentionsTests: XCTestCase {
  private let ana = AutofillItem("Ana", subtitle: "a", refCon: 1)
  private let bo = AutofillItem("Bo", subtitle: "b", refCon: 2)

  private func r(_ location: Int, _ length: Int) -> NSRange {
    NSRange(location: location, length: length)
  }

  /// "Hi @Ana and @Bo": @Ana at {3, 4}, @Bo at {12, 3}.
  private func greeting(_ rule: AutofillMentions.InsideEdit = .breaks) -> AutofillMentions {
    AutofillMentions(
      text: "Hi @Ana and @Bo", mentions: [(r(3, 4), ana), (r(12, 3), bo)],
      editInsideMention: rule)
  }

  func test_edits_shiftBreakOrDeleteMentions() {
    // (name, rule, range, replacement, text after, ranges after, range replaced, line)
    let cases:
      [(String, AutofillMentions.InsideEdit, NSRange, String, String, [NSRange], NSRange, UInt)] = [
        (
          "insertion before shifts", .breaks, r(0, 0), "Oh ", "Oh Hi @Ana and @Bo",
          [r(6, 4), r(15, 3)], r(0, 0), #line
        ),
        (
          "insertion at a start is outside", .breaks, r(3, 0), "x", "Hi x@Ana and @Bo",
          [r(4, 4), r(13, 3)], r(3, 0), #line
        ),
        (
          "insertion at an end is outside: typing after does not extend", .breaks, r(7, 0), "x",
          "Hi @Anax and @Bo", [r(3, 4), r(13, 3)], r(7, 0), #line
        ),
        (
          "insertion at the text's end after a mention", .deletesWhole, r(15, 0), "!",
          "Hi @Ana and @Bo!", [r(3, 4), r(12, 3)], r(15, 0), #line
        ),
        (
          "insertion inside breaks", .breaks, r(5, 0), "x", "Hi @Axna and @Bo", [r(13, 3)], r(5, 0),
          #line
        ),
        (
          "insertion inside breaks, also when deletions delete whole (an input method marks it)",
          .deletesWhole, r(5, 0), "x", "Hi @Axna and @Bo", [r(13, 3)], r(5, 0), #line
        ),
        (
          "a replacement across a mention breaks it, also when deletions delete whole",
          .deletesWhole, r(1, 4), "ey", "Heyna and @Bo", [r(10, 3)], r(1, 4), #line
        ),
        (
          "deletion inside breaks", .breaks, r(6, 1), "", "Hi @An and @Bo", [r(11, 3)], r(6, 1),
          #line
        ),
        (
          "deletion inside deletes whole", .deletesWhole, r(6, 1), "", "Hi  and @Bo", [r(8, 3)],
          r(3, 4), #line
        ),
        ("deletion across two breaks both", .breaks, r(5, 9), "", "Hi @Ao", [], r(5, 9), #line),
        (
          "deletion across two deletes both whole", .deletesWhole, r(5, 9), "", "Hi ", [], r(3, 12),
          #line
        ),
        (
          "deletion across one end deletes it whole", .deletesWhole, r(1, 3), "", "H and @Bo",
          [r(6, 3)], r(1, 6), #line
        ),
        (
          "replacing exactly a mention is not widened", .deletesWhole, r(3, 4), "Z", "Hi Z and @Bo",
          [r(9, 3)], r(3, 4), #line
        ),
        (
          "replacing exactly a mention", .breaks, r(3, 4), "Z", "Hi Z and @Bo", [r(9, 3)], r(3, 4),
          #line
        ),
        (
          "deletion ending at a start shifts", .deletesWhole, r(2, 1), "", "Hi@Ana and @Bo",
          [r(2, 4), r(11, 3)], r(2, 1), #line
        ),
        (
          "deletion starting at an end leaves", .deletesWhole, r(7, 1), "", "Hi @Anaand @Bo",
          [r(3, 4), r(11, 3)], r(7, 1), #line
        ),
        (
          "edit between mentions", .breaks, r(8, 3), "or", "Hi @Ana or @Bo", [r(3, 4), r(11, 3)],
          r(8, 3), #line
        ),
        (
          "a range beyond the end is clamped to it", .breaks, r(100, 5), "!", "Hi @Ana and @Bo!",
          [r(3, 4), r(12, 3)], r(15, 0), #line
        ),
        (
          "NSNotFound is the end", .breaks, r(NSNotFound, 0), "!", "Hi @Ana and @Bo!",
          [r(3, 4), r(12, 3)], r(15, 0), #line
        ),
        (
          "a range before the text is its start", .breaks, r(-4, 2), "Oh ", "Oh Hi @Ana and @Bo",
          [r(6, 4), r(15, 3)], r(0, 0), #line
        ),
        (
          "a too long length is clamped", .breaks, r(11, 99), "", "Hi @Ana and", [r(3, 4)],
          r(11, 4), #line
        ),
      ]
    for (name, rule, range, replacement, text, ranges, replaced, line) in cases {
      var mentions = greeting(rule)
      let resolved = mentions.resolvedEdit(replacing: range, with: replacement)
      let edit = mentions.replaceCharacters(in: range, with: replacement)
      XCTAssertEqual(edit, resolved, name, line: line)
      XCTAssertEqual(mentions.text, text, name, line: line)
      XCTAssertEqual(mentions.ranges, ranges, name, line: line)
      XCTAssertEqual(edit.range, replaced, name, line: line)
      XCTAssertEqual(edit.isWidened, edit.range != edit.requestedRange, name, line: line)
      XCTAssertEqual(
        edit.caretUTF16Offset, replaced.location + replacement.utf16.count, name, line: line)
    }
  }

  func test_graphemeClusters_mentionsCoverWholeCharacters() {
    // (name, text, mention, edit range, replacement, ranges after, characters after, line)
    let cases: [(String, String, NSRange, NSRange, String, [NSRange], [Range<Int>], UInt)] = [
      (
        "a combining mark typed right after breaks", "@Ana x", r(0, 4), r(4, 0), "\u{301}", [], [],
        #line
      ),
      (
        "a skin tone typed right after an emoji mention breaks", "@👍 x", r(0, 3), r(3, 0), "🏽", [],
        [], #line
      ),
      ("a ZWJ and emoji typed after breaks", "@👩 x", r(0, 3), r(3, 0), "\u{200D}👧", [], [], #line),
      (
        "a regional indicator typed before a flag mention breaks", "🇨🇭x", r(0, 4), r(0, 0), "🇩", [],
        [], #line
      ),
      (
        "a flag typed before a flag mention shifts it", "🇨🇭x", r(0, 4), r(0, 0), "🇯🇵", [r(4, 4)],
        [1..<2], #line
      ),
      (
        "cutting an emoji's surrogate pair inside breaks", "@😀 x", r(0, 3), r(2, 1), "", [], [],
        #line
      ),
      (
        "a half of a pair cut before shifts (U+FFFD stays)", "😀@Ana", r(2, 4), r(1, 1), "",
        [r(1, 4)], [1..<5], #line
      ),
      ("a modifier deleted inside breaks", "@👍🏽 x", r(0, 5), r(3, 2), "", [], [], #line),
      (
        "Arabic before an Arabic mention shifts it", "مرحبا @سارة", r(6, 5), r(0, 0), "يا ",
        [r(9, 5)], [9..<14], #line
      ),
      ("an Arabic vowel mark after breaks", "@سارة و", r(0, 5), r(5, 0), "\u{64E}", [], [], #line),
      (
        "a family before counts as one character", "👩‍👩‍👧 @Ana", r(9, 4), r(9, 0), "", [r(9, 4)],
        [2..<6], #line
      ),
      (
        "a letter with its mark before counts as one", "e\u{301} @Zoë", r(3, 4), r(0, 0), "",
        [r(3, 4)], [2..<6], #line
      ),
      (
        "LF after CR joins it: a mention ending in CR breaks", "@Ana\r x", r(0, 5), r(5, 0), "\n",
        [], [], #line
      ),
    ]
    for (name, text, mention, range, replacement, ranges, characters, line) in cases {
      var mentions = AutofillMentions(text: text, mentions: [(mention, ana)])
      XCTAssertEqual(mentions.ranges, [mention], "\(name): set", line: line)
      mentions.replaceCharacters(in: range, with: replacement)
      XCTAssertEqual(mentions.ranges, ranges, name, line: line)
      XCTAssertEqual(mentions.characterRanges, characters, name, line: line)
    }
  }

  func test_characterRanges_countGraphemeClusters() {
    let mentions = AutofillMentions(
      text: "🇨🇭 @Zoë 👍🏽 @سارة", mentions: [(r(5, 4), ana), (r(15, 5), bo)])
    XCTAssertEqual(mentions.ranges, [r(5, 4), r(15, 5)])
    XCTAssertEqual(mentions.characterRanges, [2..<6, 9..<14])
  }

  private func pick(
    _ text: String, caret: Int? = nil, value: String, keepsDelimiter: Bool = true,
    appendsSpace: Bool = true
  ) -> AutofillTextReplacement? {
    AutofillTokenFinder(delimiters: ["@"])
      .token(in: text, caretUTF16Offset: caret ?? text.utf16.count)
      .map {
        AutofillTextReplacement(
          replacing: $0, in: text, with: value, keepsDelimiter: keepsDelimiter,
          appendsSpace: appendsSpace)
      }
  }

  func test_recordPick_mentionsTheEnteredValue() throws {
    // (name, text, caret, value, item value, keeps delimiter, appends space, rule, recorded, text after, ranges, line)
    typealias Case = (
      String, String, Int?, String, String?, Bool, Bool, AutofillMentions.InsideEdit, Bool, String,
      [NSRange], UInt
    )
    let cases: [Case] = [
      (
        "the delimiter is in the mention, the space is not", "hi @an", nil, "Ana", nil, true, true,
        .breaks, true, "hi @Ana ", [r(3, 4)], #line
      ),
      (
        "without the delimiter, the value only", "hi @an", nil, "Ana", nil, false, true, .breaks,
        true, "hi Ana ", [r(3, 3)], #line
      ),
      (
        "no space appended", "hi @an", nil, "Ana", nil, true, false, .breaks, true, "hi @Ana",
        [r(3, 4)], #line
      ),
      (
        "a space that follows is kept, not added", "hi @an x", 6, "Ana", nil, true, true, .breaks,
        true, "hi @Ana x", [r(3, 4)], #line
      ),
      (
        "a value ending in a space keeps it", "@a", nil, "Ana ", nil, true, true, .breaks, true,
        "@Ana  ", [r(0, 5)], #line
      ),
      (
        "emoji and Arabic values", "@s", nil, "سارة 👍🏽", nil, true, false, .breaks, true, "@سارة 👍🏽",
        [r(0, 10)], #line
      ),
      (
        "an item whose value the edit did not enter", "@an", nil, "Ana", "Bo", true, true, .breaks,
        false, "@Ana ", [], #line
      ),
      (
        "a value starting with a combining mark joins the space before", "e @a", nil, "\u{301}x",
        nil, false, true, .breaks, false, "e \u{301}x ", [], #line
      ),
      (
        "an empty value without delimiter", "@a", nil, "", nil, false, false, .breaks, false, "",
        [], #line
      ),
    ]
    for (name, text, caret, value, itemValue, keeps, appends, rule, recorded, after, ranges, line)
      in cases
    {
      let edit = try XCTUnwrap(
        pick(text, caret: caret, value: value, keepsDelimiter: keeps, appendsSpace: appends),
        name, line: line)
      var mentions = AutofillMentions(text: text, editInsideMention: rule)
      let item = AutofillItem(itemValue ?? value)
      XCTAssertEqual(mentions.recordPick(edit, item: item), recorded, name, line: line)
      XCTAssertEqual(mentions.text, after, name, line: line)
      XCTAssertEqual(mentions.ranges, ranges, name, line: line)
    }
  }

  func test_recordPick_overAMention_breaksItNeverWidens() throws {
    // (text, caret, the mention, text after, ranges after, line)
    let cases: [(String, Int?, NSRange, String, [NSRange], UInt)] = [
      // The token runs from the first "@" through the mention.
      ("@Ana@b", nil, r(0, 4), "@Bo ", [r(0, 3)], #line),
      // The caret inside the mention: the token is part of it.
      ("x @Ana", 5, r(2, 4), "x @Bo a", [r(2, 3)], #line),
    ]
    for rule in [AutofillMentions.InsideEdit.breaks, .deletesWhole] {
      for (text, caret, mention, after, ranges, line) in cases {
        var mentions = AutofillMentions(
          text: text, mentions: [(mention, ana)], editInsideMention: rule)
        let edit = try XCTUnwrap(pick(text, caret: caret, value: "Bo"), line: line)
        XCTAssertTrue(mentions.recordPick(edit, item: bo), "\(rule)", line: line)
        XCTAssertEqual(mentions.text, after, "\(rule)", line: line)
        XCTAssertEqual(mentions.ranges, ranges, "\(rule)", line: line)
        XCTAssertEqual(mentions.items.map(\.value), ["Bo"], "\(rule)", line: line)
      }
    }
  }

  func test_recordPick_staleEdit_editsButAddsNoMention() throws {
    let edit = try XCTUnwrap(pick("hi @an", value: "Ana"))
    var mentions = AutofillMentions(text: "hi @anna")
    XCTAssertFalse(mentions.recordPick(edit, item: ana))
    XCTAssertEqual(mentions.text, "hi @Ana na")
    XCTAssertEqual(mentions.ranges, [])
  }

  func test_recordPick_keepsOtherMentionsAndOrder() throws {
    var mentions = AutofillMentions(text: "x @Bo @a", mentions: [(r(2, 3), bo)])
    XCTAssertTrue(mentions.recordPick(try XCTUnwrap(pick("x @Bo @a", value: "Ana")), item: ana))
    var again = mentions
    XCTAssertTrue(
      again.recordPick(
        try XCTUnwrap(pick("@a " + mentions.text, caret: 2, value: "Ana")), item: ana) == false)
    XCTAssertEqual(mentions.text, "x @Bo @Ana ")
    XCTAssertEqual(mentions.ranges, [r(2, 3), r(6, 4)])
    XCTAssertEqual(mentions.items.map(\.value), ["Bo", "Ana"])
  }

  func test_backspace_selectsOrDeletesTheWholeMention() {
    let text = "Hi @Ana@Bo x"  // @Ana {3, 4}, @Bo {7, 3}
    // (name, rule, selection, action, line)
    let cases:
      [(String, AutofillMentions.BackspaceAtEnd, NSRange, AutofillMentions.BackspaceAction, UInt)] =
        [
          ("caret at the end selects first", .selectsFirst, r(7, 0), .select(r(3, 4)), #line),
          ("caret at the end deletes whole", .deletesWhole, r(7, 0), .delete(r(3, 4)), #line),
          ("the selected mention is deleted", .selectsFirst, r(3, 4), .delete(r(3, 4)), #line),
          (
            "the selected mention is deleted either way", .deletesWhole, r(7, 3), .delete(r(7, 3)),
            #line
          ),
          (
            "caret at the end of the second, adjacent", .selectsFirst, r(10, 0), .select(r(7, 3)),
            #line
          ),
          ("caret at a start", .selectsFirst, r(3, 0), .none, #line),
          ("caret inside", .deletesWhole, r(5, 0), .none, #line),
          ("caret in plain text", .selectsFirst, r(12, 0), .none, #line),
          ("a selection wider than a mention", .selectsFirst, r(2, 5), .none, #line),
          ("a selection inside a mention", .selectsFirst, r(4, 2), .none, #line),
          ("no selection", .selectsFirst, r(NSNotFound, 0), .none, #line),
          ("a negative length", .selectsFirst, r(7, -1), .none, #line),
        ]
    for (name, rule, selection, action, line) in cases {
      let mentions = AutofillMentions(
        text: text, mentions: [(r(3, 4), ana), (r(7, 3), bo)], backspaceAtEnd: rule)
      XCTAssertEqual(mentions.backspace(selection: selection), action, name, line: line)
    }
  }

  func test_backspaceTwice_removesTheMentionWhole() {
    var mentions = AutofillMentions(text: "Hi @Ana", mentions: [(r(3, 4), ana)])
    guard case .select(let selected) = mentions.backspace(selection: r(7, 0)) else {
      return XCTFail("the first Backspace selects")
    }
    guard case .delete(let range) = mentions.backspace(selection: selected) else {
      return XCTFail("the second Backspace deletes")
    }
    mentions.replaceCharacters(in: range, with: "")
    XCTAssertEqual(mentions.text, "Hi ")
    XCTAssertEqual(mentions.ranges, [])
  }

  func test_fragmentAndPaste_restoreMentionsOfTheCopy() {
    // (name, copied range, paste range, rule, text after, ranges after, line)
    typealias Case = (
      String, NSRange, NSRange, AutofillMentions.InsideEdit, String, [NSRange], UInt
    )
    let cases: [Case] = [
      (
        "a copied mention pastes as a mention", r(3, 4), r(0, 0), .breaks,
        "@AnaHi @Ana and @Bo", [r(0, 4), r(7, 4), r(16, 3)], #line
      ),
      (
        "both copied, pasted at the end", r(3, 12), r(15, 0), .breaks,
        "Hi @Ana and @Bo@Ana and @Bo", [r(3, 4), r(12, 3), r(15, 4), r(24, 3)], #line
      ),
      (
        "a partly copied mention is plain", r(4, 8), r(0, 0), .breaks,
        "Ana and Hi @Ana and @Bo", [r(11, 4), r(20, 3)], #line
      ),
      (
        "pasted over a mention", r(12, 3), r(3, 4), .breaks, "Hi @Bo and @Bo",
        [r(3, 3), r(11, 3)], #line
      ),
      (
        "pasted inside a mention breaks it, also when deletions delete whole", r(12, 3),
        r(5, 0), .deletesWhole, "Hi @A@Bona and @Bo", [r(5, 3), r(15, 3)], #line
      ),
      (
        "pasted over a selection across a mention's end breaks it", r(12, 3), r(5, 4),
        .deletesWhole, "Hi @A@Bond @Bo", [r(5, 3), r(11, 3)], #line
      ),
      (
        "pasted inside a mention that breaks", r(12, 3), r(5, 0), .breaks,
        "Hi @A@Bona and @Bo", [r(5, 3), r(15, 3)], #line
      ),
    ]
    for (name, copied, range, rule, after, ranges, line) in cases {
      var mentions = greeting(rule)
      let fragment = mentions.fragment(in: copied)
      mentions.paste(fragment, replacing: range)
      XCTAssertEqual(mentions.text, after, name, line: line)
      XCTAssertEqual(mentions.ranges, ranges, name, line: line)
    }
  }

  func test_fragment_keepsOnlyWholeMentionsRelative() {
    let mentions = greeting()
    let cases: [(NSRange, String, [NSRange], UInt)] = [
      (r(3, 4), "@Ana", [r(0, 4)], #line),
      (r(2, 13), " @Ana and @Bo", [r(1, 4), r(10, 3)], #line),
      (r(3, 3), "@An", [], #line),
      (r(4, 11), "Ana and @Bo", [r(8, 3)], #line),
      (r(-5, 100), "Hi @Ana and @Bo", [r(3, 4), r(12, 3)], #line),
      (r(NSNotFound, 3), "", [], #line),
    ]
    for (range, text, ranges, line) in cases {
      let fragment = mentions.fragment(in: range)
      XCTAssertEqual(fragment.text, text, line: line)
      XCTAssertEqual(fragment.mentions.map(\.range), ranges, line: line)
    }
  }

  /// Defect 8 of issue 37: a copy cut inside a run of flags paired its regional indicators
  /// anew, and the fragment held a mention off a `Character` boundary of its own text.
  func test_fragment_cutInsideFlags_holdsOnlyMentionsOnItsOwnBoundaries() {
    let mentions = AutofillMentions(text: "🇺🇸🇫🇷", mentions: [(r(4, 4), ana)])
    XCTAssertEqual(mentions.ranges, [r(4, 4)])
    let fragment = mentions.fragment(in: r(2, 6))
    XCTAssertEqual(fragment.text.utf16.count, 6)
    XCTAssertEqual(fragment.mentions.map(\.range), [], "🇸🇫 pairs anew: {2, 4} starts mid-flag")
    XCTAssertEqual(
      fragment, AutofillMentionsFragment(text: fragment.text, mentions: fragment.mentions))
  }

  func test_paste_flagHalfAfterARegionalIndicator_isLeftOut() {
    var mentions = AutofillMentions(text: "🇨🇭 🇩", mentions: [(r(0, 4), ana)])
    let fragment = mentions.fragment(in: r(0, 4))
    XCTAssertEqual(fragment.mentions.map(\.range), [r(0, 4)])
    // After the lone 🇩, the pasted 🇨🇭 pairs as 🇩🇨 🇭: the mention would start mid-flag.
    mentions.paste(fragment, replacing: r(7, 0))
    XCTAssertEqual(mentions.text, "🇨🇭 🇩🇨🇭")
    XCTAssertEqual(mentions.ranges, [r(0, 4)])
  }

  func test_settingMentions_dropsInvalidOnes() {
    let text = "@Ana 😀 @Bo"  // @Ana {0, 4}, 😀 {5, 2}, @Bo {8, 3}
    // (name, given, kept, line)
    let cases: [(String, [NSRange], [NSRange], UInt)] = [
      ("valid ones are sorted", [r(8, 3), r(0, 4)], [r(0, 4), r(8, 3)], #line),
      ("empty", [r(2, 0)], [], #line),
      ("negative location", [r(-1, 3)], [], #line),
      ("NSNotFound", [r(NSNotFound, 3)], [], #line),
      ("beyond the end", [r(8, 4), r(12, 1)], [], #line),
      ("a huge length", [r(8, Int.max)], [], #line),
      ("negative length", [r(8, -3)], [], #line),
      ("inside a surrogate pair", [r(6, 2), r(5, 1)], [], #line),
      ("overlapping: the first to start is kept", [r(2, 4), r(0, 4)], [r(0, 4)], #line),
      ("same start: the first given is kept", [r(0, 3), r(0, 4)], [r(0, 3)], #line),
      (
        "adjacent ones are both kept", [r(5, 2), r(0, 5), r(7, 4)], [r(0, 5), r(5, 2), r(7, 4)],
        #line
      ),
    ]
    for (name, given, kept, line) in cases {
      var mentions = AutofillMentions(text: text)
      mentions.mentions = given.map { ($0, ana) }
      XCTAssertEqual(mentions.ranges, kept, name, line: line)
      let made = AutofillMentions(text: text, mentions: given.map { ($0, ana) })
      XCTAssertEqual(made, mentions, name, line: line)
      let fragment = AutofillMentionsFragment(text: text, mentions: given.map { ($0, ana) })
      XCTAssertEqual(fragment.mentions.map(\.range), kept, name, line: line)
    }
  }

  func test_intersectsMention() {
    let mentions = greeting()
    let cases: [(NSRange, Bool, UInt)] = [
      (r(3, 4), true, #line), (r(0, 4), true, #line), (r(6, 3), true, #line),
      (r(5, 0), true, #line), (r(3, 0), false, #line), (r(7, 0), false, #line),
      (r(7, 5), false, #line), (r(0, 3), false, #line), (r(100, 4), false, #line),
      (r(NSNotFound, 0), false, #line), (r(-1, 5), false, #line), (r(4, -1), false, #line),
      (r(Int.max - 1, 5), false, #line),
    ]
    for (range, expected, line) in cases {
      XCTAssertEqual(mentions.intersectsMention(range), expected, "\(range)", line: line)
    }
  }

  private struct Opaque: Sendable {}

  func test_equality_comparesTextSettingsRangesAndItems() {
    let base = AutofillMentions(text: "@A", mentions: [(r(0, 2), AutofillItem("A", refCon: 1))])
    let cases: [(String, AutofillMentions, Bool, UInt)] = [
      (
        "the same",
        AutofillMentions(text: "@A", mentions: [(r(0, 2), AutofillItem("A", refCon: 1))]), true,
        #line
      ),
      (
        "another refCon",
        AutofillMentions(text: "@A", mentions: [(r(0, 2), AutofillItem("A", refCon: 2))]), false,
        #line
      ),
      (
        "no refCon", AutofillMentions(text: "@A", mentions: [(r(0, 2), AutofillItem("A"))]), false,
        #line
      ),
      (
        "another subtitle",
        AutofillMentions(
          text: "@A", mentions: [(r(0, 2), AutofillItem("A", subtitle: "s", refCon: 1))]), false,
        #line
      ),
      ("no mention", AutofillMentions(text: "@A"), false, #line),
      (
        "another setting",
        AutofillMentions(
          text: "@A", mentions: [(r(0, 2), AutofillItem("A", refCon: 1))],
          editInsideMention: .deletesWhole), false, #line
      ),
      ("decomposed text", AutofillMentions(text: "@A\u{301}"), false, #line),
    ]
    for (name, other, equal, line) in cases {
      XCTAssertEqual(base == other, equal, name, line: line)
    }
    let opaque = AutofillMentions(
      text: "@A", mentions: [(r(0, 2), AutofillItem("A", refCon: Opaque()))])
    let other = AutofillMentions(
      text: "@A", mentions: [(r(0, 2), AutofillItem("A", refCon: Opaque()))])
    XCTAssertEqual(opaque, other, "refCons that are not Hashable are not compared")
  }
}
