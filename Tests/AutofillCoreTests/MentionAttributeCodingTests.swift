import AutofillCore
import Foundation
import XCTest

/// ``AutofillMentionAttribute`` archives securely, alone and inside an attributed string (UIKit
/// archives the text it copies; hosts archive drafts), keeping what it documents.
final class MentionAttributeCodingTests: XCTestCase {
  private func roundTrip(_ item: AutofillItem) throws -> AutofillItem? {
    let data = try NSKeyedArchiver.archivedData(
      withRootObject: AutofillMentionAttribute(item), requiringSecureCoding: true)
    return try NSKeyedUnarchiver.unarchivedObject(
      ofClass: AutofillMentionAttribute.self, from: data)?
      .item
  }

  func test_itemSurvives_withTheRefConsItDocuments() throws {
    let uuid = UUID()
    // (item, refCon expected back, line)
    let cases: [(AutofillItem, String?, UInt)] = [
      (
        AutofillItem("Ana Souza", subtitle: "ana@example.com", section: "People", refCon: "u-42"),
        "u-42", #line
      ),
      (AutofillItem("Bo", refCon: 42), "42", #line),
      (AutofillItem("Chen", refCon: uuid), uuid.uuidString, #line),
      (AutofillItem("Dee", refCon: 4.5), nil, #line),
      (AutofillItem("👩‍👩‍👧 Zoë", refCon: nil), nil, #line),
    ]
    for (item, refCon, line) in cases {
      let back = try XCTUnwrap(try roundTrip(item), line: line)
      XCTAssertEqual(back.value, item.value, line: line)
      XCTAssertEqual(back.subtitle, item.subtitle, line: line)
      XCTAssertEqual(back.section, item.section, line: line)
      let described: String? =
        switch back.refCon {
        case let string as String: string
        case let int as Int: String(int)
        case let uuid as UUID: uuid.uuidString
        default: nil
        }
      XCTAssertEqual(described, refCon, line: line)
    }
    XCTAssertTrue(try roundTrip(AutofillItem("Bo", refCon: 42))?.refCon is Int)
  }

  func test_attributedText_archivesWithItsMentions_twoRunsStayTwo() throws {
    let text = NSMutableAttributedString(string: "@Ana@Bo hi")
    text.addAttribute(
      .autofillMention, value: AutofillMentionAttribute(AutofillItem("Ana", refCon: 1)),
      range: NSRange(location: 0, length: 4))
    text.addAttribute(
      .autofillMention, value: AutofillMentionAttribute(AutofillItem("Bo", refCon: 2)),
      range: NSRange(location: 4, length: 3))
    let data = try NSKeyedArchiver.archivedData(withRootObject: text, requiringSecureCoding: true)
    let back = try XCTUnwrap(
      try NSKeyedUnarchiver.unarchivedObject(
        ofClasses: [NSAttributedString.self, AutofillMentionAttribute.self], from: data)
        as? NSAttributedString)
    XCTAssertEqual(back.string, "@Ana@Bo hi")
    var runs: [(NSRange, String)] = []
    back.enumerateAttribute(
      .autofillMention, in: NSRange(location: 0, length: back.length)
    ) { value, range, _ in
      if let mention = value as? AutofillMentionAttribute {
        runs.append((range, mention.item.value))
      }
    }
    XCTAssertEqual(
      runs.map(\.0), [NSRange(location: 0, length: 4), NSRange(location: 4, length: 3)])
    XCTAssertEqual(runs.map(\.1), ["Ana", "Bo"])
  }

  /// The composer's value knows its mention's length, so a part of the mention put back with
  /// it (by undo) is not taken for the whole; a host's value without a length takes any run.
  func test_isWhole_aRunAsLongAsItsMention() throws {
    let item = AutofillItem("Zuri Adams", refCon: 1)
    let composers = AutofillMentionAttribute(item, utf16Length: 11)
    XCTAssertTrue(composers.isWhole(NSRange(location: 3, length: 11)))
    XCTAssertFalse(composers.isWhole(NSRange(location: 9, length: 5)), "\"Adams\" alone")
    XCTAssertFalse(composers.isWhole(NSRange(location: 3, length: 12)))
    let hosts = AutofillMentionAttribute(item)
    XCTAssertNil(hosts.utf16Length)
    XCTAssertTrue(hosts.isWhole(NSRange(location: 9, length: 5)))
    let back = try roundTripAttribute(composers)
    XCTAssertEqual(back.utf16Length, 11)
    XCTAssertEqual(back.item.value, "Zuri Adams")
    XCTAssertNil(try roundTripAttribute(hosts).utf16Length, "no length archived, none decoded")
    let withText = try roundTripAttribute(AutofillMentionAttribute(item, text: "@Zuri Adams"))
    XCTAssertEqual(withText.text, "@Zuri Adams")
    XCTAssertEqual(withText.utf16Length, 11)
    XCTAssertNil(back.text)
  }

  private func roundTripAttribute(_ value: AutofillMentionAttribute) throws
    -> AutofillMentionAttribute
  {
    let data = try NSKeyedArchiver.archivedData(withRootObject: value, requiringSecureCoding: true)
    return try XCTUnwrap(
      try NSKeyedUnarchiver.unarchivedObject(ofClass: AutofillMentionAttribute.self, from: data))
  }

  func test_archiveWithoutAValue_doesNotDecode() throws {
    let archiver = NSKeyedArchiver(requiringSecureCoding: true)
    archiver.encode("x" as NSString, forKey: "subtitle")
    archiver.finishEncoding()
    let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
    XCTAssertNil(AutofillMentionAttribute(coder: unarchiver))
  }
}
