import AutofillCore
import Foundation

/// A source that records every text it is asked and answers at once with one item naming it
/// (`"TEXT from NAME"`), so a leaked text shows up both in ``texts`` and in the rows.
///
/// `@unchecked Sendable` is safe: every access to `asked` holds `lock`.
final class EchoSource: AutofillSource, @unchecked Sendable {
  let name: String
  private let lock = NSLock()
  private var asked: [String] = []

  init(_ name: String) { self.name = name }

  /// Every text asked, in order.
  var texts: [String] { lock.withLock { asked } }

  func items(for query: AutofillQuery) async throws -> [AutofillItem] {
    lock.withLock { asked.append(query.text) }
    return [AutofillItem("\(query.text) from \(name)")]
  }
}
