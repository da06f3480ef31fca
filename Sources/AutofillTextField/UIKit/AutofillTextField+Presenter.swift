#if canImport(UIKit)
  @preconcurrency import UIKit

  extension AutofillTextField {
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
    /// ancestor moved to another superview in the same window. A field that cannot be seen
    /// (itself or an ancestor hidden or faded to transparent, scrolled out of view or under a
    /// bar) hides its dropdown until it can, keeping its suggestions.
    public func updateDropdownPlacement() { presenter.place() }

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
      presenter.anchorTraitsDidChange()
    }

    // MARK: Hardware keys and the delegate

    /// ↓, ↑, Return, Escape and → while the dropdown or the inline completion uses them, with
    /// priority over the system's handling; no commands otherwise, so those keys keep their
    /// usual meaning, and none at all while an input method composes (its candidates need
    /// them). Tab and ⌘ shortcuts are never taken.
    open override var keyCommands: [UIKeyCommand]? {
      autofillKeyCommands(adding: super.keyCommands)
    }

    /// The key commands decline while an input method composes.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
      autofillCanPerformKeyAction(action) ?? super.canPerformAction(action, withSender: sender)
    }

    @objc private func autofillHandleKeyCommand(_ command: UIKeyCommand) {
      autofillPerformKeyCommand(command)
    }

    /// Tells the ``autofillDelegate`` what the dropdown did.
    func autofillDropdownDidChange(_ event: AutofillDropdownPresenter.Event) {
      if case .state(let state) = event { onDropdownStateChange?(state) }
      guard let delegate = autofillDelegate else { return }
      switch event {
      case .willShow: delegate.autofillTextFieldWillShowDropdown(self)
      case .didShow: delegate.autofillTextFieldDidShowDropdown(self)
      case .willHide: delegate.autofillTextFieldWillHideDropdown(self)
      case .didHide: delegate.autofillTextFieldDidHideDropdown(self)
      case .state(let state): delegate.autofillTextField(self, didChange: state)
      case .frame(let frame): delegate.autofillTextField(self, didChangeDropdownFrame: frame)
      }
    }
  }
#endif
