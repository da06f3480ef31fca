#if canImport(UIKit)
  import AutofillTextField
  @preconcurrency import UIKit
  import XCTest

  /// What VoiceOver reads on the rows, right-to-left mirroring, and Dynamic Type.
  @MainActor
  final class AccessibilityTests: XCTestCase {
    // Fails if a row is not one VoiceOver element that reads "title, subtitle" with its "n of m"
    // position as its value.
    func test_rows_readTheirTitleSubtitleAndPosition() throws {
      let (screen, field) = makeEditingField()
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      let cells = DropdownProbe.cells(of: table)
      XCTAssertEqual(cells.map(\.isAccessibilityElement), [true, true])
      XCTAssertEqual(
        cells.map(\.accessibilityLabel), ["Zürich, Switzerland", "Zug, Switzerland"])
      XCTAssertEqual(cells.map(\.accessibilityValue), ["1 of 2", "2 of 2"])
    }

    // Fails if a suggestion row lacks the button trait, or the selected trait is not on the
    // highlighted row alone after ↓ ↓.
    func test_rows_areButtons_andOnlyTheHighlightedOneIsSelected() throws {
      let (screen, field) = makeEditingField()
      field.enterText("za")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zagreb", "Zaragoza"]))
      XCTAssertTrue(
        DropdownProbe.cells(of: table).allSatisfy { $0.accessibilityTraits.contains(.button) })
      XCTAssertTrue(
        DropdownProbe.cells(of: table).allSatisfy { !$0.accessibilityTraits.contains(.selected) })
      field.moveHighlight(.down)
      field.moveHighlight(.down)
      waitUntil("the second row reads as selected") {
        DropdownProbe.cells(of: table).map { $0.accessibilityTraits.contains(.selected) }
          == [false, true]
      }
    }

    // Fails if the no-matches row reads as a button instead of static text, or carries an "n of m"
    // value.
    func test_noMatchesRow_isStaticTextNotAButton() throws {
      let (screen, field) = makeEditingField(items: [])
      field.debounceMilliseconds = 0
      field.setSource { _ in [] }
      field.enterText("q")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["No matches found"]))
      let traits = try XCTUnwrap(DropdownProbe.cells(of: table).first?.accessibilityTraits)
      XCTAssertTrue(traits.contains(.staticText))
      XCTAssertFalse(traits.contains(.button))
      XCTAssertNil(DropdownProbe.cells(of: table).first?.accessibilityValue)
    }

    // MARK: Right to left

    /// A narrow field at `x` with a wider dropdown (240 points), so the dropdown's alignment
    /// shows which edge it follows.
    private func makeNarrowField(
      in screen: TestScreen, x: CGFloat, direction: UISemanticContentAttribute
    ) -> AutofillTextField {
      let field = Fixtures.makeField(
        items: Fixtures.rightToLeftCities, frame: CGRect(x: x, y: 140, width: 100, height: 44))
      field.semanticContentAttribute = direction
      field.minimumTableWidthInDisplayUnits = 240
      screen.root.addSubview(field)
      XCTAssertTrue(field.becomeFirstResponder())
      return field
    }

    // Fails if a forced right-to-left field's wider dropdown does not line up with the field's
    // right edge, or its rows and labels are not laid out right to left.
    func test_forcedRightToLeftField_mirrorsItsRowsAndAlignsWithItsRightEdge() throws {
      let screen = makeScreen()
      XCTAssertEqual(screen.root.effectiveUserInterfaceLayoutDirection, .leftToRight)
      let field = makeNarrowField(in: screen, x: 200, direction: .forceRightToLeft)
      field.enterText("ירו")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["ירושלים", "ירוחם"]))
      XCTAssertEqual(table.placedView.frame.maxX, field.frame.maxX, accuracy: 0.5)
      XCTAssertEqual(table.placedView.frame.width, 240, accuracy: 0.5)
      for cell in DropdownProbe.cells(of: table) {
        XCTAssertEqual(cell.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        for label in DropdownProbe.labels(in: cell) {
          XCTAssertEqual(label.effectiveUserInterfaceLayoutDirection, .rightToLeft)
          XCTAssertTrue([.right, .natural].contains(label.textAlignment))
        }
      }
    }

    // Fails if a left-to-right field's dropdown does not start at the field's left edge, or its
    // rows are mirrored because the items' script is right to left.
    func test_leftToRightField_alignsWithItsLeftEdge() throws {
      let screen = makeScreen()
      let field = makeNarrowField(in: screen, x: 40, direction: .unspecified)
      field.enterText("ירו")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["ירושלים", "ירוחם"]))
      XCTAssertEqual(table.placedView.frame.minX, field.frame.minX, accuracy: 0.5)
      XCTAssertTrue(
        DropdownProbe.cells(of: table).allSatisfy {
          $0.effectiveUserInterfaceLayoutDirection == .leftToRight
        })
    }

    // MARK: Dynamic Type

    // Fails if at AX5 the rows' fonts do not scale, a label is clipped or cut short in its cell,
    // the dropdown leaves the safe area, or rows that do not fit cannot be scrolled to.
    func test_largestDynamicType_rowsShowTheirWholeText() throws {
      let (screen, _, field) = makeScreen(contentSize: .accessibilityExtraExtraExtraLarge)
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("ber")
      // At AX5 only the first rows fit (fewer above the on-screen keyboard), and the probe
      // reads the rows on screen: wait for the four matches and the first row, not four cells.
      waitUntil("the dropdown shows Berlin first of four matches") {
        guard let table = DropdownProbe.table(in: screen.window) else { return false }
        return field.dropdownState.suggestions.count == 4
          && DropdownProbe.titles(of: table).first == "Berlin"
      }
      let table = try XCTUnwrap(DropdownProbe.table(in: screen.window))
      XCTAssertEqual(table.numberOfRows(inSection: 0), 4)
      let safeArea = screen.root.bounds.inset(by: screen.root.safeAreaInsets)
      XCTAssertTrue(safeArea.insetBy(dx: -0.5, dy: -0.5).contains(table.placedView.frame))
      var contentHeight: CGFloat = 0
      for row in 0..<table.numberOfRows(inSection: 0) {
        contentHeight += table.rectForRow(at: IndexPath(row: row, section: 0)).height
      }
      // Every row is reachable: what does not fit scrolls.
      XCTAssertEqual(table.contentSize.height, contentHeight, accuracy: 1)
      XCTAssertEqual(table.isScrollEnabled, contentHeight > table.bounds.height + 0.5)
      for cell in DropdownProbe.cells(of: table) {
        let labels = DropdownProbe.labels(in: cell)
        XCTAssertEqual(labels.count, 2, "title and subtitle")
        for label in labels {
          let frame = label.frame(in: cell)
          XCTAssertTrue(
            cell.bounds.insetBy(dx: -0.5, dy: -0.5).contains(frame), "\(label.text ?? "")")
          let fitting = label.sizeThatFits(
            CGSize(width: frame.width, height: .greatestFiniteMagnitude))
          XCTAssertGreaterThanOrEqual(frame.height, fitting.height - 0.5, "\(label.text ?? "")")
          XCTAssertGreaterThan(label.font.pointSize, 30, "AX5 text, not the default size")
        }
      }
    }

    // Fails if a Dynamic Type change while the dropdown shows does not re-measure the rows and
    // re-place the dropdown taller.
    func test_largerDynamicType_makesTheRowsTaller() throws {
      let (screen, child, field) = makeScreen(contentSize: .large)
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      let defaultHeight = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
      screen.rootViewController.setOverrideTraitCollection(
        UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge),
        forChild: child)
      screen.root.layoutIfNeeded()
      waitUntil("the rows grow with the text size") {
        table.rectForRow(at: IndexPath(row: 0, section: 0)).height > defaultHeight * 1.5
      }
      waitUntil("the dropdown grows with its rows") {
        (field.dropdownFrame?.height ?? 0) > defaultHeight * 3
      }
    }
  }
#endif
