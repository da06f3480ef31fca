#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// A SwiftUI text field that suggests values as the user types, in the same non-modal
  /// dropdown as ``AutofillTextField``, on which it is built.
  ///
  /// ```swift
  /// struct CityForm: View {
  ///   @State private var city = ""
  ///   let cities: [AutofillItem]
  ///
  ///   var body: some View {
  ///     Form {
  ///       AutofillField("City", text: $city, items: cities)
  ///         .onAutofillSelect { item in print(item.value) }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// It sizes like a `TextField`: as wide as it is offered, as tall as a line of its font. The
  /// binding follows the user's typing and picks; setting it from outside changes the field's
  /// text once, keeps the caret where the change allows, and asks the source again only if
  /// the field is editing. Re-rendering the view never resets the text or asks again (see
  /// ``AutofillBindingSync``).
  ///
  /// Settings travel in the environment and apply to every field below, like `.textFieldStyle`:
  /// ``SwiftUI/View/autofillMatchOptions(_:)``, ``SwiftUI/View/autofillConfiguration(_:)``,
  /// ``SwiftUI/View/autofillInlineCompletion(_:color:)``,
  /// ``SwiftUI/View/autofillRow(content:)``, ``SwiftUI/View/onAutofillSelect(perform:)``,
  /// ``SwiftUI/View/onAutofillEvent(perform:)``.
  ///
  /// From the environment it honours `.font` (the text styles; see
  /// ``SwiftUI/View/autofillFont(_:relativeTo:)`` for any other), `.disabled`,
  /// `.dynamicTypeSize`, `.layoutDirection`, `.colorScheme`, `.multilineTextAlignment` and
  /// `.autocorrectionDisabled`. SwiftUI keeps what `.onSubmit`, `.submitLabel`,
  /// `.foregroundStyle`, `.textFieldStyle`, `.keyboardType`, `.textContentType` and
  /// `.textInputAutocapitalization` set to its own text fields, so the field has methods of
  /// those names: written right after it, in any order, they reach its text field. SwiftUI's
  /// `@FocusState` cannot see a UIKit text field: bind focus with `autofillFocused` and a
  /// `@State` value. Handlers run at the event, as `.onSubmit` does (just after SwiftUI's
  /// update for an event that happens during one).
  ///
  /// Items, a source or triggers passed at a later update replace the field's only when they
  /// differ, by the rules of ``AutofillFieldContent`` (the same array at once, another by value,
  /// subtitle and `refCon`);
  /// a closure source made in `body` is not compared: the field's next request goes to the
  /// newest one (``AutofillFieldContentSync``). Build triggers and large lists once, outside
  /// `body`.
  @MainActor
  public struct AutofillField: View {
    private let title: Title
    @Binding private var text: String
    private let content: AutofillFieldContent
    /// What the standard modifiers applied to the field change (AutofillField+Standard.swift),
    /// the innermost first.
    var environmentChanges: [(inout EnvironmentValues) -> Void] = []

    /// A plain title, drawn by the text field, or a localized one, drawn by SwiftUI.
    enum Title {
      case verbatim(String)
      case localized(LocalizedStringKey)
    }

    /// Creates a field that suggests from a static list.
    ///
    /// - Parameters:
    ///   - title: The placeholder, shown while the text is empty, and the VoiceOver label,
    ///     shown as it is. A string literal goes to the `LocalizedStringKey` initializer and is
    ///     localized, as `TextField`'s title is; pass a `String` value to show it unlocalized.
    ///   - text: The text, updated as the user types and picks.
    ///   - items: The list; its index is built off the main thread.
    @_disfavoredOverload public init<S: StringProtocol>(
      _ title: S, text: Binding<String>, items: [AutofillItem]
    ) {
      self.init(.verbatim(String(title)), text: text, content: .items(items))
    }

    /// Creates a field that asks an asynchronous source, debounced, with the whole text.
    ///
    /// - Parameters:
    ///   - title: The placeholder and VoiceOver label, shown as it is (a literal goes to the
    ///     `LocalizedStringKey` initializer).
    ///   - text: The text, updated as the user types and picks.
    ///   - source: The source; see ``AutofillFieldContent`` for when a new one replaces it.
    @_disfavoredOverload public init<S: StringProtocol>(
      _ title: S, text: Binding<String>, source: any AutofillSource
    ) {
      self.init(.verbatim(String(title)), text: text, content: .source(source))
    }

    /// Creates a field that suggests only in words that start with a trigger, such as "@" or
    /// "#", each from its own source; a pick replaces just that word and editing goes on.
    ///
    /// - Parameters:
    ///   - title: The placeholder and VoiceOver label, shown as it is (a literal goes to the
    ///     `LocalizedStringKey` initializer).
    ///   - text: The text, updated as the user types and picks.
    ///   - triggers: The triggers, in order.
    @_disfavoredOverload public init<S: StringProtocol>(
      _ title: S, text: Binding<String>, triggers: [AutofillTrigger]
    ) {
      self.init(.verbatim(String(title)), text: text, content: .triggers(triggers))
    }

    /// Creates a field with a localized title that suggests from a static list.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the localized placeholder (drawn by SwiftUI while the text is
    ///     empty) and VoiceOver label.
    ///   - text: The text, updated as the user types and picks.
    ///   - items: The list; its index is built off the main thread.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, items: [AutofillItem]) {
      self.init(.localized(titleKey), text: text, content: .items(items))
    }

    /// Creates a field with a localized title that asks an asynchronous source.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the localized placeholder and VoiceOver label.
    ///   - text: The text, updated as the user types and picks.
    ///   - source: The source; see ``AutofillFieldContent`` for when a new one replaces it.
    public init(
      _ titleKey: LocalizedStringKey, text: Binding<String>, source: any AutofillSource
    ) {
      self.init(.localized(titleKey), text: text, content: .source(source))
    }

    /// Creates a field with a localized title that suggests in words that start with a
    /// trigger.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the localized placeholder and VoiceOver label.
    ///   - text: The text, updated as the user types and picks.
    ///   - triggers: The triggers, in order.
    public init(
      _ titleKey: LocalizedStringKey, text: Binding<String>, triggers: [AutofillTrigger]
    ) {
      self.init(.localized(titleKey), text: text, content: .triggers(triggers))
    }

    private init(_ title: Title, text: Binding<String>, content: AutofillFieldContent) {
      self.title = title
      _text = text
      self.content = content
    }

    /// The field, with a SwiftUI placeholder for a localized title.
    public var body: some View {
      Group {
        switch title {
        case .verbatim(let placeholder):
          AutofillFieldRepresentable(placeholder: placeholder, text: $text, content: content)
        case .localized(let key):
          AutofillFieldRepresentable(placeholder: nil, text: $text, content: content)
            .overlay {
              if text.isEmpty { AutofillFieldPlaceholder(key: key) }
            }
            .accessibilityLabel(Text(key))
        }
      }
      .modifier(AutofillFieldSearchLook())
      .transformEnvironment(\.self) { environment in
        for change in environmentChanges { change(&environment) }
      }
    }
  }
#endif
