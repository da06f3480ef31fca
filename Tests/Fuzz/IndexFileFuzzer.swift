// The libFuzzer harness of the index file loader (`IndexFileFormat.decode`); built and run by
// `scripts/fuzz-index-file.sh`, which compiles it with the format's source alone. Every input
// must be refused with an error or read; a read file's items are then read row by row from
// its bytes (`IndexFileFormat.ItemRows`, as an opened index reads them, each read bounded), and
// it must come back the same when written again, with its stored orders holding only key
// numbers below their count and its version 3 tables' arrays within the input. A trap, a
// sanitizer report or a mismatch is a finding. (Whether an order is sorted is the index's
// check at open, made in `AutofillIndex.install(_:)`; IndexFileTests damages orders there.)

import Foundation

/// libFuzzer's entry point: reads one input as an index file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIndexFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeRawBufferPointer(start: data, count: size)
  guard let contents = try? IndexFileFormat.decode(bytes) else { return 0 }
  guard
    let again = try? IndexFileFormat.encode(
      contents.items, prepared: contents.prepared, orders: contents.orders, keys: contents.keys,
      characters: contents.characters, tables: contents.tables),
    let reread = try? IndexFileFormat.decode(again),
    reread.items.count == contents.items.count,
    zip(reread.items, contents.items).allSatisfy({ same($0, $1) }),
    reread.prepared == contents.prepared, reread.orders == contents.orders,
    reread.keys == contents.keys, reread.characters == contents.characters,
    reread.tables == contents.tables,
    // Every stored array lies within the file.
    contents.tables.allSatisfy({ table in
      ([table.offsets, table.bytes] + table.orders.flatMap(\.arrays)).allSatisfy {
        within($0, bytes)
      }
    }),
    contents.orders.allSatisfy({ order in order.keys.allSatisfy { $0 < order.keys.count } })
  else {
    FileHandle.standardError.write(Data("a file read did not read the same written again\n".utf8))
    abort()
  }
  return 0
}

/// Writes the seed files (small valid files) into `FUZZ_SEED_DIR`, when set.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
  guard let directory = ProcessInfo.processInfo.environment["FUZZ_SEED_DIR"] else { return 0 }
  let seeds: [[AutofillItem]] = [
    [AutofillItem("Zürich", subtitle: "CH", section: "Cities", refCon: 2_657_896)],
    [AutofillItem("Zug", refCon: "zug"), AutofillItem(""), AutofillItem("e\u{301}👍🏽")],
    [],
  ]
  for (number, items) in seeds.enumerated() {
    let options = [AutofillMatchOptions(), AutofillMatchOptions(isWildcardBefore: true)]
    // Orders whose keys are in range (the loader checks that; the index, that they are sorted).
    let keys = (0..<UInt32(items.count)).reversed().map { $0 }
    let orders: [IndexFileFormat.StoredOrder] = [
      .init(variant: 0, isBackward: false, keys: keys),
      .init(variant: 0, isBackward: true, keys: keys),
      .init(variant: 5, isBackward: false, keys: keys),
    ]
    // Keys whose offsets are in order (the loader checks that; the index, that they encode
    // characters of its alphabet).
    let folded: [IndexFileFormat.StoredKeys] = [
      .init(
        variant: 0, offsets: (0...UInt32(items.count)).map { $0 * 2 },
        bytes: Array(repeating: 0x41, count: items.count * 2)),
      .init(variant: 3, offsets: Array(repeating: 0, count: items.count + 1), bytes: []),
    ]
    guard
      let file = try? IndexFileFormat.encode(
        items, prepared: options, orders: number == 1 ? [] : orders,
        keys: number == 2 ? [] : folded, alignment: 8)
    else {
      continue
    }
    FileManager.default.createFile(atPath: "\(directory)/seed\(number)", contents: Data(file))
    // Version 3: characters and tables (arrays whose counts fit; the index checks that they
    // agree with the keys), their arrays copied and freed once written.
    var copies: [UnsafeMutableRawBufferPointer] = []
    defer { copies.forEach { $0.deallocate() } }
    func kept(_ bytes: [UInt8]) -> UnsafeRawBufferPointer {
      let copy = UnsafeMutableRawBufferPointer.allocate(
        byteCount: max(bytes.count, 1), alignment: 8)
      copy.copyBytes(from: bytes)
      copies.append(copy)
      return UnsafeRawBufferPointer(rebasing: copy[..<bytes.count])
    }
    let table = IndexFileFormat.StoredTable(
      variant: 0, longestKeyByteCount: 2,
      offsets: kept(folded[0].offsets.flatMap(littleEndian)), bytes: kept(folded[0].bytes),
      orders: [false, true].map { isBackward in
        .init(
          isBackward: isBackward, bitWidth: 2, words: kept(Array(repeating: 0x1B, count: 16)),
          blockMinimum: kept([0, 0, 0, 0]), levels: kept([0, 0, 0, 0]),
          samples: kept(Array(repeating: 0x41, count: 8)))
      })
    let characters = IndexFileFormat.StoredCharacters(
      isPresent: (0..<0x300).map { $0 == 0x41 || $0 == 0x7A }, general: ["e\u{301}", "👍🏽"],
      wholeKeys: (0..<8).map { $0 == 3 ? [0] : [] })
    if let version3 = try? IndexFileFormat.encode(
      items, prepared: options, characters: characters, tables: [table], alignment: 8)
    {
      FileManager.default.createFile(
        atPath: "\(directory)/seed\(number)v3", contents: Data(version3))
    }
  }
  return 0
}

private func littleEndian(_ value: UInt32) -> [UInt8] {
  withUnsafeBytes(of: value.littleEndian, Array.init)
}

/// Whether `part` lies within `whole`.
private func within(_ part: UnsafeRawBufferPointer, _ whole: UnsafeRawBufferPointer) -> Bool {
  guard let start = part.baseAddress, let base = whole.baseAddress else { return part.isEmpty }
  return start >= base && start + part.count <= base + whole.count
}

private func same(_ left: AutofillItem, _ right: AutofillItem) -> Bool {
  left.value.utf8.elementsEqual(right.value.utf8) && left.subtitle == right.subtitle
    && left.section == right.section && "\(left.refCon ?? "")" == "\(right.refCon ?? "")"
    && (left.refCon is Int) == (right.refCon is Int)
}
