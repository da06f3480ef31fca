#if canImport(SwiftUI) && canImport(UIKit)
  @preconcurrency import UIKit
  import SwiftUI

  // SwiftUI's own text-field modifiers, as methods of AutofillField: SwiftUI keeps what
  // `.onSubmit`, `.submitLabel`, `.foregroundStyle`, `.textFieldStyle` and
  // `.textInputAutocapitalization` set to its own text fields, so applied to the field these
  // take the place of SwiftUI's (a method of the type wins over the protocol's) and reach the
  // text field. Each returns the field, so they chain in any order; the innermost of a kind
  // wins, as in SwiftUI. Applied after a modifier that is not one of these (`.padding()`,
  // `.onAutofillSelect`), SwiftUI's own would run and do nothing: write them first.

  extension AutofillField {
    /// Sets the field's font, as SwiftUI's `font(_:)`: the text styles (`.body`, `.title`,
    /// `.headline`, …) are drawn as UIKit's, scaled for Dynamic Type. SwiftUI cannot turn any
    /// other `Font` into a `UIFont`: it is drawn as body, and a Debug build says so; use
    /// ``SwiftUI/View/autofillFont(_:relativeTo:)`` for such a font.
    ///
    /// - Parameter font: The font; `nil` for the one further out.
    /// - Returns: The field, with the font.
    public func font(_ font: Font?) -> AutofillField {
      changingEnvironment { $0.font = font }
    }

    /// Sets the colour of the field's text, as SwiftUI's `foregroundColor(_:)`.
    ///
    /// - Parameter color: The colour; `nil` for the primary label colour.
    /// - Returns: The field, with the colour.
    public func foregroundColor(_ color: Color?) -> AutofillField {
      changingAutofillSettings { $0.textColor = color.map { UIColor($0) } }
    }

    /// Sets the colour of the field's text, as SwiftUI's `foregroundStyle(_:)`: a `Color`, or
    /// `.primary`, `.secondary`, `.tertiary` or `.quaternary` (the label colours). A gradient
    /// or material cannot colour a UIKit text field: the text stays the label colour, and a
    /// Debug build says so.
    ///
    /// - Parameter style: The style.
    /// - Returns: The field, with the colour.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AutofillField {
      let levels: [(HierarchicalShapeStyle, UIColor)] = [
        (.primary, .label), (.secondary, .secondaryLabel), (.tertiary, .tertiaryLabel),
        (.quaternary, .quaternaryLabel),
      ]
      let color =
        (style as? Color).map { UIColor($0) }
        ?? (style as? HierarchicalShapeStyle).flatMap { Self.uikitValue(of: $0, in: levels) }
      if color == nil {
        AutofillFieldWarning.warn(
          "foregroundStyle(\(S.self)) is not a colour; the text stays .label")
      }
      return changingAutofillSettings { $0.textColor = color }
    }

    /// Sets the field's border, as SwiftUI's `textFieldStyle(_:)`: `.roundedBorder` draws
    /// UIKit's rounded rectangle, `.plain` and `.automatic` none. A custom `TextFieldStyle`
    /// styles only SwiftUI's own text fields: the field keeps its border, and a Debug build
    /// says so (see ``SwiftUI/View/autofillSearchField(_:)`` for the search-field look).
    ///
    /// - Parameter style: The style.
    /// - Returns: The field, with the border.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> AutofillField {
      let border: UITextField.BorderStyle? =
        switch style {
        case is RoundedBorderTextFieldStyle: .roundedRect
        case is PlainTextFieldStyle, is DefaultTextFieldStyle: UITextField.BorderStyle.none
        default: nil
        }
      guard let border else {
        AutofillFieldWarning.warn("textFieldStyle(\(S.self)) reaches only SwiftUI's text fields")
        return self
      }
      return changingAutofillSettings { $0.borderStyle = border }
    }

    /// Performs an action when the user presses Return in the field (and Return did not enter
    /// a suggestion or an inline completion), as SwiftUI's `onSubmit(of:_:)`; editing then
    /// ends. Both triggers are the field's Return: `.text`, and `.search` (for a field with the
    /// search look, as `.searchable`'s field submits). Handlers add up, the innermost first.
    ///
    /// - Parameters:
    ///   - triggers: The triggers; an empty set adds nothing.
    ///   - action: Called on Return.
    /// - Returns: The field, with the action.
    public func onSubmit(
      of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void
    ) -> AutofillField {
      changingAutofillSettings { if !triggers.isEmpty { $0.onSubmit.insert(action, at: 0) } }
    }

    /// Sets the Return key's label, as SwiftUI's `submitLabel(_:)`.
    ///
    /// - Parameter label: The label, such as `.search`, `.next` or `.done`.
    /// - Returns: The field, with the Return key.
    public func submitLabel(_ label: SubmitLabel) -> AutofillField {
      let keys: [(SubmitLabel, UIReturnKeyType)] = [
        (.done, .done), (.go, .go), (.send, .send), (.join, .join), (.route, .route),
        (.search, .search), (.return, .default), (.next, .next), (.continue, .continue),
      ]
      let key = Self.uikitValue(of: label, in: keys)
      if key == nil { AutofillFieldWarning.warn("submitLabel(\(label)) has no UIKit Return key") }
      return changingAutofillSettings { $0.returnKeyType = key ?? .default }
    }

    /// Sets when the keyboard starts a capital, as SwiftUI's `textInputAutocapitalization(_:)`.
    ///
    /// - Parameter autocapitalization: `.never`, `.words`, `.sentences` or `.characters`;
    ///   `nil` for the default, sentences.
    /// - Returns: The field, with the capitalization.
    public func textInputAutocapitalization(
      _ autocapitalization: TextInputAutocapitalization?
    ) -> AutofillField {
      let types: [(TextInputAutocapitalization, UITextAutocapitalizationType)] = [
        (.never, .none), (.words, .words), (.sentences, .sentences), (.characters, .allCharacters),
      ]
      let type = autocapitalization.flatMap { Self.uikitValue(of: $0, in: types) } ?? .sentences
      return changingAutofillSettings { $0.autocapitalizationType = type }
    }

    /// Sets the keyboard, as SwiftUI's `keyboardType(_:)`.
    ///
    /// - Parameter type: The keyboard type.
    /// - Returns: The field, with the keyboard.
    public func keyboardType(_ type: UIKeyboardType) -> AutofillField {
      changingAutofillSettings { $0.keyboardType = type }
    }

    /// Sets the content type for the system's AutoFill, as SwiftUI's `textContentType(_:)`.
    ///
    /// - Parameter type: The content type; `nil` for none.
    /// - Returns: The field, with the content type.
    public func textContentType(_ type: UITextContentType?) -> AutofillField {
      changingAutofillSettings { $0.textContentType = type }
    }

    /// Disables the field, as SwiftUI's `disabled(_:)` (kept here so that the modifiers above
    /// can follow it).
    ///
    /// - Parameter disabled: Whether the field is disabled.
    /// - Returns: The field.
    public func disabled(_ disabled: Bool) -> AutofillField {
      changingEnvironment { if disabled { $0.isEnabled = false } }
    }

    /// Aligns the field's text, as SwiftUI's `multilineTextAlignment(_:)`.
    ///
    /// - Parameter alignment: The alignment.
    /// - Returns: The field.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> AutofillField {
      changingEnvironment { $0.multilineTextAlignment = alignment }
    }

    /// Turns autocorrection off or on, as SwiftUI's `autocorrectionDisabled(_:)`.
    ///
    /// - Parameter disable: Whether autocorrection is off.
    /// - Returns: The field.
    public func autocorrectionDisabled(_ disable: Bool = true) -> AutofillField {
      changingEnvironment { $0.autocorrectionDisabled = disable }
    }

    /// Not honoured: SwiftUI's focus cannot see a UIKit text field. Use a `@State` Boolean with
    /// ``autofillFocused(_:)``.
    ///
    /// - Parameter condition: The focus state.
    /// - Returns: The field, unbound.
    @available(
      *, deprecated,
      message:
        "@FocusState cannot see AutofillField's UIKit text field; use a @State Bool with .autofillFocused(_:)"
    )
    public func focused(_ condition: FocusState<Bool>.Binding) -> AutofillField {
      AutofillFieldWarning.warn("focused(_:) with @FocusState is ignored; use autofillFocused(_:)")
      return self
    }

    /// Not honoured: SwiftUI's focus cannot see a UIKit text field. Use a `@State` optional
    /// with ``autofillFocused(_:equals:)``.
    ///
    /// - Parameters:
    ///   - binding: The focus state.
    ///   - value: The value that means this field.
    /// - Returns: The field, unbound.
    @available(
      *, deprecated,
      message:
        "@FocusState cannot see AutofillField's UIKit text field; use a @State optional with .autofillFocused(_:equals:)"
    )
    public func focused<Value: Hashable>(
      _ binding: FocusState<Value>.Binding, equals value: Value
    ) -> AutofillField {
      AutofillFieldWarning.warn(
        "focused(_:equals:) with @FocusState is ignored; use autofillFocused")
      return self
    }

    /// The field with one more change to its environment, applied inside the ones added
    /// before it (so the first one written wins, as the innermost modifier does).
    func changingEnvironment(_ change: @escaping (inout EnvironmentValues) -> Void) -> AutofillField
    {
      var field = self
      field.environmentChanges.insert(change, at: 0)
      return field
    }

    func changingAutofillSettings(
      _ change: @escaping (inout AutofillFieldSettings) -> Void
    ) -> AutofillField {
      changingEnvironment { change(&$0.autofillFieldSettings) }
    }

    /// The UIKit value for one of SwiftUI's values that are neither `Equatable` nor readable:
    /// found by its description among the known ones, only if those all describe differently.
    private static func uikitValue<Value, UIKitValue>(
      of value: Value, in table: [(Value, UIKitValue)]
    ) -> UIKitValue? {
      let described = table.map { String(reflecting: $0.0) }
      guard Set(described).count == table.count else { return nil }
      let target = String(reflecting: value)
      return zip(described, table).first { $0.0 == target }?.1.1
    }
  }
#endif
