import AutofillTextField
import CoreData
import MapKit
import SwiftUI

// The main-actor sources of SwiftUI.md and the README (issue 52), verbatim between
// `// Sample: <name>` and `// Sample: end`, so that `ios-typecheck` checks them against the
// iOS SDK. Edit a sample here and in the docs together.

// Sample: core-data
final class Product: NSManagedObject {
  @NSManaged var name: String
  @NSManaged var stock: Int64
}

@MainActor
struct OrderForm: View {
  @Environment(\.managedObjectContext) private var viewContext
  @State private var productName = ""
  @State private var quantity = 1
  @State private var product: Product?

  var body: some View {
    Form {
      AutofillField("Product", text: $productName, source: products)
        .onAutofillSelect { item in
          // The row carries the object's URI; the object itself stays in the view context.
          guard let uri = item.refCon as? URL,
            let id = viewContext.persistentStoreCoordinator?
              .managedObjectID(forURIRepresentation: uri)
          else { return }
          product = viewContext.object(with: id) as? Product
        }
      Stepper("Quantity: \(quantity)", value: $quantity, in: 1...99)
    }
    .autofillPresentation(.inline)
  }

  /// Asked on the main actor, where the view context lives; never from kept answers, as other
  /// screens change the products.
  private var products: AutofillClosureSource {
    .mainActor(cachesAnswers: false) { [viewContext] query in
      let request = NSFetchRequest<Product>(entityName: "Product")
      request.predicate = NSPredicate(format: "name BEGINSWITH[cd] %@", query.text)
      request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
      request.fetchOffset = query.skip
      request.fetchLimit = query.count
      return try viewContext.fetch(request).map { product in
        AutofillItem(
          product.name, subtitle: "\(product.stock) in stock",
          refCon: product.objectID.uriRepresentation())
      }
    }
  }
}
// Sample: end

// Sample: mapkit
/// The app's own search completer, on the main actor: its results are shown as they come.
@MainActor
final class PlaceSearch: NSObject, ObservableObject, MKLocalSearchCompleterDelegate {
  @Published var query = "" {
    didSet { completer.queryFragment = query }
  }
  @Published private(set) var suggestions: [AutofillItem] = []
  private let completer = MKLocalSearchCompleter()
  /// The completions shown, by the identifier their rows carry: `MKLocalSearchCompletion` is
  /// not `Sendable`, so it stays here, on the main actor.
  private var completions: [ObjectIdentifier: MKLocalSearchCompletion] = [:]

  override init() {
    super.init()
    completer.delegate = self
  }

  nonisolated func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {
    Task { @MainActor in self.showResults() }
  }

  private func showResults() {
    let results = completer.results
    completions = Dictionary(results.map { (ObjectIdentifier($0), $0) }) { first, _ in first }
    suggestions = results.map {
      AutofillItem($0.title, subtitle: $0.subtitle, refCon: ObjectIdentifier($0))
    }
  }

  /// The place a picked row stands for.
  func mapItem(for item: AutofillItem) async throws -> MKMapItem? {
    guard let id = item.refCon as? ObjectIdentifier, let completion = completions[id] else {
      return nil
    }
    let search = MKLocalSearch(request: MKLocalSearch.Request(completion: completion))
    return try await search.start().mapItems.first
  }
}

@MainActor
struct DestinationField: View {
  @StateObject private var search = PlaceSearch()
  @State private var destination: MKMapItem?

  var body: some View {
    AutofillField("Where are you going?", text: $search.query, suggestions: search.suggestions)
      .onAutofillSelect { item in
        Task { destination = try? await search.mapItem(for: item) }
      }
  }
}
// Sample: end
