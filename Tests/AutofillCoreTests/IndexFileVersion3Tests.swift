import Foundation
import XCTest

@testable import AutofillCore

/// Version 3 index files (see <doc:IndexFile>): opened without a pass over the items, their
/// structures read in place; damage is refused at open or answered within the file.
final class IndexFileVersion3Tests: XCTestCase {
  private static let seed: UInt64 = 0x0F11_E003

  /// Opening a version 3 file reads no value and makes no item, and its prefix queries read
  /// none either; its keys and orders are the file's, unchecked and not sorted. Fails if
  /// opening collects the values' characters, folds or checks keys with a pass over the
  /// values, or makes the items (as version 2 does: the same items' version 2 file reads every
  /// value at open, which this test also checks so that the count is seen to count).
  func test_openingVersion3_readsNoValue_andMakesNoItem() throws {
    var generator = SeededGenerator(seed: Self.seed)
    let items = (0..<2_000).map { number in
      AutofillItem("\(["Zug", "Zürich", "Bern", "Genève"][number % 4]) \(number)")
    }
    let built = AutofillIndex(items)
    let (characters, tables) = built.storedVersion3(for: [.init()])
    let file = try withExtendedLifetime(built) {
      try IndexFileFormat.encode(
        items, prepared: [.init()], characters: characters, tables: tables, alignment: 64)
    }
    let opened = try AutofillIndex(contents: IndexFileFormat.decode(file))
    #if DEBUG
      XCTAssertEqual(opened.valuesRead, 0)
    #endif
    XCTAssertFalse(opened.madeAllItems)
    XCTAssertFalse(opened.table(for: .init()).isChecked)
    XCTAssertEqual(opened.table(for: .init()).prefixOrder.sortingWork, 0)
    for query in ["z", "Zü", "bern 1", "gene", "x"]
      + (0..<20).map({ _ in
        String(items.randomElement(using: &generator)?.value.prefix(4) ?? "")
      })
    {
      XCTAssertEqual(
        opened.matches(for: query).map(Self.summary), built.matches(for: query).map(Self.summary))
    }
    #if DEBUG
      XCTAssertEqual(opened.valuesRead, 0)
      let (keys, orders) = built.stored(for: [.init()])
      let versionTwo = try AutofillIndex(
        contents: IndexFileFormat.decode(
          IndexFileFormat.encode(items, prepared: [.init()], orders: orders, keys: keys)))
      XCTAssertEqual(versionTwo.valuesRead, items.count)
    #endif
  }

  /// A version 3 file's tables are checked in one pass the first time a query other than an
  /// exact or prefix one without typos reads them, and only then; tables that pass are used as
  /// read, and the index answers as the built one. The file stores a suffix order but is
  /// prepared for the default options only, so opening checks nothing. Fails if opening or a
  /// prefix query runs the check, if the first contains query does not (or a later query runs
  /// it again), if the check refuses a file as written, or if typo, suffix or contains queries
  /// read the stored tables unchecked.
  func test_checkedOnFirstOtherQuery_andAnswersAsBuilt() throws {
    let items = ["Zug", "Zürich", "Bern", "Basel", "Zugspitze", "Ober-Zug"].map { AutofillItem($0) }
    let suffix = AutofillMatchOptions(isWildcardBefore: true, isWildcardAfter: false)
    let built = AutofillIndex(items)
    let opened = try Self.opened(
      Self.file(items, built: built, storing: [suffix], prepared: [.init()]))
    let plain = opened.table(for: .init())
    XCTAssertFalse(plain.isChecked)
    XCTAssertNotNil(plain.builtSuffixOrderIfAny)
    XCTAssertEqual(
      opened.matches(for: "zu").map(Self.summary), built.matches(for: "zu").map(Self.summary))
    #if DEBUG
      XCTAssertEqual(opened.consistencyCheckCount, 0)
      XCTAssertEqual(opened.tablesAwaitingCheck, 1)
    #endif
    var contains = AutofillMatchOptions()
    contains.mode = .contains
    XCTAssertEqual(
      opened.matches(for: "zug", options: contains).map(Self.summary),
      built.matches(for: "zug", options: contains).map(Self.summary))
    #if DEBUG
      XCTAssertEqual(opened.consistencyCheckCount, 1)
      // Passed, the check is recorded in the table's slot: lookups read that slot alone.
      XCTAssertEqual(opened.tablesAwaitingCheck, 0)
    #endif
    // The stored table passed: it is the one that answers now, suffix order included.
    XCTAssertTrue(opened.table(for: contains) === plain)
    XCTAssertEqual(opened.table(for: suffix).builtSuffixOrderIfAny?.sortingWork, 0)
    var typos = AutofillMatchOptions()
    typos.maximumTypos = 1
    XCTAssertEqual(
      opened.matches(for: "zig", options: typos).map(Self.summary),
      built.matches(for: "zig", options: typos).map(Self.summary))
    #if DEBUG
      XCTAssertEqual(opened.consistencyCheckCount, 1)
    #endif
  }

  /// A stored table read unchecked is not prepared for a query that would check it (suffix,
  /// contains, typos), even when it stores all that query reads (here a suffix order its
  /// `prepared` list does not name, which is all a suffix query in source order reads, and the
  /// prefix order's typo aids, built here on the unchecked table since files do not store
  /// them), so that ``AutofillIndex/prepare(for:)`` runs the one-pass check off the caller's
  /// thread rather than the first keystroke on it. Fails if ``AutofillIndex/isPrepared(for:)``
  /// answers from the unchecked table.
  func test_isPrepared_falseForQueriesThatCheck_untilTheCheckRan() async throws {
    let items = ["Zug", "Zürich", "Bern", "Basel"].map { AutofillItem($0) }
    let suffix = AutofillMatchOptions(
      isWildcardBefore: true, isWildcardAfter: false, ordering: .source)
    let opened = try Self.opened(
      Self.file(items, built: AutofillIndex(items), storing: [suffix], prepared: [.init()]))
    XCTAssertTrue(opened.isPrepared(for: .init()))
    XCTAssertFalse(opened.isPrepared(for: suffix))
    // The default options' table is the unchecked one: with its typo aids built, all a prefix
    // query with typos reads is there, and only the pending check makes it unprepared.
    let unchecked = opened.table(for: .init())
    _ = unchecked.prefixOrder.typoAids(keys: unchecked.keys)
    XCTAssertTrue(unchecked.isBuilt(for: AutofillMatchOptions(maximumTypos: 1)))
    XCTAssertFalse(opened.isPrepared(for: AutofillMatchOptions(maximumTypos: 1)))
    #if DEBUG
      XCTAssertEqual(opened.consistencyCheckCount, 0)
    #endif
    await opened.prepare(for: suffix)
    #if DEBUG
      XCTAssertEqual(opened.consistencyCheckCount, 1)
    #endif
    XCTAssertTrue(opened.isPrepared(for: suffix))
    XCTAssertTrue(opened.isPrepared(for: .init()))
  }

  /// A characters section that lacks a character of the values (a stored 👍 changed to 👎 in
  /// place; the file still opens) leaves that character out of every folding built from the
  /// values, and the index can still be written. Fails (traps) if a value's unlisted character
  /// indexes the fold map's per-character arrays: in a folding the file did not store
  /// (case-sensitive, diacritic-sensitive), in a stored folding whose table fails its check, or
  /// in ``AutofillIndex/write(to:preparing:)``.
  func test_charactersMissingFromTheList_foldingsBuiltAndWrite_doNotTrap() throws {
    let values = ["Thumbs 👍", "Zürich", "Zug", "\u{301}Accent", "Bern 👍"]
    let items = values.map { AutofillItem($0) }
    let built = AutofillIndex(items)
    var file = try Self.file(items, built: built, prepared: [.init()])
    let characters = try XCTUnwrap(Self.sections(file).first { $0.kind == 6 }?.range)
    let thumbsUp = Array("👍".utf8)
    let start = try XCTUnwrap(
      characters.first { file[$0..<min($0 + 4, file.count)].elementsEqual(thumbsUp) })
    file[start + 3] = 0x8E  // 👎
    var failingCheck = file
    let keyBytes = try XCTUnwrap(Self.tableArrays(file).dropFirst().first)
    failingCheck[keyBytes.lowerBound] = 0xFF
    let foldings = [
      AutofillMatchOptions(isCaseSensitive: true), AutofillMatchOptions(isDiacriticSensitive: true),
      AutofillMatchOptions(),
    ]
    for damaged in [file, failingCheck] {
      let opened = try Self.opened(damaged)
      for folding in foldings {
        for mode in [AutofillMatchMode.exact, .prefix, .suffix, .contains] {
          var options = folding
          options.mode = mode
          for query in ["T", "Thumbs", "👍", "Zu", "rn", "\u{301}"] {
            for match in opened.matches(for: query, options: options) {
              XCTAssertTrue(items.indices.contains(match.itemIndex))
              XCTAssertTrue(match.range.upperBound <= match.matchedText.endIndex)
            }
          }
        }
        // Values whose characters are all listed answer as the built index.
        XCTAssertEqual(
          opened.matches(for: "Zu", options: folding).map(Self.summary),
          built.matches(for: "Zu", options: folding).map(Self.summary))
      }
      let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "IndexFileVersion3Tests-\(UUID().uuidString).afix")
      defer { try? FileManager.default.removeItem(at: url) }
      try opened.write(to: url, preparing: foldings)
      XCTAssertEqual(try AutofillIndex(contentsOf: url).count, items.count)
    }
  }

  /// The keys a characters section lists as folded whole, per folding, must be increasing key
  /// numbers below the key count, as the writer emits them; each costs a Foundation folding at
  /// open. Fails if opening accepts a number twice, out of order or past the keys.
  func test_wholeKeysNotIncreasingOrPastTheKeys_refusedAtOpen() throws {
    let items = ["\u{301}a", "b", "\u{301}c"].map { AutofillItem($0) }
    let file = try Self.file(items, built: AutofillIndex(items), prepared: [.init()])
    var contents = try IndexFileFormat.decode(file)
    XCTAssertEqual(contents.characters?.wholeKeys[0], [0, 2])
    XCTAssertNoThrow(try AutofillIndex(contents: contents))
    for damaged: [UInt32] in [[0, 0], [2, 0], [0, 3], [3], [0, 2, 2]] {
      contents.characters?.wholeKeys[0] = damaged
      XCTAssertThrowsError(try AutofillIndex(contents: contents), "\(damaged)")
    }
  }

  /// A table whose keys are not what its orders sort (bytes changed in place) answers prefix
  /// queries from the file as read, within it, and every other query from a table built from
  /// the values, which answers as the built index. Fails if the check passes damaged keys, or
  /// the prefix path reads them out of bounds.
  func test_damagedKeys_otherQueriesAnswerFromTheValues() throws {
    let items = ["Zug", "Zürich", "Bern", "Basel"].map { AutofillItem($0) }
    let built = AutofillIndex(items)
    var file = try Self.file(items, built: built, prepared: [.init()])
    // The keys' bytes: the first "Z"'s id, after the offsets.
    let keyBytes = try XCTUnwrap(Self.tableArrays(file).dropFirst().first)
    file[keyBytes.lowerBound] = 0xFF
    let opened = try Self.opened(file)
    for match in opened.matches(for: "z") { XCTAssertTrue(items.indices.contains(match.itemIndex)) }
    var suffix = AutofillMatchOptions()
    suffix.mode = .suffix
    XCTAssertEqual(
      opened.matches(for: "l", options: suffix).map(Self.summary),
      built.matches(for: "l", options: suffix).map(Self.summary))
    XCTAssertTrue(opened.table(for: suffix).isChecked)
  }

  /// Random damage to a version 3 file's characters and tables sections (bytes and aligned
  /// words overwritten with random or edge values: 0, all ones, counts and numbers just past
  /// what they index) is refused at open with an error, or opens an index whose every answer,
  /// in every mode, ordering and typo count, and through the reused buffer, lists only the
  /// file's items with ranges inside their texts: never a trap (these tests run unoptimized,
  /// where every buffer read is checked). Exact and prefix queries go first, so that they read
  /// the tables unchecked. Each damaged file is queried in one of three foldings in turn: the
  /// default (stored), case-sensitive (stored in one prepared set, so its table's damage is
  /// read) and diacritic-sensitive (never stored: built from a possibly damaged characters
  /// section). A list of 61 items has item numbers of 6 bits, so damaged ones can pass the last
  /// item; one of 300 (more than 256, two blocks and more of the minimum tables) has sparse
  /// table levels above 0 and orders read block by block.
  func test_randomTableDamage_refusedOrAnswersWithinTheFile() throws {
    var generator = SeededGenerator(seed: Self.seed)
    let extra = ["", "Zürich", "ß", "e\u{301}"]
    let small = ValueGenerator.values(count: 57, using: &generator) + extra
    let large = ValueGenerator.values(count: 296, using: &generator) + extra
    // Prepared for prefix lookups only, its tables are read unchecked until a query of another
    // mode comes; prepared for suffixes too, they are checked at open.
    let prefixOnly = [AutofillMatchOptions(), AutofillMatchOptions(isCaseSensitive: true)]
    let withSuffixes = [
      AutofillMatchOptions(), AutofillMatchOptions(isWildcardBefore: true, isWildcardAfter: false),
    ]
    let cases = [
      (small, prefixOnly, TestScale.count(200, ci: 1_000)),
      (small, withSuffixes, TestScale.count(200, ci: 1_000)),
      (large, prefixOnly, TestScale.count(40, ci: 200)),
    ]
    let foldings = [
      AutofillMatchOptions(), AutofillMatchOptions(isCaseSensitive: true),
      AutofillMatchOptions(isDiacriticSensitive: true),
    ]
    let options = Self.everyModeOrderingAndTypos()
    var openedCount = 0
    var refusedCount = 0
    var uncheckedCount = 0
    var damagedCount = 0
    for (values, prepared, randomCount) in cases {
      let items = values.map { AutofillItem($0) }
      let queries =
        ["a", "e", "zü", "er", "x", "é"] + values.prefix(3).map { String($0.prefix(3)) }
      let file = try Self.file(items, built: AutofillIndex(items), prepared: prepared)
      let sections = Self.sections(file).filter { $0.kind == 6 || $0.kind == 7 }
      XCTAssertEqual(sections.count, 2)
      // Every array of the tables filled with ones (numbers past everything they index) or
      // zeros, then random damage.
      let arrays = Self.tableArrays(file)
      XCTAssertEqual(arrays.count, prepared[1].isCaseSensitive ? 2 * 2 + 4 * 2 : 2 + 4 * 2)
      let whole = arrays.flatMap { array in
        [UInt8(0xFF), 0].map { byte in
          var damaged = file
          damaged.replaceSubrange(array, with: repeatElement(byte, count: array.count))
          return damaged
        }
      }
      let random = (0..<randomCount).map { _ in
        var damaged = file
        let section = sections[Int.random(in: 0..<sections.count, using: &generator)].range
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
          Self.damage(&damaged, in: section, count: items.count, using: &generator)
        }
        return damaged
      }
      for damaged in whole + random {
        let folding = foldings[damagedCount % foldings.count]
        damagedCount += 1
        guard let contents = try? IndexFileFormat.decode(damaged),
          let index = try? AutofillIndex(contents: contents)
        else {
          refusedCount += 1
          continue
        }
        openedCount += 1
        if !index.table(for: folding).isChecked { uncheckedCount += 1 }
        var buffer = AutofillMatchBuffer()
        for var options in options {
          options.isCaseSensitive = folding.isCaseSensitive
          options.isDiacriticSensitive = folding.isDiacriticSensitive
          for query in queries {
            for match in index.matches(for: query, options: options) {
              XCTAssertTrue(items.indices.contains(match.itemIndex))
              XCTAssertTrue(match.range.upperBound <= match.matchedText.endIndex)
            }
            index.matches(for: query, options: options, into: &buffer)
            for element in buffer {
              XCTAssertTrue(items.indices.contains(element.itemIndex))
              let match = index.match(element)
              XCTAssertTrue(match.range.upperBound <= match.matchedText.endIndex)
            }
          }
        }
      }
    }
    print("opened \(openedCount), of which \(uncheckedCount) unchecked; refused \(refusedCount)")
    XCTAssertGreaterThan(openedCount, 0)
    XCTAssertGreaterThan(uncheckedCount, 0)
    XCTAssertGreaterThan(refusedCount, 0)
  }

  // MARK: Helpers

  /// Every mode and ordering with 0, 1 and 2 typos, exact and prefix without typos first.
  private static func everyModeOrderingAndTypos() -> [AutofillMatchOptions] {
    var all: [AutofillMatchOptions] = []
    for typos in 0...2 {
      for mode in [AutofillMatchMode.exact, .prefix, .suffix, .contains] {
        for ordering in [AutofillMatchOptions.Ordering.relevance, .source] {
          var options = AutofillMatchOptions(ordering: ordering, maximumTypos: typos)
          options.mode = mode
          all.append(options)
        }
      }
    }
    return all.sorted {
      ($0.maximumTypos, $0.mode == .exact || $0.mode == .prefix ? 0 : 1) < (
        $1.maximumTypos, $1.mode == .exact || $1.mode == .prefix ? 0 : 1
      )
    }
  }

  /// Overwrites a byte, or an aligned word of 4 or 8 bytes, of `range` with a random or an edge
  /// value.
  private static func damage(
    _ file: inout [UInt8], in range: Range<Int>, count: Int, using generator: inout SeededGenerator
  ) {
    let width = [1, 4, 8][Int.random(in: 0..<3, using: &generator)]
    let slots = range.count / width
    guard slots > 0 else { return }
    let position = range.lowerBound + Int.random(in: 0..<slots, using: &generator) * width
    let edges: [UInt64] = [
      0, .max, UInt64(count), UInt64(count + 1), UInt64(count - 1), 1 << 31, UInt64(range.count),
      UInt64.random(in: 0...UInt64.max, using: &generator),
    ]
    let value = edges[Int.random(in: 0..<edges.count, using: &generator)]
    for offset in 0..<width where position + offset < file.count {
      file[position + offset] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(offset)))
    }
  }

  /// A version 3 file of `items`, written from `built`, with sections aligned to 64 bytes,
  /// storing the structures of `storing` (by default, of `prepared`).
  private static func file(
    _ items: [AutofillItem], built: AutofillIndex, storing: [AutofillMatchOptions]? = nil,
    prepared: [AutofillMatchOptions]
  ) throws -> [UInt8] {
    let (characters, tables) = built.storedVersion3(for: storing ?? prepared)
    return try withExtendedLifetime(built) {
      try IndexFileFormat.encode(
        items, prepared: prepared, characters: characters, tables: tables, alignment: 64)
    }
  }

  private static func opened(_ file: [UInt8]) throws -> AutofillIndex {
    try AutofillIndex(contents: IndexFileFormat.decode(file))
  }

  /// The file's sections: kind and byte range.
  private static func sections(_ file: [UInt8]) -> [(kind: Int, range: Range<Int>)] {
    (0..<Int(uint(file, at: 16, 4))).map { number in
      let entry = IndexFileFormat.headerSize + number * IndexFileFormat.entrySize
      let offset = Int(uint(file, at: entry + 8, 8))
      return (Int(uint(file, at: entry, 4)), offset..<(offset + Int(uint(file, at: entry + 16, 8))))
    }
  }

  /// The byte ranges in the file of the tables section's arrays, in directory order.
  private static func tableArrays(_ file: [UInt8]) -> [Range<Int>] {
    guard let section = sections(file).first(where: { $0.kind == 7 })?.range else { return [] }
    let tables = Int(uint(file, at: section.lowerBound, 4))
    var position = section.lowerBound + 8
    var arrays = 0
    for number in 0..<tables {
      arrays += 2 + 4 * Int(uint(file, at: section.lowerBound + 8 + number * 16 + 8, 4))
      position += 16
    }
    position += 8 * (arrays - 2 * tables) / 4
    return (0..<arrays).map { number in
      let offset = section.lowerBound + Int(uint(file, at: position + number * 16, 8))
      return offset..<(offset + Int(uint(file, at: position + number * 16 + 8, 8)))
    }
  }

  private static func uint(_ bytes: [UInt8], at offset: Int, _ width: Int) -> UInt64 {
    (0..<width).reduce(0) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) }
  }

  private static func summary(_ match: AutofillMatch) -> String {
    let utf8 = match.matchedText.utf8
    return
      "\(match.itemIndex) \(utf8.distance(from: utf8.startIndex, to: match.range.lowerBound))"
      + " \(utf8.distance(from: utf8.startIndex, to: match.range.upperBound)) \(match.tier)"
      + " \(match.typos)"
  }
}
