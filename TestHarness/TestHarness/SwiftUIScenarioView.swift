import AutofillTextField
import SwiftUI

/// The SwiftUI scenario: `AutofillField` in a `Form`, in `List` rows, in a sheet with detents
/// (with a push inside it), with focus bindings, environment settings, a binding that is
/// set from outside while the view re-renders, and items and a source that change.
@MainActor
struct SwiftUIScenarioView: View {
  /// The scenario's pages.
  enum Page: String, CaseIterable, Identifiable {
    case form = "Form"
    case list = "List"
    case focus = "Focus"
    case refresh = "Refresh"

    var id: Self { self }
  }

  @State private var page = Page.form
  @State private var isSheetShown = false
  @StateObject private var log = SwiftUIScenarioLog()

  var body: some View {
    VStack(spacing: 0) {
      Picker("Page", selection: $page) {
        ForEach(Page.allCases) { page in Text(page.rawValue).tag(page) }
      }
      .pickerStyle(.segmented)
      .padding()
      switch page {
      case .form: SwiftUIFormPage(log: log, isSheetShown: $isSheetShown)
      case .list: SwiftUIListPage()
      case .focus: SwiftUIFocusPage()
      case .refresh: SwiftUIRefreshPage()
      }
    }
    .sheet(isPresented: $isSheetShown) {
      SwiftUISheetPage().presentationDetents([.medium, .large])
    }
  }
}

/// What the scenario counts: source queries, picks and dropdown events, shown on screen.
@MainActor
final class SwiftUIScenarioLog: ObservableObject {
  @Published var queries = 0
  @Published var lastPick = "–"
  @Published var lastEvent = "–"

  /// A source over the sample cities that waits 300 ms and counts each query it answers;
  /// made once, so every update of the view passes the same source.
  private(set) lazy var source = AutofillClosureSource { [weak self] query in
    await self?.countQuery()
    try await Task.sleep(for: .milliseconds(300))
    let index = SwiftUISamples.cityIndex
    return index.matches(for: query.text, options: query.options).prefix(query.count)
      .map(\.item)
  }

  private func countQuery() { queries += 1 }

  /// A short name for an event (the state without its items).
  static func describe(_ event: AutofillFieldEvent) -> String {
    switch event {
    case .willShowDropdown: "will show"
    case .didShowDropdown: "did show"
    case .willHideDropdown: "will hide"
    case .didHideDropdown: "did hide"
    case .stateChanged(let state): "state: \(state.suggestions.count) rows"
    }
  }
}

/// The scenario's sample data.
enum SwiftUISamples {
  static let cities: [AutofillItem] = [
    ("Zürich", "Switzerland"), ("Zug", "Switzerland"), ("Genève", "Switzerland"),
    ("Bern", "Switzerland"), ("Basel", "Switzerland"), ("Lausanne", "Switzerland"),
    ("São Paulo", "Brazil"), ("Québec", "Canada"), ("Montréal", "Canada"),
    ("München", "Germany"), ("Köln", "Germany"), ("Málaga", "Spain"), ("Zaragoza", "Spain"),
    ("Paris", "France"), ("Lyon", "France"), ("London", "United Kingdom"),
    ("Lisboa", "Portugal"), ("Kraków", "Poland"), ("Zagreb", "Croatia"),
    ("Reykjavík", "Iceland"), ("İstanbul", "Türkiye"), ("Zanzibar", "Tanzania"),
  ].map { AutofillItem($0.0, subtitle: $0.1) }

  static let cityIndex = AutofillIndex(cities)

  /// The cities under "Cities" and a few countries under "Countries".
  static let sectionedPlaces: [AutofillItem] =
    cities.map { AutofillItem($0.value, subtitle: $0.subtitle, section: "Cities") }
    + ["Switzerland", "Sweden", "Spain", "Canada", "Croatia"].map {
      AutofillItem($0, section: "Countries")
    }

  static let hebrewCities = ["ירושלים", "תל אביב", "חיפה", "באר שבע", "אילת"].map {
    AutofillItem($0)
  }

  /// Mentions and tags, built once (a trigger with items builds its index when made).
  static let triggers = [
    AutofillTrigger("@", items: ["alice", "albert", "bob", "carol"].map { AutofillItem($0) }),
    AutofillTrigger("#", items: ["swift", "swiftui", "uikit", "linux"].map { AutofillItem($0) }),
  ]
}

/// The Form page: static items and a slow source, a binding set from outside, re-renders,
/// environment settings, a custom row view and inline completion.
struct SwiftUIFormPage: View {
  @ObservedObject var log: SwiftUIScenarioLog
  @Binding var isSheetShown: Bool
  @State private var city = ""
  @State private var limited = ""
  @State private var remoteCity = ""
  @State private var hebrew = ""
  @State private var styled = ""
  @State private var isDisabled = false
  @State private var rendersOften = false
  @State private var renders = 0

  var body: some View {
    Form {
      Section("Static items") {
        AutofillField("City", text: $city, items: SwiftUISamples.cities)
          .onAutofillSelect { item in log.lastPick = item.value }
          .onAutofillEvent { event in log.lastEvent = SwiftUIScenarioLog.describe(event) }
        LabeledContent("Binding", value: city.isEmpty ? "–" : city)
          .accessibilityIdentifier("SwiftUI.binding")
        LabeledContent("Last pick", value: log.lastPick)
          .accessibilityIdentifier("SwiftUI.lastPick")
        LabeledContent("Last event", value: log.lastEvent)
        HStack {
          Button("Genève") { city = "Genève" }
          Button("Append “, CH”") { city += ", CH" }
          Button("Clear", role: .destructive) { city = "" }
        }
        .buttonStyle(.borderless)
        AutofillField("At most 6 characters", text: $limited, items: SwiftUISamples.cities)
          .onChange(of: limited) { newValue in
            if newValue.count > 6 { limited = String(newValue.prefix(6)) }
          }
      }
      Section("Item sections") {
        PlaceField(places: SwiftUISamples.sectionedPlaces)
      }
      Section("Slow source (300 ms)") {
        AutofillField(LocalizedStringKey("Remote city"), text: $remoteCity, source: log.source)
        LabeledContent("Queries", value: "\(log.queries)")
        Toggle("Re-render 10 times a second", isOn: $rendersOften)
        LabeledContent("Renders", value: "\(renders)")
        Button("Set to “Zu”") { remoteCity = "Zu" }
          .buttonStyle(.borderless)
      }
      Section("Environment") {
        Toggle("Disabled", isOn: $isDisabled)
        AutofillField("Disabled when on", text: $styled, items: SwiftUISamples.cities)
          .disabled(isDisabled)
          .font(.title2)
          .autofillKeyboardType(.asciiCapable)
          .autofillTextContentType(.addressCity)
          .autofillSubmitLabel(.search)
          .onAutofillSubmit { log.lastEvent = "submit" }
        AutofillField("עיר", text: $hebrew, items: SwiftUISamples.hebrewCities)
          .environment(\.layoutDirection, .rightToLeft)
        AutofillField("Dark, AX2, custom rows", text: $styled, items: SwiftUISamples.cities)
          .dynamicTypeSize(.accessibility2)
          .environment(\.colorScheme, .dark)
          .autofillInlineCompletion(color: .orange)
          .autofillRow { row, item in
            HStack {
              Image(systemName: "building.2")
              Text(row.title)
              Spacer()
              Text(item.subtitle ?? "").foregroundStyle(.secondary)
            }
          }
      }
      Section("Sheet") {
        Button("Show a sheet with a field") { isSheetShown = true }
      }
    }
    .autofillMatchOptions(AutofillMatchOptions(isWildcardBefore: true))
    .task(id: rendersOften) {
      while rendersOften, !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(100))
        renders += 1
      }
    }
  }
}

/// The List page: a field in every row of a long list, each with its own text.
struct SwiftUIListPage: View {
  @State private var texts = Array(repeating: "", count: 30)

  var body: some View {
    List(texts.indices, id: \.self) { row in
      HStack {
        Text("\(row + 1)").monospacedDigit().foregroundStyle(.secondary)
        AutofillField("City \(row + 1)", text: $texts[row], items: SwiftUISamples.cities)
      }
    }
  }
}

/// The Focus page: a Boolean focus binding, and focus moving between a SwiftUI text field
/// (`.focused` with `@FocusState`) and an autofill field (`.autofillFocused`).
struct SwiftUIFocusPage: View {
  /// The fields that take focus in turn.
  enum Field: Hashable {
    case name
    case message
  }

  @State private var city = ""
  @State private var isCityFocused = false
  @State private var neighbour = ""
  @State private var name = ""
  @State private var message = ""
  @State private var focus: Field?
  @State private var focusAtSubmit = "–"
  @FocusState private var swiftUIFocus: Field?

  var body: some View {
    Form {
      Section("Boolean binding") {
        AutofillField("City", text: $city, items: SwiftUISamples.cities)
          .autofillFocused($isCityFocused)
        // Beside the bound field and inside a view of its own: the binding never reaches it.
        SwiftUINeighbourField(text: $neighbour)
        LabeledContent("isCityFocused", value: "\(isCityFocused)")
        HStack {
          Button("Focus") { isCityFocused = true }
          Button("Unfocus") { isCityFocused = false }
        }
        .buttonStyle(.borderless)
      }
      Section("With a SwiftUI TextField") {
        TextField("Name", text: $name)
          .focused($swiftUIFocus, equals: .name)
          .submitLabel(.next)
          .onSubmit { focus = .message }
        AutofillField("Message with @mentions", text: $message, triggers: SwiftUISamples.triggers)
          .autofillFocused($focus, equals: .message)
          .autofillSubmitLabel(.done)
          .onAutofillSubmit {
            // Runs at the Return key, before editing ends: focus still names this field.
            focusAtSubmit = focus.map { "\($0)" } ?? "nil"
            focus = nil
          }
        LabeledContent("focus", value: focus.map { "\($0)" } ?? "nil")
        LabeledContent("focus when submit ran", value: focusAtSubmit)
        Button("Focus name") { focus = .name }
          .buttonStyle(.borderless)
      }
    }
    // One focus value for both kinds of field: SwiftUI's state follows it and feeds it.
    .onChange(of: focus) { swiftUIFocus = $0 == .name ? .name : nil }
    .onChange(of: swiftUIFocus) { newValue in
      if newValue == .name {
        focus = .name
      } else if focus == .name {
        focus = nil
      }
    }
  }
}

/// A field in a view of its own, with no focus binding.
struct SwiftUINeighbourField: View {
  @Binding var text: String

  var body: some View {
    AutofillField("Neighbour (not bound)", text: $text, items: SwiftUISamples.cities)
  }
}

/// The Refresh page: items whose identifiers change under the same names, and a closure source
/// made in `body` that reads the current region.
struct SwiftUIRefreshPage: View {
  @State private var city = ""
  @State private var remote = ""
  @State private var generation = 1
  @State private var region = "Switzerland"
  @State private var lastPick = "–"

  /// The same names at every generation, with new identifiers.
  private var items: [AutofillItem] {
    SwiftUISamples.cities.map {
      AutofillItem($0.value, subtitle: $0.subtitle, refCon: "v\(generation)-\($0.value)")
    }
  }

  var body: some View {
    // Made anew at every update, as a closure in `body` is: the field asks the newest one.
    let region = region
    let source = AutofillClosureSource { query in
      SwiftUISamples.cityIndex.matches(for: query.text, options: query.options)
        .map(\.item).filter { $0.subtitle == region }.prefix(query.count).map { $0 }
    }
    Form {
      Section("Identifiers refreshed under the same names") {
        AutofillField("City", text: $city, items: items)
          .onAutofillSelect { item in lastPick = item.refCon as? String ?? "–" }
        LabeledContent("Last pick's identifier", value: lastPick)
        Button("Refresh identifiers (now v\(generation))") { generation += 1 }
          .buttonStyle(.borderless)
      }
      Section("Closure source made in body") {
        Picker("Region", selection: $region) {
          ForEach(["Switzerland", "Germany", "France"], id: \.self) { Text($0).tag($0) }
        }
        // Each row's subtitle is its country: the answer came from the current region.
        AutofillField("City in the region", text: $remote, source: source)
      }
    }
    .autofillMatchOptions(AutofillMatchOptions(isWildcardBefore: true))
  }
}

/// The sheet: a field at medium and large detents, and a push to a second field.
struct SwiftUISheetPage: View {
  @Environment(\.dismiss) private var dismiss
  @State private var city = ""
  @State private var second = ""

  var body: some View {
    NavigationStack {
      Form {
        AutofillField("City", text: $city, items: SwiftUISamples.cities)
        NavigationLink("Push a page with a field") {
          Form {
            AutofillField("Another city", text: $second, items: SwiftUISamples.cities)
              .autofillBorderStyle(.roundedRect)
          }
          .navigationTitle("Pushed")
        }
      }
      .navigationTitle("Sheet")
      .toolbar {
        Button("Done") { dismiss() }
      }
    }
  }
}
