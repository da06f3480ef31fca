import AutofillTextField
import UIKit

/// Scenario 4: fields where dropdowns are hard to place. A segmented control switches between
/// fields in reused table view cells, a field near the bottom of a scroll view (its dropdown
/// opens above and follows scrolling), and a field in a modally presented sheet.
final class LayoutStressViewController: UIViewController, UITableViewDataSource {
  private enum Pane: Int, CaseIterable {
    case table, scrollView, sheet

    var title: String {
      switch self {
      case .table: "Table cells"
      case .scrollView: "Scroll view"
      case .sheet: "Sheet"
      }
    }
  }

  private let paneControl = UISegmentedControl(items: Pane.allCases.map(\.title))
  private let tableView = UITableView(frame: .zero, style: .insetGrouped)
  private let scrollView = UIScrollView()
  private let bottomField = AutofillTextField(frame: .zero)
  private let sheetPane = UIView()
  /// The field in the blurred panel of the sheet pane.
  private var panelField: AutofillTextField?
  private let countryCaption = UILabel()

  /// The countries, shared by every field through one index.
  private var countrySource: AutofillIndexSource?
  private var loadTask: Task<Void, Never>?
  /// The table's model: one text per row, kept here because cells are reused.
  private var rowTexts = Array(repeating: "", count: 40)
  private var lastScrollViewHeight: CGFloat = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground

    paneControl.selectedSegmentIndex = Pane.table.rawValue
    paneControl.accessibilityIdentifier = "LayoutStress.panes"
    paneControl.addTarget(self, action: #selector(paneChanged(_:)), for: .valueChanged)
    paneControl.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(paneControl)

    setUpTable()
    setUpScrollView()
    setUpSheetPane()
    for pane in [tableView, scrollView, sheetPane] {
      pane.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(pane)
      NSLayoutConstraint.activate([
        pane.topAnchor.constraint(equalTo: paneControl.bottomAnchor, constant: 8),
        pane.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        pane.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        pane.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      ])
    }
    NSLayoutConstraint.activate([
      paneControl.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      paneControl.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      paneControl.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
    show(.table)

    loadTask = Task { [weak self] in await self?.loadCountries() }
  }

  deinit {
    loadTask?.cancel()
  }

  private func loadCountries() async {
    guard let places = try? await PlaceList.load() else {
      countryCaption.text = "places.tsv is missing from the app bundle."
      return
    }
    let index = await AutofillIndex.build(PlaceList.countries(in: places))
    let source = AutofillIndexSource(index)
    countrySource = source
    bottomField.source = source
    panelField?.source = source
    tableView.reloadData()
  }

  // MARK: Panes

  @objc private func paneChanged(_ sender: UISegmentedControl) {
    show(Pane(rawValue: sender.selectedSegmentIndex) ?? .table)
  }

  private func show(_ pane: Pane) {
    tableView.isHidden = pane != .table
    scrollView.isHidden = pane != .scrollView
    sheetPane.isHidden = pane != .sheet
    if pane == .scrollView {
      view.layoutIfNeeded()
      scrollFieldNearBottom()
    }
  }

  /// Scrolls so that the field sits just above the bottom of the visible area.
  private func scrollFieldNearBottom() {
    let fieldFrame = bottomField.convert(bottomField.bounds, to: scrollView)
    let visibleHeight = scrollView.bounds.height - scrollView.adjustedContentInset.bottom
    let offset = fieldFrame.maxY + 24 - visibleHeight
    scrollView.setContentOffset(
      CGPoint(x: 0, y: max(-scrollView.adjustedContentInset.top, offset)), animated: false)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    // When the keyboard shrinks the scroll view, keep the edited field in view, at the bottom.
    let height = scrollView.bounds.height
    defer { lastScrollViewHeight = height }
    guard height != lastScrollViewHeight, bottomField.isFirstResponder else { return }
    scrollFieldNearBottom()
  }

  // MARK: Table cells

  private func setUpTable() {
    tableView.dataSource = self
    tableView.register(
      AutofillFieldCell.self, forCellReuseIdentifier: AutofillFieldCell.reuseIdentifier)
    tableView.keyboardDismissMode = .interactive
    tableView.allowsSelection = false
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rowTexts.count
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    "Scroll while a dropdown shows; type in a row, scroll it away and back: its text stays, "
      + "and no other row shows it."
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: AutofillFieldCell.reuseIdentifier, for: indexPath)
    guard let cell = cell as? AutofillFieldCell else { return cell }
    let row = indexPath.row
    cell.configure(caption: "Row \(row + 1)", text: rowTexts[row], source: countrySource)
    cell.onTextChange = { [weak self] text in self?.rowTexts[row] = text }
    return cell
  }

  // MARK: Scroll view

  private func setUpScrollView() {
    scrollView.alwaysBounceVertical = true
    let intro = UILabel()
    intro.numberOfLines = 0
    intro.font = .preferredFont(forTextStyle: .body)
    intro.adjustsFontForContentSizeCategory = true
    intro.text =
      "The field below sits near the bottom of the screen, so its dropdown opens above it. "
      + "Scroll while it shows: the dropdown follows the field, and flips below it when the "
      + "field scrolls high enough."
    countryCaption.numberOfLines = 0
    countryCaption.font = .preferredFont(forTextStyle: .footnote)
    countryCaption.textColor = .secondaryLabel
    countryCaption.text = "Country (the field is inside the scroll view)"
    bottomField.borderStyle = .roundedRect
    bottomField.font = .preferredFont(forTextStyle: .body)
    bottomField.adjustsFontForContentSizeCategory = true
    bottomField.placeholder = "Country"
    bottomField.maximumVisibleRows = 6
    bottomField.accessibilityIdentifier = "LayoutStress.bottomField"

    let topSpacer = UIView()
    let bottomSpacer = UIView()
    let stack = UIStackView(arrangedSubviews: [
      intro, topSpacer, countryCaption, bottomField, bottomSpacer,
    ])
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)
    let content = scrollView.contentLayoutGuide
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
      stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -16),
      stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
      stack.widthAnchor.constraint(
        equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
      topSpacer.heightAnchor.constraint(equalToConstant: 900),
      bottomSpacer.heightAnchor.constraint(equalToConstant: 500),
    ])
  }

  // MARK: Sheet

  private func setUpSheetPane() {
    let note = UILabel()
    note.numberOfLines = 0
    note.font = .preferredFont(forTextStyle: .body)
    note.adjustsFontForContentSizeCategory = true
    note.text =
      "The sheet holds a field at its medium and large heights. Type, then drag the sheet "
      + "between heights and dismiss it with a dropdown showing. Below, a field in a blurred "
      + "panel floats its dropdown in the panel."
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Present a sheet"
    let button = UIButton(configuration: configuration)
    button.accessibilityIdentifier = "LayoutStress.presentSheet"
    button.addTarget(self, action: #selector(presentSheet(_:)), for: .touchUpInside)
    // A blurred panel that is the dropdown's container: UIKit takes subviews of a visual
    // effect view only in its content view, which is where the dropdown goes.
    let panel = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    panel.heightAnchor.constraint(equalToConstant: 300).isActive = true
    let panelField = AutofillTextField(frame: .zero)
    panelField.borderStyle = .roundedRect
    panelField.placeholder = "Country (in a blurred panel)"
    panelField.accessibilityIdentifier = "LayoutStress.panelField"
    panelField.containerView = panel
    panelField.translatesAutoresizingMaskIntoConstraints = false
    panel.contentView.addSubview(panelField)
    NSLayoutConstraint.activate([
      panelField.topAnchor.constraint(equalTo: panel.contentView.topAnchor, constant: 12),
      panelField.leadingAnchor.constraint(equalTo: panel.contentView.leadingAnchor, constant: 12),
      panelField.trailingAnchor.constraint(
        equalTo: panel.contentView.trailingAnchor, constant: -12),
    ])
    self.panelField = panelField
    let stack = UIStackView(arrangedSubviews: [note, button, panel])
    stack.axis = .vertical
    stack.spacing = 16
    stack.alignment = .fill
    stack.translatesAutoresizingMaskIntoConstraints = false
    sheetPane.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: sheetPane.topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: sheetPane.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: sheetPane.layoutMarginsGuide.trailingAnchor),
    ])
  }

  @objc private func presentSheet(_ sender: UIButton) {
    let sheet = SheetFieldViewController(source: countrySource)
    if let presentation = sheet.sheetPresentationController {
      presentation.detents = [.medium(), .large()]
      presentation.prefersGrabberVisible = true
    }
    present(sheet, animated: true)
  }
}
