import Foundation

// Version 3's sections: the values' distinct characters, and each prepared folding's lookup
// structures in the layout the index reads them in (`StoredArray`), so that opening reads no
// item and makes no copy. Both sections are a small header, a directory of arrays (offset and
// length, 8 bytes each, the offset from the section's start) and the arrays, each starting at a
// multiple of 8 (sections start at a multiple of the file's alignment, at least 8), so that
// every array is aligned for its element where the file is mapped.
extension IndexFileFormat {
  /// The values' distinct characters, as the index numbers them (`SourceCharacters`), and the
  /// keys each folding folds whole (`FoldMap/itemsNeedingWholeFolding(_:_:)`).
  struct StoredCharacters: Equatable {
    /// Per scalar below U+0300, whether a value has it.
    var isPresent: [Bool]
    /// The other characters, in the order of their ids.
    var general: [String]
    /// Per ``FoldingVariant`` raw value (eight), the numbers of the keys it folds whole.
    var wholeKeys: [[UInt32]]
  }

  /// One folding's stored structures: its keys and the orders of its table, as arrays of bytes
  /// laid out as the index reads them.
  struct StoredTable: Equatable {
    /// The ``FoldingVariant`` raw value (0 to 7) whose table this is.
    var variant: Int
    /// The longest key's length in bytes (`FoldedKeys/longestKeyByteCount`).
    var longestKeyByteCount: Int
    /// The keys' offsets (UInt32, one more than the keys) and bytes (`FoldedKeys`).
    var offsets: UnsafeRawBufferPointer
    var bytes: UnsafeRawBufferPointer
    /// The forward order, then the backward one if stored.
    var orders: [Order]

    /// One sorted order (`KeyOrder`) of whole keys: its item numbers packed in `bitWidth` bits
    /// each (`PackedIntegers`' words, UInt64), its minimum table's block minimums and levels
    /// (UInt32, `MinimumTable`) and its samples (UInt64).
    struct Order: Equatable {
      var isBackward: Bool
      var bitWidth: Int
      var words: UnsafeRawBufferPointer
      var blockMinimum: UnsafeRawBufferPointer
      var levels: UnsafeRawBufferPointer
      var samples: UnsafeRawBufferPointer

      static func == (left: Order, right: Order) -> Bool {
        left.isBackward == right.isBackward && left.bitWidth == right.bitWidth
          && left.arrays.map(Array.init) == right.arrays.map(Array.init)
      }

      var arrays: [UnsafeRawBufferPointer] { [words, blockMinimum, levels, samples] }
    }

    static func == (left: StoredTable, right: StoredTable) -> Bool {
      left.variant == right.variant && left.longestKeyByteCount == right.longestKeyByteCount
        && Array(left.offsets) == Array(right.offsets) && Array(left.bytes) == Array(right.bytes)
        && left.orders == right.orders
    }
  }

  /// The bytes of each element of an order's arrays, and of a table's first two.
  private static let orderElementSizes = [8, 4, 4, 8]
  private static let keyElementSizes = [4, 1]

  // MARK: Writing

  /// The characters section: the general count and 0 (UInt32 each), then the directory of 11
  /// arrays: presence (a byte, 0 or 1, per scalar below U+0300), the general characters'
  /// string offsets (UInt32, count + 1, the first 0) and UTF-8 bytes, and per folding variant
  /// (eight) its whole keys' numbers (UInt32).
  static func encodeCharacters(_ characters: StoredCharacters) throws -> [UInt8] {
    var offsets: [UInt32] = [0]
    var strings: [UInt8] = []
    for character in characters.general {
      strings += character.utf8
      offsets.append(UInt32(truncatingIfNeeded: strings.count))
    }
    var header: [UInt8] = []
    append(UInt32(characters.general.count), to: &header)
    append(UInt32(0), to: &header)
    let arrays: [[UInt8]] =
      [characters.isPresent.map { $0 ? 1 : 0 }, bytes(of: offsets), strings]
      + characters.wholeKeys.map(bytes(of:))
    return encodeArrays(header: header, arrays)
  }

  /// The tables section: the table count and 0 (UInt32 each); per table 16 bytes: its variant,
  /// its longest key's byte count, its order count (1 or 2: forward, then backward) and 0
  /// (UInt32 each); per order 8 bytes: its direction (0 forward, 1 backward) and bit width
  /// (UInt32 each); then the directory of the arrays, table after table: the key offsets and
  /// bytes, then per order its words, block minimums, levels and samples.
  static func encodeTables(_ tables: [StoredTable]) -> [UInt8] {
    var header: [UInt8] = []
    append(UInt32(tables.count), to: &header)
    append(UInt32(0), to: &header)
    for table in tables {
      append(UInt32(table.variant), to: &header)
      append(UInt32(truncatingIfNeeded: table.longestKeyByteCount), to: &header)
      append(UInt32(table.orders.count), to: &header)
      append(UInt32(0), to: &header)
    }
    for order in tables.flatMap(\.orders) {
      append(UInt32(order.isBackward ? 1 : 0), to: &header)
      append(UInt32(order.bitWidth), to: &header)
    }
    let arrays = tables.flatMap { table in
      [table.offsets, table.bytes] + table.orders.flatMap(\.arrays)
    }
    return encodeArrays(header: header, arrays.map(Array.init))
  }

  /// `header`, the directory of `arrays` and the arrays, each at a multiple of 8.
  private static func encodeArrays(header: [UInt8], _ arrays: [[UInt8]]) -> [UInt8] {
    var section = header
    let directoryStart = section.count
    section += [UInt8](repeating: 0, count: arrays.count * 16)
    for (number, array) in arrays.enumerated() {
      section += [UInt8](repeating: 0, count: (8 - section.count % 8) % 8)
      withUnsafeBytes(of: UInt64(section.count).littleEndian) {
        section.replaceSubrange(
          (directoryStart + number * 16)..<(directoryStart + number * 16 + 8), with: $0)
      }
      withUnsafeBytes(of: UInt64(array.count).littleEndian) {
        section.replaceSubrange(
          (directoryStart + number * 16 + 8)..<(directoryStart + number * 16 + 16), with: $0)
      }
      section += array
    }
    return section
  }

  private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
    withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
  }

  private static func bytes(of values: [UInt32]) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(values.count * 4)
    for value in values { append(value, to: &bytes) }
    return bytes
  }

  // MARK: Reading

  /// Reads a characters section: the strings must be valid UTF-8 and their offsets in order,
  /// the presence bytes 0 or 1 (each string being one character not below U+0300, and
  /// distinct, is the index's check).
  static func decodeCharacters(_ section: UnsafeRawBufferPointer) throws -> StoredCharacters {
    let reader = Reader(section)
    let count = Int(try reader.uint32(at: 0))
    guard count <= section.count / 4, try reader.uint32(at: 4) == 0 else {
      throw AutofillIndexFileError("the characters section's header is not valid")
    }
    let arrays = try decodeArrays(
      section, headerSize: 8, elementSizes: [1, 4, 1] + Array(repeating: 4, count: 8),
      what: "the characters section")
    guard arrays[1].count == (count + 1) * 4, arrays[0].allSatisfy({ $0 <= 1 }) else {
      throw AutofillIndexFileError("the characters section's counts are not valid")
    }
    var general: [String] = []
    var previous = 0
    for number in 0..<count {
      let end = Int(uint32(arrays[1], number + 1))
      guard number > 0 || uint32(arrays[1], 0) == 0, previous <= end, end <= arrays[2].count,
        let text = validString(UnsafeRawBufferPointer(rebasing: arrays[2][previous..<end]))
      else { throw AutofillIndexFileError("character \(number) is out of range or not UTF-8") }
      general.append(text)
      previous = end
    }
    return StoredCharacters(
      isPresent: arrays[0].map { $0 == 1 }, general: general,
      wholeKeys: arrays[3...].map { array in (0..<array.count / 4).map { uint32(array, $0) } })
  }

  /// Reads a tables section: its header (at most eight tables, each of a known and distinct
  /// variant, with one or two orders, the first forward and the second backward, of bit widths
  /// 1 to 32) and the directory (each array within the section, after the directory and the
  /// array before it, aligned, a whole number of elements). How the arrays' counts agree with
  /// the keys is the index's check; the arrays are left where they lie.
  static func decodeTables(_ section: UnsafeRawBufferPointer) throws -> [StoredTable] {
    let reader = Reader(section)
    let count = Int(try reader.uint32(at: 0))
    guard count <= 8, try reader.uint32(at: 4) == 0 else {
      throw AutofillIndexFileError("the tables section's header is not valid")
    }
    var headers: [(variant: Int, longest: Int, orders: Int)] = []
    for number in 0..<count {
      let entry = 8 + number * 16
      let variant = Int(try reader.uint32(at: entry))
      let orders = Int(try reader.uint32(at: entry + 8))
      guard variant < 8, !headers.contains(where: { $0.variant == variant }),
        (1...2).contains(orders),
        try reader.uint32(at: entry + 12) == 0
      else { throw AutofillIndexFileError("table \(number)'s header is not valid") }
      headers.append((variant, Int(try reader.uint32(at: entry + 4)), orders))
    }
    var position = 8 + count * 16
    var orderHeaders: [(isBackward: Bool, bitWidth: Int)] = []
    for header in headers {
      for order in 0..<header.orders {
        let direction = try reader.uint32(at: position)
        let bitWidth = Int(try reader.uint32(at: position + 4))
        guard direction == UInt32(order), (1...32).contains(bitWidth) else {
          throw AutofillIndexFileError("an order's header in the tables section is not valid")
        }
        orderHeaders.append((direction == 1, bitWidth))
        position += 8
      }
    }
    let sizes = headers.flatMap { header in
      keyElementSizes + Array(repeating: orderElementSizes, count: header.orders).joined()
    }
    let arrays = try decodeArrays(
      section, headerSize: position, elementSizes: sizes, what: "the tables section")
    var tables: [StoredTable] = []
    var next = 0
    var nextOrder = 0
    for header in headers {
      let (offsets, bytes) = (arrays[next], arrays[next + 1])
      next += 2
      var orders: [StoredTable.Order] = []
      for _ in 0..<header.orders {
        let (isBackward, bitWidth) = orderHeaders[nextOrder]
        orders.append(
          .init(
            isBackward: isBackward, bitWidth: bitWidth, words: arrays[next],
            blockMinimum: arrays[next + 1], levels: arrays[next + 2], samples: arrays[next + 3]))
        next += 4
        nextOrder += 1
      }
      tables.append(
        StoredTable(
          variant: header.variant, longestKeyByteCount: header.longest, offsets: offsets,
          bytes: bytes, orders: orders))
    }
    return tables
  }

  /// The arrays of a section's directory, which starts at `headerSize`: one per element size.
  private static func decodeArrays(
    _ section: UnsafeRawBufferPointer, headerSize: Int, elementSizes: [Int], what: String
  ) throws -> [UnsafeRawBufferPointer] {
    let reader = Reader(section)
    var previousEnd = headerSize + elementSizes.count * 16
    guard previousEnd <= section.count else {
      throw AutofillIndexFileError("\(what)'s directory runs past its end")
    }
    var arrays: [UnsafeRawBufferPointer] = []
    for (number, size) in elementSizes.enumerated() {
      let offset = try reader.uint64(at: headerSize + number * 16)
      let length = try reader.uint64(at: headerSize + number * 16 + 8)
      guard offset >= UInt64(previousEnd), offset % 8 == 0, offset <= UInt64(section.count),
        length <= UInt64(section.count) - offset, length % UInt64(size) == 0
      else {
        throw AutofillIndexFileError(
          "array \(number) of \(what) is out of range, out of order or not aligned")
      }
      arrays.append(UnsafeRawBufferPointer(rebasing: section[Int(offset)..<Int(offset + length)]))
      previousEnd = Int(offset + length)
    }
    return arrays
  }

  /// The little-endian UInt32 at index `index` of `bytes`, which holds it.
  private static func uint32(_ bytes: UnsafeRawBufferPointer, _ index: Int) -> UInt32 {
    UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
  }
}
