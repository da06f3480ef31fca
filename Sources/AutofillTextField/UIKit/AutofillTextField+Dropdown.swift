#if canImport(UIKit)
  @preconcurrency import UIKit

  extension AutofillTextField {
    /// The view controller whose view is the field's screen: the nearest one up the responder
    /// chain, then up its parents while they are not containers of whole screens (a
    /// navigation, tab bar or split view controller). So a field in an embedded child (a
    /// storyboard container view, a page of a page view controller) floats its dropdown over
    /// the screen that holds that child, not inside the child's smaller view.
    var screenViewController: UIViewController? {
      var responder = next
      while let current = responder, !(current is UIViewController) { responder = current.next }
      guard var controller = responder as? UIViewController else { return nil }
      while let parent = controller.parent, !(parent is UINavigationController),
        !(parent is UITabBarController), !(parent is UISplitViewController)
      {
        controller = parent
      }
      return controller
    }

    /// The view the dropdown floats in: ``containerView``; else the root view of the field's
    /// screen; else the window.
    ///
    /// A field in a view controller's input accessory view (a composer) lives in the keyboard's
    /// own window, above the app's windows and above anything the app presents later; a
    /// dropdown there would float over alerts and sheets. So its dropdown floats in the root
    /// view of the view controller whose `inputAccessoryView` holds the field, right above the
    /// accessory, where the keyboard's window lets touches through; a screen presented later
    /// covers it. (For an accessory of a view rather than a view controller, set
    /// ``containerView``.)
    var dropdownContainer: UIView? {
      guard let window else { return nil }
      return containerView ?? accessoryOwner(in: window)?.view ?? screenViewController?.view
        ?? window
    }

    /// The view controller of the scene's app windows whose input accessory view holds the
    /// field, if the field is in a window above theirs.
    private func accessoryOwner(in window: UIWindow) -> UIViewController? {
      guard window.windowLevel > .normal, let scene = window.windowScene else { return nil }
      var pending = scene.windows.filter { $0.windowLevel == .normal }
        .compactMap(\.rootViewController)
      while let controller = pending.popLast() {
        if let accessory = controller.inputAccessoryView, isDescendant(of: accessory) {
          return controller
        }
        pending += controller.children + [controller.presentedViewController].compactMap { $0 }
      }
      return nil
    }

    /// Whether the field or any of its ancestors is hidden.
    var isFieldHiddenInHierarchy: Bool {
      sequence(first: self as UIView, next: \.superview).contains(where: \.isHidden)
    }

    /// Whether the dropdown is on screen now: visible, and not hidden because the field is
    /// scrolled out of view or under a bar.
    var isDropdownOnScreen: Bool { isDropdownVisible && !dropdown.tableView.isHidden }

    /// Renders the session's state: rows, visibility and placement. While a finger is down
    /// on a row the dropdown stays exactly as it is (see
    /// ``AutofillPresentationRules/dropdownUpdate(for:isFirstResponder:isInWindow:isFieldHidden:isPickInProgress:)``).
    func renderDropdown(_ state: AutofillDropdownState) {
      let update = AutofillPresentationRules.dropdownUpdate(
        for: state, isFirstResponder: isFirstResponder, isInWindow: window != nil,
        isFieldHidden: isFieldHiddenInHierarchy,
        isPickInProgress: isDropdownVisible && session.isPickInProgress)
      switch update {
      case .keep:
        return
      case .hide:
        hideDropdown()
      case .show:
        // Once hosted, the dropdown stays in its container until the field moves (see
        // `rehostDropdown`): a screen presented later must not take it.
        guard let container = dropdown.tableView.superview ?? dropdownContainer else {
          hideDropdown()
          break
        }
        showDropdown(state, in: container)
      }
      updateSuggestionsRotor()
      autofillDelegate?.autofillTextField(self, didChange: state)
    }

    private func showDropdown(_ state: AutofillDropdownState, in container: UIView) {
      let wasVisible = isDropdownVisible
      if !wasVisible { autofillDelegate?.autofillTextFieldWillShowDropdown(self) }
      let table = dropdown.tableView
      if table.superview !== container { container.addSubview(table) }
      tracker.start(in: container, below: table)
      // In a scroll view (a `UITableViewController`'s view), cells can be added or reordered
      // above the dropdown: draw it above them whatever the order of subviews.
      table.layer.zPosition = container is UIScrollView ? 1_000 : 0
      dropdown.applyAppearance(of: traitCollection, direction: dropdownDirection)
      dropdown.show(
        AutofillDropdownRow.rows(
          for: state, sourceStatus: session.sourceStatus, texts: configuration.texts),
        of: state,
        triggerIdentifier: session.activeTrigger?.identifier)
      isDropdownVisible = true
      updateDropdownPlacement()
      if !wasVisible { autofillDelegate?.autofillTextFieldDidShowDropdown(self) }
    }

    /// Takes the dropdown off screen (it is kept for reuse) and stops following the field.
    func hideDropdown() {
      guard isDropdownVisible else { return }
      autofillDelegate?.autofillTextFieldWillHideDropdown(self)
      dropdown.tableView.removeFromSuperview()
      tracker.stop()
      isDropdownVisible = false
      dropdownFrame = nil
      autofillDelegate?.autofillTextFieldDidHideDropdown(self)
    }

    /// The semantic content attribute that gives the rows the field's layout direction: the
    /// table floats in a container whose direction may differ (a field forced right to left
    /// in a left-to-right app).
    var dropdownDirection: UISemanticContentAttribute {
      effectiveUserInterfaceLayoutDirection == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
    }

    /// Places the visible dropdown again, with the core's placement rules, from the field's
    /// frame, the container, its safe area (so never over its bars), the keyboard, what clips
    /// the field, and the rows' measured heights.
    ///
    /// The field calls it when its own frame, layout, superview or window changes, when the
    /// container resizes or its safe area changes, when the keyboard moves, when its rows or
    /// traits change, and (a hint UIKit does not document) when an ancestor or an enclosing
    /// scroll view moves; inside the animation block that made the change, so the dropdown
    /// animates along. It places from model frames, never mid-animation positions, and does
    /// nothing when nothing moved. Call it after moving the field in a way none of these
    /// reports: a transform on an ancestor, an ancestor's layer animated directly, or an
    /// ancestor moved to another superview in the same window. A field
    /// found hidden (itself or an ancestor) dismisses its dropdown; a field scrolled out of
    /// view or under a bar hides it until it is back.
    public func updateDropdownPlacement() {
      let table = dropdown.tableView
      guard isDropdownVisible, let container = table.superview, let window else { return }
      switch AutofillPresentationRules.placementUpdate(
        isFieldHidden: isFieldHiddenInHierarchy, isPickInProgress: session.isPickInProgress)
      {
      case .keep:
        return
      case .dismiss:
        session.dismiss()
        return
      case .place:
        break
      }
      tracker.start(in: container, below: table)
      if container.subviews.last !== table { container.bringSubviewToFront(table) }

      // Through the screen's coordinates: an input accessory's field is in another window.
      let screen = window.screen.coordinateSpace
      var input = AutofillPlacement.Input(
        fieldFrame: container.convert(convert(bounds, to: screen), from: screen),
        containerBounds: container.bounds, rowCount: dropdown.rows.count)
      let safeArea = container.safeAreaInsets
      input.safeAreaInsets = AutofillPlacement.Insets(
        top: safeArea.top, left: safeArea.left, bottom: safeArea.bottom, right: safeArea.right)
      input.keyboardFrame = tracker.keyboardFrame(in: container)
      input.isFieldOnKeyboard = container.window !== window
      input.fieldClipRect = fieldClipRect(in: container)
      input.layoutDirection =
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      input.rowHeight = dropdownEstimatedRowHeight
      let visibleRows = AutofillDropdownRow.visibleRowLimit(
        for: dropdown.rows.map(\.kind), maximumSuggestions: maximumVisibleRows)
      input.maximumVisibleRows = visibleRows
      input.minimumWidth = minimumTableWidthInDisplayUnits
      // The width does not depend on the rows' heights; the heights depend on the width.
      let width = AutofillPlacement(input).frame.width
      input.rowHeights = dropdown.measuredRowHeights(
        width: width, count: min(dropdown.rows.count, visibleRows))
      let placement = AutofillPlacement(input)

      table.isHidden = placement.isEmpty
      if table.frame != placement.frame || dropdownFrame == nil {
        table.frame = placement.frame
        dropdownFrame = placement.frame
        autofillDelegate?.autofillTextField(self, didChangeDropdownFrame: placement.frame)
      }
      table.isScrollEnabled = placement.scrolls
      dropdown.reportEndIfLastRowShows()
      keepAboveNewSubviewsAfterLayout(in: container)
    }

    /// A container may add subviews during its own layout, after this placement ran (a table's
    /// new cells, SwiftUI's views in a hosting view): bring the dropdown to the front again
    /// once that layout is done, so a new view never takes the dropdown's touches (`zPosition`
    /// orders drawing, not hit-testing). Runs once per run-loop turn at most, and only when the
    /// dropdown is placed (something moved or changed).
    private func keepAboveNewSubviewsAfterLayout(in container: UIView) {
      guard !isFrontCheckPending else { return }
      isFrontCheckPending = true
      DispatchQueue.main.async { [weak self, weak container] in
        guard let self else { return }
        self.isFrontCheckPending = false
        let table = self.dropdown.tableView
        guard let container, table.superview === container, container.subviews.last !== table
        else { return }
        container.bringSubviewToFront(table)
      }
    }

    /// The part of the container in which the field can be seen: the visible part of every
    /// ancestor that clips it (a scroll view's bounds less the bars over it, or any view that
    /// clips to its bounds), or `nil` if none does.
    private func fieldClipRect(in container: UIView) -> CGRect? {
      var ancestors: [AutofillClippingAncestor] = []
      // A field on the keyboard has no ancestor in the container's window.
      var view = container.window === window ? superview : nil
      while let ancestor = view, ancestor !== container {
        ancestors.append(
          AutofillClippingAncestor(
            bounds: ancestor.convert(ancestor.bounds, to: container),
            visibleBounds: ancestor.convert(
              ancestor.bounds.inset(by: ancestor.safeAreaInsets), to: container),
            isScrollView: ancestor is UIScrollView, clipsToBounds: ancestor.clipsToBounds))
        view = ancestor.superview
      }
      return AutofillPlacement.fieldClipRect(of: ancestors)
    }

    /// A row's height at the current Dynamic Type size, for rows not measured yet.
    private var dropdownEstimatedRowHeight: CGFloat {
      let metrics = UIFontMetrics(forTextStyle: .body)
      return metrics.scaledValue(for: 44, compatibleWith: traitCollection)
    }

    // MARK: Hierarchy, layout and traits

    /// Joining another view re-hosts the dropdown for the new place.
    open override func didMoveToSuperview() {
      super.didMoveToSuperview()
      if isDropdownVisible { rehostDropdown() }
    }

    /// Leaving the window hides the dropdown and stops any pending work.
    open override func didMoveToWindow() {
      super.didMoveToWindow()
      if window == nil {
        session.cancelPick()
        session.dismiss()
        hideDropdown()
      } else if isDropdownVisible {
        rehostDropdown()
      }
    }

    /// The field moved to another view or screen, or the host set ``containerView``, while
    /// the dropdown shows: host it in the container for the new place.
    func rehostDropdown() {
      hideDropdown()
      renderDropdown(session.state)
    }

    /// Keeps the dropdown next to the field when the field's layout changes.
    open override func layoutSubviews() {
      super.layoutSubviews()
      updateDropdownPlacement()
      updateInlineCompletion()
    }

    /// A move of the field itself, by Auto Layout or the host, re-places the dropdown.
    open override var frame: CGRect {
      didSet { if frame != oldValue { updateDropdownPlacement() } }
    }

    /// A move of the field itself re-places the dropdown.
    open override var center: CGPoint {
      didSet { if center != oldValue { updateDropdownPlacement() } }
    }

    /// A resize of the field itself re-places the dropdown.
    open override var bounds: CGRect {
      didSet { if bounds != oldValue { updateDropdownPlacement() } }
    }

    /// Rotation, split view, Dynamic Type and appearance changes re-place and redraw the rows.
    /// (iOS 17 deprecates this for `registerForTraitChanges(_:handler:)`, but still calls it,
    /// and the deprecation does not apply below the package's iOS 16 deployment target.)
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      redrawDropdownRows()
    }

    private func redrawDropdownRows() {
      dropdown.applyAppearance(of: traitCollection, direction: dropdownDirection)
      dropdown.reloadRows()
      updateDropdownPlacement()
    }

    // MARK: Autocorrection and inline predictions

    /// Turns the system's autocorrection, and on iOS 17 its inline predictions, off for this
    /// editing session where the core's rules say so; called before the keyboard appears, so
    /// no `reloadInputViews()` is needed.
    func beginSuppressingAutocorrection() {
      let canSuggest = !items.isEmpty || source != nil || !triggers.isEmpty
      if autocorrectionTypeBeforeSuppression == nil,
        AutofillPresentationRules.suppressesAutocorrection(
          isAutofillOn: isAutoFillOn, isSecureEntry: isSecureTextEntry,
          hasSource: !items.isEmpty || source != nil, usesTriggers: !triggers.isEmpty,
          hostSetAutocorrection: hostAutocorrectionType != nil)
      {
        autocorrectionTypeBeforeSuppression = autocorrectionType
        isSuppressingAutocorrection = true
        autocorrectionType = .no
        isSuppressingAutocorrection = false
      }
      if #available(iOS 17.0, *), autofillSavedInlinePredictionType == nil,
        AutofillPresentationRules.suppressesInlinePredictions(
          isAutofillOn: isAutoFillOn, isSecureEntry: isSecureTextEntry, canSuggest: canSuggest,
          hostChosePredictions: inlinePredictionType != .default)
      {
        // Stored raw: a stored property cannot have a type newer than the deployment target.
        autofillSavedInlinePredictionType = inlinePredictionType.rawValue
        inlinePredictionType = .no
      }
    }

    /// Restores the autocorrection and inline prediction types the field had before editing
    /// began.
    func endSuppressingAutocorrection() {
      if let previous = autocorrectionTypeBeforeSuppression {
        autocorrectionTypeBeforeSuppression = nil
        isSuppressingAutocorrection = true
        autocorrectionType = previous
        isSuppressingAutocorrection = false
      }
      if #available(iOS 17.0, *), let previous = autofillSavedInlinePredictionType {
        autofillSavedInlinePredictionType = nil
        inlinePredictionType = UITextInlinePredictionType(rawValue: previous) ?? .default
      }
    }

    /// Autocorrection is decided before the keyboard comes up.
    open override func becomeFirstResponder() -> Bool {
      beginSuppressingAutocorrection()
      let became = super.becomeFirstResponder()
      if !became { endSuppressingAutocorrection() }
      return became
    }
  }
#endif
