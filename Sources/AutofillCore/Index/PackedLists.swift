/// Many sorted lists of item numbers, stored compactly: each list is cut into blocks of 128
/// items; a block keeps its first item and where its data starts (a skip entry, the two side by
/// side), and its data is one byte giving a bit width, then the gaps between its items (less
/// one) packed at that width. Dense lists take a few bits per item, sparse ones a few bytes.
///
/// A ``Cursor`` reads a list in order and skips whole blocks through their skip entries, so an
/// intersection only decodes the blocks that may hold its candidates.
struct PackedLists: Sendable, Equatable {
  static let blockSize = 128

  /// `itemStarts[l]..<itemStarts[l + 1]`: list `l`'s items, counted across all lists.
  private let itemStarts: [UInt32]
  /// `blockStarts[l]..<blockStarts[l + 1]`: list `l`'s blocks.
  private let blockStarts: [UInt32]
  /// Each block's skip entry: at `2 * block` its first item, at `2 * block + 1` where its data
  /// (its width byte) starts in ``data``. Side by side, a block found by its first item has
  /// its data's place in the same cache line: in separate arrays, entering a block that a
  /// lookup skipped to waited for one more cache miss before its data could be read.
  private let blockEntries: [UInt32]
  /// The packed gaps, followed by eight bytes of padding so that every read may load a word.
  private let data: [UInt8]

  /// Packs lists given item by item, without holding every list in full: one walk over the
  /// items finds the lists' lengths and each block's first item and bit width, a second writes
  /// the packed gaps in place, so only per-list and per-block figures and the packed data are
  /// kept.
  ///
  /// - Parameters:
  ///   - listCount: The number of lists.
  ///   - forEachItem: Calls its argument with each item, in increasing order, and the lists
  ///     that hold it (each at most once, each less than `listCount`). It is called twice and
  ///     must give the same items and lists both times.
  init(
    listCount: Int,
    forEachItem: ((_ item: UInt32, _ lists: UnsafeBufferPointer<UInt32>) -> Void) -> Void
  ) {
    // Each list's length so far, its last item, and its open block's first item and largest
    // gap; a block is recorded when it closes, as the blocks cannot be numbered before the
    // lengths are known. The open blocks' arrays then become `itemStarts` and `blockStarts`
    // instead of being freed: a freed hole stays resident, and the data is too large for it.
    var count = [UInt32](repeating: 0, count: listCount)
    var previous = [UInt32](repeating: 0, count: listCount)
    var openFirst = [UInt32](repeating: 0, count: listCount + 1)
    var blockStarts = [UInt32](repeating: 0, count: listCount + 1)
    var closed: [(list: UInt32, number: UInt32, first: UInt32, largest: UInt32)] = []
    count.withUnsafeMutableBufferPointer { count in
      previous.withUnsafeMutableBufferPointer { previous in
        openFirst.withUnsafeMutableBufferPointer { openFirst in
          blockStarts.withUnsafeMutableBufferPointer { openLargest in
            forEachItem { item, lists in
              for list in lists {
                let list = Int(list)
                let index = count[list]
                if index % UInt32(Self.blockSize) == 0 {
                  if index > 0 {
                    let number = index / UInt32(Self.blockSize) &- 1
                    closed.append((UInt32(list), number, openFirst[list], openLargest[list]))
                  }
                  openFirst[list] = item
                  openLargest[list] = 0
                } else {
                  openLargest[list] = max(openLargest[list], item &- previous[list] &- 1)
                }
                previous[list] = item
                count[list] = index &+ 1
              }
            }
          }
        }
      }
    }
    let blockCount = closed.count + count.lazy.filter { $0 > 0 }.count
    var blockEntries = [UInt32](repeating: 0, count: 2 * blockCount)
    // Each block's largest gap, then its width.
    var blockWidth = [UInt32](repeating: 0, count: blockCount)
    // The open blocks are the lists' last ones.
    var itemStart: UInt32 = 0
    var blockStart: UInt32 = 0
    for list in 0..<listCount {
      let blocks = (count[list] + UInt32(Self.blockSize) - 1) / UInt32(Self.blockSize)
      if blocks > 0 {
        let block = Int(blockStart + blocks) - 1
        blockEntries[2 * block] = openFirst[list]
        blockWidth[block] = blockStarts[list]
      }
      openFirst[list] = itemStart
      blockStarts[list] = blockStart
      itemStart += count[list]
      blockStart += blocks
    }
    openFirst[listCount] = itemStart
    blockStarts[listCount] = blockStart
    let itemStarts = openFirst
    openFirst = []
    for (list, number, first, largest) in closed {
      let block = Int(blockStarts[Int(list)] + number)
      blockEntries[2 * block] = first
      blockWidth[block] = largest
    }
    closed = []
    var byteCount = 0
    for list in 0..<listCount {
      for block in Int(blockStarts[list])..<Int(blockStarts[list + 1]) {
        let blockItems = min(
          Self.blockSize, Int(count[list]) - (block - Int(blockStarts[list])) * Self.blockSize)
        let width = UInt32(UInt32.bitWidth - blockWidth[block].leadingZeroBitCount)
        blockWidth[block] = width
        blockEntries[2 * block + 1] = UInt32(byteCount)
        byteCount += 1 + ((blockItems - 1) * Int(width) + 7) / 8
      }
    }
    var data = [UInt8](repeating: 0, count: byteCount + 8)
    for block in 0..<blockCount {
      data[Int(blockEntries[2 * block + 1])] = UInt8(blockWidth[block])
    }
    for list in 0..<listCount { count[list] = 0 }
    // Every gap is ORed into the zeroed data at a place known from its block and its index in
    // it; a word load may reach the next block's bytes or the padding, ORing zeros there.
    data.withUnsafeMutableBytes { data in
      blockEntries.withUnsafeBufferPointer { blockEntries in
        blockWidth.withUnsafeBufferPointer { blockWidth in
          count.withUnsafeMutableBufferPointer { count in
            previous.withUnsafeMutableBufferPointer { previous in
              blockStarts.withUnsafeBufferPointer { blockStarts in
                forEachItem { item, lists in
                  for list in lists {
                    let list = Int(list)
                    let index = Int(count[list])
                    let inBlock = index % Self.blockSize
                    if inBlock != 0 {
                      let block = Int(blockStarts[list]) &+ index / Self.blockSize
                      let width = Int(blockWidth[block])
                      let bit =
                        (Int(blockEntries[2 &* block &+ 1]) &+ 1) &* 8 &+ (inBlock &- 1) &* width
                      let gap = UInt64(item &- previous[list] &- 1)
                      let word = data.loadUnaligned(fromByteOffset: bit >> 3, as: UInt64.self)
                      data.storeBytes(
                        of: (UInt64(littleEndian: word) | gap << UInt64(bit & 7)).littleEndian,
                        toByteOffset: bit >> 3, as: UInt64.self)
                    }
                    previous[list] = item
                    count[list] &+= 1
                  }
                }
              }
            }
          }
        }
      }
    }
    self.itemStarts = itemStarts
    self.blockStarts = blockStarts
    self.blockEntries = blockEntries
    self.data = data
  }

  /// A packing given in full, for comparing packings in tests.
  init(
    itemStarts: [UInt32], blockStarts: [UInt32], blockFirst: [UInt32], blockOffset: [UInt32],
    data: [UInt8]
  ) {
    self.itemStarts = itemStarts
    self.blockStarts = blockStarts
    blockEntries = zip(blockFirst, blockOffset).flatMap { [$0, $1] }
    self.data = data
  }

  /// The number of items in a list.
  func count(of list: Int) -> Int { Int(itemStarts[list + 1] &- itemStarts[list]) }

  /// The number of items in consecutive lists, counted with multiplicity.
  func count(ofLists lists: Range<Int>) -> Int {
    Int(itemStarts[lists.upperBound] &- itemStarts[lists.lowerBound])
  }

  /// A cursor on a list's first item.
  func cursor(_ list: Int) -> Cursor {
    let firstBlock = Int(blockStarts[list])
    let endBlock = Int(blockStarts[list + 1])
    let count = self.count(of: list)
    var cursor = Cursor(
      block: firstBlock, endBlock: endBlock,
      lastBlockCount: count - (endBlock - firstBlock - 1) * Self.blockSize)
    if firstBlock < endBlock { enter(firstBlock, &cursor) } else { cursor.isDone = true }
    return cursor
  }

  /// Reads a list in increasing order.
  struct Cursor {
    fileprivate var block: Int
    fileprivate let endBlock: Int
    fileprivate let lastBlockCount: Int
    fileprivate var remainingInBlock = 0
    fileprivate var bit = 0
    fileprivate var width: UInt64 = 0
    /// The item under the cursor; meaningless once ``isDone``.
    fileprivate(set) var current: UInt32 = 0
    /// Whether the cursor moved past the list's last item.
    fileprivate(set) var isDone = false

    fileprivate init(block: Int, endBlock: Int, lastBlockCount: Int) {
      self.block = block
      self.endBlock = endBlock
      self.lastBlockCount = lastBlockCount
    }
  }

  private func enter(_ block: Int, _ cursor: inout Cursor) {
    cursor.block = block
    cursor.current = blockEntries[2 * block]
    let offset = Int(blockEntries[2 * block + 1])
    cursor.width = UInt64(data[offset])
    cursor.bit = (offset + 1) * 8
    cursor.remainingInBlock =
      (block == cursor.endBlock - 1 ? cursor.lastBlockCount : Self.blockSize) - 1
  }

  /// Moves a cursor to the list's next item.
  func next(_ cursor: inout Cursor) {
    if cursor.remainingInBlock > 0 {
      let gap = data.withUnsafeBytes { raw -> UInt64 in
        let word = raw.loadUnaligned(fromByteOffset: cursor.bit >> 3, as: UInt64.self)
        return (UInt64(littleEndian: word) >> UInt64(cursor.bit & 7))
          & ((1 << cursor.width) &- 1)
      }
      cursor.bit += Int(cursor.width)
      cursor.remainingInBlock -= 1
      cursor.current &+= UInt32(truncatingIfNeeded: gap) &+ 1
    } else if cursor.block + 1 < cursor.endBlock {
      enter(cursor.block + 1, &cursor)
    } else {
      cursor.isDone = true
    }
  }

  /// Moves a cursor to the list's first item that is at least `item` (or past the end),
  /// skipping whole blocks that end before it.
  func advance(_ cursor: inout Cursor, to item: UInt32) {
    guard !cursor.isDone, cursor.current < item else { return }
    if cursor.block + 1 < cursor.endBlock && blockEntries[2 * (cursor.block + 1)] <= item {
      // The last block that starts at or before `item`, by steps that select rather than
      // branch: which half holds it is a coin toss that a branch mispredicts every other step.
      var low = cursor.block + 1
      var count = cursor.endBlock - low
      blockEntries.withUnsafeBufferPointer { entries in
        while count > 1 {
          let half = count / 2
          low = entries[2 &* (low &+ half)] <= item ? low &+ half : low
          count &-= half
        }
      }
      enter(low, &cursor)
      if cursor.current >= item { return }
    }
    // The item is in this block or is the next block's first: decode in locals, which the
    // compiler keeps in registers (through `inout` it stores every step).
    var current = cursor.current
    var bit = cursor.bit
    var remaining = cursor.remainingInBlock
    let width = cursor.width
    let mask: UInt64 = (1 << width) &- 1
    data.withUnsafeBytes { raw in
      while remaining > 0 && current < item {
        let word = UInt64(
          littleEndian: raw.loadUnaligned(fromByteOffset: bit >> 3, as: UInt64.self))
        current &+= UInt32(truncatingIfNeeded: (word >> UInt64(bit & 7)) & mask) &+ 1
        bit &+= Int(width)
        remaining &-= 1
      }
    }
    cursor.current = current
    cursor.bit = bit
    cursor.remainingInBlock = remaining
    if current < item { next(&cursor) }
  }

  var byteCount: Int {
    (itemStarts.capacity + blockStarts.capacity + blockEntries.capacity) * 4
      + data.capacity
  }
}
