import AutofillTextField
import UIKit

/// A `UITableViewController` whose view is the table itself, with a field in every cell: the
/// dropdown is hosted in that table (a scroll view), above the cells even while they are
/// reordered, and hides while its field is scrolled under the navigation bar or off screen.
final class FieldsTableViewController: UITableViewController {
  private var texts = Array(repeating: "", count: 30)
  private let source = AutofillIndexSource(
    items: [
      "Austria", "Belgium", "Bulgaria", "Croatia", "Cyprus", "Czechia", "Denmark", "Estonia",
      "Finland", "France", "Germany", "Greece", "Hungary", "Ireland", "Italy", "Latvia",
      "Lithuania", "Luxembourg", "Malta", "Netherlands", "Poland", "Portugal", "Romania",
      "Slovakia", "Slovenia", "Spain", "Sweden", "Switzerland", "Norway", "Iceland",
    ].map { AutofillItem($0) })

  override func viewDidLoad() {
    super.viewDidLoad()
    title = Scenario.tableController.title
    tableView.register(
      AutofillFieldCell.self, forCellReuseIdentifier: AutofillFieldCell.reuseIdentifier)
    tableView.keyboardDismissMode = .interactive
    navigationItem.rightBarButtonItem = editButtonItem
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    texts.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: AutofillFieldCell.reuseIdentifier, for: indexPath)
    guard let cell = cell as? AutofillFieldCell else { return cell }
    let row = indexPath.row
    cell.configure(caption: "Country \(row + 1)", text: texts[row], source: source)
    cell.onTextChange = { [weak self] text in self?.texts[row] = text }
    return cell
  }

  override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(
    _ tableView: UITableView, moveRowAt source: IndexPath, to destination: IndexPath
  ) {
    texts.insert(texts.remove(at: source.row), at: destination.row)
    tableView.reloadData()
  }

  override func tableView(
    _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> UITableViewCell.EditingStyle {
    .none
  }

  override func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool {
    false
  }
}
