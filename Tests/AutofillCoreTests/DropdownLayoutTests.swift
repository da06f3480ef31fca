import AutofillCore
import Foundation
import XCTest

/// The host's dropdown geometry: alignment against the field (mirrored right to left), the gap,
/// the rows' least height and separators, and how each length is kept usable.
final class DropdownLayoutTests: XCTestCase {
  private static let phone = CGRect(x: 0, y: 0, width: 390, height: 844)

  private static func placement(
    field: CGRect, rows: Int = 2, _ configure: (inout AutofillPlacement.Input) -> Void
  ) -> AutofillPlacement {
    var input = AutofillPlacement.Input(fieldFrame: field, containerBounds: phone, rowCount: rows)
    configure(&input)
    return AutofillPlacement(input)
  }

  // A field narrower than the dropdown: each alignment, in each direction, puts the dropdown's
  // matching edge (or centre) on the field's, unless the usable area (8 points in) moves it.
  func test_alignment_linesUpTheDropdownWithTheField_mirroredRightToLeft() {
    let narrow = CGRect(x: 150, y: 100, width: 100, height: 44)
    let nearLeft = CGRect(x: 10, y: 100, width: 60, height: 44)
    let nearRight = CGRect(x: 320, y: 100, width: 60, height: 44)
    let cases:
      [(
        String, CGRect, AutofillPlacement.Alignment, AutofillPlacement.LayoutDirection, CGFloat,
        UInt
      )] = [
        ("leading, left to right: left edges", narrow, .leading, .leftToRight, 150, #line),
        ("trailing, left to right: right edges", narrow, .trailing, .leftToRight, 50, #line),
        ("centre: centres", narrow, .center, .leftToRight, 100, #line),
        ("leading, right to left: right edges", narrow, .leading, .rightToLeft, 50, #line),
        ("trailing, right to left: left edges", narrow, .trailing, .rightToLeft, 150, #line),
        ("centre, right to left: centres", narrow, .center, .rightToLeft, 100, #line),
        ("centre near the left: kept in the area", nearLeft, .center, .leftToRight, 8, #line),
        ("centre near the right: kept in the area", nearRight, .center, .leftToRight, 182, #line),
        ("trailing near the left: kept in the area", nearLeft, .trailing, .leftToRight, 8, #line),
        ("leading near the right: kept in the area", nearRight, .leading, .leftToRight, 182, #line),
      ]
    for (name, field, alignment, direction, x, line) in cases {
      let placement = Self.placement(field: field) {
        $0.minimumWidth = 200
        $0.alignment = alignment
        $0.layoutDirection = direction
      }
      XCTAssertEqual(placement.frame.minX, x, name, line: line)
      XCTAssertEqual(placement.frame.width, 200, name, line: line)
    }
  }

  // The default is the leading edge, as before alignment was a setting; a dropdown as wide as
  // its field sits under it whatever the alignment.
  func test_alignment_defaultsToLeading_andMattersOnlyForAWiderDropdown() {
    let field = CGRect(x: 150, y: 100, width: 100, height: 44)
    let input = AutofillPlacement.Input(fieldFrame: field, containerBounds: Self.phone, rowCount: 1)
    XCTAssertEqual(input.alignment, .leading)
    XCTAssertEqual(AutofillDropdownLayout().alignment, .leading)
    for alignment in AutofillPlacement.Alignment.allCases {
      let placement = Self.placement(field: CGRect(x: 16, y: 100, width: 300, height: 44)) {
        $0.alignment = alignment
      }
      XCTAssertEqual(placement.frame.minX, 16, "\(alignment)")
    }
  }

  // Interface Builder's text setting: each name in any case sets its alignment and reads back
  // lower case; any other name (a typo, the British "centre", empty) leaves the alignment as it
  // was, whatever it was.
  func test_alignmentName_setsByName_inAnyCase_ignoresAnyOtherName() {
    let cases: [(String, AutofillPlacement.Alignment, AutofillPlacement.Alignment, UInt)] = [
      ("leading", .center, .leading, #line),
      ("CENTER", .leading, .center, #line),
      ("Trailing", .leading, .trailing, #line),
      ("centre", .trailing, .trailing, #line),
      ("", .center, .center, #line),
      (" leading", .trailing, .trailing, #line),
    ]
    for (name, before, after, line) in cases {
      var layout = AutofillDropdownLayout()
      layout.alignment = before
      layout.alignmentName = name
      XCTAssertEqual(layout.alignment, after, name, line: line)
      XCTAssertEqual(layout.alignmentName, after.rawValue, name, line: line)
    }
    XCTAssertEqual(AutofillDropdownLayout().alignmentName, "leading")
  }

  // The gap separates the dropdown from the field on the side it opens; a negative gap counts
  // as 0 (the dropdown never covers its field); one that is not finite places nothing (rule 0).
  func test_gap_separatesTheDropdownFromTheField_negativeCountsAsZero() {
    let top = CGRect(x: 16, y: 100, width: 300, height: 44)
    let bottom = CGRect(x: 16, y: 760, width: 300, height: 44)
    let cases: [(String, CGRect, CGFloat, CGFloat, UInt)] = [
      ("below, 12 points", top, 12, 156, #line),
      ("below, 0", top, 0, 144, #line),
      ("below, negative: as 0", top, -30, 144, #line),
      ("above, 12 points: its bottom 12 over the field", bottom, 12, 760 - 12 - 88, #line),
      ("above, negative: as 0", bottom, -30, 760 - 88, #line),
    ]
    for (name, field, gap, y, line) in cases {
      let placement = Self.placement(field: field) { $0.gap = gap }
      XCTAssertEqual(placement.frame.minY, y, name, line: line)
      XCTAssertLessThanOrEqual(
        min(placement.frame.maxY, field.maxY) - max(placement.frame.minY, field.minY), 0,
        "covers the field: \(name)", line: line)
    }
    for gap in [CGFloat.nan, .infinity, -.infinity] {
      XCTAssertTrue(Self.placement(field: top) { $0.gap = gap }.isEmpty, "\(gap)")
    }
  }

  // Each length of a layout is kept usable as it is set: negative is 0, not finite is the
  // default, and huge is the largest coordinate.
  func test_lengths_negativeIsZero_nonFiniteIsTheDefault_hugeIsTheLargest() {
    let largest = AutofillPlacement.largestCoordinate
    let cases: [(String, WritableKeyPath<AutofillDropdownLayout, CGFloat>, CGFloat, UInt)] = [
      ("gap", \.gap, 2, #line),
      ("minimum row height", \.minimumRowHeight, 0, #line),
      ("corner radius", \.cornerRadius, 10, #line),
    ]
    for (name, length, fallback, line) in cases {
      var layout = AutofillDropdownLayout()
      XCTAssertEqual(layout[keyPath: length], fallback, "\(name): default", line: line)
      let values: [(CGFloat, CGFloat)] = [
        (7.5, 7.5), (0, 0), (-3, 0), (-.infinity, fallback), (.infinity, fallback),
        (.nan, fallback), (.signalingNaN, fallback), (1e300, largest), (-1e300, 0),
      ]
      for (value, expected) in values {
        layout[keyPath: length] = value
        XCTAssertEqual(layout[keyPath: length], expected, "\(name) = \(value)", line: line)
      }
    }
  }

  func test_rowHeight_isTheContentInWholePixels_plusASeparatorPixel_atLeastTheMinimum() {
    var plain = AutofillDropdownLayout()
    plain.showsSeparators = false
    var tall = AutofillDropdownLayout()
    tall.minimumRowHeight = 60
    var pixelMinimum = AutofillDropdownLayout()
    pixelMinimum.minimumRowHeight = 50.1
    let cases: [(String, AutofillDropdownLayout, CGFloat, CGFloat, CGFloat, UInt)] = [
      ("default: content plus a pixel", AutofillDropdownLayout(), 44, 3, 44 + 1.0 / 3, #line),
      ("no separators: the same pixel kept", plain, 44, 3, 44 + 1.0 / 3, #line),
      ("a fraction rounds up", plain, 43.2, 3, 131.0 / 3, #line),
      ("a minimum above the content: the minimum", tall, 44, 3, 60, #line),
      ("content above the minimum: the content", tall, 80, 2, 80.5, #line),
      ("the minimum in whole pixels", pixelMinimum, 10, 2, 50.5, #line),
      ("content that is not finite: as none", tall, .nan, 3, 60, #line),
      ("infinite content: as none", plain, .infinity, 2, 1, #line),
      ("huge content: the largest coordinate", plain, 1e300, 1, 1_000_000_001, #line),
      ("a scale that is not finite: 1x", AutofillDropdownLayout(), 20.1, .nan, 22, #line),
      ("no content, no minimum: a point", plain, 0, 3, 1, #line),
      ("negative content: a point", plain, -8, 3, 1, #line),
    ]
    for (name, layout, content, scale, expected, line) in cases {
      XCTAssertEqual(
        layout.rowHeight(fitting: content, displayScale: scale), expected, accuracy: 1e-9, name,
        line: line)
    }
    // The placement's own rule is the default layout's.
    for content: CGFloat in [0, 20.1, 43.2, 44, 300] {
      XCTAssertEqual(
        AutofillPlacement.rowHeight(fitting: content, displayScale: 3),
        AutofillDropdownLayout().rowHeight(fitting: content, displayScale: 3))
    }
  }

  // Random fields, widths, alignments, directions and gaps: the dropdown never leaves the area,
  // never covers its field, and, where the area does not move it, lines up as asked. Seeded.
  func test_randomAlignmentsAndGaps_stayInTheAreaAndOffTheField() {
    var generator = SeededGenerator(seed: 49)
    print("seed 49")
    for _ in 0..<2_000 {
      let width = CGFloat.random(in: 20...380, using: &generator)
      let field = CGRect(
        x: CGFloat.random(in: -20...380, using: &generator),
        y: CGFloat.random(in: 60...780, using: &generator), width: width, height: 44)
      let alignment = AutofillPlacement.Alignment.allCases.randomElement(using: &generator)
      let direction: AutofillPlacement.LayoutDirection =
        Bool.random(using: &generator) ? .leftToRight : .rightToLeft
      let gap = CGFloat.random(in: -50...40, using: &generator)
      let minimumWidth = CGFloat.random(in: 0...400, using: &generator)
      let placement = Self.placement(field: field, rows: 3) {
        $0.alignment = alignment ?? .leading
        $0.layoutDirection = direction
        $0.gap = gap
        $0.minimumWidth = minimumWidth
      }
      let context = "\(field) \(String(describing: alignment)) \(direction) gap \(gap)"
      guard !placement.isEmpty else { continue }
      let frame = placement.frame
      let area = Self.phone.insetBy(dx: 8, dy: 8)
      XCTAssertTrue(area.insetBy(dx: -1e-6, dy: -1e-6).contains(frame), context)
      XCTAssertFalse(frame.intersects(field.insetBy(dx: 0, dy: 1e-6)), context)
      XCTAssertGreaterThanOrEqual(
        placement.direction == .below ? frame.minY - field.maxY : field.minY - frame.maxY,
        max(gap, 0) - 1e-6, context)
      let expected: CGFloat
      switch (alignment ?? .leading, direction) {
      case (.center, _): expected = field.midX - frame.width / 2
      case (.leading, .leftToRight), (.trailing, .rightToLeft): expected = field.minX
      default: expected = field.maxX - frame.width
      }
      if expected >= area.minX, expected + frame.width <= area.maxX {
        XCTAssertEqual(frame.minX, expected, accuracy: 1e-6, context)
      }
    }
  }
}
