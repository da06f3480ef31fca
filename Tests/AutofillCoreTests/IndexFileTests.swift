import Foundation
import XCTest

@testable import AutofillCore

/// Index files (see <doc:IndexFile>): an index opened from a file answers as the index built
/// from the same items, and a damaged or hostile file is refused with an error, never a trap.
final class IndexFileTests: XCTestCase {
  private static let seed: UInt64 = 0xF11E_2026

  /// Random items (hostile values, empty ones, sections, subtitles, matched subtitles, terms,
  /// `Int` and `String` ids) written to a file and opened: every option set, typos included,
  /// answers as the index built from the items, and the items come back whole; for a version 3
  /// file (its characters, and the keys and orders, prefix and suffix, of two foldings with their
  /// tables, read in place), a version 2 file (keys and orders) and a version 1 file.
  /// Items before typing from a file's index read only the rows they show: reading
  /// `AutofillIndex.items` made every row of a million-item file at the first focus.
  func test_itemsBeforeTyping_fromAFile_makeOnlyTheRowsShown() throws {
    let url = try temporaryFile()
    try AutofillIndex((0..<50).map { AutofillItem("Item \($0)") }).write(to: url)
    let index = try AutofillIndex(contentsOf: url)
    var configuration = AutofillSuggestionMachine.Configuration()
    configuration.asksSourceBeforeTyping = true
    configuration.options.maximumCount = 3
    var simulation = MachineSimulation(
      AutofillSuggestionMachine(source: .items(index), configuration: configuration))
    simulation.begin()
    XCTAssertEqual(simulation.shownValues, ["Item 0", "Item 1", "Item 2"])
    XCTAssertFalse(index.madeAllItems)
  }

  func test_randomItems_fileAnswersAsTheIndexBuiltFromThem_inEveryOptionSet() throws {
    print("IndexFileTests seed: \(Self.seed)")
    var generator = SeededGenerator(seed: Self.seed)
    let withTerms = Self.randomItems(count: 300, using: &generator)
    // Without terms, a version 3 file's index is made from its stored characters, reading no
    // value; with them, from the items, made at open.
    let withoutTerms = withTerms.map { item in
      AutofillItem(item.value, subtitle: item.subtitle, section: item.section, refCon: item.refCon)
    }
    let prepared = [
      AutofillMatchOptions(), AutofillMatchOptions(isWildcardBefore: true, maximumTypos: 1),
      AutofillMatchOptions(isWildcardBefore: true, isWildcardAfter: false, maximumTypos: 1),
      AutofillMatchOptions(isCaseSensitive: true, isWildcardBefore: true, isWildcardAfter: false),
    ]
    XCTAssertTrue(
      withTerms.contains { !$0.terms.isEmpty } && withTerms.contains(where: \.matchesSubtitle))
    for items in [withoutTerms, withTerms] {
      let built = AutofillIndex(items, preparing: prepared[0])
      let url = try temporaryFile()
      try built.write(to: url, preparing: prepared)
      let opened = try AutofillIndex(contentsOf: url)
      let written = try Array(Data(contentsOf: url))
      XCTAssertEqual(Self.uint32(written, at: 8), 3)
      let tables = try Self.decode(written).tables
      XCTAssertEqual(tables.map(\.variant), [0, 1])
      XCTAssertEqual(tables.map { $0.orders.map(\.isBackward) }, [[false, true], [false, true]])
      // The prefix and suffix orders were read, not sorted.
      for options in prepared {
        XCTAssertEqual(opened.table(for: options).prefixOrder.sortingWork, 0)
        XCTAssertEqual(opened.table(for: options).builtSuffixOrderIfAny?.sortingWork, 0)
      }
      try assertAnswersAsBuilt(opened, built, items: items, prepared: prepared, using: &generator)
      // Version 2: keys and orders checked in a pass at open.
      let (keys, orders) = built.stored(for: prepared)
      let versionTwo = try IndexFileFormat.encode(
        items, prepared: prepared, orders: orders, keys: keys, alignment: 64)
      XCTAssertEqual(Self.uint32(versionTwo, at: 8), 2)
      XCTAssertEqual(orders.map(\.variant), [0, 0, 1, 1])
      let openedTwo = try AutofillIndex(contents: try Self.decode(versionTwo))
      XCTAssertEqual(openedTwo.table(for: prepared[0]).prefixOrder.sortingWork, 0)
      try assertAnswersAsBuilt(
        openedTwo, built, items: items, prepared: prepared, using: &generator)
      let versionOne = try Self.versionOne(items, prepared: prepared)
      let openedOne = try AutofillIndex(contents: try Self.decode(versionOne))
      XCTAssertGreaterThan(openedOne.table(for: prepared[0]).prefixOrder.sortingWork, 0)
      try assertAnswersAsBuilt(
        openedOne, built, items: items, prepared: prepared, using: &generator)
    }
  }

  /// Version 3 files prepared for prefix lookups only (the default options, then with a second,
  /// case-sensitive folding) store tables that opening does not check: exact and prefix queries
  /// without typos (both orderings, every folding, hostile strings; items with terms and
  /// matched subtitles too) read them as stored, and must answer as the built index before any
  /// other query checks them; then every other query. Fails if a table read unchecked answers
  /// otherwise than the built index, or if opening or those queries run the check.
  func test_randomItems_uncheckedFile_answersAsBuilt_beforeAndAfterTheCheck() throws {
    var generator = SeededGenerator(seed: Self.seed &+ 1)
    let withTerms = Self.randomItems(count: 300, using: &generator)
    let withoutTerms = withTerms.map { item in
      AutofillItem(item.value, subtitle: item.subtitle, section: item.section, refCon: item.refCon)
    }
    let preparedSets = [
      [AutofillMatchOptions()],
      [AutofillMatchOptions(), AutofillMatchOptions(isCaseSensitive: true)],
    ]
    for items in [withoutTerms, withTerms] {
      for prepared in preparedSets {
        let built = AutofillIndex(items)
        let url = try temporaryFile()
        try built.write(to: url, preparing: prepared)
        let opened = try AutofillIndex(contentsOf: url)
        for options in prepared { XCTAssertFalse(opened.table(for: options).isChecked) }
        try assertAnswersAsBuilt(
          opened, built, items: items, prepared: prepared, using: &generator, uncheckedFirst: true)
      }
    }
  }

  /// Every query of every option set, typos included, answers in `opened` as in `built`: exact
  /// and prefix queries without typos first (they read a version 3 file's tables unchecked);
  /// with `uncheckedFirst`, `opened`'s tables for `prepared` must still be unchecked after those.
  private func assertAnswersAsBuilt(
    _ opened: AutofillIndex, _ built: AutofillIndex, items: [AutofillItem],
    prepared: [AutofillMatchOptions], using generator: inout SeededGenerator,
    uncheckedFirst: Bool = false
  ) throws {
    XCTAssertEqual(opened.count, items.count)
    for (read, item) in zip(opened.items, items) {
      XCTAssertEqual(read.value.unicodeScalars.elementsEqual(item.value.unicodeScalars), true)
      XCTAssertEqual(read.subtitle, item.subtitle)
      XCTAssertEqual(read.section, item.section)
      XCTAssertEqual(read.matchesSubtitle, item.matchesSubtitle)
      XCTAssertEqual(read.terms.count, item.terms.count)
      for (readTerm, term) in zip(read.terms, item.terms) {
        XCTAssertTrue(readTerm.unicodeScalars.elementsEqual(term.unicodeScalars))
      }
      XCTAssertEqual(Self.id(read.refCon), Self.id(item.refCon))
    }
    for options in prepared { XCTAssertTrue(opened.isPrepared(for: options)) }
    let values = items.map(\.value) + items.flatMap(\.terms)
    let queries =
      QueryGenerator.queries(from: values, count: TestScale.count(8, ci: 40), using: &generator)
      + TypoQueryGenerator.queries(
        from: values, count: TestScale.count(6, ci: 30), using: &generator)
      + ["", " ", "\u{301}", "a", "ß", "👍"]
    var checked = 0
    let optionSets = Fixture.allOptions.flatMap { base in
      (0...2).map { typos in
        var options = base
        options.maximumTypos = typos
        return options
      }
    }
    let readUnchecked = optionSets.filter { $0.maximumTypos == 0 && Self.isExactOrPrefix($0) }
    let others = optionSets.filter { $0.maximumTypos > 0 || !Self.isExactOrPrefix($0) }
    XCTAssertFalse(readUnchecked.isEmpty)
    for (phase, optionSets) in [readUnchecked, others].enumerated() {
      if phase == 1 && uncheckedFirst {
        for options in prepared { XCTAssertFalse(opened.table(for: options).isChecked) }
        #if DEBUG
          XCTAssertEqual(opened.consistencyCheckCount, 0)
        #endif
      }
      for options in optionSets {
        for query in queries {
          var expected = AutofillMatchBuffer()
          var found = AutofillMatchBuffer()
          built.matches(for: query, options: options, into: &expected)
          opened.matches(for: query, options: options, into: &found)
          XCTAssertEqual(Array(found), Array(expected), "\(query.debugDescription) \(options)")
          XCTAssertEqual(found.isComplete, expected.isComplete)
          let ranges = opened.matches(for: query, options: options).map(Self.utf8Range)
          XCTAssertEqual(ranges, built.matches(for: query, options: options).map(Self.utf8Range))
          checked += 1
        }
      }
    }
    TestScale.report("IndexFileTests (queries × option sets)", cases: checked)
  }

  /// A field takes an index opened from a file as its source (`field.source =
  /// AutofillIndexSource(index)`, and `AutofillField(_:text:source:)` alike): its session
  /// answers from the file's index at once (no build, no debounce), with the file's ids.
  @MainActor
  func test_session_givenAnOpenedFile_suggestsFromItAtOnce() throws {
    let url = try temporaryFile()
    let items = ["Zürich", "Bern", "Zug"].enumerated().map { AutofillItem($1, refCon: $0) }
    try AutofillIndex(items).write(to: url)
    let session = AutofillCompletionSession()
    session.setSource(AutofillIndexSource(try AutofillIndex(contentsOf: url)))
    session.beginEditing(text: "zu")
    XCTAssertEqual(session.state.suggestions.map(\.item.value), ["Zürich", "Zug"])
    XCTAssertEqual(session.state.suggestions.map { $0.item.refCon as? Int }, [0, 2])
    session.invalidate()
  }

  /// An item whose `refCon` is neither an `Int` nor a `String` cannot be written.
  func test_write_refConOfAnotherType_throws() throws {
    let index = AutofillIndex([AutofillItem("a", refCon: 1.5)])
    XCTAssertThrowsError(try index.write(to: try temporaryFile())) { error in
      XCTAssertTrue("\(error)".contains("neither an Int nor a String"), "\(error)")
    }
  }

  /// Files that are not index files: missing, empty, a directory.
  func test_open_missingEmptyOrDirectory_throws() throws {
    let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-\(UUID())")
    XCTAssertThrowsError(try AutofillIndex(contentsOf: missing))
    let empty = try temporaryFile()
    try Data().write(to: empty)
    XCTAssertThrowsError(try AutofillIndex(contentsOf: empty)) { error in
      XCTAssertTrue("\(error)".contains("shorter than an index file's header"), "\(error)")
    }
    XCTAssertThrowsError(try AutofillIndex(contentsOf: FileManager.default.temporaryDirectory))
  }

  /// Every prefix of a file (a truncated download or copy) is refused.
  func test_decode_everyTruncation_isRefused() throws {
    let file = try Self.smallFile()
    for length in 0..<file.count {
      XCTAssertThrowsError(try Self.decode(Array(file[..<length])), "length \(length)")
    }
    XCTAssertNoThrow(try Self.decode(file))
  }

  /// Header damage: magic, version, header size, alignment, section count, file length.
  func test_decode_damagedHeader_isRefusedWithItsReason() throws {
    let file = try Self.smallFile()
    assertRefused(file, set: 0, to: UInt8(ascii: "X"), because: "not an index file")
    assertRefused(file, at: 8, uint32: 4, because: "format version 4")
    assertRefused(file, at: 8, uint32: 0, because: "format version 0")
    assertRefused(file, at: 12, uint32: 40, because: "header's size")
    assertRefused(file, at: 16, uint32: 1_000, because: "more than 16")
    assertRefused(file, at: 20, uint32: 12, because: "alignment")
    assertRefused(file, at: 20, uint32: 0, because: "alignment")
    assertRefused(file, at: 24, uint64: UInt64(file.count + 1), because: "truncated or extended")
    assertRefused(file + [0], because: "truncated or extended")
  }

  /// Section table damage: kinds, offsets and lengths out of range, misaligned, overlapping.
  func test_decode_damagedSectionTable_isRefusedWithItsReason() throws {
    let file = try Self.smallFile()
    let first = IndexFileFormat.headerSize
    let second = first + IndexFileFormat.entrySize
    assertRefused(file, at: first, uint32: 9, because: "unknown kind")
    assertRefused(file, at: second, uint32: 1, because: "two sections of kind 1")
    assertRefused(file, at: first + 8, uint64: .max - 3, because: "runs past the end")
    assertRefused(file, at: first + 16, uint64: .max, because: "runs past the end")
    assertRefused(file, at: first + 8, uint64: 65, because: "page boundary")
    assertRefused(file, at: first + 8, uint64: 0, because: "page boundary")
    let firstOffset = Self.uint64(file, at: first + 8)
    assertRefused(file, at: second + 8, uint64: firstOffset, because: "overlaps")
    assertRefused(file, at: 16, uint32: 1, because: "lacks its items or options")
  }

  /// Items section damage that costs no pass over the items to see is refused at open: counts,
  /// the first string offset, the last one past the strings.
  func test_decode_damagedItems_isRefusedWithItsReason() throws {
    let file = try Self.smallFile()
    let items = Int(Self.uint64(file, at: IndexFileFormat.headerSize + 8))
    assertRefused(file, at: items, uint64: 1 << 40, because: "exceeds what its section holds")
    assertRefused(file, at: items, uint64: .max, because: "exceeds what its section holds")
    assertRefused(file, at: items + 8, uint32: 1, because: "does not start at offset 0")
    // Three items: 13 offsets, the last the strings' end.
    assertRefused(file, at: items + 8 + 12 * 4, uint32: 1_000, because: "run past the end")
  }

  /// Items section damage that only a pass over every item would see is read, row by row, as
  /// an answer within the file: a string whose offsets are out of order or out of range reads
  /// as empty, bytes that are not UTF-8 as U+FFFD, unknown flags are ignored, an `Int` id that
  /// is not a number reads as no id; the index answers from what it reads.
  func test_open_damagedItemRows_readWithinTheFile() throws {
    let file = try IndexFileFormat.encode(
      [
        AutofillItem("Zürich", subtitle: "CH", section: "Cities", refCon: 2_657_896),
        AutofillItem("Zug", refCon: "zug"), AutofillItem(""),
      ], prepared: [AutofillMatchOptions()], alignment: 64)
    let items = Int(Self.uint64(file, at: IndexFileFormat.headerSize + 8))
    let flags = items + 8 + 13 * 4
    let strings = flags + 3
    func opened(_ damaged: [UInt8]) throws -> AutofillIndex {
      try AutofillIndex(contents: Self.decode(damaged))
    }
    func set(_ offset: Int, _ value: UInt32) -> [UInt8] {
      var damaged = file
      withUnsafeBytes(of: value.littleEndian) {
        damaged.replaceSubrange(offset..<(offset + 4), with: $0)
      }
      return damaged
    }
    func set(_ offset: Int, byte: UInt8) -> [UInt8] {
      var damaged = file
      damaged[offset] = byte
      return damaged
    }
    XCTAssertEqual(try opened(file).item(at: 0).value, "Zürich")
    // Item 0's value ends past the strings: empty (the file stores no keys: they are folded
    // from the values read).
    let pastTheEnd = try opened(set(items + 12, .max))
    XCTAssertEqual(pastTheEnd.items.map(\.value), ["", "Zug", ""])
    XCTAssertEqual(pastTheEnd.matches(for: "zu").map(\.item.value), ["Zug"])
    // Item 0's id ends before it starts (empty: no id), and item 1's value starts at 0.
    let outOfOrder = try opened(set(items + 8 + 4 * 4, 0))
    XCTAssertNil(outOfOrder.item(at: 0).refCon)
    XCTAssertEqual(outOfOrder.item(at: 1).value, "ZürichCHCities2657896Zug")
    let unknownFlags = try opened(set(flags, byte: 0x40 | 0x1))
    XCTAssertEqual(unknownFlags.item(at: 0).subtitle, "CH")
    XCTAssertNil(unknownFlags.item(at: 0).section)
    XCTAssertNil(try opened(set(flags + 1, byte: 4)).item(at: 1).refCon)
    // "ü" (C3 BC) with its second byte overwritten: two U+FFFD, matched as read.
    let notUTF8 = try opened(set(strings + 2, byte: 0xFF))
    XCTAssertEqual(notUTF8.item(at: 0).value, "Z\u{FFFD}\u{FFFD}rich")
    let found = notUTF8.matches(for: "z\u{FFFD}")
    XCTAssertEqual(found.map(\.item.value), ["Z\u{FFFD}\u{FFFD}rich"])
    XCTAssertEqual(found.first.map { String($0.item.value[$0.range]) }, "Z\u{FFFD}")
  }

  /// Each string of a row is read as `String(decoding:as:)` reads its bytes, on each path the
  /// reader takes: up to 15 ASCII bytes (copied without validation), longer ASCII, non-ASCII
  /// of up to 15 bytes and longer (validated), empty, and bytes that are not UTF-8, short and
  /// long (repaired with U+FFFD); the subtitle, section and ids come back whole. Fails if the
  /// row reader's fast path kept bytes that are not UTF-8 or read a field from the wrong bytes.
  func test_rowStrings_everyDecodingPath_readAsTheirBytesDecode() throws {
    let values = [
      "Zug", "abcdefghijklmno", "abcdefghijklmnop", "Rapperswil-Jona SG", "Zürich",
      "Münchenbuchsee BE", "", "👍🏽",
    ]
    let items = values.enumerated().map { number, value in
      AutofillItem(
        value, subtitle: number % 2 == 0 ? "Kanton \(value)" : nil,
        section: number % 3 == 0 ? "Städte" : nil,
        refCon: number % 2 == 0 ? number as any Sendable : "id \(value)" as any Sendable)
    }
    var file = try IndexFileFormat.encode(items, prepared: [AutofillMatchOptions()], alignment: 64)
    let rows = try Self.decode(file).rows
    for (row, item) in items.enumerated() {
      let read = rows.item(at: row)
      XCTAssertEqual(read.value, item.value)
      XCTAssertEqual(rows.value(at: row), item.value)
      XCTAssertEqual(read.subtitle, item.subtitle)
      XCTAssertEqual(read.section, item.section)
      XCTAssertEqual(read.refCon as? Int, item.refCon as? Int)
      XCTAssertEqual(read.refCon as? String, item.refCon as? String)
    }
    // Damage one byte of a short ASCII value ("Zug") and of a long one ("Rapperswil-Jona SG").
    let section = Int(Self.uint64(file, at: IndexFileFormat.headerSize + 8))
    let strings = section + 8 + (4 * items.count + 1) * 4 + items.count
    func stringStart(_ row: Int) -> Int {
      let at = section + 8 + row * 16
      return strings + (Int(file[at]) + Int(file[at + 1]) << 8)
    }
    file[stringStart(0) + 1] = 0xFF
    file[stringStart(3) + 10] = 0x80
    let damaged = try Self.decode(file).rows
    XCTAssertEqual(damaged.value(at: 0), "Z\u{FFFD}g")
    XCTAssertEqual(damaged.item(at: 3).value, "Rapperswil\u{FFFD}Jona SG")
    XCTAssertEqual(
      damaged.item(at: 3).value,
      String(decoding: file[stringStart(3)..<(stringStart(3) + 18)], as: UTF8.self))
    XCTAssertEqual(damaged.item(at: 4).value, "Zürich")
  }

  /// Random damage to the items section of a file read row by row (with its keys stored or
  /// not) is refused at open or read:
  /// every row, ``AutofillIndex/items`` and the matches of several option sets, typos
  /// included, come back without a trap, each matched range within its item's value.
  func test_open_randomItemDamage_refusedOrReadWithinTheFile() throws {
    var generator = SeededGenerator(seed: Self.seed)
    let items = Self.randomItems(count: 40, using: &generator).map {
      AutofillItem($0.value, subtitle: $0.subtitle, section: $0.section, refCon: $0.refCon)
    }
    // Without stored keys (folded from the values read) and with them (read from the file).
    let prepared = [AutofillMatchOptions(isWildcardBefore: true, isWildcardAfter: false)]
    let (keys, orders) = AutofillIndex(items).stored(for: prepared)
    let files = [
      try IndexFileFormat.encode(items, prepared: prepared, alignment: 64),
      try IndexFileFormat.encode(
        items, prepared: prepared, orders: orders, keys: keys, alignment: 64),
    ]
    let section = Int(Self.uint64(files[0], at: IndexFileFormat.headerSize + 8))
    let sectionEnd = section + Int(Self.uint64(files[0], at: IndexFileFormat.headerSize + 16))
    XCTAssertEqual(Self.uint64(files[1], at: IndexFileFormat.headerSize + 8), UInt64(section))
    var optionSets = [AutofillMatchOptions(), AutofillMatchOptions(maximumTypos: 1)]
    optionSets.append(AutofillMatchOptions(isCaseSensitive: true, isWildcardBefore: true))
    optionSets.append(
      AutofillMatchOptions(isWildcardBefore: true, isWildcardAfter: false, maximumTypos: 1))
    var (refused, read) = (0, 0)
    for round in 0..<TestScale.count(200, ci: 2_000) {
      var damaged = files[round % 2]
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        damaged[Int.random(in: section..<sectionEnd, using: &generator)] = UInt8.random(
          in: 0...255, using: &generator)
      }
      guard let opened = try? AutofillIndex(contents: Self.decode(damaged)) else {
        refused += 1
        continue
      }
      read += 1
      XCTAssertEqual(opened.items.count, opened.count)
      for row in 0..<opened.count {
        let (one, all) = (opened.item(at: row), opened.items[row])
        XCTAssertEqual(
          [one.value, one.subtitle, one.section], [all.value, all.subtitle, all.section])
      }
      for query in ["a", "e", "z", "é", "\u{FFFD}", "ab"] {
        for options in optionSets {
          for match in opened.matches(for: query, options: options) {
            XCTAssertLessThanOrEqual(match.range.upperBound, match.item.value.endIndex)
          }
        }
      }
    }
    XCTAssertGreaterThan(refused, 0)
    XCTAssertGreaterThan(read, 0)
  }

  /// An opened index reads its rows from the mapping it keeps: its items and answers stay
  /// whole after the file is deleted and the opening scope is gone.
  func test_open_keepsTheMapping_afterTheFileIsDeleted() throws {
    let url = try temporaryFile()
    let items = ["Zürich", "Bern", "Zug"].enumerated().map { AutofillItem($1, refCon: $0) }
    try AutofillIndex(items).write(to: url)
    let index = try AutofillIndex(contentsOf: url)
    try FileManager.default.removeItem(at: url)
    XCTAssertEqual(index.matches(for: "zu").map(\.item.value), ["Zürich", "Zug"])
    XCTAssertEqual(index.item(at: 1).value, "Bern")
    XCTAssertEqual(index.items.map(\.value), ["Zürich", "Bern", "Zug"])
    XCTAssertEqual(index.items.map { $0.refCon as? Int }, [0, 1, 2])
  }

  /// Options section damage: a count it cannot hold, settings out of range.
  func test_decode_damagedOptions_isRefusedWithItsReason() throws {
    let file = try Self.smallFile()
    let options = Int(Self.uint64(file, at: IndexFileFormat.headerSize + 24 + 8))
    assertRefused(file, at: options, uint32: .max, because: "exceeds what its section holds")
    assertRefused(file, at: options + 4, uint32: 64, because: "option set 0 is not valid")
    assertRefused(file, at: options + 8, uint32: 2, because: "option set 0 is not valid")
    assertRefused(file, at: options + 12, uint32: 3, because: "option set 0 is not valid")
  }

  /// Terms section damage: another item count, term numbers and string offsets out of order
  /// or range, flags, bytes that are not UTF-8; a file without terms writes no such section.
  func test_decode_damagedTerms_isRefusedWithItsReason() throws {
    let file = try Self.smallFile()
    XCTAssertEqual(Self.uint32(file, at: 16), 3)
    let terms = Int(Self.uint64(file, at: IndexFileFormat.headerSize + 48 + 8))
    assertRefused(file, at: terms, uint64: 2, because: "not for as many items")
    // Three items: four term numbers (0, 0, 1, 1), then two string offsets (0, 4).
    assertRefused(file, at: terms + 8, uint32: 1, because: "term numbers are not valid")
    assertRefused(file, at: terms + 20, uint32: 1_000, because: "term numbers are not valid")
    assertRefused(file, at: terms + 12, uint32: 2, because: "terms are out of order")
    assertRefused(file, at: terms + 24, uint32: 1, because: "first term does not start at 0")
    assertRefused(file, at: terms + 28, uint32: 99, because: "out of range or not valid UTF-8")
    let flags = terms + 32
    assertRefused(file, set: flags, to: 2, because: "term flags (2) are not valid")
    assertRefused(file, set: flags + 3, to: 0xFF, because: "out of range or not valid UTF-8")
    let contents = try Self.decode(file)
    XCTAssertEqual(contents.items.map(\.terms), [[], ["Zoug"], []])
    XCTAssertEqual(contents.items.map(\.matchesSubtitle), [true, false, false])
    let plain = try IndexFileFormat.encode([AutofillItem("a")], prepared: [.init()])
    XCTAssertEqual(Self.uint32(plain, at: 16), 2)
  }

  /// A version 1 file (no orders section) opens; one with an orders section is refused, since
  /// version 1 has none.
  func test_versionOne_opens_andHasNoOrders() throws {
    let items = [AutofillItem("Zug"), AutofillItem("Zürich"), AutofillItem("zug")]
    let file = try Self.versionOne(items, prepared: [.init()])
    let opened = try AutofillIndex(contents: try Self.decode(file))
    XCTAssertEqual(
      opened.matches(for: "zu").map(\.itemIndex),
      AutofillIndex(items).matches(for: "zu").map(\.itemIndex))
    XCTAssertEqual(opened.matches(for: "zu").count, 3)
    var withOrders = try IndexFileFormat.encode(
      items, prepared: [.init()],
      orders: [.init(variant: 0, isBackward: false, keys: [0, 2, 1])], alignment: 64)
    XCTAssertNoThrow(try Self.decode(withOrders))
    withUnsafeBytes(of: UInt32(1).littleEndian) { withOrders.replaceSubrange(8..<12, with: $0) }
    assertRefused(withOrders, because: "unknown kind (4)")
  }

  /// Orders section damage: counts and headers out of range, a key number past the count, a
  /// length that does not add up; and, at open, an order that is not its keys sorted.
  func test_decode_damagedOrders_isRefusedWithItsReason() throws {
    let items = [AutofillItem("b"), AutofillItem("a"), AutofillItem("ab"), AutofillItem("a")]
    let index = AutofillIndex(items)
    let orders = index.stored(
      for: [AutofillMatchOptions(isWildcardBefore: true, isWildcardAfter: false)]
    ).orders
    XCTAssertEqual(orders.map(\.keys), [[1, 3, 2, 0], [1, 3, 0, 2]])
    let file = try IndexFileFormat.encode(
      items, prepared: [.init()], orders: orders, alignment: 64)
    XCTAssertEqual(Self.uint32(file, at: 16), 3)
    let section = Int(Self.uint64(file, at: IndexFileFormat.headerSize + 48 + 8))
    assertRefused(file, at: section, uint32: 17, because: "17 orders, more than 16")
    assertRefused(file, at: section, uint32: 3, because: "order 1 runs past the end")
    assertRefused(file, at: section, uint32: 1, because: "lists a key (4) out of range")
    assertRefused(file, at: section + 28, uint32: 0, because: "length is not what its orders")
    assertRefused(file, at: section + 4, uint32: 8, because: "order 0's header is not valid")
    assertRefused(file, at: section + 8, uint32: 2, because: "order 0's header is not valid")
    assertRefused(file, at: section + 16, uint32: 1, because: "order 0's header is not valid")
    assertRefused(file, at: section + 24, uint32: 0, because: "order 1's header is not valid")
    assertRefused(file, at: section + 12, uint32: 9, because: "order 0 runs past the end")
    assertRefused(file, at: section + 12, uint32: 5, because: "order 1 runs past the end")
    let keys = section + 4 + 2 * 16
    assertRefused(file, at: keys + 4, uint32: 4, because: "lists a key (4) out of range")
    assertRefused(file, at: keys + 4, uint32: .max, because: "out of range")
    // Read, but refused at open: keys out of order, a key twice, equal keys out of number
    // order, a key twice in the suffix order.
    let damagedOrders: [(Int, [UInt32])] = [
      (0, [2, 3, 1, 0]), (0, [1, 1, 2, 0]), (0, [3, 1, 2, 0]), (16, [1, 3, 0, 0]),
    ]
    for (position, order) in damagedOrders {
      var damaged = file
      for (number, key) in order.enumerated() {
        let offset = keys + position + number * 4
        withUnsafeBytes(of: key.littleEndian) {
          damaged.replaceSubrange(offset..<(offset + 4), with: $0)
        }
      }
      let contents = try Self.decode(damaged)
      XCTAssertThrowsError(try AutofillIndex(contents: contents), "\(order)") { error in
        XCTAssertTrue("\(error)".contains("is not its keys sorted"), "\(error)")
      }
    }
    let opened = try AutofillIndex(contents: try Self.decode(file))
    XCTAssertEqual(opened.matches(for: "a").map(\.itemIndex), [1, 3, 2])
  }

  /// Random damage to a version 2 file's orders is refused at decoding or at open, or opens an
  /// index that answers as the built one: never a trap.
  func test_open_randomOrderDamage_refusedOrAnswersAsBuilt() throws {
    var generator = SeededGenerator(seed: Self.seed)
    let (_, prepared, built, file) = try Self.damageFixture(using: &generator)
    let section = Int(Self.uint64(file, at: IndexFileFormat.headerSize + 3 * 24 + 8))
    let sectionEnd = section + Int(Self.uint64(file, at: IndexFileFormat.headerSize + 3 * 24 + 16))
    XCTAssertEqual(Self.uint32(file, at: IndexFileFormat.headerSize + 3 * 24), 4)
    var refused = 0
    for _ in 0..<TestScale.count(300, ci: 3_000) {
      var damaged = file
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        let position = Int.random(in: section..<sectionEnd, using: &generator)
        damaged[position] =
          Bool.random(using: &generator)
          ? UInt8.random(in: 0...255, using: &generator)
          : damaged[Int.random(in: section..<sectionEnd, using: &generator)]
      }
      guard let contents = try? Self.decode(damaged),
        let opened = try? AutofillIndex(contents: contents)
      else {
        refused += 1
        continue
      }
      for query in ["a", "e", "z", "é", "1"] {
        XCTAssertEqual(
          opened.matches(for: query, options: prepared[0]).map(Self.utf8Range),
          built.matches(for: query, options: prepared[0]).map(Self.utf8Range))
      }
    }
    XCTAssertGreaterThan(refused, 0)
  }

  /// Keys section damage: counts and headers out of range, offsets out of order, past the bytes
  /// or short of their end, a length that does not add up; and, at open, keys that are not
  /// well-formed: a zero byte, a continuation byte first, a character cut by its key's end, a
  /// longer form than needed, an id past the alphabet, another key count.
  func test_decode_damagedKeys_isRefusedWithItsReason() throws {
    let items = [AutofillItem("ab"), AutofillItem("b")]
    let index = AutofillIndex(items)
    let (keys, _) = index.stored(for: [.init()])
    // "a" and "b" are ids 0 and 1 of the alphabet, encoded as 1 and 2.
    XCTAssertEqual(keys, [.init(variant: 0, offsets: [0, 2, 3], bytes: [1, 2, 2])])
    let file = try IndexFileFormat.encode(items, prepared: [.init()], keys: keys, alignment: 64)
    let section = Int(Self.uint64(file, at: IndexFileFormat.headerSize + 48 + 8))
    XCTAssertEqual(Self.uint32(file, at: IndexFileFormat.headerSize + 48), 5)
    assertRefused(file, at: section, uint32: 9, because: "9 foldings, more than 8")
    assertRefused(file, at: section, uint32: 2, because: "folding 0's keys run past their section")
    assertRefused(file, at: section, uint32: 0, because: "length is not what its keys take")
    assertRefused(file, at: section + 4, uint32: 8, because: "keys header is not valid")
    assertRefused(file, at: section + 16, uint32: 1, because: "keys header is not valid")
    assertRefused(file, at: section + 8, uint32: 5, because: "run past their section")
    assertRefused(file, at: section + 12, uint32: 9, because: "run past their section")
    let offsets = section + 20
    assertRefused(file, at: offsets, uint32: 1, because: "out of order or range")
    assertRefused(file, at: offsets + 4, uint32: 4, because: "out of order or range")
    assertRefused(file, at: offsets + 8, uint32: 2, because: "do not end at its bytes' end")
    let bytes = offsets + 12
    for (damage, what) in [
      ([0, 2, 2], "a zero byte"), ([0x81, 2, 2], "a continuation first"),
      ([1, 0xC1, 2], "cut by its key's end"), ([0xC0, 0x81, 2], "a longer form"),
      ([1, 2, 0x7F], "an id past the alphabet"),
    ] as [([UInt8], String)] {
      var damaged = file
      damaged.replaceSubrange(bytes..<(bytes + 3), with: damage)
      let contents = try Self.decode(damaged)
      XCTAssertThrowsError(try AutofillIndex(contents: contents), what) { error in
        XCTAssertTrue("\(error)".contains("keys of folding 0 are not valid"), "\(error)")
      }
    }
    let fewer = try IndexFileFormat.encode(
      [items[0]], prepared: [.init()], keys: keys, alignment: 64)
    XCTAssertThrowsError(try AutofillIndex(contents: try Self.decode(fewer)))
    let opened = try AutofillIndex(contents: try Self.decode(file))
    XCTAssertEqual(opened.matches(for: "b").map(\.itemIndex), [1])
  }

  /// Random damage to a version 2 file's keys is refused, or opens an index whose answers stay
  /// within the file (the keys are not checked to be the values folded, which would cost the
  /// folding they save): never a trap, in every mode, with typos.
  func test_open_randomKeyDamage_refusedOrAnswersWithinTheFile() throws {
    var generator = SeededGenerator(seed: Self.seed)
    let (items, _, _, file) = try Self.damageFixture(using: &generator)
    let entry = IndexFileFormat.headerSize + 4 * 24
    XCTAssertEqual(Self.uint32(file, at: entry), 5)
    let section = Int(Self.uint64(file, at: entry + 8))
    var opened = 0
    for _ in 0..<TestScale.count(300, ci: 3_000) {
      var damaged = file
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        let position = Int.random(in: (section + 20)..<damaged.count, using: &generator)
        damaged[position] = UInt8.random(in: 0...255, using: &generator)
      }
      guard let contents = try? Self.decode(damaged),
        let index = try? AutofillIndex(contents: contents)
      else { continue }
      opened += 1
      for options in Fixture.allOptions.prefix(16) {
        for query in ["a", "e", "zz", "é", "1"] {
          var typos = options
          typos.maximumTypos = 1
          for match in index.matches(for: query, options: typos) {
            XCTAssertTrue(items.indices.contains(match.itemIndex))
            XCTAssertTrue(match.range.upperBound <= match.matchedText.endIndex)
          }
        }
      }
    }
    XCTAssertGreaterThan(opened, 0)
  }

  /// Random damage (bytes overwritten, cut or duplicated) is refused or read: never a trap, and
  /// what is read holds no more items than the file could.
  func test_decode_randomDamage_neverTraps() throws {
    var generator = SeededGenerator(seed: Self.seed)
    let file = try Self.smallFile()
    for _ in 0..<TestScale.count(2_000, ci: 20_000) {
      var damaged = file
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let position = Int.random(in: 0..<damaged.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: damaged[position] = UInt8.random(in: 0...255, using: &generator)
        case 1: damaged.removeSubrange(position...)
        default: damaged.insert(damaged[position], at: position)
        }
        if damaged.isEmpty { break }
      }
      if let contents = try? Self.decode(damaged) {
        XCTAssertLessThanOrEqual(contents.items.count, damaged.count / 17)
      }
    }
  }

  // MARK: Helpers

  private func assertRefused(
    _ file: [UInt8], because reason: String, line: UInt = #line
  ) {
    XCTAssertThrowsError(try Self.decode(file), line: line) { error in
      XCTAssertTrue("\(error)".contains(reason), "\(error)", line: line)
    }
  }

  private func assertRefused(
    _ file: [UInt8], set offset: Int, to byte: UInt8, because reason: String, line: UInt = #line
  ) {
    var damaged = file
    damaged[offset] = byte
    assertRefused(damaged, because: reason, line: line)
  }

  private func assertRefused(
    _ file: [UInt8], at offset: Int, uint32 value: UInt32, because reason: String,
    line: UInt = #line
  ) {
    assertRefused(file, at: offset, writing: value, because: reason, line: line)
  }

  private func assertRefused(
    _ file: [UInt8], at offset: Int, uint64 value: UInt64, because reason: String,
    line: UInt = #line
  ) {
    assertRefused(file, at: offset, writing: value, because: reason, line: line)
  }

  /// `file` with `value` written little-endian at `offset` is refused for `reason`.
  private func assertRefused(
    _ file: [UInt8], at offset: Int, writing value: some FixedWidthInteger, because reason: String,
    line: UInt
  ) {
    var damaged = file
    withUnsafeBytes(of: value.littleEndian) {
      damaged.replaceSubrange(offset..<offset + $0.count, with: $0)
    }
    assertRefused(damaged, because: reason, line: line)
  }

  private static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    bytes.withUnsafeBytes {
      UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }
  }

  private static func uint64(_ bytes: [UInt8], at offset: Int) -> UInt64 {
    bytes.withUnsafeBytes {
      UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }
  }

  /// A small valid file: three items (an `Int` id, a `String` id, none; a matched subtitle, a
  /// term), one option set, sections aligned to 64 bytes.
  private static func smallFile() throws -> [UInt8] {
    try IndexFileFormat.encode(
      [
        AutofillItem(
          "Zürich", subtitle: "CH", matchesSubtitle: true, section: "Cities", refCon: 2_657_896),
        AutofillItem("Zug", terms: ["Zoug"], refCon: "zug"), AutofillItem(""),
      ], prepared: [AutofillMatchOptions()], alignment: 64)
  }

  /// 40 random items, a suffix option set, the index built from them, and the version 2 file
  /// written from it (keys and orders), whose damage the random tests open.
  private static func damageFixture(using generator: inout SeededGenerator) throws -> (
    [AutofillItem], [AutofillMatchOptions], AutofillIndex, [UInt8]
  ) {
    let items = randomItems(count: 40, using: &generator)
    let prepared = [AutofillMatchOptions(isWildcardBefore: true, isWildcardAfter: false)]
    let built = AutofillIndex(items)
    let (keys, orders) = built.stored(for: prepared)
    let file = try IndexFileFormat.encode(
      items, prepared: prepared, orders: orders, keys: keys, alignment: 64)
    return (items, prepared, built, file)
  }

  /// A version 1 file of `items`: the version 2 layout without its keys and orders sections.
  private static func versionOne(_ items: [AutofillItem], prepared: [AutofillMatchOptions])
    throws -> [UInt8]
  {
    var file = try IndexFileFormat.encode(items, prepared: prepared, alignment: 64)
    withUnsafeBytes(of: UInt32(1).littleEndian) { file.replaceSubrange(8..<12, with: $0) }
    return file
  }

  private static func decode(_ bytes: [UInt8]) throws -> IndexFileFormat.Contents {
    try IndexFileFormat.decode(bytes)
  }

  private static func randomItems(count: Int, using generator: inout SeededGenerator)
    -> [AutofillItem]
  {
    let values =
      ValueGenerator.values(count: count, using: &generator)
      + ["", "Zürich", "Zug", "\u{FFFD}", "e\u{301}\u{308}", "👍🏽 ok"]
    let sections: [String?] = [nil, "", " ", "Cities", "Städte 🏙"]
    return values.enumerated().map { number, value in
      let id: (any Sendable)? =
        switch number % 3 {
        case 0: number * 7 - 1_000
        case 1: "id-\(number)-é"
        default: nil
        }
      let terms = (0..<number % 3).map { _ in values.randomElement(using: &generator) ?? "" }
      return AutofillItem(
        value, subtitle: number % 4 == 0 ? nil : "sub \(number)", matchesSubtitle: number % 5 < 2,
        terms: number % 7 < 3 ? terms : [],
        section: sections.randomElement(using: &generator) ?? nil,
        refCon: id)
    }
  }

  private static func id(_ refCon: (any Sendable)?) -> String {
    switch refCon {
    case let value as Int: "int \(value)"
    case let value as String: "string \(value)"
    default: "none"
    }
  }

  private static func utf8Range(_ match: AutofillMatch) -> [Int] {
    let utf8 = match.matchedText.utf8
    return [
      match.itemIndex, utf8.distance(from: utf8.startIndex, to: match.range.lowerBound),
      utf8.distance(from: utf8.startIndex, to: match.range.upperBound), match.typos,
      match.tier.rawValue, "\(match.field)".hashValue,
    ]
  }

  /// Whether a query with `options` and no typos reads a version 3 table unchecked.
  private static func isExactOrPrefix(_ options: AutofillMatchOptions) -> Bool {
    options.mode == .exact || options.mode == .prefix
  }

  private func temporaryFile() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "IndexFileTests-\(UUID().uuidString).afix")
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
  }
}
