#if canImport(UIKit)
  @preconcurrency import UIKit

  extension AutofillTextField {
    /// The view the dropdown floats in: ``containerView``, else the window.
    var dropdownContainer: UIView? { containerView ?? window }

    /// Whether the field or any of its ancestors is hidden.
    var isHiddenInHierarchy: Bool {
      var view: UIView? = self
      while let current = view {
        if current.isHidden { return true }
        view = current.superview
      }
      return false
    }

    /// Renders the session's state: rows, visibility and placement.
    func render(_ state: AutofillDropdownState) {
      let shows = AutofillPresentationRules.showsDropdown(
        state, isFirstResponder: isFirstResponder, isInWindow: window != nil,
        isFieldHidden: isHiddenInHierarchy)
      if shows, let container = dropdownContainer {
        let wasVisible = isDropdownVisible
        if !wasVisible { autofillDelegate?.autofillTextFieldWillShowDropdown(self) }
        let table = dropdown.tableView
        // The table lives in the container, not under the field: give it the field's direction.
        table.semanticContentAttribute =
          effectiveUserInterfaceLayoutDirection == .rightToLeft
          ? .forceRightToLeft : .forceLeftToRight
        if table.superview !== container {
          table.removeFromSuperview()
          container.addSubview(table)
        } else {
          container.bringSubviewToFront(table)
        }
        dropdown.applyAppearance(of: traitCollection)
        dropdown.show(
          AutofillDropdownRow.rows(for: state, texts: configuration.texts), of: state,
          triggerIdentifier: session.activeTrigger?.identifier)
        isDropdownVisible = true
        startFollowingField()
        updateDropdownPlacement()
        if !wasVisible { autofillDelegate?.autofillTextFieldDidShowDropdown(self) }
      } else {
        hideDropdown()
      }
      updateSuggestionsRotor()
      autofillDelegate?.autofillTextField(self, didChange: state)
    }

    /// Takes the dropdown off screen (it is kept for reuse).
    func hideDropdown() {
      guard isDropdownVisible else { return }
      autofillDelegate?.autofillTextFieldWillHideDropdown(self)
      dropdown.tableView.removeFromSuperview()
      stopFollowingField()
      isDropdownVisible = false
      dropdownFrame = nil
      autofillDelegate?.autofillTextFieldDidHideDropdown(self)
    }

    /// Places the visible dropdown again, with the core's placement rules, from the field's
    /// frame, the container, its safe area, the keyboard and the rows.
    ///
    /// The field calls it when its text, state, layout, traits, the keyboard or an enclosing
    /// scroll view's offset change, and on every screen refresh while the dropdown shows (it
    /// does nothing when nothing moved). Call it to re-place at once, for example in the same
    /// layout pass that moves the field. A field found hidden (itself or an ancestor) hides
    /// its dropdown.
    public func updateDropdownPlacement() {
      guard isDropdownVisible, let container = dropdownContainer else { return }
      if isHiddenInHierarchy {
        session.dismiss()
        return
      }
      var input = AutofillPlacement.Input(
        fieldFrame: convert(bounds, to: container), containerBounds: container.bounds,
        rowCount: dropdown.rows.count)
      let safeArea = container.safeAreaInsets
      input.safeAreaInsets = AutofillPlacement.Insets(
        top: safeArea.top, left: safeArea.left, bottom: safeArea.bottom, right: safeArea.right)
      if let keyboard = keyboardFrameInScreen, let screen = window?.windowScene?.screen {
        input.keyboardFrame = container.convert(keyboard, from: screen.coordinateSpace)
      }
      input.layoutDirection =
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      input.rowHeight = estimatedRowHeight
      input.maximumVisibleRows = maximumVisibleRows
      input.minimumWidth = minimumTableWidthInDisplayUnits
      let placement = AutofillPlacement(input)
      let table = dropdown.tableView
      table.isHidden = placement.isEmpty
      table.isScrollEnabled = dropdown.rows.count > maximumVisibleRows
      guard table.frame != placement.frame || dropdownFrame == nil else { return }
      table.frame = placement.frame
      dropdownFrame = placement.frame
      autofillDelegate?.autofillTextField(self, didChangeDropdownFrame: placement.frame)
    }

    /// A row's height at the current Dynamic Type size, for placement (rows self-size; a
    /// subtitle makes a row taller, so the estimate allows for two lines).
    private var estimatedRowHeight: CGFloat {
      let metrics = UIFontMetrics(forTextStyle: .body)
      return metrics.scaledValue(for: 44, compatibleWith: traitCollection)
    }

    /// Turns the system's autocorrection off for this editing session if the core's rule
    /// says so; called before the keyboard appears, so no `reloadInputViews()` is needed.
    func beginSuppressingAutocorrection() {
      guard autocorrectionTypeBeforeSuppression == nil,
        AutofillPresentationRules.suppressesAutocorrection(
          isAutofillOn: isAutoFillOn, isSecureEntry: isSecureTextEntry,
          hasSource: !items.isEmpty || source != nil || !triggers.isEmpty,
          hostSetAutocorrection: hostAutocorrectionType != nil)
      else { return }
      autocorrectionTypeBeforeSuppression = autocorrectionType
      isSuppressingAutocorrection = true
      autocorrectionType = .no
      isSuppressingAutocorrection = false
    }

    /// Restores the autocorrection type the field had before editing began.
    func endSuppressingAutocorrection() {
      guard let previous = autocorrectionTypeBeforeSuppression else { return }
      autocorrectionTypeBeforeSuppression = nil
      isSuppressingAutocorrection = true
      autocorrectionType = previous
      isSuppressingAutocorrection = false
    }

    /// Autocorrection is decided before the keyboard comes up.
    open override func becomeFirstResponder() -> Bool {
      beginSuppressingAutocorrection()
      let became = super.becomeFirstResponder()
      if !became { endSuppressingAutocorrection() }
      return became
    }

    // MARK: Following the field

    /// Re-places the dropdown once per screen refresh while it shows, so it follows moves the
    /// field cannot observe (keyboard-avoiding animations, sheet detents, navigation
    /// transitions); placement returns at once when nothing moved.
    private func startFollowingField() {
      guard displayLink == nil else { return }
      let link = CADisplayLink(
        target: AutofillDisplayLinkTarget(field: self),
        selector: #selector(AutofillDisplayLinkTarget.tick(_:)))
      // Placement needs no more than 60 updates a second, even on 120 Hz displays.
      link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
      link.add(to: .main, forMode: .common)
      displayLink = link
    }

    private func stopFollowingField() {
      displayLink?.invalidate()
      displayLink = nil
    }

    // MARK: Following the field

    /// Observes the `contentOffset` of every enclosing scroll view, so the dropdown follows
    /// scrolling. Called when the field joins a new superview or window, never on layout.
    func observeScrollingAncestors() {
      scrollObservations = []
      var view = superview
      while let ancestor = view {
        if let scrollView = ancestor as? UIScrollView {
          scrollObservations.append(
            // KVO calls back on the main thread, but its handler is not main-actor isolated
            // in the iOS 16 SDK (and `MainActor.assumeIsolated` is not in its standard
            // library), so the update hops onto the main actor.
            scrollView.observe(\.contentOffset, options: [.new]) { [weak self] _, _ in
              Task { @MainActor in self?.updateDropdownPlacement() }
            })
        }
        view = ancestor.superview
      }
    }

    /// Re-observes the ancestors when the hierarchy changes.
    open override func didMoveToSuperview() {
      super.didMoveToSuperview()
      observeScrollingAncestors()
    }

    /// Leaving the window hides the dropdown and stops any pending work.
    open override func didMoveToWindow() {
      super.didMoveToWindow()
      observeScrollingAncestors()
      if window == nil {
        session.dismiss()
        hideDropdown()
      }
    }

    /// Keeps the dropdown next to the field when the field's layout changes.
    open override func layoutSubviews() {
      super.layoutSubviews()
      updateDropdownPlacement()
      updateInlineCompletion()
    }

    /// Rotation, split view, Dynamic Type and appearance changes re-place and redraw the rows.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      dropdown.applyAppearance(of: traitCollection)
      dropdown.tableView.reloadData()
      updateDropdownPlacement()
    }

    @objc func contentSizeCategoryDidChange(_ notification: Notification) {
      dropdown.applyAppearance(of: traitCollection)
      dropdown.tableView.reloadData()
      updateDropdownPlacement()
    }

    // MARK: The software keyboard

    @objc func keyboardWillChangeFrame(_ notification: Notification) {
      let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
      keyboardFrameInScreen = value?.cgRectValue
      updateDropdownPlacement()
    }

    @objc func keyboardWillHide(_ notification: Notification) {
      keyboardFrameInScreen = nil
      updateDropdownPlacement()
    }
  }

  /// The display link's target: holds the field weakly, so the link (which retains its
  /// target) never keeps the field alive.
  @MainActor
  final class AutofillDisplayLinkTarget: NSObject {
    private weak var field: AutofillTextField?

    init(field: AutofillTextField) { self.field = field }

    @objc func tick(_ link: CADisplayLink) {
      guard let field else {
        link.invalidate()
        return
      }
      field.updateDropdownPlacement()
    }
  }
#endif
