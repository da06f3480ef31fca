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

  /// The search-field look of an ``AutofillField`` (``SwiftUI/View/autofillSearchField(_:)``),
  /// drawn by its text field: the magnifier is its left view (`leftViewMode` `.always`), the
  /// rounded fill its own background. So the fill is the text field's frame: the dropdown lines
  /// up with the fill, a tap anywhere on it edits, and the magnifier goes where UIKit puts a
  /// left view right to left (UIKit Assumptions, entry 51). The text field is 14 points taller
  /// than its line (`sizeThatFits`), its text centered; margins, corner radius and magnifier
  /// scale with Dynamic Type. VoiceOver hears a search field.
  extension AutofillFieldView {
    /// The look's scale at a Dynamic Type size (body's, 1 at the default size); `nil` when the
    /// look is off.
    static func searchLook(_ isOn: Bool, size: DynamicTypeSize) -> CGFloat? {
      guard isOn else { return nil }
      let traits = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(size))
      return UIFontMetrics(forTextStyle: .body).scaledValue(for: 1, compatibleWith: traits)
    }

    /// The magnifier, 8 points after the fill's edge and 6 before the text, scaled.
    static func magnifier(scale: CGFloat) -> UIView {
      let icon = UIImageView(image: UIImage(systemName: "magnifyingglass"))
      icon.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 17 * scale)
      icon.tintColor = .secondaryLabel
      let view = UIStackView(arrangedSubviews: [icon])
      view.isLayoutMarginsRelativeArrangement = true
      view.directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: 0, leading: 8 * scale, bottom: 0, trailing: 6 * scale)
      // A tap on it reaches the text field.
      view.isUserInteractionEnabled = false
      return view
    }

    /// Draws ``searchLook`` (called when it changes).
    func applySearchLook() {
      leftView = searchLook.map { Self.magnifier(scale: $0) }
      leftViewMode = .always
      backgroundColor = searchLook == nil ? nil : .tertiarySystemFill
      layer.cornerRadius = 10 * (searchLook ?? 0)
      layer.cornerCurve = .continuous
    }
  }
#endif
