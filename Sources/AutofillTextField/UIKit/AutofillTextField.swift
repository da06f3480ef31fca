@_exported import AutofillCore

#if canImport(UIKit)
  @preconcurrency import UIKit

  /// A text field that suggests values as the user types, in a dropdown that floats over the
  /// root view of the field's screen (or ``containerView``) without being modal.
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
  /// A pick is observable three ways: ``onSelect``, the ``autofillDelegate``, and the
  /// `UIControl.Event.valueChanged` event (sent after the text is set), which an Interface
  /// Builder action can use.
  ///
  /// Every decision (matching, debounce, stale answers, highlight, placement, what rows say)
  /// is made by `AutofillCore`; this class forwards UIKit events to an
  /// ``AutofillCompletionSession`` and renders its state.
  ///
  /// Subclassing: the class is `open` so a subclass can change the field's own appearance and
  /// behaviour as with any `UITextField`. The UIKit methods it overrides (``layoutSubviews()``,
  /// ``didMoveToWindow()``, ``becomeFirstResponder()``, ``deleteBackward()``,
  /// ``keyCommands``, …) stay `open`; an override must call `super`, or the dropdown stops
  /// following the field, hearing its keys or its text. Suggestion logic is not a subclass
  /// point: configure it with the properties here.
  @MainActor
  open class AutofillTextField: UITextField {
    // MARK: Data

    /// The static list to suggest from when no ``triggers`` are set (each trigger has its
    /// own). Its index is built off the main thread; until it is ready the previous list (or
    /// source) answers. Setting it replaces ``source``, unless ``showsItemsWithSource`` is on.
    public var items: [AutofillItem] {
      get { routing.items }
      set { session.apply(routing.setItems(newValue)) }
    }

    /// An asynchronous source (a server, a database), asked debounced with each text when no
    /// ``triggers`` are set. Setting it replaces ``items`` as what suggests, unless
    /// ``showsItemsWithSource`` is on; `nil` suggests nothing (or only the items). ``items``
    /// still returns the list, kept so that turning ``showsItemsWithSource`` on suggests from
    /// both again.
    public var source: (any AutofillSource)? {
      get { routing.source }
      set { session.apply(routing.setSource(newValue)) }
    }

    /// Whether ``items`` and ``source`` suggest together: the items' matches show at once,
    /// the source is asked debounced, and its rows go under them, each value once; while it
    /// loads or after it fails, a row under the items' rows says so. Default `false`: setting
    /// one replaces the other. Section titles are ``AutofillStateTexts/itemsSectionTitle`` and
    /// ``AutofillStateTexts/sourceSectionTitle`` in ``configuration``.
    @IBInspectable public var showsItemsWithSource: Bool {
      get { routing.showsItemsWithSource }
      set { routing.setShowsItemsWithSource(newValue).map(session.apply) }
    }

    /// The host's data source, shaped like RVS_AutofillTextField's: its ``AutofillTextFieldDataSource/textDictionary``
    /// (or its own matching) supplies the suggestions, asked like a ``source`` (debounced:
    /// set ``debounceMilliseconds`` to 0 to ask on every keystroke). Held weakly. Setting it
    /// sets ``source``.
    public weak var dataSource: (any AutofillTextFieldDataSource)? {
      didSet {
        guard dataSource !== oldValue else { return }
        source = dataSource.map { AutofillDataSourceAdapter($0) }
      }
    }

    /// Asks again for the current text, with nothing shown from earlier answers, and drops the
    /// answers kept for texts typed again: for a source or data source whose list changed, or
    /// whose answers depend on something that changed (another field's text). (With
    /// ``showsItemsWithSource`` the items are indexed again too. Triggers' sources are not
    /// reloaded: set ``triggers`` again for that.)
    public func reloadSuggestions() { session.apply(routing.reload()) }

    /// Items shown while the field is focused and its text is empty or shorter than
    /// ``minimumQueryLength``: recent picks or favourites (``AutofillRecentItems`` keeps recent
    /// picks in memory; storing them is the host's choice). Empty (the default) shows nothing
    /// before typing. Their section title is ``AutofillStateTexts/beforeTypingSectionTitle``.
    public var itemsBeforeTyping: [AutofillItem] = [] {
      didSet { session.setItemsBeforeTyping(itemsBeforeTyping) }
    }

    /// The host's own rows: shown first, as given (never matched, filtered or counted), above
    /// the matches of ``items`` and the rows of ``source``, while the text is long enough to
    /// query; alone when neither is set. For an answer the host gets itself (a search
    /// completer's results) or a row made from the text (the typed character). A new value
    /// shows at once while editing, except after a pick or Escape, until the next edit (see
    /// ``AutofillSuggestionMachine/setSuggestedItems(_:)``). Once set, even to an empty array,
    /// the field counts as one that suggests: its autocorrection and predictions are off while
    /// editing, as with items or a source. Default empty.
    public var suggestedItems: [AutofillItem] = [] {
      didSet { session.setSuggestedItems(suggestedItems) }
    }

    /// Whether the ``source`` is asked with the empty query while the text is empty or
    /// shorter than ``minimumQueryLength`` (a static list shows its first items); its rows go
    /// under ``itemsBeforeTyping``. Default `false`.
    @IBInspectable public var asksSourceBeforeTyping: Bool {
      get { configuration.asksSourceBeforeTyping }
      set { configuration.asksSourceBeforeTyping = newValue }
    }

    /// Whether a source's empty answer shows the "No matches" row. Default `true`; `false`
    /// hides the dropdown instead, as RVS_AutofillTextField did (VoiceOver then announces
    /// nothing). The failed row has ``AutofillSuggestionMachine/Configuration/showsFailureRow``
    /// in ``configuration``.
    @IBInspectable public var showsNoMatchesRow: Bool {
      get { configuration.showsNoMatchesRow }
      set { configuration.showsNoMatchesRow = newValue }
    }

    /// Whether Return (on-screen or hardware) picks the first suggestion when none is
    /// highlighted; a highlighted row is picked either way. Default `false`: Return then ends
    /// editing as usual (or enters the inline completion).
    @IBInspectable public var returnSelectsFirstSuggestion: Bool {
      get { configuration.returnSelectsFirstSuggestion }
      set { configuration.returnSelectsFirstSuggestion = newValue }
    }

    /// Suggests from an asynchronous closure; shorthand for setting ``source`` to an
    /// ``AutofillClosureSource``.
    ///
    /// - Parameters:
    ///   - cachesAnswers: Whether answers are kept and shown again for a text typed again, in
    ///     this editing session or a later one. Default `true`; pass `false` when the answers
    ///     depend on something else, such as another field's text (or call
    ///     ``reloadSuggestions()`` when that changes).
    ///   - body: Answers a query; throw to show the failed row.
    public func setSource(
      cachesAnswers: Bool = true,
      _ body: @escaping @Sendable (AutofillQuery) async throws -> [AutofillItem]
    ) {
      source = AutofillClosureSource(cachesAnswers: cachesAnswers, body)
    }

    // MARK: Events

    /// Told about selection and the dropdown's life; held weakly.
    public weak var autofillDelegate: (any AutofillTextFieldDelegate)?

    /// Called when the user picks an item, after the text is set (and before the
    /// `.valueChanged` event goes out).
    public var onSelect: ((AutofillItem) -> Void)?

    // MARK: Custom rows

    /// Draws suggestion rows with the host's own cell class instead of the default
    /// title-and-subtitle cell; loading, no-matches and failed rows keep the default cell.
    /// The field still sets each cell's VoiceOver label, value and traits. Pass a trigger's
    /// ``AutofillTrigger/identifier`` to use the cell only for that trigger's rows.
    ///
    /// On glass (iOS 26 and later, unless ``usesOpaqueDropdown``), the cell's background is
    /// cleared (`backgroundColor = .clear`) before each configuration, as the default cell's
    /// is, so the glass shows through: UIKit would otherwise paint its default opaque cell
    /// background inside the rounded glass. A background the cell sets in its `init` or
    /// `prepareForReuse` is replaced there; set one in `configure`, or through the cell's
    /// `backgroundConfiguration`. On the opaque table the cell's background is left as UIKit
    /// and the cell make it.
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
    ///   - triggerIdentifier: The trigger whose rows use it; `nil` (the default) for every row
    ///     without a cell of its trigger's own.
    ///   - configure: Fills a dequeued cell for a row and its item. It also runs for a hidden
    ///     sizing cell of the same class, which measures the row's height: keep it free of side
    ///     effects such as starting image downloads (or make them idempotent).
    public func registerSuggestionCell<Cell: UITableViewCell>(
      _ cellClass: Cell.Type, forTrigger triggerIdentifier: String? = nil,
      configure: @escaping (Cell, AutofillDropdownRow, AutofillItem) -> Void
    ) {
      let custom = AutofillDropdownTable.CustomCell(
        reuseIdentifier:
          "AutofillTextField.custom.\(triggerIdentifier ?? "").\(String(describing: cellClass))",
        configure: { cell, row, item in
          if let cell = cell as? Cell { configure(cell, row, item) }
        })
      presenter.table.register(cellClass, custom: custom, triggerIdentifier: triggerIdentifier)
    }

    // MARK: Settings in code

    /// The matching, timing and text settings; the inspectable properties below read and
    /// write parts of it. A change takes effect at once.
    public var configuration = AutofillSuggestionMachine.Configuration() {
      didSet { session.setConfiguration(configuration) }
    }

    /// The matching options (a part of ``configuration``).
    public var matchOptions: AutofillMatchOptions {
      get { configuration.options }
      set { configuration.options = newValue }
    }

    /// The view the dropdown is added to; `nil` (the default) uses the root view of the
    /// field's screen: the view of the nearest view controller that owns the field. There the
    /// dropdown moves with its screen in navigation transitions and sheet detents, stays under
    /// anything presented on top, and never covers the screen's bars (it keeps to the
    /// container's safe area). Set it to float the dropdown in a particular view, such as a
    /// child view controller's, and always for a field on the keyboard's window (in a view
    /// controller's `inputAccessoryView`): there no dropdown shows until it is set, so none
    /// floats over alerts and sheets presented later. A `UIVisualEffectView` gets the dropdown
    /// in its `contentView`. Held weakly.
    public var containerView: UIView? {
      get { presenter.containerView }
      set { presenter.containerView = newValue }
    }

    /// Attributes for the matched part of each suggestion; `nil` (the default) draws it in
    /// the bold body font.
    public var matchedTextAttributes: [NSAttributedString.Key: Any]? {
      get { presenter.table.matchedTextAttributes }
      set { presenter.table.matchedTextAttributes = newValue }
    }

    // MARK: Inspectable settings

    /// Whether suggestions show at all. Default `true`.
    @IBInspectable public var isAutoFillOn: Bool = true {
      didSet { session.setAutofillOn(isAutoFillOn) }
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

    /// The most typing mistakes a suggestion from a static list may contain: 0 (the default),
    /// 1 or 2; see ``AutofillMatchOptions/maximumTypos``. Short texts get fewer:
    /// none below 4 characters, at most 1 below 8. Suggestions without mistakes come first, and
    /// inline completion never completes from one with mistakes. Values outside 0...2 are
    /// clamped, on the way in and (when set through ``matchOptions``) on the way out.
    @IBInspectable public var maximumTypos: Int {
      get { min(max(configuration.options.maximumTypos, 0), 2) }
      set { configuration.options.maximumTypos = min(max(newValue, 0), 2) }
    }

    /// The most suggestions from a static list. Default 5; negative means no limit (as in
    /// RVS_AutofillTextField, where -1 means no limit). A dynamic source's rows are not
    /// bounded by it: set `configuration.maximumSourceCount`
    /// (``AutofillSuggestionMachine/Configuration/maximumSourceCount``) for those.
    @IBInspectable public var maximumAutofillCount: Int {
      get { configuration.options.maximumCount }
      set { configuration.options.maximumCount = newValue }
    }

    /// How long typing must pause before a dynamic source is asked. Default 250.
    @IBInspectable public var debounceMilliseconds: Int {
      get { configuration.debounceMilliseconds }
      set { configuration.debounceMilliseconds = newValue }
    }

    /// The fewest characters that start suggesting. Default 1.
    @IBInspectable public var minimumQueryLength: Int {
      get { configuration.minimumQueryLength }
      set { configuration.minimumQueryLength = max(1, newValue) }
    }

    /// The most rows visible without scrolling. Default 5.
    @IBInspectable public var maximumVisibleRows: Int {
      get { presenter.maximumVisibleRows }
      set { presenter.maximumVisibleRows = newValue }
    }

    /// The dropdown is at least this wide, and follows the field's width when that is larger;
    /// it never leaves the container. Default 100.
    @IBInspectable public var minimumTableWidthInDisplayUnits: CGFloat {
      get { presenter.minimumWidth }
      set { presenter.minimumWidth = newValue }
    }

    /// Whether the dropdown keeps its opaque look on iOS 26 and later too: rows on
    /// ``tableBackgroundColor`` inside a hairline border, as on earlier iOS. Default `false`:
    /// on iOS 26 and later the rows float on Liquid Glass (a `UIVisualEffectView` with
    /// `UIGlassEffect`), as the system's menus and suggestion lists do, and the glass follows
    /// Reduce Transparency and Increase Contrast as the system's does. Setting
    /// ``tableBackgroundColor`` turns it on, so a host's colour stays its own; turn it off
    /// after that for glass again. A dropdown on screen shows again in the new look.
    @IBInspectable public var usesOpaqueDropdown: Bool {
      get { presenter.table.isOpaque }
      set { presenter.changeLook(isOpaque: newValue) }
    }

    /// The dropdown's background in the opaque look; setting it turns ``usesOpaqueDropdown``
    /// on. Default the system's secondary background, which follows dark mode.
    @IBInspectable public var tableBackgroundColor: UIColor = .secondarySystemBackground {
      didSet { presenter.changeLook(isOpaque: true, background: tableBackgroundColor) }
    }

    /// The color of the dropdown's text. Default the label color, which follows dark mode.
    @IBInspectable public var tableTextColor: UIColor = .label {
      didSet { presenter.table.textColor = tableTextColor }
    }

    // MARK: The dropdown's style

    /// The dropdown's fonts, separator colour and geometry (alignment against the field, gap,
    /// least row height, separators, corner radius); the properties below read and write parts
    /// of it. A change shows at once, in the opaque look and on glass alike.
    ///
    /// ```swift
    /// field.minimumTableWidthInDisplayUnits = 240
    /// field.dropdownStyle.layout.alignment = .center  // centred under a narrower field
    /// field.dropdownStyle.subtitleFont = UIFont(name: "Avenir-Book", size: 14)
    /// ```
    ///
    /// Its subtitle font is set here only (Interface Builder cannot hold a font).
    public var dropdownStyle: AutofillDropdownStyle {
      get { presenter.table.style }
      set { presenter.table.style = newValue }
    }

    /// The rows' title font (``AutofillDropdownStyle/titleFont``), as RVS_AutofillTextField's
    /// `tableFont`. A font made for Dynamic Type (a text style's, or one through
    /// `UIFontMetrics.scaledFont(for:)`) follows Dynamic Type; a fixed one keeps its size
    /// (``AutofillDropdownStyle`` says how); rows grow to fit. Default the body text style, read
    /// back as `UIFont.preferredFont(forTextStyle: .body)`: set, it follows the container's size,
    /// not the field's. An 18-point font that follows Dynamic Type:
    /// `UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 18))`. Code only:
    /// Interface Builder cannot hold a font. The rows' other settings: ``dropdownStyle``.
    public var tableFont: UIFont {
      get { dropdownStyle.titleFont ?? .preferredFont(forTextStyle: .body) }
      set { dropdownStyle.titleFont = newValue }
    }

    /// Which edge of the field a dropdown wider than it lines up with, by name
    /// (``AutofillDropdownLayout/alignmentName``): "leading" (the default), "center" or
    /// "trailing"; any other name is ignored.
    @IBInspectable public var dropdownAlignment: String {
      get { dropdownStyle.layout.alignmentName }
      set { dropdownStyle.layout.alignmentName = newValue }
    }

    /// Points between the field and the dropdown, on the side it opens. Default 2; negative is
    /// 0 (it never covers the field), not finite the default.
    @IBInspectable public var dropdownGap: CGFloat {
      get { dropdownStyle.layout.gap }
      set { dropdownStyle.layout.gap = newValue }
    }

    /// The least height of a row in points, its separator included (as `UITableView.rowHeight`
    /// counts it), not scaled with Dynamic Type; a row whose text needs more is taller.
    /// Default 0: rows are as tall as their text. Negative or not finite is 0.
    @IBInspectable public var minimumTableRowHeight: CGFloat {
      get { dropdownStyle.layout.minimumRowHeight }
      set { dropdownStyle.layout.minimumRowHeight = newValue }
    }

    /// Whether hairline separators divide the rows. Default `true`.
    @IBInspectable public var showsTableSeparators: Bool {
      get { dropdownStyle.layout.showsSeparators }
      set { dropdownStyle.layout.showsSeparators = newValue }
    }

    /// The separators' colour; `nil` (the default) the table's own.
    @IBInspectable public var tableSeparatorColor: UIColor? {
      get { dropdownStyle.separatorColor }
      set { dropdownStyle.separatorColor = newValue }
    }

    /// The radius of the dropdown's corners in points, on the opaque table and the glass.
    /// Default 10; negative is 0, not finite the default.
    @IBInspectable public var tableCornerRadius: CGFloat {
      get { dropdownStyle.layout.cornerRadius }
      set { dropdownStyle.layout.cornerRadius = newValue }
    }

    /// Whether picking a suggestion ends editing. Default `true`, as a form field whose value
    /// is chosen. Ignored while ``triggers`` are set: a mention or tag is picked mid-sentence,
    /// and typing goes on. Turn it off to keep the keyboard up after a pick; the pick is then
    /// one undo step (⌘Z, the undo gesture), which it cannot be when editing ends with it.
    @IBInspectable public var resignsFirstResponderOnSelection: Bool = true

    /// Whether the rest of the best suggestion shows after the caret, dimmed, when it extends
    /// the typed text: → or Return enters it, Backspace removes it first. Default `false`.
    @IBInspectable public var isInlineCompletionOn: Bool {
      get { session.isInlineCompletionOn }
      set { session.isInlineCompletionOn = newValue }
    }

    /// The color of the inline completion's suffix. Default the placeholder color.
    @IBInspectable public var inlineCompletionColor: UIColor = .placeholderText {
      didSet { inlineCompletionLabel.textColor = inlineCompletionColor }
    }

    // MARK: Trigger tokens

    /// Delimiters such as "@" or "#", each with its own source: with triggers set, the field
    /// suggests only while the caret is in a word that starts with a delimiter, and a pick
    /// replaces just that word. Empty (the default): the whole text is the query.
    public var triggers: [AutofillTrigger] = [] {
      didSet { session.setTriggers(triggers, terminators: triggerTerminators) }
    }

    /// Characters besides whitespace that end a trigger's word. Default
    /// ``AutofillTokenFinder/defaultTerminators``.
    public var triggerTerminators: Set<Character> = AutofillTokenFinder.defaultTerminators {
      didSet { session.setTriggers(triggers, terminators: triggerTerminators) }
    }

    // MARK: State

    /// What the dropdown shows now.
    public var dropdownState: AutofillDropdownState { session.state }

    /// The row under the items' rows while the source has not answered them (with
    /// ``showsItemsWithSource``, or before typing): loading, failed, or none.
    public var sourceStatus: AutofillSourceStatus { session.sourceStatus }

    /// Whether the dropdown is shown: it has rows for the editing field and floats in its
    /// container. It stays shown, but hidden where it is, while the field cannot be seen
    /// (scrolled out of view or under a bar, or the field or an ancestor hidden or faded out),
    /// and shows again when it can; the delegate hears no hide or show for that.
    public var isDropdownVisible: Bool { presenter.isVisible }

    /// The dropdown's frame in its container's coordinates, while it is shown (see
    /// ``isDropdownVisible``: also while it is hidden where it is).
    public var dropdownFrame: CGRect? { presenter.frame }

    /// The rest of the best suggestion, shown after the caret, if inline completion is on and
    /// one shows.
    public var inlineCompletion: AutofillInlineCompletion? { session.inlineCompletion }

    // MARK: Driving the dropdown from the host

    /// Moves the highlight, as ↓ and ↑ on a hardware keyboard do; for hosts with keys of their
    /// own, such as a keyboard accessory.
    ///
    /// - Parameter direction: The direction.
    public func moveHighlight(_ direction: AutofillSuggestionMachine.Direction) {
      session.moveHighlight(direction)
    }

    /// Enters the highlighted suggestion, else the inline completion, as Return does.
    ///
    /// - Returns: Whether anything was chosen; if not, nothing happened.
    @discardableResult
    public func selectHighlightedSuggestion() -> Bool { presenter.selectHighlighted() }

    /// Hides the dropdown and the inline completion without changing the text, as Escape
    /// does; typing shows them again.
    public func dismissSuggestions() { session.dismiss() }

    /// The suggestion logic this field drives. Internal: its callbacks are the field's own
    /// plumbing, and a host that replaced one would silently break the field.
    var session: AutofillCompletionSession { presenter.session }
    /// The dropdown: its table, hosting, placement, rotor and row taps.
    let presenter = AutofillDropdownPresenter()
    /// Which of ``items`` and ``source`` the session suggests from.
    var routing = AutofillSourceRouting()
    /// The save and restore of the system's autocorrection and inline predictions.
    var systemSuggestions = AutofillSystemSuggestions()
    /// Whether the field is writing its own autocorrection or prediction type.
    var isWritingOwnTraits = false
    /// Sees selection changes and Return before the host's delegate.
    let delegateProxy = AutofillTextFieldDelegateProxy()
    /// Told each state the dropdown renders, floating or not (a SwiftUI field that shows the
    /// rows itself, inline, turns the presenter's `floats` off).
    var onDropdownStateChange: ((AutofillDropdownState) -> Void)?
    /// Draws the inline completion's suffix after the caret.
    let inlineCompletionLabel = UILabel()
    /// Whether the field is applying the session's edit (its own text change, not the user's).
    var isApplyingEdit = false
    /// Whether `autofillCommonInit` has run: property observers that fire while `init(coder:)` decodes
    /// the storyboard are not the host's choices.
    var hasFinishedInit = false
    /// Whether the field is resigning first responder now.
    var isResigning = false
    /// Whether `.editingChanged` went out while applying an edit.
    var didSendEditingChanged = false

    // MARK: Life cycle

    /// Creates a field in code.
    ///
    /// - Parameter frame: The field's frame.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      autofillCommonInit()
    }

    /// Creates a field from a storyboard or nib; its inspectable settings are applied after.
    ///
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      autofillCommonInit()
    }

    /// Registers targets, observers and callbacks, once.
    private func autofillCommonInit() {
      session.setConfiguration(configuration)
      session.setSecureEntry(isSecureTextEntry)
      presenter.anchor = self
      session.onReplaceText = { [weak self] edit in self?.applyAutofillEdit(edit) ?? false }
      session.onSelect = { [weak self] item in self?.didPick(item) }
      delegateProxy.field = self
      delegateProxy.reinstall = { [weak self] in self?.delegate = nil }
      // A delegate decoded from a nib already went through the `delegate` setter: UIKit holds
      // the proxy, which `takingHost` keeps from becoming its own host.
      super.delegate = delegateProxy.takingHost(super.delegate)
      session.onInlineCompletionChange = { [weak self] _ in self?.updateInlineCompletion() }

      // The table's text colour starts as `tableTextColor`'s default (`.label`); its
      // background is the field's own.
      presenter.table.background = tableBackgroundColor
      inlineCompletionLabel.isHidden = true
      inlineCompletionLabel.isAccessibilityElement = false
      addSubview(inlineCompletionLabel)

      // Notifications about this field, not targets: a host's `removeTarget(nil, action: nil,
      // for: .allEvents)` (cell reuse) removes every target, the field's own included.
      for (name, action) in [
        (UITextField.textDidBeginEditingNotification, #selector(autofillEditingDidBegin)),
        (UITextField.textDidChangeNotification, #selector(autofillEditingChanged)),
        (UITextField.textDidEndEditingNotification, #selector(autofillEditingDidEnd)),
      ] {
        NotificationCenter.default.addObserver(self, selector: action, name: name, object: self)
      }
      hasFinishedInit = true
    }

    // MARK: Properties that change what may be suggested

    /// A secure-entry field never shows suggestions or sends its text to a source.
    open override var isSecureTextEntry: Bool {
      didSet { session.setSecureEntry(isSecureTextEntry) }
    }

    /// The host's choice of autocorrection. While editing a field that suggests for its whole
    /// text, the field turns autocorrection off unless the host set this property (in code, or
    /// to a value other than Default in Interface Builder), and restores the previous value
    /// when editing ends. With ``triggers`` the host's autocorrection stays on.
    open override var autocorrectionType: UITextAutocorrectionType {
      didSet {
        systemSuggestions.autocorrectionDidChange(
          to: autocorrectionType.rawValue, isFieldsOwnWrite: isWritingOwnTraits,
          hasFinishedInit: hasFinishedInit)
      }
    }

    /// The field's `UITextFieldDelegate`: set the host's own delegate here, as on any text
    /// field. UIKit holds a proxy of the field's, which handles what the field needs and passes
    /// every other optional message of the protocol to the delegate set here if that implements
    /// it, answering as UIKit would if not.
    ///
    /// The getter returns a stand-in for the delegate set here, not that delegate (so
    /// `field.delegate === myDelegate` is false), and one for none when none is set (never
    /// `nil`): UIKit and subclasses send some messages through the getter, and those must
    /// reach the proxy. Set back later, the stand-in gives back the delegate it stood for, as
    /// a saved delegate does on any text field (the save, swap and restore of
    /// IQKeyboardReturnKeyHandler, held weakly: it lives as long as that delegate); a message
    /// a later delegate forwards to it reaches that delegate, once. So RxCocoa's delegate
    /// proxies, which need the getter to return what they set, do not work: see the README.
    open override var delegate: (any UITextFieldDelegate)? {
      get { delegateProxy.standInForHost }
      set {
        // Set afresh, so UIKit asks again which messages the (new) host answers.
        super.delegate = nil
        super.delegate = delegateProxy.takingHost(newValue)
      }
    }

    /// Text set in code while editing is reported to the session, so a selection never
    /// replaces a range of an older text.
    open override var text: String? {
      didSet { autofillReportText() }
    }
  }
#endif
