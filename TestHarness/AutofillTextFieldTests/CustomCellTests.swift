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

    /// The colour `view` draws at `point` (its own coordinates), its layer rendered on nothing:
    /// red, green, blue and alpha, premultiplied, 0 to 255.
    private func pixel(of view: UIView, at point: CGPoint) -> [UInt8] {
      var pixel = [UInt8](repeating: 0, count: 4)
      pixel.withUnsafeMutableBytes { bytes in
        guard
          let context = CGContext(
            data: bytes.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else { return }
        context.translateBy(x: -point.x, y: -point.y)
        view.layer.render(in: context)
      }
      return pixel
    }

    // Fails if on glass a host's cell paints UIKit's default opaque background (system-background
    // rectangles inside the rounded glass), or if a background the host sets in its configure
    // closure does not win. Reads what the cell draws at its leading edge (no text there), not a
    // property, so whichever of backgroundColor and the default background configuration UIKit
    // draws, the pixel tells. Glass only (iOS 26 and later, built with Xcode 26).
    func test_registeredCell_onGlass_isClearUnlessItsConfigurationSetsABackground() throws {
      let (screen, field) = makeEditingField()
      field.registerSuggestionCell(BadgeCell.self) { cell, row, _ in
        cell.badge.text = row.title
        if row.title == "Zug" { cell.backgroundColor = .systemYellow }
      }
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      try XCTSkipIf(table.placedView === table, "the opaque table: no glass on this system")
      let cells = DropdownProbe.cells(of: table)
      XCTAssertEqual(cells.count, 2)
      for cell in cells { cell.layoutIfNeeded() }
      let edge = { (cell: UITableViewCell) in CGPoint(x: 1, y: cell.bounds.midY) }
      XCTAssertEqual(cells.first.map { pixel(of: $0, at: edge($0))[3] }, 0, "Zürich is clear")
      XCTAssertEqual(cells.last.map { pixel(of: $0, at: edge($0))[3] }, 255, "Zug is yellow")
    }

    /// A host's cell that sets its own background when it is made.
    final class TintedCell: UITableViewCell {
      override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        backgroundColor = .systemYellow
      }

      @available(*, unavailable)
      required init?(coder: NSCoder) { nil }
    }

    // Fails if the opaque table clears a host's cell's background (review of #47, finding 5):
    // only glass needs the cell clear; on the opaque table the background the cell sets when it
    // is made is the host's and stays.
    func test_registeredCell_onTheOpaqueTable_keepsTheBackgroundItsInitSets() throws {
      let (screen, field) = makeEditingField()
      field.usesOpaqueDropdown = true
      field.registerSuggestionCell(TintedCell.self) { cell, row, _ in
        cell.textLabel?.text = row.title
      }
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      let cells = DropdownProbe.cells(of: table)
      XCTAssertEqual(cells.count, 2)
      for cell in cells {
        cell.layoutIfNeeded()
        let edge = CGPoint(x: 1, y: cell.bounds.midY)
        XCTAssertEqual(pixel(of: cell, at: edge)[3], 255, "the host's background was cleared")
      }
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
