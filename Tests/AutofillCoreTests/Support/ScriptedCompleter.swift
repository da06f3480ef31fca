import AutofillCore
import Foundation

/// A place search completer whose updates a test delivers, for any fragment, in any order.
@MainActor
final class ScriptedCompleter: AutofillLocalSearchCompleting {
  var resultTypes: AutofillLocalSearchResultTypes = []
  var region: AutofillLocalSearchRegion?
  var onUpdate: ((AutofillLocalSearchUpdate) -> Void)?
  /// The fragments searched for, in order.
  private(set) var searches: [String] = []
  /// How many times the search in progress was cancelled.
  private(set) var cancelCount = 0

  func search(_ fragment: String) { searches.append(fragment) }
  func cancel() { cancelCount += 1 }

  /// Delivers results for `fragment`: one completion per title, "Title" highlighted at the
  /// start over the fragment's length.
  func deliver(_ titles: [String], for fragment: String) {
    let length = (fragment as NSString).length
    onUpdate?(
      .results(
        titles.map {
          AutofillLocalSearchCompletion(
            title: $0, subtitle: "Sub \($0)",
            highlight: AutofillHighlight(
              title: [NSRange(location: 0, length: min(length, ($0 as NSString).length))],
              subtitle: [NSRange(location: 0, length: 3)]))
        }, fragment: fragment))
  }

  /// Delivers a failure for `fragment`.
  func fail(_ error: any Error, for fragment: String) {
    onUpdate?(.failure(error, fragment: fragment))
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
