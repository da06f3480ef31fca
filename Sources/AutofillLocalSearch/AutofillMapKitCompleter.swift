#if canImport(MapKit)
  @_exported import AutofillCore
  @preconcurrency import MapKit

  /// MapKit's `MKLocalSearchCompleter` as an `AutofillLocalSearchCompleting`, and
  /// `MKLocalSearch` as the `AutofillLocalSearchResolving` of its completions.
  ///
  /// Use one per field, through `AutofillLocalSearchSource.mapKit(resultTypes:region:)`;
  /// the source decides which results answer which text. MapKit does not say which fragment
  /// an update answers: the adapter reports the completer's `queryFragment` when it calls its
  /// delegate, so results of a replaced fragment that MapKit still delivers (its `cancel()`
  /// only attempts to stop a search) cannot be told from the newer fragment's.
  @MainActor
  public final class AutofillMapKitCompleter: NSObject, AutofillLocalSearchCompleting,
    AutofillLocalSearchResolving
  {
    private var completer = MKLocalSearchCompleter()
    /// A new completer's region (MapKit's default), restored when `region` is set to `nil`.
    private let defaultRegion: MKCoordinateRegion
    /// MapKit's completions of the recent results, to resolve a pick exactly.
    private var latest: [AutofillLocalSearchCompletion: MKLocalSearchCompletion] = [:]
    private var search: MKLocalSearch?

    /// Called with each update (the source sets it).
    public var onUpdate: ((AutofillLocalSearchUpdate) -> Void)?

    /// Creates a completer; nothing is searched until ``search(_:)``.
    public override init() {
      defaultRegion = completer.region
      super.init()
      completer.delegate = self
    }

    /// What the completer looks for.
    public var resultTypes: AutofillLocalSearchResultTypes = [.address, .pointOfInterest] {
      didSet { completer.resultTypes = Self.mapKitTypes(resultTypes) }
    }

    /// The area to favour; `nil` restores MapKit's default.
    public var region: AutofillLocalSearchRegion? {
      didSet { completer.region = region.map(Self.mapKitRegion) ?? defaultRegion }
    }

    /// Sets the completer's query fragment, which starts its search.
    ///
    /// - Parameter fragment: The text typed.
    public func search(_ fragment: String) { completer.queryFragment = fragment }

    /// Replaces the completer with a new one of the same result types and region (still one
    /// per field): MapKit documents only that setting a fragment starts a search, not that an
    /// unchanged one does. The old one is cancelled and tells nothing more.
    public func reset() {
      completer.delegate = nil
      completer.cancel()
      completer = MKLocalSearchCompleter()
      completer.resultTypes = Self.mapKitTypes(resultTypes)
      completer.region = region.map(Self.mapKitRegion) ?? defaultRegion
      completer.delegate = self
    }

    /// Cancels the completer's search in progress.
    public func cancel() { completer.cancel() }

    /// Cancels the `MKLocalSearch` in progress, if any.
    public func cancelResolving() {
      search?.cancel()
      search = nil
    }

    /// Resolves a completion to a map item with `MKLocalSearch`: MapKit's own completion when
    /// it is one of the recent results, else a search for its title and subtitle.
    ///
    /// - Parameter completion: The picked completion.
    /// - Returns: The first map item found.
    /// - Throws: MapKit's error; `AutofillLocalSearchFailure.unavailable` when nothing is found.
    public func place(for completion: AutofillLocalSearchCompletion) async throws -> MKMapItem {
      let request: MKLocalSearch.Request
      if let mapKitCompletion = latest[completion] {
        request = MKLocalSearch.Request(completion: mapKitCompletion)
      } else {
        request = MKLocalSearch.Request()
        request.naturalLanguageQuery = [completion.title, completion.subtitle]
          .filter { !$0.isEmpty }.joined(separator: ", ")
      }
      if let region { request.region = Self.mapKitRegion(region) }
      let search = MKLocalSearch(request: request)
      self.search = search
      let response = try await search.start()
      guard let item = response.mapItems.first else {
        throw AutofillLocalSearchFailure.unavailable
      }
      return item
    }

    private func deliver(_ mapKitResults: [MKLocalSearchCompletion], fragment: String) {
      // The rows shown may come from an update before the last (a later one for an older
      // fragment is dropped by the source): MapKit's completions are kept across updates,
      // a bounded number of them.
      if latest.count > 500 { latest = [:] }
      let completions = mapKitResults.map { result in
        let completion = Self.completion(result)
        latest[completion] = result
        return completion
      }
      onUpdate?(.results(completions, fragment: fragment))
    }

    /// A MapKit completion's title, subtitle and highlight (`NSValue`-wrapped `NSRange`s).
    private nonisolated static func completion(_ result: MKLocalSearchCompletion)
      -> AutofillLocalSearchCompletion
    {
      AutofillLocalSearchCompletion(
        title: result.title, subtitle: result.subtitle,
        highlight: AutofillHighlight(
          title: result.titleHighlightRanges.map(\.rangeValue),
          subtitle: result.subtitleHighlightRanges.map(\.rangeValue)))
    }

    private static func mapKitTypes(_ types: AutofillLocalSearchResultTypes)
      -> MKLocalSearchCompleter.ResultType
    {
      var result: MKLocalSearchCompleter.ResultType = []
      if types.contains(.address) { result.insert(.address) }
      if types.contains(.pointOfInterest) { result.insert(.pointOfInterest) }
      if types.contains(.query) { result.insert(.query) }
      return result
    }

    private static func mapKitRegion(_ region: AutofillLocalSearchRegion) -> MKCoordinateRegion {
      MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: region.latitude, longitude: region.longitude),
        span: MKCoordinateSpan(
          latitudeDelta: region.latitudeDelta, longitudeDelta: region.longitudeDelta))
    }
  }

  extension AutofillMapKitCompleter: MKLocalSearchCompleterDelegate {
    // MapKit does not document the thread of these calls. On the main thread (where it makes
    // them in practice) they are passed on at once; from elsewhere, only values are carried to
    // the main actor (a pick is then resolved by its title and subtitle).
    /// Passes the completer's results on, for its current fragment.
    public nonisolated func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {
      let fragment = completer.queryFragment
      guard !Thread.isMainThread else {
        return MainActor.assumeIsolated { deliver(completer.results, fragment: fragment) }
      }
      let completions = completer.results.map(Self.completion)
      Task { @MainActor in self.onUpdate?(.results(completions, fragment: fragment)) }
    }

    /// Passes the completer's failure on, for its current fragment.
    public nonisolated func completer(
      _ completer: MKLocalSearchCompleter, didFailWithError error: any Error
    ) {
      let fragment = completer.queryFragment
      let failure = AutofillLocalSearchFailure(error)
      guard !Thread.isMainThread else {
        return MainActor.assumeIsolated { onUpdate?(.failure(failure, fragment: fragment)) }
      }
      Task { @MainActor in self.onUpdate?(.failure(failure, fragment: fragment)) }
    }
  }
#endif
