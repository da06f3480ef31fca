import AutofillLocalSearch
import AutofillTextField
import MapKit
import UIKit

/// An address form over MapKit's search completer: a street, then a city, each field with a
/// completer of its own. Picking a street resolves it to a map item (cancelled if the street is
/// edited again) and fills the city; the status line says what happened.
final class PlacesScenarioViewController: UIViewController {
  private let street = AutofillTextField(frame: .zero)
  private let city = AutofillTextField(frame: .zero)
  private let statusLabel = UILabel()
  private let streets = AutofillLocalSearchSource.mapKit(resultTypes: .address)
  private let cities = AutofillLocalSearchSource.mapKit(resultTypes: .address)
  private var resolving: Task<Void, Never>?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    for (field, placeholder) in [(street, "Street and number"), (city, "City")] {
      field.placeholder = placeholder
      field.borderStyle = .roundedRect
      field.font = .preferredFont(forTextStyle: .body)
      field.adjustsFontForContentSizeCategory = true
      field.autocorrectionType = .no
      field.maximumVisibleRows = 5
    }
    // No `textContentType`: with an address type, QuickType offers the user's own card's
    // address above the dropdown, competing with it.
    street.source = streets
    city.source = cities
    street.onSelect = { [weak self] item in self?.resolve(item) }
    statusLabel.numberOfLines = 0
    statusLabel.font = .preferredFont(forTextStyle: .footnote)
    statusLabel.adjustsFontForContentSizeCategory = true
    statusLabel.text = "Type a street; pick one to resolve it and fill the city."
    view.addScenarioStack([street, city, statusLabel], spacing: 12)
  }

  deinit { resolving?.cancel() }

  /// Resolves the picked street; an edit of the street field cancels it.
  private func resolve(_ item: AutofillItem) {
    resolving?.cancel()
    statusLabel.text = "Resolving “\(item.value)”…"
    resolving = Task { [weak self, streets, street] in
      do {
        let mapItem = try await streets.mapItem(for: item, in: street)
        let placemark = mapItem.placemark
        self?.city.text = placemark.locality
        self?.statusLabel.text = String(
          format: "Resolved: %@ (%.4f, %.4f)", mapItem.name ?? item.value,
          placemark.coordinate.latitude, placemark.coordinate.longitude)
      } catch is CancellationError {
        self?.statusLabel.text = "Resolution cancelled: the street was edited again."
      } catch {
        self?.statusLabel.text = "Not resolved: \(error.localizedDescription)"
      }
    }
  }
}
