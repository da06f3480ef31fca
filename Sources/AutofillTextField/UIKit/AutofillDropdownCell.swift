#if canImport(UIKit)
  @preconcurrency import UIKit

  /// The dropdown's default row: a title (the matched part in bold), an optional subtitle,
  /// and a spinner for the loading row. Every label wraps, so a row grows with its text and
  /// Dynamic Type size; the direction is forced on every view and the alignment set
  /// explicitly, so a right-to-left field's rows mirror in a left-to-right app.
  @MainActor
  final class AutofillDropdownCell: UITableViewCell {
    /// The identifier it is registered under.
    static let rowReuseIdentifier = "AutofillTextField.row"

    private let rowTitleLabel = UILabel()
    private let rowSubtitleLabel = UILabel()
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let texts: UIStackView
    private let stack: UIStackView

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      texts = UIStackView(arrangedSubviews: [rowTitleLabel, rowSubtitleLabel])
      stack = UIStackView(arrangedSubviews: [texts, spinner])
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      backgroundColor = .clear
      directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: 10, leading: 16, bottom: 10, trailing: 16)
      contentView.preservesSuperviewLayoutMargins = true
      for label in [rowTitleLabel, rowSubtitleLabel] {
        label.numberOfLines = 0
        label.adjustsFontForContentSizeCategory = false
      }
      texts.axis = .vertical
      texts.spacing = 2
      stack.axis = .horizontal
      stack.alignment = .center
      stack.spacing = 8
      spinner.hidesWhenStopped = true
      spinner.setContentHuggingPriority(.required, for: .horizontal)
      stack.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(stack)
      let margins = contentView.layoutMarginsGuide
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        stack.topAnchor.constraint(equalTo: margins.topAnchor),
        stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// Fills the row.
    ///
    /// - Parameters:
    ///   - title: The title, with the matched part's attributes.
    ///   - subtitle: The subtitle, if any.
    ///   - textColor: The text color (the subtitle's is dimmed).
    ///   - traits: The field's traits, for the subtitle's Dynamic Type size.
    ///   - showsActivityIndicator: Whether the spinner turns (the loading row).
    ///   - direction: The field's direction.
    func configureRow(
      title: NSAttributedString, subtitle: String?, textColor: UIColor, traits: UITraitCollection,
      showsActivityIndicator: Bool, direction: UISemanticContentAttribute
    ) {
      rowTitleLabel.attributedText = title
      rowSubtitleLabel.text = subtitle
      rowSubtitleLabel.isHidden = subtitle?.isEmpty ?? true
      rowSubtitleLabel.font = UIFont.preferredFont(
        forTextStyle: .subheadline, compatibleWith: traits)
      // The system's secondary label colour keeps its contrast with Increase Contrast; a
      // host's colour is dimmed instead.
      rowSubtitleLabel.textColor =
        textColor == .label ? .secondaryLabel : textColor.withAlphaComponent(0.7)
      if showsActivityIndicator { spinner.startAnimating() } else { spinner.stopAnimating() }
      let alignment: NSTextAlignment = direction == .forceRightToLeft ? .right : .left
      rowTitleLabel.textAlignment = alignment
      rowSubtitleLabel.textAlignment = alignment
      autofillApplyDirection(direction)
    }
  }
#endif
