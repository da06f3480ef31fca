#if canImport(UIKit)
  import AutofillTextField
  @preconcurrency import UIKit
  import XCTest

  /// A screen with one field near its top, as a host's form would have.
  @MainActor
  final class FieldViewController: UIViewController {
    let field = Fixtures.makeField()

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      field.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(field)
      NSLayoutConstraint.activate([
        field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
        field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        field.heightAnchor.constraint(equalToConstant: 44),
      ])
    }
  }

  /// Rows that each hold a field (one per row, kept for the table's life, so a test can reach
  /// a row's field before its cell shows).
  @MainActor
  final class FieldRows: NSObject, UITableViewDataSource {
    let fields: [AutofillTextField]
    private var cells: [UITableViewCell]

    init(count: Int) {
      fields = (0..<count).map { _ in Fixtures.makeField(frame: .zero) }
      cells = fields.map { field in
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        field.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(field)
        let margins = cell.contentView.layoutMarginsGuide
        // The row's height wins over the field's own: a fixed row height with the margins
        // would otherwise break a constraint (logged, and the field shifted).
        let height = field.heightAnchor.constraint(equalToConstant: 44)
        height.priority = .defaultHigh
        NSLayoutConstraint.activate([
          field.topAnchor.constraint(equalTo: margins.topAnchor),
          field.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
          field.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
          field.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
          height,
        ])
        return cell
      }
      super.init()
    }

    /// Inserts a row with a new, empty cell at `index` while `table` shows, as a host adding a
    /// row does, and returns the cell (``fields`` keep the order they were made in).
    func insertRow(at index: Int, in table: UITableView) -> UITableViewCell {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cells.insert(cell, at: index)
      table.insertRows(at: [IndexPath(row: index, section: 0)], with: .none)
      return cell
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      cells.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      cells[indexPath.row]
    }
  }

  /// A `UITableViewController` (its view is the table) with a field in each row.
  @MainActor
  final class FieldsTableViewController: UITableViewController {
    let rows = FieldRows(count: 12)

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.dataSource = rows
      tableView.rowHeight = 64
    }
  }

  extension XCTestCase {
    /// A screen whose child view controller, holding a field over ``Fixtures/cities`` near the
    /// top (its font the body text style, following Dynamic Type), has `category` as its Dynamic
    /// Type size; the dropdown floats in the parent's view, at the app's size.
    @MainActor
    func makeScreen(
      contentSize category: UIContentSizeCategory
    ) -> (TestScreen, UIViewController, AutofillTextField) {
      let parent = UIViewController()
      let child = UIViewController()
      parent.addChild(child)
      let screen = makeScreen(parent)
      child.view.frame = screen.root.bounds
      child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      screen.root.addSubview(child.view)
      child.didMove(toParent: parent)
      parent.setOverrideTraitCollection(
        UITraitCollection(preferredContentSizeCategory: category), forChild: child)
      let field = Fixtures.makeField()
      field.font = .preferredFont(forTextStyle: .body)
      field.adjustsFontForContentSizeCategory = true
      child.view.addSubview(field)
      screen.root.layoutIfNeeded()
      waitUntil("the override reaches the field") {
        field.traitCollection.preferredContentSizeCategory == category
      }
      return (screen, child, field)
    }

    /// Waits until SwiftUI made the ``AutofillTextField`` of the `AutofillField` that `screen`
    /// hosts, and returns it.
    @MainActor
    func waitForHostedField(
      in screen: TestScreen, file: StaticString = #filePath, line: UInt = #line
    ) -> AutofillTextField? {
      var field: AutofillTextField?
      waitUntil("SwiftUI made the field", file: file, line: line) {
        screen.root.layoutIfNeeded()
        field = screen.root.firstAutofillTextField
        return field != nil
      }
      return field
    }
  }

  extension UIView {
    /// The first ``AutofillTextField`` in this view's hierarchy (itself included), depth first:
    /// the one a SwiftUI `AutofillField` or a storyboard scene made.
    var firstAutofillTextField: AutofillTextField? {
      if let field = self as? AutofillTextField { return field }
      return subviews.lazy.compactMap(\.firstAutofillTextField).first
    }
  }
#endif
