/// What a place search completer tells: new results, or a failure, each for the query
/// fragment the completer had when it told.
public enum AutofillLocalSearchUpdate {
  /// The completer's results for `fragment`.
  case results([AutofillLocalSearchCompletion], fragment: String)
  /// The completer failed while searching for `fragment`.
  case failure(any Error, fragment: String)
}

/// A place search completer, as `MKLocalSearchCompleter` is one: it takes a query fragment,
/// searches, and reports results or a failure. The `AutofillLocalSearch` product adapts
/// MapKit's; a test scripts one.
///
/// ``AutofillLocalSearchSource`` owns one completer and decides everything else: which
/// update answers which question, what a failure says, when to search again.
@MainActor
public protocol AutofillLocalSearchCompleting: AnyObject {
  /// What to look for.
  var resultTypes: AutofillLocalSearchResultTypes { get set }
  /// The area to favour; `nil` for the completer's own default.
  var region: AutofillLocalSearchRegion? { get set }
  /// Called on the main actor with each update.
  var onUpdate: ((AutofillLocalSearchUpdate) -> Void)? { get set }
  /// Searches for `fragment` (sets the completer's query fragment).
  ///
  /// - Parameter fragment: The text typed.
  func search(_ fragment: String)
  /// Forgets the query fragment, so that the next ``search(_:)`` searches even the same text
  /// again (MapKit documents only that setting a fragment starts a search, so the adapter
  /// replaces its completer). The source calls it before asking for an unchanged fragment.
  /// A completer of your own must make its next `search(_:)` answer even for the same text;
  /// a `reset()` that does nothing leaves that question loading. (Added after the protocol
  /// first landed: a conformance written before it stops compiling until it has one.)
  func reset()
  /// Stops the search in progress, if any.
  func cancel()
}

/// Resolves a picked completion to a place, as `MKLocalSearch` resolves an
/// `MKLocalSearchCompletion` to an `MKMapItem`. The `AutofillLocalSearch` product adapts
/// MapKit's; a test scripts one.
@MainActor
public protocol AutofillLocalSearchResolving: AnyObject {
  /// The place a completion resolves to (`MKMapItem`).
  associatedtype Place
  /// Resolves `completion`. It should end soon after ``cancelResolving()``, by throwing or returning;
  /// a result that comes after it is not used.
  ///
  /// - Parameter completion: The picked completion.
  /// - Returns: The place.
  /// - Throws: The search's error.
  func place(for completion: AutofillLocalSearchCompletion) async throws -> Place
  /// Stops the resolution in progress, if any (not the completer's search: an adapter may be
  /// both).
  func cancelResolving()
}
