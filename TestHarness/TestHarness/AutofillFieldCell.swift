import AutofillTextField
import UIKit

/// A table view cell holding an ``AutofillTextField`` under a caption. Its text lives in the
/// table's model, not in the cell, because cells are reused.
final class AutofillFieldCell: UITableViewCell {
  static let reuseIdentifier = "AutofillFieldCell"

  let field = AutofillTextField(frame: .zero)
  private let caption = UILabel()

  /// Called with the field's text after each edit and selection.
  var onTextChange: ((String) -> Void)?

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    setUp()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    selectionStyle = .none
    caption.font = .preferredFont(forTextStyle: .footnote)
    caption.adjustsFontForContentSizeCategory = true
    caption.textColor = .secondaryLabel
    field.borderStyle = .roundedRect
    field.font = .preferredFont(forTextStyle: .body)
    field.adjustsFontForContentSizeCategory = true
    field.placeholder = "Country"
    field.autocorrectionType = .no
    field.returnKeyType = .next
    field.addTarget(self, action: #selector(textChanged), for: .editingChanged)

    let stack = UIStackView(arrangedSubviews: [caption, field])
    stack.axis = .vertical
    stack.spacing = 4
    stack.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(stack)
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: margins.topAnchor),
      stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
  }

  /// Shows a row of the model.
  func configure(caption: String, text: String, source: (any AutofillSource)?) {
    self.caption.text = caption
    field.text = text
    field.source = source
    field.accessibilityLabel = caption
    // The UI tests find a row's field by its caption ("Country 3").
    field.accessibilityIdentifier = caption
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    // A reused cell must not carry the old row's editing session or callback.
    if field.isFirstResponder { _ = field.resignFirstResponder() }
    onTextChange = nil
    field.text = nil
    // The common reuse idiom removes every target, the field's own begin/change/end reports
    // would go too if they were targets (they are notifications): the field keeps suggesting.
    field.removeTarget(nil, action: nil, for: .allEvents)
    field.addTarget(self, action: #selector(textChanged), for: .editingChanged)
  }

  @objc private func textChanged() {
    onTextChange?(field.text ?? "")
  }
}
