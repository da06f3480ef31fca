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
          // `existingObject(with:)` fails for a product deleted since; `object(with:)` would
          // hand back a fault that throws when read.
          product = (try? viewContext.existingObject(with: id)) as? Product
        }
      Stepper("Quantity: \(quantity)", value: $quantity, in: 1...99)
    }
    .autofillPresentation(.inline)
    // Scrolling to the rows under the keyboard keeps it (and the rows) up.
    .scrollDismissesKeyboard(.never)
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
      let products = try viewContext.fetch(request)
      // An object not saved yet has a temporary ID, whose URI no later lookup resolves.
      try viewContext.obtainPermanentIDs(for: products.filter(\.objectID.isTemporaryID))
      return products.map { product in
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
  /// The completions shown, by the number their rows carry: `MKLocalSearchCompletion` is not
  /// `Sendable`, so it stays here, on the main actor. A number is never used twice (an
  /// `ObjectIdentifier` can be, once its object is freed). The previous results' stay until
  /// the next results: the field shows new suggestions a frame after they are published, and
  /// a tap meanwhile picks a row of the previous ones.
  private var completions: [Int: MKLocalSearchCompletion] = [:]
  private var previousCompletions: [Int: MKLocalSearchCompletion] = [:]
  private var lastNumber = 0

  override init() {
    super.init()
    completer.delegate = self
  }

  nonisolated func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {
    Task { @MainActor in self.show(self.completer.results) }
  }

  nonisolated func completer(
    _ completer: MKLocalSearchCompleter, didFailWithError error: any Error
  ) {
    // The results shown were for an older text: show none rather than stale ones.
    Task { @MainActor in self.show([]) }
  }

  private func show(_ results: [MKLocalSearchCompletion]) {
    previousCompletions = completions
    completions = [:]
    suggestions = results.map { completion in
      lastNumber += 1
      completions[lastNumber] = completion
      return AutofillItem(completion.title, subtitle: completion.subtitle, refCon: lastNumber)
    }
  }

  /// The search for the place a picked row stands for, made at once: the next results
  /// replace the completions.
  func localSearch(for item: AutofillItem) -> MKLocalSearch? {
    guard let number = item.refCon as? Int,
      let completion = completions[number] ?? previousCompletions[number]
    else {
      return nil
    }
    return MKLocalSearch(request: MKLocalSearch.Request(completion: completion))
  }
}

@MainActor
struct DestinationField: View {
  @StateObject private var search = PlaceSearch()
  @State private var destination: MKMapItem?

  var body: some View {
    AutofillField("Where are you going?", text: $search.query, suggestions: search.suggestions)
      .onAutofillSelect { item in
        // Looked up now, before the completer's next results replace the completions.
        guard let localSearch = search.localSearch(for: item) else { return }
        Task { destination = try? await localSearch.start().mapItems.first }
      }
  }
}
// Sample: end
