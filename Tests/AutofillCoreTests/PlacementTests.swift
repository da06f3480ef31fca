import AutofillCore
import Foundation
import XCTest

/// Every placement rule, table-driven: phone portrait and landscape, keyboards docked and
/// floating, safe areas, right-to-left, narrow and off-screen fields.
final class PlacementTests: XCTestCase {
  private static let phone = CGRect(x: 0, y: 0, width: 390, height: 844)
  private static let landscape = CGRect(x: 0, y: 0, width: 844, height: 390)
  private static let dockedKeyboard = CGRect(x: 0, y: 508, width: 390, height: 336)

  private struct Case {
    var name: String
    var input: AutofillPlacement.Input
    var frame: CGRect
    var direction: AutofillPlacement.Direction
    var line: UInt
  }

  private static func input(
    field: CGRect, container: CGRect = phone, rows: Int = 8,
    _ configure: (inout AutofillPlacement.Input) -> Void = { _ in }
  ) -> AutofillPlacement.Input {
    var input = AutofillPlacement.Input(
      fieldFrame: field, containerBounds: container, rowCount: rows)
    configure(&input)
    return input
  }

  func test_placementRules() {
    let cases: [Case] = [
      Case(
        name: "room below: below, five rows, field's width and leading edge",
        input: Self.input(field: CGRect(x: 16, y: 100, width: 300, height: 44)),
        frame: CGRect(x: 16, y: 146, width: 300, height: 220), direction: .below, line: #line),
      Case(
        name: "fewer rows than the maximum: only those rows",
        input: Self.input(field: CGRect(x: 16, y: 100, width: 300, height: 44), rows: 2),
        frame: CGRect(x: 16, y: 146, width: 300, height: 88), direction: .below, line: #line),
      Case(
        name: "docked keyboard right under the field: above",
        input: Self.input(field: CGRect(x: 16, y: 500, width: 300, height: 44)) {
          $0.keyboardFrame = Self.dockedKeyboard
        },
        frame: CGRect(x: 16, y: 278, width: 300, height: 220), direction: .above, line: #line),
      Case(
        name: "field in the keyboard's input accessory (the guide holds it): above, over the bar",
        input: Self.input(field: CGRect(x: 16, y: 458, width: 300, height: 44)) {
          $0.keyboardFrame = CGRect(x: 0, y: 452, width: 390, height: 392)
          $0.isFieldOnKeyboard = true
        },
        frame: CGRect(x: 16, y: 230, width: 300, height: 220), direction: .above, line: #line),
      Case(
        name: "field on the keyboard, an iPad's floating keyboard above it: as any keyboard",
        input: Self.input(field: CGRect(x: 16, y: 760, width: 300, height: 44), rows: 3) {
          $0.keyboardFrame = CGRect(x: 0, y: 300, width: 390, height: 250)
          $0.isFieldOnKeyboard = true
        },
        frame: CGRect(x: 16, y: 626, width: 300, height: 132), direction: .above, line: #line),
      Case(
        name: "keyboard covers the bottom half, field near the top: below, cut to whole rows",
        input: Self.input(field: CGRect(x: 16, y: 300, width: 300, height: 44)) {
          $0.keyboardFrame = Self.dockedKeyboard
        },
        frame: CGRect(x: 16, y: 346, width: 300, height: 132), direction: .below, line: #line),
      Case(
        name: "below shows the minimum rows, above has more: still below",
        input: Self.input(field: CGRect(x: 16, y: 600, width: 300, height: 44)),
        frame: CGRect(x: 16, y: 646, width: 300, height: 176), direction: .below, line: #line),
      Case(
        name: "below shows fewer than the minimum rows, above has more: above",
        input: Self.input(field: CGRect(x: 16, y: 700, width: 300, height: 44)),
        frame: CGRect(x: 16, y: 478, width: 300, height: 220), direction: .above, line: #line),
      Case(
        name: "below short, above shorter: below, with what fits",
        input: Self.input(
          field: CGRect(x: 16, y: 40, width: 300, height: 44),
          container: CGRect(x: 0, y: 0, width: 390, height: 180)),
        frame: CGRect(x: 16, y: 86, width: 300, height: 44), direction: .below, line: #line),
      Case(
        name: "landscape with keyboard: above the field when below is covered",
        input: Self.input(
          field: CGRect(x: 100, y: 150, width: 400, height: 44), container: Self.landscape
        ) {
          $0.keyboardFrame = CGRect(x: 0, y: 190, width: 844, height: 200)
        },
        frame: CGRect(x: 100, y: 16, width: 400, height: 132), direction: .above, line: #line),
      Case(
        name: "safe area: never under the home indicator",
        input: Self.input(field: CGRect(x: 16, y: 560, width: 300, height: 44)) {
          $0.safeAreaInsets = .init(top: 47, left: 0, bottom: 34, right: 0)
        },
        frame: CGRect(x: 16, y: 606, width: 300, height: 176), direction: .below, line: #line),
      Case(
        name: "safe area: never under the notch when opening above",
        input: Self.input(field: CGRect(x: 16, y: 200, width: 300, height: 44), rows: 5) {
          $0.safeAreaInsets = .init(top: 47, left: 0, bottom: 34, right: 0)
          $0.keyboardFrame = CGRect(x: 0, y: 250, width: 390, height: 594)
        },
        frame: CGRect(x: 16, y: 66, width: 300, height: 132), direction: .above, line: #line),
      Case(
        name: "right to left: aligned to the field's right (leading) edge",
        input: Self.input(field: CGRect(x: 100, y: 100, width: 200, height: 44)) {
          $0.layoutDirection = .rightToLeft
          $0.minimumWidth = 260
        },
        frame: CGRect(x: 40, y: 146, width: 260, height: 220), direction: .below, line: #line),
      Case(
        name: "minimum width wider than the field: grows toward the trailing edge",
        input: Self.input(field: CGRect(x: 100, y: 100, width: 200, height: 44)) {
          $0.minimumWidth = 260
        },
        frame: CGRect(x: 100, y: 146, width: 260, height: 220), direction: .below, line: #line),
      Case(
        name: "minimum width that would leave the container: moved inside",
        input: Self.input(field: CGRect(x: 200, y: 100, width: 150, height: 44)) {
          $0.minimumWidth = 300
        },
        frame: CGRect(x: 82, y: 146, width: 300, height: 220), direction: .below, line: #line),
      Case(
        name: "wider than the container: the usable width",
        input: Self.input(field: CGRect(x: 0, y: 100, width: 390, height: 44)) {
          $0.minimumWidth = 1000
        },
        frame: CGRect(x: 8, y: 146, width: 374, height: 220), direction: .below, line: #line),
      Case(
        name: "field partly off the left edge: moved inside",
        input: Self.input(field: CGRect(x: -80, y: 100, width: 200, height: 44)),
        frame: CGRect(x: 8, y: 146, width: 200, height: 220), direction: .below, line: #line),
      Case(
        name: "field partly off the top, its middle inside: starts inside the usable area",
        input: Self.input(field: CGRect(x: 16, y: -20, width: 300, height: 44)),
        frame: CGRect(x: 16, y: 26, width: 300, height: 220), direction: .below, line: #line),
      Case(
        name: "floating keyboard above the field: above runs from the keyboard down",
        input: Self.input(field: CGRect(x: 16, y: 760, width: 300, height: 44), rows: 3) {
          $0.keyboardFrame = CGRect(x: 0, y: 300, width: 390, height: 250)
        },
        frame: CGRect(x: 16, y: 626, width: 300, height: 132), direction: .above, line: #line),
      Case(
        name: "rows taller than one row of space: part of a row",
        input: Self.input(
          field: CGRect(x: 16, y: 10, width: 300, height: 44),
          container: CGRect(x: 0, y: 0, width: 390, height: 90)),
        frame: CGRect(x: 16, y: 56, width: 300, height: 26), direction: .below, line: #line),
    ]
    for test in cases {
      let placement = AutofillPlacement(test.input)
      XCTAssertEqual(placement.frame, test.frame, test.name, line: test.line)
      XCTAssertEqual(placement.direction, test.direction, test.name, line: test.line)
      XCTAssertFalse(placement.isEmpty, test.name, line: test.line)
      if let keyboard = test.input.keyboardFrame {
        XCTAssertFalse(placement.frame.intersects(keyboard), test.name, line: test.line)
      }
      XCTAssertTrue(
        test.input.containerBounds.contains(placement.frame), test.name, line: test.line)
    }
  }

  /// Rule 3's second half: an open dropdown keeps its side while the field and keyboard stay.
  /// The field has room for two rows below and plenty above.
  func test_openDropdown_keepsItsSide_untilTheFieldOrKeyboardMoves() {
    typealias Side = AutofillPlacement.Side
    let field = CGRect(x: 16, y: 700, width: 300, height: 44)
    let above = Side(direction: .above, fieldFrame: field, keyboardFrame: nil)
    let below = Side(direction: .below, fieldFrame: field, keyboardFrame: nil)
    let keyboard = CGRect(x: 0, y: 760, width: 390, height: 84)
    let cases:
      [(
        name: String, input: AutofillPlacement.Input, expected: AutofillPlacement.Direction,
        line: UInt
      )] = [
        ("opening with five rows: above", Self.input(field: field, rows: 5), .above, #line),
        ("opening with one row: below", Self.input(field: field, rows: 1), .below, #line),
        (
          "open above, typing leaves one row: still above",
          Self.input(field: field, rows: 1) { $0.openedSide = above }, .above, #line
        ),
        (
          "open below, typing brings five rows: still below, scrolling",
          Self.input(field: field, rows: 5) { $0.openedSide = below }, .below, #line
        ),
        (
          "open above, the field moved: decided afresh",
          Self.input(field: field.offsetBy(dx: 0, dy: -10), rows: 1) { $0.openedSide = above },
          .below, #line
        ),
        (
          "open below, the keyboard came: decided afresh",
          Self.input(field: field, rows: 1) {
            $0.openedSide = below
            $0.keyboardFrame = keyboard
          }, .above, #line
        ),
        (
          "open below, its row no longer fits there (larger text): decided afresh",
          Self.input(field: field, rows: 1) {
            $0.openedSide = below
            $0.rowHeight = 100
          }, .above, #line
        ),
      ]
    for (name, input, expected, line) in cases {
      let placement = AutofillPlacement(input)
      XCTAssertEqual(placement.direction, expected, name, line: line)
      XCTAssertEqual(
        placement.side,
        Side(direction: expected, fieldFrame: input.fieldFrame, keyboardFrame: input.keyboardFrame),
        name, line: line)
    }
  }

  /// The sequence: "b", "be", "ber", "bern" with each placement's side passed on.
  func test_typingWhileOpen_neverFlipsTheSide() {
    let field = CGRect(x: 16, y: 700, width: 300, height: 44)
    var side: AutofillPlacement.Side?
    for (rows, line) in [(5, #line), (5, #line), (4, #line), (1, #line)] as [(Int, UInt)] {
      let placement = AutofillPlacement(
        Self.input(field: field, rows: rows) { $0.openedSide = side })
      XCTAssertEqual(placement.direction, .above, "\(rows) rows", line: line)
      side = placement.side
    }
    XCTAssertNil(AutofillPlacement(Self.input(field: field, rows: 0)).side, "nothing shown")
  }

  /// Issue 48's item 5: the kept side must still show a suggestion, not only a section title.
  /// A field at y 600 over a keyboard at 754 has 100 pt below and 590 above.
  func test_keptSide_needsRoomForItsFirstSuggestion_notOnlyATitle() {
    let field = CGRect(x: 16, y: 600, width: 300, height: 44)
    let keyboard = CGRect(x: 0, y: 754, width: 390, height: 90)
    let below = AutofillPlacement.Side(
      direction: .below, fieldFrame: field, keyboardFrame: keyboard)
    let cases:
      [(
        String, [CGFloat], Int, AutofillPlacement.Side?, AutofillPlacement.Direction, CGFloat, UInt
      )] = [
        // name, row heights, leading titles, opened side, direction, height
        ("opening with three short rows: below", [30, 30, 30], 0, nil, .below, 90, #line),
        (
          "kept below, the rows grew taller: one fits, kept", [80, 80, 80], 0, below, .below, 80,
          #line
        ),
        (
          "kept below, a title and tall rows: only the title fits there, decided afresh: above",
          [28, 80, 80, 80], 1, below, .above, 268, #line
        ),
        (
          "kept below, a title and its first suggestion fit: kept, both shown",
          [28, 60, 80, 80], 1, below, .below, 88, #line
        ),
        (
          "kept below, two titles (an origin's over a section's) and a suggestion: they do not fit",
          [28, 28, 60], 2, below, .above, 116, #line
        ),
        (
          "a title over a status row (loading) counts as the title over a suggestion",
          [28, 60], 1, below, .below, 88, #line
        ),
        ("more titles than rows count as all but the last", [28, 60], 9, below, .below, 88, #line),
      ]
    for (name, heights, titles, opened, direction, height, line) in cases {
      let placement = AutofillPlacement(
        Self.input(field: field, rows: heights.count) {
          $0.keyboardFrame = keyboard
          $0.rowHeights = heights
          $0.leadingTitleRows = titles
          $0.openedSide = opened
        })
      XCTAssertEqual(placement.direction, direction, name, line: line)
      XCTAssertEqual(placement.frame.height, height, name, line: line)
    }
  }

  /// Issue 48's item 6: whatever numbers UIKit or a host hands over (NaN, infinities, huge
  /// finite values, `Int.max` rows), placement never traps: a value that is not finite or lies
  /// beyond ±`largestCoordinate` places nothing; huge row counts place as many rows as fit.
  func test_nonFiniteAndHugeValues_placeNothing_hugeRowCountsPlace() {
    let field = CGRect(x: 16, y: 500, width: 300, height: 44)
    let huge = AutofillPlacement.largestCoordinate * 10
    typealias Change = (inout AutofillPlacement.Input) -> Void
    let nothing: [(String, Change, UInt)] = [
      (
        "a keyboard whose y is NaN",
        { $0.keyboardFrame = CGRect(x: 0, y: CGFloat.nan, width: 390, height: 300) }, #line
      ),
      (
        "an infinite keyboard",
        { $0.keyboardFrame = CGRect(x: 0, y: 500, width: CGFloat.infinity, height: 300) }, #line
      ),
      (
        "a field at NaN",
        { $0.fieldFrame = CGRect(x: CGFloat.nan, y: 500, width: 300, height: 44) }, #line
      ),
      ("a field at minus infinity", { $0.fieldFrame.origin.y = -.infinity }, #line),
      ("a huge field origin", { $0.fieldFrame.origin.x = huge }, #line),
      (
        "a huge container",
        { $0.containerBounds = CGRect(x: -huge, y: -huge, width: 1e300, height: 1e300) }, #line
      ),
      (
        "greatest finite container", { $0.containerBounds.size.height = .greatestFiniteMagnitude },
        #line
      ),
      ("a huge inset", { $0.safeAreaInsets.top = 1e300 }, #line),
      ("a NaN inset", { $0.safeAreaInsets.left = .nan }, #line),
      ("a NaN row height", { $0.rowHeight = .nan }, #line),
      ("an infinite measured row", { $0.rowHeights = [44, .infinity] }, #line),
      ("a huge minimum width", { $0.minimumWidth = 1e300 }, #line),
      ("an infinite gap", { $0.gap = .infinity }, #line),
      ("a NaN margin", { $0.margin = .nan }, #line),
      ("a null clip rectangle", { $0.fieldClipRect = .null }, #line),
      ("an infinite clip rectangle", { $0.fieldClipRect = .infinite }, #line),
    ]
    for (name, change, line) in nothing {
      let placement = AutofillPlacement(Self.input(field: field, change))
      XCTAssertTrue(placement.isEmpty, name, line: line)
      XCTAssertEqual(placement.frame, .zero, name, line: line)
      XCTAssertNil(placement.side, name, line: line)
    }
    let counts: [(String, Change, CGFloat, UInt)] = [
      // name, change, height
      (
        "Int.max rows, Int.max visible (the CLI's case)",
        {
          $0.rowCount = .max
          $0.maximumVisibleRows = .max
        }, 264, #line
      ),
      ("Int.max rows, five visible", { $0.rowCount = .max }, 220, #line),
      (
        "Int.max rows below the field, some measured",
        {
          $0.rowCount = .max
          $0.maximumVisibleRows = .max
          $0.minimumRowsBelow = .max
          $0.rowHeights = [30, 30]
          $0.fieldFrame.origin.y = 100
        }, 676, #line
      ),
      ("Int.min rows: none", { $0.rowCount = .min }, 0, #line),
      ("Int.min visible rows count as 1", { $0.maximumVisibleRows = .min }, 44, #line),
      (
        "a title count of Int.max",
        {
          $0.leadingTitleRows = .max
          $0.openedSide = .init(direction: .below, fieldFrame: field, keyboardFrame: nil)
        }, 220, #line
      ),
    ]
    for (name, change, height, line) in counts {
      let placement = AutofillPlacement(Self.input(field: field, change))
      XCTAssertEqual(placement.frame.height, height, name, line: line)
      XCTAssertTrue(
        [placement.frame.minX, placement.frame.minY, placement.frame.width].allSatisfy(\.isFinite),
        name, line: line)
    }
  }

  func test_nothingToShow_isEmpty() {
    let cases: [(String, AutofillPlacement.Input, UInt)] = [
      ("no rows", Self.input(field: CGRect(x: 16, y: 100, width: 300, height: 44), rows: 0), #line),
      (
        "field wholly off the container",
        Self.input(field: CGRect(x: 16, y: 900, width: 300, height: 44)), #line
      ),
      (
        "field behind the keyboard",
        Self.input(field: CGRect(x: 16, y: 700, width: 300, height: 44)) {
          $0.keyboardFrame = CGRect(x: 0, y: 300, width: 390, height: 544)
        }, #line
      ),
      (
        "field mostly above the container's top (its middle outside): scrolled out",
        Self.input(field: CGRect(x: 16, y: -30, width: 300, height: 44)), #line
      ),
      (
        "field under the navigation bar (the safe area's top)",
        Self.input(field: CGRect(x: 16, y: 60, width: 300, height: 44)) {
          $0.safeAreaInsets = .init(top: 100, left: 0, bottom: 34, right: 0)
        }, #line
      ),
      (
        "field scrolled below its scroll view's visible part",
        Self.input(field: CGRect(x: 16, y: 620, width: 300, height: 44)) {
          $0.fieldClipRect = CGRect(x: 0, y: 200, width: 390, height: 400)
        }, #line
      ),
      (
        "field scrolled sideways out of its scroll view",
        Self.input(field: CGRect(x: 16, y: 300, width: 300, height: 44)) {
          $0.fieldClipRect = CGRect(x: 320, y: 0, width: 70, height: 844)
        }, #line
      ),
      (
        "zero row height",
        Self.input(field: CGRect(x: 16, y: 100, width: 300, height: 44)) { $0.rowHeight = 0 }, #line
      ),
    ]
    for (name, input, line) in cases {
      XCTAssertTrue(AutofillPlacement(input).isEmpty, name, line: line)
    }
  }

  /// Rows self-size: the dropdown is as tall as the measured rows it shows, cut to whole rows
  /// when space is short, and scrolls exactly when its rows are taller than its frame.
  func test_measuredRowHeights_setTheHeightAndWhetherItScrolls() {
    let field = CGRect(x: 16, y: 100, width: 300, height: 44)
    let small = CGRect(x: 0, y: 0, width: 390, height: 260)
    let cases: [(String, AutofillPlacement.Input, CGFloat, Bool, UInt)] = [
      (
        "a subtitle and large type make rows taller: all of them show, no scrolling",
        Self.input(field: field, rows: 3) { $0.rowHeights = [44, 70, 100] }, 214, false, #line
      ),
      (
        "more rows than the maximum: the first five measured rows, scrolling",
        Self.input(field: field, rows: 8) { $0.rowHeights = [60, 60, 60, 60, 60] }, 300, true,
        #line
      ),
      (
        "unmeasured rows count as the estimate",
        Self.input(field: field, rows: 3) { $0.rowHeights = [80] }, 168, false, #line
      ),
      (
        "short space: whole measured rows, scrolling to reach the rest",
        Self.input(field: CGRect(x: 16, y: 40, width: 300, height: 44), container: small, rows: 3) {
          $0.rowHeights = [100, 100, 100]
        }, 100, true, #line
      ),
      (
        "a long error row taller than the space: part of it, scrolling",
        Self.input(field: CGRect(x: 16, y: 40, width: 300, height: 44), container: small, rows: 1) {
          $0.rowHeights = [400]
        }, 166, true, #line
      ),
      (
        "a tall first row that fits, a second that does not: the first only",
        Self.input(field: CGRect(x: 16, y: 40, width: 300, height: 44), container: small, rows: 2) {
          $0.rowHeights = [150, 44]
        }, 150, true, #line
      ),
    ]
    for (name, input, height, scrolls, line) in cases {
      let placement = AutofillPlacement(input)
      XCTAssertEqual(placement.frame.height, height, name, line: line)
      XCTAssertEqual(placement.scrolls, scrolls, name, line: line)
    }
    XCTAssertFalse(AutofillPlacement(Self.input(field: field, rows: 0)).scrolls)
  }

  func test_scrolls_exactlyWhenContentIsTallerThanTheFrame() {
    let cases: [(CGFloat, CGFloat, Bool, UInt)] = [
      (100, 100, false, #line),
      (100.4, 100, false, #line),
      (101, 100, true, #line),
      (80, 100, false, #line),
      (0, 0, false, #line),
    ]
    for (content, frame, expected, line) in cases {
      XCTAssertEqual(
        AutofillPlacement.scrolls(contentHeight: content, frameHeight: frame), expected,
        line: line)
    }
  }

  func test_rowHeight_isTheContentInWholePixels_plusTheSeparatorPixel() {
    let cases: [(String, CGFloat, CGFloat, CGFloat, UInt)] = [
      // name, content height, display scale, row height
      ("whole pixels at 3x: one pixel more", 44, 3, 44 + 1.0 / 3, #line),
      ("a fraction of a pixel rounds up", 43.2, 3, (130.0 + 1) / 3, #line),
      ("at 2x", 20.1, 2, 41.0 / 2 + 0.5, #line),
      ("at 1x", 20.1, 1, 22, #line),
      ("an unknown scale counts as 1x", 20.1, 0, 22, #line),
      ("no content: at least a point", 0, 3, 1, #line),
      ("negative content: at least a point", -10, 2, 1, #line),
    ]
    for (name, content, scale, expected, line) in cases {
      XCTAssertEqual(
        AutofillPlacement.rowHeight(fitting: content, displayScale: scale), expected,
        accuracy: 1e-9, name, line: line)
    }
  }

  /// A floating iPad keyboard matters only where it overlaps the dropdown's column.
  func test_floatingKeyboard_countsOnlyInTheDropdownsColumn() {
    let iPad = CGRect(x: 0, y: 0, width: 1024, height: 768)
    let field = CGRect(x: 16, y: 400, width: 300, height: 44)
    let beside = Self.input(field: field, container: iPad) {
      $0.keyboardFrame = CGRect(x: 600, y: 350, width: 320, height: 300)
    }
    XCTAssertEqual(AutofillPlacement(beside).frame, CGRect(x: 16, y: 446, width: 300, height: 220))
    let under = Self.input(field: field, container: iPad) {
      $0.keyboardFrame = CGRect(x: 100, y: 500, width: 320, height: 260)
    }
    let placement = AutofillPlacement(under)
    XCTAssertEqual(placement.direction, .above)
    XCTAssertEqual(placement.frame, CGRect(x: 16, y: 178, width: 300, height: 220))
    XCTAssertFalse(placement.frame.intersects(under.keyboardFrame!))
  }

  /// A field in the input accessory of a Face ID iPhone with a hardware keyboard: the accessory
  /// sits at the screen's bottom, its field's middle inside the safe area's bottom inset (the
  /// home indicator's). It is on the keyboard, above every bar, so its dropdown opens above
  /// it; the same frame in the app's own window is under that inset and shows nothing. Fails
  /// if the safe area decides whether a field on the keyboard can be seen.
  func test_fieldOnTheKeyboard_insideTheBottomInset_opensAbove() {
    let accessoryField = CGRect(x: 8, y: 794, width: 300, height: 44)
    let onKeyboard = Self.input(field: accessoryField, rows: 2) {
      $0.safeAreaInsets = AutofillPlacement.Insets(top: 47, left: 0, bottom: 34, right: 0)
      // With a hardware keyboard only the accessory bar shows: the keyboard's frame is the bar.
      $0.keyboardFrame = CGRect(x: 0, y: 788, width: 390, height: 56)
      $0.isFieldOnKeyboard = true
    }
    let placement = AutofillPlacement(onKeyboard)
    XCTAssertFalse(placement.isEmpty)
    XCTAssertEqual(placement.direction, .above)
    XCTAssertEqual(placement.frame, CGRect(x: 8, y: 698, width: 300, height: 88))
    var inTheApp = onKeyboard
    inTheApp.isFieldOnKeyboard = false
    inTheApp.keyboardFrame = nil
    XCTAssertTrue(AutofillPlacement(inTheApp).isEmpty, "a field under the home indicator's inset")
  }

  /// A field in the visible part of its scroll view shows its dropdown, which may extend past
  /// that scroll view (it floats over the screen).
  func test_fieldClipRect_governsTheFieldNotTheDropdown() {
    let input = Self.input(field: CGRect(x: 16, y: 300, width: 300, height: 44)) {
      $0.fieldClipRect = CGRect(x: 0, y: 200, width: 390, height: 160)
    }
    XCTAssertEqual(
      AutofillPlacement(input).frame, CGRect(x: 16, y: 346, width: 300, height: 220))
  }

  /// Seeded random geometry: whatever the input, the frame stays in the usable area and off
  /// the keyboard.
  func test_randomGeometry_neverLeavesTheAreaOrOverlapsTheKeyboard() {
    let seed: UInt64 = 0xB1AC_E5
    print("PlacementTests seed: \(seed)")
    var generator = SeededGenerator(seed: seed)
    func random(_ range: ClosedRange<Double>) -> CGFloat {
      CGFloat(Double.random(in: range, using: &generator))
    }
    var checked = 0
    for _ in 0..<2_000 {
      let container = CGRect(x: 0, y: 0, width: random(200...1400), height: random(150...1400))
      var input = AutofillPlacement.Input(
        fieldFrame: CGRect(
          x: random(-100...Double(container.width)), y: random(-40...Double(container.height)),
          width: random(20...600), height: random(20...60)),
        containerBounds: container, rowCount: Int.random(in: 1...30, using: &generator))
      input.rowHeight = random(20...80)
      input.maximumVisibleRows = Int.random(in: 0...10, using: &generator)
      input.minimumWidth = random(0...800)
      input.layoutDirection = Bool.random(using: &generator) ? .leftToRight : .rightToLeft
      input.safeAreaInsets = .init(
        top: random(0...60), left: random(0...40), bottom: random(0...40), right: random(0...40))
      if Bool.random(using: &generator) {
        let top = random(0...Double(container.height))
        input.keyboardFrame = CGRect(
          x: 0, y: top, width: container.width, height: container.height - top)
      }
      let placement = AutofillPlacement(input)
      guard !placement.isEmpty else { continue }
      checked += 1
      let area = container.inset(by: input)
      XCTAssertTrue(
        area.encloses(placement.frame), "\(area) does not enclose \(placement.frame)")
      if let keyboard = input.keyboardFrame {
        XCTAssertFalse(placement.frame.intersects(keyboard), "\(input) → \(placement)")
      }
      XCTAssertTrue(
        placement.direction == .below
          ? placement.frame.minY >= input.fieldFrame.maxY
          : placement.frame.maxY <= input.fieldFrame.minY, "\(input) → \(placement)")
    }
    XCTAssertGreaterThan(checked, 1_000, "most random inputs should place a dropdown")
    print("PlacementTests: \(checked) of 2000 random inputs placed a dropdown")
  }

  /// Seeded random geometry with one to three of its numbers made hostile (NaN, infinities,
  /// huge finite values, extreme row counts): placement never traps, its frame is finite, and
  /// what it places stays in the usable area and off the keyboard.
  func test_randomHostileValues_neverTrap_placeInTheAreaOrNothing() {
    let seed: UInt64 = 0x4EA7_0048
    print("PlacementTests hostile seed: \(seed)")
    var generator = SeededGenerator(seed: seed)
    let numbers: [CGFloat] = [
      .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300,
      -1e300, AutofillPlacement.largestCoordinate, AutofillPlacement.largestCoordinate + 1, 0,
      -1,
    ]
    let counts = [Int.max, Int.min, Int.max - 1, 0, -1, 1_000_000]
    var placed = 0
    for _ in 0..<2_000 {
      func random(_ range: ClosedRange<Double>) -> CGFloat {
        CGFloat(Double.random(in: range, using: &generator))
      }
      var input = AutofillPlacement.Input(
        fieldFrame: CGRect(x: random(-50...400), y: random(-40...850), width: 300, height: 44),
        containerBounds: Self.phone, rowCount: Int.random(in: 1...30, using: &generator))
      input.safeAreaInsets = .init(top: 47, left: 0, bottom: 34, right: 0)
      input.rowHeights = (0..<Int.random(in: 0...4, using: &generator)).map { _ in random(20...90) }
      if Bool.random(using: &generator) { input.keyboardFrame = Self.dockedKeyboard }
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        let number = numbers.randomElement(using: &generator) ?? 0
        let count = counts.randomElement(using: &generator) ?? 0
        switch Int.random(in: 0...13, using: &generator) {
        case 0: input.fieldFrame.origin.x = number
        case 1: input.fieldFrame.origin.y = number
        case 2: input.fieldFrame.size.width = number
        case 3: input.containerBounds.size.height = number
        case 4: input.containerBounds.origin.y = number
        case 5: input.keyboardFrame = CGRect(x: 0, y: number, width: 390, height: 336)
        case 6: input.keyboardFrame?.size.height = number
        case 7: input.safeAreaInsets.bottom = number
        case 8: input.rowHeight = number
        case 9: input.rowHeights.append(number)
        case 10: input.rowCount = count
        case 11: input.maximumVisibleRows = count
        case 12: input.minimumRowsBelow = count
        default: input.leadingTitleRows = count
        }
      }
      let placement = AutofillPlacement(input)
      let frame = placement.frame
      XCTAssertTrue(
        [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite),
        "\(input) → \(placement)")
      guard !placement.isEmpty else { continue }
      placed += 1
      XCTAssertTrue(
        input.containerBounds.inset(by: input).encloses(frame), "\(input) → \(placement)")
      if let keyboard = input.keyboardFrame {
        XCTAssertFalse(frame.intersects(keyboard), "\(input) → \(placement)")
      }
    }
    XCTAssertGreaterThan(placed, 200, "hostile counts and in-range values still place")
    print("PlacementTests: \(placed) of 2000 hostile inputs placed a dropdown")
  }
}

extension CGRect {
  /// Containment with a tolerance for rounding (Foundation's `contains` on Linux compares a
  /// recomputed union exactly).
  fileprivate func encloses(_ other: CGRect) -> Bool {
    let tolerance: CGFloat = 0.0001
    return other.minX >= minX - tolerance && other.maxX <= maxX + tolerance
      && other.minY >= minY - tolerance && other.maxY <= maxY + tolerance
  }

  fileprivate func inset(by input: AutofillPlacement.Input) -> CGRect {
    let insets = input.safeAreaInsets
    return CGRect(
      x: minX + insets.left + input.margin, y: minY + insets.top + input.margin,
      width: width - insets.left - insets.right - 2 * input.margin,
      height: height - insets.top - insets.bottom - 2 * input.margin)
  }
}
