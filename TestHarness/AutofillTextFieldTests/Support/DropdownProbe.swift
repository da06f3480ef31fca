#if canImport(UIKit)
  @preconcurrency import UIKit
  import XCTest

  /// Reads the dropdown as a user sees it: the `UITableView` the field floats over its screen
  /// (found by its accessibility identifier, the one handle the control documents), its rows,
  /// and the texts of their labels.
  @MainActor
  enum DropdownProbe {
    /// The dropdown table's accessibility identifier.
    static let identifier = "AutofillTextField.dropdown"

    /// The dropdown table anywhere under `view`, if one is there.
    static func table(in view: UIView) -> UITableView? {
      if let table = view as? UITableView, table.accessibilityIdentifier == identifier {
        return table
      }
      for subview in view.subviews {
        if let table = table(in: subview) { return table }
      }
      return nil
    }

    /// Whether a user sees `table`: the view the field placed (the glass, or the table), the
    /// table and every ancestor up to the window neither hidden nor transparent, and a frame on
    /// the window's screen. A dropdown the field hid (its field cannot be seen, or its placement
    /// came out empty) is not shown.
    static func isShown(_ table: UITableView) -> Bool {
      guard let window = table.window else { return false }
      let views = sequence(first: table as UIView, next: \.superview)
      let frame = table.placedView.convert(table.placedView.bounds, to: window)
      return !views.contains { $0.isHidden || $0.alpha < 0.01 } && !frame.isEmpty
        && frame.intersects(window.bounds)
    }

    /// The cells the table shows, top to bottom (rows scrolled out of its bounds have none).
    static func cells(of table: UITableView) -> [UITableViewCell] {
      table.layoutIfNeeded()
      let count = table.numberOfSections > 0 ? table.numberOfRows(inSection: 0) : 0
      return (0..<count).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
    }

    /// A cell for every row, top to bottom, to read its texts: the one shown, or for a row
    /// scrolled out of the table's bounds (a small screen, taller rows) the one its data
    /// source makes, laid out at the row's size; so the texts read are the same on every
    /// device.
    private static func textCells(of table: UITableView) -> [UITableViewCell] {
      table.layoutIfNeeded()
      let count = table.numberOfSections > 0 ? table.numberOfRows(inSection: 0) : 0
      return (0..<count).compactMap { row in
        let path = IndexPath(row: row, section: 0)
        if let shown = table.cellForRow(at: path) { return shown }
        guard let made = table.dataSource?.tableView(table, cellForRowAt: path) else { return nil }
        made.frame = CGRect(origin: .zero, size: table.rectForRow(at: path).size)
        made.layoutIfNeeded()
        return made
      }
    }

    /// The visible labels of a cell with text, top to bottom (title, then subtitle).
    static func labels(in cell: UITableViewCell) -> [UILabel] {
      var labels: [UILabel] = []
      var pending: [UIView] = [cell.contentView]
      while let view = pending.popLast() {
        if let label = view as? UILabel, !label.isHidden, label.alpha > 0,
          !(label.text ?? "").isEmpty
        {
          labels.append(label)
        }
        pending.append(contentsOf: view.subviews.filter { !$0.isHidden })
      }
      return labels.sorted {
        $0.convert($0.bounds, to: cell).minY < $1.convert($1.bounds, to: cell).minY
      }
    }

    /// Each row's first line: the title a user reads.
    static func titles(of table: UITableView) -> [String] {
      textCells(of: table).map { labels(in: $0).first?.text ?? "" }
    }

    /// Each row's second line, if any: the subtitle.
    static func subtitles(of table: UITableView) -> [String?] {
      textCells(of: table).map { cell in
        let labels = labels(in: cell)
        return labels.count > 1 ? labels[1].text : nil
      }
    }
  }

  extension XCTestCase {
    /// Waits until the dropdown under `view` shows exactly `titles`, where a user sees it
    /// (``DropdownProbe/isShown(_:)``), and returns its table.
    @MainActor
    @discardableResult
    func waitForDropdown(
      in view: UIView, titles: [String], timeout: TimeInterval = 5,
      file: StaticString = #filePath, line: UInt = #line
    ) -> UITableView? {
      var last: [String] = []
      let shown = waitUntil(
        "the dropdown shows \(titles) (last seen: \(last))", timeout: timeout, file: file,
        line: line
      ) {
        guard let table = DropdownProbe.table(in: view) else { return false }
        last = DropdownProbe.titles(of: table)
        return last == titles && DropdownProbe.isShown(table)
      }
      return shown ? DropdownProbe.table(in: view) : nil
    }

    /// Waits until the dropdown is taken out of its container (no dropdown table under
    /// `view`): dismissed, not merely hidden where it is (a hidden one is not
    /// ``DropdownProbe/isShown(_:)``, but stays in its container for its field to show again).
    @MainActor
    func waitForDropdownRemoved(
      in view: UIView, file: StaticString = #filePath, line: UInt = #line
    ) {
      waitUntil("the dropdown is taken off screen", file: file, line: line) {
        DropdownProbe.table(in: view) == nil
      }
    }
  }

  extension UITextField {
    /// Types `text` a character at a time, as the keyboard does, through `UITextInput`.
    func enterText(_ text: String) {
      for character in text { insertText(String(character)) }
    }

    /// Presses Backspace `count` times.
    func deleteBackward(times count: Int) {
      for _ in 0..<count { deleteBackward() }
    }
  }

  extension UITableView {
    /// The view the field places in its container for this dropdown table: on iOS 26 and
    /// later, in the default look, the glass (a `UIVisualEffectView` with `UIGlassEffect`)
    /// whose content view holds the table; else the table itself.
    var placedView: UIView {
      #if compiler(>=6.2)
        if #available(iOS 26.0, *), let glass = dropdownGlass { return glass }
      #endif
      return self
    }

    #if compiler(>=6.2)
      /// The glass effect view whose content view holds this table, if it floats on one (only
      /// in a build with iOS 26's SDK: Xcode 16's has no `UIGlassEffect`).
      @available(iOS 26.0, *)
      var dropdownGlass: UIVisualEffectView? {
        guard let content = superview, let glass = content.superview as? UIVisualEffectView,
          glass.contentView === content, glass.effect is UIGlassEffect
        else { return nil }
        return glass
      }
    #endif
  }

  extension UIView {
    /// This view's frame in `view`'s coordinates.
    func frame(in view: UIView) -> CGRect { convert(bounds, to: view) }
  }
#endif
