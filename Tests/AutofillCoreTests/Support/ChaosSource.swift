import AutofillCore
import Foundation

/// A named source whose answers say what they were computed for, and whose calls the test
/// settles one by one in any order: answered, failed, answered with more than the page,
/// left hanging forever; on cancellation it either throws `CancellationError` or ignores it
/// and may still answer successfully later.
///
/// Each value is `NAME|OPTIONS|TEXT|N` (see ``value(source:options:text:position:)``): the row
/// names the source, the options and the text it answers, so a test can check that what shows
/// belongs to the current ones. A text holding `z` has no items; one holding `!` fails.
final class ChaosSource: AutofillSource {
  enum Outcome: CaseIterable {
    case answer, answerOversized, fail, hang
  }

  let name: String
  /// The calls, answered when the test says so.
  private let calls: ScriptedSource

  /// - Parameter ignoresCancellation: Whether a cancelled call stays pending (and may be
  ///   answered) instead of throwing.
  init(name: String, ignoresCancellation: Bool) {
    self.name = name
    calls = ScriptedSource(ignoresCancellation: ignoresCancellation)
  }

  /// Every query asked, in order.
  var queries: [AutofillQuery] { calls.queries }
  var pendingCount: Int { calls.pending.count }

  static func tag(_ options: AutofillMatchOptions) -> String {
    "\(options.isCaseSensitive ? "C" : "c")\(options.mode.rawValue)"
  }

  static func value(source: String, options: AutofillMatchOptions, text: String, position: Int)
    -> String
  {
    "\(source)|\(tag(options))|\(text)|\(position)"
  }

  /// How many items the source has for a text.
  static func total(for text: String) -> Int { text.contains("z") ? 0 : 4 + 3 * (text.count % 4) }

  /// What is wrong with `state` if it must belong to `text`, one of the sources `names` and
  /// `options`, paged by `pageSize`; `nil` when nothing is.
  static func problem(
    in state: AutofillDropdownState, text: String, names: [String],
    options: AutofillMatchOptions, pageSize: Int
  ) -> String? {
    switch state {
    case .hidden:
      return nil
    case .loading:
      return names.isEmpty ? "loading without a source" : nil
    case .noMatches:
      return !names.isEmpty && total(for: text) == 0
        ? nil : "no matches for \(text.debugDescription), which has items, from \(names)"
    case .failed(let message):
      return names.contains { message == "\($0) failed" }
        ? nil : "failure \(message.debugDescription) not from \(names)"
    case .results(let rows, let highlighted):
      if let highlighted, !rows.indices.contains(highlighted) {
        return "highlight \(highlighted) of \(rows.count) rows"
      }
      let values = rows.map(\.item.value)
      if values.count != total(for: text) && values.count % pageSize != 0 {
        return "\(values.count) rows are not whole pages of \(pageSize)"
      }
      for name in names {
        let expected = (0..<values.count).map {
          value(source: name, options: options, text: text, position: $0)
        }
        if values == expected { return nil }
      }
      return "rows \(values) do not belong to \(text.debugDescription), \(names), \(tag(options))"
    }
  }

  func items(for query: AutofillQuery) async throws -> [AutofillItem] {
    try await calls.items(for: query)
  }

  /// Settles a pending call with `outcome` (`hang` leaves it): `back` counts from the newest
  /// (0) toward older ones, modulo the count.
  func settle(back: Int, with outcome: Outcome) {
    guard outcome != .hang else { return }
    let name = name
    calls.answer(back: back) { query in
      if outcome == .fail || query.text.contains("!") {
        return .failure(SourceFailure(message: "\(name) failed"))
      }
      let end = query.skip + (outcome == .answerOversized ? query.count * 2 + 1 : query.count)
      let positions = query.skip..<min(max(end, query.skip), Self.total(for: query.text))
      return .success(
        positions.map {
          AutofillItem(
            Self.value(source: name, options: query.options, text: query.text, position: $0))
        })
    }
  }

  /// Ends every call still pending (the hanging ones) so no continuation leaks.
  func cancelAll() { calls.cancelAll() }
}
