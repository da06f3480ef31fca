#if canImport(UIKit)
  @preconcurrency import UIKit

  /// The dropdown of one text input (its anchor): renders the session's state into an
  /// ``AutofillDropdownTable`` over the root view of the anchor's screen, places it with the
  /// core's rules, follows the anchor, and turns row taps into picks. Shared by
  /// ``AutofillTextField`` and ``AutofillTextView``; it decides nothing the core could.
  @MainActor
  final class AutofillDropdownPresenter {
    /// What the anchor hears about its dropdown.
    enum Event {
      case willShow, didShow, willHide, didHide
      /// The session's state was rendered.
      case state(AutofillDropdownState)
      /// The dropdown's frame, in its container, changed.
      case frame(CGRect)
    }

    /// The suggestion logic whose state shows; its anchor drives it.
    let session = AutofillCompletionSession()
    /// The dropdown's table.
    let table = AutofillDropdownTable()
    /// Tells the presenter when to place the dropdown again, while it shows.
    let tracker = AutofillDropdownTracker()
    /// The text input the dropdown belongs to.
    weak var anchor: (any AutofillDropdownAnchor)?
    /// The host's view for the dropdown, if it chose one (see ``container``).
    weak var containerView: UIView? {
      didSet { if isVisible { rehost() } }
    }
    /// The most rows visible without scrolling.
    var maximumVisibleRows = 5 {
      didSet { place() }
    }
    /// The dropdown's least width.
    var minimumWidth: CGFloat = 100 {
      didSet { place() }
    }
    /// Whether the dropdown floats in its container when the state has rows; `false` while the
    /// anchor's host draws the rows itself (it hears each state through the anchor).
    var floats = true {
      didSet { if floats != oldValue { render(session.state) } }
    }
    /// Whether the dropdown is in its container (it may be hidden there, see ``isOnScreen``).
    private(set) var isVisible = false
    /// The dropdown's frame in its container, while it is visible.
    private(set) var frame: CGRect?
    /// The side the open dropdown took at its last placement, kept while it stays open.
    private var openedSide: AutofillPlacement.Side?
    /// The Suggestions rotor on the anchor while the dropdown shows.
    var suggestionsRotor: UIAccessibilityCustomRotor?

    init() {
      tracker.presenter = self
      session.onStateChange = { [weak self] state in self?.render(state) }
      // Queued behind what VoiceOver is saying (the echo of the typed character), rather than
      // cutting it off, and spoken in the texts' language (which may differ from the app's).
      session.onAnnouncement = { [weak session] text in
        guard let language = session?.configuration.texts.language else { return }
        let attributes: [NSAttributedString.Key: Any] = [
          .accessibilitySpeechQueueAnnouncement: true, .accessibilitySpeechLanguage: language,
        ]
        UIAccessibility.post(
          notification: .announcement,
          argument: NSAttributedString(string: text, attributes: attributes))
      }
      table.presenter = self
    }

    /// Whether the dropdown is on screen now: visible, and not hidden because the anchor cannot
    /// be seen (hidden, transparent, scrolled out of view or under a bar).
    var isOnScreen: Bool { isVisible && !table.view.isHidden }

    /// Renders the session's state: rows, visibility and placement. While a finger is down
    /// on a row the dropdown stays exactly as it is (see
    /// ``AutofillPresentationRules/dropdownUpdate(for:isFirstResponder:isInWindow:isPickInProgress:)``).
    func render(_ state: AutofillDropdownState) {
      guard let anchor else { return }
      let update = AutofillPresentationRules.dropdownUpdate(
        for: state, isFirstResponder: anchor.isFirstResponder, isInWindow: anchor.window != nil,
        isPickInProgress: isVisible && session.isPickInProgress)
      if update == .keep { return }
      // Once hosted, the dropdown stays in its container until the anchor moves (see `rehost`):
      // a screen presented later must not take it. With no container, it hides.
      if update == .show, floats, let container = table.view.superview ?? container {
        show(state, in: container, anchor: anchor)
      } else {
        hide()
      }
      updateSuggestionsRotor()
      anchor.autofillDropdownDidChange(.state(state))
    }

    private func show(
      _ state: AutofillDropdownState, in container: UIView, anchor: any AutofillDropdownAnchor
    ) {
      let wasVisible = isVisible
      if !wasVisible {
        anchor.autofillDropdownDidChange(.willShow)
        table.applyLook()
      }
      // Added last, so in front of what the container holds when it shows, once: an overlay
      // the host adds later (a HUD, a toast) stays above it (except in a scroll view, below).
      if table.view.superview !== container { container.addSubview(table.view) }
      table.applyAppearance(of: anchor)
      table.show(
        AutofillDropdownRow.rows(
          for: state, sourceStatus: session.sourceStatus, texts: session.configuration.texts),
        of: state, triggerIdentifier: session.activeTrigger?.identifier)
      isVisible = true
      place()
      if !wasVisible { anchor.autofillDropdownDidChange(.didShow) }
    }

    /// Takes the dropdown off screen (it is kept for reuse) and stops following the anchor.
    func hide() {
      guard isVisible else { return }
      anchor?.autofillDropdownDidChange(.willHide)
      table.view.removeFromSuperview()
      tracker.stop()
      isVisible = false
      frame = nil
      openedSide = nil
      anchor?.autofillDropdownDidChange(.didHide)
    }

    /// Places the visible dropdown again, with the core's placement rules, from the anchor's
    /// frame, the container, its safe area (so never over its bars), the keyboard, what clips
    /// the anchor, and the rows' measured heights (see
    /// ``AutofillTextField/updateDropdownPlacement()``).
    func place() {
      let dropdown = table.view
      guard isVisible, let anchor, let container = dropdown.superview, let window = anchor.window
      else { return }
      // Followed (again, if its superviews changed) hidden too, so it shows again.
      tracker.start(in: container, below: dropdown)
      // Hidden or transparent, the anchor or an ancestor under the container: the anchor cannot
      // be seen. Exactly the views the tracker observes, so one that hides it shows it again.
      let views = AutofillDropdownTracker.visibilityViews(of: anchor, in: container)
      let isSeen = AutofillPresentationRules.isFieldVisible(views.map { ($0.isHidden, $0.alpha) })
      let update = AutofillPresentationRules.placementUpdate(
        isFieldVisible: isSeen, isPickInProgress: session.isPickInProgress)
      // Hidden where it is, kept and followed: it shows again when the anchor can be seen. Left
      // exactly as it is while a finger is down on a row.
      if update == .hide { dropdown.isHidden = true }
      guard update == .place else { return }
      // A table that is the container (a `UITableViewController`'s view) adds its own cells and
      // separators in front of views added to it, as it scrolls: there, and only there, the
      // dropdown comes back to the front at each placement (each scroll places it).
      if container is UIScrollView, container.subviews.last !== dropdown {
        container.bringSubviewToFront(dropdown)
      }

      // Through the screen's coordinates: an input accessory's anchor is in another window.
      let screen = window.screen.coordinateSpace
      var input = AutofillPlacement.Input(
        fieldFrame: container.convert(anchor.convert(anchor.bounds, to: screen), from: screen),
        containerBounds: container.bounds, rowCount: table.rows.count)
      let safeArea = container.safeAreaInsets
      input.safeAreaInsets = AutofillPlacement.Insets(
        top: safeArea.top, left: safeArea.left, bottom: safeArea.bottom, right: safeArea.right)
      input.keyboardFrame = tracker.keyboardFrame(in: container)
      input.isFieldOnKeyboard = container.window !== window
      input.fieldClipRect = clipRect(of: anchor, in: container)
      input.layoutDirection =
        anchor.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      // A row's height at the current Dynamic Type size, for rows not measured yet.
      input.rowHeight = UIFontMetrics(forTextStyle: .body).scaledValue(
        for: 44, compatibleWith: anchor.traitCollection)
      input.gap = table.style.layout.gap
      input.alignment = table.style.layout.alignment
      input.maximumVisibleRows = AutofillDropdownRow.visibleRowLimit(
        for: table.rows.map(\.kind), maximumSuggestions: maximumVisibleRows)
      input.minimumWidth = minimumWidth
      // The width does not depend on the rows' heights; the heights depend on the width.
      let width = AutofillPlacement(input).frame.width
      input.rowHeights = table.measuredRowHeights(width: width, count: input.maximumVisibleRows)
      input.openedSide = openedSide
      input.leadingTitleRows = table.rows.prefix { $0.kind == .sectionTitle }.count
      let placement = AutofillPlacement(input)
      openedSide = placement.side

      dropdown.isHidden = placement.isEmpty
      if dropdown.frame != placement.frame || frame == nil {
        dropdown.frame = placement.frame
        // On glass, the table fills the glass's content view (from its origin: a table that
        // was placed opaque before kept its frame in the container).
        if dropdown !== table.tableView { table.tableView.frame = dropdown.bounds }
        frame = placement.frame
        anchor.autofillDropdownDidChange(.frame(placement.frame))
      }
      table.tableView.isScrollEnabled = placement.scrolls
      table.reportEndIfLastRowShows()
    }

    /// The part of the container in which the anchor can be seen: the visible part of every
    /// ancestor under the container that clips it (a scroll view's bounds less the bars over
    /// it, or any view that clips to its bounds), or `nil` if none does. The container and what
    /// holds it clip the dropdown too; an anchor on the keyboard has no ancestor in the
    /// container's window.
    private func clipRect(of anchor: UIView, in container: UIView) -> CGRect? {
      AutofillPlacement.fieldClipRect(
        of: AutofillDropdownTracker.visibilityViews(of: anchor, in: container).dropFirst().map {
          ancestor in
          AutofillClippingAncestor(
            bounds: ancestor.convert(ancestor.bounds, to: container),
            visibleBounds: ancestor.convert(
              ancestor.bounds.inset(by: ancestor.safeAreaInsets), to: container),
            isScrollView: ancestor is UIScrollView, clipsToBounds: ancestor.clipsToBounds)
        })
    }

    // MARK: The anchor's hierarchy and traits

    /// The anchor joined another superview: the dropdown is hosted for the new place.
    func anchorDidMoveToSuperview() {
      if isVisible { rehost() }
    }

    /// The anchor left its window (the dropdown hides and pending work stops) or joined one.
    func anchorDidMoveToWindow() {
      if anchor?.window == nil {
        session.cancelPick()
        session.dismiss()
        hide()
      } else if isVisible {
        rehost()
      }
    }

    /// The anchor moved to another view or screen, the host set ``containerView``, or the
    /// look changed (glass or opaque), while the dropdown shows: host it again.
    func rehost() {
      hide()
      render(session.state)
    }

    /// Chooses the opaque look (with `background`, if given) or glass on iOS 26 and later. A
    /// new background shows at once on an opaque table; only a change between glass and opaque
    /// (iOS 26 and later) shows the dropdown again, so setting the same look or a colour does
    /// not hide and show it (the host would hear of both, and a touch on a row would be lost).
    func changeLook(isOpaque: Bool, background: UIColor? = nil) {
      if let background { table.background = background }
      if table.view === table.tableView { table.tableView.backgroundColor = table.background }
      guard isOpaque != table.isOpaque else { return }
      table.isOpaque = isOpaque
      if #available(iOS 26.0, *), isVisible { rehost() }
    }

    /// Rotation, split view, Dynamic Type and appearance changes redraw and re-place the rows.
    func anchorTraitsDidChange() {
      guard let anchor else { return }
      table.applyAppearance(of: anchor)
      table.reloadRows()
      place()
    }

    // MARK: Hosting

    /// The view the dropdown floats in: ``containerView``; else the root view of the anchor's
    /// screen (``AutofillScreenRule``); else the app window. An anchor in a window above the
    /// app's (an input accessory view, on the keyboard's window) gets no dropdown unless the
    /// host sets ``containerView``: there it would float over alerts and sheets presented
    /// later. A `UIVisualEffectView` takes subviews only in its `contentView`, so the dropdown
    /// goes there.
    var container: UIView? {
      guard let anchor, let window = anchor.window else { return nil }
      // The keyboard's window is above every level UIKit names for an app's own windows.
      let isAppWindow = window.windowLevel <= .alert
      let view =
        containerView ?? screenViewController(of: anchor, isAppWindow: isAppWindow)?.view
        ?? (isAppWindow ? window : nil)
      return (view as? UIVisualEffectView)?.contentView ?? view
    }

    /// The view controller whose view is the anchor's screen, by ``AutofillScreenRule``: the
    /// nearest one up the responder chain, then its parents.
    private func screenViewController(of anchor: UIView, isAppWindow: Bool) -> UIViewController? {
      let responders = sequence(first: anchor as UIResponder, next: \.next)
      guard let nearest = responders.lazy.compactMap({ $0 as? UIViewController }).first
      else { return nil }
      let chain = Array(sequence(first: nearest, next: \.parent))
      let index = AutofillScreenRule.screenIndex(
        in: chain.map {
          $0 is UINavigationController || $0 is UITabBarController
            || $0 is UISplitViewController ? .screenContainer : .content
        }, isAppWindow: isAppWindow)
      return index.map { chain[$0] }
    }
  }
#endif
