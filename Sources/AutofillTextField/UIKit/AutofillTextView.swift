#if canImport(UIKit)
  @preconcurrency import UIKit

  /// A multi-line composer that suggests people, tags or anything else after a trigger such
  /// as "@" or "#", in the same non-modal dropdown as ``AutofillTextField``, and keeps each
  /// pick as a mention: a range of the text that stands for the picked item.
  ///
  /// ```swift
  /// let composer = AutofillTextView(frame: .zero, textContainer: nil)
  /// composer.triggers = [AutofillTrigger("@", items: people)]
  /// composer.mentionAttributes = [.foregroundColor: UIColor.systemBlue]
  /// composer.maximumHeight = 120
  /// // Later, when sending:
  /// for (range, item) in composer.mentions { print(range, item.refCon ?? item.value) }
  /// ```
  ///
  /// - **Suggestions.** The ``triggers`` and their sources, the session, the dropdown's
  ///   hosting (the screen's root view, or the view controller whose input accessory view holds
  ///   the composer), its placement, VoiceOver rotor and hardware keys (↓ ↑ Return Escape) are
  ///   those of ``AutofillTextField``. A pick replaces the trigger's word and is one undo step.
  /// - **Mentions.** The text's attributes are the only record of the mentions: each mention is
  ///   a run of the ``Foundation/NSAttributedString/Key/autofillMention`` attribute, whose
  ///   ``AutofillMentionAttribute`` holds its item, and carries ``mentionAttributes``. After
  ///   any change (typing, paste, undo, dictation, autocorrection, Writing Tools, text set in
  ///   code), one pass over the changed paragraphs keeps the runs that are still whole
  ///   mentions and makes the others plain text (``AutofillMentionRuns``); only Backspace at a
  ///   mention and a deletion widened by ``editInsideMention`` are decided before an edit
  ///   (``backspaceAtEnd``). While an input method composes, no query is sent and the pass
  ///   waits for the commit. An `attributedText` read from the composer and set again (a draft
  ///   saved and restored) brings its mentions back, and a host can build one itself. A paste
  ///   of what the composer itself copied or cut, while the pasteboard has not changed since
  ///   (its `changeCount`, `types` and text), keeps its mentions; any other paste is plain text.
  /// - **VoiceOver.** A "Mentions" rotor (``AutofillStateTexts/mentionsRotorName``) moves
  ///   from mention to mention, each read as one range of text; Backspace selecting a mention
  ///   is announced (``AutofillStateTexts/mentionSelectedFormat``).
  /// - **Size.** With ``maximumHeight`` set, it grows with its text up to it, then scrolls:
  ///   pin its top or bottom and let its intrinsic height work. Dynamic Type and right-to-left text work as in
  ///   any `UITextView` (it adjusts its font for the content size category by default).
  /// - **Secure entry** is not a composer's concern: a `UITextView` shows its text, so
  ///   `isSecureTextEntry` is not supported; use an ``AutofillTextField`` for secrets. (Set
  ///   anyway, it turns suggestions off: nothing typed is sent to a source.)
  ///
  /// The host's `delegate` keeps working (see ``delegate``), and hears `textViewDidChange`
  /// once for every change, the composer's own (a pick, a widened deletion, a paste with
  /// mentions) too. Subclassing: the UIKit methods it overrides stay `open`; an override must
  /// call `super`.
  @MainActor
  open class AutofillTextView: UITextView {
    // MARK: Suggestions

    /// Delimiters such as "@" or "#", each with its own source: the composer suggests while
    /// the caret is in a word that starts with one, and a pick replaces that word.
    public var triggers: [AutofillTrigger] = [] {
      didSet { session.setTriggers(triggers, terminators: triggerTerminators) }
    }

    /// Characters besides whitespace that end a trigger's word. Default
    /// ``AutofillTokenFinder/defaultTerminators``.
    public var triggerTerminators: Set<Character> = AutofillTokenFinder.defaultTerminators {
      didSet { session.setTriggers(triggers, terminators: triggerTerminators) }
    }

    /// The matching, timing and text settings, for every trigger.
    public var configuration = AutofillSuggestionMachine.Configuration() {
      didSet {
        session.setConfiguration(configuration)
        updateMentionsRotor()
      }
    }

    /// Called when the user picks an item, after the mention is in the text.
    public var onSelect: ((AutofillItem) -> Void)?

    /// Called after the dropdown is shown (`true`) and after it is hidden (`false`), as
    /// ``isDropdownVisible`` changes, for a host that lays out around it (a chat screen that
    /// moves its last message into view, say).
    public var onDropdownVisibilityChange: ((Bool) -> Void)?

    /// What the dropdown shows now.
    public var dropdownState: AutofillDropdownState { session.state }

    /// Whether the dropdown is shown: it has rows for the editing composer and floats in its
    /// container. It stays shown, but hidden where it is, while the composer cannot be seen
    /// (scrolled out of view or under a bar, or it or an ancestor hidden or faded out), and
    /// shows again when it can; ``onDropdownVisibilityChange`` is not called for that.
    public var isDropdownVisible: Bool { presenter.isVisible }

    /// The view the dropdown is added to; `nil` (the default) as for
    /// ``AutofillTextField/containerView``. Held weakly.
    public var containerView: UIView? {
      get { presenter.containerView }
      set { presenter.containerView = newValue }
    }

    /// The most rows visible without scrolling. Default 5.
    public var maximumVisibleRows: Int {
      get { presenter.maximumVisibleRows }
      set { presenter.maximumVisibleRows = newValue }
    }

    /// Whether the dropdown keeps its opaque look on iOS 26 and later too, as
    /// ``AutofillTextField/usesOpaqueDropdown``: default `false`, Liquid Glass there and the
    /// opaque table before iOS 26. The opaque table is on the system background (the composer
    /// has no `tableBackgroundColor`). A dropdown on screen shows again in the new look.
    @IBInspectable public var usesOpaqueDropdown: Bool {
      get { presenter.table.isOpaque }
      set { presenter.changeLook(isOpaque: newValue) }
    }

    /// Places the visible dropdown again; see ``AutofillTextField/updateDropdownPlacement()``.
    public func updateDropdownPlacement() { presenter.place() }

    /// Selects the suggestion at `row` as if the user tapped it: its value replaces the
    /// trigger's word, as one undo step, and becomes a mention.
    ///
    /// - Parameter row: The suggestion's index in ``dropdownState``; out of range does nothing.
    public func selectSuggestion(at row: Int) { presenter.select(row: row) }

    /// Hides the dropdown without changing the text, as Escape does.
    public func dismissSuggestions() { session.dismiss() }

    // MARK: Growth

    /// The most height the composer grows to with its text; taller text scrolls inside it
    /// (`.infinity`: no limit). Leave the composer's height to its intrinsic size then. Default
    /// 0: it does not grow, and scrolls in the height the host gives it, as any text view.
    public var maximumHeight: CGFloat = 0 {
      didSet { updateHeight() }
    }

    /// The height that fits the text, at most ``maximumHeight`` (see
    /// ``AutofillGrowingHeight``), as last measured; no intrinsic width.
    open override var intrinsicContentSize: CGSize {
      guard maximumHeight > 0, let reportedHeight else { return super.intrinsicContentSize }
      return CGSize(width: UIView.noIntrinsicMetric, height: reportedHeight)
    }

    private var growth: AutofillGrowingHeight? {
      // Not growing (the default) measures nothing.
      guard bounds.width > 0, maximumHeight > 0 else { return nil }
      let fitting = sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude))
      return AutofillGrowingHeight(contentHeight: fitting.height, maximumHeight: maximumHeight)
    }

    /// Whether an iOS 18 Writing Tools session works on the text (it may put back text that
    /// carries its mentions, as when the person toggles to the original).
    var isWritingToolsSessionActive: Bool {
      if #available(iOS 18.0, *) { return isWritingToolsActive }
      return false
    }

    /// Scrolls only when the text is taller than the composer may grow, and asks for a new
    /// intrinsic height when the text's changed. After a change within `paragraphs`, the whole
    /// text is measured only when they say its lines may have changed
    /// (``AutofillGrowingHeight/Measuring``). Exclusion paths wrap text around shapes that a
    /// paragraph laid out alone does not see: with any, every change measures the whole text.
    func updateHeight(changed paragraphs: NSRange? = nil) {
      let alone = textContainer.exclusionPaths.isEmpty ? paragraphs : nil
      guard bounds.width > 0,
        maximumHeight <= 0
          || measuring.needsWholeText(
            changed: alone, height: alone.map(heightAlone),
            textLength: textStorage.length, width: bounds.width)
      else { return }
      let step = AutofillGrowingHeight.step(
        reported: reportedHeight, isScrollEnabled: isScrollEnabled, to: growth)
      reportedHeight = step.reported
      if let scrolls = step.scrollEnabled { isScrollEnabled = scrolls }
      if step.scrollsToCaret { scrollRangeToVisible(selectedRange) }
      if step.invalidatesIntrinsicSize { invalidateIntrinsicContentSize() }
    }

    /// The height of `range`'s text laid out alone at the text's width, with a zero-width
    /// space after it so that a line break at its end counts as the line it starts.
    private func heightAlone(_ range: NSRange) -> CGFloat {
      let text = NSMutableAttributedString(
        attributedString: textStorage.attributedSubstring(from: range))
      text.append(NSAttributedString(string: "\u{200B}", attributes: typingAttributes))
      let width = textContainer.size.width - 2 * textContainer.lineFragmentPadding
      return text.boundingRect(
        with: CGSize(width: width, height: .greatestFiniteMagnitude),
        options: .usesLineFragmentOrigin, context: nil
      ).height
    }

    // MARK: Internals

    /// The suggestion logic the composer drives.
    var session: AutofillCompletionSession { presenter.session }
    /// The dropdown: table, hosting, placement, suggestions rotor, row taps, keys.
    let presenter = AutofillDropdownPresenter()
    /// Stands between UIKit and the host's delegate.
    let delegateProxy = AutofillTextViewDelegateProxy()
    /// The mentions' rules and attributes, the pass after each change, the pick under way and
    /// the last copy; the mentions themselves are the text storage's runs.
    /// Made on first use, which may be while a decoder sets `font` or `text`, before the common
    /// init: so it is wired to the composer here, not there.
    lazy var mentionState: AutofillComposerMentions<NSTextStorage> = {
      let state = AutofillComposerMentions(
        text: textStorage, mentionAttributes: [.foregroundColor: UIColor.tintColor])
      state.plainFallback = { [weak self] in self?.plainFallback ?? [:] }
      state.canSettle = { [weak self] in self?.canSettleMentions ?? false }
      return state
    }()
    /// Whether the composer is making an edit itself (a pick, a widened deletion, a paste with
    /// mentions), already asked of the host, which it tells once it is made.
    var isApplyingEdit = false
    var isResigning = false
    /// The save and restore of iOS 17's inline predictions, by the field's rule.
    var systemSuggestions = AutofillSystemSuggestions()
    /// The intrinsic height last reported, and the rotor over the mentions.
    var reportedHeight: CGFloat?
    var measuring = AutofillGrowingHeight.Measuring()
    var laidOutSize = CGSize.zero
    var mentionsRotor: UIAccessibilityCustomRotor?

    /// Creates a composer in code.
    ///
    /// - Parameters:
    ///   - frame: Its frame.
    ///   - textContainer: A text container, or `nil` for the default.
    public override init(frame: CGRect, textContainer: NSTextContainer?) {
      super.init(frame: frame, textContainer: textContainer)
      autofillCommonInit()
    }

    /// Creates a composer from a storyboard or nib.
    ///
    /// - Parameter coder: The decoder.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      autofillCommonInit()
    }

    private func autofillCommonInit() {
      presenter.anchor = self
      session.setConfiguration(configuration)
      session.setSecureEntry(isSecureTextEntry)
      session.onReplaceText = { [weak self] edit in self?.applyPick(edit) ?? false }
      session.onSelect = { [weak self] item in self?.didPick(item) }
      // A token that runs into a mention (the caret right after "@Ana") suggests nothing.
      session.excludesToken = { [weak self] range in
        self.map { AutofillMentionRuns.intersectsMention(range, in: $0.textStorage) } ?? false
      }
      delegateProxy.textView = self
      delegateProxy.reinstall = { [weak self] in self?.delegate = nil }
      // A delegate decoded from a nib already went through the `delegate` setter: UIKit holds
      // the proxy, which `takingHost` keeps from becoming its own host.
      super.delegate = delegateProxy.takingHost(super.delegate)
      if font == nil { font = .preferredFont(forTextStyle: .body) }
      hostTextColor = super.textColor  // a nib's, read before any mention exists
      adjustsFontForContentSizeCategory = true
      NotificationCenter.default.addObserver(
        self, selector: #selector(autofillTextStorageDidProcessEditing(_:)),
        name: NSTextStorage.didProcessEditingNotification, object: textStorage)
      updateMentionsRotor()
    }

    /// Set it to your `UITextViewDelegate` as on any text view. UIKit holds the composer's
    /// proxy, which handles what the composer needs (iOS 18's Writing Tools leave the mentions
    /// alone besides your ranges) and passes every other optional message of
    /// `UITextViewDelegate` and `UIScrollViewDelegate` to yours if it implements it; iOS 26's
    /// multi-range change question is asked in the single-range form's place.
    ///
    /// The getter returns a stand-in for your delegate (never `nil`), as on
    /// ``AutofillTextField/delegate``: set back, it gives your delegate back (save, swap and
    /// restore); RxCocoa's delegate proxies do not work (see the README).
    open override var delegate: (any UITextViewDelegate)? {
      get { delegateProxy.standInForHost }
      set {
        // Set afresh, so UIKit asks again which messages the (new) host answers.
        super.delegate = nil
        super.delegate = delegateProxy.takingHost(newValue)
      }
    }

    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// Text set in code is plain text (its mentions go), is reported to the session while
    /// editing, and sets the height.
    open override var text: String! {
      didSet { autofillTextDidChange() }
    }

    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// An attributed text set in code brings back as mentions the runs that carry the
    /// ``Foundation/NSAttributedString/Key/autofillMention`` attribute (an `attributedText` read
    /// from a composer does), each whole run of one value that
    /// ``AutofillMentionAttribute/isWhole(_:of:)`` accepts, styled with ``mentionAttributes``.
    open override var attributedText: NSAttributedString! {
      didSet { autofillTextDidChange(restylingAll: true) }
    }

    /// A font set on the whole text keeps the mentions' styling, and measures the height.
    open override var font: UIFont? {
      didSet {
        settleMentions(restylingAll: true)
        updateHeight()
      }
    }

    /// New insets measure the height again.
    open override var textContainerInset: UIEdgeInsets {
      didSet { updateHeight() }
    }

    /// A text color set on the whole text keeps the mentions' color.
    open override var textColor: UIColor? {
      get { super.textColor }
      set {
        hostTextColor = newValue
        super.textColor = newValue
        settleMentions(restylingAll: true)
      }
    }

    /// The text color the host set, kept apart: the getter may report the first character's,
    /// which is a mention's when the text starts with one (rajdeep/proton#15).
    var hostTextColor: UIColor?

    /// Secure entry is not supported (see above), but set, nothing typed is sent to a source
    /// and nothing is suggested, as in ``AutofillTextField``.
    open override var isSecureTextEntry: Bool {
      didSet { session.setSecureEntry(isSecureTextEntry) }
    }

    // MARK: Hierarchy, layout and traits

    /// Joining another view re-hosts the dropdown for the new place.
    open override func didMoveToSuperview() {
      super.didMoveToSuperview()
      presenter.anchorDidMoveToSuperview()
    }

    /// Leaving the window hides the dropdown and stops any pending work.
    open override func didMoveToWindow() {
      super.didMoveToWindow()
      presenter.anchorDidMoveToWindow()
    }

    /// A new size re-places the dropdown, and a new width measures the height again (a new
    /// height is the composer's own growth, or the host's, and changes no line). Scrolling
    /// lays a text view out on every frame; that alone does neither.
    open override func layoutSubviews() {
      super.layoutSubviews()
      guard bounds.size != laidOutSize else { return }
      defer { laidOutSize = bounds.size }
      if bounds.width != laidOutSize.width { updateHeight() }
      presenter.place()
    }

    /// A move of the composer itself re-places the dropdown.
    open override var frame: CGRect {
      didSet { if frame != oldValue { presenter.place() } }
    }

    /// A move of the composer itself re-places the dropdown.
    open override var center: CGPoint {
      didSet { if center != oldValue { presenter.place() } }
    }

    /// A resize re-places the dropdown (scrolling, which moves only the bounds' origin, does
    /// not).
    open override var bounds: CGRect {
      didSet { if bounds.size != oldValue.size { presenter.place() } }
    }

    /// Rotation, Dynamic Type and appearance changes redraw the rows and measure the height
    /// again. (See ``AutofillTextField/traitCollectionDidChange(_:)`` on its deprecation.)
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      presenter.anchorTraitsDidChange()
      updateHeight()
      // Dynamic Type's font may be applied after this call: measure again once it is.
      if previousTraitCollection?.preferredContentSizeCategory
        != traitCollection.preferredContentSizeCategory
      {
        DispatchQueue.main.async { [weak self] in self?.updateHeight() }
      }
    }
  }
#endif
