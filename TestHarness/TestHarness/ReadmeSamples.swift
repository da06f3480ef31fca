import AutofillContacts
import AutofillLocalSearch
import AutofillTextField
import SwiftUI
import UIKit

// The README's code samples, each verbatim between a `// README: <name>` line and the next
// `// README: end` line, so that `ios-typecheck` checks them against the iOS SDK. Edit a sample
// here and in README.md together. The declarations around the samples give them real names.

// README: code
final class PlaceViewController: UIViewController {
  let field = AutofillTextField(frame: .zero)

  override func viewDidLoad() {
    super.viewDidLoad()
    field.placeholder = "City"
    field.borderStyle = .roundedRect
    field.items = ["Zürich", "Zug", "Genève", "São Paulo", "Québec"].map { AutofillItem($0) }
    field.onSelect = { item in print("Picked", item.value) }
    field.frame = CGRect(x: 20, y: 120, width: view.bounds.width - 40, height: 44)
    field.autoresizingMask = [.flexibleWidth]
    view.addSubview(field)
  }
}
// README: end

/// One city as the closure-source sample's JSON endpoint returns it.
struct City: Decodable, Sendable {
  let name: String
  let country: String
}

// README: closure-source
@MainActor
func suggestCities(in field: AutofillTextField, from endpoint: URL) {
  field.setSource { query in
    let url = endpoint.appending(queryItems: [
      URLQueryItem(name: "q", value: query.text),
      URLQueryItem(name: "limit", value: String(query.count)),
      URLQueryItem(name: "offset", value: String(query.skip)),
    ])
    let (data, _) = try await URLSession.shared.data(from: url)
    let cities = try JSONDecoder().decode([City].self, from: data)
    return cities.map { AutofillItem($0.name, subtitle: $0.country) }
  }
}
// README: end

/// A directory that answers through a completion handler on a background queue, for the
/// callback-source sample.
final class CounselorDirectory: Sendable {
  private let names = ["Ada Byron", "Alan Kay", "Barbara Liskov", "Grace Hopper"]

  /// Calls `completion` on a background queue with the names that start with `text`.
  func search(
    _ text: String, limit: Int, offset: Int,
    completion: @escaping @Sendable ([String], (any Error)?) -> Void
  ) {
    let found = names.filter { $0.lowercased().hasPrefix(text.lowercased()) }
    DispatchQueue.global().async {
      completion(Array(found.dropFirst(offset).prefix(limit)), nil)
    }
  }
}

// README: callback-source
@MainActor
func suggestCounselors(in field: AutofillTextField, from directory: CounselorDirectory) {
  field.source = AutofillCallbackSource { query, reply in
    directory.search(query.text, limit: query.count, offset: query.skip) { names, error in
      if let error {
        reply(.failure(error))
      } else {
        reply(.success(names.map { AutofillItem($0) }))
      }
    }
  }
}
// README: end

/// A city search that depends on a country, for the sample of a source reading another field.
struct CityAPI: Sendable {
  /// The cities of `country` whose names start with `text`.
  func cities(in country: String, matching text: String, limit: Int) async throws -> [City] {
    [City(name: "Zürich", country: "Switzerland"), City(name: "Zagreb", country: "Croatia")]
      .filter { $0.country == country && $0.name.hasPrefix(text) }
      .prefix(limit).map { $0 }
  }
}

// README: source-reading-another-field
@MainActor
func suggestCities(in cityField: AutofillTextField, of countryField: UITextField, api: CityAPI) {
  cityField.setSource(cachesAnswers: false) { query in
    let country = await MainActor.run { countryField.text ?? "" }
    return try await api.cities(in: country, matching: query.text, limit: query.count)
      .map { AutofillItem($0.name, subtitle: $0.country) }
  }
}
// README: end

// README: source-section-title
@MainActor
func titleTheCounselors(in field: AutofillTextField) {
  field.configuration.texts.sourceSectionTitle = "Counselors"
}
// README: end

/// A small in-memory airport list standing in for a database, for the protocol-source sample.
actor AirportDatabase {
  /// One airport.
  struct Airport: Sendable {
    let code: String
    let name: String
    let id: Int
  }

  private let airports = [
    Airport(code: "ZRH", name: "Zürich", id: 1),
    Airport(code: "GVA", name: "Genève", id: 2),
    Airport(code: "GRU", name: "São Paulo–Guarulhos", id: 3),
    Airport(code: "YQB", name: "Québec Jean Lesage", id: 4),
    Airport(code: "CDG", name: "Paris Charles de Gaulle", id: 5),
  ]

  /// The airports whose code starts with `text` or whose name contains it, one page.
  func search(_ text: String, limit: Int, offset: Int) -> [Airport] {
    let found = airports.filter {
      $0.code.hasPrefix(text.uppercased())
        || $0.name.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }
    return Array(found.dropFirst(offset).prefix(limit))
  }
}

// README: protocol-source
struct AirportSource: AutofillSource {
  let database: AirportDatabase

  func items(for query: AutofillQuery) async throws -> [AutofillItem] {
    try Task.checkCancellation()
    return await database.search(query.text, limit: query.count, offset: query.skip)
      .map { AutofillItem($0.code, subtitle: $0.name, refCon: $0.id) }
  }
}
// README: end

// README: dataquery
@MainActor
func useTypeaheadService(in field: AutofillTextField, token: String) {
  guard let url = URL(string: "https://typeahead.example.com/query") else { return }
  field.source = AutofillDataQuerySource(
    url: url, dataset: "cities", headers: ["Authorization": "Bearer \(token)"], timeout: 5)
}
// README: end

// README: delegate
final class CheckoutViewController: UIViewController, AutofillTextFieldDelegate {
  let countryField = AutofillTextField(frame: .zero)
  let payButton = UIButton(configuration: .filled())

  override func viewDidLoad() {
    super.viewDidLoad()
    countryField.autofillDelegate = self
  }

  func autofillTextField(_ field: AutofillTextField, didSelect item: AutofillItem) {
    payButton.isEnabled = true
  }

  func autofillTextField(_ field: AutofillTextField, didChangeDropdownFrame frame: CGRect) {
    // With no containerView, the frame is in this screen's root view's coordinates.
    let buttonFrame = payButton.convert(payButton.bounds, to: view)
    payButton.alpha = frame.intersects(buttonFrame) ? 0.3 : 1
  }

  func autofillTextFieldDidHideDropdown(_ field: AutofillTextField) {
    payButton.alpha = 1
  }
}
// README: end

// README: options
@MainActor
func configureSearchField(_ field: AutofillTextField) {
  field.matchOptions.mode = .contains  // wildcard before and after
  field.matchOptions.isDiacriticSensitive = true
  field.matchOptions.maximumCount = 8
  field.configuration.debounce = .milliseconds(400)
  field.configuration.minimumQueryLength = 2
  field.configuration.texts.noMatchesTitle = "No city by that name"
  field.configuration.texts.loadingSubtitle = "Asking the server…"
  field.configuration.showsFailureRow = false  // the app tells of errors itself
}
// README: end

// README: style
@MainActor
func styleZipField(_ field: AutofillTextField) {
  // A custom font follows Dynamic Type through UIFontMetrics, as Apple advises; a fixed one
  // (UIFont.systemFont(ofSize:)) would keep its size.
  field.tableFont = UIFontMetrics(forTextStyle: .body).scaledFont(
    for: .monospacedSystemFont(ofSize: 16, weight: .regular))
  field.minimumTableWidthInDisplayUnits = 200  // wider than the field…
  field.dropdownStyle.layout.alignment = .center  // …and centred under it ("center" in IB)
  field.minimumTableRowHeight = 48
  field.tableCornerRadius = 16
  field.tableSeparatorColor = .systemTeal
  field.dropdownGap = 6
}
// README: end

/// A suggestion row with the place's name and, at its trailing edge, its country; the
/// custom-cell sample registers it, and the code scenario's "Custom cells" button uses it.
final class CityCell: UITableViewCell {
  let nameLabel = UILabel()
  let countryLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    setUp()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    backgroundColor = .clear
    nameLabel.font = .preferredFont(forTextStyle: .body)
    nameLabel.adjustsFontForContentSizeCategory = true
    nameLabel.numberOfLines = 0
    countryLabel.font = .preferredFont(forTextStyle: .caption1)
    countryLabel.adjustsFontForContentSizeCategory = true
    countryLabel.textColor = .secondaryLabel
    countryLabel.setContentHuggingPriority(.required, for: .horizontal)
    let stack = UIStackView(arrangedSubviews: [nameLabel, countryLabel])
    stack.spacing = 8
    stack.alignment = .firstBaseline
    stack.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(stack)
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: margins.topAnchor),
      stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
  }
}

// README: custom-cell
@MainActor
func showCityCells(in field: AutofillTextField) {
  field.registerSuggestionCell(CityCell.self) { cell, row, item in
    cell.nameLabel.text = row.title
    cell.countryLabel.text = item.subtitle
  }
}
// README: end

/// A tag source standing in for a server, for the triggers sample.
struct TagSource: AutofillSource {
  func items(for query: AutofillQuery) async throws -> [AutofillItem] {
    ["swift", "swiftui", "uikit", "accessibility"].filter { $0.hasPrefix(query.text.lowercased()) }
      .map { AutofillItem($0) }
  }
}

// README: triggers
@MainActor
func setUpMessageField(_ field: AutofillTextField, people: [String]) {
  field.triggers = [
    AutofillTrigger("@", items: people.map { AutofillItem($0) }),
    AutofillTrigger("#", source: TagSource()),
  ]
  field.isInlineCompletionOn = true
  field.registerSuggestionCell(CityCell.self, forTrigger: "@") { cell, row, _ in
    cell.nameLabel.text = row.title
  }
}
// README: end

// README: composer
@MainActor
func setUpComposer(_ composer: AutofillTextView, people: [AutofillItem]) {
  composer.triggers = [AutofillTrigger("@", items: people)]
  composer.mentionAttributes = [.foregroundColor: UIColor.tintColor]
  composer.maximumHeight = 120  // then it scrolls
  composer.onSelect = { item in print("Mentioned", item.value) }
}

@MainActor
func send(_ composer: AutofillTextView) {
  for (range, item) in composer.mentions {
    print(range, item.refCon ?? item.value)  // who each mention stands for
  }
  let draft = composer.attributedText  // set it again later: the mentions come back
  _ = draft
  composer.text = ""
}
// README: end

// README: index
func findPlaces() async {
  let cities = ["Zürich", "Zug", "Straße", "New York", "York"].map { AutofillItem($0) }
  let index = await AutofillIndex.build(cities)  // or AutofillIndex(cities), synchronously

  let found = index.matches(for: "zu")  // Zürich, Zug (prefix, folded, at most 5)
  var options = AutofillMatchOptions()
  options.mode = .contains  // wildcard before and after
  options.maximumCount = 10
  for match in index.matches(for: "york", options: options) {
    // match.tier: .exact, .prefix, .wordPrefix or .substring; match.range in the value;
    // match.utf16Range for NSAttributedString highlighting
    print(match.item.value, match.tier, match.item.value[match.range])
  }
  print(found.map(\.item.value))
}
// README: end

// README: swiftui
struct CityForm: View {
  enum Field: Hashable { case note }
  @State private var city = ""
  @State private var tag = ""
  @State private var note = ""
  @State private var isCityFocused = false
  @FocusState private var focus: Field?
  let cities: [AutofillItem]
  let tags: any AutofillSource

  var body: some View {
    Form {
      AutofillField("City", text: $city, items: cities)
        .font(.title3)
        .submitLabel(.next)
        .onSubmit { focus = .note }
        .autofillFocused($isCityFocused)
        .onAutofillSelect { item in print("Picked", item.value) }
      AutofillField("Tag", text: $tag, source: tags)
        .autofillRow { row, item in
          HStack {
            Text(row.title)
            Spacer()
            Text(item.subtitle ?? "").foregroundStyle(.secondary)
          }
        }
      TextField("Note", text: $note)
        .focused($focus, equals: .note)
      Button("Edit the city") { isCityFocused = true }
    }
    .autofillMatchOptions(AutofillMatchOptions(isWildcardBefore: true))
    .autofillInlineCompletion()
  }
}
// README: end

// README: recent
@MainActor
func showRecentPicks(in field: AutofillTextField, stored: [String]) {
  var recent = AutofillRecentItems(capacity: 5, items: stored.map { AutofillItem($0) })
  field.configuration.texts.beforeTypingSectionTitle = "Recent"
  field.itemsBeforeTyping = recent.items
  field.onSelect = { [weak field] item in
    recent.record(item)
    field?.itemsBeforeTyping = recent.items
    // Store recent.values yourself if they should outlive the app; the library keeps nothing.
  }
}
// README: end

// README: merged
@MainActor
func suggestContactsThenDirectory(
  in field: AutofillTextField, contacts: [AutofillItem], directory: any AutofillSource
) {
  field.showsItemsWithSource = true
  field.items = contacts
  field.source = directory
  field.configuration.texts.itemsSectionTitle = "On this device"
  field.configuration.texts.sourceSectionTitle = "From the server"
}
// README: end

// README: sections
@MainActor
func suggestCitiesAndCountries(in field: AutofillTextField) {
  field.items = [
    AutofillItem("Zürich", subtitle: "Switzerland", section: "Cities"),
    AutofillItem("Zug", subtitle: "Switzerland", section: "Cities"),
    AutofillItem("Switzerland", section: "Countries"),
    AutofillItem("Sweden", section: "Countries"),
  ]
}
// README: end

// README: swiftui-sections
struct PlaceField: View {
  @State private var place = ""
  let places: [AutofillItem]  // each with its section: "Cities" or "Countries"

  var body: some View {
    AutofillField("Place", text: $place, items: places)
  }
}
// README: end

// README: languages
@MainActor
func useGermanTexts(in field: AutofillTextField) {
  var texts = AutofillStateTexts(language: "de")
  texts.noMatchesTitle = "Keine Stadt gefunden"
  texts.suggestionCount.forms = [.one: "%d Stadt gefunden", .other: "%d Städte gefunden"]
  field.configuration.texts = texts
}
// README: end

// README: rvs
final class FruitViewController: UIViewController, AutofillTextFieldDataSource {
  let field = AutofillTextField(frame: .zero)

  var textDictionary: [AutofillItem] {
    ["Apple", "Apricot", "Banana"].map { AutofillItem($0) }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    field.debounceMilliseconds = 0  // RVS_AutofillTextField asks on every keystroke
    field.dataSource = self  // weak here (RVS held it strongly): keep it alive
  }
}
// README: end

// README: addresses
@MainActor
func suggestAddresses(street: AutofillTextField, city: AutofillTextField) {
  let places = AutofillLocalSearchSource.mapKit(resultTypes: .address)
  street.source = places
  street.onSelect = { [weak street, weak city] item in
    Task { [street, city] in
      let mapItem = try await places.mapItem(for: item, in: street)
      city?.text = mapItem.placemark.locality
    }
  }
}
// README: end

// README: people
@MainActor
func suggestPeople(in field: AutofillTextField) -> AutofillContactsSource {
  let people = AutofillContactsSource(store: AutofillSystemContactStore(), fields: .email)
  field.source = people
  return people
}
// README: end

// README: Shipping a large list.
@MainActor
func suggestPlaces(in field: AutofillTextField) throws {
  let url = Bundle.main.url(forResource: "places", withExtension: "afix")!
  field.source = AutofillIndexSource(try AutofillIndex(contentsOf: url))
}
