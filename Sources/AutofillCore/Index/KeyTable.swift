import Foundation

/// One match found by a ``KeyTable``: the item, its tier, and where the query starts in the
/// item's folded key, in bytes of its encoding (see ``FoldedKeys``).
struct KeyMatch: Equatable, Sendable {
  var item: Int
  var tier: AutofillMatch.Tier
  var start: Int
}

/// Everything needed to answer queries for one folding variant: the folded keys and the
/// prefix order, built with the table because exact and prefix queries need nothing else; and,
/// built on first use by the mode that needs them, the suffix order, the word-start order, the
/// trigram postings for "contains", and the first-and-last-character postings and the keys'
/// heads in suffix order for "starts and ends with".
///
/// A field with the default options never pays for the structures of the other modes; see
/// ``Part`` for which mode needs which.
final class KeyTable: Sendable {
  let keys: FoldedKeys
  let isWordCharacter: [Bool]
  private let alphabetCount: Int
  /// Keys read forward from their start: exact and prefix lookups.
  let prefixOrder: KeyOrder
  private let builtSuffixOrder: BuiltOnce<KeyOrder>
  private let builtWordStartOrder = BuiltOnce<KeyOrder>()
  private let builtTriples = BuiltOnce<GramPostings>()
  private let builtEnds = BuiltOnce<EndsPostings>()
  private let builtSuffixHeads = BuiltOnce<[UInt16]>()
  private let builtBuckets = BuiltOnce<CharacterBuckets>()

  /// A structure built on first use.
  enum Part: CaseIterable, Sendable {
    case suffixOrder, wordStartOrder, triples, ends, suffixHeads

    /// The parts that the queries of a mode and ordering read.
    static func needed(by mode: AutofillMatchMode, _ ordering: AutofillMatchOptions.Ordering)
      -> [Part]
    {
      // Constant arrays, so that checking them on every query allocates nothing.
      switch (mode, ordering) {
      case (.exact, _), (.prefix, _): []
      case (.suffix, .relevance): suffixRelevance
      case (.suffix, .source): suffixSource
      case (.contains, .relevance): containsRelevance
      case (.contains, .source): containsSource
      }
    }

    private static let suffixRelevance: [Part] = [
      .suffixOrder, .ends, .suffixHeads, .wordStartOrder,
    ]
    private static let suffixSource: [Part] = [.suffixOrder]
    private static let containsRelevance: [Part] = [.wordStartOrder, .triples]
    private static let containsSource: [Part] = [.triples]
  }

  /// Whether the keys and orders were built or checked; `false` for those read from a version 3
  /// index file, checked only by ``isConsistent(alphabetCount:)``.
  let isChecked: Bool

  /// Builds the keys' table with the prefix order and the parts `options` need; the orders
  /// given (read from an index file) are used instead of sorting.
  init(
    keys: FoldedKeys, alphabet: FoldedAlphabet, options: AutofillMatchOptions,
    prefixOrder: KeyOrder? = nil, suffixOrder: KeyOrder? = nil, isChecked: Bool = true
  ) {
    self.isChecked = isChecked
    self.keys = keys
    isWordCharacter = alphabet.isWordCharacter
    alphabetCount = alphabet.count
    self.prefixOrder =
      prefixOrder ?? KeyOrder(keys: keys, items: nil, starts: nil, direction: .forward)
    builtSuffixOrder = BuiltOnce(suffixOrder)
    build(for: options)
  }

  /// Whether keys and orders read unchecked are what a build or the checks of a version 2 file
  /// would have given: well-formed keys of an alphabet of `alphabetCount` characters, each
  /// order its keys sorted, with its minimum table and samples. One pass over the keys and each
  /// order.
  func isConsistent(alphabetCount: Int) -> Bool {
    keys.isConsistent(alphabetCount: alphabetCount) && prefixOrder.isConsistent(with: keys)
      && (builtSuffixOrder.value.map { $0.isConsistent(with: keys) } ?? true)
  }

  /// The suffix order, if it is built.
  var builtSuffixOrderIfAny: KeyOrder? { builtSuffixOrder.value }

  /// Whether every part that queries with `options` read is built, with the typo aids of the
  /// orders their typo search walks.
  func isBuilt(for options: AutofillMatchOptions) -> Bool {
    guard Part.needed(by: options.mode, options.ordering).allSatisfy(isBuilt) else {
      return false
    }
    guard options.maximumTypos > 0 else { return true }
    switch (options.mode, options.ordering) {
    case (.exact, _), (.prefix, _): return prefixOrder.hasTypoAids
    case (.suffix, _): return builtSuffixOrder.value?.hasTypoAids ?? false
    case (.contains, .relevance):
      return prefixOrder.hasTypoAids && (builtWordStartOrder.value?.hasTypoAids ?? false)
    case (.contains, .source): return true
    }
  }

  private func isBuilt(_ part: Part) -> Bool {
    switch part {
    case .suffixOrder: builtSuffixOrder.value != nil
    case .wordStartOrder: builtWordStartOrder.value != nil
    case .triples: builtTriples.value != nil
    case .ends: builtEnds.value != nil
    case .suffixHeads: builtSuffixHeads.value != nil
    }
  }

  /// Builds the parts that queries with `options` read and that are not built, one after
  /// another (in parallel they would add their temporaries to the peak memory).
  func build(for options: AutofillMatchOptions) {
    for part in Part.needed(by: options.mode, options.ordering) {
      switch part {
      case .suffixOrder: _ = suffixOrder
      case .wordStartOrder: _ = wordStartOrder
      case .triples: _ = triples
      case .ends: _ = ends
      case .suffixHeads: _ = suffixHeads
      }
    }
    // The orders that a typo search walks (see `typoMatches`), so that preparing for typos
    // keeps their first build off the first keystroke.
    guard options.maximumTypos > 0 else { return }
    switch (options.mode, options.ordering) {
    case (.exact, _), (.prefix, _): _ = prefixOrder.typoAids(keys: keys)
    case (.suffix, _): _ = suffixOrder.typoAids(keys: keys)
    case (.contains, .relevance):
      _ = prefixOrder.typoAids(keys: keys)
      _ = wordStartOrder.typoAids(keys: keys)
    case (.contains, .source): break
    }
  }

  /// Whole keys read backward: suffix lookups. Built now if it is not.
  var suffixOrder: KeyOrder {
    builtSuffixOrder.orBuild {
      KeyOrder(keys: keys, items: nil, starts: nil, direction: .backward)
    }
  }

  /// Keys read forward from each word start after the first: word-prefix lookups. Built now if
  /// it is not.
  var wordStartOrder: KeyOrder {
    builtWordStartOrder.orBuild {
      var wordItems: [UInt32] = []
      var wordStarts: [UInt32] = []
      for item in 0..<keys.itemCount {
        let (start, end) = keys.bounds(of: item)
        var position = start
        while position < end {
          let isWord = isWordCharacter[Int(keys.id(at: position))]
          position += 1
          while position < end && FoldedKeys.isContinuation(keys.bytes[position]) {
            position += 1
          }
          if !isWord && position < end {
            wordItems.append(UInt32(item))
            wordStarts.append(UInt32(position - start))
          }
        }
      }
      return KeyOrder(keys: keys, items: wordItems, starts: wordStarts, direction: .forward)
    }
  }

  /// The characters' frequency buckets that ``triples`` and ``ends`` share.
  private var buckets: CharacterBuckets {
    builtBuckets.orBuild {
      // About as many gram lists as characters, between 2^9 and 2^18.
      let bits = min(
        6, max(3, (keys.bytes.count.bitWidth - keys.bytes.count.leadingZeroBitCount + 2) / 3))
      return CharacterBuckets(keys: keys, alphabetCount: alphabetCount, bits: bits)
    }
  }

  /// Trigram postings: "contains" candidates. Built now if they are not.
  var triples: GramPostings {
    builtTriples.orBuild { GramPostings(keys: keys, buckets: buckets, length: 3) }
  }

  /// First-and-last-character postings: "starts and ends with" candidates. Built now if they
  /// are not.
  var ends: EndsPostings {
    builtEnds.orBuild { EndsPostings(keys: keys, buckets: buckets) }
  }

  /// The first two bytes of each key (0 past its end) in ``suffixOrder``'s order: the items
  /// that end with a query and also start with it are found by reading these in one run
  /// instead of each candidate's key, which on a cold cache costs a miss per candidate. Built
  /// now if they are not.
  var suffixHeads: [UInt16] {
    builtSuffixHeads.orBuild {
      let order = suffixOrder
      return order.items.map { item in
        let (start, end) = keys.bounds(of: Int(item))
        let first = start < end ? UInt16(keys.bytes[start]) : 0
        let second = start + 1 < end ? UInt16(keys.bytes[start + 1]) : 0
        return first << 8 | second
      }
    }
  }

  /// The bytes of the structures built so far.
  var byteCount: Int {
    keys.byteCount + isWordCharacter.capacity + prefixOrder.byteCount
      + (builtSuffixOrder.value?.byteCount ?? 0) + (builtWordStartOrder.value?.byteCount ?? 0)
      + (builtTriples.value?.byteCount ?? 0) + (builtEnds.value?.byteCount ?? 0)
      + (builtBuckets.value?.byteCount ?? 0) + (builtSuffixHeads.value?.capacity ?? 0) * 2
  }

  /// The matches for a folded query (its characters' alphabet ids), best first or in source
  /// order, at most `limit` of them.
  ///
  /// - Complexity: O(log n) lookups plus work proportional to the results returned and to the
  ///   candidates that must be looked at to be sure of them.
  func matches(
    for ids: [UInt32], mode: AutofillMatchMode, ordering: AutofillMatchOptions.Ordering,
    limit: Int
  ) -> [KeyMatch] {
    var found: [KeyMatch] = []
    matches(
      for: ids, encoded: FoldedKeys.encode(ids), mode: mode, ordering: ordering, limit: limit,
      into: &found)
    return found
  }

  /// ``matches(for:mode:ordering:limit:)`` for a query also given encoded like the keys,
  /// written into `results` (emptied first; with its capacity kept, a query that the prefix
  /// order answers allocates nothing).
  func matches(
    for ids: [UInt32], encoded query: [UInt8], mode: AutofillMatchMode,
    ordering: AutofillMatchOptions.Ordering, limit: Int, into results: inout [KeyMatch]
  ) {
    var collector = Collector(limit: limit, reusing: &results)
    defer { collector.finish(into: &results) }
    guard !ids.isEmpty, limit > 0 else { return }
    let prefixRange = prefixOrder.range(startingWith: query, in: keys)
    let exactRange = prefixOrder.exactPart(of: prefixRange, length: query.count, in: keys)
    switch (mode, ordering) {
    case (.exact, _):
      for rank in exactRange where collector.add(Int(prefixOrder.items[rank]), .exact, 0) {
        break
      }
    case (.prefix, .relevance):
      for rank in exactRange where collector.add(Int(prefixOrder.items[rank]), .exact, 0) {
        break
      }
      collectAll(from: prefixOrder, exactRange.upperBound..<prefixRange.upperBound, &collector)
    case (.prefix, .source):
      collectAll(from: prefixOrder, prefixRange, &collector) { item in
        keys.length(of: item) == query.count ? .exact : .prefix
      }
    case (.suffix, _):
      suffixMatches(query, ids, prefixRange, exactRange, ordering, &collector)
    case (.contains, .relevance):
      for rank in exactRange where collector.add(Int(prefixOrder.items[rank]), .exact, 0) {
        break
      }
      collectAll(from: prefixOrder, exactRange.upperBound..<prefixRange.upperBound, &collector)
      let wordStartOrder = self.wordStartOrder
      let wordRange = wordStartOrder.range(startingWith: query, in: keys)
      collect(from: wordStartOrder, wordRange, &collector) { item in
        if startsWith(item, query) { return nil }
        return firstWordStart(item, query).map { (item, .wordPrefix, $0) }
      }
      collect(candidates: triples.candidates(for: ids), &collector) { item in
        guard let match = classify(item, query), match.tier == .substring else { return nil }
        return (item, match.tier, match.start)
      }
    case (.contains, .source):
      // A query shorter than a gram merges up to thousands of gram lists; when its postings
      // say it is in many keys, the first matches are among the first keys, which lie
      // together in memory: search their bytes, and merge the lists for the keys after them
      // only if that was not enough.
      var scanned = 0
      // Read once: each read of a part takes a lock and copies the lists' references.
      let triples = self.triples
      // More matches wanted than the bytes searched could hold is never worth it; the bound
      // also keeps the product below from overflowing on a huge limit.
      if collector.remaining <= Self.headScanBytes,
        let postings = triples.shortQueryPostingCount(for: ids), postings > 0,
        4 * (collector.remaining * keys.bytes.count / postings + 1) <= Self.headScanBytes
      {
        let anchor = rarestCharacterStart(of: query, ids, triples.buckets)
        scanned = scanHead(for: query, anchor: anchor, &collector)
        if collector.isFull || scanned == keys.itemCount { return }
      }
      collect(candidates: triples.candidates(for: ids), &collector) { item in
        item < scanned ? nil : classify(item, query).map { (item, $0.tier, $0.start) }
      }
    }
  }

  /// The most bytes of the first keys that a short "contains" query in source order searches
  /// directly before it turns to the gram lists: a few microseconds of reading, where merging
  /// the lists of a one-character query costs tens.
  static let headScanBytes = 1 << 16

  /// The byte offset in the encoded `query` of its least frequent character (by its gram
  /// bucket, buckets being numbered by frequency), whose lead byte ``scanHead(for:anchor:_:)``
  /// searches for: the rarer the byte, the fewer false starts.
  private func rarestCharacterStart(
    of query: [UInt8], _ ids: [UInt32], _ buckets: CharacterBuckets
  ) -> Int {
    var best = 0
    var bestBucket = -1
    var position = 0
    for id in ids {
      let bucket = buckets(id)
      if bucket > bestBucket {
        best = position
        bestBucket = bucket
      }
      position += 1
      while position < query.count && FoldedKeys.isContinuation(query[position]) {
        position += 1
      }
    }
    return best
  }

  /// Adds, in source order, the items among the first keys (those whose bytes end within
  /// ``headScanBytes``) that contain `query`, until the collector is full; returns how many
  /// items from the first were searched whole (all of them, unless it filled).
  ///
  /// The keys' bytes are searched with `memchr` for the byte of `query` at `anchor`; an
  /// occurrence of the query counts only within one key (the keys lie end to end).
  private func scanHead(for query: [UInt8], anchor: Int, _ collector: inout Collector) -> Int {
    let offsets = keys.offsets
    // The items whose keys end within the bytes searched.
    var low = 0
    var high = keys.itemCount
    while low < high {
      let middle = (low + high) / 2
      if Int(offsets[middle + 1]) <= Self.headScanBytes { low = middle + 1 } else { high = middle }
    }
    let scanned = low
    let end = Int(offsets[scanned])
    let length = query.count
    let anchorByte = Int32(query[anchor])
    return keys.bytes.withUnsafeBufferPointer { bytes -> Int in
      guard let base = bytes.baseAddress else { return scanned }
      var item = 0
      var from = anchor
      while from < end {
        guard let found = memchr(base + from, anchorByte, end - from) else { break }
        let start = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base - anchor
        // The item whose key holds `start`: few lie between two hits of a rare byte, so
        // gallop forward from the last one.
        if Int(offsets[item + 1]) <= start {
          var step = 1
          var lower = item + 1
          while lower + step < scanned && Int(offsets[lower + step + 1]) <= start {
            lower += step
            step *= 2
          }
          var upper = min(lower + step, scanned)
          while lower < upper {
            let middle = (lower + upper) / 2
            if Int(offsets[middle + 1]) <= start { lower = middle + 1 } else { upper = middle }
          }
          item = lower
        }
        guard start >= Int(offsets[item]), start + length <= Int(offsets[item + 1]),
          occurs(query, at: start)
        else {
          from = start + anchor + 1
          continue
        }
        if let match = classify(item, query), collector.add(item, match.tier, match.start) {
          return item + 1
        }
        item += 1
        from = Int(offsets[item]) + anchor
      }
      return scanned
    }
  }

  /// How many of ``suffixHeads`` (two bytes each, compared sixteen at a time) cost about as
  /// much as one read of a key (a look-up in a packed order, then bytes elsewhere in memory).
  static let headsPerKeyRead = 64

  private func suffixMatches(
    _ query: [UInt8], _ ids: [UInt32], _ prefixRange: Range<Int>, _ exactRange: Range<Int>,
    _ ordering: AutofillMatchOptions.Ordering, _ collector: inout Collector
  ) {
    let suffixOrder = self.suffixOrder
    let suffixRange = suffixOrder.range(startingWith: query.reversed(), in: keys)
    let exactSuffixes = suffixOrder.exactPart(of: suffixRange, length: query.count, in: keys)
    let longerSuffixes = exactSuffixes.upperBound..<suffixRange.upperBound
    func suffixStart(_ item: Int) -> Int { keys.length(of: item) - query.count }
    if ordering == .source {
      collect(from: suffixOrder, suffixRange, &collector) { item in
        guard let match = classify(item, query) else { return nil }
        return (item, match.tier, suffixStart(item))
      }
      return
    }
    for rank in exactSuffixes where collector.add(Int(suffixOrder.items[rank]), .exact, 0) {
      break
    }
    let longerPrefixes = exactRange.upperBound..<prefixRange.upperBound
    let ends = self.ends
    let bothEnds = ends.candidateCount(for: ids)
    /// Adds, in source order, the items after `afterItem` that start with the query and end
    /// with it (longer than it) from the heads of the keys that end with it: every head of
    /// the range is compared, and keys are read only for queries longer than a head.
    func scanHeads(after afterItem: Int, _ collector: inout Collector) {
      let head = UInt16(query[0]) << 8 | UInt16(query[1])
      // Only the first few in source order are kept: a common pair ("re", "en") has hundreds.
      let wanted = collector.remaining
      if wanted <= 32 {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: wanted) { kept in
          var count = 0
          forEachRank(in: longerSuffixes, withHead: head) { rank in
            let item = Int(suffixOrder.items[rank])
            guard item > afterItem, query.count == 2 || startsWith(item, query) else { return }
            kept.keepSmallest(item, count: &count, limit: wanted)
          }
          for item in kept[0..<count] where collector.add(item, .prefix, suffixStart(item)) {
            break
          }
        }
      } else {
        var found: [Int] = []
        forEachRank(in: longerSuffixes, withHead: head) { rank in
          let item = Int(suffixOrder.items[rank])
          if item > afterItem && (query.count == 2 || startsWith(item, query)) {
            found.append(item)
          }
        }
        found.sort()
        for item in found where collector.add(item, .prefix, suffixStart(item)) { break }
      }
    }
    /// For the ways that read keys: when their lazy reads find few matches, the rest of
    /// their range costs a read per key ("ed" starts 1,172 keys, 11 of which end with it),
    /// and the heads of the keys that end with the query may cost less.
    func scanHeadsInstead(
      of keyReads: Int, after item: UInt32, _ collector: inout Collector
    ) -> Bool {
      guard query.count >= 2, longerSuffixes.count / Self.headsPerKeyRead < keyReads else {
        return false
      }
      scanHeads(after: Int(item), &collector)
      return true
    }
    // Starting and ending with the same two characters or more is rare, so few candidates
    // of the ways below would match, and each costs a read of its key; reading the heads of
    // the keys that end with the query costs a sixteenth of that each.
    if collector.isFull {
      // The exact suffixes filled it.
    } else if query.count >= 2
      && longerSuffixes.count / 16 < min(bothEnds, longerPrefixes.count, longerSuffixes.count)
    {
      // The scan reads every head of a long range ("en" ends 200,000 German keys), while
      // the first few matches are often among the first few candidates of the ends lists,
      // which come in source order: read those first, as many as the scan costs at most, and
      // scan (for the items after them) only if they did not fill the tier.
      var candidates = ends.candidates(for: ids)
      var afterItem = -1
      var isDone = false
      for _ in 0..<(longerSuffixes.count / Self.headsPerKeyRead) {
        guard let candidate = candidates.next() else {
          isDone = true
          break
        }
        let item = Int(candidate)
        afterItem = item
        if keys.length(of: item) > query.count && startsWith(item, query)
          && endsWith(item, query) && collector.add(item, .prefix, suffixStart(item))
        {
          break
        }
      }
      if collector.isFull { isDone = true }
      if !isDone { scanHeads(after: afterItem, &collector) }
    } else if bothEnds < min(longerPrefixes.count, longerSuffixes.count) {
      collect(candidates: ends.candidates(for: ids), &collector) { item in
        keys.length(of: item) > query.count && startsWith(item, query) && endsWith(item, query)
          ? (item, .prefix, suffixStart(item)) : nil
      }
    } else if longerPrefixes.count <= longerSuffixes.count {
      collect(from: prefixOrder, longerPrefixes, &collector, scanningRest: scanHeadsInstead) {
        item in endsWith(item, query) ? (item, .prefix, suffixStart(item)) : nil
      }
    } else {
      collect(from: suffixOrder, longerSuffixes, &collector, scanningRest: scanHeadsInstead) {
        item in startsWith(item, query) ? (item, .prefix, suffixStart(item)) : nil
      }
    }
    let wordStartOrder = self.wordStartOrder
    let wordRange = wordStartOrder.range(startingWith: query, in: keys)
    let wordTier: (Int) -> (Int, AutofillMatch.Tier, Int)? = { item in
      guard !self.startsWith(item, query), self.firstWordStart(item, query) != nil else {
        return nil
      }
      return (item, .wordPrefix, suffixStart(item))
    }
    if wordRange.count <= longerSuffixes.count {
      collect(from: wordStartOrder, wordRange, &collector) { item in
        endsWith(item, query) ? wordTier(item) : nil
      }
    } else {
      collect(from: suffixOrder, longerSuffixes, &collector, wordTier)
    }
    collect(from: suffixOrder, longerSuffixes, &collector) { item in
      guard !startsWith(item, query), firstWordStart(item, query) == nil else { return nil }
      return (item, .substring, suffixStart(item))
    }
  }

  /// Calls `body` with each rank of `ranks` whose entry in ``suffixHeads`` is `head`, in
  /// order, comparing sixteen heads at a time: most ranks of a long range do not match, and
  /// the range is read whole.
  private func forEachRank(
    in ranks: Range<Int>, withHead head: UInt16, _ body: (Int) -> Void
  ) {
    suffixHeads.withUnsafeBufferPointer { heads in
      guard let base = heads.baseAddress, !ranks.isEmpty else { return }
      let raw = UnsafeRawPointer(base)
      let wanted = SIMD16<UInt16>(repeating: head)
      var rank = ranks.lowerBound
      while rank + 16 <= ranks.upperBound {
        let chunk = raw.loadUnaligned(
          fromByteOffset: rank * MemoryLayout<UInt16>.stride, as: SIMD16<UInt16>.self)
        let equal = chunk .== wanted
        if any(equal) {
          for lane in 0..<16 where equal[lane] { body(rank + lane) }
        }
        rank += 16
      }
      while rank < ranks.upperBound {
        if heads[rank] == head { body(rank) }
        rank += 1
      }
    }
  }

  /// Adds the items of `range` of `order`, in source order, that `match` accepts.
  ///
  /// Items are read lazily in source order while `match` accepts enough of them; when it
  /// rejects many (128 reads without filling the collector), the rest of the range is scanned
  /// once in key order and the accepted items are sorted, which costs less than reading them
  /// one by one.
  ///
  /// `scanningRest`, given how many keys the scan would read and the last item read, may
  /// add the rest another way instead (returning `true`).
  private func collect(
    from order: KeyOrder, _ range: Range<Int>, _ collector: inout Collector,
    scanningRest: ((_ keyReads: Int, _ after: UInt32, inout Collector) -> Bool)? = nil,
    _ match: (Int) -> (Int, AutofillMatch.Tier, Int)?
  ) {
    guard !collector.isFull, !range.isEmpty else { return }
    var values = AscendingValues(
      order.minimum, range: range, expectedReads: collector.remaining)
    var previous: UInt32?
    var reads = 0
    var matched = 0
    var isScanCheaper = false
    while let item = values.next() {
      if item == previous { continue }
      previous = item
      if let (item, tier, start) = match(Int(item)) {
        if collector.add(item, tier, start) { return }
        matched += 1
      }
      reads += 1
      // At the rate seen so far, reading on costs `remaining * reads / matched` lazy reads;
      // the scan reads every position once (a lazy read costs a few positions' scan). A
      // range whose items mostly match (a common suffix with a high limit) stays lazy: its
      // scan would read and sort hundreds of thousands of keys for a thousand results.
      if reads % 128 == 0 && values.isLazy
        && collector.remaining * reads / max(matched, 1) * 4 > range.count
      {
        isScanCheaper = true
        break
      }
    }
    guard isScanCheaper, let previous else { return }
    if let scanningRest, scanningRest(range.count, previous, &collector) { return }
    var accepted: [(item: Int, tier: AutofillMatch.Tier, start: Int)] = []
    for rank in range {
      let item = order.items[rank]
      if item > previous, let found = match(Int(item)) { accepted.append(found) }
    }
    accepted.sort { $0.item < $1.item }
    var last = -1
    for found in accepted where found.item != last {
      last = found.item
      if collector.add(found.item, found.tier, found.start) { return }
    }
  }

  /// Adds the items of `range` of `order` in source order, every one a prefix match: the few
  /// that fit are selected into a buffer on the stack (a short range read once, a long one
  /// block by block through ``MinimumTable/smallest(_:in:into:)``), without the allocations of
  /// ``AscendingValues``.
  private func collectAll(
    from order: KeyOrder, _ range: Range<Int>, _ collector: inout Collector,
    tier: (Int) -> AutofillMatch.Tier = { _ in .prefix }
  ) {
    let wanted = min(collector.remaining, range.count)
    guard wanted > 0 else { return }
    guard wanted <= 32 else {
      collect(from: order, range, &collector) { ($0, tier($0), 0) }
      return
    }
    let found: Bool = withUnsafeTemporaryAllocation(of: UInt32.self, capacity: wanted) { kept in
      guard let count = order.minimum.smallest(wanted, in: range, into: kept) else {
        return false
      }
      for index in 0..<count {
        let item = Int(kept[index])
        if collector.add(item, tier(item), 0) { break }
      }
      return true
    }
    if !found { collect(from: order, range, &collector) { ($0, tier($0), 0) } }
  }

  private func collect(
    candidates: @autoclosure () -> CandidateItems, _ collector: inout Collector,
    _ match: (Int) -> (Int, AutofillMatch.Tier, Int)?
  ) {
    // Setting up candidates costs time (a one-character query merges thousands of lists):
    // none when earlier tiers filled the collector.
    guard !collector.isFull else { return }
    var candidates = candidates()
    while let item = candidates.next() {
      if let (item, tier, start) = match(Int(item)), collector.add(item, tier, start) { return }
    }
  }

  // MARK: Checks on one item's key

  private func startsWith(_ item: Int, _ query: [UInt8]) -> Bool {
    let (start, end) = keys.bounds(of: item)
    return end - start >= query.count && occurs(query, at: start)
  }

  private func endsWith(_ item: Int, _ query: [UInt8]) -> Bool {
    let (start, end) = keys.bounds(of: item)
    return end - start >= query.count && occurs(query, at: end - query.count)
  }

  /// The first position after a non-word character at which `query` occurs (an occurrence of
  /// the encoded query always starts at a character's first byte).
  private func firstWordStart(_ item: Int, _ query: [UInt8]) -> Int? {
    let (start, end) = keys.bounds(of: item)
    guard end - start > query.count else { return nil }
    for position in (start + 1)...(end - query.count)
    where occurs(query, at: position) && !isWordCharacter[Int(keys.id(before: position))] {
      return position - start
    }
    return nil
  }

  private func firstOccurrence(_ item: Int, _ query: [UInt8]) -> Int? {
    let (start, end) = keys.bounds(of: item)
    guard end - start >= query.count else { return nil }
    for position in start...(end - query.count) where occurs(query, at: position) {
      return position - start
    }
    return nil
  }

  @inline(__always) private func occurs(_ query: [UInt8], at position: Int) -> Bool {
    for offset in 0..<query.count where keys.bytes[position + offset] != query[offset] {
      return false
    }
    return true
  }

  /// The best tier at which `query` occurs in the item, and where; `nil` if it does not occur.
  private func classify(_ item: Int, _ query: [UInt8]) -> (tier: AutofillMatch.Tier, start: Int)? {
    if startsWith(item, query) {
      return (keys.length(of: item) == query.count ? .exact : .prefix, 0)
    }
    if let start = firstWordStart(item, query) { return (.wordPrefix, start) }
    return firstOccurrence(item, query).map { (.substring, $0) }
  }
}

/// Gathers matches up to a limit, in storage the caller may reuse.
private struct Collector {
  let limit: Int
  private var matches: [KeyMatch] = []

  /// Takes over `storage` (emptied, its capacity kept) until ``finish(into:)``; moving it
  /// rather than copying keeps it uniquely referenced, so that appending does not copy it.
  init(limit: Int, reusing storage: inout [KeyMatch]) {
    self.limit = limit
    swap(&matches, &storage)
    matches.removeAll(keepingCapacity: true)
    // Growing one append at a time would reallocate several times per query.
    matches.reserveCapacity(min(limit, 64))
  }

  /// Hands the matches back to the storage given at the start.
  mutating func finish(into storage: inout [KeyMatch]) {
    swap(&matches, &storage)
  }

  var isFull: Bool { matches.count >= limit }
  var remaining: Int { limit - matches.count }

  /// Adds a match; whether the collector is now full.
  mutating func add(_ item: Int, _ tier: AutofillMatch.Tier, _ start: Int) -> Bool {
    matches.append(KeyMatch(item: item, tier: tier, start: start))
    return isFull
  }
}
