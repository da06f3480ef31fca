import Foundation

/// An immutable, thread-safe index over a list of items that answers each query from lookups
/// instead of scanning the list.
///
/// Build it once (off the main thread for large lists, with ``build(_:preparing:)``), then call
/// ``matches(for:options:)`` on every keystroke:
///
/// ```swift
/// let index = AutofillIndex(["Zürich", "Zug", "Straße", "New York"].map { AutofillItem($0) })
/// let found = index.matches(for: "zu")             // Zürich, Zug
/// var options = AutofillMatchOptions()
/// options.mode = .contains
/// let york = index.matches(for: "york", options: options)  // New York, a word prefix
/// ```
///
/// Matching follows Foundation's folding exactly: see ``AutofillMatchOptions/foldingOptions``.
/// The index builds what the options it is given need (the default options unless told
/// otherwise): the lookup table of their folding, with the structures of their mode. The table
/// of any other combination of case, diacritic and width sensitivity, and the structures of
/// another mode (suffix and contains queries need more than exact and prefix ones), are built
/// the first time they are needed (combinations that fold the list identically share one
/// table). Call ``prepare(for:)`` before switching options to build them off the caller's
/// actor; ``matches(for:options:)`` with options that are not prepared builds what they need
/// first, on the calling thread.
public final class AutofillIndex: Sendable {
  /// The items, in the order given.
  ///
  /// An index opened from a file (``init(contentsOf:)``) reads its items from the file row by
  /// row; this array of all of them is made on first access (in time and memory proportional
  /// to the items) and kept. To read a few rows, use ``item(at:)``, or the items of the
  /// matches (``match(_:)``), which make only those.
  public var items: [AutofillItem] {
    guard let rows else { return itemArray }
    return allRows.orBuild { (0..<rows.count).map(rows.item(at:)) }
  }

  /// The items given, or none when they are read from a file's ``rows``.
  private let itemArray: [AutofillItem]
  /// The items of an index opened from a file, read where they lie in its mapping.
  private let rows: IndexFileFormat.ItemRows?
  /// ``items`` of an index opened from a file, made on first access.
  private let allRows = BuiltOnce<[AutofillItem]>()

  /// The texts matched, one key each: the items' values when no item has more than its value
  /// to match, else each item's value, matched subtitle and terms (``AutofillItem/terms``),
  /// item after item.
  private let keyTexts: IndexValues
  /// Each key's item and field, when some item has more than one key; empty otherwise.
  private let keyOwners: [Int]
  private let keyFields: [AutofillMatch.Field]

  /// How to build each distinct table: its folding map and the keys of the values it folds
  /// whole. Each is small (per distinct character), so all are made up front.
  private let recipes: [TableRecipe]
  /// For each ``FoldingVariant`` raw value, its table's number in ``recipes``.
  private let tableOfVariant: [Int]
  private let alphabet: FoldedAlphabet
  /// The values' distinct characters, for building a folding's keys.
  private let source: SourceCharacters
  private let directFolding: DirectQueryFolding
  /// One slot per distinct table, built on first use; a table read unchecked from a version 3
  /// file is replaced by its checked table once that is made.
  private let tables: [BuiltOnce<TableSlot>]
  /// Per distinct table read unchecked from a version 3 file, the table that answers what a
  /// prefix lookup does not: the stored one if it passes ``KeyTable/isConsistent(alphabetCount:)``
  /// (one pass, run the first time such a query comes), else one built from the values.
  private let checkedTables: [BuiltOnce<KeyTable>]

  /// A table, and whether it is one read from a version 3 file whose check has not run, so
  /// that a lookup reads one slot (one lock) to know which table answers it.
  private struct TableSlot: Sendable {
    let table: KeyTable
    let awaitsCheck: Bool
  }
  /// The steps each query's search for matches with typos may take (see ``TypoWorkBudget``).
  let typoWorkSteps: Int
  #if DEBUG
    /// Counts the checks of version 3 tables (debug builds only, for tests).
    private let consistencyChecks = IndexValues.RowReads()
  #endif

  /// Builds an index prepared for one set of options (see ``prepare(for:)``). This takes time
  /// proportional to the total length of the values (a fraction of a second for a million
  /// words); call it off the main thread for large lists, or use ``build(_:preparing:)``.
  ///
  /// - Parameters:
  ///   - items: The items, in the order used by
  ///     ``AutofillMatchOptions/Ordering-swift.enum/source`` ordering and for ties.
  ///   - options: Options whose folding (case, diacritic and width sensitivity) and mode are
  ///     built for now; other foldings and modes are built for on first use.
  /// - Complexity: O(n) in the total number of characters, plus sorting.
  public convenience init(
    _ items: [AutofillItem], preparing options: AutofillMatchOptions = .init()
  ) {
    self.init(items, preparing: options, typoWorkSteps: TypoWorkBudget.defaultSteps)
  }

  /// An index whose typo searches stop after `typoWorkSteps` steps (tests use a small one to
  /// reach the budget on a small list), with no table built when `options` is `nil`.
  convenience init(
    _ items: [AutofillItem], preparing options: AutofillMatchOptions?, typoWorkSteps: Int
  ) {
    self.init(items: items, rows: nil, preparing: options, typoWorkSteps: typoWorkSteps)
  }

  /// An index of a file's rows, read where they lie, with no table built; with `characters`
  /// (its distinct characters and whole-folded keys, stored by a version 3 file), made without
  /// reading the values.
  convenience init(
    rows: IndexFileFormat.ItemRows, characters: StoredCharacters? = nil, typoWorkSteps: Int
  ) {
    self.init(
      items: [], rows: rows, preparing: nil, characters: characters, typoWorkSteps: typoWorkSteps)
  }

  /// The values' distinct characters and, per ``FoldingVariant`` raw value, the keys it folds
  /// whole, as a version 3 index file stores them (``storedVersion3(for:)``).
  typealias StoredCharacters = (source: SourceCharacters, wholeKeys: [[UInt32]])

  /// An index of `rows` when given (no item then has more than its value to match), else of
  /// `items`; its characters are `characters` when given, else collected from the values.
  private init(
    items: [AutofillItem], rows: IndexFileFormat.ItemRows?,
    preparing options: AutofillMatchOptions?, characters: StoredCharacters? = nil,
    typoWorkSteps: Int
  ) {
    self.typoWorkSteps = typoWorkSteps
    itemArray = items
    self.rows = rows
    if let rows {
      (keyTexts, keyOwners, keyFields) = (IndexValues(rows: rows), [], [])
    } else if items.contains(where: { $0.extraKeyCount > 0 }) {
      var texts: [String] = []
      var owners: [Int] = []
      var fields: [AutofillMatch.Field] = []
      for (number, item) in items.enumerated() {
        texts.append(item.value)
        fields.append(.value)
        if item.matchesSubtitle, let subtitle = item.subtitle {
          texts.append(subtitle)
          fields.append(.subtitle)
        }
        texts += item.terms
        fields += item.terms.indices.map { .term($0) }
        owners += repeatElement(number, count: 1 + item.extraKeyCount)
      }
      (keyTexts, keyOwners, keyFields) = (IndexValues(texts: texts), owners, fields)
    } else {
      (keyTexts, keyOwners, keyFields) = (IndexValues(items), [], [])
    }
    let values = keyTexts
    let source = characters?.source ?? SourceCharacters(values: keyTexts)
    var alphabet = FoldedAlphabet()
    var recipes: [TableRecipe] = []
    var tableOfVariant: [Int] = []
    for variant in FoldingVariant.all {
      let map = FoldMap(variant: variant, source: source, alphabet: &alphabet)
      let wholeItems =
        characters.map { stored in
          // Checked at open: increasing, below the key count.
          stored.wholeKeys[variant.rawValue].map(Int.init)
        } ?? map.itemsNeedingWholeFolding(values, source)
      // Variants that fold every character alike share a table, unless a value folded whole
      // comes out differently.
      let same = recipes.firstIndex { table in
        table.map == map
          && wholeItems.allSatisfy { item in
            variant.fold(values[item]).elementsEqual(table.variant.fold(values[item]))
          }
      }
      if let same {
        tableOfVariant.append(same)
      } else {
        tableOfVariant.append(recipes.count)
        var whole: [Int: [UInt32]] = [:]
        for item in wholeItems {
          whole[item] = variant.fold(values[item]).map { alphabet.intern($0) }
        }
        recipes.append(TableRecipe(variant: variant, map: map, wholeValueKeys: whole))
      }
    }
    self.recipes = recipes
    self.tableOfVariant = tableOfVariant
    self.alphabet = alphabet
    directFolding = DirectQueryFolding(alphabet: alphabet)
    self.source = source
    tables = recipes.map { _ in BuiltOnce<TableSlot>() }
    checkedTables = recipes.map { _ in BuiltOnce<KeyTable>() }
    if let options { _ = table(for: options) }
  }

  /// The table for the options' folding, built now if it is not, with the structures their
  /// mode and ordering read if it is built now; a query builds the other structures it reads
  /// when it reads them.
  ///
  /// A table read from a version 3 file unchecked answers exact and prefix queries without
  /// typos itself (their reads are bounded whatever the file holds); any other query is
  /// answered by its checked table (see ``checkedTables``).
  func table(for options: AutofillMatchOptions) -> KeyTable {
    let number = tableOfVariant[FoldingVariant(options).rawValue]
    let slot = slot(number: number, options: options)
    guard slot.awaitsCheck, Self.readsChecked(options) else { return slot.table }
    let checked = checkedTables[number].orBuild {
      #if DEBUG
        consistencyChecks.add(1)
      #endif
      return slot.table.isConsistent(alphabetCount: alphabet.count)
        ? slot.table : KeyTable(keys: keys(ofTable: number), alphabet: alphabet, options: options)
    }
    tables[number].replace(with: TableSlot(table: checked, awaitsCheck: false))
    return checked
  }

  /// Table `number` (its checked table once one is made), built now if it is not.
  private func table(number: Int) -> KeyTable { slot(number: number).table }

  /// Slot `number`, its table built now for `options` if it is not. One lock: once a stored
  /// table's check has run (or for a table not read from a file), the slot holds the table
  /// that answers every query.
  private func slot(number: Int, options: AutofillMatchOptions = .init()) -> TableSlot {
    tables[number].orBuild {
      TableSlot(
        table: KeyTable(keys: keys(ofTable: number), alphabet: alphabet, options: options),
        awaitsCheck: false)
    }
  }

  /// Whether queries with `options` read what a version 3 table's check covers: all but exact
  /// and prefix queries without typos, whose reads are bounded whatever the file holds.
  private static func readsChecked(_ options: AutofillMatchOptions) -> Bool {
    options.mode == .suffix || options.mode == .contains || options.maximumTypos > 0
  }

  /// The folded keys of table `number`.
  private func keys(ofTable number: Int) -> FoldedKeys {
    let recipe = recipes[number]
    return FoldedKeys(
      values: keyTexts, map: recipe.map, source: source, wholeValueKeys: recipe.wholeValueKeys)
  }

  /// The tables that `prepared` use, each once (with the folding variant of the first options
  /// that use it), after building the structures each options set reads: what an index file
  /// stores.
  private func distinctTables(for prepared: [AutofillMatchOptions]) -> [(
    variant: Int, table: KeyTable
  )] {
    for options in prepared { table(for: options).build(for: options) }
    var seen: Set<Int> = []
    return prepared.compactMap { options in
      let variant = FoldingVariant(options).rawValue
      guard seen.insert(tableOfVariant[variant]).inserted else { return nil }
      return (variant, table(for: options))
    }
  }

  /// The folded keys and sorted orders of the tables that `prepared` use, built now if they
  /// are not, as an index file stores them: each table's keys and prefix order, and its suffix
  /// order when built.
  func stored(for prepared: [AutofillMatchOptions]) -> (
    keys: [IndexFileFormat.StoredKeys], orders: [IndexFileFormat.StoredOrder]
  ) {
    var keys: [IndexFileFormat.StoredKeys] = []
    var orders: [IndexFileFormat.StoredOrder] = []
    for (variant, table) in distinctTables(for: prepared) {
      keys.append(
        .init(
          variant: variant, offsets: Array(table.keys.offsets), bytes: Array(table.keys.bytes)))
      orders.append(
        .init(variant: variant, isBackward: false, keys: Array(table.prefixOrder.items)))
      if let suffix = table.builtSuffixOrderIfAny {
        orders.append(.init(variant: variant, isBackward: true, keys: Array(suffix.items)))
      }
    }
    return (keys, orders)
  }

  /// What a version 3 index file stores for `prepared`: the values' distinct characters and
  /// each folding's keys folded whole, and the structures of the tables `prepared` use (built
  /// now if they are not), viewing this index's memory (valid while it lives).
  func storedVersion3(for prepared: [AutofillMatchOptions]) -> (
    characters: IndexFileFormat.StoredCharacters, tables: [IndexFileFormat.StoredTable]
  ) {
    let built = distinctTables(for: prepared)
    let characters = IndexFileFormat.StoredCharacters(
      isPresent: source.isPresent, general: source.general.map(String.init),
      wholeKeys: FoldingVariant.all.map { variant in
        recipes[tableOfVariant[variant.rawValue]].map.itemsNeedingWholeFolding(keyTexts, source)
          .map { UInt32($0) }
      })
    var tables: [IndexFileFormat.StoredTable] = []
    for (variant, table) in built {
      tables.append(
        .init(
          variant: variant, longestKeyByteCount: table.keys.longestKeyByteCount,
          offsets: table.keys.offsets.unsafeBytes, bytes: table.keys.bytes.unsafeBytes,
          orders: [table.prefixOrder, table.builtSuffixOrderIfAny].compactMap { order in
            order.map { order in
              .init(
                isBackward: order.direction == .backward, bitWidth: order.items.bitWidth,
                words: order.items.words.unsafeBytes,
                blockMinimum: order.minimum.blockMinimum.unsafeBytes,
                levels: order.minimum.levels.unsafeBytes, samples: order.samples.unsafeBytes)
            }
          }))
    }
    return (characters, tables)
  }

  /// Installs the tables a version 3 file stored, viewing its bytes (kept by `owner`), after
  /// checking each array's count against the keys (O(1) each): their contents are checked
  /// only before a query other than an exact or prefix one without typos reads them (see
  /// ``table(for:)``).
  func install(tables stored: [IndexFileFormat.StoredTable], owner: AnyObject) throws {
    let keyCount = keyTexts.count
    for table in stored {
      let number = tableOfVariant[table.variant]
      guard tables[number].value == nil else { continue }
      let failure = AutofillIndexFileError(
        "the stored table of folding \(table.variant) does not fit its keys")
      let offsets = StoredArray<UInt32>(
        viewing: table.offsets, count: table.offsets.count / 4, owner: owner)
      let bytes = StoredArray<UInt8>(viewing: table.bytes, count: table.bytes.count, owner: owner)
      guard offsets.count == keyCount + 1, table.longestKeyByteCount <= bytes.count else {
        throw failure
      }
      let blockCount = MinimumTable.blockCount(keyCount)
      let orders = try table.orders.map { order -> KeyOrder in
        guard
          order.words.count
            == PackedIntegers.wordCount(count: keyCount, bitWidth: order.bitWidth) * 8,
          order.blockMinimum.count == blockCount * 4,
          order.levels.count == MinimumTable.levelsCount(blockCount: blockCount) * 4,
          order.samples.count == KeyOrder.sampleCount(keyCount) * 8
        else { throw failure }
        let items = PackedIntegers(
          count: keyCount, bitWidth: order.bitWidth, maximum: UInt32(max(keyCount - 1, 0)),
          words: StoredArray(viewing: order.words, count: order.words.count / 8, owner: owner))
        return KeyOrder(
          direction: order.isBackward ? .backward : .forward,
          minimum: MinimumTable(
            values: items,
            blockMinimum: StoredArray(viewing: order.blockMinimum, count: blockCount, owner: owner),
            levels: StoredArray(
              viewing: order.levels, count: order.levels.count / 4, owner: owner)),
          samples: StoredArray(
            viewing: order.samples, count: order.samples.count / 8, owner: owner))
      }
      let keys = FoldedKeys(
        bytes: bytes, offsets: offsets, map: recipes[number].map, source: source,
        wholeValueItems: Set(recipes[number].wholeValueKeys.keys),
        longestKeyByteCount: table.longestKeyByteCount)
      tables[number].store(
        TableSlot(
          table: KeyTable(
            keys: keys, alphabet: alphabet, options: .init(), prefixOrder: orders[0],
            suffixOrder: orders.count > 1 ? orders[1] : nil, isChecked: false),
          awaitsCheck: true))
    }
  }

  /// Builds the tables of the keys and orders an index file stored from them, without folding
  /// or sorting (a table with stored keys and no order is sorted; one with an order and no
  /// keys is folded). Throws when keys are not well-formed or an order is not its keys sorted
  /// (a damaged file).
  func install(
    keys storedKeys: [IndexFileFormat.StoredKeys], orders: [IndexFileFormat.StoredOrder]
  ) throws {
    var keysOfTable: [Int: FoldedKeys] = [:]
    for folding in storedKeys where keysOfTable[tableOfVariant[folding.variant]] == nil {
      let number = tableOfVariant[folding.variant]
      let (bytes, offsets) = (StoredArray(folding.bytes), StoredArray(folding.offsets))
      guard folding.offsets.count == keyTexts.count + 1,
        FoldedKeys.isWellFormed(bytes: bytes, offsets: offsets, alphabetCount: alphabet.count)
      else {
        throw AutofillIndexFileError("the stored keys of folding \(folding.variant) are not valid")
      }
      keysOfTable[number] = FoldedKeys(
        bytes: bytes, offsets: offsets, map: recipes[number].map, source: source,
        wholeValueItems: Set(recipes[number].wholeValueKeys.keys))
    }
    for order in orders where !order.isBackward {
      let number = tableOfVariant[order.variant]
      guard tables[number].value == nil else { continue }
      let keys = keysOfTable[number] ?? keys(ofTable: number)
      let backward = orders.first {
        $0.isBackward && tableOfVariant[$0.variant] == number
      }
      let suffix = backward.flatMap { KeyOrder(keys: keys, sorted: $0.keys, direction: .backward) }
      guard let prefix = KeyOrder(keys: keys, sorted: order.keys, direction: .forward),
        (backward == nil) == (suffix == nil)
      else {
        throw AutofillIndexFileError(
          "the stored order of folding \(order.variant) is not its keys sorted")
      }
      tables[number].store(
        TableSlot(
          table: KeyTable(
            keys: keys, alphabet: alphabet, options: .init(), prefixOrder: prefix,
            suffixOrder: suffix),
          awaitsCheck: false))
    }
    for (number, keys) in keysOfTable where tables[number].value == nil {
      tables[number].store(
        TableSlot(
          table: KeyTable(keys: keys, alphabet: alphabet, options: .init()), awaitsCheck: false))
    }
  }

  /// Whether the table for the options' folding and the structures of their mode (in their
  /// ordering) are built, with, when `maximumTypos` is above 0, those its typo search reads,
  /// so that ``matches(for:options:)`` answers from lookups alone. For an index opened from a
  /// file, a folding whose stored structures are not yet checked is not prepared for a query
  /// that checks them (suffix, contains, typos; see <doc:IndexFile>).
  ///
  /// - Parameter options: Options whose case, diacritic and width sensitivity, mode, ordering
  ///   and typo tolerance count.
  /// - Returns: `true` when a query with these options needs no build or check.
  public func isPrepared(for options: AutofillMatchOptions) -> Bool {
    let number = tableOfVariant[FoldingVariant(options).rawValue]
    // A table read unchecked is not prepared for a query that would run its check.
    guard let slot = tables[number].value, !(slot.awaitsCheck && Self.readsChecked(options))
    else { return false }
    return slot.table.isBuilt(for: options)
  }

  /// Builds the table for the options' folding and the structures of their mode (in their
  /// ordering) and, when `maximumTypos` is above 0, of its typo search, if they are not built,
  /// on a background thread, so that the caller's actor stays responsive. Until it returns,
  /// keep querying with the options in use before.
  ///
  /// - Parameter options: Options whose case, diacritic and width sensitivity, mode, ordering
  ///   and typo tolerance count.
  public func prepare(for options: AutofillMatchOptions) async {
    guard !isPrepared(for: options) else { return }
    await Task.detached(priority: .userInitiated) {
      self.table(for: options).build(for: options)
    }.value
  }

  /// Builds an index from plain strings.
  ///
  /// - Parameter values: The values, each becoming an ``AutofillItem`` with no subtitle.
  public convenience init(values: some Sequence<String>) {
    self.init(values.map { AutofillItem($0) })
  }

  /// Builds an index on a background thread and returns it, so the caller's actor (the main
  /// actor, in a view) stays responsive.
  ///
  /// - Parameters:
  ///   - items: The items to index.
  ///   - options: Options whose folding and mode are built for now; others on first use.
  /// - Returns: The built index.
  public static func build(
    _ items: [AutofillItem], preparing options: AutofillMatchOptions = .init()
  ) async -> AutofillIndex {
    await Task.detached(priority: .userInitiated) { AutofillIndex(items, preparing: options) }
      .value
  }

  /// Whether ``items`` of an index opened from a file were made (always, for one built here).
  var madeAllItems: Bool { rows == nil || allRows.value != nil }

  #if DEBUG
    /// How many values the index read from a file's rows to make its keys or characters.
    var valuesRead: Int { keyTexts.rowReads.count }
    /// How many times a version 3 file's table was checked (``table(for:)``).
    var consistencyCheckCount: Int { consistencyChecks.count }
    /// How many tables read from a version 3 file still await their check: a lookup in any
    /// other reads its slot alone (one lock) for the table that answers it.
    var tablesAwaitingCheck: Int { tables.filter { $0.value?.awaitsCheck == true }.count }
  #endif

  /// The number of items.
  public var count: Int { rows?.count ?? itemArray.count }

  /// The item at a position, read from the file's row alone in an index opened from a file.
  ///
  /// - Parameter index: A position in ``items``, from 0 to ``count`` - 1.
  /// - Returns: The item, equal to `items[index]`.
  public func item(at index: Int) -> AutofillItem {
    // Not `??`, which copies the row's item out of an optional, nor `if let rows`, which
    // retains the rows for the call.
    if let item = rows?.item(at: index) { return item }
    return itemArray[index]
  }

  /// The memory the index's own structures take, in bytes, counted from their buffers'
  /// capacities, not counting the items themselves: the tables and structures built so far, the
  /// folding maps and alphabet that every folding shares, and which item each key is of.
  ///
  /// Only memory the index allocated counts: the structures an index opened from a version 3
  /// file reads where they lie in the file's mapping (clean pages, which the system can drop and
  /// read again) do not, nor does the mapping itself.
  public var estimatedByteCount: Int {
    // A checked table (the stored one, or one built from the values) replaces in its slot
    // the table read unchecked.
    tables.reduce(0) { $0 + ($1.value?.table.byteCount ?? 0) } + alphabet.count * 48
      + recipes.reduce(0) { $0 + $1.byteCount } + directFolding.byteCount + source.byteCount
      + keyOwners.count * 8 + keyFields.count * MemoryLayout<AutofillMatch.Field>.stride
  }

  /// The items that match a query, best first (or in source order), with their matched ranges.
  ///
  /// A query that is empty or only whitespace matches nothing, and so does a query whose
  /// folded form is empty. Otherwise the query is used as typed, leading and trailing spaces
  /// included.
  ///
  /// With ``AutofillMatchOptions/maximumTypos`` above 0, matches with typing mistakes follow
  /// the matches without (see <doc:TypoTolerance>); they are looked for only when those do not
  /// fill `maximumCount`. Their search has a work budget: a query it cannot finish within it
  /// (repeated letters such as "ssssssss", mostly) gets the matches with typos found by then,
  /// after all the matches without. ``matches(for:options:into:)`` says when that happened
  /// (``AutofillMatchBuffer/isComplete``).
  ///
  /// This allocates the array it returns and computes every result's range; on a hot path,
  /// ``matches(for:options:into:)`` writes into storage the caller keeps, and ``match(_:)``
  /// computes a range for the rows read.
  ///
  /// - Parameters:
  ///   - query: The text typed so far.
  ///   - options: Folding, wildcards, ordering, limit and typo tolerance.
  /// - Returns: At most `options.maximumCount` matches (all when it is negative).
  /// - Complexity: O(log n) lookups plus work proportional to the matches returned, for
  ///   typical lists; no scan of the items. With typos, exact, prefix and suffix matching
  ///   visit the sorted keys within reach of the query, and contains matching verifies the
  ///   items that hold a piece of the query exactly.
  public func matches(for query: String, options: AutofillMatchOptions = .init())
    -> [AutofillMatch]
  {
    var buffer = AutofillMatchBuffer()
    matches(for: query, options: options, into: &buffer)
    guard !buffer.isEmpty else { return [] }
    // One table lookup (a lock) for all the rows, not one per row.
    let table = table(number: tableOfVariant[buffer.variant.rawValue])
    return buffer.map { match($0, table: table) }
  }

  /// Writes the items that match a query into `buffer`, replacing what it held: the same
  /// results, in the same order, as ``matches(for:options:)``, without their items and ranges
  /// (read them with ``match(_:)`` for the rows shown).
  ///
  /// Items with more than their value to match (``AutofillItem/terms``,
  /// ``AutofillItem/matchesSubtitle``) are each listed once, with their best key (see
  /// <doc:MatchingSemantics>): the index reads the keys' answer a little past the limit, and
  /// further when keys of the same items fill it.
  ///
  /// ``AutofillMatchBuffer/isComplete`` is `false` when the search for matches with typos
  /// stopped at its work budget: the matches without typos are all there, and those with
  /// typos are true matches in the documented order, but some may be missing.
  ///
  /// Once the buffer has room for the results, an exact or prefix query whose characters are
  /// all below U+0300 (ASCII and the Latin letters of English, French, German, Spanish…), in
  /// prepared options with a `maximumCount` from 1 to 14 and no typos, allocates no memory:
  /// keep one buffer and pass it on every keystroke.
  ///
  /// ```swift
  /// var found = AutofillMatchBuffer(minimumCapacity: 5)
  /// index.matches(for: "zu", into: &found)
  /// let first = found.first.map(index.match)   // Zürich, with its matched range
  /// ```
  ///
  /// - Parameters:
  ///   - query: The text typed so far.
  ///   - options: Folding, wildcards, ordering, limit and typo tolerance.
  ///   - buffer: Storage to write the results into; its previous results are replaced.
  /// - Complexity: As ``matches(for:options:)``.
  public func matches(
    for query: String, options: AutofillMatchOptions = .init(),
    into buffer: inout AutofillMatchBuffer
  ) {
    let variant = FoldingVariant(options)
    buffer.removeAll(variant: variant)
    buffer.owners = keyOwners
    let limit = options.limit ?? Int.max
    guard limit > 0 else { return }
    guard
      fold(query, variant: variant, mayHaveTypos: options.maximumTypos > 0, into: &buffer.ids)
    else { return }
    let queryLength = buffer.ids.count
    guard queryLength > 0 else { return }
    let typos = options.typoAllowance(forQueryOf: queryLength)
    let isAbsent = buffer.ids.contains(TypoAutomaton.absent)
    guard typos > 0 || !isAbsent else { return }
    let table = table(for: options)
    // Everything the options need, even what this query may not read: one query prepares them.
    table.build(for: options)
    if !isAbsent { FoldedKeys.encode(buffer.ids, into: &buffer.key) }
    guard !keyOwners.isEmpty else {
      keyMatches(
        into: &buffer, table: table, options: options, typos: typos, isAbsent: isAbsent,
        limit: limit)
      return
    }
    // Each item once: ask for more keys until the answer holds an item past the limit (the
    // items before it then have all their keys in it) or is whole.
    var keyLimit = limit == Int.max ? limit : limit + 1
    while true {
      keyMatches(
        into: &buffer, table: table, options: options, typos: typos, isAbsent: isAbsent,
        limit: keyLimit)
      let isWhole = buffer.endIndex < keyLimit
      if buffer.keepEachItemOnce(limit: limit) > limit || isWhole { return }
      keyLimit = keyLimit > Int.max / 2 ? Int.max : keyLimit * 2
    }
  }

  /// The first `limit` matches of the folded query in `buffer` over the keys, each key once.
  private func keyMatches(
    into buffer: inout AutofillMatchBuffer, table: KeyTable, options: AutofillMatchOptions,
    typos: Int, isAbsent: Bool, limit: Int
  ) {
    buffer.found.removeAll(keepingCapacity: true)
    buffer.foundWithTypos.removeAll(keepingCapacity: true)
    buffer.isComplete = true
    let queryLength = buffer.ids.count
    if !isAbsent {
      table.matches(
        for: buffer.ids, encoded: buffer.key, mode: options.mode, ordering: options.ordering,
        limit: limit, into: &buffer.found)
    }
    // A match spans at least `count - typos` characters, so a query (a long paste, say)
    // longer than that plus the longest key has none; this keeps the typo search, whose cost
    // grows with the query's length, from ever running on such a query.
    guard typos > 0 && buffer.found.count < limit,
      queryLength - typos <= table.keys.longestKeyByteCount
    else { return }
    var budget = TypoWorkBudget(limit: typoWorkSteps)
    buffer.foundWithTypos = table.typoMatches(
      for: buffer.ids, k: typos, mode: options.mode, ordering: options.ordering,
      limit: limit - buffer.found.count, budget: &budget)
    buffer.isComplete = !budget.isExhausted
  }

  /// Folds a query into its characters' ids in `ids`; `false` when it matches nothing
  /// whatever the mode (empty `ids` then).
  ///
  /// A query of characters below U+0300 is folded by table lookups into `ids`' storage;
  /// any other goes through Foundation.
  func fold(
    _ query: String, variant: FoldingVariant, mayHaveTypos: Bool, into ids: inout [UInt32]
  ) -> Bool {
    switch directFolding.fold(query, variant: variant, into: &ids) {
    case .ids: return !ids.isEmpty
    case .nothing where !mayHaveTypos:
      ids.removeAll(keepingCapacity: true)
      return false
    case .nothing, .general:
      guard !query.allSatisfy(\.isWhitespace) else {
        ids.removeAll(keepingCapacity: true)
        return false
      }
      if mayHaveTypos {
        // A character that no value has may be a typo: it stands for one that none equals.
        ids = alphabet.ids(of: variant.fold(query), markingAbsentAs: TypoAutomaton.absent)
      } else {
        ids = alphabet.ids(of: variant.fold(query)) ?? []
      }
      return !ids.isEmpty
    }
  }

  /// One result of ``matches(for:options:into:)`` with its item and matched range.
  ///
  /// - Parameter element: An element of a buffer that this index filled (its item index must
  ///   be one of this index's).
  /// - Returns: The match, as ``matches(for:options:)`` returns it.
  /// - Complexity: O(m) for a value of m characters, at most; most ranges are found from the
  ///   first characters of the value.
  public func match(_ element: AutofillMatchBuffer.Element) -> AutofillMatch {
    match(element, table: table(number: tableOfVariant[element.variant.rawValue]))
  }

  /// ``match(_:)`` with the table of the element's folding at hand.
  private func match(_ element: AutofillMatchBuffer.Element, table: KeyTable) -> AutofillMatch {
    let item = element.key
    let keys = table.keys
    let folded: Range<Int>
    switch element.location {
    case .keyBytes(let start, let length):
      // Most matches start the key: then its bytes need not be read.
      let lower = start == 0 ? 0 : keys.characterCount(of: item, inFirst: start)
      folded = lower..<(lower + length)
    case .characters(let span):
      folded = span
    }
    // Read once: a file's row is made into an item on each read.
    let matched = self.item(at: element.itemIndex)
    let range = Self.valueRange(
      of: keyOwners.isEmpty ? matched.value : keyTexts[item], folded: folded, item: item,
      keys: keys, variant: element.variant)
    return AutofillMatch(
      item: matched, itemIndex: element.itemIndex, tier: element.tier,
      range: range, typos: element.typos, field: keyFields.isEmpty ? .value : keyFields[item])
  }

  /// The smallest range of whole characters of `value` whose folding covers `folded`.
  private static func valueRange(
    of value: String, folded: Range<Int>, item: Int, keys: FoldedKeys, variant: FoldingVariant
  ) -> Range<String.Index> {
    if keys.wholeValueItems.isEmpty || !keys.wholeValueItems.contains(item) {
      if let range = directRange(of: value, folded: folded, keys: keys) { return range }
      var position = 0
      var lower: String.Index?
      var index = value.startIndex
      while index < value.endIndex, let length = keys.foldedLength(of: value[index]) {
        let next = value.index(after: index)
        let end = position + length
        if lower == nil && end > folded.lowerBound { lower = index }
        if let lower, end >= folded.upperBound { return lower..<next }
        position = end
        index = next
      }
    }
    return FoldedRangeMapper(value: value, variant: variant).valueRange(of: folded)
  }
}

extension AutofillIndex {
  /// ``valueRange(of:folded:item:keys:variant:)`` for a value whose scalars up to the range's
  /// end, and the one after it, are below U+0300 and none is CR: each is then a `Character` of
  /// its own (no scalar below U+0300 extends a cluster). `nil` for any other value.
  private static func directRange(of value: String, folded: Range<Int>, keys: FoldedKeys)
    -> Range<String.Index>?
  {
    let utf8 = value.utf8
    // Offsets into the value's own UTF-8 view make valid indices whatever its storage; for
    // native strings (all but bridged ones) the bytes are contiguous and offsets are O(1).
    let offsets: Range<Int>?? = utf8.withContiguousStorageIfAvailable { bytes -> Range<Int>? in
      var lower: Int?
      var position = 0
      var index = 0
      while index < bytes.count {
        guard let (scalar, width) = DirectQueryFolding.scalar(in: bytes, at: index), scalar != 0x0D,
          let length = keys.foldedLength(ofDirect: scalar)
        else { return nil }
        let end = position + length
        if lower == nil && end > folded.lowerBound { lower = index }
        let next = index + width
        if let lower, end >= folded.upperBound {
          // A scalar from U+0300 on after it, a combining mark say, may belong to its
          // character.
          guard next == bytes.count || DirectQueryFolding.scalar(in: bytes, at: next) != nil else {
            return nil
          }
          return lower..<next
        }
        position = end
        index = next
      }
      return nil
    }
    guard let offsets else {
      // A bridged string: the general path.
      return nil
    }
    guard let offsets else { return nil }
    return utf8.index(
      utf8.startIndex, offsetBy: offsets.lowerBound)..<utf8.index(
        utf8.startIndex, offsetBy: offsets.upperBound)
  }

}

/// What a folding's table is built from.
private struct TableRecipe: Sendable {
  let variant: FoldingVariant
  let map: FoldMap
  let wholeValueKeys: [Int: [UInt32]]

  var byteCount: Int {
    map.byteCount + wholeValueKeys.values.reduce(0) { $0 + $1.count * 4 + 48 }
  }
}
