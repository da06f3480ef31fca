import AutofillTextField
import UIKit

/// Scenario 1: an ``AutofillTextField`` placed in `Main.storyboard`, whose inspectable
/// settings (wildcard before, maximum count, typos, visible rows, width, colors) are set there as
/// user-defined runtime attributes, with a live control for each option and an editable list.
final class StoryboardScenarioViewController: UIViewController, UITextViewDelegate {
  /// The scene's identifier in `Main.storyboard`.
  static let storyboardIdentifier = "StoryboardScenario"

  @IBOutlet var field: AutofillTextField!
  @IBOutlet var summaryLabel: UILabel!
  @IBOutlet var scrollView: UIScrollView!
  @IBOutlet var autofillSwitch: UISwitch!
  @IBOutlet var caseSwitch: UISwitch!
  @IBOutlet var diacriticSwitch: UISwitch!
  @IBOutlet var wildcardBeforeSwitch: UISwitch!
  @IBOutlet var wildcardAfterSwitch: UISwitch!
  @IBOutlet var resignsSwitch: UISwitch!
  @IBOutlet var underlineSwitch: UISwitch!
  @IBOutlet var maximumCountStepper: UIStepper!
  @IBOutlet var maximumCountLabel: UILabel!
  @IBOutlet var visibleRowsStepper: UIStepper!
  @IBOutlet var visibleRowsLabel: UILabel!
  @IBOutlet var colorsControl: UISegmentedControl!
  @IBOutlet var itemsTextView: UITextView!

  /// The colors the storyboard set, restored by the first color segment.
  private var storyboardColors: (background: UIColor, text: UIColor) = (.clear, .label)
  private var lastPicked: String?

  override func viewDidLoad() {
    super.viewDidLoad()
    storyboardColors = (field.tableBackgroundColor, field.tableTextColor)
    field.onSelect = { [weak self] item in
      self?.lastPicked = item.value
      self?.updateSummary()
    }
    itemsTextView.delegate = self
    field.items = Self.items(in: itemsTextView.text)
    // Keeps the options and the list above the keyboard; the storyboard's bottom constraint
    // is a placeholder removed at build time.
    scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor).isActive = true
    scrollView.keyboardDismissMode = .interactive
    showSettings()
  }

  /// Sets every control from the field, so the storyboard's values show.
  private func showSettings() {
    autofillSwitch.isOn = field.isAutoFillOn
    caseSwitch.isOn = field.isCaseSensitive
    diacriticSwitch.isOn = field.isDiacriticSensitive
    wildcardBeforeSwitch.isOn = field.isWildcardBefore
    wildcardAfterSwitch.isOn = field.isWildcardAfter
    resignsSwitch.isOn = field.resignsFirstResponderOnSelection
    underlineSwitch.isOn = field.matchedTextAttributes != nil
    maximumCountStepper.value = Double(field.maximumAutofillCount)
    visibleRowsStepper.value = Double(field.maximumVisibleRows)
    updateSummary()
  }

  private func updateSummary() {
    let count = field.maximumAutofillCount
    maximumCountLabel.text = "Maximum count: " + (count < 0 ? "no limit" : String(count))
    visibleRowsLabel.text = "Visible rows: \(field.maximumVisibleRows)"
    let mode = field.matchOptions.mode.rawValue
    summaryLabel.text =
      "Mode: \(mode) · typos: \(field.maximumTypos) · picked: \(lastPicked ?? "nothing yet")"
  }

  /// One item per non-empty line, trimmed.
  private static func items(in text: String) -> [AutofillItem] {
    text.split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
      .map { AutofillItem($0) }
  }

  // MARK: Actions

  @IBAction func toggleAutofill(_ sender: UISwitch) {
    field.isAutoFillOn = sender.isOn
  }

  @IBAction func toggleCaseSensitive(_ sender: UISwitch) {
    field.isCaseSensitive = sender.isOn
  }

  @IBAction func toggleDiacriticSensitive(_ sender: UISwitch) {
    field.isDiacriticSensitive = sender.isOn
  }

  @IBAction func toggleWildcardBefore(_ sender: UISwitch) {
    field.isWildcardBefore = sender.isOn
    updateSummary()
  }

  @IBAction func toggleWildcardAfter(_ sender: UISwitch) {
    field.isWildcardAfter = sender.isOn
    updateSummary()
  }

  @IBAction func toggleResignsOnSelection(_ sender: UISwitch) {
    field.resignsFirstResponderOnSelection = sender.isOn
  }

  @IBAction func toggleUnderlineMatches(_ sender: UISwitch) {
    field.matchedTextAttributes =
      sender.isOn
      ? [.underlineStyle: NSUnderlineStyle.single.rawValue, .foregroundColor: UIColor.tintColor]
      : nil
  }

  @IBAction func maximumCountChanged(_ sender: UIStepper) {
    field.maximumAutofillCount = Int(sender.value)
    updateSummary()
  }

  @IBAction func visibleRowsChanged(_ sender: UIStepper) {
    field.maximumVisibleRows = Int(sender.value)
    updateSummary()
  }

  @IBAction func colorsChanged(_ sender: UISegmentedControl) {
    switch sender.selectedSegmentIndex {
    case 1:
      field.tableBackgroundColor = .secondarySystemBackground
      field.tableTextColor = .label
    case 2:
      field.tableBackgroundColor = .black
      field.tableTextColor = .systemYellow
    default:
      field.tableBackgroundColor = storyboardColors.background
      field.tableTextColor = storyboardColors.text
    }
  }

  // MARK: UITextViewDelegate

  func textViewDidChange(_ textView: UITextView) {
    field.items = Self.items(in: textView.text)
  }
}
