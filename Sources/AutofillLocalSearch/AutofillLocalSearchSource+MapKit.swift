#if canImport(MapKit)
  @preconcurrency import MapKit
  #if canImport(UIKit)
    @preconcurrency import UIKit
  #endif

  extension AutofillLocalSearchSource {
    /// A source over a new MapKit completer (``AutofillMapKitCompleter``): give one to each
    /// field.
    ///
    /// ```swift
    /// let places = AutofillLocalSearchSource.mapKit(resultTypes: .address)
    /// streetField.source = places
    /// ```
    ///
    /// - Parameters:
    ///   - resultTypes: What to look for. Default addresses and points of interest.
    ///   - region: The area to favour, if any.
    /// - Returns: The source.
    public static func mapKit(
      resultTypes: AutofillLocalSearchResultTypes = [.address, .pointOfInterest],
      region: AutofillLocalSearchRegion? = nil
    ) -> AutofillLocalSearchSource {
      AutofillLocalSearchSource(
        completer: AutofillMapKitCompleter(), resultTypes: resultTypes, region: region)
    }

    #if canImport(UIKit)
      /// Resolves a picked row to an `MKMapItem` with `MKLocalSearch`; cancelled (it throws
      /// `CancellationError` at once, whether or not MapKit answers later) when the user edits
      /// `field`'s text again, asks the source again or picks another row, or when the task
      /// that calls it is cancelled.
      ///
      /// ```swift
      /// field.onSelect = { item in
      ///   Task { mapView.addAnnotation(try await places.mapItem(for: item, in: field).placemark) }
      /// }
      /// ```
      ///
      /// - Parameters:
      ///   - item: The picked row, one of this source's.
      ///   - field: The field it was picked in, whose edits cancel the resolution.
      /// - Returns: The map item.
      /// - Throws: `AutofillLocalSearchFailure`, or `CancellationError`.
      public func mapItem(for item: AutofillItem, in field: UITextField?) async throws
        -> MKMapItem
      {
        guard let mapKit = completer as? AutofillMapKitCompleter else {
          throw AutofillLocalSearchFailure.unavailable
        }
        let observer = field.map { field in
          NotificationCenter.default.addObserver(
            forName: UITextField.textDidChangeNotification, object: field, queue: .main
          ) { [weak self, weak field] _ in
            MainActor.assumeIsolated { self?.fieldTextChanged(to: field?.text ?? "") }
          }
        }
        defer { observer.map(NotificationCenter.default.removeObserver) }
        return try await resolve(item, with: mapKit)
      }
    #endif
  }
#endif
