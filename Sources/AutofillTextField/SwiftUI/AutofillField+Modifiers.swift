#if canImport(SwiftUI) && canImport(UIKit)
  @preconcurrency import UIKit
  import SwiftUI

  // Each modifier sets the environment, so it applies to every AutofillField below it, as
  // `.textFieldStyle` does for text fields; the innermost setting of a kind wins, and the
  // handlers of `on…` modifiers add up, the innermost first, as SwiftUI's `.onSubmit` on a
  // hierarchy. Focus is the field's own: AutofillField+Focus.swift.

  extension View {
    // MARK: Suggestions

    /// Sets how the ``AutofillField``s below match typed text against their items.
    ///
    /// Applied over the options of a whole configuration (``autofillConfiguration(_:)``) set
    /// further out; one set further in replaces them: the innermost wins.
    ///
    /// - Parameter options: The matching options.
    public func autofillMatchOptions(_ options: AutofillMatchOptions) -> some View {
      autofillConfiguration(\.options, options)
    }

    /// Sets one setting of the ``AutofillField``s below, as the ``AutofillTextField`` property
    /// of that name does, applied over a whole configuration (``autofillConfiguration(_:)``)
    /// set further out; one set further in replaces it. As everywhere, the innermost wins.
    ///
    /// ```swift
    /// AutofillField("Drug", text: $drug, source: drugs)
    ///   .autofillConfiguration(\.showsNoMatchesRow, false)  // hide "No matches", as RVS did
    ///   .autofillConfiguration(\.showsFailureRow, false)  // and the failed row
    ///   .autofillConfiguration(\.returnSelectsFirstSuggestion, true)  // Return picks the first
    /// ```
    ///
    /// - Parameters:
    ///   - setting: The setting, such as ``AutofillSuggestionMachine/Configuration/showsNoMatchesRow``,
    ///     ``AutofillSuggestionMachine/Configuration/showsFailureRow`` or
    ///     ``AutofillSuggestionMachine/Configuration/returnSelectsFirstSuggestion``.
    ///   - value: Its value.
    public func autofillConfiguration<Value>(
      _ setting: WritableKeyPath<AutofillSuggestionMachine.Configuration, Value>, _ value: Value
    ) -> some View {
      transformAutofillSettings { $0.configuration[keyPath: setting] = value }
    }

    /// Sets the timing, paging and texts of the ``AutofillField``s below (debounce, loading
    /// delay, minimum query length, the loading, no-matches and failed rows' texts). It
    /// replaces single settings set further out too
    /// (``autofillConfiguration(_:_:)``, ``autofillMatchOptions(_:)``): the innermost wins.
    ///
    /// - Parameter configuration: The configuration, as ``AutofillTextField/configuration``.
    public func autofillConfiguration(
      _ configuration: AutofillSuggestionMachine.Configuration
    ) -> some View {
      transformAutofillSettings { $0.configuration = configuration }
    }

    /// Shows the rest of the best suggestion after the caret, dimmed, in the ``AutofillField``s
    /// below: → or Return enters it, Backspace removes it first.
    ///
    /// - Parameters:
    ///   - isOn: Whether it shows. The default without this modifier is `false`.
    ///   - color: The suffix's color; `nil` for the placeholder color.
    public func autofillInlineCompletion(_ isOn: Bool = true, color: Color? = nil) -> some View {
      transformAutofillSettings {
        $0.isInlineCompletionOn = isOn
        $0.inlineCompletionColor = color.map { UIColor($0) }
      }
    }

    /// Draws each suggestion row of the ``AutofillField``s below with a SwiftUI view, hosted
    /// in the dropdown's cell with `UIHostingConfiguration`. Loading, no-matches and failed
    /// rows keep the default look; the field still gives each row its VoiceOver label, value
    /// and traits, so keep the view free of accessibility elements of its own.
    ///
    /// ```swift
    /// .autofillRow { row, item in
    ///   HStack {
    ///     Text(row.title)
    ///     Spacer()
    ///     Text(item.subtitle ?? "").foregroundStyle(.secondary)
    ///   }
    /// }
    /// ```
    ///
    /// Rows get this field's Dynamic Type size, layout direction, colour scheme, locale and
    /// legibility weight, but not the rest of its environment: they are hosted in the
    /// dropdown's cells, outside this view's hierarchy. A row view that reads an
    /// `@EnvironmentObject` would stop with "No ObservableObject of type … found": pass what a
    /// row needs into the closure instead (capture the model, or add `.environmentObject(_:)`
    /// inside the row).
    ///
    /// - Parameter content: Makes the view for a row and its item.
    public func autofillRow<Row: View>(
      @ViewBuilder content: @escaping @MainActor (AutofillDropdownRow, AutofillItem) -> Row
    ) -> some View {
      transformAutofillSettings { settings in
        settings.rowContent = { row, item in AnyView(content(row, item)) }
      }
    }

    /// Sets whether picking a suggestion in the ``AutofillField``s below ends editing, as
    /// ``AutofillTextField/resignsFirstResponderOnSelection``. Default `true`; a field with
    /// triggers keeps editing either way.
    ///
    /// - Parameter resigns: Whether a pick ends editing.
    public func autofillResignsOnSelection(_ resigns: Bool) -> some View {
      transformAutofillSettings { $0.resignsFirstResponderOnSelection = resigns }
    }

    /// Sets the items the ``AutofillField``s below show while focused with a text too short to
    /// query (recent picks, favourites), as ``AutofillTextField/itemsBeforeTyping``. Keep
    /// recent picks with ``AutofillRecentItems`` in your own state; the library stores
    /// nothing. To ask the source before typing too, set
    /// ``AutofillSuggestionMachine/Configuration/asksSourceBeforeTyping`` with
    /// `autofillConfiguration(_:)`.
    ///
    /// ```swift
    /// AutofillField("City", text: $city, items: cities)
    ///   .autofillItemsBeforeTyping(recent.items)
    ///   .onAutofillSelect { recent.record($0) }
    /// ```
    ///
    /// - Parameter items: The items, in the order to show them; empty for none.
    public func autofillItemsBeforeTyping(_ items: [AutofillItem]) -> some View {
      transformAutofillSettings { $0.itemsBeforeTyping = items }
    }

    /// Keeps the dropdown of the ``AutofillField``s below in its opaque look on iOS 26 and
    /// later too, as ``AutofillTextField/usesOpaqueDropdown`` does. Without this modifier (or
    /// with `false`) the rows float on Liquid Glass there, as the system's menus do; earlier
    /// iOS always shows the opaque look.
    ///
    /// - Parameter isOpaque: Whether the dropdown is opaque. Default `true`.
    public func autofillOpaqueDropdown(_ isOpaque: Bool = true) -> some View {
      transformAutofillSettings { $0.usesOpaqueDropdown = isOpaque }
    }

    // MARK: Events

    /// Performs an action when the user picks a suggestion in an ``AutofillField`` below,
    /// after the field's text (and its binding) took the pick.
    ///
    /// Like every `onAutofill…` handler, it runs at the event, as SwiftUI's `.onSubmit` does;
    /// only an event that happens while SwiftUI updates the view (when state must not change)
    /// runs just after that update. Handlers run in the order of their events.
    ///
    /// - Parameter action: Called with the picked item.
    public func onAutofillSelect(
      perform action: @escaping @MainActor (AutofillItem) -> Void
    ) -> some View {
      transformAutofillSettings { $0.onSelect.insert(action, at: 0) }
    }

    /// Performs an action when the dropdown of an ``AutofillField`` below shows, hides or
    /// changes state, as ``AutofillTextFieldDelegate`` tells a UIKit host.
    ///
    /// Events arrive in order, on the main actor, as they happen; one that happens while
    /// SwiftUI updates the view (a text or focus set from a binding, the field leaving the
    /// screen) arrives just after that update, so the action may always change state.
    ///
    /// - Parameter action: Called with each event.
    public func onAutofillEvent(
      perform action: @escaping @MainActor (AutofillFieldEvent) -> Void
    ) -> some View {
      transformAutofillSettings { $0.onEvent.insert(action, at: 0) }
    }

    /// Performs an action when the user presses Return in an ``AutofillField`` below (and
    /// Return did not enter a suggestion or an inline completion); the field then ends
    /// editing. SwiftUI's `.onSubmit` reaches only its own text fields; this one runs as it
    /// does, at the Return key.
    ///
    /// - Parameter action: Called on Return.
    public func onAutofillSubmit(perform action: @escaping @MainActor () -> Void) -> some View {
      transformAutofillSettings { $0.onSubmit.insert(action, at: 0) }
    }

    // MARK: Text input

    /// Sets the font of the ``AutofillField``s below when SwiftUI's `.font` cannot say it.
    ///
    /// A SwiftUI `Font` cannot be turned into a `UIFont`; the field maps the text styles
    /// (`.body`, `.headline`, `.title`, …) and uses `.body` for any other font. This font wins
    /// over `.font`; it is scaled for Dynamic Type as text of `style` is, as
    /// `Font.custom(_:size:relativeTo:)`, or, with `nil`, stays at its size, as
    /// `Font.custom(_:fixedSize:)`.
    ///
    /// ```swift
    /// .autofillFont(.monospacedSystemFont(ofSize: 15, weight: .regular), relativeTo: nil)
    /// ```
    ///
    /// - Parameters:
    ///   - font: The font at the default Dynamic Type size. A font already scaled with
    ///     `UIFontMetrics` is taken at its size as it is and scaled again (never an exception):
    ///     pass it unscaled, or with `relativeTo: nil`.
    ///   - style: The text style it scales with; `nil` for a fixed size. Default `.body`.
    public func autofillFont(
      _ font: UIFont, relativeTo style: UIFont.TextStyle? = .body
    ) -> some View {
      transformAutofillSettings {
        $0.font = font
        $0.fontTextStyle = style
      }
    }

    /// Sets the keyboard of the ``AutofillField``s below. SwiftUI's `.keyboardType` reaches
    /// only its own text fields.
    ///
    /// - Parameter type: The keyboard type. Default `.default`.
    public func autofillKeyboardType(_ type: UIKeyboardType) -> some View {
      transformAutofillSettings { $0.keyboardType = type }
    }

    /// Sets the content type of the ``AutofillField``s below, for the system's AutoFill.
    /// SwiftUI's `.textContentType` reaches only its own text fields.
    ///
    /// - Parameter type: The content type; `nil` (the default) for none.
    public func autofillTextContentType(_ type: UITextContentType?) -> some View {
      transformAutofillSettings { $0.textContentType = type }
    }

    /// Sets the Return key of the ``AutofillField``s below. SwiftUI's `.submitLabel` reaches
    /// only its own text fields (and its labels cannot be read as UIKit's).
    ///
    /// - Parameter returnKey: The Return key's type. Default `.default`.
    public func autofillSubmitLabel(_ returnKey: UIReturnKeyType) -> some View {
      transformAutofillSettings { $0.returnKeyType = returnKey }
    }

    /// Sets the border of the ``AutofillField``s below, as `UITextField`'s `borderStyle`.
    /// Default `.none`, as a `TextField` in the automatic style; `.roundedRect` draws what
    /// `.textFieldStyle(.roundedBorder)` does (which reaches only SwiftUI's own text fields).
    ///
    /// - Parameter style: The border style.
    public func autofillBorderStyle(_ style: UITextField.BorderStyle) -> some View {
      transformAutofillSettings { $0.borderStyle = style }
    }

    /// Sets when the keyboard of the ``AutofillField``s below starts a capital. SwiftUI's
    /// `.textInputAutocapitalization` reaches only its own text fields.
    ///
    /// - Parameter type: The capitalization. Default `.sentences`.
    public func autofillAutocapitalization(_ type: UITextAutocapitalizationType) -> some View {
      transformAutofillSettings { $0.autocapitalizationType = type }
    }

    // MARK: The dropdown's style

    /// Sets the dropdown's fonts, separators and geometry (alignment against the field, gap,
    /// least row height, corner radius) for the ``AutofillField``s below, as
    /// ``AutofillTextField/dropdownStyle``. The innermost wins.
    ///
    /// ```swift
    /// AutofillField("Zip", text: $zip, items: zips)
    ///   .autofillDropdownStyle(
    ///     AutofillDropdownStyle(
    ///       titleFont: UIFontMetrics(forTextStyle: .body).scaledFont(
    ///         for: .monospacedDigitSystemFont(ofSize: 17, weight: .regular))))
    /// ```
    ///
    /// - Parameter style: The style (any part left out of its initializer is the default);
    ///   its fonts follow Dynamic Type as ``AutofillDropdownStyle`` says: this one, scaled
    ///   through `UIFontMetrics`, follows it.
    public func autofillDropdownStyle(_ style: AutofillDropdownStyle) -> some View {
      transformAutofillSettings { $0.dropdownStyle = style }
    }
  }
#endif
