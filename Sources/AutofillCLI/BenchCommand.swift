import AutofillCore
import Foundation

/// `autofill bench`: measures the index on a large corpus in every mode and option combination
/// and compares it with the peers' approach (a `range(of:options:)` scan of every item) on
/// queries that match nothing, in the same run.
struct BenchCommand {
  static let debianLists = [
    "/usr/share/dict/american-english-insane", "/usr/share/dict/french",
    "/usr/share/dict/ngerman",
  ]

  var corpora: [String]
  var seed: UInt64 = 2026
  var sessions = 300
  var baselineQueries = 5
  var isJSON = false
  var slowest = 0
  var typos = 0
  var isWorstCase = false
  var runs = 1
  /// With `--worst-case`, queries that replace the adversarial set (to profile a few).
  var worstCaseQueries: [String] = []
  /// With `--index FILE`, the index file to measure against the index built from its items.
  var indexFile: String?

  init(arguments: [String]) throws(CommandError) {
    var reader = ArgumentReader(arguments)
    corpora = try reader.values("--corpus")
    try LineFile.requireStandardInputOnce(corpora)
    if let seed = try reader.integer("--seed") { self.seed = UInt64(truncatingIfNeeded: seed) }
    if let sessions = try reader.integer("--sessions", atLeast: 1) { self.sessions = sessions }
    if let count = try reader.integer("--baseline-queries", atLeast: 1) { baselineQueries = count }
    isJSON = reader.flag("--json")
    if let count = try reader.integer("--slowest", atLeast: 0) { slowest = count }
    if let count = try reader.integer("--typos", atLeast: 0) {
      guard count <= 2 else { throw .usage("--typos takes 0, 1 or 2, not \(count)") }
      typos = count
    }
    isWorstCase = reader.flag("--worst-case")
    worstCaseQueries = try reader.values("--query")
    if let count = try reader.integer("--runs", atLeast: 1) { runs = count }
    indexFile = try reader.value("--index")
    let extra = try reader.positionals()
    guard extra.isEmpty else { throw .usage("bench takes no queries: \(extra[0])") }
    if corpora.isEmpty && indexFile == nil {
      corpora = Self.debianLists.filter { FileManager.default.fileExists(atPath: $0) }
      guard corpora.count == Self.debianLists.count else {
        throw .input(
          "the default corpus is Debian's word lists; install them "
            + "(apt-get install wamerican-insane wfrench wngerman) or pass --corpus FILE")
      }
    }
  }

  func run() throws(CommandError) {
    if let indexFile {
      try IndexFileBench(path: indexFile, seed: seed, sessions: sessions).run()
      return
    }
    var values: [String] = []
    for corpus in corpora { values += try LineFile.corpus(corpus) }
    // Every figure needs at least one item: the first suggestion asks for one by position.
    guard !values.isEmpty else {
      throw .input(
        "the corpus has no entries (no non-empty lines): \(corpora.joined(separator: ", "))")
    }
    let items = values.map { AutofillItem($0) }
    let clock = ContinuousClock()
    log("corpus: \(values.count) items from \(corpora.joined(separator: ", "))")
    if isWorstCase {
      let bench = WorstCaseBench(
        index: AutofillIndex(items),
        queries: worstCaseQueries.isEmpty ? WorstCaseBench.queries : worstCaseQueries, runs: runs,
        log: log)
      let shown = slowest > 0 ? slowest : 20
      print(isJSON ? bench.json(slowest: shown) : bench.table(slowest: shown))
      return
    }

    ProcessMemory.releaseFreedMemory()
    let itemsResident = ProcessMemory.residentBytes
    var index = AutofillIndex([])
    var buildTimes: [Double] = []
    var firstSuggestion = 0.0
    var buildPeak: Int?
    for attempt in 0..<3 {
      if attempt > 0 { index = AutofillIndex([]) }
      if attempt == 0 {
        // What a field does after it is handed the list: build, then answer the first key.
        let first = clock.now
        buildTimes.append(clock.measure { index = AutofillIndex(items) }.milliseconds)
        _ = index.matches(for: values[values.count / 2].prefix(1).description)
        firstSuggestion = (clock.now - first).milliseconds
        buildPeak = ProcessMemory.peakResidentBytes
      } else {
        buildTimes.append(clock.measure { index = AutofillIndex(items) }.milliseconds)
      }
      log("build \(attempt + 1): \(format(buildTimes[attempt])) ms")
    }
    let memory = MemoryFigures(
      itemsResident: itemsResident, buildPeak: buildPeak,
      indexResident: ProcessMemory.residentBytes.map { $0 - (itemsResident ?? 0) },
      indexBytes: index.estimatedByteCount, corpusBytes: values.reduce(0) { $0 + $1.utf8.count + 1 }
    )

    // Suffix and contains queries need structures of their own, built on first use: build them
    // in the default folding, for the memory of a field whose every mode has been used.
    let otherModes = clock.measure {
      for mode in AutofillMatchMode.allCases {
        var options = AutofillMatchOptions()
        options.mode = mode
        _ = index.matches(for: "a", options: options)
      }
    }.milliseconds
    let allModes = AllModesFigures(
      milliseconds: otherModes, indexBytes: index.estimatedByteCount,
      resident: ProcessMemory.residentBytes.map { $0 - (itemsResident ?? 0) },
      peak: ProcessMemory.peakResidentBytes.map { $0 - (itemsResident ?? 0) })
    log("other modes built on first use: \(format(otherModes)) ms")

    // The other foldings are built on first use; build them, with every mode's structures,
    // before timing queries in them.
    let otherFoldings = clock.measure {
      for folding in 1..<8 {
        for mode in AutofillMatchMode.allCases {
          var options = AutofillMatchOptions(
            isCaseSensitive: folding & 1 != 0, isDiacriticSensitive: folding & 2 != 0,
            isWidthSensitive: folding & 4 != 0)
          options.mode = mode
          _ = index.matches(for: "a", options: options)
        }
      }
    }.milliseconds
    let allFoldingsBytes = index.estimatedByteCount
    log("other foldings built on first use: \(format(otherFoldings)) ms")

    var generator = BenchGenerator(seed: seed)
    let queries = generator.queries(values: values, sessions: sessions, index: index)
    log(
      "queries: \(queries.typing.count) typing-session prefixes, \(queries.substrings.count) "
        + "substrings, \(queries.short.count) short pieces, \(queries.expanding.count) "
        + "expanding-word prefixes, \(queries.misses.count) misses (seed \(seed))")

    var rows: [Row] = []
    var slow: [(microseconds: Double, description: String)] = []
    for ordering in AutofillMatchOptions.Ordering.allCases {
      for mode in AutofillMatchMode.allCases {
        var row = Row(mode: mode, ordering: ordering)
        for folding in 0..<8 {
          var options = AutofillMatchOptions(
            isCaseSensitive: folding & 1 != 0, isDiacriticSensitive: folding & 2 != 0,
            isWidthSensitive: folding & 4 != 0, ordering: ordering)
          options.mode = mode
          for (kind, list) in queries.kinds {
            for query in list {
              let elapsed = clock.measure { _ = index.matches(for: query, options: options) }
              row.add(kind, folding, elapsed.microseconds)
              if slowest > 0 && (slow.count < slowest || elapsed.microseconds > slow[0].0) {
                slow.append(
                  (
                    elapsed.microseconds,
                    "\(mode.rawValue) \(ordering.rawValue) folding \(folding) \(kind) "
                      + query.debugDescription
                  ))
                slow.sort { $0.microseconds < $1.microseconds }
                if slow.count > slowest { slow.removeFirst() }
              }
            }
          }
        }
        rows.append(row)
      }
    }

    var baseline: [BaselineRow] = []
    let prefolded = PrefoldedScan(
      values: values, options: AutofillMatchOptions().foldingOptions)
    for mode in AutofillMatchMode.allCases {
      var options = AutofillMatchOptions()
      options.mode = mode
      baseline.append(
        BaselineRow(
          mode: mode, queries: queries.misses.prefix(baselineQueries), options: options,
          index: index, log: log, naive: { NaiveMatcher.matches(values, $0, options).count },
          prefolded: { prefolded.count($0, mode: mode) }))
      log("baseline \(mode.rawValue): done")
    }

    let (lookupBaseline, sqlite) = lookupComparison(queries: queries, index: index)
    var typoBench: TypoBench?
    if typos > 0 {
      let sessions = generator.typoSessions(values: values, sessions: sessions, typos: typos)
      log("typo queries: \(sessions.count) typing-session prefixes with \(typos) typo(s)")
      typoBench = TypoBench(
        typos: typos, values: values, index: index, sessions: sessions, misses: queries.misses,
        naiveQueries: min(baselineQueries, 3), log: log)
    }
    let report = Report(
      items: values.count, buildMilliseconds: buildTimes,
      firstSuggestionMilliseconds: firstSuggestion, otherFoldingsMilliseconds: otherFoldings,
      allFoldingsBytes: allFoldingsBytes, memory: memory, allModes: allModes, rows: rows,
      baseline: baseline, lookupBaseline: lookupBaseline, sqlite: sqlite, typos: typoBench,
      seed: seed)
    print(isJSON ? report.json : report.table)
    for entry in slow.reversed() {
      log("slow: \(format(entry.microseconds)) µs \(entry.description)")
    }
  }

  private func log(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }

  /// The index (its array API, and its API that writes into a reused buffer) against a
  /// sorted array of its own keys answered by binary search, and against SQLite's B-tree over
  /// the same keys where `libsqlite3` is installed, on the same exact and prefix queries in the
  /// default folding, taken in turns so that all see the same cache state.
  private func lookupComparison(queries: BenchGenerator.Queries, index: AutofillIndex)
    -> ([LookupBaselineRow], SQLiteFigures)
  {
    let clock = ContinuousClock()
    let defaults = AutofillMatchOptions()
    let sorted = SortedArrayBaseline(index: index, options: defaults)
    let sqlite: SQLiteBaseline?
    let figures: SQLiteFigures
    switch SQLiteBaseline.make(index: index, options: defaults) {
    case .success(let baseline):
      sqlite = baseline
      figures = SQLiteFigures(
        version: baseline.version, buildMilliseconds: baseline.buildMilliseconds,
        memoryBytes: baseline.memoryBytes, peakMemoryBytes: baseline.peakMemoryBytes,
        skipped: nil)
      log(
        "SQLite \(baseline.version) B-tree: built in \(format(baseline.buildMilliseconds)) ms, "
          + "\(baseline.memoryBytes) bytes")
    case .failure(let error):
      sqlite = nil
      figures = SQLiteFigures(
        version: nil, buildMilliseconds: nil, memoryBytes: nil, peakMemoryBytes: nil,
        skipped: error.reason)
      log("SQLite baseline skipped: \(error.reason)")
    }
    let all = queries.all
    var buffer = AutofillMatchBuffer(minimumCapacity: defaults.maximumCount)
    var sortedScratch = SortedArrayBaseline.Scratch()
    var sqliteScratch = SQLiteBaseline.Scratch()
    let rows = [AutofillMatchMode.exact, .prefix].map { mode in
      var options = defaults
      options.mode = mode
      let isPrefix = mode == .prefix
      var row = LookupBaselineRow(mode: mode, hasSQLite: sqlite != nil)
      var disagreements = 0
      // Two rounds, each taking the index, the sorted keys and SQLite in turns, the first of
      // them rotating from query to query: the index's two APIs read the same structures, so
      // the second to run on a query would find them in cache. The buffer's round gives the
      // baselines' figures; the array's round gives the array's.
      for round in 0..<2 {
        for (number, query) in all.enumerated() {
          var indexCount = 0
          for turn in 0..<3 {
            switch (number + turn) % 3 {
            case 0 where round == 0:
              row.indexBuffer.append(
                clock.measure { index.matches(for: query, options: options, into: &buffer) }
                  .microseconds)
              indexCount = buffer.count
            case 0:
              row.index.append(
                clock.measure { indexCount = index.matches(for: query, options: options).count }
                  .microseconds)
            case 1:
              let elapsed = clock.measure {
                sorted.matches(
                  for: query, isPrefix: isPrefix, limit: options.maximumCount,
                  scratch: &sortedScratch)
              }.microseconds
              if round == 0 { row.sorted.append(elapsed) }
            default:
              guard let sqlite else { continue }
              let elapsed = clock.measure {
                sqlite.matches(
                  for: query, isPrefix: isPrefix, limit: options.maximumCount,
                  scratch: &sqliteScratch)
              }.microseconds
              if round == 0 { row.sqlite?.append(elapsed) }
            }
          }
          if sqlite != nil && sqliteScratch.found.count != indexCount { disagreements += 1 }
          if sortedScratch.found.count != indexCount { disagreements += 1 }
        }
      }
      if disagreements > 0 {
        log("warning: the baselines and the index disagree on \(disagreements) \(mode) counts")
      }
      log("lookup baselines \(mode.rawValue): done")
      return row
    }
    return (rows, figures)
  }
}

func format(_ value: Double) -> String { JSONText.number(value, decimals: 1) }

/// Latencies of one mode and ordering over every folding and query kind.
struct Row {
  let mode: AutofillMatchMode
  let ordering: AutofillMatchOptions.Ordering
  private(set) var all: [Double] = []
  private(set) var byKind: [String: [Double]] = [:]
  private(set) var byFolding: [Int: [Double]] = [:]

  init(mode: AutofillMatchMode, ordering: AutofillMatchOptions.Ordering) {
    self.mode = mode
    self.ordering = ordering
  }

  mutating func add(_ kind: String, _ folding: Int, _ microseconds: Double) {
    all.append(microseconds)
    byKind[kind, default: []].append(microseconds)
    byFolding[folding, default: []].append(microseconds)
  }

  /// The option combination (folding) with the highest p99, and that p99.
  var worstCombination: (folding: Int, p99: Double) {
    byFolding.map { ($0.key, percentile($0.value, 0.99)) }.max { $0.1 < $1.1 } ?? (0, 0)
  }
}

/// The index against the lookup baselines on the same exact or prefix queries, for one mode.
struct LookupBaselineRow {
  let mode: AutofillMatchMode
  /// ``AutofillIndex/matches(for:options:)``: an array of matches with items and ranges.
  var index: [Double] = []
  /// ``AutofillIndex/matches(for:options:into:)`` into a reused buffer.
  var indexBuffer: [Double] = []
  /// Binary search over the index's own keys, sorted.
  var sorted: [Double] = []
  /// SQLite's B-tree over the same keys; `nil` when SQLite is not installed.
  var sqlite: [Double]?

  init(mode: AutofillMatchMode, hasSQLite: Bool) {
    self.mode = mode
    sqlite = hasSQLite ? [] : nil
  }
}

/// SQLite's build and memory, or why it was skipped.
struct SQLiteFigures {
  let version: String?
  let buildMilliseconds: Double?
  let memoryBytes: Int?
  let peakMemoryBytes: Int?
  let skipped: String?
}

/// Memory figures of one run, in bytes.
struct MemoryFigures {
  /// Resident memory with the items loaded, before any index is built.
  let itemsResident: Int?
  /// Peak resident memory right after the first build (for the default options): the build's
  /// own peak.
  let buildPeak: Int?
  /// Resident growth over the items alone, with one index alive.
  let indexResident: Int?
  /// The index's own count of its structures' bytes.
  let indexBytes: Int
  /// The corpus's size as UTF-8 with one newline per item.
  let corpusBytes: Int
}

/// The default folding once every mode's structures are built, memory in bytes.
struct AllModesFigures {
  /// Building the suffix and contains structures on first use.
  let milliseconds: Double
  /// `index_bytes` with every mode's structures built.
  let indexBytes: Int
  /// Resident growth over the items alone, with them built.
  let resident: Int?
  /// Peak resident growth over the items alone so far: the default build's or theirs.
  let peak: Int?
}

/// The scan baselines against the index on miss queries for one mode.
struct BaselineRow {
  let mode: AutofillMatchMode
  /// The `range(of:options:)` scan (or the naive typo scan), in ms.
  let naiveMilliseconds: [Double]
  /// The scan of values folded up front, in ms; `nil` where it was not run.
  let prefoldedMilliseconds: [Double]?
  let indexMicroseconds: [Double]

  /// The naive scan's p50 over the index's.
  var ratio: Double { Self.ratio(naiveMilliseconds, indexMicroseconds) }

  /// The pre-folded scan's p50 over the index's.
  var prefoldedRatio: Double? { prefoldedMilliseconds.map { Self.ratio($0, indexMicroseconds) } }

  private static func ratio(_ milliseconds: [Double], _ microseconds: [Double]) -> Double {
    percentile(milliseconds, 0.5) * 1000 / max(percentile(microseconds, 0.5), 0.001)
  }

  init(
    mode: AutofillMatchMode, naiveMilliseconds: [Double], prefoldedMilliseconds: [Double]?,
    indexMicroseconds: [Double]
  ) {
    self.mode = mode
    self.naiveMilliseconds = naiveMilliseconds
    self.prefoldedMilliseconds = prefoldedMilliseconds
    self.indexMicroseconds = indexMicroseconds
  }

  /// Times a naive matcher, the pre-folded scan if given (each returning its count of
  /// matches) and the index on each query in turn, and warns when their counts differ.
  init(
    mode: AutofillMatchMode, queries: some Sequence<String>, options: AutofillMatchOptions,
    index: AutofillIndex, log: (String) -> Void, naive: (String) -> Int,
    prefolded: ((String) -> Int)? = nil
  ) {
    let clock = ContinuousClock()
    var naiveTimes: [Double] = []
    var prefoldedTimes: [Double] = []
    var indexTimes: [Double] = []
    for query in queries {
      var naiveCount = 0
      naiveTimes.append(clock.measure { naiveCount = naive(query) }.milliseconds)
      var prefoldedCount = naiveCount
      if let prefolded {
        prefoldedTimes.append(clock.measure { prefoldedCount = prefolded(query) }.milliseconds)
      }
      var indexCount = 0
      indexTimes.append(
        clock.measure { indexCount = index.matches(for: query, options: options).count }
          .microseconds)
      if naiveCount != indexCount || prefoldedCount != indexCount {
        // A typo search that stopped at its work budget returns fewer: not a disagreement.
        var buffer = AutofillMatchBuffer()
        index.matches(for: query, options: options, into: &buffer)
        if buffer.isComplete {
          log("warning: the scans and the index disagree on \(query.debugDescription) in \(mode)")
        } else {
          log(
            "\(query.debugDescription) in \(mode): the index's typo search stopped at its work "
              + "budget (\(indexCount) of the scan's \(naiveCount) matches, every exact one)")
        }
      }
    }
    self.init(
      mode: mode, naiveMilliseconds: naiveTimes,
      prefoldedMilliseconds: prefolded == nil ? nil : prefoldedTimes,
      indexMicroseconds: indexTimes)
  }
}

/// The value below which `fraction` of the samples lie (nearest rank).
func percentile(_ samples: [Double], _ fraction: Double) -> Double {
  guard !samples.isEmpty else { return 0 }
  let sorted = samples.sorted()
  let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
  return sorted[min(max(rank, 0), sorted.count - 1)]
}
