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
    private let suggestions: [AutofillItem]?
    /// What the standard modifiers applied to the field change (AutofillField+Standard.swift),
    /// the innermost first.
    var environmentChanges: [(inout EnvironmentValues) -> Void] = []
    @Environment(\.autofillFieldSettings) private var settings
    @Environment(\.autofillPresentation) private var presentation
    /// The rows shown under the field when the presentation is inline.
    @StateObject private var inline = AutofillInlineRows()

    /// A plain title, drawn by the text field, or a localized one, drawn by SwiftUI.
    enum Title {
      case verbatim(String)
      case localized(LocalizedStringKey)

      /// The placeholder the text field draws: a plain title's; none for a localized one.
      var verbatim: String? {
        if case .verbatim(let placeholder) = self { return placeholder }
        return nil
      }
    }

    /// Creates a field that suggests from a static list, an asynchronous source, rows of its
    /// own, or several of these together.
    ///
    /// ```swift
    /// AutofillField("Country", text: $country, items: countries)
    /// AutofillField("Contact", text: $name, items: favourites, source: directory)
    /// AutofillField("Where to?", text: $query, suggestions: completer.results)
    /// ```
    ///
    /// - Parameters:
    ///   - title: The placeholder, shown while the text is empty, and the VoiceOver label,
    ///     shown as it is. A string literal goes to the `LocalizedStringKey` initializer and is
    ///     localized, as `TextField`'s title is; pass a `String` value to show it unlocalized.
    ///   - text: The text, updated as the user types and picks.
    ///   - items: A list whose matches for the text show at once; its index is built off the
    ///     main thread. Default none.
    ///   - source: A source asked debounced with the whole text (see ``AutofillFieldContent``
    ///     for when a new one replaces it); beside `items`, its rows go under their matches,
    ///     each value once, as ``AutofillTextField/showsItemsWithSource`` does. Default none.
    ///   - suggestions: Rows shown as given, first, never matched or filtered: an answer the
    ///     app got itself (a search completer's results) or rows made from `text` (the typed
    ///     character). See ``AutofillTextField/suggestedItems``. Given (even empty), the field
    ///     turns the keyboard's autocorrection and predictions off while editing, as for
    ///     `items` or a `source`. Default none.
    @_disfavoredOverload public init<S: StringProtocol>(
      _ title: S, text: Binding<String>, items: [AutofillItem] = [],
      source: (any AutofillSource)? = nil, suggestions: [AutofillItem]? = nil
    ) {
      self.init(
        .verbatim(String(title)), text: text, content: Self.content(items, source),
        suggestions: suggestions)
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

    /// Creates a field with a localized title that suggests from a static list, an
    /// asynchronous source, rows of its own, or several of these together.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the localized placeholder (drawn by SwiftUI while the text is
    ///     empty) and VoiceOver label.
    ///   - text: The text, updated as the user types and picks.
    ///   - items: A list whose matches show at once. Default none.
    ///   - source: A source asked debounced, its rows under the list's. Default none.
    ///   - suggestions: Rows shown as given, first, never matched or filtered. Default none.
    public init(
      _ titleKey: LocalizedStringKey, text: Binding<String>, items: [AutofillItem] = [],
      source: (any AutofillSource)? = nil, suggestions: [AutofillItem]? = nil
    ) {
      self.init(
        .localized(titleKey), text: text, content: Self.content(items, source),
        suggestions: suggestions)
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

    private init(
      _ title: Title, text: Binding<String>, content: AutofillFieldContent,
      suggestions: [AutofillItem]? = nil
    ) {
      self.title = title
      _text = text
      self.content = content
      self.suggestions = suggestions
    }

    /// A list alone, a source alone, or the two together; a source beside an empty list is a
    /// source alone.
    private static func content(_ items: [AutofillItem], _ source: (any AutofillSource)?)
      -> AutofillFieldContent
    {
      guard let source else { return .items(items) }
      return items.isEmpty ? .source(source) : .merged(items, source)
    }

    /// The field, with a SwiftUI placeholder for a localized title; inline, the suggestion
    /// rows under it (each a row of an enclosing `List` or `Form`).
    public var body: some View {
      field
      if presentation == .inline {
        ForEach(inline.rows) { entry in
          AutofillInlineRowView(entry: entry, custom: customRow(for: entry), rows: inline)
        }
      }
    }

    private var field: some View {
      let representable = AutofillFieldRepresentable(
        placeholder: title.verbatim, text: $text, content: content, suggestions: suggestions,
        inline: inline, isInline: presentation == .inline)
      return Group {
        switch title {
        case .verbatim:
          representable
        case .localized(let key):
          representable
            .overlay {
              if text.isEmpty { AutofillFieldPlaceholder(key: key) }
            }
            .accessibilityLabel(Text(key))
        }
      }
      .transformEnvironment(\.self) { environment in
        for change in environmentChanges { change(&environment) }
      }
    }

    /// The view ``SwiftUI/View/autofillRow(content:)`` gives for a suggestion row, if any.
    private func customRow(for entry: AutofillInlineRow) -> AnyView? {
      guard let content = settings.rowContent, let item = entry.item else { return nil }
      return content(entry.row, item)
    }
  }
#endif
