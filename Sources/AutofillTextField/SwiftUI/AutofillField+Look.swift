#if canImport(SwiftUI) && canImport(UIKit)
  @preconcurrency import UIKit
  import SwiftUI

  extension View {
    /// Shows UIKit's clear button in the ``AutofillField``s below, as `UITextField`'s
    /// `clearButtonMode`: tapping it empties the text (and its binding) and closes the
    /// dropdown, as deleting the text does.
    ///
    /// ```swift
    /// AutofillField("City", text: $city, items: cities)
    ///   .autofillClearButton()  // while editing, as a search field's
    /// ```
    ///
    /// - Parameter mode: When it shows: `.whileEditing` (the default), `.unlessEditing`,
    ///   `.always` or `.never` (the default without this modifier).
    public func autofillClearButton(_ mode: UITextField.ViewMode = .whileEditing) -> some View {
      transformAutofillSettings { $0.clearButtonMode = mode }
    }

    /// Draws the ``AutofillField``s below as a search field, as `.searchable` draws its own:
    /// a magnifier before the text, a rounded fill behind it, a clear button while editing
    /// and a Search Return key (`.onSubmit(of: .search)` runs on it). Modifiers further in
    /// (``autofillClearButton(_:)``, `.submitLabel`) change those parts.
    ///
    /// ```swift
    /// AutofillField("Search words", text: $query, items: words)
    ///   .onSubmit(of: .search) { look(up: query) }
    ///   .autofillSearchField()
    /// ```
    ///
    /// - Parameter isOn: Whether the fields look like a search field. Default `true`.
    public func autofillSearchField(_ isOn: Bool = true) -> some View {
      transformAutofillSettings { settings in
        settings.isSearchField = isOn
        guard isOn else { return }
        settings.borderStyle = .none
        settings.clearButtonMode = .whileEditing
        settings.returnKeyType = .search
      }
    }

    /// Binds the focus of the ``AutofillField`` below to a Boolean, as
    /// ``AutofillField/autofillFocused(_:)`` does when applied to the field itself; this one
    /// may follow any modifier. Applied to a container of several fields it binds each of
    /// them: apply it to one field.
    ///
    /// - Parameter isFocused: Whether the field has focus.
    @MainActor public func autofillFocused(_ isFocused: Binding<Bool>) -> some View {
      let focus = AutofillFocusBinding(isFocused)
      return transformAutofillSettings { $0.focus = focus }
    }

    /// Binds the focus of the ``AutofillField`` below to "`binding` equals `value`", as
    /// ``AutofillField/autofillFocused(_:equals:)`` does when applied to the field itself;
    /// this one may follow any modifier. Apply it to one field.
    ///
    /// - Parameters:
    ///   - binding: Which field has focus, `nil` for none.
    ///   - value: The value that means this field.
    @MainActor public func autofillFocused<Value: Hashable>(
      _ binding: Binding<Value?>, equals value: Value
    ) -> some View {
      let focus = AutofillFocusBinding(binding, equals: value)
      return transformAutofillSettings { $0.focus = focus }
    }
  }

  /// The search-field look of an ``AutofillField`` (``SwiftUI/View/autofillSearchField(_:)``):
  /// a magnifier before the text and a rounded fill behind both, as `.searchable`'s field. The
  /// text field is 14 points taller than its line (its `sizeThatFits`), its text centered, so
  /// the fill's height is the field's and the dropdown opens below it.
  struct AutofillFieldSearchLook: ViewModifier {
    @Environment(\.autofillFieldSettings) private var settings

    func body(content: Content) -> some View {
      if settings.isSearchField {
        HStack(spacing: 6) {
          Image(systemName: "magnifyingglass")
            .foregroundStyle(.secondary)
            .accessibilityHidden(true)
          content
        }
        .padding(.horizontal, 8)
        .background(
          Color(uiColor: .tertiarySystemFill),
          in: RoundedRectangle(cornerRadius: 10, style: .continuous))
      } else {
        content
      }
    }
  }
#endif
