/// Answers "where is the smallest value in this range" over a fixed array of item indices in
/// about constant time, so the items of a sorted key range can be read in source order
/// without sorting the range.
///
/// Blocks of 32 values keep their minimum; a sparse table over the blocks answers block spans.
struct MinimumTable: Sendable {
  static let blockSize = 32
  let values: [UInt32]
  private let blockMinimum: [UInt32]
  /// `levels[k][b]`: the block with the smallest minimum among blocks `b..<b + 2^k`.
  private let levels: [[UInt32]]

  init(_ values: [UInt32]) {
    self.values = values
    let blockCount = (values.count + Self.blockSize - 1) / Self.blockSize
    var blockMinimum = [UInt32](repeating: .max, count: blockCount)
    for (index, value) in values.enumerated() where value < blockMinimum[index / Self.blockSize] {
      blockMinimum[index / Self.blockSize] = value
    }
    var levels: [[UInt32]] = [(0..<blockCount).map { UInt32($0) }]
    var span = 1
    while span * 2 <= blockCount {
      let previous = levels[levels.count - 1]
      let next = (0..<(blockCount - span * 2 + 1)).map { block -> UInt32 in
        let left = previous[block]
        let right = previous[block + span]
        return blockMinimum[Int(right)] < blockMinimum[Int(left)] ? right : left
      }
      levels.append(next)
      span *= 2
    }
    self.blockMinimum = blockMinimum
    self.levels = levels
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
    let left = Int(levels[level][firstBlock])
    let right = Int(levels[level][endBlock - (1 << level)])
    let block = blockMinimum[right] < blockMinimum[left] ? right : left
    let start = block * size
    let inBlock = scan(start..<min(start + size, values.count))
    return better(best, inBlock)
  }

  private func better(_ a: Int, _ b: Int) -> Int {
    if a < 0 { return b }
    return values[b] < values[a] ? b : a
  }

  private func scan(_ range: Range<Int>) -> Int {
    var best = range.lowerBound
    var bestValue = values[best]
    for index in range where values[index] < bestValue {
      best = index
      bestValue = values[index]
    }
    return best
  }

  var byteCount: Int { blockMinimum.capacity * 4 + levels.reduce(0) { $0 + $1.capacity * 4 } }
}

/// Reads the values of a range of a ``MinimumTable`` in increasing order, lazily.
///
/// Small ranges, or ranges of which most will be read, are copied and sorted; otherwise a heap
/// of sub-ranges yields each next value at O(log k) cost after k values.
struct AscendingValues: IteratorProtocol {
  private let table: MinimumTable
  private var sorted: [UInt32] = []
  private var sortedPosition = 0
  /// Sub-ranges keyed by their minimum; the payload is the minimum's position and the range.
  private var heap = MinHeap<(position: Int, range: Range<Int>)>()
  private let usesHeap: Bool

  /// Whether values are found one at a time (rather than by sorting the whole range).
  var isLazy: Bool { usesHeap }

  init(_ table: MinimumTable, range: Range<Int>, expectedReads: Int) {
    self.table = table
    usesHeap = range.count > 256 && expectedReads < range.count / 8
    if usesHeap {
      push(range)
    } else {
      sorted = Array(table.values[range]).sorted()
    }
  }

  mutating func next() -> UInt32? {
    if !usesHeap {
      guard sortedPosition < sorted.count else { return nil }
      defer { sortedPosition += 1 }
      return sorted[sortedPosition]
    }
    guard let (value, top) = heap.popMin() else { return nil }
    push(top.range.lowerBound..<top.position)
    push((top.position + 1)..<top.range.upperBound)
    return value
  }

  private mutating func push(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    let position = table.positionOfMinimum(in: range)
    heap.push(table.values[position], (position, range))
  }
}
