#if canImport(SwiftUI) && canImport(UIKit)
  @preconcurrency import UIKit
  import SwiftUI

  /// Connects an ``AutofillField``'s bindings and environment to its ``AutofillTextField``.
  ///
  /// It decides nothing itself: ``AutofillBindingSync``, ``AutofillFocusSync`` and
  /// ``AutofillFieldContentSync`` say what a change means, ``AutofillDeliveryQueue`` when a
  /// handler runs; the rest copies settings that differ.
  @MainActor
  final class AutofillFieldCoordinator: NSObject, UITextFieldDelegate, AutofillTextFieldDelegate {
    private var text: Binding<String>
    private var textSync: AutofillBindingSync
    private var focusSync = AutofillFocusSync()
    private var settings = AutofillFieldSettings()
    /// The focus binding of this field (`autofillFocused`).
    private var focus: AutofillFocusBinding?
    private var contentSync = AutofillFieldContentSync()
    /// Handlers and binding writes: at the event, or just after SwiftUI's update.
    private var deliveries = AutofillDeliveryQueue<@MainActor () -> Void>()
    /// Whether SwiftUI is updating the view: state must not change now, so bindings and
    /// handlers are called just after.
    private var isUpdating = false
    /// Whether SwiftUI has dismantled the view.
    private var isDetached = false
    /// The field, for whether it is joining or leaving a window.
    private weak var field: AutofillFieldView?
    private var hasRowCell = false
    /// Whether `.autocorrectionDisabled` was applied (the field's own rule applies until it is).
    private var isAutocorrectionDisabled = false
    /// The environment of the last update, handed to custom row views (they are hosted in the
    /// dropdown's cells, outside this view's hierarchy, so they would not see it otherwise).
    private var environment = EnvironmentValues()

    init(text: Binding<String>) {
      self.text = text
      textSync = AutofillBindingSync(text: text.wrappedValue)
    }

    // MARK: From SwiftUI

    func attach(to field: AutofillFieldView) {
      self.field = field
      field.delegate = self
      field.autofillDelegate = self
      field.onSelect = { [weak self] item in self?.didSelect(item) }
      field.addTarget(self, action: #selector(autofillEditingChanged(_:)), for: .editingChanged)
      field.addTarget(
        self, action: #selector(autofillFocusChanged(_:)), for: [.editingDidBegin, .editingDidEnd])
      field.onWindowChange = { [weak self, weak field] in
        guard let self, let field else { return }
        self.syncFocus(of: field)
      }
    }

    func detach(from field: AutofillFieldView) {
      // SwiftUI is removing the view: anything the field reports from now on (it resigns as
      // it leaves the window) must not change state during that update.
      isDetached = true
      field.removeTarget(self, action: nil, for: .allEvents)
      field.onWindowChange = nil
      field.onSelect = nil
      field.autofillDelegate = nil
    }

    func update(
      _ field: AutofillFieldView, with view: AutofillFieldRepresentable,
      environment: EnvironmentValues
    ) {
      isUpdating = true
      defer { isUpdating = false }
      text = view.$text
      settings = environment.autofillFieldSettings
      focus = settings.focus
      self.environment = environment
      apply(view.content, to: field)
      // By the rule for items, as `itemsBeforeTyping`: an equal array re-made in `body` (rows
      // made from the text) does not ask again. Given at all, even empty, the field takes them.
      if let suggestions = view.suggestions,
        !field.session.takesSuggestedItems
          || !AutofillFieldContent.items(suggestions).isSame(as: .items(field.suggestedItems))
      {
        field.suggestedItems = suggestions
      }
      set(field, \.presenter.floats, to: !view.isInline)
      applySettings(to: field)
      applyEnvironment(environment, to: field)
      if field.placeholder != view.placeholder { field.placeholder = view.placeholder }
      syncText(of: field)
      syncFocus(of: field)
    }

    private func apply(_ content: AutofillFieldContent, to field: AutofillFieldView) {
      guard let content = contentSync.update(to: content) else { return }
      // Triggers first, so items or a source replace them.
      if case .triggers(let triggers) = content {
        field.triggers = triggers
      } else if !field.triggers.isEmpty {
        field.triggers = []
      }
      if case .merged(let items, let source) = content {
        field.showsItemsWithSource = true
        field.source = source
        field.items = items
        return
      }
      field.showsItemsWithSource = false
      if case .items(let items) = content { field.items = items }
      if case .source(let source) = content { field.source = source }
    }

    private func applySettings(to field: AutofillFieldView) {
      set(field, \.configuration, to: settings.configuration)
      set(field, \.isInlineCompletionOn, to: settings.isInlineCompletionOn)
      set(field, \.inlineCompletionColor, to: settings.inlineCompletionColor ?? .placeholderText)
      if settings.drawnBorderStyle != settings.borderStyle {
        let name = [.line: "line", .bezel: "bezel", .roundedRect: "roundedRect"][
          settings.borderStyle, default: "\(settings.borderStyle.rawValue)"]
        AutofillFieldWarning.warn("autofillSearchField() draws no border: .\(name) is ignored")
      }
      set(field, \.borderStyle, to: settings.drawnBorderStyle)
      set(field, \.clearButtonMode, to: settings.clearButtonMode)
      let look = AutofillFieldView.searchLook(
        settings.isSearchField, size: environment.dynamicTypeSize)
      set(field, \.searchLook, to: look)
      set(field, \.resignsFirstResponderOnSelection, to: settings.resignsFirstResponderOnSelection)
      set(field, \.usesOpaqueDropdown, to: settings.usesOpaqueDropdown)
      set(field, \.dropdownStyle, to: settings.dropdownStyle)
      // By the rule for items: a re-render with the same list does not redraw an open
      // dropdown, and a pick hands back the current payload.
      let before = settings.itemsBeforeTyping
      if !AutofillFieldContent.items(before).isSame(as: .items(field.itemsBeforeTyping)) {
        field.itemsBeforeTyping = before
      }
      if (settings.rowContent != nil) != hasRowCell {
        hasRowCell.toggle()
        if hasRowCell {
          // The row view and the environment at the time each cell is drawn.
          AutofillFieldRowCell.register(in: field) { [weak self] in
            (self?.settings.rowContent, self?.environment ?? EnvironmentValues())
          }
        } else {
          // The modifier was removed: the field's own cell draws the rows again.
          field.presenter.table.customCells[nil] = nil
          field.presenter.table.reloadRows()
        }
      }

      let changes = [
        set(field, \.keyboardType, to: settings.keyboardType),
        set(field, \.textContentType, to: settings.textContentType),
        set(field, \.returnKeyType, to: settings.returnKeyType),
        set(field, \.autocapitalizationType, to: settings.autocapitalizationType),
      ]
      // The keyboard reads its traits when it appears; a change while it shows needs a reload.
      if changes.contains(true), field.isFirstResponder { field.reloadInputViews() }
    }

    private func applyEnvironment(_ environment: EnvironmentValues, to field: AutofillFieldView) {
      if isAutocorrectionDisabled != environment.autocorrectionDisabled {
        isAutocorrectionDisabled = environment.autocorrectionDisabled
        field.autocorrectionType = isAutocorrectionDisabled ? .no : .default
        // Back to the field's own rule (no autocorrection competing with the dropdown), not a
        // host's choice of the default.
        if !isAutocorrectionDisabled { field.returnToOwnAutocorrectionRule() }
        if field.isFirstResponder { field.reloadInputViews() }
      }
      if set(field, \.isEnabled, to: environment.isEnabled), !field.isEnabled {
        // Not inside SwiftUI's update: resigning posts keyboard notifications that the hosting
        // view reacts to.
        perform { [weak field] in
          if let field, !field.isEnabled, field.isFirstResponder {
            _ = field.resignFirstResponder()
          }
        }
      }
      set(
        field, \.textColor,
        to: environment.isEnabled ? settings.textColor ?? .label : .secondaryLabel)
      let font = AutofillFieldFont.font(
        for: environment.font, settings: settings, size: environment.dynamicTypeSize)
      set(field, \.font, to: font)
      set(field, \.overrideUserInterfaceStyle, to: UIUserInterfaceStyle(environment.colorScheme))
      let isRightToLeft = environment.layoutDirection == .rightToLeft
      set(
        field, \.semanticContentAttribute,
        to: isRightToLeft ? .forceRightToLeft : .forceLeftToRight)
      let alignment: NSTextAlignment =
        switch environment.multilineTextAlignment {
        case .leading: .natural
        case .center: .center
        case .trailing: isRightToLeft ? .left : .right
        }
      set(field, \.textAlignment, to: alignment)
    }

    /// Sets a property only when its value differs: most setters redraw, re-query or reload
    /// the keyboard, and SwiftUI updates the view after every keystroke.
    ///
    /// - Returns: Whether it changed.
    @discardableResult
    private func set<Value: Equatable>(
      _ field: AutofillFieldView, _ property: ReferenceWritableKeyPath<AutofillFieldView, Value>,
      to value: Value
    ) -> Bool {
      guard field[keyPath: property] != value else { return false }
      field[keyPath: property] = value
      return true
    }

    // MARK: Text and focus

    private func syncText(of field: AutofillFieldView) {
      // An edit the field made without telling (none is known) counts as the user's.
      let current = field.text ?? ""
      if current != textSync.fieldText, let value = textSync.fieldDidChange(to: current) {
        write(value)
      }
      guard
        case .setText(let newText, let newCaret) = textSync.bindingDidUpdate(
          to: text.wrappedValue,
          caretUTF16Offset: field.isFirstResponder ? field.caretUTF16Offset : nil)
      else { return }
      field.text = newText
      if let newCaret, field.isFirstResponder { field.autofillPlaceCaret(atUTF16Offset: newCaret) }
    }

    private func syncFocus(of field: AutofillFieldView) {
      guard let focus else { return }
      let action = focusSync.bindingDidUpdate(
        isFocused: focus.get(), isFirstResponder: field.isFirstResponder,
        canBecomeFirstResponder: field.window != nil && field.isEnabled)
      guard action != .none else { return }
      // Not inside SwiftUI's update (peers see "AttributeGraph: cycle detected" otherwise): the
      // keyboard's notifications, and the hosting view's keyboard avoidance, follow at once.
      perform { [weak self, weak field] in
        // The binding may have changed back meanwhile: act only on what it says now.
        guard let self, let field, let isFocused = self.focus?.get(),
          action.stillApplies(
            isFocused: isFocused, isFirstResponder: field.isFirstResponder,
            isInWindow: field.window != nil)
        else { return }
        _ =
          action == .becomeFirstResponder
          ? field.becomeFirstResponder() : field.resignFirstResponder()
      }
    }

    @objc private func autofillEditingChanged(_ field: UITextField) {
      if let value = textSync.fieldDidChange(to: field.text ?? "") { write(value) }
    }

    /// Focus changes reach the binding at the UIKit event, or just after SwiftUI's update when
    /// the field gains or loses focus inside one (another field's request, leaving the screen).
    @objc private func autofillFocusChanged(_ field: UITextField) {
      guard let focus,
        let value = focusSync.fieldDidChangeFocus(
          isFirstResponder: field.isFirstResponder, isFocused: focus.get())
      else { return }
      perform { focus.set(value) }
    }

    /// Writes the field's value and reads it back: an owner that holds it at once (`@State`)
    /// may then change it back, and the field hears that.
    private func write(_ value: String) {
      let text = text
      perform { [weak self] in
        text.wrappedValue = value
        self?.textSync.bindingDidTake(value, readBack: text.wrappedValue)
      }
    }

    // MARK: Events

    private func didSelect(_ item: AutofillItem) {
      let handlers = settings.onSelect
      perform { for handler in handlers { handler(item) } }
    }

    /// Dropdown events: the dropdown also shows, hides and changes state inside SwiftUI's
    /// updates (text or focus set from a binding, the field leaving the screen).
    private func send(_ event: AutofillFieldEvent) {
      let handlers = settings.onEvent
      guard !handlers.isEmpty else { return }
      perform { for handler in handlers { handler(event) } }
    }

    /// Runs `body` now, after what is queued, or just after SwiftUI's update if one is running.
    private func perform(_ body: @escaping @MainActor () -> Void) {
      let isInUpdate = isUpdating || isDetached || field?.isMovingWindow == true
      switch deliveries.enqueue(body, isUpdating: isInUpdate) {
      case .deliverNow: deliver()
      case .deliverAfterUpdate:
        // Holds the coordinator until it runs: a dismantled view's last writes still land.
        Task { @MainActor in if self.deliveries.startDeliveryAfterUpdate() { self.deliver() } }
      case .wait: break
      }
    }

    private func deliver() {
      while let body = deliveries.next() { body() }
    }

    func autofillTextFieldWillShowDropdown(_ field: AutofillTextField) { send(.willShowDropdown) }

    func autofillTextFieldDidShowDropdown(_ field: AutofillTextField) { send(.didShowDropdown) }

    func autofillTextFieldWillHideDropdown(_ field: AutofillTextField) { send(.willHideDropdown) }

    func autofillTextFieldDidHideDropdown(_ field: AutofillTextField) { send(.didHideDropdown) }

    func autofillTextField(_ field: AutofillTextField, didChange state: AutofillDropdownState) {
      send(.stateChanged(state))
    }

    // MARK: Return

    /// Return (when it entered no suggestion): the submit handlers, then editing ends, as in a
    /// SwiftUI `TextField`.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      let handlers = settings.onSubmit
      perform { for handler in handlers { handler() } }
      _ = textField.resignFirstResponder()
      return false
    }
  }
#endif
