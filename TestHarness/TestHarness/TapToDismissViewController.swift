import AutofillTextField
import UIKit

/// A host that does what many apps do and the dropdown must survive: it ends editing on any tap
/// (a tap recognizer on its view calling `view.endEditing(true)`, like IQKeyboardManager's
/// resign-on-touch-outside). It also observes picks with a `.valueChanged` action, and can
/// refuse picks in its `textField(_:shouldChangeCharactersIn:replacementString:)`.
final class TapToDismissViewController: UIViewController, UITextFieldDelegate {
  private let field = AutofillTextField(frame: .zero)
  private let refuseSwitch = UISwitch()
  private let logLabel = UILabel()
  private var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = Scenario.tapToDismiss.title
    view.backgroundColor = .systemBackground
    let tap = UITapGestureRecognizer(target: self, action: #selector(endEditingOnTap))
    view.addGestureRecognizer(tap)

    field.borderStyle = .roundedRect
    field.font = .preferredFont(forTextStyle: .body)
    field.adjustsFontForContentSizeCategory = true
    field.placeholder = "City (try \"zu\" or \"ber\")"
    field.items = Self.cities
    field.delegate = self
    field.accessibilityIdentifier = "TapToDismiss.field"
    refuseSwitch.accessibilityIdentifier = "TapToDismiss.refuse"
    field.onSelect = { [weak self] item in self?.append("onSelect: \(item.value)") }
    field.addTarget(self, action: #selector(valueChanged(_:)), for: .valueChanged)

    let refuseRow = UIStackView(
      switchTitled: "Refuse picks (edits of more than one character)", refuseSwitch)

    let help = UILabel()
    help.numberOfLines = 0
    help.font = .preferredFont(forTextStyle: .footnote)
    help.adjustsFontForContentSizeCategory = true
    help.textColor = .secondaryLabel
    help.text =
      "A tap anywhere on this screen ends editing. Tapping a suggestion must still pick it. "
      + "Undo (⌘Z, or a three-finger swipe left) takes a pick back in one step."
    // Above the field, where the dropdown (which opens below it) never covers it: the UI
    // test taps this text to tap "elsewhere", wherever the keyboard is.
    help.accessibilityIdentifier = "TapToDismiss.help"
    logLabel.numberOfLines = 0
    logLabel.font = .preferredFont(forTextStyle: .footnote)
    logLabel.adjustsFontForContentSizeCategory = true
    logLabel.accessibilityIdentifier = "TapToDismiss.log"

    view.addScenarioStack([help, field, refuseRow, logLabel], spacing: 16)
  }

  @objc private func endEditingOnTap() {
    view.endEditing(true)
  }

  @objc private func valueChanged(_ sender: AutofillTextField) {
    append(".valueChanged: \(sender.text ?? "")")
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    let allowed = !refuseSwitch.isOn || string.count <= 1
    if !allowed { append("refused an edit to \"\(string)\"") }
    return allowed
  }

  private func append(_ line: String) {
    log = Array((log + [line]).suffix(6))
    logLabel.text = log.joined(separator: "\n")
  }

  private static let cities = [
    ("Zürich", "Switzerland"), ("Zug", "Switzerland"), ("Zagreb", "Croatia"),
    ("Zaragoza", "Spain"), ("Berlin", "Germany"), ("Bern", "Switzerland"),
    ("Bergen", "Norway"), ("Bergamo", "Italy"), ("Beirut", "Lebanon"), ("Belgrade", "Serbia"),
  ].map { AutofillItem($0.0, subtitle: $0.1) }
}
