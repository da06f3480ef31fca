import AutofillContacts
import AutofillTextField
import UIKit

/// A To: field over the address book: asks for access only when the button is tapped, says
/// what each authorization shows, and asks again when the address book changes.
final class PeopleScenarioViewController: UIViewController {
  private let field = AutofillTextField(frame: .zero)
  private let accessButton = UIButton(type: .system)
  private let statusLabel = UILabel()
  private let people = AutofillContactsSource(store: AutofillSystemContactStore(), fields: .email)
  private var watching: Task<Void, Never>?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    field.placeholder = "To:"
    field.borderStyle = .roundedRect
    field.font = .preferredFont(forTextStyle: .body)
    field.adjustsFontForContentSizeCategory = true
    field.autocorrectionType = .no
    field.autocapitalizationType = .words
    // No `textContentType = .name`: QuickType would offer the user's own card above the
    // dropdown, competing with it.
    field.maximumVisibleRows = 6
    field.source = people
    field.onSelect = { [weak self] item in
      self?.statusLabel.text =
        "Picked \(item.value), \(item.subtitle ?? "no email") (\(item.refCon as? String ?? "?"))"
    }
    accessButton.setTitle("Allow access to Contacts", for: .normal)
    accessButton.addAction(
      UIAction { [weak self] _ in self?.requestAccess() }, for: .primaryActionTriggered)
    statusLabel.numberOfLines = 0
    statusLabel.font = .preferredFont(forTextStyle: .footnote)
    statusLabel.adjustsFontForContentSizeCategory = true
    statusLabel.text = "Authorization: \(AutofillSystemContactStore().authorization())"
    view.addScenarioStack([field, accessButton, statusLabel], spacing: 12)
    // An address book changed while the field is open shows at once.
    watching = Task { [weak self, people] in
      for await _ in people.changes { self?.field.reloadSuggestions() }
    }
  }

  deinit { watching?.cancel() }

  private func requestAccess() {
    Task { [weak self, people] in
      let authorization = await people.requestAccess()
      self?.statusLabel.text = "Authorization: \(authorization)"
      self?.field.reloadSuggestions()
    }
  }
}
