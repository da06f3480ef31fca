#if canImport(SwiftUI) && canImport(UIKit)
  @preconcurrency import UIKit
  import SwiftUI

  // SwiftUI's own text-field modifiers, as methods of AutofillField: SwiftUI keeps what
  // `.onSubmit`, `.submitLabel`, `.foregroundStyle`, `.textFieldStyle`, `.keyboardType` and
  // `.textInputAutocapitalization` set to its own text fields, so applied to the field these
  // take the place of SwiftUI's (a method of the type wins over the protocol's, UIKit
  // Assumptions entry 47) and reach the text field. Each returns the field, so they chain in
  // any order; the innermost of a kind wins, as in SwiftUI. Applied after any other modifier
  // (`.padding()`, `.disabled`, `.onAutofillSelect`), SwiftUI's own would run and do nothing:
  // write them first.

  extension AutofillField {
    /// Sets the field's font, as SwiftUI's `font(_:)`: the text styles (`.body`, `.title`,
    /// `.headline`, …) are drawn as UIKit's, scaled for Dynamic Type. SwiftUI cannot turn any
    /// other `Font` into a `UIFont`: it is drawn as body, and a Debug build says so; use
    /// ``SwiftUI/View/autofillFont(_:relativeTo:)`` for such a font.
    ///
    /// - Parameter font: The font; `nil` for the default, body.
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
      let color =
        (style as? Color).map { UIColor($0) }
        ?? (style as? HierarchicalShapeStyle).flatMap { Self.labelColors.counterpart(of: $0) }
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
    ///   - action: Called on Return, on the main actor.
    /// - Returns: The field, with the action.
    public func onSubmit(
      of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void
    ) -> AutofillField {
      // SwiftUI's exact signature: with `@MainActor` on `action`, Swift would pick `View`'s
      // method for a closure literal (UIKit Assumptions, entry 47).
      changingAutofillSettings { if !triggers.isEmpty { $0.onSubmit.insert({ action() }, at: 0) } }
    }

    /// Sets the Return key's label, as SwiftUI's `submitLabel(_:)`.
    ///
    /// - Parameter label: The label, such as `.search`, `.next` or `.done`.
    /// - Returns: The field, with the Return key.
    public func submitLabel(_ label: SubmitLabel) -> AutofillField {
      let key = Self.returnKeys.counterpart(of: label)
      if key == nil { AutofillFieldWarning.warn("submitLabel(\(label)) has no UIKit Return key") }
      return changingAutofillSettings { $0.returnKeyType = key ?? .default }
    }

    /// Sets when the keyboard starts a capital, as SwiftUI's `textInputAutocapitalization(_:)`.
    ///
    /// - Parameter autocapitalization: `.never`, `.words`, `.sentences` or `.characters`;
    ///   `nil` for the default, sentences. A value the field cannot tell (UIKit Assumptions,
    ///   entry 48) changes nothing, and a Debug build says so.
    /// - Returns: The field, with the capitalization.
    public func textInputAutocapitalization(
      _ autocapitalization: TextInputAutocapitalization?
    ) -> AutofillField {
      let type = Self.capitalizations.counterpart(of: autocapitalization, absent: .sentences)
      guard let type else {
        AutofillFieldWarning.warn("\(String(describing: autocapitalization)) has no UIKit value")
        return self
      }
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
    public func focused(_ condition: FocusState<Bool>.Binding) -> AutofillField { self }

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
    ) -> AutofillField { self }

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

    // SwiftUI's values that are neither `Equatable` nor readable, with UIKit's.
    private static let labelColors = AutofillOpaqueValueTable<HierarchicalShapeStyle, UIColor>([
      (.primary, .label), (.secondary, .secondaryLabel), (.tertiary, .tertiaryLabel),
      (.quaternary, .quaternaryLabel),
    ])
    private static let returnKeys = AutofillOpaqueValueTable<SubmitLabel, UIReturnKeyType>([
      (.done, .done), (.go, .go), (.send, .send), (.join, .join), (.route, .route),
      (.search, .search), (.return, .default), (.next, .next), (.continue, .continue),
    ])
    private static let capitalizations = AutofillOpaqueValueTable<
      TextInputAutocapitalization, UITextAutocapitalizationType
    >([(.never, .none), (.words, .words), (.sentences, .sentences), (.characters, .allCharacters)])
  }

  /// Says in the console of a Debug build, once per message, what an ``AutofillField`` could
  /// not honour (a `Font` that is not a text style, a custom text field style); Release builds
  /// say nothing.
  @MainActor
  enum AutofillFieldWarning {
    #if DEBUG
      private static var said: Set<String> = []
    #endif

    static func warn(_ message: @autoclosure () -> String) {
      #if DEBUG
        if said.insert(message()).inserted { print("AutofillField: \(message())") }
      #endif
    }
  }
#endif
