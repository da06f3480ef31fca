import XCTest

@testable import AutofillCore

/// Packing lists item by item, in two walks, against packing them from one flat array of
/// every list (the way they were packed before), on seeded random lists with empty lists, lists
/// of one block and a bit, gaps of zero and gaps that take all 32 bits.
final class PackedListsTests: XCTestCase {
  private static let seed: UInt64 = 0x2718_2818

  func test_packingItemByItem_equalsPackingTheFlatLists() {
    print("PackedListsTests seed: \(Self.seed)")
    var generator = SeededGenerator(seed: Self.seed)
    for (itemCount, listCount) in [(0, 1), (1, 1), (300, 8), (2_000, 40), (5_000, 200)] {
      let membership = Self.randomLists(
        itemCount: itemCount, listCount: listCount, using: &generator)
      let packed = Self.packItemByItem(membership, listCount: listCount)
      XCTAssertEqual(
        packed, Self.packFlat(membership, listCount: listCount),
        "\(itemCount) items in \(listCount) lists")
      for list in 0..<listCount {
        let expected = membership.filter { $0.lists.contains(UInt32(list)) }.map(\.item)
        XCTAssertEqual(packed.count(of: list), expected.count, "list \(list) of \(listCount)")
        var read: [UInt32] = []
        var cursor = packed.cursor(list)
        while !cursor.isDone {
          read.append(cursor.current)
          packed.next(&cursor)
        }
        XCTAssertEqual(read, expected, "list \(list) of \(listCount)")
      }
    }
  }

  /// `advance(_:to:)`, which skips whole blocks through their skip entries, against the first
  /// item at least the target in each list read plainly, for targets from below the first item
  /// to past the last, in steps of every size (within a block, to the next block's first item
  /// and beyond it, across many blocks), the cursor reused from target to target.
  func test_advance_landsOnTheFirstItemAtLeastTheTarget() {
    print("PackedListsTests seed: \(Self.seed)")
    var generator = SeededGenerator(seed: Self.seed)
    for (itemCount, listCount) in [(1, 1), (300, 8), (5_000, 40)] {
      let membership = Self.randomLists(
        itemCount: itemCount, listCount: listCount, using: &generator)
      let packed = Self.packItemByItem(membership, listCount: listCount)
      for list in 0..<listCount {
        let expected = membership.filter { $0.lists.contains(UInt32(list)) }.map(\.item)
        let last = UInt64(expected.last ?? 0)
        for _ in 0..<4 {
          var cursor = packed.cursor(list)
          var target: UInt64 = 0
          // The first item at least the target, found by reading the list plainly.
          var index = 0
          while target <= last + 1 {
            while index < expected.count && UInt64(expected[index]) < target { index += 1 }
            let wanted = index < expected.count ? expected[index] : nil
            packed.advance(&cursor, to: UInt32(clamping: target))
            XCTAssertEqual(
              cursor.isDone ? nil : cursor.current, wanted,
              "list \(list) of \(listCount), target \(target)")
            if cursor.isDone { break }
            let step: UInt64 =
              switch UInt64.random(in: 0..<4, using: &generator) {
              case 0: UInt64.random(in: 0...3, using: &generator)
              case 1: UInt64.random(in: 0...300, using: &generator)
              case 2: UInt64.random(in: 0...20_000, using: &generator)
              default: UInt64.random(in: 0...(1 << 24), using: &generator)
              }
            target += step
          }
        }
      }
    }
  }

  /// Items in increasing order, each with the lists that hold it. List 0 holds the first and
  /// the last item, across a gap of more than 2^31; list 1 the first 128 items, list 2 the
  /// first 129, list 3 every item (gaps of zero where items are consecutive); the last list is
  /// empty; the others hold items at random, some densely, some sparsely.
  private static func randomLists(
    itemCount: Int, listCount: Int, using generator: inout SeededGenerator
  ) -> [(item: UInt32, lists: [UInt32])] {
    let density = (0..<listCount).map { _ in
      [0.002, 0.05, 0.5, 0.9].randomElement(using: &generator)!
    }
    var result: [(item: UInt32, lists: [UInt32])] = []
    var item: UInt64 = 0
    for index in 0..<itemCount {
      if index == itemCount - 1 && index > 0 {
        item += (1 << 31) + UInt64.random(in: 0..<(1 << 20), using: &generator)
      } else if index > 0 {
        switch UInt64.random(in: 0..<100, using: &generator) {
        case 0: item += UInt64.random(in: (1 << 16)...(1 << 24), using: &generator)
        case 1..<30: item += UInt64.random(in: 2...300, using: &generator)
        default: item += 1
        }
      }
      var lists: [UInt32] = []
      for list in 0..<max(0, listCount - 1) {
        let holds: Bool
        switch list {
        case 0: holds = index == 0 || index == itemCount - 1
        case 1: holds = index < 128
        case 2: holds = index < 129
        case 3: holds = true
        default: holds = Double.random(in: 0..<1, using: &generator) < density[list]
        }
        if holds { lists.append(UInt32(list)) }
      }
      lists.shuffle(using: &generator)
      result.append((UInt32(item), lists))
    }
    return result
  }

  private static func packItemByItem(
    _ membership: [(item: UInt32, lists: [UInt32])], listCount: Int
  ) -> PackedLists {
    PackedLists(listCount: listCount) { visit in
      for (item, lists) in membership {
        lists.withUnsafeBufferPointer { visit(item, $0) }
      }
    }
  }

  /// The packing from one flat array of every list's items.
  private static func packFlat(
    _ membership: [(item: UInt32, lists: [UInt32])], listCount: Int
  ) -> PackedLists {
    var perList = [[UInt32]](repeating: [], count: listCount)
    for (item, lists) in membership {
      for list in lists { perList[Int(list)].append(item) }
    }
    var itemStarts: [UInt32] = [0]
    for list in perList { itemStarts.append(itemStarts.last! + UInt32(list.count)) }
    let items = perList.flatMap { $0 }
    let blockSize = PackedLists.blockSize
    var blockStarts: [UInt32] = [0]
    var widths: [Int] = []
    var blockFirst: [UInt32] = []
    var blockOffset: [UInt32] = []
    var byteCount = 0
    for list in 0..<listCount {
      let start = Int(itemStarts[list])
      let end = Int(itemStarts[list + 1])
      for blockStart in stride(from: start, to: end, by: blockSize) {
        let blockEnd = min(blockStart + blockSize, end)
        var largest: UInt32 = 0
        for index in (blockStart + 1)..<max(blockStart + 1, blockEnd) {
          largest = max(largest, items[index] - items[index - 1] - 1)
        }
        let width = UInt32.bitWidth - largest.leadingZeroBitCount
        widths.append(width)
        blockFirst.append(items[blockStart])
        blockOffset.append(UInt32(byteCount))
        byteCount += 1 + ((blockEnd - blockStart - 1) * width + 7) / 8
      }
      blockStarts.append(UInt32(blockFirst.count))
    }
    var data = [UInt8](repeating: 0, count: byteCount + 8)
    var block = 0
    for list in 0..<listCount {
      let start = Int(itemStarts[list])
      let end = Int(itemStarts[list + 1])
      for blockStart in stride(from: start, to: end, by: blockSize) {
        let blockEnd = min(blockStart + blockSize, end)
        let width = UInt64(widths[block])
        var byte = Int(blockOffset[block])
        data[byte] = UInt8(width)
        byte += 1
        var pending: UInt64 = 0
        var pendingBits: UInt64 = 0
        for index in (blockStart + 1)..<max(blockStart + 1, blockEnd) {
          pending |= UInt64(items[index] - items[index - 1] - 1) << pendingBits
          pendingBits += width
          while pendingBits >= 8 {
            data[byte] = UInt8(truncatingIfNeeded: pending)
            byte += 1
            pending >>= 8
            pendingBits -= 8
          }
        }
        if pendingBits > 0 { data[byte] = UInt8(truncatingIfNeeded: pending) }
        block += 1
      }
    }
    return PackedLists(
      itemStarts: itemStarts, blockStarts: blockStarts, blockFirst: blockFirst,
      blockOffset: blockOffset, data: data)
  }
}
