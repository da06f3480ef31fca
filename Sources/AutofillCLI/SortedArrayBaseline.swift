@_spi(Benchmarks) import AutofillCore
import Foundation

/// The benchmark's bare search: the index's own folded keys, copied into one buffer and sorted,
/// answered by binary search, as a B-tree index answers an exact or prefix query. The query is
/// folded by the index's own folding and the results go into storage reused between queries,
/// so its cost is the search alone. It returns the first `limit` items in key order; it is
/// checked against the index's count in the same run, not its order.
struct SortedArrayBaseline {
  /// Storage reused between queries, so that a query allocates nothing.
  struct Scratch {
    var ids: [UInt32] = []
    var key: [UInt8] = []
    var found: [Int] = []

    init() {
      ids.reserveCapacity(64)
      key.reserveCapacity(64)
      found.reserveCapacity(64)
    }
  }

  private let index: AutofillIndex
  private let options: AutofillMatchOptions
  private let bytes: [UInt8]
  /// Entry `i`'s key is `bytes[starts[order[i]]..<starts[order[i] + 1]]`.
  private let starts: [Int]
  private let order: [Int]

  /// Copies the keys of `index` in the folding of `options` and sorts them.
  init(index: AutofillIndex, options: AutofillMatchOptions) {
    self.index = index
    self.options = options
    var bytes: [UInt8] = []
    var starts: [Int] = [0]
    for item in 0..<index.count {
      bytes += index.foldedKey(ofItem: item, options: options)
      starts.append(bytes.count)
    }
    let order = bytes.withUnsafeBufferPointer { buffer in
      (0..<index.count).sorted { left, right in
        let order = Self.compare(
          buffer, starts[left]..<starts[left + 1], buffer, starts[right]..<starts[right + 1])
        return order != 0 ? order < 0 : left < right
      }
    }
    self.bytes = bytes
    self.starts = starts
    self.order = order
  }

  /// The items whose key starts with (`isPrefix`) or equals the folded query, at most `limit`
  /// of them, in `scratch.found`.
  func matches(for query: String, isPrefix: Bool, limit: Int, scratch: inout Scratch) {
    scratch.found.removeAll(keepingCapacity: true)
    guard
      index.foldedKey(for: query, options: options, ids: &scratch.ids, into: &scratch.key),
      !bytes.isEmpty
    else { return }
    bytes.withUnsafeBufferPointer { buffer in
      scratch.key.withUnsafeBufferPointer { key in
        var low = 0
        var high = order.count
        while low < high {
          let middle = (low + high) / 2
          let entry = order[middle]
          if Self.compare(buffer, starts[entry]..<starts[entry + 1], key, 0..<key.count) < 0 {
            low = middle + 1
          } else {
            high = middle
          }
        }
        while low < order.count && scratch.found.count < limit {
          let entry = order[low]
          let length = starts[entry + 1] - starts[entry]
          guard length >= key.count,
            Self.compare(
              buffer, starts[entry]..<(starts[entry] + key.count), key, 0..<key.count) == 0
          else { break }
          if isPrefix || length == key.count { scratch.found.append(entry) } else { break }
          low += 1
        }
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
