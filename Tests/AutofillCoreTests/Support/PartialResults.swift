import AutofillCore

/// What a search whose typo part may stop at its work budget may return, against the whole
/// expected answer: everything when it says it is complete; otherwise every match without
/// typos, as expected, then some of the expected matches with typos, in their expected order
/// (each as expected: item, tier, range and distance), and never more than the limit.
enum PartialResults {
  static func agree(
    _ actual: [ExpectedMatch], isComplete: Bool, expected: [ExpectedMatch], limit: Int
  ) -> Bool {
    let wanted = limit < 0 ? expected : Array(expected.prefix(limit))
    if isComplete { return actual == wanted }
    let exact = expected.filter { $0.typos == 0 }
    let exactWanted = limit < 0 ? exact : Array(exact.prefix(limit))
    guard Array(actual.prefix(exactWanted.count)) == exactWanted,
      limit < 0 || actual.count <= limit
    else { return false }
    // An ordered subsequence of the expected matches with typos.
    var remaining = expected.filter { $0.typos > 0 }[...]
    for match in actual.dropFirst(exactWanted.count) {
      guard let position = remaining.firstIndex(of: match) else { return false }
      remaining = remaining[(position + 1)...]
    }
    return true
  }

  /// The matches and completeness of a query, through the buffer API that reports it.
  static func matches(
    _ index: AutofillIndex, _ query: String, _ options: AutofillMatchOptions
  ) -> (matches: [ExpectedMatch], isComplete: Bool) {
    var buffer = AutofillMatchBuffer()
    index.matches(for: query, options: options, into: &buffer)
    return (buffer.map { ExpectedMatch(index.match($0)) }, buffer.isComplete)
  }
}
