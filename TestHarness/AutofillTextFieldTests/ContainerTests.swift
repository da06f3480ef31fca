#if canImport(UIKit)
  import AutofillTextField
  @preconcurrency import UIKit
  import XCTest

  /// The field where hosts put it: table view cells, a `UITableViewController`, a sheet, a
  /// navigation stack; and what is left after its screen goes away.
  @MainActor
  final class ContainerTests: XCTestCase {
    /// Whether a touch at `point` of `container` (by default on the dropdown's first row)
    /// reaches the dropdown, not what is under it.
    private func touchReachesDropdown(
      _ dropdown: UITableView, in container: UIView, at point: CGPoint? = nil
    ) -> Bool {
      // The control brings the dropdown to the front again after the container's own layout.
      settle()
      let point = point ?? dropdown.convert(CGPoint(x: dropdown.bounds.midX, y: 8), to: container)
      return container.hitTest(point, with: nil)?.isDescendant(of: dropdown) ?? false
    }

    // Fails if a field in a table view cell hosts its dropdown in the cell or the table instead of
    // the screen's root view, or the cell below takes a touch on the dropdown.
    func test_fieldInATableViewCell_floatsTheDropdownOverTheScreenNotInTheCell() throws {
      let screen = makeScreen()
      let rows = FieldRows(count: 8)
      let table = UITableView(frame: screen.root.bounds, style: .plain)
      table.dataSource = rows
      table.rowHeight = 64
      screen.root.addSubview(table)
      table.layoutIfNeeded()
      let field = rows.fields[1]
      XCTAssertNotNil(field.window)
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("zu")
      let dropdown = try XCTUnwrap(
        waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      XCTAssertIdentical(dropdown.placedView.superview, screen.root)
      XCTAssertFalse(dropdown.isDescendant(of: table))
      XCTAssertGreaterThanOrEqual(
        dropdown.placedView.frame.minY, field.frame(in: screen.root).maxY - 0.5)
      // It covers the next row, whose cell is under it.
      let nextRow = table.convert(
        table.rectForRow(at: IndexPath(row: 2, section: 0)), to: screen.root)
      XCTAssertGreaterThan(dropdown.placedView.frame.maxY, nextRow.minY)
      XCTAssertTrue(
        touchReachesDropdown(dropdown, in: screen.root), "the next cell takes the touch")
    }

    // Fails if the dropdown does not follow its field when the table view the field is in scrolls.
    func test_scrollingTheTable_movesTheDropdownWithItsField() throws {
      let screen = makeScreen()
      let rows = FieldRows(count: 30)
      let table = UITableView(frame: screen.root.bounds, style: .plain)
      table.dataSource = rows
      table.rowHeight = 64
      screen.root.addSubview(table)
      table.layoutIfNeeded()
      let field = rows.fields[3]
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("zu")
      let dropdown = try XCTUnwrap(
        waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      let gap = dropdown.placedView.frame.minY - field.frame(in: screen.root).maxY
      table.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
      table.layoutIfNeeded()
      waitUntil("the dropdown keeps its place under the field") {
        abs(dropdown.placedView.frame.minY - field.frame(in: screen.root).maxY - gap) < 0.5
      }
    }

    // Fails if in a UITableViewController the dropdown is not hosted in the table (the screen's
    // view), or a cell, one already there or one the table adds while it shows, takes its
    // touches: a row inserted changes only the table's content size, so without that being
    // observed nothing brings the dropdown back in front of the new cell (review of #47,
    // finding 2; UIKit Assumptions, entry 10).
    func test_fieldInATableViewController_hostsTheDropdownInTheTableAboveItsCells() throws {
      let controller = FieldsTableViewController(style: .plain)
      let screen = makeScreen(controller)
      let table: UITableView = controller.tableView
      table.layoutIfNeeded()
      let field = controller.rows.fields[2]
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("zu")
      let dropdown = try XCTUnwrap(
        waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      XCTAssertIdentical(dropdown.placedView.superview, table)
      XCTAssertGreaterThanOrEqual(dropdown.placedView.frame.minY, field.frame(in: table).maxY - 0.5)
      XCTAssertTrue(touchReachesDropdown(dropdown, in: table), "a cell takes the touch")
      table.setContentOffset(CGPoint(x: 0, y: table.contentOffset.y + 40), animated: false)
      table.layoutIfNeeded()
      XCTAssertTrue(touchReachesDropdown(dropdown, in: table), "a cell takes it after a scroll")
      // A cell the table adds while the dropdown shows, in a row inserted under the field: the
      // touch is on that cell, where the dropdown covers it. (Scrolling adds cells only at the
      // table's edges, never under a dropdown that moves with its field's row.)
      let newCell = controller.rows.insertRow(at: 3, in: table)
      table.layoutIfNeeded()
      let onNewCell = CGPoint(x: newCell.frame.midX, y: newCell.frame.midY)
      XCTAssertTrue(dropdown.placedView.frame.contains(onNewCell), "the dropdown covers it")
      XCTAssertTrue(
        touchReachesDropdown(dropdown, in: table, at: onNewCell), "a new cell takes the touch")
    }

    // Fails if a field in a sheet hosts its dropdown in the presenting screen instead of the
    // sheet's view, or places it outside the sheet's safe area or over the field.
    func test_fieldInASheet_floatsTheDropdownInTheSheet() throws {
      let screen = makeScreen()
      let sheet = FieldViewController()
      // The large detent: at the medium one the on-screen keyboard can cover the field.
      sheet.sheetPresentationController?.detents = [.large()]
      screen.rootViewController.present(sheet, animated: false)
      waitUntil("the sheet is on screen") {
        sheet.view.window != nil && !sheet.isBeingPresented
      }
      sheet.view.layoutIfNeeded()
      XCTAssertTrue(sheet.field.becomeFirstResponder())
      sheet.field.enterText("zu")
      let dropdown = try XCTUnwrap(
        waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      XCTAssertIdentical(dropdown.placedView.superview, sheet.view)
      XCTAssertFalse(dropdown.isDescendant(of: screen.root))
      let visible = sheet.view.bounds.inset(by: sheet.view.safeAreaInsets)
      XCTAssertTrue(visible.insetBy(dx: -0.5, dy: -0.5).contains(dropdown.placedView.frame))
      XCTAssertGreaterThanOrEqual(
        dropdown.placedView.frame.minY, sheet.field.frame(in: sheet.view).maxY - 0.5)
    }

    // Fails if dismissing the sheet leaves the dropdown in a view or reported visible, or anything
    // (tracker, session, task) keeps the sheet, field or table alive.
    func test_dismissingTheSheet_removesTheDropdownAndReleasesFieldAndTable() throws {
      let screen = makeScreen()
      weak var weakSheet: FieldViewController?
      weak var weakField: AutofillTextField?
      weak var weakDropdown: UITableView?
      // Its own pool: what UIKit autoreleases here would otherwise live until the test ends.
      try autoreleasepool {
        let sheet = FieldViewController()
        screen.rootViewController.present(sheet, animated: false)
        waitUntil("the sheet is on screen") {
          sheet.view.window != nil && !sheet.isBeingPresented
        }
        XCTAssertTrue(sheet.field.becomeFirstResponder())
        sheet.field.enterText("zu")
        let dropdown = try XCTUnwrap(
          waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
        weakSheet = sheet
        weakField = sheet.field
        weakDropdown = dropdown
        sheet.dismiss(animated: false)
        waitUntil("the sheet is gone") { sheet.view.window == nil }
        XCTAssertNil(dropdown.placedView.superview)
        XCTAssertFalse(sheet.field.isDropdownVisible)
      }
      waitUntil("the sheet, its field and the dropdown are released") {
        weakSheet == nil && weakField == nil && weakDropdown == nil
      }
    }

    // Fails if a pushed page's dropdown is hosted in the navigation controller's view (over the
    // bar), stays after the pop, or the page or dropdown is never released.
    func test_pushAndPop_theDropdownLeavesWithItsScreenAndIsReleased() throws {
      let navigation = UINavigationController(rootViewController: UIViewController())
      let screen = makeScreen(navigation)
      weak var weakPage: FieldViewController?
      weak var weakDropdown: UITableView?
      // Its own pool: what UIKit autoreleases here would otherwise live until the test ends.
      try autoreleasepool {
        let page = FieldViewController()
        navigation.pushViewController(page, animated: false)
        waitUntil("the page is on screen") { page.view.window != nil }
        page.view.layoutIfNeeded()
        XCTAssertTrue(page.field.becomeFirstResponder())
        page.field.enterText("zu")
        let dropdown = try XCTUnwrap(
          waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
        XCTAssertIdentical(dropdown.placedView.superview, page.view)
        let bar = navigation.navigationBar.frame(in: navigation.view)
        XCTAssertGreaterThanOrEqual(dropdown.frame(in: navigation.view).minY, bar.maxY - 0.5)
        weakPage = page
        weakDropdown = dropdown
        navigation.popViewController(animated: false)
        waitUntil("the page is gone") { page.view.window == nil }
        XCTAssertNil(dropdown.placedView.superview)
        XCTAssertNil(DropdownProbe.table(in: screen.window))
      }
      waitUntil("the page and the dropdown are released") {
        weakPage == nil && weakDropdown == nil
      }
    }

    // Fails if the field or its dropdown is kept alive (a retain cycle, a pending task) after the
    // window's root view controller is replaced.
    func test_replacingTheScreen_releasesTheFieldAndItsDropdown() throws {
      let screen = makeScreen()
      weak var weakField: AutofillTextField?
      weak var weakDropdown: UITableView?
      // Its own pool: what UIKit autoreleases here would otherwise live until the test ends.
      try autoreleasepool {
        let page = FieldViewController()
        screen.window.rootViewController = page
        page.view.layoutIfNeeded()
        XCTAssertTrue(page.field.becomeFirstResponder())
        page.field.enterText("zu")
        weakDropdown = try XCTUnwrap(
          waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
        weakField = page.field
        screen.window.rootViewController = screen.rootViewController
      }
      waitUntil("the field and the dropdown are released") {
        weakField == nil && weakDropdown == nil
      }
    }

    // Fails if setting containerView while the dropdown shows does not move the dropdown into the
    // new container, or leaves it in the root view.
    func test_settingContainerViewWhileShowing_movesTheDropdownThere() throws {
      let (screen, field) = makeEditingField()
      field.enterText("zu")
      let dropdown = try XCTUnwrap(
        waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      XCTAssertIdentical(dropdown.placedView.superview, screen.root)
      let panel = UIView(frame: screen.root.bounds)
      screen.root.addSubview(panel)
      field.containerView = panel
      waitUntil("the dropdown moved to the container") {
        DropdownProbe.table(in: screen.window)?.placedView.superview === panel
      }
      XCTAssertFalse(
        screen.root.subviews.contains { $0 is UITableView || $0 is UIVisualEffectView })
    }
  }
#endif
