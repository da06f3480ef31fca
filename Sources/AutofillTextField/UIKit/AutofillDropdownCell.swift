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
      for label in [rowTitleLabel, rowSubtitleLabel] { label.numberOfLines = 0 }
      texts.axis = .vertical
      texts.spacing = 2
      stack.axis = .horizontal
      stack.alignment = .center
      stack.spacing = 8
      spinner.hidesWhenStopped = true
      spinner.setContentHuggingPriority(.required, for: .horizontal)
      contentView.addSubview(stack)
      stack.autofillPinEdges(to: contentView.layoutMarginsGuide)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// Fills the row: its title and subtitle (their highlighted parts drawn with
    /// `matchedTextAttributes`, else bold), spinner (the loading row), colours, the style's
    /// fonts, and direction. The default fonts are the text styles' at the field's size (`traits`);
    /// a host's font is drawn as a label that adjusts for Dynamic Type draws it, at the size of
    /// the view the dropdown floats in (UIKit Assumptions, entry 45): never scaled here. A
    /// section's title reads as a header, smaller and quieter than the rows under it.
    func configureRow(
      _ row: AutofillDropdownRow, textColor: UIColor,
      matchedTextAttributes: [NSAttributedString.Key: Any]?, style: AutofillDropdownStyle,
      traits: UITraitCollection, direction: UISemanticContentAttribute
    ) {
      // The system's secondary label colour keeps its contrast with Increase Contrast; a
      // host's colour is dimmed instead.
      let dimmed = textColor == .label ? .secondaryLabel : textColor.withAlphaComponent(0.7)
      let isHeader = row.kind == .sectionTitle
      let titleFont = isHeader ? nil : style.titleFont
      rowTitleLabel.adjustsFontForContentSizeCategory = titleFont != nil
      rowSubtitleLabel.adjustsFontForContentSizeCategory = style.subtitleFont != nil
      let title = Self.text(
        row.title,
        titleFont
          ?? .preferredFont(forTextStyle: isHeader ? .footnote : .body, compatibleWith: traits),
        isHeader ? dimmed : textColor, row.titleHighlights, matchedTextAttributes)
      let subtitle = Self.text(
        row.subtitle ?? "",
        style.subtitleFont ?? .preferredFont(forTextStyle: .subheadline, compatibleWith: traits),
        dimmed, row.subtitleHighlights, matchedTextAttributes)
      Self.show(title.text, bold: title.bold, in: rowTitleLabel)
      Self.show(subtitle.text, bold: subtitle.bold, in: rowSubtitleLabel)
      rowSubtitleLabel.isHidden = row.subtitle?.isEmpty ?? true
      if row.showsActivityIndicator { spinner.startAnimating() } else { spinner.stopAnimating() }
      for label in [rowTitleLabel, rowSubtitleLabel] {
        label.textAlignment = direction == .forceRightToLeft ? .right : .left
      }
      autofillApplyDirection(direction)
    }

    /// Sets the label's text with its `bold` parts in the bold variant of the font drawn there:
    /// the configured font, or for a label that adjusts a host's Dynamic Type font, the font it
    /// drew, read back through its `attributedText` (UIKit Assumptions, entry 45), so the bold
    /// follows the size as the rest does, though a bold font rebuilt from a descriptor is not
    /// one UIKit adjusts. A size change reloads the rows, which makes the bold again.
    private static func show(_ text: NSAttributedString, bold: [NSRange], in label: UILabel) {
      var drawn = text
      if label.adjustsFontForContentSizeCategory, !bold.isEmpty {
        label.attributedText = text
        drawn = label.attributedText ?? text
      }
      let bolded = NSMutableAttributedString(attributedString: drawn)
      for range in bold {
        let font = bolded.attribute(.font, at: range.location, effectiveRange: nil) as? UIFont
        if let descriptor = font?.fontDescriptor.withSymbolicTraits(.traitBold) {
          bolded.addAttribute(.font, value: UIFont(descriptor: descriptor, size: 0), range: range)
        }
      }
      label.attributedText = bolded
    }

    /// `string` in `font` with its highlighted parts (the core's, checked against it; none for
    /// a section's title) drawn with `matched`, or else returned to be drawn bold.
    private static func text(
      _ string: String, _ font: UIFont, _ color: UIColor, _ ranges: [NSRange],
      _ matched: [NSAttributedString.Key: Any]?
    ) -> (text: NSAttributedString, bold: [NSRange]) {
      let text = NSMutableAttributedString(
        string: string, attributes: [.font: font, .foregroundColor: color])
      let ranges = ranges.filter { $0.length > 0 && NSMaxRange($0) <= text.length }
      guard let matched else { return (text, ranges) }
      for range in ranges { text.addAttributes(matched, range: range) }
      return (text, [])
    }
  }

  extension UIView {
    /// Pins the view's four edges to `guide` with Auto Layout.
    func autofillPinEdges(to guide: UILayoutGuide) {
      translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        topAnchor.constraint(equalTo: guide.topAnchor),
        bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      ])
    }

    /// Forces `direction` on this view and its subviews, so a host's cell mirrors with the
    /// field; subviews marked `.playback` or `.spatial` (media controls, arrows) keep theirs.
    func autofillApplyDirection(_ direction: UISemanticContentAttribute) {
      semanticContentAttribute = direction
      var pending = subviews
      while let view = pending.popLast() {
        if view.semanticContentAttribute != .playback, view.semanticContentAttribute != .spatial {
          view.semanticContentAttribute = direction
        }
        pending.append(contentsOf: view.subviews)
      }
    }
  }
#endif
