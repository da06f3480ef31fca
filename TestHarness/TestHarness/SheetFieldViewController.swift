import AutofillTextField
import UIKit

/// The layout stress scenario's sheet: a field in a modally presented view controller.
final class SheetFieldViewController: UIViewController {
  private let field = AutofillTextField(frame: .zero)
  private let source: (any AutofillSource)?

  init(source: (any AutofillSource)?) {
    self.source = source
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    source = nil
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    let title = UILabel()
    title.text = "A field in a sheet"
    title.font = .preferredFont(forTextStyle: .headline)
    title.adjustsFontForContentSizeCategory = true
    field.borderStyle = .roundedRect
    field.font = .preferredFont(forTextStyle: .body)
    field.adjustsFontForContentSizeCategory = true
    field.placeholder = "Country"
    field.source = source
    field.accessibilityIdentifier = "Sheet.field"
    var configuration = UIButton.Configuration.bordered()
    configuration.title = "Done"
    let done = UIButton(configuration: configuration)
    done.accessibilityIdentifier = "Sheet.done"
    done.addTarget(self, action: #selector(close(_:)), for: .touchUpInside)

    // Done beside the title, above the field: the dropdown opens under the field (one row, and
    // more room there than above) and never covers it.
    done.setContentHuggingPriority(.required, for: .horizontal)
    done.setContentCompressionResistancePriority(.required, for: .horizontal)
    let header = UIStackView(arrangedSubviews: [title, done])
    header.spacing = 12
    header.alignment = .center
    let stack = UIStackView(arrangedSubviews: [header, field])
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }

  @objc private func close(_ sender: UIButton) {
    dismiss(animated: true)
  }
}
