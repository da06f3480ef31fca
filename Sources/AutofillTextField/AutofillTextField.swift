@_exported import AutofillCore

#if canImport(UIKit)
  @preconcurrency import UIKit

  /// A text field that suggests values as the user types, in a dropdown that floats over the
  /// window (or ``containerView``) without being modal.
  ///
  /// Use it as a storyboard custom class (module `AutofillTextField`), with `init(frame:)` in
  /// code, or inside table and collection view cells. Give it ``items`` or a ``source``:
  ///
  /// ```swift
  /// let field = AutofillTextField(frame: .zero)
  /// field.items = ["Zürich", "Zug", "Genève"].map { AutofillItem($0) }
  /// field.onSelect = { item in print("picked", item.value) }
  /// ```
  ///
  /// Every decision (matching, debounce, stale answers, highlight, placement, what rows say)
  /// is made by `AutofillCore`; this class forwards UIKit events to an
  /// ``AutofillSuggestionController`` and renders its state.
  @MainActor
  open class AutofillTextField: UITextField {
    // MARK: Data

    /// The static list to suggest from. Its index is built off the main thread; until it is
    /// ready the previous list (or source) answers. Setting it replaces ``source``.
    public var items: [AutofillItem] = [] {
      didSet {
        sourceStorage = nil
        controller.setItems(items)
      }
    }

    /// An asynchronous source (a server, a database), asked debounced with each text.
    /// Setting it replaces ``items``; `nil` suggests nothing.
    public var source: (any AutofillSource)? {
      get { sourceStorage }
      set {
        sourceStorage = newValue
        controller.setSource(newValue)
      }
    }

    /// Suggests from an asynchronous closure; shorthand for setting ``source`` to an
    /// ``AutofillClosureSource``.
    ///
    /// - Parameter body: Answers a query; throw to show the failed row.
    public func setSource(
      _ body: @escaping @Sendable (AutofillQuery) async throws -> [AutofillItem]
    ) {
      source = AutofillClosureSource(body)
    }

    // MARK: Events

    /// Told about selection and the dropdown's life; held weakly.
    public weak var autofillDelegate: (any AutofillTextFieldDelegate)?

    /// Called when the user picks an item, after the text is set.
    public var onSelect: ((AutofillItem) -> Void)?

    // MARK: Custom rows

    /// Draws suggestion rows with the host's own cell class instead of the default
    /// title-and-subtitle cell; loading, no-matches and failed rows keep the default cell.
    /// The field still sets each cell's VoiceOver label, value and traits.
    ///
    /// ```swift
    /// field.registerSuggestionCell(CityCell.self) { cell, row, item in
    ///   cell.nameLabel.text = row.title
    ///   cell.flagLabel.text = item.subtitle
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - cellClass: The cell class; it is registered with the dropdown's table.
    ///   - configure: Fills a dequeued cell for a row and its item.
    public func registerSuggestionCell<Cell: UITableViewCell>(
      _ cellClass: Cell.Type,
      configure: @escaping (Cell, AutofillDropdownRow, AutofillItem) -> Void
    ) {
      let custom = AutofillDropdownTable.CustomCell(
        reuseIdentifier: "AutofillTextField.custom.\(String(describing: cellClass))",
        configure: { cell, row, item in
          if let cell = cell as? Cell { configure(cell, row, item) }
        })
      dropdown.register(cellClass, custom: custom)
    }

    // MARK: Settings in code

    /// The matching, timing and text settings; the inspectable properties below read and
    /// write parts of it. A change takes effect at once.
    public var configuration = AutofillSuggestionMachine.Configuration() {
      didSet { controller.setConfiguration(configuration) }
    }

    /// The matching options (a part of ``configuration``).
    public var matchOptions: AutofillMatchOptions {
      get { configuration.options }
      set { configuration.options = newValue }
    }

    /// The view the dropdown is added to; `nil` (the default) uses the field's window, which
    /// also covers modally presented screens. Held weakly.
    public weak var containerView: UIView? {
      didSet { if isDropdownVisible { render(controller.state) } }
    }

    /// Attributes for the matched part of each suggestion; `nil` (the default) draws it in
    /// the bold body font.
    public var matchedTextAttributes: [NSAttributedString.Key: Any]? {
      get { dropdown.matchedTextAttributes }
      set {
        dropdown.matchedTextAttributes = newValue
        dropdown.tableView.reloadData()
      }
    }

    // MARK: Inspectable settings

    /// Whether suggestions show at all. Default `true`.
    @IBInspectable public var isAutoFillOn: Bool = true {
      didSet { controller.setAutofillOn(isAutoFillOn) }
    }

    /// Whether "a" and "A" differ. Default `false`.
    @IBInspectable public var isCaseSensitive: Bool {
      get { configuration.options.isCaseSensitive }
      set { configuration.options.isCaseSensitive = newValue }
    }

    /// Whether "e" and "é" differ. Default `false`.
    @IBInspectable public var isDiacriticSensitive: Bool {
      get { configuration.options.isDiacriticSensitive }
      set { configuration.options.isDiacriticSensitive = newValue }
    }

    /// Whether anything may precede the typed text in a suggestion. Default `false`.
    @IBInspectable public var isWildcardBefore: Bool {
      get { configuration.options.isWildcardBefore }
      set { configuration.options.isWildcardBefore = newValue }
    }

    /// Whether anything may follow the typed text in a suggestion. Default `true`.
    @IBInspectable public var isWildcardAfter: Bool {
      get { configuration.options.isWildcardAfter }
      set { configuration.options.isWildcardAfter = newValue }
    }

    /// The most suggestions from a static list. Default 5; negative means no limit (as in
    /// RVS_AutofillTextField, where -1 means no limit).
    @IBInspectable public var maximumAutofillCount: Int {
      get { configuration.options.maximumCount }
      set { configuration.options.maximumCount = newValue }
    }

    /// How long typing must pause before a dynamic source is asked. Default 250.
    @IBInspectable public var debounceMilliseconds: Int {
      get {
        let (seconds, attoseconds) = configuration.debounce.components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
      }
      set { configuration.debounce = .milliseconds(max(0, newValue)) }
    }

    /// The fewest characters that start suggesting. Default 1.
    @IBInspectable public var minimumQueryLength: Int {
      get { configuration.minimumQueryLength }
      set { configuration.minimumQueryLength = max(1, newValue) }
    }

    /// The most rows visible without scrolling. Default 5.
    @IBInspectable public var maximumVisibleRows: Int = 5 {
      didSet { updateDropdownPlacement() }
    }

    /// The dropdown is at least this wide, and follows the field's width when that is larger;
    /// it never leaves the container. Default 100.
    @IBInspectable public var minimumTableWidthInDisplayUnits: CGFloat = 100 {
      didSet { updateDropdownPlacement() }
    }

    /// The dropdown's background. Default the system's secondary background, which follows
    /// dark mode.
    @IBInspectable public var tableBackgroundColor: UIColor = .secondarySystemBackground {
      didSet { dropdown.tableView.backgroundColor = tableBackgroundColor }
    }

    /// The color of the dropdown's text. Default the label color, which follows dark mode.
    @IBInspectable public var tableTextColor: UIColor = .label {
      didSet {
        dropdown.textColor = tableTextColor
        dropdown.tableView.reloadData()
      }
    }

    /// Whether picking a suggestion ends editing. Default `true`.
    @IBInspectable public var resignsFirstResponderOnSelection: Bool = true

    // MARK: State

    /// What the dropdown shows now.
    public var dropdownState: AutofillDropdownState { controller.state }

    /// Whether the dropdown is on screen.
    public internal(set) var isDropdownVisible = false

    /// The dropdown's frame in its container's coordinates, while it is visible.
    public internal(set) var dropdownFrame: CGRect?

    /// The suggestion logic this field drives; exposed for hosts that forward events of their
    /// own (e.g. a custom keyboard accessory).
    public let controller: AutofillSuggestionController

    let dropdown = AutofillDropdownTable()
    var sourceStorage: (any AutofillSource)?
    var keyboardFrameInScreen: CGRect?
    var scrollObservations: [NSKeyValueObservation] = []
    var hostAutocorrectionType: UITextAutocorrectionType?
    var isSuppressingAutocorrection = false

    // MARK: Life cycle

    /// Creates a field in code.
    ///
    /// - Parameter frame: The field's frame.
    public override init(frame: CGRect) {
      controller = AutofillSuggestionController()
      super.init(frame: frame)
      commonInit()
    }

    /// Creates a field from a storyboard or nib; its inspectable settings are applied after.
    ///
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
      controller = AutofillSuggestionController()
      super.init(coder: coder)
      commonInit()
    }

    /// Registers targets, observers and callbacks, once.
    private func commonInit() {
      controller.setConfiguration(configuration)
      controller.setSecureEntry(isSecureTextEntry)
      controller.onStateChange = { [weak self] state in self?.render(state) }
      controller.onAnnouncement = { text in
        UIAccessibility.post(notification: .announcement, argument: text)
      }
      controller.onSetText = { [weak self] value in self?.applySelectedValue(value) }

      dropdown.textColor = tableTextColor
      dropdown.tableView.backgroundColor = tableBackgroundColor
      dropdown.onSelectRow = { [weak self] row in self?.selectSuggestion(at: row) }
      dropdown.onReachEnd = { [weak self] in self?.controller.reachEnd() }

      addTarget(self, action: #selector(editingDidBegin), for: .editingDidBegin)
      addTarget(self, action: #selector(editingChanged), for: .editingChanged)
      // Not `.editingDidEndOnExit`: a target for it makes Return end editing, which is the
      // host's choice to make.
      addTarget(self, action: #selector(editingDidEnd), for: .editingDidEnd)

      let center = NotificationCenter.default
      center.addObserver(
        self, selector: #selector(keyboardWillChangeFrame(_:)),
        name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
      center.addObserver(
        self, selector: #selector(keyboardWillHide(_:)),
        name: UIResponder.keyboardWillHideNotification, object: nil)
      center.addObserver(
        self, selector: #selector(contentSizeCategoryDidChange(_:)),
        name: UIContentSizeCategory.didChangeNotification, object: nil)
    }

    // MARK: Editing events

    @objc private func editingDidBegin() {
      controller.beginEditing(text: text ?? "")
    }

    @objc private func editingChanged() {
      guard AutofillPresentationRules.forwardsTextChange(hasMarkedText: markedTextRange != nil)
      else { return }
      controller.changeText(text ?? "")
    }

    @objc private func editingDidEnd() {
      controller.endEditing()
    }

    // MARK: Selection

    /// Selects the suggestion at `row` as if the user tapped it: the text becomes its value,
    /// `.editingChanged` is sent once, the delegate and ``onSelect`` are told, and editing
    /// ends if ``resignsFirstResponderOnSelection``.
    ///
    /// - Parameter row: The suggestion's index in ``dropdownState``.
    public func selectSuggestion(at row: Int) {
      let suggestions = controller.state.suggestions
      guard suggestions.indices.contains(row) else { return }
      let item = suggestions[row].item
      controller.select(row: row)
      autofillDelegate?.autofillTextField(self, didSelect: item)
      onSelect?(item)
      if resignsFirstResponderOnSelection { _ = resignFirstResponder() }
    }

    /// The controller's "set text" effect: the field takes the value. The `.editingChanged`
    /// this sends reaches the controller, which keeps the dropdown closed for it.
    private func applySelectedValue(_ value: String) {
      text = value
      sendActions(for: .editingChanged)
    }

    // MARK: Properties that change what may be suggested

    /// A secure-entry field never shows suggestions or sends its text to a source.
    open override var isSecureTextEntry: Bool {
      didSet { controller.setSecureEntry(isSecureTextEntry) }
    }

    /// The host's choice of autocorrection. While suggestions show, the field turns
    /// autocorrection off unless the host set this property; it restores it afterwards.
    open override var autocorrectionType: UITextAutocorrectionType {
      didSet {
        if !isSuppressingAutocorrection { hostAutocorrectionType = autocorrectionType }
      }
    }

    /// Hiding the field hides its dropdown.
    open override var isHidden: Bool {
      didSet { if isHidden { controller.dismiss() } }
    }
  }
#endif
