import UIKit

/// The first screen: one row per ``Scenario``.
final class ScenarioListViewController: UITableViewController {
  private let scenarios = Scenario.allCases

  override func numberOfSections(in tableView: UITableView) -> Int { 1 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    scenarios.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let scenario = scenarios[indexPath.row]
    let cell = tableView.dequeueReusableCell(withIdentifier: "Scenario", for: indexPath)
    var content = UIListContentConfiguration.subtitleCell()
    content.text = "\(indexPath.row + 1). \(scenario.title)"
    content.secondaryText = scenario.subtitle
    content.secondaryTextProperties.color = .secondaryLabel
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    // The UI tests (TestHarnessUITests) open a scenario by this identifier.
    cell.accessibilityIdentifier = "Scenario.\(scenario.title)"
    return cell
  }

  override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  {
    "The manual QA checklist for each scenario is in TestHarness/README.md."
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard let storyboard else { return }
    let scenario = scenarios[indexPath.row]
    let controller = scenario.makeViewController(storyboard: storyboard)
    controller.title = scenario.title
    navigationController?.pushViewController(controller, animated: true)
  }
}
