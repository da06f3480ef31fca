import AutofillTextField
import SwiftUI
import UIKit

/// The SwiftUI inline scenario: suggestions as rows of a `Form`, under their field, pushing
/// the rows below down. An order form whose product field asks a main-actor store (as Core
/// Data's view context would be asked), a dictionary field that offers the typed character
/// first, and a city field with a list and a slow source together, drawn by custom rows. A switch makes the form
/// end editing on any tap, as hosts that dismiss the keyboard on a tap do.
@MainActor
struct SwiftUIInlineScenarioView: View {
  @StateObject private var store = InventoryStore()
  @State private var product = ""
  @State private var quantity = 1
  @State private var word = ""
  @State private var city = ""
  @State private var lastPick = "–"
  @State private var resignsOnTap = false

  var body: some View {
    Form {
      Section("Host") {
        Toggle("End editing on any tap", isOn: $resignsOnTap)
          .accessibilityIdentifier("Inline.resignsOnTap")
      }
      Section("Order") {
        AutofillField("Product", text: $product, source: store.source)
        Stepper("Quantity: \(quantity)", value: $quantity, in: 1...99)
          .accessibilityIdentifier("Inline.quantity")
      }
      Section("Dictionary") {
        // The typed character first, as given; the words' matches under it.
        AutofillField(
          "Word", text: $word, items: SwiftUIInlineSamples.words,
          suggestions: word.first.map { [AutofillItem(String($0), subtitle: "Character")] } ?? [])
      }
      Section("City") {
        AutofillField(
          "City", text: $city, items: SwiftUIInlineSamples.favourites,
          source: SwiftUIInlineSamples.slowCities
        )
        // A custom row narrower than the list's row: the whole row is still tappable.
        .autofillRow { _, item in Text(item.value) }
        LabeledContent("Last pick", value: lastPick)
          .accessibilityIdentifier("Inline.lastPick")
      }
    }
    // Scrolling to the rows under the keyboard must not close it (and the rows with it).
    .scrollDismissesKeyboard(.never)
    .autofillPresentation(.inline)
    .autofillConfiguration(\.texts, AutofillStateTexts(language: "en"))
    .onAutofillSelect { item in lastPick = item.value }
    // A host's resign-on-tap: it ends editing before a tapped row's button acts.
    .simultaneousGesture(
      TapGesture().onEnded {
        UIApplication.shared.sendAction(
          #selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
      }, including: resignsOnTap ? .all : .subviews)
  }
}

/// Products on the main actor, as a view context holds them: not `Sendable`, read only
/// there, and changed while the form is open (so its source keeps no answers).
@MainActor
final class InventoryStore: ObservableObject {
  /// A product, a class that is not `Sendable`, like a managed object.
  final class Product {
    let id: Int
    let name: String
    var stock: Int

    init(id: Int, name: String, stock: Int) {
      self.id = id
      self.name = name
      self.stock = stock
    }
  }

  private var products = [
    "Chair", "Chalk", "Charger", "Cheese knife", "Desk", "Desk lamp", "Drawer", "Stapler",
  ].enumerated().map { Product(id: $0.offset, name: $0.element, stock: 3 + $0.offset) }

  /// Answers on the main actor from the products as they are now; each row's `refCon` is the
  /// product's id, looked up here when it is picked.
  private(set) lazy var source = AutofillClosureSource.mainActor(cachesAnswers: false) {
    [weak self] query in
    guard let self else { return [] }
    return self.products
      .filter { $0.name.lowercased().hasPrefix(query.text.lowercased()) }
      .dropFirst(query.skip).prefix(query.count)
      .map { AutofillItem($0.name, subtitle: "\($0.stock) in stock", refCon: $0.id) }
  }
}

/// The scenario's sample data.
enum SwiftUIInlineSamples {
  static let words = [
    "éclair", "école", "écrire", "été", "étoile", "eau", "ennui", "esprit", "zèbre", "zéro",
  ].map { AutofillItem($0) }

  static let favourites = [AutofillItem("Zug", subtitle: "Favourite")]

  /// A source over the sample cities that waits 300 ms: its loading row shows under the
  /// favourites' rows first.
  static let slowCities = AutofillClosureSource { query in
    try await Task.sleep(for: .milliseconds(300))
    return SwiftUISamples.cityIndex.matches(for: query.text, options: query.options)
      .prefix(query.count).map(\.item)
  }
}
