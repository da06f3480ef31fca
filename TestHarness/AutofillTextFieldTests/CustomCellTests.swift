#if canImport(UIKit)
  import AutofillTextField
  @preconcurrency import UIKit
  import XCTest

  /// A host's own cell class for the suggestion rows.
  @MainActor
  final class CustomCellTests: XCTestCase {
    /// A row with a badge label, filled by the host's configuration.
    final class BadgeCell: UITableViewCell {
      let badge = UILabel()

      override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        badge.numberOfLines = 0
        badge.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(badge)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
          badge.topAnchor.constraint(equalTo: margins.topAnchor),
          badge.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
          badge.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
          badge.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
      }

      @available(*, unavailable)
      required init?(coder: NSCoder) { nil }
    }

    // Fails if a registered cell class is not used for the suggestion rows, its configure closure
    // is not called, or the rows lose their position value and button trait.
    func test_registeredCell_drawsTheRowsAndKeepsTheirVoiceOverTexts() throws {
      let (screen, field) = makeEditingField()
      field.registerSuggestionCell(BadgeCell.self) { cell, row, item in
        cell.badge.text = "★ \(row.title) · \(item.subtitle ?? "")"
      }
      field.enterText("zu")
      let table = try XCTUnwrap(
        waitForDropdown(
          in: screen.window, titles: ["★ Zürich · Switzerland", "★ Zug · Switzerland"]))
      let cells = DropdownProbe.cells(of: table)
      XCTAssertTrue(cells.allSatisfy { $0 is BadgeCell })
      XCTAssertEqual(cells.map(\.accessibilityValue), ["1 of 2", "2 of 2"])
      XCTAssertTrue(cells.allSatisfy { $0.accessibilityTraits.contains(.button) })
    }

    // Fails if the host's registered cell is used for the no-matches row instead of the control's
    // own cell.
    func test_registeredCell_keepsTheDefaultCellForTheNoMatchesRow() throws {
      let (screen, field) = makeEditingField(items: [])
      field.registerSuggestionCell(BadgeCell.self) { cell, row, _ in cell.badge.text = row.title }
      field.debounceMilliseconds = 0
      field.setSource { _ in [] }
      field.enterText("q")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["No matches found"]))
      XCTAssertFalse(DropdownProbe.cells(of: table).contains { $0 is BadgeCell })
    }
  }
#endif
