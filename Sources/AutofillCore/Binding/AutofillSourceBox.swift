import Foundation

/// A source whose current value can be replaced while a field asks it: each request goes to
/// the value it holds when the request starts.
///
/// ``AutofillFieldContentSync`` gives a field one of these for a source it cannot compare (a
/// closure), and puts the newest value in it at every update, so the field asks the newest
/// without restarting.
final class AutofillSourceBox: AutofillSource, @unchecked Sendable {
  // Safe to share: the only mutable state, `current`, is read and written under `lock`, and
  // a request copies the value out before it awaits, so no lock is held across a suspension.
  private let lock = NSLock()
  private var current: any AutofillSource

  init(_ source: any AutofillSource) {
    current = source
  }

  /// The source the next request goes to.
  var source: any AutofillSource {
    get {
      lock.lock()
      defer { lock.unlock() }
      return current
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      current = newValue
    }
  }

  func items(for query: AutofillQuery) async throws -> [AutofillItem] {
    try await source.items(for: query)
  }

  var cachesAnswers: Bool { source.cachesAnswers }
}
