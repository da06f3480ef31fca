import AutofillTextField
import UIKit

/// Where the dropdown is hosted in the less common places a field lives: an embedded child
/// view controller (its dropdown floats over the whole screen), a popover (it stays inside the
/// popover), and an input accessory view above the keyboard (a chat composer with `@` and `#`
/// triggers, whose dropdown floats above the bar in this screen's root view, under anything
/// presented later).
final class HostingScenarioViewController: UIViewController,
  UIPopoverPresentationControllerDelegate
{
  private let composer = ComposerBar()
  private let popoverButton = UIButton(configuration: .bordered())

  override var canBecomeFirstResponder: Bool { true }
  override var inputAccessoryView: UIView? { composer }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = Scenario.hosting.title
    view.backgroundColor = .systemBackground
    composer.dropdownContainer = view

    let childCaption = UILabel(
      scenarioCaption:
        "An embedded child view controller, 60 points tall: its dropdown floats over this whole "
        + "screen, not inside the child.")
    let child = EmbeddedFieldViewController()
    addChild(child)
    child.view.translatesAutoresizingMaskIntoConstraints = false
    child.view.heightAnchor.constraint(equalToConstant: 60).isActive = true

    popoverButton.configuration?.title = "Show a popover with a field"
    popoverButton.addTarget(self, action: #selector(showPopover), for: .touchUpInside)
    let popoverCaption = UILabel(
      scenarioCaption:
        "In a popover the dropdown stays inside the popover (it cannot float outside it).")
    let composerCaption = UILabel(
      scenarioCaption:
        "The bar at the bottom is this screen's input accessory view. Type \"@ch\" or \"#sw\": the "
        + "dropdown floats above the bar, over this screen, and picks replace only the word.")

    view.addScenarioStack(
      [
        childCaption, child.view, popoverCaption, popoverButton, composerCaption,
      ], spacing: 12)
    child.didMove(toParent: self)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    // Shows the input accessory view (the composer) at the bottom.
    becomeFirstResponder()
  }

  @objc private func showPopover() {
    let content = EmbeddedFieldViewController()
    content.preferredContentSize = CGSize(width: 320, height: 260)
    content.modalPresentationStyle = .popover
    content.popoverPresentationController?.sourceView = popoverButton
    content.popoverPresentationController?.delegate = self
    present(content, animated: true)
  }

  /// A popover on iPhone too.
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    .none
  }

}

/// A small view controller holding one field of countries, embedded or in a popover.
final class EmbeddedFieldViewController: UIViewController {
  private let field = AutofillTextField(frame: .zero)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .secondarySystemBackground
    field.borderStyle = .roundedRect
    field.font = .preferredFont(forTextStyle: .body)
    field.adjustsFontForContentSizeCategory = true
    field.placeholder = "Country (try \"s\")"
    field.items = HostingSampleData.countries
    field.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(field)
    NSLayoutConstraint.activate([
      field.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
      field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }
}

/// A chat composer for an input accessory view: a field with `@` (people) and `#` (topics)
/// triggers.
final class ComposerBar: UIView {
  private let field = AutofillTextField(frame: .zero)
  /// The view the dropdown floats in: a field on the keyboard's window has no screen of its
  /// own, so the screen whose input accessory this is says where.
  var dropdownContainer: UIView? {
    get { field.containerView }
    set { field.containerView = newValue }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 56) }

  private func setUp() {
    autoresizingMask = .flexibleHeight
    backgroundColor = .secondarySystemBackground
    field.borderStyle = .roundedRect
    field.font = .preferredFont(forTextStyle: .body)
    field.adjustsFontForContentSizeCategory = true
    field.placeholder = "Message (@ people, # topics)"
    field.triggers = [
      AutofillTrigger("@", items: HostingSampleData.people),
      AutofillTrigger("#", items: HostingSampleData.topics),
    ]
    field.translatesAutoresizingMaskIntoConstraints = false
    addSubview(field)
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      field.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      field.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }
}

/// The small lists the hosting scenario suggests from.
enum HostingSampleData {
  static let countries = [
    "Spain", "Sweden", "Switzerland", "Slovakia", "Slovenia", "Serbia", "Senegal", "Singapore",
  ].map { AutofillItem($0) }
  static let people = ["Charlotte", "Chen", "Chiara", "Chidi", "Christophe"].map {
    AutofillItem($0)
  }
  static let topics = ["swift", "swiftui", "sweden", "switzerland"].map { AutofillItem($0) }
}
