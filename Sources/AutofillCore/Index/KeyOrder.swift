/// Keys sorted for binary search by prefix: whole keys read forward (prefix lookups), whole
/// keys read backward (suffix lookups), or keys read forward from each word start.
///
/// Entries are sorted by key, then item, then start, so the entries whose key equals a query
/// come first in its range, in source order.
final class KeyOrder: Sendable {
  enum Direction: Sendable { case forward, backward }

  let direction: Direction
  /// Item of each entry, in key order; also the values of ``minimum``.
  var items: PackedIntegers { minimum.values }
  /// Where each entry's key starts within its item's key; `nil` means 0 for every entry.
  let starts: PackedIntegers?
  let minimum: MinimumTable
  /// The first eight bytes of every ``sampleSpacing``-th entry's key, packed to sort like the
  /// keys: a binary search over them, in one small array, narrows a lookup to two short windows
  /// before any key is read.
  let samples: StoredArray<UInt64>
  static let sampleSpacing = 16
  /// The first levels of the order read as a trie and a filter of the next four, for
  /// typo-tolerant walks: built by the first.
  private let builtTypoAids = BuiltOnce<(directory: TrieDirectory, filter: PrefixFilter)>()
  /// How many levels ``typoAids(keys:)`` stores in its directory.
  static let directoryDepth = 4
  /// How many levels below the directory ``typoAids(keys:)``'s filter records. Four, not two:
  /// below the directory a typo walk's exact continuations nearly all miss, most of them
  /// past six characters, where a miss the filter does not answer costs a search of the keys.
  static let filteredLevels = 4
  /// The bits of ``typoAids(keys:)``'s filter, as a power of two.
  static let filterBitCountLog2 = 21

  /// The entry and position reads the sort took: a measure of its cost that does not depend
  /// on the machine, for tests to bound.
  let sortingWork: Int

  /// Sorts the entries `(items[i], starts[i])`, or, when `items` is `nil`, one entry per item
  /// with its whole key.
  ///
  /// Each entry becomes one word holding the first bytes of its key above its number, so one
  /// radix sort of words (stable, on the key bits only) orders entries by key head, then
  /// number; entries whose heads tie are then sorted by their next eight bytes, and so on. The
  /// words take eight bytes per entry, and the sort as much again while it runs.
  ///
  /// Nearly every run of ties splits within a few rounds, but the word starts of a long
  /// periodic value ("ab ab ab …") tie for as long as the value and each round splits off only
  /// the shortest: n² reads. Whole keys cannot do that (an entry stays in rounds for at most its
  /// key's length over eight, so the rounds read the keys about once), but entries that start
  /// inside keys can, so once the rounds have read `refinementLimit` entries (by default 16 per
  /// entry), the runs still tied are ordered by the ranks of ``SuffixRanks`` instead, in
  /// O(n log n) for n bytes of the keys they are in. Both ways give the same order.
  ///
  /// - Parameter refinementLimit: The most entry reads of the eight-byte rounds before the
  ///   rest is ranked; `nil` for the default. Tests force either way with 0 and `.max`.
  init(
    keys: FoldedKeys, items entryItems: [UInt32]?, starts entryStarts: [UInt32]?,
    direction: Direction, refinementLimit: Int? = nil
  ) {
    self.direction = direction
    let count = entryItems?.count ?? keys.itemCount
    let refinementLimit = refinementLimit ?? (entryStarts == nil ? .max : 16 * count)
    var work = count
    func item(_ entry: Int) -> Int { entryItems.map { Int($0[entry]) } ?? entry }
    func keyStart(_ entry: Int) -> Int { entryStarts.map { Int($0[entry]) } ?? 0 }
    /// Packs `length` (at most eight) bytes of an entry's key from `skip` on into the low bits
    /// of a word that sorts like them, with 0 (which no key byte is) past the key's end.
    func pack(
      _ bytes: UnsafeBufferPointer<UInt8>, _ entry: Int, _ skip: Int, _ length: Int = 8
    ) -> UInt64 {
      let (start, end) = keys.bounds(of: item(entry))
      var word: UInt64 = 0
      if direction == .forward {
        let from = start + keyStart(entry) + skip
        for offset in 0..<length {
          let value = from + offset < end ? UInt64(bytes[from + offset]) : 0
          word = word &<< 8 | value
        }
      } else {
        let from = end - 1 - skip
        for offset in 0..<length {
          let value = from - offset >= start ? UInt64(bytes[from - offset]) : 0
          word = word &<< 8 | value
        }
      }
      return word
    }
    func keyLength(_ entry: Int) -> Int { keys.length(of: item(entry)) - keyStart(entry) }
    let numberBits = max(1, Int.bitWidth - max(count - 1, 0).leadingZeroBitCount)
    let numberMask = UInt64(1) << UInt64(numberBits) - 1
    let headLength = (64 - numberBits) / 8
    let headShift = UInt64(64 - 8 * headLength)
    var words = keys.bytes.withUnsafeBufferPointer { bytes in
      (0..<count).map { entry in pack(bytes, entry, 0, headLength) << headShift | UInt64(entry) }
    }
    radixSort(&words, fromBit: Int(headShift))
    // Runs that tie on their head and have more to compare are sorted by the next eight bytes,
    // and so on; the sorts are stable, so full ties stay in entry order: item, then start.
    var pending: [Range<Int>] = []
    var runStart = 0
    while runStart < count {
      let head = words[runStart] >> headShift
      var runEnd = runStart + 1
      while runEnd < count && words[runEnd] >> headShift == head { runEnd += 1 }
      if runEnd - runStart > 1
        && (runStart..<runEnd).contains(where: {
          keyLength(Int(words[$0] & numberMask)) > headLength
        })
      {
        pending.append(runStart..<runEnd)
      }
      runStart = runEnd
    }
    // From here on a word is an entry's number alone.
    for rank in 0..<count { words[rank] &= numberMask }
    keys.bytes.withUnsafeBufferPointer { bytes in
      var skip = headLength
      var reads = 0
      while !pending.isEmpty {
        if reads >= refinementLimit {
          work += Self.rankRuns(pending, &words, keys: keys, direction: direction) {
            (item($0), keyStart($0))
          }
          break
        }
        var next: [Range<Int>] = []
        for run in pending {
          reads += run.count
          var entries = run.map { rank in
            (word: pack(bytes, Int(words[rank]), skip), entry: words[rank])
          }
          entries.sort { ($0.word, $0.entry) < ($1.word, $1.entry) }
          var subStart = 0
          for offset in entries.indices {
            words[run.lowerBound + offset] = entries[offset].entry
            if offset + 1 == entries.count || entries[offset + 1].word != entries[subStart].word {
              let sub = (run.lowerBound + subStart)..<(run.lowerBound + offset + 1)
              if sub.count > 1
                && sub.contains(where: { keyLength(Int(words[$0])) > skip + 8 })
              {
                next.append(sub)
              }
              subStart = offset + 1
            }
          }
        }
        pending = next
        skip += 8
      }
      work += reads
    }
    sortingWork = work
    let sorted = words
    words = []
    minimum = MinimumTable(
      PackedIntegers(count: count, maximum: UInt32(max(keys.itemCount - 1, 0))) {
        UInt32(truncatingIfNeeded: item(Int(sorted[$0])))
      })
    starts = entryStarts.map { entryStarts in
      PackedIntegers(count: count, maximum: entryStarts.max() ?? 0) {
        entryStarts[Int(sorted[$0])]
      }
    }
    samples = StoredArray(
      keys.bytes.withUnsafeBufferPointer { bytes in
        stride(from: 0, to: count, by: Self.sampleSpacing).map { rank in
          pack(bytes, Int(sorted[rank]), 0)
        }
      })
  }

  /// The order of whole keys that an index file stored (see `IndexFileFormat.StoredOrder`),
  /// or `nil` when `sorted` is not every key once in the order that
  /// ``init(keys:items:starts:direction:refinementLimit:)`` gives them (by key read in
  /// `direction`, then by number): one pass over the keys checks it, so that the order is the
  /// one sorting would make and a damaged file cannot make a lookup read outside the keys.
  init?(keys: FoldedKeys, sorted: [UInt32], direction: Direction) {
    let count = sorted.count
    guard count == keys.itemCount else { return nil }
    let isSorted = keys.bytes.withUnsafeBufferPointer { bytes in
      keys.offsets.withUnsafeBufferPointer { offsets in
        var previous = -1
        for rank in 0..<count {
          let item = Int(sorted[rank])
          guard item < count else { return false }
          if previous >= 0 {
            let order = Self.compare(previous, item, bytes, offsets, direction)
            guard order < 0 || (order == 0 && previous < item) else { return false }
          }
          previous = item
        }
        return true
      }
    }
    guard isSorted else { return nil }
    self.direction = direction
    sortingWork = 0
    starts = nil
    minimum = MinimumTable(
      PackedIntegers(count: count, maximum: UInt32(max(count - 1, 0))) { sorted[$0] })
    samples = StoredArray(Self.samples(of: minimum.values, keys: keys, direction: direction))
  }

  /// An order stored whole (read from a version 3 index file): its items and minimum table and
  /// ``samples``, which must hold one sample per ``sampleSpacing`` entries. What they hold is
  /// checked only by ``isConsistent(with:)``, a pass run before anything but a prefix lookup
  /// reads them; a prefix lookup's reads are bounded whatever they hold.
  init(direction: Direction, minimum: MinimumTable, samples: StoredArray<UInt64>) {
    self.direction = direction
    self.minimum = minimum
    self.samples = samples
    starts = nil
    sortingWork = 0
  }

  /// The number of samples of `count` entries.
  static func sampleCount(_ count: Int) -> Int { (count + sampleSpacing - 1) / sampleSpacing }

  /// The samples of whole keys in the order of `items`.
  private static func samples(of items: PackedIntegers, keys: FoldedKeys, direction: Direction)
    -> [UInt64]
  {
    keys.bytes.withUnsafeBufferPointer { bytes in
      stride(from: 0, to: items.count, by: Self.sampleSpacing).map { rank in
        let (start, end) = keys.bounds(of: Int(items[rank]))
        var word: UInt64 = 0
        for offset in 0..<8 {
          let position = direction == .forward ? start + offset : end - 1 - offset
          let value = start <= position && position < end ? UInt64(bytes[position]) : 0
          word = word &<< 8 | value
        }
        return word
      }
    }
  }

  /// Whether this order of whole keys is exactly what sorting `keys` would make, with the
  /// minimum table and samples built from it: one pass over the keys (see
  /// ``init(keys:sorted:direction:)``).
  func isConsistent(with keys: FoldedKeys) -> Bool {
    let items = minimum.values
    guard starts == nil, items.count == keys.itemCount,
      let order = KeyOrder(keys: keys, sorted: Array(items), direction: direction)
    else { return false }
    return order.samples.elementsEqual(samples)
      && order.minimum.blockMinimum.elementsEqual(minimum.blockMinimum)
      && order.minimum.levels.elementsEqual(minimum.levels)
  }

  /// How whole key `left` compares with whole key `right` read in `direction` (negative, zero
  /// or positive); a key that the other continues comes first.
  private static func compare(
    _ left: Int, _ right: Int, _ bytes: UnsafeBufferPointer<UInt8>,
    _ offsets: UnsafeBufferPointer<UInt32>, _ direction: Direction
  ) -> Int {
    let (leftStart, leftEnd) = (Int(offsets[left]), Int(offsets[left + 1]))
    let (rightStart, rightEnd) = (Int(offsets[right]), Int(offsets[right + 1]))
    let length = min(leftEnd - leftStart, rightEnd - rightStart)
    for offset in 0..<length {
      let leftByte = direction == .forward ? bytes[leftStart + offset] : bytes[leftEnd - 1 - offset]
      let rightByte =
        direction == .forward ? bytes[rightStart + offset] : bytes[rightEnd - 1 - offset]
      if leftByte != rightByte { return leftByte < rightByte ? -1 : 1 }
    }
    return (leftEnd - leftStart) - (rightEnd - rightStart)
  }

  /// Orders each run of `order` (entry numbers) by the ranks of its entries' keys among every
  /// suffix of the keys they start in, then by entry number; returns the work done.
  private static func rankRuns(
    _ runs: [Range<Int>], _ order: inout [UInt64], keys: FoldedKeys, direction: Direction,
    _ entry: (Int) -> (item: Int, start: Int)
  ) -> Int {
    // Each item's suffixes are needed from its first entry in a run on.
    var firstStarts: [Int: Int] = [:]
    for run in runs {
      for rank in run {
        let (item, start) = entry(Int(order[rank]))
        firstStarts[item] = min(firstStarts[item] ?? start, start)
      }
    }
    let ranks = SuffixRanks(
      keys: keys, tails: firstStarts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) },
      direction: direction)
    var work = ranks.work
    for run in runs {
      var entries = run.map { rank in
        let (item, start) = entry(Int(order[rank]))
        return (rank: ranks.rank(of: item, from: start), entry: order[rank])
      }
      entries.sort { ($0.rank, $0.entry) < ($1.rank, $1.entry) }
      for offset in entries.indices { order[run.lowerBound + offset] = entries[offset].entry }
      work += run.count
    }
    return work
  }

  /// Compares entry `rank`'s key, cut to `query.count` bytes, with `query` (given in reading
  /// order: reversed for backward orders).
  @inline(__always)
  private func compareHead(
    _ rank: Int, _ keys: UnsafeBufferPointer<UInt8>, _ offsets: UnsafeBufferPointer<UInt32>,
    _ query: UnsafeBufferPointer<UInt8>
  ) -> Int {
    // Item numbers are below the key count (``PackedIntegers`` clamps them); the offsets of a
    // file's keys are clamped to the keys' bytes, as ``FoldedKeys/bounds(of:)`` does.
    let item = Int(minimum.values[rank])
    let end = min(Int(offsets[item + 1]), keys.count)
    let start = min(Int(offsets[item]), end)
    let from = start + Int(starts?[rank] ?? 0)
    for offset in 0..<query.count {
      if from + offset >= end { return -1 }
      let byte = direction == .forward ? keys[from + offset] : keys[end - 1 - offset]
      if byte != query[offset] { return byte < query[offset] ? -1 : 1 }
    }
    return 0
  }

  /// Whether ``typoAids(keys:)`` is built.
  var hasTypoAids: Bool { builtTypoAids.value != nil }

  /// The first ``directoryDepth`` levels of this order read as a trie (over `keys`, the keys it
  /// was sorted by), and a filter of the paths of the four levels below. Built now if they are
  /// not.
  func typoAids(keys: FoldedKeys) -> (directory: TrieDirectory, filter: PrefixFilter) {
    builtTypoAids.orBuild {
      (
        TrieDirectory(trie: KeyTrie(order: self, keys: keys), depth: Self.directoryDepth),
        PrefixFilter(
          order: self, keys: keys,
          lengths: (Self.directoryDepth + 1)...(Self.directoryDepth + Self.filteredLevels),
          bitCountLog2: Self.filterBitCountLog2)
      )
    }
  }

  /// The ranks of the entries whose keys start with `query` (in reading order).
  ///
  /// - Complexity: O(log n × query length).
  func range(startingWith query: [UInt8], in keys: FoldedKeys) -> Range<Int> {
    range(startingWith: query, in: keys, within: 0..<items.count)
  }

  /// The ranks of `bounds` whose keys start with `query`: only the samples and keys inside
  /// `bounds` are read (a trie walk asks within the range of the path it is on). A key that
  /// does not start with `query` where the range would begin ends the search: a miss costs
  /// one binary search, not two.
  @inline(__always)
  func range(startingWith query: [UInt8], in keys: FoldedKeys, within bounds: Range<Int>)
    -> Range<Int>
  {
    // The search takes the two buffers, not the keys: passed whole, the keys (ten words) cost
    // the search its specialization.
    keys.bytes.withUnsafeBufferPointer { bytes in
      keys.offsets.withUnsafeBufferPointer { offsets in
        range(startingWith: query, bytes: bytes, offsets: offsets, within: bounds)
      }
    }
  }

  /// ``range(startingWith:in:within:)`` over the keys' bytes and offsets.
  private func range(
    startingWith query: [UInt8], bytes: UnsafeBufferPointer<UInt8>,
    offsets: UnsafeBufferPointer<UInt32>, within bounds: Range<Int>
  ) -> Range<Int> {
    let bounds = bounds.clamped(to: 0..<items.count)
    guard !query.isEmpty, !samples.isEmpty, !bounds.isEmpty else {
      return bounds.lowerBound..<bounds.lowerBound
    }
    // The query's first eight bytes packed like the samples, and a mask that cuts a sample to
    // the query's length.
    var head: UInt64 = 0
    for offset in 0..<8 { head = head << 8 | (offset < query.count ? UInt64(query[offset]) : 0) }
    let mask: UInt64 = query.count >= 8 ? .max : ~(.max >> UInt64(8 * query.count))
    let spacing = Self.sampleSpacing
    // The samples of the entries inside `bounds`: below the query, and not above it.
    let firstInside = (bounds.lowerBound + spacing - 1) / spacing
    let pastInside = min((bounds.upperBound + spacing - 1) / spacing, samples.count)
    let below = firstSample(from: firstInside, to: pastInside) { $0 & mask >= head }
    let notAbove = firstSample(from: below, to: pastInside) { $0 & mask > head }
    // A sample below the query puts the range after it; one above, before it. Queries of up to
    // eight bytes compare exactly with the samples, so each bound is within one gap.
    let lowest = below == firstInside ? bounds.lowerBound : (below - 1) * spacing + 1
    let isExact = query.count <= 8
    let lowerLimit = min((isExact ? below : notAbove) * spacing, bounds.upperBound)
    let upperLowest = notAbove == firstInside ? bounds.lowerBound : (notAbove - 1) * spacing + 1
    let upperLimit = min(notAbove * spacing, bounds.upperBound)
    return query.withUnsafeBufferPointer { query in
      if isExact {
        // The samples put each bound in a window of its own: search both at once, so that
        // the cache misses of one search's reads overlap the other's instead of following
        // them.
        var lowerLow = lowest
        var lowerHigh = lowerLimit
        var upperLow = upperLowest
        var upperHigh = upperLimit
        while lowerLow < lowerHigh || upperLow < upperHigh {
          if lowerLow < lowerHigh {
            let middle = (lowerLow + lowerHigh) / 2
            if compareHead(middle, bytes, offsets, query) < 0 {
              lowerLow = middle + 1
            } else {
              lowerHigh = middle
            }
          }
          if upperLow < upperHigh {
            let middle = (upperLow + upperHigh) / 2
            if compareHead(middle, bytes, offsets, query) <= 0 {
              upperLow = middle + 1
            } else {
              upperHigh = middle
            }
          }
        }
        return lowerLow..<max(lowerLow, upperLow)
      }
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
      guard lower < bounds.upperBound, compareHead(lower, bytes, offsets, query) == 0 else {
        return lower..<lower
      }
      low = isExact ? max(lower + 1, upperLowest) : lower + 1
      high = max(upperLimit, low)
      while low < high {
        let middle = (low + high) / 2
        if compareHead(middle, bytes, offsets, query) <= 0 {
          low = middle + 1
        } else {
          high = middle
        }
      }
      return lower..<low
    }
  }

  /// The first sample from `start` on that satisfies `isPast` (which holds for every sample
  /// after one it holds for), or the number of samples.
  @inline(__always)
  private func firstSample(from start: Int, to end: Int, _ isPast: (UInt64) -> Bool) -> Int {
    var low = start
    var high = end
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
    items.byteCount + (starts?.byteCount ?? 0) + minimum.byteCount + samples.ownedByteCount
      + (builtTypoAids.value.map { $0.directory.byteCount + $0.filter.byteCount } ?? 0)
  }
}
