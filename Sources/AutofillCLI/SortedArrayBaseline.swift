import AutofillCore
import Foundation

/// The benchmark's prefix baseline: every value folded once with Foundation, stored as UTF-8 in
/// one buffer and sorted, answered by binary search, as a B-tree (SQLite's `COLLATE NOCASE`
/// index) answers a prefix query. It returns the first `limit` values in key order; it is
/// checked against the index's count in the same run, not its order.
struct SortedArrayBaseline {
  private let bytes: [UInt8]
  /// Entry `i`'s key is `bytes[starts[order[i]]..<ends[order[i]]]`.
  private let starts: [Int]
  private let ends: [Int]
  private let order: [Int]
  private let options: String.CompareOptions

  init(values: [String], options: String.CompareOptions) {
    self.options = options
    var bytes: [UInt8] = []
    var starts: [Int] = []
    var ends: [Int] = []
    for value in values {
      starts.append(bytes.count)
      bytes += value.folding(options: options, locale: nil).utf8
      ends.append(bytes.count)
    }
    let order = bytes.withUnsafeBufferPointer { buffer in
      values.indices.sorted { left, right in
        Self.compare(buffer, starts[left]..<ends[left], buffer, starts[right]..<ends[right]) < 0
      }
    }
    self.bytes = bytes
    self.starts = starts
    self.ends = ends
    self.order = order
  }

  /// The items whose folded value starts with (`isPrefix`) or equals the folded query, at most
  /// `limit` of them.
  func matches(for query: String, isPrefix: Bool, limit: Int) -> [Int] {
    let folded = Array(query.folding(options: options, locale: nil).utf8)
    guard !folded.isEmpty, !bytes.isEmpty else { return [] }
    return bytes.withUnsafeBufferPointer { buffer in
      folded.withUnsafeBufferPointer { key in
        var low = 0
        var high = order.count
        while low < high {
          let middle = (low + high) / 2
          let entry = order[middle]
          if Self.compare(buffer, starts[entry]..<ends[entry], key, 0..<key.count) < 0 {
            low = middle + 1
          } else {
            high = middle
          }
        }
        var found: [Int] = []
        while low < order.count && found.count < limit {
          let entry = order[low]
          let length = ends[entry] - starts[entry]
          guard length >= key.count,
            Self.compare(
              buffer, starts[entry]..<(starts[entry] + key.count), key, 0..<key.count) == 0
          else { break }
          if isPrefix || length == key.count { found.append(entry) } else { break }
          low += 1
        }
        return found
      }
    }
  }

  private static func compare(
    _ left: UnsafeBufferPointer<UInt8>, _ leftRange: Range<Int>,
    _ right: UnsafeBufferPointer<UInt8>, _ rightRange: Range<Int>
  ) -> Int {
    let common = min(leftRange.count, rightRange.count)
    if common > 0, let leftBase = left.baseAddress, let rightBase = right.baseAddress {
      let result = memcmp(
        leftBase + leftRange.lowerBound, rightBase + rightRange.lowerBound, common)
      if result != 0 { return Int(result) }
    }
    return leftRange.count - rightRange.count
  }
}
