import AutofillCore
import Foundation

/// The peers' approach, as the benchmark's slowest baseline: every item tested with
/// Foundation's `range(of:options:)` on every keystroke, which folds each value again each
/// time.
enum NaiveMatcher {
  static func matches(_ values: [String], _ query: String, _ options: AutofillMatchOptions)
    -> [String]
  {
    let folding = options.foldingOptions
    var found: [String] = []
    for value in values {
      let isMatch: Bool
      switch options.mode {
      case .exact: isMatch = value.compare(query, options: folding) == .orderedSame
      case .prefix: isMatch = value.range(of: query, options: folding.union(.anchored)) != nil
      case .suffix:
        isMatch = value.range(of: query, options: folding.union([.anchored, .backwards])) != nil
      case .contains: isMatch = value.range(of: query, options: folding) != nil
      }
      if isMatch { found.append(value) }
    }
    return found
  }
}

/// The best per-keystroke scan a peer would write, as the benchmark's other scan baseline: the
/// values folded once up front, then on each keystroke the query folded once and every folded
/// value tested with `==`, `hasPrefix` or `hasSuffix`, or searched for the query's UTF-8
/// bytes with `memchr` and `memcmp` (for "contains": the standard library's `firstRange(of:)`, which
/// compares `Character`s, is several times slower than Foundation's `range(of:)`).
struct PrefoldedScan {
  private let folded: [String]
  private let options: String.CompareOptions

  init(values: [String], options: String.CompareOptions) {
    self.options = options
    folded = values.map { $0.folding(options: options, locale: nil) }
  }

  /// The number of values that match `query` in `mode`.
  func count(_ query: String, mode: AutofillMatchMode) -> Int {
    let query = query.folding(options: options, locale: nil)
    guard !query.isEmpty else { return 0 }
    switch mode {
    case .exact: return folded.reduce(0) { $0 + ($1 == query ? 1 : 0) }
    case .prefix: return folded.reduce(0) { $0 + ($1.hasPrefix(query) ? 1 : 0) }
    case .suffix: return folded.reduce(0) { $0 + ($1.hasSuffix(query) ? 1 : 0) }
    case .contains:
      var query = query
      return query.withUTF8 { needle in
        folded.reduce(0) { count, value in
          let found = value.utf8.withContiguousStorageIfAvailable { Self.contains($0, needle) }
          return count + (found == true ? 1 : 0)
        }
      }
    }
  }

  /// Whether `needle` (not empty) occurs in `bytes`.
  private static func contains(
    _ bytes: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard let base = bytes.baseAddress, let first = needle.baseAddress,
      needle.count <= bytes.count
    else { return false }
    var start = 0
    let last = bytes.count - needle.count
    while start <= last {
      guard let hit = memchr(base + start, Int32(first.pointee), last - start + 1) else {
        return false
      }
      let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
      if memcmp(base + offset, first, needle.count) == 0 { return true }
      start = offset + 1
    }
    return false
  }
}
