/// Places and addresses as you type, from a place search completer (MapKit's
/// `MKLocalSearchCompleter`, through the `AutofillLocalSearch` product).
///
/// Give one source, with its own completer, to each field. The controller asks it after typing
/// pauses; it sets the completer's fragment and answers with the first update labelled with
/// that fragment (results of a replaced fragment that the completer still delivers under the
/// newer label cannot be told apart: MapKit's adapter labels with the fragment it has then):
///
/// - an update labelled with another fragment than the one asked is dropped;
/// - the same text asked again (after editing ended) is searched afresh (``AutofillLocalSearchCompleting/reset()``);
/// - a question whose task is cancelled (the text changed, the field ended editing) ends at
///   once, the completer's search is cancelled, and its late results are dropped;
/// - a failure is the failed row with a ``AutofillLocalSearchFailure``'s text (throttled,
///   offline, unavailable), never an empty list; the next keystroke asks again.
///
/// Rows carry the completer's highlight (``AutofillItem/highlight``), and each row's `refCon`
/// is its ``AutofillLocalSearchCompletion``, which ``resolve(_:with:)`` turns into a place.
/// The completer has no pages: a question for a later page gets none, and so does an empty
/// text (a field that asks before typing).
@MainActor
public final class AutofillLocalSearchSource: AutofillSource {
  /// The completer the source drives (for an adapter's own additions, such as resolving).
  public let completer: any AutofillLocalSearchCompleting
  private var waiting: Waiting?
  private var questions = 0
  /// The fragment last set on the completer, which may ignore it set again unchanged.
  private var searched: String?
  private var resolution: Resolution?
  private var resolutions = 0

  private struct Resolution {
    let id: Int
    let text: String
    let cancel: () -> Void
    /// Ends the caller's wait at once, whether or not the resolver ever answers.
    let fail: (any Error) -> Void
  }

  private struct Waiting {
    let id: Int
    let fragment: String
    let continuation: CheckedContinuation<[AutofillItem], any Error>
  }

  /// Creates a source over a completer, which it keeps and drives from now on.
  ///
  /// - Parameters:
  ///   - completer: The completer; the source sets its ``AutofillLocalSearchCompleting/onUpdate``.
  ///   - resultTypes: What to look for. Default addresses and points of interest.
  ///   - region: The area to favour, if any.
  public init(
    completer: any AutofillLocalSearchCompleting,
    resultTypes: AutofillLocalSearchResultTypes = [.address, .pointOfInterest],
    region: AutofillLocalSearchRegion? = nil
  ) {
    self.completer = completer
    completer.resultTypes = resultTypes
    completer.region = region
    completer.onUpdate = { [weak self] in self?.receive($0) }
  }

  /// What the completer looks for.
  public var resultTypes: AutofillLocalSearchResultTypes {
    get { completer.resultTypes }
    set { completer.resultTypes = newValue }
  }

  /// The area the completer favours; `nil` for its default.
  public var region: AutofillLocalSearchRegion? {
    get { completer.region }
    set { completer.region = newValue }
  }

  /// `false`: the results depend on the region and on the service, so each text is asked.
  public nonisolated var cachesAnswers: Bool { false }

  /// The completer's results for the query's text, as rows (see the type's rules).
  ///
  /// - Parameter query: The text; a later page (`skip` above 0), or an empty text, gets no
  ///   rows and searches nothing.
  /// - Returns: The completer's results for exactly this text.
  /// - Throws: ``AutofillLocalSearchFailure`` when the completer fails; `CancellationError`
  ///   when the question is cancelled or a newer one replaces it.
  public func items(for query: AutofillQuery) async throws -> [AutofillItem] {
    // A new question means the text was edited: a place still resolving is for an old pick.
    cancelResolution()
    // A completer has no pages, and may never answer an empty fragment (before typing).
    guard query.skip == 0, !query.text.allSatisfy(\.isWhitespace) else { return [] }
    waiting?.continuation.resume(throwing: CancellationError())
    waiting = nil
    questions += 1
    let id = questions
    let fragment = query.text
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        guard !Task.isCancelled else {
          continuation.resume(throwing: CancellationError())
          return
        }
        waiting = Waiting(id: id, fragment: fragment, continuation: continuation)
        // Asked again for the same text (after ending editing, or a cancelled question): a
        // completer told an unchanged fragment may never answer, so it starts afresh.
        if searched == fragment { completer.reset() }
        searched = fragment
        completer.search(fragment)
      }
    } onCancel: {
      Task { @MainActor [weak self] in self?.cancelQuestion(id) }
    }
  }

  private func receive(_ update: AutofillLocalSearchUpdate) {
    let fragment: String
    switch update {
    case .results(_, let text), .failure(_, let text): fragment = text
    }
    // Nobody asked for this fragment (any more): a late or unasked update.
    guard let waiting, waiting.fragment == fragment else { return }
    self.waiting = nil
    switch update {
    case .results(let completions, _):
      waiting.continuation.resume(returning: completions.map(\.item))
    case .failure(let error, _):
      waiting.continuation.resume(throwing: AutofillLocalSearchFailure(error))
    }
  }

  private func cancelQuestion(_ id: Int) {
    guard let waiting, waiting.id == id else { return }
    self.waiting = nil
    completer.cancel()
    waiting.continuation.resume(throwing: CancellationError())
  }

  // MARK: Resolving a pick

  /// Resolves a picked row to a place (an `MKMapItem` through MapKit's `MKLocalSearch`).
  ///
  /// The resolution is cancelled when the field's text is edited again
  /// (``fieldTextChanged(to:)`` with another text than the pick's, or a new question to the
  /// source), when another resolution starts, and when the calling task is cancelled; a
  /// cancelled resolution throws `CancellationError` at once, without waiting for the resolver
  /// (which may never answer after a cancel), and a late answer is not used.
  ///
  /// - Parameters:
  ///   - item: The picked row; its `refCon` is an ``AutofillLocalSearchCompletion``.
  ///   - resolver: What resolves it.
  /// - Returns: The place.
  /// - Throws: ``AutofillLocalSearchFailure`` when the search fails or the item is not one of
  ///   this source's rows; `CancellationError` when cancelled.
  public func resolve<Resolver: AutofillLocalSearchResolving>(
    _ item: AutofillItem, with resolver: Resolver
  ) async throws -> Resolver.Place {
    guard let completion = item.refCon as? AutofillLocalSearchCompletion else {
      throw AutofillLocalSearchFailure.unavailable
    }
    cancelResolution()
    resolutions += 1
    let id = resolutions
    let text = item.value
    // The caller waits on a continuation of its own, which a cancellation resumes at once: a
    // resolver may stay silent after `cancelResolving()`, and its late answer is not used.
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<OnMain<Resolver.Place>, any Error>) in
        guard !Task.isCancelled else {
          continuation.resume(throwing: CancellationError())
          return
        }
        resolution = Resolution(
          id: id, text: text, cancel: { resolver.cancelResolving() },
          fail: { continuation.resume(throwing: $0) })
        Task {
          // Cancelled before this ran (an edit, a question, another pick in the same turn):
          // start no search that nothing would cancel.
          guard resolution?.id == id else { return }
          do {
            let place = try await resolver.place(for: completion)
            guard resolution?.id == id else { return }
            resolution = nil
            continuation.resume(returning: OnMain(value: place))
          } catch {
            guard resolution?.id == id else { return }
            resolution = nil
            continuation.resume(
              throwing: error is CancellationError ? error : AutofillLocalSearchFailure(error))
          }
        }
      }
    } onCancel: {
      Task { @MainActor [weak self] in
        if self?.resolution?.id == id { self?.cancelResolution() }
      }
    }.value
  }

  /// A place handed from the resolving task to the caller, both on the main actor (the place,
  /// an `MKMapItem`, is not `Sendable`; it never leaves the main actor).
  private struct OnMain<Value>: @unchecked Sendable { let value: Value }

  /// The field's text changed: a resolution for a pick whose value is not `text` any more is
  /// cancelled. Call it from the field's editing-changed event (the `AutofillLocalSearch`
  /// product's `mapItem(for:in:)` does).
  ///
  /// - Parameter text: The field's text now.
  public func fieldTextChanged(to text: String) {
    guard let resolution, resolution.text != text else { return }
    cancelResolution()
  }

  /// Whether a resolution is in progress.
  public var isResolving: Bool { resolution != nil }

  private func cancelResolution() {
    guard let resolution else { return }
    self.resolution = nil
    resolution.cancel()
    resolution.fail(CancellationError())
  }
}
