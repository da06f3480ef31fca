#if canImport(SwiftUI) && canImport(UIKit)
  @preconcurrency import UIKit
  import SwiftUI

  /// The settings the `autofill…` modifiers put in the environment, for every ``AutofillField``
  /// below them; the innermost modifier of a kind wins, and event handlers add up (the
  /// innermost runs first).
  struct AutofillFieldSettings {
    /// The field's default configuration, with what the modifiers set, outermost first: a
    /// whole configuration replaces it, single settings change it.
    var configuration = AutofillSuggestionMachine.Configuration()
    var isInlineCompletionOn = false
    var inlineCompletionColor: UIColor?
    /// Draws each suggestion row, if set.
    var rowContent: AutofillFieldRowCell.Content?
    var resignsFirstResponderOnSelection = true
    /// Shown while the field is focused and its text too short to query.
    var itemsBeforeTyping: [AutofillItem] = []
    var onSelect: [@MainActor (AutofillItem) -> Void] = []
    var onEvent: [@MainActor (AutofillFieldEvent) -> Void] = []
    var onSubmit: [@MainActor () -> Void] = []
    /// A font that overrides the one derived from SwiftUI's `font`.
    var font: UIFont?
    /// The text style `font` scales with; `nil` keeps it at its size.
    var fontTextStyle: UIFont.TextStyle? = .body
    /// The text's colour (`.foregroundColor`, `.foregroundStyle`); `nil` for `.label`.
    var textColor: UIColor?
    /// The focus binding set with `autofillFocused` further out than the field itself.
    var focus: AutofillFocusBinding?
    var clearButtonMode: UITextField.ViewMode = .never
    /// Whether the field has the search-field look (``SwiftUI/View/autofillSearchField(_:)``).
    var isSearchField = false
    var keyboardType: UIKeyboardType = .default
    var textContentType: UITextContentType?
    var returnKeyType: UIReturnKeyType = .default
    var autocapitalizationType: UITextAutocapitalizationType = .sentences
    var borderStyle: UITextField.BorderStyle = .none
    /// The border drawn: none with the search look, whose fill is the field's box (a border
    /// set further in, `.textFieldStyle(.roundedBorder)`, would draw a box over it).
    var drawnBorderStyle: UITextField.BorderStyle { isSearchField ? .none : borderStyle }
    /// Whether the dropdown keeps its opaque look on iOS 26 and later too.
    var usesOpaqueDropdown = false
    /// The dropdown's fonts, separators and geometry.
    var dropdownStyle = AutofillDropdownStyle()
  }

  private struct AutofillFieldSettingsKey: EnvironmentKey {
    static var defaultValue: AutofillFieldSettings { AutofillFieldSettings() }
  }

  extension EnvironmentValues {
    /// The settings of every ``AutofillField`` in this environment.
    var autofillFieldSettings: AutofillFieldSettings {
      get { self[AutofillFieldSettingsKey.self] }
      set { self[AutofillFieldSettingsKey.self] = newValue }
    }
  }

  extension View {
    /// Changes the autofill settings of every field below.
    func transformAutofillSettings(
      _ transform: @escaping (inout AutofillFieldSettings) -> Void
    ) -> some View {
      transformEnvironment(\.autofillFieldSettings, transform: transform)
    }
  }
#endif
