import AutofillTextField
import UIKit

/// Scenario 5: a field forced right-to-left over Hebrew and Arabic names, a field whose
/// Dynamic Type size is overridden (its dropdown floats in the overridden view, so it grows
/// too), and how to try VoiceOver and a hardware keyboard.
final class AccessibilityScenarioViewController: UIViewController {
  private let rightToLeftField = AutofillTextField(frame: .zero)
  private let largeType = LargeTypeFieldViewController()
  private let sizeControl = UISegmentedControl(items: ["App", "XL", "AX3", "AX5"])

  private static let sizes: [UIContentSizeCategory?] = [
    nil, .extraExtraExtraLarge, .accessibilityLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// Names in right-to-left scripts; some Arabic ones carry vowel marks, which matching
  /// ignores by default (“عمان” finds “عَمّان”).
  static let rightToLeftPlaces: [AutofillItem] = [
    AutofillItem("ירושלים", subtitle: "ישראל"),
    AutofillItem("תל אביב-יפו", subtitle: "ישראל"),
    AutofillItem("חיפה", subtitle: "ישראל"),
    AutofillItem("באר שבע", subtitle: "ישראל"),
    AutofillItem("אילת", subtitle: "ישראל"),
    AutofillItem("القاهرة", subtitle: "مصر"),
    AutofillItem("الإسكندرية", subtitle: "مصر"),
    AutofillItem("بيروت", subtitle: "لبنان"),
    AutofillItem("دمشق", subtitle: "سوريا"),
    AutofillItem("عَمّان", subtitle: "الأردن"),
    AutofillItem("الرياض", subtitle: "السعودية"),
    AutofillItem("الدار البيضاء", subtitle: "المغرب"),
    AutofillItem("مَرّاكُش", subtitle: "المغرب"),
    AutofillItem("تونس", subtitle: "تونس"),
    AutofillItem("بغداد", subtitle: "العراق"),
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    rightToLeftField.semanticContentAttribute = .forceRightToLeft
    rightToLeftField.textAlignment = .natural
    rightToLeftField.borderStyle = .roundedRect
    rightToLeftField.font = .preferredFont(forTextStyle: .body)
    rightToLeftField.adjustsFontForContentSizeCategory = true
    rightToLeftField.placeholder = "עיר · مدينة"
    rightToLeftField.accessibilityLabel = "City, right to left"
    rightToLeftField.accessibilityIdentifier = "Accessibility.rightToLeftField"
    rightToLeftField.isWildcardBefore = true
    rightToLeftField.items = Self.rightToLeftPlaces

    sizeControl.selectedSegmentIndex = 3
    sizeControl.addTarget(self, action: #selector(sizeChanged(_:)), for: .valueChanged)
    sizeControl.accessibilityLabel = "Text size of the lower field"

    let instructions = UITextView()
    instructions.isEditable = false
    instructions.font = .preferredFont(forTextStyle: .callout)
    instructions.adjustsFontForContentSizeCategory = true
    instructions.backgroundColor = .secondarySystemBackground
    instructions.layer.cornerRadius = 8
    instructions.text = Self.instructions

    addChild(largeType)
    let stack = UIStackView(arrangedSubviews: [
      UILabel(scenarioCaption: "Forced right-to-left; Hebrew and Arabic, contains mode"),
      rightToLeftField,
      UILabel(scenarioCaption: "Dynamic Type override for the field below and its dropdown"),
      sizeControl, largeType.view, instructions,
    ])
    largeType.didMove(toParent: self)
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
      stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      largeType.view.heightAnchor.constraint(equalTo: stack.heightAnchor, multiplier: 0.45),
    ])
    applySize()
  }

  @objc private func sizeChanged(_ sender: UISegmentedControl) {
    applySize()
  }

  private func applySize() {
    let index = sizeControl.selectedSegmentIndex
    let size = Self.sizes.indices.contains(index) ? Self.sizes[index] : nil
    setOverrideTraitCollection(
      size.map { UITraitCollection(preferredContentSizeCategory: $0) }, forChild: largeType)
  }

  private static let instructions = """
    VoiceOver (Settings › Accessibility › VoiceOver, or the Accessibility Shortcut):
    • Focus a field and type. After a short pause VoiceOver announces how many suggestions \
    there are, or “No matches found”.
    • Turn the rotor to “Suggestions”, then swipe down and up: VoiceOver moves through the \
    rows, reading each name, its subtitle and “2 of 5”. Double-tap picks the row; the field \
    then holds its value.
    • Swiping right from the field also reaches the rows, after the screen's other elements \
    (the dropdown floats over the window).

    Hardware keyboard (a Bluetooth or Smart Keyboard, or in the simulator I/O › Keyboard › \
    Connect Hardware Keyboard):
    • ↓ and ↑ move the highlight through the rows, Return picks the highlighted row, Escape \
    closes the dropdown.
    • With no dropdown showing, these keys keep their usual meaning (Return ends editing).

    Right-to-left: the dropdown lines up with the field's right edge, its text is \
    right-aligned, and typing “عمان” finds “عَمّان” (vowel marks are ignored by default).
    """
}

/// The lower half of the accessibility scenario, under a Dynamic Type override: the dropdown's
/// rows take the field's content size category. Its dropdown floats in this view controller's
/// view (its `containerView`) rather than the window, to try that setting too.
final class LargeTypeFieldViewController: UIViewController {
  private let field = AutofillTextField(frame: .zero)

  override func viewDidLoad() {
    super.viewDidLoad()
    field.borderStyle = .roundedRect
    field.font = .preferredFont(forTextStyle: .body)
    field.adjustsFontForContentSizeCategory = true
    field.placeholder = "A country"
    field.accessibilityIdentifier = "Accessibility.largeTypeField"
    field.containerView = view
    field.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(field)
    NSLayoutConstraint.activate([
      field.topAnchor.constraint(equalTo: view.topAnchor),
      field.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      field.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
    Task { [weak self] in
      guard let places = try? await PlaceList.load() else { return }
      self?.field.items = PlaceList.countries(in: places)
    }
  }
}
