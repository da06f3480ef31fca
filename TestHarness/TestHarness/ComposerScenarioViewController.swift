import AutofillTextField
import UIKit

/// A chat screen whose input accessory view is a composer (`AutofillTextView`): `@` suggests
/// people, picks become mentions that hold through edits, the composer grows to five lines and
/// then scrolls, and Send lists the message's mentions with the people they stand for.
final class ComposerScenarioViewController: UIViewController {
  private let bar = ComposerScenarioBar()
  private let transcript = UILabel()

  override var canBecomeFirstResponder: Bool { true }
  override var inputAccessoryView: UIView? { bar }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = Scenario.composer.title
    view.backgroundColor = .systemBackground
    transcript.numberOfLines = 0
    transcript.font = .preferredFont(forTextStyle: .body)
    transcript.adjustsFontForContentSizeCategory = true
    transcript.accessibilityIdentifier = "composer.transcript"
    transcript.text = "Sent messages show here, with their mentions."
    let caption = UILabel(
      scenarioCaption:
        "Type \"hi @ch\" in the bar at the bottom and pick: the name becomes a mention. Edit "
        + "before it (it moves), inside it (it breaks), Backspace after it (it is selected, "
        + "then deleted); ⌘Z undoes a pick. Long messages grow the bar to five lines.")
    view.addScenarioStack([caption, transcript], spacing: 12)
    bar.dropdownContainer = view
    bar.onSend = { [weak self] text, mentions in
      let names = mentions.map { "\($0.item.value) (id \($0.item.refCon ?? "none"))" }
      self?.transcript.text = "\(text)\nMentions: \(names.joined(separator: ", "))"
    }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    // Shows the input accessory view (the composer) at the bottom.
    becomeFirstResponder()
  }
}

/// The bar: a growing `AutofillTextView` and a Send button.
final class ComposerScenarioBar: UIView {
  /// Called with the text and its mentions when Send is tapped.
  var onSend: ((String, [(range: NSRange, item: AutofillItem)]) -> Void)?
  private let composer = AutofillTextView(frame: .zero, textContainer: nil)
  private let send = UIButton(configuration: .filled())
  /// The view the dropdown floats in: a composer on the keyboard's window has no screen of
  /// its own, so the screen whose input accessory this is says where.
  var dropdownContainer: UIView? {
    get { composer.containerView }
    set { composer.containerView = newValue }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    autoresizingMask = .flexibleHeight
    backgroundColor = .secondarySystemBackground
    composer.accessibilityIdentifier = "composer.text"
    composer.layer.cornerRadius = 8
    composer.triggers = [
      AutofillTrigger("@", items: ComposerScenarioBar.people),
      AutofillTrigger("#", items: HostingSampleData.topics),
    ]
    composer.mentionAttributes = [
      .foregroundColor: UIColor.tintColor,
      .backgroundColor: UIColor.tintColor.withAlphaComponent(0.12),
    ]
    // About five lines of body text; the bar grows with the composer up to it.
    composer.maximumHeight = UIFont.preferredFont(forTextStyle: .body).lineHeight * 5 + 16
    send.configuration?.title = "Send"
    send.addTarget(self, action: #selector(sendMessage), for: .touchUpInside)
    let row = UIStackView(arrangedSubviews: [composer, send])
    row.alignment = .bottom
    row.spacing = 8
    row.translatesAutoresizingMaskIntoConstraints = false
    addSubview(row)
    NSLayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      row.topAnchor.constraint(equalTo: topAnchor, constant: 8),
      row.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -8),
    ])
    send.setContentHuggingPriority(.required, for: .horizontal)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  /// The bar takes the height its content asks for (the composer's intrinsic height).
  override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 0) }

  @objc private func sendMessage() {
    onSend?(composer.text ?? "", composer.mentions)
    composer.text = ""
  }

  /// People with identifiers, as a chat app's users.
  static let people = [
    "Charlotte Dubois", "Chen Wei", "Chiara Rossi", "Chidi Okafor", "Christophe Martin",
    "Zuri Adams", "Kofi",
  ].enumerated().map { AutofillItem($0.element, refCon: "user-\($0.offset + 1)") }
}
