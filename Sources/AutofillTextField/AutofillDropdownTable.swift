#if canImport(UIKit)
  @preconcurrency import UIKit

  /// The dropdown's table: renders ``AutofillDropdownRow``s and reports taps and scrolling to
  /// the end. It decides nothing; the field gives it rows and appearance.
  @MainActor
  final class AutofillDropdownTable: NSObject, UITableViewDataSource, UITableViewDelegate {
    /// A host's own cell class for suggestion rows, with its configuration.
    struct CustomCell {
      /// The reuse identifier the class is registered under.
      let reuseIdentifier: String
      /// Configures a dequeued cell for a suggestion row and its item.
      let configure: (UITableViewCell, AutofillDropdownRow, AutofillItem) -> Void
    }

    /// The table, added to the container by the field.
    let tableView: UITableView
    /// The rows shown.
    private(set) var rows: [AutofillDropdownRow] = []
    /// The items behind the suggestion rows, by row index.
    private var items: [AutofillItem] = []
    /// Called with the index of a tapped suggestion row.
    var onSelectRow: ((Int) -> Void)?
    /// Called when the last row is about to show (to load the next page).
    var onReachEnd: (() -> Void)?
    /// The host's cells for suggestion rows, by trigger identifier (`nil`: any other rows).
    var customCells: [String?: CustomCell] = [:]
    /// The identifier of the trigger whose rows show, if any.
    private(set) var activeTriggerIdentifier: String?
    /// The color of the rows' text.
    var textColor: UIColor = .label
    /// The field's traits: the rows use its content size category, not the container's (a
    /// host may override Dynamic Type for the field's part of the screen only).
    var fieldTraits = UITraitCollection.current
    /// Attributes for the matched part of a title; `nil` uses the bold body font.
    var matchedTextAttributes: [NSAttributedString.Key: Any]?

    private static let defaultIdentifier = "AutofillTextField.row"

    override init() {
      tableView = UITableView(frame: .zero, style: .plain)
      super.init()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.defaultIdentifier)
      tableView.dataSource = self
      tableView.delegate = self
      tableView.rowHeight = UITableView.automaticDimension
      tableView.estimatedRowHeight = 44
      tableView.layer.cornerRadius = 10
      tableView.layer.borderWidth = 0.5
      tableView.clipsToBounds = true
      tableView.keyboardDismissMode = .none
      tableView.accessibilityIdentifier = "AutofillTextField.dropdown"
    }

    /// The row count for which the end was last reported, so each page is reported once (a
    /// reload shows the last row again).
    private var reportedEndCount: Int?

    /// Shows `rows` for `state`, keeping the highlighted row selected and in view. The same
    /// rows of the same trigger are not reloaded (the session reports its state after every
    /// event, and a reload shows the last row again).
    func show(
      _ rows: [AutofillDropdownRow], of state: AutofillDropdownState, triggerIdentifier: String?
    ) {
      items = state.suggestions.map(\.item)
      guard rows != self.rows || triggerIdentifier != activeTriggerIdentifier else { return }
      let isSameList =
        rows.count == self.rows.count
        && zip(rows, self.rows).allSatisfy { $0.title == $1.title && $0.subtitle == $1.subtitle }
      // A new list (even of the same length) may have a next page of its own to ask for.
      if !isSameList { reportedEndCount = nil }
      self.rows = rows
      activeTriggerIdentifier = triggerIdentifier
      tableView.reloadData()
      if let highlighted = rows.firstIndex(where: \.isHighlighted) {
        let path = IndexPath(row: highlighted, section: 0)
        tableView.selectRow(at: path, animated: false, scrollPosition: .none)
        tableView.scrollToRow(at: path, at: .none, animated: false)
      }
    }

    /// Follows the field's appearance (the table lives in the window, whose traits may
    /// differ): light or dark, and the border's dynamic color.
    func applyAppearance(of traits: UITraitCollection) {
      fieldTraits = traits
      tableView.overrideUserInterfaceStyle = traits.userInterfaceStyle
      tableView.layer.borderColor = UIColor.separator.resolvedColor(with: traits).cgColor
    }

    /// Registers a host's cell class for suggestion rows.
    func register(
      _ cellClass: UITableViewCell.Type, custom: CustomCell, triggerIdentifier: String?
    ) {
      tableView.register(cellClass, forCellReuseIdentifier: custom.reuseIdentifier)
      customCells[triggerIdentifier] = custom
      tableView.reloadData()
    }

    /// The host's cell for the rows showing now: the active trigger's, else the general one.
    private var customCell: CustomCell? {
      if let identifier = activeTriggerIdentifier, let cell = customCells[identifier] {
        return cell
      }
      return customCells[nil] ?? nil
    }

    // MARK: UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let row = rows[indexPath.row]
      if let customCell, case .suggestion(let index) = row.kind, items.indices.contains(index) {
        let cell = tableView.dequeueReusableCell(
          withIdentifier: customCell.reuseIdentifier, for: indexPath)
        customCell.configure(cell, row, items[index])
        applyAccessibility(of: row, to: cell)
        return cell
      }
      let cell = tableView.dequeueReusableCell(
        withIdentifier: Self.defaultIdentifier, for: indexPath)
      configureDefault(cell, for: row)
      return cell
    }

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
      rows.indices.contains(indexPath.row) && rows[indexPath.row].isSelectable
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      guard rows.indices.contains(indexPath.row),
        case .suggestion(let index) = rows[indexPath.row].kind
      else { return }
      onSelectRow?(index)
    }

    func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      guard indexPath.row == rows.count - 1, reportedEndCount != rows.count else { return }
      reportedEndCount = rows.count
      onReachEnd?()
    }

    // MARK: Cells

    private func configureDefault(_ cell: UITableViewCell, for row: AutofillDropdownRow) {
      var content = UIListContentConfiguration.subtitleCell()
      content.attributedText = title(of: row)
      content.secondaryText = row.subtitle
      content.textProperties.color = textColor
      content.secondaryTextProperties.color = textColor.withAlphaComponent(0.7)
      content.secondaryTextProperties.font = UIFont.preferredFont(
        forTextStyle: .subheadline, compatibleWith: fieldTraits)
      cell.contentConfiguration = content
      cell.backgroundColor = .clear
      if row.showsActivityIndicator {
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        cell.accessoryView = spinner
      } else {
        cell.accessoryView = nil
      }
      cell.selectionStyle = row.isSelectable ? .default : .none
      applyAccessibility(of: row, to: cell)
    }

    private func title(of row: AutofillDropdownRow) -> NSAttributedString {
      let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: fieldTraits)
      let text = NSMutableAttributedString(
        string: row.title, attributes: [.font: body, .foregroundColor: textColor])
      if let range = row.matchedRange, NSMaxRange(range) <= text.length {
        let bold = body.fontDescriptor.withSymbolicTraits(.traitBold).map {
          UIFont(descriptor: $0, size: 0)
        }
        text.addAttributes(matchedTextAttributes ?? [.font: bold ?? body], range: range)
      }
      return text
    }

    private func applyAccessibility(of row: AutofillDropdownRow, to cell: UITableViewCell) {
      cell.isAccessibilityElement = true
      cell.accessibilityLabel = row.accessibilityLabel
      cell.accessibilityValue = row.accessibilityValue
      cell.accessibilityTraits =
        row.isSelectable
        ? (row.isHighlighted ? [.button, .selected] : .button)
        : (row.showsActivityIndicator ? [.staticText, .updatesFrequently] : .staticText)
    }
  }
#endif
