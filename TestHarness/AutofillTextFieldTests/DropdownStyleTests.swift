#if canImport(UIKit) && canImport(SwiftUI)
  import AutofillTextField
  import SwiftUI
  @preconcurrency import UIKit
  import XCTest

  /// The dropdown's style settings (issue 49, item 1), each read where a user sees it: the
  /// shown rows' fonts, the rows' heights, the separators, the corners of the opaque table and of
  /// the glass, and the dropdown's place against its field.
  @MainActor
  final class DropdownStyleTests: XCTestCase {
    /// The font drawn at the end of a row's title (past the bold matched part) or subtitle.
    private func font(of label: UILabel?) -> UIFont? {
      guard let text = label?.attributedText, text.length > 0 else { return nil }
      return text.attribute(.font, at: text.length - 1, effectiveRange: nil) as? UIFont
    }

    // MARK: Fonts

    // Fails if tableFont or the subtitle font is not drawn in the rows, or is drawn at its own
    // size instead of scaled for the field's Dynamic Type size with UIFontMetrics (body for the
    // title, subheadline for the subtitle).
    func test_tableFontAndSubtitleFont_drawTheRows_scaledForTheFieldsDynamicTypeSize() throws {
      let (screen, _, field) = makeScreen(contentSize: .accessibilityMedium)
      let title = try XCTUnwrap(UIFont(name: "Courier", size: 20))
      let subtitle = try XCTUnwrap(UIFont(name: "Courier", size: 12))
      field.tableFont = title
      field.dropdownStyle.subtitleFont = subtitle
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      let traits = field.traitCollection
      let expectedTitle = UIFontMetrics(forTextStyle: .body).scaledFont(
        for: title, compatibleWith: traits)
      let expectedSubtitle = UIFontMetrics(forTextStyle: .subheadline).scaledFont(
        for: subtitle, compatibleWith: traits)
      XCTAssertGreaterThan(expectedTitle.pointSize, 20, "AX text scales the font")
      for cell in DropdownProbe.cells(of: table) {
        let labels = DropdownProbe.labels(in: cell)
        XCTAssertEqual(labels.count, 2)
        let drawnTitle = try XCTUnwrap(font(of: labels.first))
        XCTAssertEqual(drawnTitle.familyName, title.familyName)
        XCTAssertEqual(drawnTitle.pointSize, expectedTitle.pointSize, accuracy: 0.01)
        let drawnSubtitle = try XCTUnwrap(font(of: labels.last))
        XCTAssertEqual(drawnSubtitle.familyName, subtitle.familyName)
        XCTAssertEqual(drawnSubtitle.pointSize, expectedSubtitle.pointSize, accuracy: 0.01)
      }
      XCTAssertIdentical(field.tableFont, title, "tableFont reads back what was set")
    }

    // Fails if a text style's font (made at the app's Dynamic Type size, already scaled) is
    // scaled a second time, instead of following its style at the field's size as a label with
    // adjustsFontForContentSizeCategory does; or if a system font (whose descriptor names its
    // weight under the text style key) is taken for a text style.
    func test_tableFontOfATextStyle_followsItsStyle_aSystemFontScales() throws {
      let (screen, _, field) = makeScreen(contentSize: .accessibilityExtraLarge)
      field.tableFont = .preferredFont(
        forTextStyle: .headline, compatibleWith: field.traitCollection)
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      let headline = UIFont.preferredFont(
        forTextStyle: .headline, compatibleWith: field.traitCollection)
      func firstTitle() -> UIFont? {
        font(
          of: DropdownProbe.cells(of: table).first.flatMap { DropdownProbe.labels(in: $0).first })
      }
      XCTAssertEqual(try XCTUnwrap(firstTitle()).pointSize, headline.pointSize, accuracy: 0.01)

      let system = UIFont.systemFont(ofSize: 20)
      field.tableFont = system
      let scaled = UIFontMetrics(forTextStyle: .body).scaledFont(
        for: system, compatibleWith: field.traitCollection)
      waitUntil("the system font shows, scaled") {
        abs((firstTitle()?.pointSize ?? 0) - scaled.pointSize) < 0.01
      }
    }

    // Fails if the default rows stop using the body text style at the field's size, or
    // tableFont (RVS_AutofillTextField's non-optional font) does not read back as body's size
    // at the default text size.
    func test_defaultTableFont_isTheBodyStyle() throws {
      let (screen, _, field) = makeScreen(contentSize: .extraExtraLarge)
      XCTAssertEqual(field.tableFont.pointSize, 17)
      XCTAssertNil(field.dropdownStyle.titleFont)
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: field.traitCollection)
      let cell = try XCTUnwrap(DropdownProbe.cells(of: table).first)
      XCTAssertEqual(
        try XCTUnwrap(font(of: DropdownProbe.labels(in: cell).first)).pointSize, body.pointSize,
        accuracy: 0.01)
    }

    // MARK: Rows and separators

    // Fails if minimumTableRowHeight does not make every row (and so the dropdown) that tall, or
    // a change while the dropdown shows is not measured and placed again.
    func test_minimumTableRowHeight_makesEachRowThatTall_atOnceWhileShown() throws {
      let (screen, field) = makeEditingField()
      field.minimumTableRowHeight = 70
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      for row in 0..<2 {
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: row, section: 0)).height, 70)
      }
      XCTAssertEqual(field.dropdownFrame?.height ?? 0, 140, accuracy: 0.01)
      field.minimumTableRowHeight = 90
      waitUntil("the rows grow while shown") {
        table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 90
          && abs((field.dropdownFrame?.height ?? 0) - 180) < 0.01
      }
      // A content taller than the minimum wins: rows never cut their text.
      field.minimumTableRowHeight = 1
      waitUntil("the rows take their text's height again") {
        table.rectForRow(at: IndexPath(row: 0, section: 0)).height > 30
          && table.rectForRow(at: IndexPath(row: 0, section: 0)).height < 90
      }
      field.minimumTableRowHeight = -5
      XCTAssertEqual(field.minimumTableRowHeight, 0)
    }

    // Fails if showsTableSeparators or tableSeparatorColor does not reach the shown table, in
    // either look (glass on iOS 26 and later, then the opaque table), or setting the colour back
    // to nil does not restore the table's own.
    func test_separators_styleAndColour_reachTheShownTable_inBothLooks() throws {
      let (screen, field) = makeEditingField()
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      let own = table.separatorColor
      XCTAssertEqual(table.separatorStyle, .singleLine)
      for isOpaque in [false, true] {
        field.usesOpaqueDropdown = isOpaque
        waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
        field.showsTableSeparators = false
        field.tableSeparatorColor = .systemRed
        XCTAssertEqual(table.separatorStyle, .none, "opaque: \(isOpaque)")
        XCTAssertEqual(table.separatorColor, .systemRed, "opaque: \(isOpaque)")
        field.showsTableSeparators = true
        field.tableSeparatorColor = nil
        XCTAssertEqual(table.separatorStyle, .singleLine, "opaque: \(isOpaque)")
        XCTAssertEqual(table.separatorColor, own, "opaque: \(isOpaque)")
        XCTAssertNil(field.tableSeparatorColor)
      }
    }

    // MARK: Corners

    // Fails if tableCornerRadius does not round the opaque table, or (iOS 26 and later, a build
    // with iOS 26's SDK) the glass by its corner configuration, at once while it shows.
    func test_tableCornerRadius_roundsTheOpaqueTableAndTheGlass() throws {
      let (screen, field) = makeEditingField()
      field.tableCornerRadius = 20
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      XCTAssertEqual(table.layer.cornerRadius, 20)
      #if compiler(>=6.2)
        if #available(iOS 26.0, *) {
          let glass = try XCTUnwrap(table.dropdownGlass, "no glass")
          XCTAssertEqual(glass.effectiveRadius(corner: .topLeft), 20)
          XCTAssertFalse(glass.clipsToBounds, "clipped: no shadow or edge")
          field.tableCornerRadius = 4
          XCTAssertEqual(glass.effectiveRadius(corner: .bottomRight), 4)
          XCTAssertEqual(table.layer.cornerRadius, 4)
        }
      #endif
      field.usesOpaqueDropdown = true
      field.tableCornerRadius = 14
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      XCTAssertIdentical(table.placedView, table)
      XCTAssertEqual(table.layer.cornerRadius, 14)
      XCTAssertTrue(table.clipsToBounds)
      field.tableCornerRadius = .nan
      XCTAssertEqual(field.tableCornerRadius, 10, "not finite: the default")
    }

    // MARK: Place against the field

    // Fails if a dropdown wider than its field is not centred under it, or not lined up with
    // its trailing edge (the left one in a right-to-left field), or if the gap is not kept.
    func test_alignmentAndGap_placeTheDropdownAgainstTheField() throws {
      let screen = makeScreen()
      let field = Fixtures.makeField(frame: CGRect(x: 120, y: 140, width: 130, height: 44))
      field.minimumTableWidthInDisplayUnits = 240
      field.dropdownGap = 12
      field.dropdownStyle.layout.alignment = .center
      screen.root.addSubview(field)
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      let frame = try XCTUnwrap(field.dropdownFrame)
      XCTAssertEqual(frame.midX, field.frame.midX, accuracy: 0.5)
      XCTAssertEqual(frame.width, 240, accuracy: 0.5)
      XCTAssertEqual(frame.minY, field.frame.maxY + 12, accuracy: 0.5)
      XCTAssertEqual(table.placedView.frame, frame)

      field.dropdownStyle.layout.alignment = .trailing
      waitUntil("lined up with the field's right edge") {
        abs((field.dropdownFrame?.maxX ?? 0) - field.frame.maxX) < 0.5
      }
      field.semanticContentAttribute = .forceRightToLeft
      field.updateDropdownPlacement()
      waitUntil("right to left, trailing is the field's left edge") {
        abs((field.dropdownFrame?.minX ?? 0) - field.frame.minX) < 0.5
      }
      field.dropdownGap = -30
      XCTAssertEqual(field.dropdownGap, 0)
      waitUntil("a negative gap is none: the dropdown touches the field, never covers it") {
        abs((field.dropdownFrame?.minY ?? 0) - field.frame.maxY) < 0.5
      }
    }

    // MARK: Interface Builder and SwiftUI

    // Fails if the style's inspectables set in Main.storyboard are not applied after
    // init(coder:) (the field would keep its defaults).
    func test_storyboardInspectables_setTheStyle() throws {
      let storyboard = UIStoryboard(name: "Main", bundle: .main)
      let controller = storyboard.instantiateViewController(withIdentifier: "StoryboardScenario")
      controller.loadViewIfNeeded()
      let field = try XCTUnwrap(controller.view.firstAutofillTextField)
      XCTAssertEqual(field.tableCornerRadius, 16)
      XCTAssertEqual(field.minimumTableRowHeight, 48)
      XCTAssertEqual(field.dropdownGap, 6)
    }

    // Fails if the SwiftUI modifier autofillDropdownStyle does not reach the field's style.
    func test_autofillDropdownStyleModifier_setsTheFieldsStyle() throws {
      var style = AutofillDropdownStyle()
      style.layout.alignment = .center
      style.layout.cornerRadius = 24
      style.titleFont = UIFont(name: "Courier", size: 18)
      let controller = UIHostingController(
        rootView: AutofillField("City", text: .constant(""), items: Fixtures.cities)
          .autofillDropdownStyle(style))
      let screen = makeScreen(controller)
      let field = waitForHostedField(in: screen)
      XCTAssertEqual(field?.dropdownStyle, style)
      XCTAssertEqual(field?.tableCornerRadius, 24)
    }
  }
#endif
