import AutofillCore
import XCTest

/// What a composer (`AutofillTextView`) asks the core: how tall it grows, and where the
/// mentions rotor moves.
final class ComposerPresentationTests: XCTestCase {
  func test_growingHeight_followsTheContentUpToTheLimit() {
    // nil: the composer does not grow (the host sizes it, and it scrolls as any text view).
    let cases: [(content: CGFloat, limit: CGFloat, height: CGFloat?, scrolls: Bool, line: UInt)] =
      [
        (36, 120, 36, false, #line),
        (120, 120, 120, false, #line),
        (120.5, 120, 120, true, #line),
        (400, 120, 120, true, #line),
        (400, .infinity, 400, false, #line),
        (400, 0, nil, false, #line),
        (400, -5, nil, false, #line),
        (400, .nan, nil, false, #line),
        (-3, 120, 0, false, #line),
        (.nan, 120, 0, false, #line),
        (.infinity, 120, 0, false, #line),
      ]
    for (content, limit, height, scrolls, line) in cases {
      let growth = AutofillGrowingHeight(contentHeight: content, maximumHeight: limit)
      XCTAssertEqual(growth?.height, height, line: line)
      XCTAssertEqual(growth?.scrolls ?? false, scrolls, line: line)
    }
  }

  func test_growingHeight_step() {
    typealias Step = AutofillGrowingHeight.Step
    let grows = AutofillGrowingHeight(contentHeight: 60, maximumHeight: 120)
    let scrolls = AutofillGrowingHeight(contentHeight: 300, maximumHeight: 120)
    let cases: [(String, CGFloat?, Bool, AutofillGrowingHeight?, Step, Bool, UInt)] = [
      // name, reported, scrolling now, growth, expected step, scrolls to the caret
      (
        "never grew", nil, true, nil,
        Step(
          reported: nil, scrollEnabled: nil,
          invalidatesIntrinsicSize: false), false, #line
      ),
      (
        "stops growing: scrolls again, caret left alone", 60, false, nil,
        Step(reported: nil, scrollEnabled: true, invalidatesIntrinsicSize: true), false, #line
      ),
      (
        "starts growing", nil, true, grows,
        Step(reported: 60, scrollEnabled: false, invalidatesIntrinsicSize: true), false, #line
      ),
      (
        "same height: nothing", 60, false, grows,
        Step(reported: 60, scrollEnabled: nil, invalidatesIntrinsicSize: false), false, #line
      ),
      (
        "taller than the limit", 60, false, scrolls,
        Step(reported: 120, scrollEnabled: true, invalidatesIntrinsicSize: true), true, #line
      ),
      (
        "still taller", 120, true, scrolls,
        Step(reported: 120, scrollEnabled: nil, invalidatesIntrinsicSize: false), false, #line
      ),
    ]
    for (name, reported, scrolling, growth, expected, toCaret, line) in cases {
      let step = AutofillGrowingHeight.step(
        reported: reported, isScrollEnabled: scrolling, to: growth)
      XCTAssertEqual(step, expected, name, line: line)
      XCTAssertEqual(step.scrollsToCaret, toCaret, name, line: line)
    }
  }

  // Fails if a growing composer measures its whole text on every keystroke (issue 47, item 12:
  // `sizeThatFits` lays out all of it), or misses a change that can change its line count: a
  // paragraph that wraps onto a new line, a line break, a change in another paragraph, a new
  // width, a change it does not know.
  func test_growingHeight_measuresTheWholeTextOnlyWhenItsLinesMayChange() {
    var measuring = AutofillGrowingHeight.Measuring()
    var measures = 0
    func change(_ changed: NSRange?, height: CGFloat?, length: Int, width: CGFloat = 300) {
      if measuring.needsWholeText(
        changed: changed, height: height, textLength: length, width: width)
      {
        measures += 1
      }
    }
    // 100 keys typed at the end of a paragraph that starts at 40, after 40 units of text; it
    // wraps every 40 characters.
    for typed in 1...100 {
      let line = CGFloat((typed + 39) / 40) * 20
      change(NSRange(location: 40, length: typed), height: line, length: 40 + typed)
    }
    XCTAssertEqual(measures, 3, "the first key, then each wrap")
    // Return at the end: measured with a zero-width space after them (as the composer does),
    // the paragraphs are a line taller.
    change(NSRange(location: 40, length: 101), height: 80, length: 141)
    XCTAssertEqual(measures, 4, "a line break at the end")
    change(NSRange(location: 40, length: 101), height: 80, length: 142)
    XCTAssertEqual(measures, 5, "a line break after them: the text around them grew")
    change(NSRange(location: 0, length: 40), height: 20, length: 142)
    XCTAssertEqual(measures, 6, "another paragraph")
    change(NSRange(location: 0, length: 40), height: 20, length: 142, width: 200)
    XCTAssertEqual(measures, 7, "a new width")
    change(nil, height: nil, length: 142, width: 200)
    change(nil, height: nil, length: 142, width: 200)
    XCTAssertEqual(measures, 9, "a change it does not know, every time")
    change(NSRange(location: 0, length: 40), height: 20, length: 142, width: 200)
    XCTAssertEqual(measures, 10, "and nothing is taken as known after it")
  }

  func test_rangesWithin_areTheMentionsPartsInsideTheRange() {
    let mentions = AutofillMentions(
      text: "@Ana and @Bo x @Cy",
      mentions: [
        (NSRange(location: 0, length: 4), AutofillItem("Ana")),
        (NSRange(location: 9, length: 3), AutofillItem("Bo")),
        (NSRange(location: 15, length: 3), AutofillItem("Cy")),
      ])
    let cases: [(enclosing: NSRange, expected: [NSRange], line: UInt)] = [
      (
        NSRange(location: 0, length: 18),
        [
          NSRange(location: 0, length: 4), NSRange(location: 9, length: 3),
          NSRange(location: 15, length: 3),
        ], #line
      ),
      (
        NSRange(location: 2, length: 9),
        [
          NSRange(location: 2, length: 2), NSRange(location: 9, length: 2),
        ], #line
      ),
      (NSRange(location: 4, length: 5), [], #line),
      (NSRange(location: 16, length: Int.max), [NSRange(location: 16, length: 2)], #line),
      (NSRange(location: NSNotFound, length: 0), [], #line),
      (NSRange(location: -3, length: 10), [], #line),
    ]
    for (enclosing, expected, line) in cases {
      XCTAssertEqual(mentions.ranges(within: enclosing), expected, line: line)
    }
  }

  func test_nextMention_movesInTextOrder() {
    let mentions = AutofillMentions(
      text: "@Ana and @Bo x @Cy",
      mentions: [
        (NSRange(location: 0, length: 4), AutofillItem("Ana")),
        (NSRange(location: 9, length: 3), AutofillItem("Bo")),
        (NSRange(location: 15, length: 3), AutofillItem("Cy")),
      ])
    let ana = NSRange(location: 0, length: 4)
    let bo = NSRange(location: 9, length: 3)
    let cy = NSRange(location: 15, length: 3)
    let cases: [(current: NSRange?, forward: Bool, next: NSRange?, line: UInt)] = [
      (nil, true, ana, #line),
      (nil, false, cy, #line),
      (ana, true, bo, #line),
      (bo, true, cy, #line),
      (cy, true, nil, #line),
      (cy, false, bo, #line),
      (ana, false, nil, #line),
      // The caret: at a mention's start, forward lands on it; inside one, on the next.
      (NSRange(location: 9, length: 0), true, bo, #line),
      (NSRange(location: 10, length: 0), true, cy, #line),
      (NSRange(location: 10, length: 0), false, ana, #line),
      (NSRange(location: 12, length: 0), false, bo, #line),
      (NSRange(location: NSNotFound, length: 0), true, ana, #line),
    ]
    for (current, forward, next, line) in cases {
      XCTAssertEqual(mentions.nextMention(from: current, forward: forward), next, line: line)
    }
    XCTAssertNil(AutofillMentions(text: "hi").nextMention(from: nil, forward: true))
  }
}
