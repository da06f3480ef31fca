/// Answers "where is the smallest value in this range" over a fixed array of item indices in
/// about constant time, so the items of a sorted key range can be read in source order
/// without sorting the range.
///
/// Blocks of 32 values keep their minimum; a sparse table over the blocks answers block spans.
final class MinimumTable: Sendable {
  static let blockSize = 32
  let values: PackedIntegers
  let blockMinimum: StoredArray<UInt32>
  /// The sparse table's levels one after another: entry `b` of level `k` (at
  /// `levelStarts[k] + b`) is the block with the smallest minimum among blocks `b..<b + 2^k`.
  let levels: StoredArray<UInt32>
  private let levelStarts: [Int]

  init(_ values: PackedIntegers) {
    self.values = values
    let blockCount = Self.blockCount(values.count)
    var blockMinimum = [UInt32](repeating: .max, count: blockCount)
    for index in values.indices where values[index] < blockMinimum[index / Self.blockSize] {
      blockMinimum[index / Self.blockSize] = values[index]
    }
    let levelStarts = Self.levelStarts(blockCount: blockCount)
    self.levels = StoredArray(zeroed: Self.levelsCount(blockCount: blockCount)) { levels in
      for block in 0..<blockCount { levels[block] = UInt32(block) }
      for level in levelStarts.indices.dropFirst() {
        let span = 1 << (level - 1)
        let (previous, start) = (levelStarts[level - 1], levelStarts[level])
        for block in 0..<(blockCount - span * 2 + 1) {
          let left = levels[previous + block]
          let right = levels[previous + block + span]
          levels[start + block] = blockMinimum[Int(right)] < blockMinimum[Int(left)] ? right : left
        }
      }
    }
    self.blockMinimum = StoredArray(blockMinimum)
    self.levelStarts = levelStarts
  }

  /// A table stored already (read from an index file): `blockMinimum` must hold
  /// ``blockCount(_:)`` of the values' count, and `levels` ``levelsCount(blockCount:)``
  /// entries. What they hold is not checked: every block number read from them is clamped to
  /// the blocks asked about, so a damaged table gives wrong minimums, never a read outside.
  init(values: PackedIntegers, blockMinimum: StoredArray<UInt32>, levels: StoredArray<UInt32>) {
    self.values = values
    self.blockMinimum = blockMinimum
    self.levels = levels
    levelStarts = Self.levelStarts(blockCount: blockMinimum.count)
  }

  /// The number of blocks of `count` values.
  static func blockCount(_ count: Int) -> Int { (count + blockSize - 1) / blockSize }

  /// Where each level starts in ``levels``.
  private static func levelStarts(blockCount: Int) -> [Int] {
    var starts = [0]
    var span = 1
    while span * 2 <= blockCount {
      starts.append(starts[starts.count - 1] + blockCount - span + 1)
      span *= 2
    }
    return starts
  }

  /// The entries of all levels for `blockCount` blocks.
  static func levelsCount(blockCount: Int) -> Int {
    let starts = levelStarts(blockCount: blockCount)
    return starts[starts.count - 1] + blockCount - (1 << (starts.count - 1)) + 1
  }

  /// Entry `block` of level `level`, clamped to `blocks` (which the entry's span lies in).
  @inline(__always)
  private func level(_ level: Int, _ block: Int, within blocks: Range<Int>) -> Int {
    let stored = Int(levels[levelStarts[level] + block])
    return Swift.min(Swift.max(stored, blocks.lowerBound), blocks.upperBound - 1)
  }

  /// The position of the smallest value in `range` (which must not be empty).
  func positionOfMinimum(in range: Range<Int>) -> Int {
    let size = Self.blockSize
    let firstBlock = (range.lowerBound + size - 1) / size
    let endBlock = range.upperBound / size
    if firstBlock >= endBlock { return scan(range) }
    var best = -1
    if range.lowerBound < firstBlock * size { best = scan(range.lowerBound..<(firstBlock * size)) }
    if endBlock * size < range.upperBound {
      best = better(best, scan((endBlock * size)..<range.upperBound))
    }
    let level = (endBlock - firstBlock).bitWidth - 1 - (endBlock - firstBlock).leadingZeroBitCount
    let left = self.level(level, firstBlock, within: firstBlock..<endBlock)
    let right = self.level(level, endBlock - (1 << level), within: firstBlock..<endBlock)
    let block = blockMinimum[right] < blockMinimum[left] ? right : left
    let start = block * size
    let inBlock = scan(start..<min(start + size, values.count))
    return better(best, inBlock)
  }

  /// The number of blocks.
  var blockCount: Int { blockMinimum.count }

  /// The smallest value of a block.
  func minimum(ofBlock block: Int) -> UInt32 { blockMinimum[block] }

  /// The block whose minimum is the smallest among `blocks` (which must not be empty).
  func blockOfMinimum(in blocks: Range<Int>) -> Int {
    let level = Int.bitWidth - 1 - blocks.count.leadingZeroBitCount
    let left = self.level(level, blocks.lowerBound, within: blocks)
    let right = self.level(level, blocks.upperBound - (1 << level), within: blocks)
    return blockMinimum[right] < blockMinimum[left] ? right : left
  }

  /// Writes the `count` smallest values of `range` (all of them if it has fewer), ascending,
  /// to the start of `kept`, which holds at least `count`; returns how many it wrote, or `nil`
  /// if its own bounded work space ran out (the caller then reads the range another way).
  ///
  /// The partial blocks at the range's ends are read; whole blocks are read in the order of
  /// their minimums (spans of blocks split around their smallest block, as the table finds it
  /// without reading values) until the next block's minimum cannot beat the values kept. So a
  /// few values cost a few blocks read, and nothing is allocated.
  func smallest(_ count: Int, in range: Range<Int>, into kept: UnsafeMutableBufferPointer<UInt32>)
    -> Int?
  {
    guard count > 0, !range.isEmpty else { return 0 }
    var found = 0
    func offer(_ value: UInt32) { kept.keepSmallest(value, count: &found, limit: count) }
    let size = Self.blockSize
    let firstBlock = (range.lowerBound + size - 1) / size
    let endBlock = range.upperBound / size
    guard firstBlock < endBlock else {
      values.forEach(in: range, offer)
      return found
    }
    values.forEach(in: range.lowerBound..<(firstBlock * size), offer)
    values.forEach(in: (endBlock * size)..<range.upperBound, offer)
    // Sixteen bytes a span, so that the heap for up to 14 values fits in the 1,024 bytes that
    // `withUnsafeTemporaryAllocation` places on the stack: no allocation per query. (Block
    // numbers fit in 32 bits: values are item numbers, 32-bit themselves.)
    typealias Span = (key: UInt32, block: UInt32, lower: UInt32, upper: UInt32)
    let capacity = 4 * count + 8
    return withUnsafeTemporaryAllocation(of: Span.self, capacity: capacity) { heap -> Int? in
      var heapCount = 0
      func push(_ blocks: Range<Int>) {
        guard !blocks.isEmpty else { return }
        let block = blockOfMinimum(in: blocks)
        heap[heapCount] = (
          blockMinimum[block], UInt32(truncatingIfNeeded: block),
          UInt32(truncatingIfNeeded: blocks.lowerBound),
          UInt32(truncatingIfNeeded: blocks.upperBound)
        )
        var child = heapCount
        heapCount += 1
        while child > 0 {
          let parent = (child - 1) / 2
          guard heap[child].key < heap[parent].key else { break }
          heap.swapAt(child, parent)
          child = parent
        }
      }
      push(firstBlock..<endBlock)
      while heapCount > 0 {
        let top = heap[0]
        if found == count && top.key >= kept[found - 1] { break }
        guard heapCount + 1 < capacity else { return nil }
        heapCount -= 1
        heap[0] = heap[heapCount]
        var parent = 0
        while true {
          let left = 2 * parent + 1
          var smallest = parent
          if left < heapCount && heap[left].key < heap[smallest].key { smallest = left }
          if left + 1 < heapCount && heap[left + 1].key < heap[smallest].key {
            smallest = left + 1
          }
          if smallest == parent { break }
          heap.swapAt(parent, smallest)
          parent = smallest
        }
        let block = Int(top.block)
        values.forEach(in: (block * size)..<(block * size + size), offer)
        push(Int(top.lower)..<block)
        push((block + 1)..<Int(top.upper))
      }
      return found
    }
  }

  private func better(_ a: Int, _ b: Int) -> Int {
    if a < 0 { return b }
    return values[b] < values[a] ? b : a
  }

  private func scan(_ range: Range<Int>) -> Int {
    var best = range.lowerBound
    var bestValue = values[best]
    var index = range.lowerBound
    values.forEach(in: range) { value in
      if value < bestValue { (best, bestValue) = (index, value) }
      index += 1
    }
    return best
  }

  var byteCount: Int { blockMinimum.ownedByteCount + levels.ownedByteCount }
}

/// Reads the values of a range of a ``MinimumTable`` in increasing order, lazily.
///
/// When only a few of a range's values will be read, they are selected in one pass (the few
/// smallest, then the few after those if more are asked for); ranges of which most will be
/// read are copied and sorted. In a large range of which few will be read, whole blocks are
/// taken in the order of their minimums (a heap of block spans, each split around its
/// smallest block, which the table finds without reading values) and their values go to a
/// heap of candidates; a candidate is yielded once no block left can hold a smaller value. So
/// k values cost about k blocks read, plus the two partial blocks at the range's ends.
struct AscendingValues: IteratorProtocol {
  private enum Method { case sorted, selected, blocks }

  private let table: MinimumTable
  private let range: Range<Int>
  private let method: Method
  /// The values found and not yet yielded, ascending, from ``position`` on.
  private var buffer: [UInt32] = []
  private var position = 0
  /// How many values the next selection keeps, and whether the last one kept all there were.
  private var selectionSize: Int
  private var isSelectionComplete = false
  /// Positions not read yet, keyed by their smallest value: a span of whole blocks, with the
  /// positions of the block whose minimum that is, or a partial block at an end of the range
  /// (with an empty span).
  private var spans = MinHeap<(positions: Range<Int>, span: Range<Int>)>()
  /// Values of the blocks read, not yet yielded.
  private var candidates = MinHeap<Void>()

  /// Whether values are found one at a time (rather than by sorting the whole range).
  var isLazy: Bool { method == .blocks }

  init(_ table: MinimumTable, range: Range<Int>, expectedReads: Int) {
    self.table = table
    self.range = range
    selectionSize = max(expectedReads, 4)
    let size = MinimumTable.blockSize
    let firstBlock = (range.lowerBound + size - 1) / size
    let endBlock = range.upperBound / size
    if range.count > 256 && expectedReads < range.count / 8 && firstBlock < endBlock {
      method = .blocks
      spans = MinHeap(capacity: 32)
      candidates = MinHeap(capacity: 128)
      for positions in [
        range.lowerBound..<(firstBlock * size), (endBlock * size)..<range.upperBound,
      ]
      where !positions.isEmpty {
        spans.push(table.values[table.positionOfMinimum(in: positions)], (positions, 0..<0))
      }
      push(firstBlock..<endBlock)
    } else if expectedReads <= 32 && expectedReads * 4 < range.count {
      method = .selected
      select(above: nil)
    } else {
      method = .sorted
      buffer = Array(table.values[range]).sorted()
    }
  }

  mutating func next() -> UInt32? {
    switch method {
    case .blocks:
      while let next = spans.minimumKey, candidates.minimumKey.map({ next < $0 }) ?? true {
        guard let (_, top) = spans.popMin() else { break }
        if !top.span.isEmpty {
          let block = top.positions.lowerBound / MinimumTable.blockSize
          push(top.span.lowerBound..<block)
          push((block + 1)..<top.span.upperBound)
        }
        read(top.positions)
      }
      return candidates.popMin()?.key
    case .selected:
      if position == buffer.count {
        guard !isSelectionComplete, let last = buffer.last else { return nil }
        selectionSize *= 4
        select(above: last)
        guard position < buffer.count else { return nil }
      }
      fallthrough
    case .sorted:
      guard position < buffer.count else { return nil }
      defer { position += 1 }
      return buffer[position]
    }
  }

  /// Keeps the ``selectionSize`` smallest values of the range above `floor` in ``buffer``.
  private mutating func select(above floor: UInt32?) {
    let size = selectionSize
    var kept: [UInt32] = []
    kept.reserveCapacity(size)
    var found = 0
    let floor = floor.map { Int($0) } ?? -1
    for index in range {
      let value = table.values[index]
      guard Int(value) > floor else { continue }
      found += 1
      if kept.count == size {
        guard let largest = kept.last, value < largest else { continue }
        kept.removeLast()
      }
      var slot = kept.count
      while slot > 0 && kept[slot - 1] > value { slot -= 1 }
      kept.insert(value, at: slot)
    }
    isSelectionComplete = found <= size
    buffer = kept
    position = 0
  }

  private mutating func push(_ span: Range<Int>) {
    guard !span.isEmpty else { return }
    let block = table.blockOfMinimum(in: span)
    let start = block * MinimumTable.blockSize
    spans.push(table.minimum(ofBlock: block), (start..<(start + MinimumTable.blockSize), span))
  }

  private mutating func read(_ positions: Range<Int>) {
    table.values.forEach(in: positions) { candidates.push($0, ()) }
  }
}

extension UnsafeMutableBufferPointer where Element: Comparable {
  /// Offers `value` to the smallest values offered so far, kept ascending in the buffer's first
  /// `count` places, at most `limit` of them (`limit` at least 1, at most the buffer's size):
  /// it is inserted in order, and when `limit` are kept it replaces the largest if smaller.
  @inline(__always)
  func keepSmallest(_ value: Element, count: inout Int, limit: Int) {
    if count == limit {
      guard value < self[count - 1] else { return }
      count -= 1
    }
    var slot = count
    while slot > 0 && self[slot - 1] > value {
      self[slot] = self[slot - 1]
      slot -= 1
    }
    self[slot] = value
    count += 1
  }
}
