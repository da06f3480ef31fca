#if canImport(UIKit)
  @preconcurrency import UIKit

  /// The dropdown's table: renders ``AutofillDropdownRow``s, measures them, and reports taps
  /// and scrolling to the end. It decides nothing: its presenter gives it rows and appearance,
  /// and hears about taps and the end of the list.
  @MainActor
  final class AutofillDropdownTable: NSObject, UITableViewDataSource, UITableViewDelegate,
    UIGestureRecognizerDelegate
  {
    /// A host's own cell class for suggestion rows, with its configuration.
    struct CustomCell {
      /// The reuse identifier the class is registered under.
      let reuseIdentifier: String
      /// Configures a dequeued cell for a suggestion row and its item.
      let configure: (UITableViewCell, AutofillDropdownRow, AutofillItem) -> Void
    }

    /// The table of rows: on glass, in the glass's `contentView`; else itself the ``view``.
    let tableView = UITableView(frame: .zero, style: .plain)
    /// Whether the rows sit on the opaque ``background`` on every iOS, not on glass on iOS 26
    /// and later.
    var isOpaque = false
    /// The opaque look's background: a plain table's own until the anchor sets another.
    var background: UIColor = .systemBackground
    /// The rows shown.
    private(set) var rows: [AutofillDropdownRow] = []
    /// The items behind the suggestion rows, by row index.
    private var items: [AutofillItem] = []
    /// Told about the rows: a selected suggestion row (VoiceOver activation, or a tap that
    /// reached the table's own selection), a finger touching one, that touch completing as a
    /// tap or ending, and the last row about to show (to load the next page).
    weak var presenter: AutofillDropdownPresenter?
    /// The host's cells for suggestion rows, by trigger identifier (`nil`: any other rows).
    var customCells: [String?: CustomCell] = [:]
    /// The identifier of the trigger whose rows show, if any.
    private(set) var activeTriggerIdentifier: String?
    /// The color of the rows' text.
    var textColor: UIColor = .label {
      didSet { tableView.reloadData() }
    }
    /// The field's traits: the default fonts are made at its content size category (a host may
    /// override Dynamic Type for the field's part of the screen only); a host's font adjusts at
    /// the container's, the table's own (SwiftUI has no `containerView`: the hosting view's).
    var fieldTraits = UITraitCollection.current
    /// The field's layout direction, forced on every cell (it does not reach them otherwise:
    /// the table floats in a container whose direction may differ).
    private(set) var direction: UISemanticContentAttribute = .forceLeftToRight
    /// Attributes for the matched part of a title; `nil` uses the bold body font.
    var matchedTextAttributes: [NSAttributedString.Key: Any]? {
      didSet { tableView.reloadData() }
    }
    /// The host's fonts, separators and geometry: shown at once (the rows measured and the
    /// dropdown placed again), and at each show.
    var style = AutofillDropdownStyle() {
      didSet { presenter?.anchorTraitsDidChange() }
    }
    /// The table's own separator colour, for a style without one: read at init, before a
    /// host's colour can replace it.
    private var defaultSeparatorColor: UIColor?

    /// Recognizes taps on rows ahead of a host's tap-to-dismiss recognizers.
    private let tapRecognizer = AutofillRowTapRecognizer()
    /// One cell of each class, never shown, for measuring rows. They live in a hidden view
    /// inside the table, so they have the table's traits (a container's Dynamic Type cap or
    /// override reaches them as it reaches the shown cells).
    private var sizingCells: [String: UITableViewCell] = [:]
    private let sizingHost = UIView()
    /// Measured heights by row, for ``measuredWidth``.
    private var heights: [Int: CGFloat] = [:]
    /// The width the cached heights were measured at.
    private var measuredWidth: CGFloat = 0
    /// The table's Dynamic Type size the cached heights were measured at (a host's font
    /// adjusts at it: the container's).
    private var measuredCategory: UIContentSizeCategory?
    /// When the end of the list was reported, so each page is asked for once.
    private var listEnd = AutofillListEnd()

    override init() {
      super.init()
      tableView.register(
        AutofillDropdownCell.self, forCellReuseIdentifier: AutofillDropdownCell.rowReuseIdentifier)
      tableView.dataSource = self
      tableView.delegate = self
      tableView.estimatedRowHeight = 44
      tableView.cellLayoutMarginsFollowReadableWidth = false
      tableView.insetsContentViewsToSafeArea = false
      tableView.contentInsetAdjustmentBehavior = .never
      tableView.clipsToBounds = true
      // Scrolling the rows never dismisses the keyboard: `keyboardDismissMode` stays `.none`,
      // its documented default.
      tableView.accessibilityIdentifier = "AutofillTextField.dropdown"
      defaultSeparatorColor = tableView.separatorColor
      tapRecognizer.addTarget(self, action: #selector(autofillDropdownDidTap(_:)))
      tapRecognizer.delegate = self
      tapRecognizer.onTouchDown = { [weak self] point in self?.touchDown(at: point) }
      tapRecognizer.onReset = { [weak self] in self?.presenter?.pressDidEnd() }
      tableView.addGestureRecognizer(tapRecognizer)
      sizingHost.isHidden = true
      sizingHost.isUserInteractionEnabled = false
      sizingHost.accessibilityElementsHidden = true
      tableView.addSubview(sizingHost)
    }

    /// Shows `rows` for `state`, keeping the highlighted row selected and in view. The same
    /// rows of the same trigger are not reloaded (the session reports its state after every
    /// event, and a reload shows the last row again).
    func show(
      _ rows: [AutofillDropdownRow], of state: AutofillDropdownState, triggerIdentifier: String?
    ) {
      items = state.suggestions.map(\.item)
      guard rows != self.rows || triggerIdentifier != activeTriggerIdentifier else { return }
      listEnd.rowsDidChange(from: self.rows, to: rows)
      self.rows = rows
      activeTriggerIdentifier = triggerIdentifier
      reloadRows()
    }

    /// Reloads every row (measuring them again) and keeps the highlighted row selected and, when
    /// `reveals` (not while the dropdown is being placed, before its new frame), in view.
    func reloadRows(reveals: Bool = true) {
      heights = [:]
      tableView.reloadData()
      guard let reveal = AutofillDropdownRow.reveal(aroundHighlightIn: rows) else { return }
      tableView.selectRow(
        at: IndexPath(row: reveal.highlighted, section: 0), animated: false, scrollPosition: .none)
      for row in reveal.scrollTargets where reveals {
        tableView.scrollToRow(at: IndexPath(row: row, section: 0), at: .none, animated: false)
      }
    }

    /// The view the presenter places, hit-tests and brings to the front: the glass holding
    /// the table (iOS 26 and later), or the table.
    private(set) lazy var view: UIView = tableView

    /// Puts the table on glass (iOS 26 and later, unless ``isOpaque``), clear so the glass
    /// shows through, in the glass's `contentView` (a visual effect view raises on subviews of
    /// its own); else on its opaque background with a hairline border, as before iOS 26.
    /// Called while the dropdown is not in a container.
    func applyLook() {
      // The presenter hides the view it places (the glass, or the table itself): a table that
      // was hidden opaque (its field scrolled out of view) and then moved onto glass would
      // otherwise stay hidden inside a glass that shows.
      tableView.isHidden = false
      tableView.removeFromSuperview()
      // The glass whose content view holds the table, else the table (reusing the glass made
      // before, if any).
      var placed: UIView = tableView
      // `UIGlassEffect` is in iOS 26's SDK only (Xcode 26, Swift 6.2): an app built with Xcode
      // 16 shows the opaque table on every iOS.
      #if compiler(>=6.2)
        if #available(iOS 26.0, *), !isOpaque {
          let regular = UIGlassEffect(style: .regular)
          let glass = view as? UIVisualEffectView ?? UIVisualEffectView(effect: regular)
          glass.contentView.addSubview(tableView)
          placed = glass
        }
      #endif
      view = placed
      tableView.backgroundColor = view === tableView ? background : .clear
      tableView.layer.borderWidth = view === tableView ? 0.5 : 0
    }

    /// Follows the field's appearance and direction (the table lives in the field's screen,
    /// whose traits and direction may differ): light or dark (the glass's too), the border's
    /// dynamic color, mirroring; and shows the ``style``'s corners (the glass's too) and
    /// separators (its fonts show as the rows are configured). The direction is forced on the
    /// rows, as the anchor's layout direction: a field forced right to left in a left-to-right
    /// app mirrors its rows.
    func applyAppearance(of anchor: UIView) {
      fieldTraits = anchor.traitCollection
      let direction: UISemanticContentAttribute =
        anchor.effectiveUserInterfaceLayoutDirection == .rightToLeft
        ? .forceRightToLeft : .forceLeftToRight
      tableView.overrideUserInterfaceStyle = fieldTraits.userInterfaceStyle
      view.overrideUserInterfaceStyle = fieldTraits.userInterfaceStyle
      tableView.layer.borderColor = UIColor.separator.resolvedColor(with: fieldTraits).cgColor
      tableView.layer.cornerRadius = style.layout.cornerRadius
      tableView.separatorStyle = style.layout.showsSeparators ? .singleLine : .none
      tableView.separatorColor = style.separatorColor ?? defaultSeparatorColor
      #if compiler(>=6.2)
        // iOS 26's shape API rounds the glass and keeps its shadow and edge, which clipping
        // would cut away (UIKit Assumptions, entry 27); the opaque table clips.
        if #available(iOS 26.0, *), let glass = view as? UIVisualEffectView {
          glass.cornerConfiguration = .corners(radius: .fixed(style.layout.cornerRadius))
        }
      #endif
      if direction != self.direction || tableView.semanticContentAttribute != direction {
        self.direction = direction
        tableView.semanticContentAttribute = direction
        tableView.reloadData()
      }
    }

    /// Registers a host's cell class for suggestion rows.
    func register(
      _ cellClass: UITableViewCell.Type, custom: CustomCell, triggerIdentifier: String?
    ) {
      tableView.register(cellClass, forCellReuseIdentifier: custom.reuseIdentifier)
      customCells[triggerIdentifier] = custom
      sizingCells.removeValue(forKey: custom.reuseIdentifier)?.removeFromSuperview()
      reloadRows()
    }

    /// The host's cell and the item for the suggestion at a row, if the host registered a cell
    /// for the rows showing now (the active trigger's, else the general one).
    private func custom(at index: Int) -> (cell: CustomCell, item: AutofillItem)? {
      guard let cell = customCells[activeTriggerIdentifier] ?? customCells[nil],
        let item = AutofillDropdownRow.suggestionIndex(ofRow: index, in: rows),
        items.indices.contains(item)
      else { return nil }
      return (cell, items[item])
    }

    // MARK: Measuring

    /// The heights of the first `count` rows at `width`, measured by laying out a cell
    /// configured exactly as the table's own (which then uses these same heights).
    func measuredRowHeights(width: CGFloat, count: Int) -> [CGFloat] {
      guard width > 0 else { return [] }
      // Traits reach a view just added, or changed, only later (iOS 17 and later): the sizing
      // cells measure at the table's Dynamic Type size now.
      if #available(iOS 17.0, *) { tableView.updateTraitsIfNeeded() }
      let category = tableView.traitCollection.preferredContentSizeCategory
      if width != measuredWidth || category != measuredCategory {
        measuredWidth = width
        measuredCategory = category
        heights = [:]
        // The table may already hold heights (and bold parts) for the old width or size; the
        // highlighted row stays selected.
        if tableView.window != nil { reloadRows(reveals: false) }
      }
      return (0..<min(count, rows.count)).map { height(ofRow: $0) }
    }

    private func height(ofRow index: Int) -> CGFloat {
      if let height = heights[index] { return height }
      guard rows.indices.contains(index), measuredWidth > 0 else { return 44 }
      let cell = sizingCell(for: index)
      configure(cell, row: index)
      cell.frame = CGRect(x: 0, y: 0, width: measuredWidth, height: 44)
      cell.layoutIfNeeded()
      let size = cell.systemLayoutSizeFitting(
        CGSize(width: measuredWidth, height: UIView.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
      let height = style.layout.rowHeight(
        fitting: size.height, displayScale: fieldTraits.displayScale)
      heights[index] = height
      return height
    }

    private func sizingCell(for index: Int) -> UITableViewCell {
      let identifier = reuseIdentifier(for: index)
      if let cell = sizingCells[identifier] { return cell }
      // A fresh instance of the registered class, kept here and never shown.
      let cell =
        tableView.dequeueReusableCell(withIdentifier: identifier)
        ?? AutofillDropdownCell(style: .default, reuseIdentifier: identifier)
      sizingCells[identifier] = cell
      sizingHost.addSubview(cell)
      return cell
    }

    private func reuseIdentifier(for index: Int) -> String {
      custom(at: index)?.cell.reuseIdentifier ?? AutofillDropdownCell.rowReuseIdentifier
    }

    /// Reports the end of the list if its last row is among `shown` (by default, the rows that
    /// show now: a list shorter than the dropdown shows its last row without any scrolling).
    func reportEndIfLastRowShows(among shown: [IndexPath]? = nil) {
      let visible = shown ?? tableView.indexPathsForVisibleRows ?? []
      guard !rows.isEmpty, visible.contains(where: { $0.row == rows.count - 1 }) else { return }
      if listEnd.lastRowShows(rowCount: rows.count) { presenter?.session.reachEnd() }
    }

    // MARK: UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(
        withIdentifier: reuseIdentifier(for: indexPath.row), for: indexPath)
      configure(cell, row: indexPath.row)
      return cell
    }

    /// Fills a cell (shown or sizing) for a row: the host's configuration or the default one,
    /// the field's direction, and the VoiceOver texts.
    private func configure(_ cell: UITableViewCell, row index: Int) {
      let row = rows[index]
      cell.preservesSuperviewLayoutMargins = false
      if let cell = cell as? AutofillDropdownCell {
        cell.configureRow(
          row, textColor: textColor, matchedTextAttributes: matchedTextAttributes, style: style,
          traits: fieldTraits, direction: direction)
      } else if let custom = custom(at: index) {
        // UIKit gives a cell an opaque default background: on glass, the host's starts clear,
        // as the default cell, so the glass shows. Its configuration may set one of its own. The
        // opaque table leaves the host's cell as UIKit and the host made it.
        if view !== tableView { cell.backgroundColor = .clear }
        custom.cell.configure(cell, row, custom.item)
        cell.autofillApplyDirection(direction)
      }
      cell.selectionStyle = row.isSelectable ? .default : .none
      applyAccessibility(of: row, to: cell)
    }

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      height(ofRow: indexPath.row)
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
      AutofillDropdownRow.suggestionIndex(ofRow: indexPath.row, in: rows) != nil
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      if let index = AutofillDropdownRow.suggestionIndex(ofRow: indexPath.row, in: rows) {
        presenter?.select(row: index)
      }
    }

    func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) { reportEndIfLastRowShows(among: [indexPath]) }

    // MARK: Taps

    private func touchDown(at point: CGPoint) {
      guard let path = tableView.indexPathForRow(at: point),
        let index = AutofillDropdownRow.suggestionIndex(ofRow: path.row, in: rows)
      else { return }
      presenter?.session.beginPick(row: index)
    }

    @objc private func autofillDropdownDidTap(_ recognizer: UITapGestureRecognizer) {
      guard recognizer.state == .ended else { return }
      presenter?.finishPick()
    }

    /// A host's tap recognizer elsewhere in the hierarchy (a tap-to-dismiss on the screen or
    /// the window) waits for a tap on a row to fail, so the row's tap wins and editing does
    /// not end under it. The table's own recognizers (scrolling) are left alone.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard otherGestureRecognizer is UITapGestureRecognizer,
        let view = otherGestureRecognizer.view
      else { return false }
      return !view.isDescendant(of: tableView)
    }

    // MARK: Accessibility

    private static let accessibilityTraits:
      [AutofillDropdownRow.AccessibilityTrait: UIAccessibilityTraits] = [
        .button: .button, .selected: .selected, .header: .header, .staticText: .staticText,
        .updatesFrequently: .updatesFrequently,
      ]

    private func applyAccessibility(of row: AutofillDropdownRow, to cell: UITableViewCell) {
      cell.isAccessibilityElement = true
      cell.accessibilityLabel = row.accessibilityLabel
      cell.accessibilityValue = row.accessibilityValue
      cell.accessibilityTraits = UIAccessibilityTraits(
        row.accessibilityTraits.compactMap { Self.accessibilityTraits[$0] })
    }
  }

#endif
