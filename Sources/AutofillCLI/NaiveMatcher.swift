import AutofillCore
import Foundation

/// The peers' approach, as the benchmark's baseline: every item tested with Foundation's
/// `range(of:options:)` on every keystroke.
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
