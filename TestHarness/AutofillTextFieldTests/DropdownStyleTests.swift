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

    /// The font of the first row's bold matched part (the start of its title).
    private func matchedFont(of table: UITableView) -> UIFont? {
      let label = DropdownProbe.cells(of: table).first.flatMap {
        DropdownProbe.labels(in: $0).first
      }
      guard let text = label?.attributedText, text.length > 0 else { return nil }
      return text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
    }

    /// The first row's title font.
    private func firstTitleFont(of table: UITableView) -> UIFont? {
      font(of: DropdownProbe.cells(of: table).first.flatMap { DropdownProbe.labels(in: $0).first })
    }

    /// A screen whose field and dropdown (floating in the child view controller's view, its
    /// `containerView`) have `category` as their Dynamic Type size, and the view controller.
    private func makeStyledScreen(
      contentSize category: UIContentSizeCategory
    ) -> (TestScreen, UIViewController, AutofillTextField) {
      let (screen, child, field) = makeScreen(contentSize: category)
      field.containerView = child.view
      return (screen, child, field)
    }

    /// Fails if a fixed font (`UIFont(name:size:)`) as tableFont or the subtitle font is not
    /// drawn in the rows, or is scaled with Dynamic Type (the rule before issue 49's review
    /// scaled every such font as body or subheadline; or a scaling at the container's size, the
    /// container here being at the AX size too) instead of keeping its size.
    func test_fixedTableFontAndSubtitleFont_drawTheRows_atTheirOwnSize() throws {
      let (screen, _, field) = makeStyledScreen(contentSize: .accessibilityMedium)
      let title = try XCTUnwrap(UIFont(name: "Courier", size: 20))
      let subtitle = try XCTUnwrap(UIFont(name: "Courier", size: 12))
      field.tableFont = title
      field.dropdownStyle.subtitleFont = subtitle
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      for cell in DropdownProbe.cells(of: table) {
        let labels = DropdownProbe.labels(in: cell)
        XCTAssertEqual(labels.count, 2)
        let drawnTitle = try XCTUnwrap(font(of: labels.first))
        XCTAssertEqual(drawnTitle.familyName, title.familyName)
        XCTAssertEqual(drawnTitle.pointSize, 20, accuracy: 0.01)
        let drawnSubtitle = try XCTUnwrap(font(of: labels.last))
        XCTAssertEqual(drawnSubtitle.familyName, subtitle.familyName)
        XCTAssertEqual(drawnSubtitle.pointSize, 12, accuracy: 0.01)
      }
      XCTAssertIdentical(field.tableFont, title, "tableFont reads back what was set")
    }

    /// Fails if a custom font scaled as Apple advises (`UIFontMetrics.scaledFont(for:)`) is
    /// passed to `UIFontMetrics` again (UIKit raises "Do not specify a font that has already been
    /// scaled": the test crashes), or is not drawn at its metrics' size for the Dynamic Type size
    /// of the view the dropdown floats in (its containerView, at the field's size here), its
    /// bold matched part too, or does not follow a change of that size while the dropdown
    /// shows, or its bold matched part (rebuilt from a descriptor, a font UIKit does not adjust)
    /// keeps the old size or loses its weight after the change.
    func test_fontScaledWithFontMetrics_followsTheContainersSize_withoutAnException() throws {
      let (screen, child, field) = makeStyledScreen(contentSize: .accessibilityMedium)
      let courier = try XCTUnwrap(UIFont(name: "Courier", size: 20))
      field.tableFont = UIFontMetrics.default.scaledFont(for: courier)
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      let atAX = UIFontMetrics.default.scaledFont(
        for: courier, compatibleWith: field.traitCollection)
      XCTAssertEqual(try XCTUnwrap(firstTitleFont(of: table)).familyName, courier.familyName)
      XCTAssertEqual(
        try XCTUnwrap(firstTitleFont(of: table)).pointSize, atAX.pointSize, accuracy: 0.01)
      // The matched part ("Zü", bold, made from the host's font's descriptor) adjusts with it.
      let matched = try XCTUnwrap(
        DropdownProbe.cells(of: table).first.flatMap { DropdownProbe.labels(in: $0).first }?
          .attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)
      XCTAssertEqual(matched.pointSize, atAX.pointSize, accuracy: 0.01, "the bold matched part")
      XCTAssertTrue(matched.fontDescriptor.symbolicTraits.contains(.traitBold))

      child.parent?.setOverrideTraitCollection(
        UITraitCollection(preferredContentSizeCategory: .extraSmall), forChild: child)
      waitUntil("the font follows the field's new size") {
        let small = UIFontMetrics.default.scaledFont(
          for: courier, compatibleWith: field.traitCollection)
        let matched = self.matchedFont(of: table)
        return small.pointSize < atAX.pointSize
          && abs((self.firstTitleFont(of: table)?.pointSize ?? 0) - small.pointSize) < 0.01
          && abs((matched?.pointSize ?? 0) - small.pointSize) < 0.01
          && matched?.fontDescriptor.symbolicTraits.contains(.traitBold) == true
      }
    }

    /// Fails if a text style's font, plain or bold (whose descriptor names the style
    /// `UICTFontTextStyleEmphasizedBody`, which the rule before issue 49's review did not know),
    /// made at the default size (Large), is not drawn at its style's size for the container's AX
    /// size, as a label with `adjustsFontForContentSizeCategory` draws it, or loses its weight;
    /// or if a system font of a fixed size is scaled (a fixed font is how a host opts out of
    /// Dynamic Type).
    func test_textStyleFonts_followTheirStyle_plainOrBold_aFixedSystemFontStaysFixed() throws {
      let (screen, _, field) = makeStyledScreen(contentSize: .accessibilityExtraLarge)
      let large = UITraitCollection(preferredContentSizeCategory: .large)
      let axTraits = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
      field.tableFont = .preferredFont(forTextStyle: .headline, compatibleWith: large)
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      let headline = UIFont.preferredFont(forTextStyle: .headline, compatibleWith: axTraits)
      XCTAssertGreaterThan(headline.pointSize, field.tableFont.pointSize + 1, "made smaller")
      XCTAssertEqual(
        try XCTUnwrap(firstTitleFont(of: table)).pointSize, headline.pointSize, accuracy: 0.01)

      let body = UIFontDescriptor.preferredFontDescriptor(
        withTextStyle: .body, compatibleWith: large)
      field.tableFont = UIFont(
        descriptor: try XCTUnwrap(body.withSymbolicTraits(.traitBold)), size: 0)
      let bodySize = UIFont.preferredFont(forTextStyle: .body, compatibleWith: axTraits).pointSize
      XCTAssertGreaterThan(bodySize, field.tableFont.pointSize + 1, "made smaller")
      waitUntil("the bold body font shows at body's AX size, bold") {
        let drawn = self.firstTitleFont(of: table)
        return abs((drawn?.pointSize ?? 0) - bodySize) < 0.01
          && drawn?.fontDescriptor.symbolicTraits.contains(.traitBold) == true
      }

      field.tableFont = .systemFont(ofSize: 20)
      waitUntil("the system font shows at its own size") {
        abs((self.firstTitleFont(of: table)?.pointSize ?? 0) - 20) < 0.01
      }
    }

    /// Fails if the default rows stop using the body text style at the field's size, or
    /// tableFont (RVS_AutofillTextField's non-optional font), read back and set again, stops
    /// following Dynamic Type: a fixed font read back would draw the rows at the app's size
    /// instead of body's for the container's AX XL.
    func test_defaultTableFont_setAgain_followsDynamicType() throws {
      let (screen, _, field) = makeStyledScreen(contentSize: .accessibilityExtraLarge)
      XCTAssertNil(field.dropdownStyle.titleFont)
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: field.traitCollection)
      XCTAssertGreaterThan(body.pointSize, field.tableFont.pointSize + 1, "read back smaller")
      XCTAssertEqual(
        try XCTUnwrap(firstTitleFont(of: table)).pointSize, body.pointSize, accuracy: 0.01)

      field.tableFont = field.tableFont
      XCTAssertNotNil(field.dropdownStyle.titleFont, "set: the host's font now")
      XCTAssertEqual(
        try XCTUnwrap(firstTitleFont(of: table)).pointSize, body.pointSize, accuracy: 0.01,
        "set again, still body's AX XL size")
    }

    // MARK: Rows and separators

    /// Whether every shown row is at least as tall as its cell's fitted height (none cut off).
    private func rowsFitTheirCells(_ table: UITableView) -> Bool {
      let cells = DropdownProbe.cells(of: table)
      return !cells.isEmpty
        && cells.allSatisfy { cell in
          let fitted = cell.systemLayoutSizeFitting(
            CGSize(width: cell.bounds.width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
          return cell.bounds.height >= fitted.height - 0.5
        }
    }

    /// Fails if the rows are measured before their sizing cells have the container's AX size
    /// (traits reach a view just added only later on iOS 17 and later): a host's body font,
    /// drawn at AX3 in the shown rows, would sit in rows measured at the default size, cut off.
    func test_rowsWithAHostFont_fitTheirText_atTheFirstShowAtAnAXSize() throws {
      let (screen, _, field) = makeStyledScreen(contentSize: .accessibilityExtraExtraExtraLarge)
      field.tableFont = .preferredFont(forTextStyle: .body)
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      XCTAssertTrue(rowsFitTheirCells(table), "a row shorter than its text")
    }

    /// Fails if the heights measured at a small size are kept after the container's size
    /// grows to AX3 while the dropdown shows (cleared only from the field's trait change, which
    /// may come before the table's sizing cells have the new size, or never when only the
    /// container's size changes): the rows would cut off their text.
    func test_rowsWithAHostFont_fitTheirText_afterASmallToAX3ChangeWhileShown() throws {
      let (screen, child, field) = makeStyledScreen(contentSize: .small)
      field.tableFont = .preferredFont(forTextStyle: .body)
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      let smallHeight = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
      field.moveHighlight(.down)
      waitUntil("the first row is selected") { table.indexPathForSelectedRow?.row == 0 }
      child.parent?.setOverrideTraitCollection(
        UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge),
        forChild: child)
      waitUntil("the rows grow to fit their AX3 text") {
        table.rectForRow(at: IndexPath(row: 0, section: 0)).height > smallHeight
          && self.rowsFitTheirCells(table)
      }
      // Fails if measuring again at the new size reloads the rows without selecting the
      // highlighted one again: Return would pick a row no longer marked.
      XCTAssertEqual(table.indexPathForSelectedRow?.row, 0, "the highlighted row stays marked")
    }

    /// Fails if a change of the Dynamic Type size that reaches only the view the dropdown floats
    /// in (a sibling view controller's view, its containerView) and not the field is not measured
    /// again: the field hears of no change, and the rows, measured at Small, would cut off their
    /// AX3 text.
    func test_rowsWithAHostFont_fitTheirText_whenOnlyTheContainersSizeChanges() throws {
      let (screen, child, field) = makeScreen(contentSize: .small)
      let parent = try XCTUnwrap(child.parent)
      let sibling = UIViewController()
      parent.addChild(sibling)
      sibling.view.frame = screen.root.bounds
      screen.root.addSubview(sibling.view)
      sibling.didMove(toParent: parent)
      parent.setOverrideTraitCollection(
        UITraitCollection(preferredContentSizeCategory: .small), forChild: sibling)
      field.containerView = sibling.view
      field.tableFont = .preferredFont(forTextStyle: .body)
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      XCTAssertTrue(table.isDescendant(of: sibling.view), "floats in the sibling's view")
      let smallHeight = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
      parent.setOverrideTraitCollection(
        UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge),
        forChild: sibling)
      waitUntil("the rows grow to fit their AX3 text") {
        table.rectForRow(at: IndexPath(row: 0, section: 0)).height > smallHeight
          && self.rowsFitTheirCells(table)
      }
      XCTAssertEqual(field.traitCollection.preferredContentSizeCategory, .small, "field's stays")
    }

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

    /// Fails if showsTableSeparators or tableSeparatorColor set before the first show does not
    /// reach the shown table, or is lost when the look changes (the table moves between the
    /// glass, iOS 26 and later, and the opaque look); or if clearing a colour set before the
    /// first show keeps the host's colour instead of a plain table's own (the default was read
    /// lazily, after the host's colour had replaced it). The reference colour comes from a fresh
    /// `UITableView`, not from the table under test.
    func test_separators_setBeforeTheFirstShow_surviveLookChanges_andClearToTheTablesOwn() throws {
      let plain = UITableView(frame: .zero, style: .plain).separatorColor
      let (screen, field) = makeEditingField()
      field.showsTableSeparators = false
      field.tableSeparatorColor = .systemRed
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      for isOpaque in [true, false] {
        field.usesOpaqueDropdown = isOpaque
        waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
        XCTAssertEqual(table.separatorStyle, .none, "opaque: \(isOpaque)")
        XCTAssertEqual(table.separatorColor, .systemRed, "opaque: \(isOpaque)")
      }
      field.showsTableSeparators = true
      field.tableSeparatorColor = nil
      XCTAssertNil(field.tableSeparatorColor)
      XCTAssertEqual(table.separatorStyle, .singleLine)
      let traits = table.traitCollection
      XCTAssertEqual(
        table.separatorColor?.resolvedColor(with: traits), plain?.resolvedColor(with: traits),
        "cleared: a plain table's own colour, not the host's red")
    }

    // MARK: Corners

    // Fails if tableCornerRadius does not round the opaque table, or (iOS 26 and later, a build
    // with iOS 26's SDK) the glass by its corner configuration, at once while it shows. The
    // opaque table's checks are wiring only (its layer's radius and clipping, read back as the
    // control sets them): how a clipped layer's corners draw is Core Animation's, documented.
    // The glass's radius is read from UIKit's `effectiveRadius(corner:)`, which could differ.
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
    // init(coder:) (the field would keep its defaults), the alignment's name included.
    func test_storyboardInspectables_setTheStyle() throws {
      let storyboard = UIStoryboard(name: "Main", bundle: .main)
      let controller = storyboard.instantiateViewController(withIdentifier: "StoryboardScenario")
      controller.loadViewIfNeeded()
      let field = try XCTUnwrap(controller.view.firstAutofillTextField)
      XCTAssertEqual(field.tableCornerRadius, 16)
      XCTAssertEqual(field.minimumTableRowHeight, 48)
      XCTAssertEqual(field.dropdownGap, 6)
      XCTAssertEqual(field.dropdownStyle.layout.alignment, .center)
      XCTAssertEqual(field.dropdownAlignment, "center")
    }

    // Fails if the SwiftUI modifier autofillDropdownStyle does not reach the field's style; it
    // does not compile if AutofillDropdownStyle has no initializer taking its parts (the
    // modifier's documented sample calls one).
    func test_autofillDropdownStyleModifier_setsTheFieldsStyle() throws {
      var style = AutofillDropdownStyle(titleFont: UIFont(name: "Courier", size: 18))
      style.layout.alignment = .center
      style.layout.cornerRadius = 24
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
