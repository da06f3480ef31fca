import AutofillCore
import Foundation

/// A place search completer whose updates a test delivers, in any order. Like the MapKit
/// adapter, it labels each update with its query fragment at the time of the update, not with
/// the fragment the results answer.
@MainActor
final class ScriptedCompleter: AutofillLocalSearchCompleting {
  var resultTypes: AutofillLocalSearchResultTypes = []
  var region: AutofillLocalSearchRegion?
  var onUpdate: ((AutofillLocalSearchUpdate) -> Void)?
  /// Whether setting the fragment it already has starts no search (as MapKit may).
  var ignoresUnchangedFragment = false
  /// Whether a search replaced by a newer fragment stays silent (MapKit's successful cancel);
  /// if not, its late results are labelled with the newer fragment.
  var staysSilentWhenReplaced = true
  /// The fragments searched for, in order.
  private(set) var searches: [String] = []
  /// The searches actually started (an ignored unchanged fragment is not one).
  private(set) var started: [String] = []
  /// The query fragment now.
  private(set) var queryFragment = ""
  /// How many times the search in progress was cancelled.
  private(set) var cancelCount = 0
  /// How many times the fragment was forgotten.
  private(set) var resetCount = 0

  func search(_ fragment: String) {
    searches.append(fragment)
    guard !(ignoresUnchangedFragment && fragment == queryFragment) else { return }
    queryFragment = fragment
    started.append(fragment)
  }
  func cancel() { cancelCount += 1 }
  func reset() {
    resetCount += 1
    queryFragment = ""
  }

  /// Delivers results of the search for `fragment`, labelled with the fragment now: one
  /// completion per title, "Title" highlighted at the start over the fragment's length.
  func deliver(_ titles: [String], for fragment: String) {
    guard let label = label(fragment) else { return }
    let length = (fragment as NSString).length
    onUpdate?(
      .results(
        titles.map {
          AutofillLocalSearchCompletion(
            title: $0, subtitle: "Sub \($0)",
            highlight: AutofillHighlight(
              title: [NSRange(location: 0, length: min(length, ($0 as NSString).length))],
              subtitle: [NSRange(location: 0, length: 3)]))
        }, fragment: label))
  }

  /// Delivers a failure of the search for `fragment`, labelled with the fragment now.
  func fail(_ error: any Error, for fragment: String) {
    guard let label = label(fragment) else { return }
    onUpdate?(.failure(error, fragment: label))
  }

  private func label(_ fragment: String) -> String? {
    staysSilentWhenReplaced && fragment != queryFragment ? nil : queryFragment
  }
}

/// A resolver whose answers a test gives; it may ignore cancellation, to show that a late
/// answer is not used.
@MainActor
final class ScriptedResolver: AutofillLocalSearchResolving {
  private var pending: [CheckedContinuation<String, any Error>] = []
  private let ignoresCancellation: Bool
  /// The completions asked for, in order.
  private(set) var asked: [AutofillLocalSearchCompletion] = []
  /// How many times a resolution was cancelled.
  private(set) var cancelCount = 0

  init(ignoresCancellation: Bool = false) { self.ignoresCancellation = ignoresCancellation }

  var pendingCount: Int { pending.count }

  func place(for completion: AutofillLocalSearchCompletion) async throws -> String {
    asked.append(completion)
    return try await withCheckedThrowingContinuation { pending.append($0) }
  }

  func cancelResolving() {
    cancelCount += 1
    guard !ignoresCancellation else { return }
    for continuation in pending { continuation.resume(throwing: CancellationError()) }
    pending = []
  }

  /// Answers the oldest pending resolution.
  func answer(_ result: Result<String, any Error>) {
    guard !pending.isEmpty else { return }
    pending.removeFirst().resume(with: result)
  }
}
