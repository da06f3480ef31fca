#if canImport(UIKit)
  import AutofillTextField
  @preconcurrency import UIKit

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
#endif
