import UIKit

extension UIView {
  /// Adds a vertical stack of `views` at the top of this view, within its layout margins and
  /// below its safe area's top: the layout most scenarios share.
  ///
  /// - Parameters:
  ///   - views: The stack's arranged subviews, top to bottom.
  ///   - spacing: The space between them.
  /// - Returns: The stack.
  @discardableResult
  func addScenarioStack(_ views: [UIView], spacing: CGFloat) -> UIStackView {
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.spacing = spacing
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
    ])
    return stack
  }
}

extension UIStackView {
  /// A scenario's switch with its label before it, in the body text style.
  ///
  /// - Parameters:
  ///   - title: What the switch turns on.
  ///   - toggle: The switch.
  convenience init(switchTitled title: String, _ toggle: UISwitch) {
    let label = UILabel()
    label.text = title
    label.numberOfLines = 0
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    // VoiceOver reads the switch with its title, once.
    label.isAccessibilityElement = false
    toggle.accessibilityLabel = toggle.accessibilityLabel ?? title
    toggle.setContentCompressionResistancePriority(.required, for: .horizontal)
    self.init(arrangedSubviews: [label, toggle])
    spacing = 8
    alignment = .center
  }
}

extension UILabel {
  /// A scenario's caption: footnote text in the secondary label colour, wrapping, following
  /// Dynamic Type.
  ///
  /// - Parameter text: The caption.
  convenience init(scenarioCaption text: String) {
    self.init()
    self.text = text
    numberOfLines = 0
    font = .preferredFont(forTextStyle: .footnote)
    adjustsFontForContentSizeCategory = true
    textColor = .secondaryLabel
  }
}
