/// Keys sorted for binary search by prefix: whole keys read forward (prefix lookups), whole
/// keys read backward (suffix lookups), or keys read forward from each word start.
///
/// Entries are sorted by key, then item, then start, so the entries whose key equals a query
/// come first in its range, in source order.
struct KeyOrder: Sendable {
  enum Direction: Sendable { case forward, backward }

  let direction: Direction
  /// Item of each entry, in key order; also the values of ``minimum``.
  var items: [UInt32] { minimum.values }
  /// Where each entry's key starts within its item's key; `nil` means 0 for every entry.
  let starts: [UInt32]?
  let minimum: MinimumTable
  /// The first eight bytes of every ``sampleSpacing``-th entry's key, packed to sort like the
  /// keys: a binary search over them, in one small array, narrows a lookup to two short windows
  /// before any key is read.
  private let samples: [UInt64]
  static let sampleSpacing = 16

  /// Sorts entries `(items[i], starts[i])`.
  init(
    keys: FoldedKeys, items entryItems: [UInt32], starts entryStarts: [UInt32]?,
    direction: Direction
  ) {
    self.direction = direction
    let perWord = 8
    let count = entryItems.count
    /// Packs eight bytes of an entry's key from `skip` on into one word that sorts like them,
    /// with 0 (which no key byte is) past the key's end.
    func pack(
      _ bytes: UnsafeBufferPointer<UInt8>, _ item: UInt32, _ entryStart: UInt32, _ skip: Int
    ) -> UInt64 {
      let (start, end) = keys.bounds(of: Int(item))
      var word: UInt64 = 0
      if direction == .forward {
        let from = start + Int(entryStart) + skip
        for offset in 0..<perWord {
          let value = from + offset < end ? UInt64(bytes[from + offset]) : 0
          word = word &<< 8 | value
        }
      } else {
        let from = end - 1 - skip
        for offset in 0..<perWord {
          let value = from - offset >= start ? UInt64(bytes[from - offset]) : 0
          word = word &<< 8 | value
        }
      }
      return word
    }
    func keyLength(_ item: UInt32, _ entryStart: UInt32) -> Int {
      keys.length(of: Int(item)) - Int(entryStart)
    }
    var sortedItems: [UInt32] = []
    var sortedStarts: [UInt32]?
    keys.bytes.withUnsafeBufferPointer { characters in
      var packed = (0..<count).map { entry in
        pack(characters, entryItems[entry], entryStarts?[entry] ?? 0, 0)
      }
      var permutation = (0..<UInt32(count)).map { $0 }
      radixSort(keys: &packed, payloads: &permutation)
      sortedItems = permutation.map { entryItems[Int($0)] }
      sortedStarts = entryStarts.map { starts in permutation.map { starts[Int($0)] } }
      // Runs that tie on their first word and have more to compare are sorted by the next
      // word, and so on; sorting is stable, so full ties stay in item, then start order.
      var pending: [Range<Int>] = []
      var runStart = 0
      while runStart < count {
        var runEnd = runStart + 1
        while runEnd < count && packed[runEnd] == packed[runStart] { runEnd += 1 }
        if runEnd - runStart > 1
          && (runStart..<runEnd).contains(where: {
            keyLength(sortedItems[$0], sortedStarts?[$0] ?? 0) > perWord
          })
        {
          pending.append(runStart..<runEnd)
        }
        runStart = runEnd
      }
      var skip = perWord
      while !pending.isEmpty {
        var next: [Range<Int>] = []
        for run in pending {
          var entries = run.map { rank in
            (word: pack(characters, sortedItems[rank], sortedStarts?[rank] ?? 0, skip), rank: rank)
          }
          entries.sort { ($0.word, $0.rank) < ($1.word, $1.rank) }
          let items = entries.map { sortedItems[$0.rank] }
          let starts = sortedStarts.map { starts in entries.map { starts[$0.rank] } }
          var subStart = 0
          for offset in entries.indices {
            sortedItems[run.lowerBound + offset] = items[offset]
            if let starts { sortedStarts?[run.lowerBound + offset] = starts[offset] }
            if offset + 1 == entries.count || entries[offset + 1].word != entries[subStart].word {
              let sub = (run.lowerBound + subStart)..<(run.lowerBound + offset + 1)
              if sub.count > 1
                && sub.contains(where: {
                  keyLength(sortedItems[$0], sortedStarts?[$0] ?? 0) > skip + perWord
                })
              {
                next.append(sub)
              }
              subStart = offset + 1
            }
          }
        }
        pending = next
        skip += perWord
      }
    }
    starts = sortedStarts
    minimum = MinimumTable(sortedItems)
    samples = keys.bytes.withUnsafeBufferPointer { bytes in
      stride(from: 0, to: count, by: Self.sampleSpacing).map { rank in
        pack(bytes, sortedItems[rank], sortedStarts?[rank] ?? 0, 0)
      }
    }
  }

  /// Compares entry `rank`'s key, cut to `query.count` bytes, with `query` (given in reading
  /// order: reversed for backward orders).
  @inline(__always)
  private func compareHead(
    _ rank: Int, _ keys: UnsafeBufferPointer<UInt8>, _ offsets: UnsafeBufferPointer<UInt32>,
    _ query: UnsafeBufferPointer<UInt8>
  ) -> Int {
    let item = Int(minimum.values[rank])
    let start = Int(offsets[item])
    let end = Int(offsets[item + 1])
    let from = start + Int(starts?[rank] ?? 0)
    for offset in 0..<query.count {
      if from + offset >= end { return -1 }
      let byte = direction == .forward ? keys[from + offset] : keys[end - 1 - offset]
      if byte != query[offset] { return byte < query[offset] ? -1 : 1 }
    }
    return 0
  }

  /// The ranks of the entries whose keys start with `query` (in reading order).
  ///
  /// - Complexity: O(log n × query length).
  func range(startingWith query: [UInt8], in keys: FoldedKeys) -> Range<Int> {
    guard !query.isEmpty, !samples.isEmpty else { return 0..<0 }
    // The query's first eight bytes packed like the samples, and a mask that cuts a sample to
    // the query's length.
    var head: UInt64 = 0
    for offset in 0..<8 { head = head << 8 | (offset < query.count ? UInt64(query[offset]) : 0) }
    let mask: UInt64 = query.count >= 8 ? .max : ~(.max >> UInt64(8 * query.count))
    // Samples below the query, and samples not above it.
    let below = firstSample(from: 0) { $0 & mask >= head }
    let notAbove = firstSample(from: below) { $0 & mask > head }
    let spacing = Self.sampleSpacing
    let count = items.count
    // A sample below the query puts the range after it; one above, before it. Queries of up to
    // eight bytes compare exactly with the samples, so each bound is within one gap.
    let lowest = below == 0 ? 0 : (below - 1) * spacing + 1
    let isExact = query.count <= 8
    let lowerLimit = min((isExact ? below : notAbove) * spacing, count)
    let upperLowest = notAbove == 0 ? 0 : (notAbove - 1) * spacing + 1
    let upperLimit = min(notAbove * spacing, count)
    return keys.bytes.withUnsafeBufferPointer { bytes in
      keys.offsets.withUnsafeBufferPointer { offsets in
        query.withUnsafeBufferPointer { query in
          var low = lowest
          var high = lowerLimit
          while low < high {
            let middle = (low + high) / 2
            if compareHead(middle, bytes, offsets, query) < 0 {
              low = middle + 1
            } else {
              high = middle
            }
          }
          let lower = low
          low = isExact ? max(lower, upperLowest) : lower
          high = upperLimit
          while low < high {
            let middle = (low + high) / 2
            if compareHead(middle, bytes, offsets, query) <= 0 {
              low = middle + 1
            } else {
              high = middle
            }
          }
          return lower..<max(lower, low)
        }
      }
    }
  }

  /// The first sample from `start` on that satisfies `isPast` (which holds for every sample
  /// after one it holds for), or the number of samples.
  @inline(__always)
  private func firstSample(from start: Int, _ isPast: (UInt64) -> Bool) -> Int {
    var low = start
    var high = samples.count
    while low < high {
      let middle = (low + high) / 2
      if isPast(samples[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// The ranks at the head of `range` (a result of ``range(startingWith:in:)``) whose keys are
  /// exactly `length` long, that is, equal to the query.
  func exactPart(of range: Range<Int>, length: Int, in keys: FoldedKeys) -> Range<Int> {
    func keyLength(_ rank: Int) -> Int {
      keys.length(of: Int(items[rank])) - Int(starts?[rank] ?? 0)
    }
    // Usually no key equals the query, or a few do: look at the head before searching.
    var low = range.lowerBound
    var high = range.upperBound
    while low < min(high, range.lowerBound + 4) {
      if keyLength(low) > length { return range.lowerBound..<low }
      low += 1
    }
    while low < high {
      let middle = (low + high) / 2
      if keyLength(middle) <= length { low = middle + 1 } else { high = middle }
    }
    return range.lowerBound..<low
  }

  var byteCount: Int {
    items.capacity * 4 + (starts?.capacity ?? 0) * 4 + minimum.byteCount + samples.capacity * 8
  }
}
