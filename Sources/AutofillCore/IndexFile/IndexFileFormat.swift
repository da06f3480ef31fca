/// Why an index file was refused: the file is damaged, truncated, of another version, or holds
/// something its format does not allow.
///
/// The loader checks every count, offset and string before using it, so no file, however made,
/// can make it read outside the file or trap.
public struct AutofillIndexFileError: Error, CustomStringConvertible, Sendable, Equatable {
  /// What is wrong, in words (such as "the file is 12 bytes, shorter than its header").
  public let description: String

  init(_ description: String) { self.description = description }
}

/// The bytes of an index file (see <doc:IndexFile>): what ``AutofillIndex/write(to:preparing:)``
/// writes and ``AutofillIndex/init(contentsOf:)`` reads. This file depends on nothing but the
/// item and options types, so that the fuzzing harness (`scripts/fuzz-index-file.sh`) compiles
/// it alone.
enum IndexFileFormat {
  /// "AFIXFILE": the first eight bytes of every index file.
  static let magic: [UInt8] = Array("AFIXFILE".utf8)
  /// The version this library writes. It also reads version 2 (keys and orders sections
  /// instead of characters and tables, checked in a pass at open) and version 1 (neither: its
  /// index folds and sorts every key at open).
  static let version: UInt32 = 3
  /// The header's size: magic, version, header size, section count, alignment, file length.
  static let headerSize = 32
  /// One section table entry: kind, reserved, offset, length.
  static let entrySize = 24
  /// Sections start at multiples of this by default: iOS's page size, a multiple of Linux's
  /// 4 KiB. A file gives its own, a power of two from 8 to 64 KiB (tests and the fuzzer's seeds
  /// use a small one).
  static let pageAlignment = 16_384
  /// The most sections a file may list (version 2 writes two to four).
  static let maximumSections = 16
  /// The most sorted orders an orders section may hold: one per folding variant and direction.
  static let maximumOrders = 16

  /// The kinds of section.
  enum Kind: UInt32, CaseIterable {
    /// The items: their values, subtitles, sections and ids.
    case items = 1
    /// The option sets the file was prepared for.
    case options = 2
    /// The items' other matched texts (``AutofillItem/terms``, ``AutofillItem/matchesSubtitle``);
    /// written only when an item has one, so a file without them is as before.
    case terms = 3
    /// The prepared foldings' sorted key orders (version 2 on), so that opening does not sort.
    case orders = 4
    /// The prepared foldings' folded keys (version 2 on), so that opening does not fold.
    case keys = 5
    /// The values' distinct characters (version 3), so that opening reads no value.
    case characters = 6
    /// The prepared foldings' keys, orders and their tables, laid out as the index reads them
    /// (version 3), so that opening reads them in place.
    case tables = 7

    /// Whether a file of format `version` may have a section of this kind.
    func isAllowed(in version: UInt32) -> Bool {
      switch self {
      case .items, .options, .terms: true
      case .orders, .keys: version == 2
      case .characters, .tables: version >= 3
      }
    }
  }

  /// What a file holds.
  struct Contents {
    /// The items, read row by row from the file where they lie.
    var rows: ItemRows
    /// Per item, its other matched texts: its terms and whether its subtitle is matched (empty
    /// when the file has no terms section).
    var terms: [(terms: [String], matchesSubtitle: Bool)] = []
    var prepared: [AutofillMatchOptions]
    /// The sorted orders stored (none in a version 1 file).
    var orders: [StoredOrder] = []
    /// The folded keys stored (none in a version 1 file).
    var keys: [StoredKeys] = []
    /// The values' distinct characters (version 3, when stored).
    var characters: StoredCharacters?
    /// The prepared foldings' structures (version 3), viewing the file's bytes.
    var tables: [StoredTable] = []
    /// What keeps the file's bytes (and so ``tables``' arrays) alive.
    var owner: AnyObject?

    /// Every item, made now (with its terms).
    var items: [AutofillItem] {
      (0..<rows.count).map { row in
        var item = rows.item(at: row)
        if row < terms.count { (item.terms, item.matchesSubtitle) = terms[row] }
        return item
      }
    }
  }

  /// One folding's keys, folded and encoded as the index encodes them (`FoldedKeys`): key
  /// `i` is `bytes[offsets[i]..<offsets[i + 1]]`. The format checks that the offsets start at
  /// 0, do not decrease and end at the bytes' count; the index checks, in one pass, that the
  /// bytes are well-formed keys of its alphabet. That they are the items' values folded is
  /// not checked (it would cost the folding the file saves): keys that are not give answers
  /// from the file's keys and ranges within the values, never a trap.
  struct StoredKeys: Equatable {
    /// The ``FoldingVariant`` raw value (0 to 7) whose table the keys are of.
    var variant: Int
    var offsets: [UInt32]
    var bytes: [UInt8]
  }

  /// One folding's keys in sorted order, as the index sorts them: every key's number (an item's,
  /// or one of an item's other matched texts, in the index's key numbering) once, sorted by the
  /// folded key read forward (prefix lookups) or backward (suffix lookups), then by number.
  /// The format checks the numbers are below their count; the index checks, in one pass over the
  /// keys, that they are sorted (which makes them every key once) before using them.
  struct StoredOrder: Equatable {
    /// The ``FoldingVariant`` raw value (0 to 7) whose table the order is of.
    var variant: Int
    var isBackward: Bool
    var keys: [UInt32]
  }

  // MARK: Writing

  /// The file's bytes for `items`, prepared for `prepared`: version 2 when given `orders` or
  /// `keys`, else version 3. Throws when an item's `refCon` is neither `Int` nor `String`, or
  /// the strings exceed the format's 4 GiB.
  static func encode(
    _ items: [AutofillItem], prepared: [AutofillMatchOptions], orders: [StoredOrder] = [],
    keys: [StoredKeys] = [], characters: StoredCharacters? = nil, tables: [StoredTable] = [],
    alignment: Int = pageAlignment
  ) throws -> [UInt8] {
    var sections: [(Kind, [UInt8])] = [
      (.items, try encodeItems(items)), (.options, encodeOptions(prepared)),
    ]
    if items.contains(where: { $0.matchesSubtitle || !$0.terms.isEmpty }) {
      sections.append((.terms, try encodeTerms(items)))
    }
    if !orders.isEmpty { sections.append((.orders, encodeOrders(orders))) }
    if !keys.isEmpty { sections.append((.keys, try encodeKeys(keys))) }
    if let characters { sections.append((.characters, try encodeCharacters(characters))) }
    if !tables.isEmpty { sections.append((.tables, encodeTables(tables))) }
    var file = [UInt8](repeating: 0, count: headerSize + entrySize * sections.count)
    var entries: [(Kind, Int, Int)] = []
    for (kind, bytes) in sections {
      file += [UInt8](repeating: 0, count: (alignment - file.count % alignment) % alignment)
      entries.append((kind, file.count, bytes.count))
      file += bytes
    }
    store(magic, in: &file, at: 0)
    store(orders.isEmpty && keys.isEmpty ? version : 2, in: &file, at: 8)
    store(UInt32(headerSize), in: &file, at: 12)
    store(UInt32(sections.count), in: &file, at: 16)
    store(UInt32(alignment), in: &file, at: 20)
    store(UInt64(file.count), in: &file, at: 24)
    for (number, (kind, offset, length)) in entries.enumerated() {
      let entry = headerSize + number * entrySize
      store(kind.rawValue, in: &file, at: entry)
      store(UInt64(offset), in: &file, at: entry + 8)
      store(UInt64(length), in: &file, at: entry + 16)
    }
    return file
  }

  /// Item flags: which optional strings an item has, and its id's kind.
  fileprivate static let hasSubtitle: UInt8 = 1
  fileprivate static let hasSection: UInt8 = 2
  fileprivate static let intID: UInt8 = 4
  fileprivate static let stringID: UInt8 = 8

  /// The items section: the item count (UInt64); four string offsets per item plus one
  /// (UInt32, into the string bytes: value, subtitle, section, id); one flag byte per item;
  /// the string bytes.
  private static func encodeItems(_ items: [AutofillItem]) throws
    -> [UInt8]
  {
    var strings: [UInt8] = []
    var offsets: [UInt32] = [0]
    var flags: [UInt8] = []
    offsets.reserveCapacity(items.count * 4 + 1)
    for (number, item) in items.enumerated() {
      var flag: UInt8 = 0
      var id = ""
      switch item.refCon {
      case nil: break
      case let value as Int:
        flag |= intID
        id = String(value)
      case let value as String:
        flag |= stringID
        id = value
      default:
        throw AutofillIndexFileError(
          "item \(number)'s refCon is neither an Int nor a String, which a file cannot hold")
      }
      if item.subtitle != nil { flag |= hasSubtitle }
      if item.section != nil { flag |= hasSection }
      flags.append(flag)
      for text in [item.value, item.subtitle ?? "", item.section ?? "", id] {
        strings += text.utf8
        guard strings.count <= UInt32.max else {
          throw AutofillIndexFileError("the items' strings exceed the format's 4 GiB")
        }
        offsets.append(UInt32(strings.count))
      }
    }
    var section = [UInt8](repeating: 0, count: 8 + offsets.count * 4)
    store(UInt64(items.count), in: &section, at: 0)
    for (number, offset) in offsets.enumerated() { store(offset, in: &section, at: 8 + number * 4) }
    return section + flags + strings
  }

  /// The terms section: the item count (UInt64); per item plus one, the number of its first
  /// term (UInt32, the first 0, the last the term count); per term plus one, its string's
  /// offset (UInt32, into the string bytes, the first 0); one flag byte per item (1: its
  /// subtitle is matched); the string bytes.
  private static func encodeTerms(_ items: [AutofillItem]) throws -> [UInt8] {
    var firstTerms: [UInt32] = [0]
    var offsets: [UInt32] = [0]
    var strings: [UInt8] = []
    for item in items {
      for term in item.terms {
        strings += term.utf8
        guard strings.count <= UInt32.max else {
          throw AutofillIndexFileError("the items' terms exceed the format's 4 GiB")
        }
        offsets.append(UInt32(strings.count))
      }
      firstTerms.append(UInt32(offsets.count - 1))
    }
    var section = [UInt8](repeating: 0, count: 8 + (firstTerms.count + offsets.count) * 4)
    store(UInt64(items.count), in: &section, at: 0)
    for (number, first) in firstTerms.enumerated() {
      store(first, in: &section, at: 8 + number * 4)
    }
    let offsetsStart = 8 + firstTerms.count * 4
    for (number, offset) in offsets.enumerated() {
      store(offset, in: &section, at: offsetsStart + number * 4)
    }
    return section + items.map { $0.matchesSubtitle ? 1 : 0 } + strings
  }

  /// Option flags, one bit per setting.
  private static var optionBits: [WritableKeyPath<AutofillMatchOptions, Bool>] {
    [
      \.isCaseSensitive, \.isDiacriticSensitive, \.isWidthSensitive, \.isWildcardBefore,
      \.isWildcardAfter,
    ]
  }

  /// The options section: the count (UInt32), then per set its flags (UInt32), ordering
  /// (UInt32: 0 relevance, 1 source) and typos (UInt32).
  private static func encodeOptions(_ prepared: [AutofillMatchOptions]) -> [UInt8] {
    var section = [UInt8](repeating: 0, count: 4 + prepared.count * 12)
    store(UInt32(prepared.count), in: &section, at: 0)
    for (number, options) in prepared.enumerated() {
      var flags: UInt32 = 0
      for (bit, path) in optionBits.enumerated() where options[keyPath: path] {
        flags |= 1 << bit
      }
      store(flags, in: &section, at: 4 + number * 12)
      store(options.ordering == .source ? 1 : 0, in: &section, at: 8 + number * 12)
      store(UInt32(min(max(options.maximumTypos, 0), 2)), in: &section, at: 12 + number * 12)
    }
    return section
  }

  /// The orders section: the count (UInt32), per order its variant, direction (0 forward, 1
  /// backward), key count and a zero (UInt32 each), then every order's key numbers (UInt32),
  /// order after order.
  private static func encodeOrders(_ orders: [StoredOrder]) -> [UInt8] {
    var section = [UInt8](repeating: 0, count: 4 + orders.count * 16)
    store(UInt32(orders.count), in: &section, at: 0)
    for (number, order) in orders.enumerated() {
      store(UInt32(order.variant), in: &section, at: 4 + number * 16)
      store(UInt32(order.isBackward ? 1 : 0), in: &section, at: 8 + number * 16)
      store(UInt32(order.keys.count), in: &section, at: 12 + number * 16)
    }
    for order in orders {
      section.reserveCapacity(section.count + order.keys.count * 4)
      for key in order.keys { withUnsafeBytes(of: key.littleEndian) { section += $0 } }
    }
    return section
  }

  /// The keys section: the count (UInt32), per folding its variant, key count, byte count and
  /// a zero (UInt32 each), then per folding its key count plus one offsets (UInt32) and its
  /// bytes, padded with zeros to a multiple of 4.
  private static func encodeKeys(_ keys: [StoredKeys]) throws -> [UInt8] {
    var section = [UInt8](repeating: 0, count: 4 + keys.count * 16)
    store(UInt32(keys.count), in: &section, at: 0)
    for (number, folding) in keys.enumerated() {
      guard folding.bytes.count <= UInt32.max else {
        throw AutofillIndexFileError("the folded keys exceed the format's 4 GiB")
      }
      store(UInt32(folding.variant), in: &section, at: 4 + number * 16)
      store(UInt32(folding.offsets.count - 1), in: &section, at: 8 + number * 16)
      store(UInt32(folding.bytes.count), in: &section, at: 12 + number * 16)
    }
    for folding in keys {
      for offset in folding.offsets { withUnsafeBytes(of: offset.littleEndian) { section += $0 } }
      section += folding.bytes
      section += [UInt8](repeating: 0, count: (4 - folding.bytes.count % 4) % 4)
    }
    return section
  }

  private static func store(
    _ value: some FixedWidthInteger, in bytes: inout [UInt8], at offset: Int
  ) {
    withUnsafeBytes(of: value.littleEndian) {
      bytes.replaceSubrange(offset..<offset + $0.count, with: $0)
    }
  }

  private static func store(_ value: [UInt8], in bytes: inout [UInt8], at offset: Int) {
    bytes.replaceSubrange(offset..<offset + value.count, with: value)
  }

  // MARK: Reading

  /// ``decode(_:owner:)`` of a copy of `bytes` that the rows keep (tests and the fuzzer).
  static func decode(_ bytes: [UInt8]) throws -> Contents {
    let copy = OwnedBytes(bytes)
    return try decode(copy.bytes, owner: copy)
  }

  /// A copy of some bytes, freed with the last reference to it.
  private final class OwnedBytes {
    let bytes: UnsafeRawBufferPointer

    init(_ source: [UInt8]) {
      let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: source.count, alignment: 8)
      source.withUnsafeBytes { buffer.copyMemory(from: $0) }
      bytes = UnsafeRawBufferPointer(buffer)
    }

    deinit { bytes.deallocate() }
  }

  /// Reads a file's bytes: checks the header, the section table and every section's counts and
  /// offsets, and reads the options, terms, keys and orders; the items are left where they lie,
  /// read row by row (``ItemRows``), each read bounded. `owner` keeps `file` mapped for as long
  /// as the rows are read (`nil` when the caller keeps the bytes alive).
  static func decode(_ file: UnsafeRawBufferPointer, owner: AnyObject? = nil) throws -> Contents {
    let reader = Reader(file)
    guard file.count >= headerSize else {
      throw AutofillIndexFileError(
        "the file is \(file.count) bytes, shorter than an index file's header")
    }
    guard file.prefix(8).elementsEqual(magic) else {
      throw AutofillIndexFileError("the file is not an index file (its first bytes are wrong)")
    }
    let fileVersion = try reader.uint32(at: 8)
    guard (1...version).contains(fileVersion) else {
      throw AutofillIndexFileError(
        "the file is of format version \(fileVersion); this library reads versions 1 to \(version)")
    }
    guard try reader.uint32(at: 12) == headerSize else {
      throw AutofillIndexFileError("the header's size is not \(headerSize)")
    }
    let count = Int(try reader.uint32(at: 16))
    guard count <= maximumSections else {
      throw AutofillIndexFileError("the file lists \(count) sections, more than \(maximumSections)")
    }
    guard try reader.uint64(at: 24) == UInt64(file.count) else {
      throw AutofillIndexFileError(
        "the file is \(file.count) bytes, not the length its header gives: truncated or extended")
    }
    let alignment = Int(try reader.uint32(at: 20))
    guard (8...65_536).contains(alignment), alignment.nonzeroBitCount == 1 else {
      throw AutofillIndexFileError(
        "the section alignment (\(alignment)) is not a power of two from 8 to 65536")
    }
    let tableEnd = headerSize + count * entrySize
    guard tableEnd <= file.count else {
      throw AutofillIndexFileError("the section table runs past the end of the file")
    }
    var found: [Kind: Range<Int>] = [:]
    for number in 0..<count {
      let entry = headerSize + number * entrySize
      let rawKind = try reader.uint32(at: entry)
      guard let kind = Kind(rawValue: rawKind), kind.isAllowed(in: fileVersion) else {
        throw AutofillIndexFileError("section \(number) is of an unknown kind (\(rawKind))")
      }
      guard found[kind] == nil else {
        throw AutofillIndexFileError("the file has two sections of kind \(rawKind)")
      }
      let offset = try reader.uint64(at: entry + 8)
      let length = try reader.uint64(at: entry + 16)
      guard offset <= UInt64(file.count), length <= UInt64(file.count) - offset else {
        throw AutofillIndexFileError("section \(number) runs past the end of the file")
      }
      guard offset % UInt64(alignment) == 0, offset >= UInt64(tableEnd) else {
        throw AutofillIndexFileError(
          "section \(number) does not start on a page boundary after the section table")
      }
      let range = Int(offset)..<Int(offset + length)
      if found.values.contains(where: { $0.overlaps(range) }) {
        throw AutofillIndexFileError("section \(number) overlaps another section")
      }
      found[kind] = range
    }
    guard let items = found[.items], let options = found[.options] else {
      throw AutofillIndexFileError("the file lacks its items or options section")
    }
    let rows = try ItemRows(UnsafeRawBufferPointer(rebasing: file[items]), owner: owner)
    var terms: [(terms: [String], matchesSubtitle: Bool)] = []
    if let range = found[.terms] {
      terms = try decodeTerms(
        Reader(UnsafeRawBufferPointer(rebasing: file[range])), itemCount: rows.count)
    }
    var orders: [StoredOrder] = []
    if let range = found[.orders] {
      orders = try decodeOrders(Reader(UnsafeRawBufferPointer(rebasing: file[range])))
    }
    var keys: [StoredKeys] = []
    if let range = found[.keys] {
      keys = try decodeKeys(Reader(UnsafeRawBufferPointer(rebasing: file[range])))
    }
    return Contents(
      rows: rows, terms: terms,
      prepared: try decodeOptions(Reader(UnsafeRawBufferPointer(rebasing: file[options]))),
      orders: orders, keys: keys,
      characters: try found[.characters].map {
        try decodeCharacters(UnsafeRawBufferPointer(rebasing: file[$0]))
      },
      tables: try found[.tables].map {
        try decodeTables(UnsafeRawBufferPointer(rebasing: file[$0]))
      } ?? [], owner: owner)
  }

  private static func decodeKeys(_ reader: Reader) throws -> [StoredKeys] {
    let count = Int(try reader.uint32(at: 0))
    guard count <= 8 else {
      throw AutofillIndexFileError("the file lists keys of \(count) foldings, more than 8")
    }
    var position = 4 + count * 16
    var foldings: [StoredKeys] = []
    for number in 0..<count {
      let variant = try reader.uint32(at: 4 + number * 16)
      let keyCount = Int(try reader.uint32(at: 8 + number * 16))
      let byteCount = Int(try reader.uint32(at: 12 + number * 16))
      guard variant < 8, try reader.uint32(at: 16 + number * 16) == 0,
        !foldings.contains(where: { $0.variant == variant })
      else { throw AutofillIndexFileError("folding \(number)'s keys header is not valid") }
      let padded = (byteCount + 3) / 4 * 4
      guard keyCount < (reader.bytes.count - position) / 4,
        padded <= reader.bytes.count - position - (keyCount + 1) * 4
      else { throw AutofillIndexFileError("folding \(number)'s keys run past their section") }
      var offsets = [UInt32](repeating: 0, count: keyCount + 1)
      var previous: UInt32 = 0
      for index in offsets.indices {
        let offset = try reader.uint32(at: position + index * 4)
        guard offset >= previous, index > 0 || offset == 0, offset <= byteCount else {
          throw AutofillIndexFileError("folding \(number)'s key offsets are out of order or range")
        }
        offsets[index] = offset
        previous = offset
      }
      guard Int(previous) == byteCount else {
        throw AutofillIndexFileError("folding \(number)'s key offsets do not end at its bytes' end")
      }
      position += (keyCount + 1) * 4
      let bytes = Array(reader.bytes[position..<(position + byteCount)])
      position += padded
      foldings.append(StoredKeys(variant: Int(variant), offsets: offsets, bytes: bytes))
    }
    guard position == reader.bytes.count else {
      throw AutofillIndexFileError("the keys section's length is not what its keys take")
    }
    return foldings
  }

  private static func decodeOrders(_ reader: Reader) throws -> [StoredOrder] {
    let count = Int(try reader.uint32(at: 0))
    guard count <= maximumOrders else {
      throw AutofillIndexFileError("the file lists \(count) orders, more than \(maximumOrders)")
    }
    var position = 4 + count * 16
    var orders: [StoredOrder] = []
    for number in 0..<count {
      let variant = try reader.uint32(at: 4 + number * 16)
      let direction = try reader.uint32(at: 8 + number * 16)
      let keyCount = Int(try reader.uint32(at: 12 + number * 16))
      guard variant < 8, direction <= 1, try reader.uint32(at: 16 + number * 16) == 0,
        !orders.contains(where: { $0.variant == variant && ($0.isBackward ? 1 : 0) == direction })
      else { throw AutofillIndexFileError("order \(number)'s header is not valid") }
      guard keyCount <= (reader.bytes.count - position) / 4 else {
        throw AutofillIndexFileError("order \(number) runs past the end of its section")
      }
      var keys = [UInt32](repeating: 0, count: keyCount)
      try keys.withUnsafeMutableBytes { destination in
        destination.copyMemory(
          from: UnsafeRawBufferPointer(
            rebasing: reader.bytes[position..<(position + keyCount * 4)]))
        for index in 0..<keyCount {
          let key = UInt32(
            littleEndian: destination.load(fromByteOffset: index * 4, as: UInt32.self))
          guard key < keyCount else {
            throw AutofillIndexFileError("order \(number) lists a key (\(key)) out of range")
          }
          destination.storeBytes(of: key, toByteOffset: index * 4, as: UInt32.self)
        }
      }
      orders.append(StoredOrder(variant: Int(variant), isBackward: direction == 1, keys: keys))
      position += keyCount * 4
    }
    guard position == reader.bytes.count else {
      throw AutofillIndexFileError("the orders section's length is not what its orders take")
    }
    return orders
  }

  private static func decodeTerms(_ reader: Reader, itemCount: Int) throws
    -> [(terms: [String], matchesSubtitle: Bool)]
  {
    guard try reader.uint64(at: 0) == UInt64(itemCount) else {
      throw AutofillIndexFileError("the terms section is not for as many items as the file has")
    }
    let offsetsStart = 8 + (itemCount + 1) * 4
    let termCount = Int(try reader.uint32(at: offsetsStart - 4))
    guard try reader.uint32(at: 8) == 0, termCount <= (reader.bytes.count - offsetsStart) / 4
    else { throw AutofillIndexFileError("the terms section's term numbers are not valid") }
    let flagsStart = offsetsStart + (termCount + 1) * 4
    let stringsStart = flagsStart + itemCount
    guard stringsStart <= reader.bytes.count else {
      throw AutofillIndexFileError("the terms section is shorter than its offsets and flags")
    }
    guard try reader.uint32(at: offsetsStart) == 0 else {
      throw AutofillIndexFileError("the first term does not start at 0")
    }
    let strings = UnsafeRawBufferPointer(rebasing: reader.bytes[stringsStart...])
    var term = 0
    var previous = 0
    var decoded: [(terms: [String], matchesSubtitle: Bool)] = []
    decoded.reserveCapacity(itemCount)
    for number in 0..<itemCount {
      let end = Int(try reader.uint32(at: 8 + (number + 1) * 4))
      guard term <= end, end <= termCount else {
        throw AutofillIndexFileError("item \(number)'s terms are out of order or out of range")
      }
      var terms: [String] = []
      while term < end {
        term += 1
        let stringEnd = Int(try reader.uint32(at: offsetsStart + term * 4))
        guard previous <= stringEnd, stringEnd <= strings.count,
          let text = validString(UnsafeRawBufferPointer(rebasing: strings[previous..<stringEnd]))
        else {
          throw AutofillIndexFileError("item \(number)'s terms are out of range or not valid UTF-8")
        }
        terms.append(text)
        previous = stringEnd
      }
      let flag = reader.bytes[flagsStart + number]
      guard flag <= 1 else {
        throw AutofillIndexFileError("item \(number)'s term flags (\(flag)) are not valid")
      }
      decoded.append((terms, flag == 1))
    }
    return decoded
  }

  private static func decodeOptions(_ reader: Reader) throws
    -> [AutofillMatchOptions]
  {
    let count = Int(try reader.uint32(at: 0))
    guard count <= (reader.bytes.count - 4) / 12 else {
      throw AutofillIndexFileError("the options count (\(count)) exceeds what its section holds")
    }
    var prepared: [AutofillMatchOptions] = []
    for number in 0..<count {
      let flags = try reader.uint32(at: 4 + number * 12)
      let ordering = try reader.uint32(at: 8 + number * 12)
      let typos = try reader.uint32(at: 12 + number * 12)
      guard flags < 1 << optionBits.count, ordering <= 1, typos <= 2 else {
        throw AutofillIndexFileError("option set \(number) is not valid")
      }
      var options = AutofillMatchOptions(
        ordering: ordering == 1 ? .source : .relevance, maximumTypos: Int(typos))
      for (bit, path) in optionBits.enumerated() { options[keyPath: path] = flags & 1 << bit != 0 }
      prepared.append(options)
    }
    return prepared
  }

  /// The string of `bytes`, or `nil` if they are not valid UTF-8.
  static func validString(_ bytes: UnsafeRawBufferPointer) -> String? {
    // ASCII, the common case, is valid as it is.
    if !bytes.contains(where: { $0 >= 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid: continue
      case .emptyInput: return String(decoding: bytes, as: UTF8.self)
      case .error: return nil
      }
    }
  }

  /// The items section of a file, read where it lies, one row at a time: opening makes no item,
  /// and a lookup makes only the rows it returns.
  ///
  /// Opening checks what costs no pass over the items: the count fits the section, the offsets
  /// and flags fit before the strings, the first offset is 0 and the last within the strings.
  /// Every read is bounded; what a full pass would have refused is read as an answer within the
  /// file instead: a string whose offsets are out of order or past the strings is empty, bytes
  /// that are not UTF-8 read with U+FFFD in their place, unknown flag bits are ignored, and an
  /// `Int` id that is not a whole number reads as no id.
  ///
  /// A class, not a struct: a lookup reads its rows through the index's reference to them,
  /// where a struct (three buffers and the owner) was copied out of the index for each row
  /// made, through the runtime's value witnesses, with the owner retained and released.
  ///
  /// `@unchecked Sendable` is safe because the bytes are read-only and `owner` keeps them
  /// mapped for as long as the rows exist.
  final class ItemRows: @unchecked Sendable {
    /// The number of items.
    let count: Int
    private let offsets: UnsafeRawBufferPointer
    private let flags: UnsafeRawBufferPointer
    private let strings: UnsafeRawBufferPointer
    /// What keeps the bytes mapped, or `nil` when the caller keeps them alive.
    private let owner: AnyObject?

    /// The rows of an items section: the item count (UInt64), 4 × count + 1 string offsets
    /// (UInt32), count flag bytes, the strings.
    init(_ section: UnsafeRawBufferPointer, owner: AnyObject?) throws {
      let reader = Reader(section)
      let storedCount = try reader.uint64(at: 0)
      // Each item takes 17 bytes at least (four offsets and a flag byte).
      guard storedCount <= UInt64(section.count / 17) else {
        throw AutofillIndexFileError(
          "the item count (\(storedCount)) exceeds what its section holds")
      }
      count = Int(storedCount)
      let flagsStart = 8 + (count * 4 + 1) * 4
      let stringsStart = flagsStart + count
      guard stringsStart <= section.count else {
        throw AutofillIndexFileError("the items section is shorter than its offsets and flags")
      }
      offsets = UnsafeRawBufferPointer(rebasing: section[8..<flagsStart])
      flags = UnsafeRawBufferPointer(rebasing: section[flagsStart..<stringsStart])
      strings = UnsafeRawBufferPointer(rebasing: section[stringsStart...])
      self.owner = owner
      guard try reader.uint32(at: 8) == 0 else {
        throw AutofillIndexFileError("the first string does not start at offset 0")
      }
      guard try reader.uint32(at: flagsStart - 4) <= strings.count else {
        throw AutofillIndexFileError("the items' strings run past the end of their section")
      }
    }

    // The bytes are the owner's, and every read below is made while `self`, which holds the
    // owner, is kept by the caller for the call: the owner outlives the read.

    /// Item `row`'s value; empty for a row out of range.
    func value(at row: Int) -> String { string(row, 0) }

    /// Item `row`, made from its row; an empty item for a row out of range.
    func item(at row: Int) -> AutofillItem {
      guard row >= 0, row < count else { return AutofillItem("") }
      // Fields set one by one on the item: no optional `refCon` to copy into it.
      var item = AutofillItem(string(row, 0))
      let flag = flags[row]
      if flag & IndexFileFormat.hasSubtitle != 0 { item.subtitle = string(row, 1) }
      if flag & IndexFileFormat.hasSection != 0 { item.section = string(row, 2) }
      if flag & IndexFileFormat.stringID != 0 {
        item.refCon = string(row, 3)
      } else if flag & IndexFileFormat.intID != 0 {
        item.refCon = Int(string(row, 3))
      }
      return item
    }

    /// Field `field` (0 value, 1 subtitle, 2 section, 3 id) of item `row`.
    private func string(_ row: Int, _ field: Int) -> String {
      guard row >= 0, row < count else { return "" }
      let start = offset(row * 4 + field)
      let end = offset(row * 4 + field + 1)
      guard start <= end, end <= strings.count, let base = strings.baseAddress else { return "" }
      let bytes = UnsafeRawBufferPointer(start: base + start, count: end - start)
      // Copied into the string, then checked: a string of up to 15 ASCII bytes (most values)
      // is made without the UTF-8 validation that `String(decoding:as:)` runs first; any
      // other is validated, and repaired (U+FFFD), as `String(decoding:as:)` does.
      return String(unsafeUninitializedCapacity: bytes.count) { buffer in
        UnsafeMutableRawBufferPointer(buffer).copyMemory(from: bytes)
        return bytes.count
      }
    }

    /// String offset `number`, which the initializer made sure is within `offsets`.
    private func offset(_ number: Int) -> Int {
      Int(UInt32(littleEndian: offsets.loadUnaligned(fromByteOffset: number * 4, as: UInt32.self)))
    }
  }

  /// Bounded little-endian reads: a read past the end throws instead of trapping.
  struct Reader {
    let bytes: UnsafeRawBufferPointer

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    func uint32(at offset: Int) throws -> UInt32 {
      UInt32(littleEndian: try load(at: offset))
    }

    func uint64(at offset: Int) throws -> UInt64 {
      UInt64(littleEndian: try load(at: offset))
    }

    private func load<T: FixedWidthInteger>(at offset: Int) throws -> T {
      guard offset >= 0, offset <= bytes.count - MemoryLayout<T>.size else {
        throw AutofillIndexFileError("a section is too short for what it says it holds")
      }
      return bytes.loadUnaligned(fromByteOffset: offset, as: T.self)
    }
  }
}
