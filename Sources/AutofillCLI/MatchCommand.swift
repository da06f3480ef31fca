import AutofillCore
import Foundation

/// `autofill match`: builds an index from corpus files, opens an index file, or asks a
/// `Data.Query` endpoint, and prints the matches of each query as one JSON line.
struct MatchCommand {
  var corpora: [String]
  /// An index file to open instead of building from corpora.
  var indexFile: String?
  var options = AutofillMatchOptions()
  var queries: [String]
  var remote: (url: URL, dataset: String, count: Int, skip: Int)?

  init(arguments: [String]) throws(CommandError) {
    var reader = ArgumentReader(arguments)
    corpora = try reader.values("--corpus")
    indexFile = try reader.value("--index")
    options.isCaseSensitive = reader.flag("--case-sensitive")
    options.isDiacriticSensitive = reader.flag("--diacritic-sensitive")
    options.isWidthSensitive = reader.flag("--width-sensitive")
    options.isWildcardBefore = reader.flag("--wildcard-before")
    options.isWildcardAfter = !reader.flag("--no-wildcard-after")
    if let maximum = try reader.integer("--max") { options.maximumCount = maximum }
    if let typos = try reader.integer("--typos", atLeast: 0) {
      guard typos <= 2 else { throw .usage("--typos takes 0, 1 or 2, not \(typos)") }
      options.maximumTypos = typos
    }
    if let order = try reader.value("--order") {
      guard let ordering = AutofillMatchOptions.Ordering(rawValue: order) else {
        throw .usage("--order takes relevance or source, not \(order)")
      }
      options.ordering = ordering
    }
    if let address = try reader.value("--remote") {
      guard let url = URL(string: address), url.scheme == "http" || url.scheme == "https" else {
        throw .usage("--remote needs an http or https URL, not \(address)")
      }
      guard let dataset = try reader.value("--dataset") else {
        throw .usage("--remote needs --dataset NAME")
      }
      let count = try reader.integer("--count") ?? 15
      let skip = try reader.integer("--skip") ?? 0
      guard count > 0, skip >= 0 else {
        throw .usage("--count must be positive, --skip not negative")
      }
      remote = (url, dataset, count, skip)
    }
    let queryFiles = try reader.values("--queries")
    try LineFile.requireStandardInputOnce(corpora + queryFiles)
    queries = try reader.positionals()
    for file in queryFiles { queries += try LineFile.lines(file) }
    guard !corpora.isEmpty || remote != nil || indexFile != nil else {
      throw .usage(
        "match needs at least one --corpus FILE, --index FILE, or --remote URL --dataset NAME")
    }
    guard !queries.isEmpty || !queryFiles.isEmpty else {
      throw .usage("match needs queries: QUERY… or --queries FILE")
    }
  }

  func run() async throws(CommandError) {
    if let remote {
      try await runRemote(remote)
      return
    }
    if let indexFile {
      try runFromFile(indexFile)
      return
    }
    var values: [String] = []
    for corpus in corpora { values += try LineFile.corpus(corpus) }
    let clock = ContinuousClock()
    // The items exist before the index, so the memory growth is the index's alone.
    let items = values.map { AutofillItem($0) }
    values = []
    ProcessMemory.releaseFreedMemory()
    let itemsResident = ProcessMemory.residentBytes
    var index: AutofillIndex?
    let buildTime = clock.measure { index = AutofillIndex(items, preparing: options) }
    guard let index else { return }
    let peak = ProcessMemory.peakResidentBytes
    let growth = peak.flatMap { peak in itemsResident.map { peak - $0 } }
    let header = JSONText.object([
      ("items", String(index.count)),
      ("index_build_ms", JSONText.number(buildTime.milliseconds)),
      ("index_bytes", String(index.estimatedByteCount)),
      ("items_resident_bytes", itemsResident.map(String.init) ?? "null"),
      ("peak_resident_bytes", peak.map(String.init) ?? "null"),
      ("peak_growth_bytes", growth.map(String.init) ?? "null"),
    ])
    FileHandle.standardError.write(Data((header + "\n").utf8))
    printMatches(index)
  }

  /// Opens an index file and answers the queries from it, reporting what opening cost: the
  /// time to open, to the first query's rows, the anonymous memory added, and the file's
  /// resident mapped pages.
  private func runFromFile(_ path: String) throws(CommandError) {
    let clock = ContinuousClock()
    let (index, anonymous, start, opened) = try IndexCommand.openMeasured(path)
    var buffer = AutofillMatchBuffer()
    if let query = queries.first { _ = rows(for: query, in: index, buffer: &buffer) }
    let firstSuggestion = clock.now
    printMatches(index, buffer: &buffer)
    // Printed after the queries: the memory is measured once they have run.
    let header = JSONText.object([
      ("items", String(index.count)),
      ("open_us", JSONText.number((opened - start).microseconds)),
      ("first_suggestion_us", JSONText.number((firstSuggestion - start).microseconds)),
      ("anon_growth_bytes", Self.growth(ProcessMemory.anonymousBytes, from: anonymous)),
      ("mapped_bytes", ProcessMemory.mappedBytes(of: path).map(String.init) ?? "null"),
    ])
    FileHandle.standardError.write(Data((header + "\n").utf8))
  }

  private static func growth(_ now: Int?, from before: Int?) -> String {
    guard let now, let before else { return "null" }
    return String(now - before)
  }

  /// The rows of a query as the suggestion machine gets them: the results written into a
  /// reused buffer, then each row's item and range.
  private func rows(for query: String, in index: AutofillIndex, buffer: inout AutofillMatchBuffer)
    -> [AutofillMatch]
  {
    index.matches(for: query, options: options, into: &buffer)
    return buffer.map(index.match)
  }

  /// Prints one JSON line per query, each timing the keystroke path (``rows(for:in:buffer:)``)
  /// with one buffer for all.
  private func printMatches(_ index: AutofillIndex) {
    var buffer = AutofillMatchBuffer()
    printMatches(index, buffer: &buffer)
  }

  private func printMatches(_ index: AutofillIndex, buffer: inout AutofillMatchBuffer) {
    let clock = ContinuousClock()
    var output = ""
    for query in queries {
      var matches: [AutofillMatch] = []
      let elapsed = clock.measure { matches = rows(for: query, in: index, buffer: &buffer) }
      // Each match's typos, when typo tolerance is on.
      let typos =
        options.maximumTypos > 0
        ? [("typos", JSONText.array(matches.map { String($0.typos) }))] : []
      output += JSONText.object(
        [
          ("query", JSONText.string(query)),
          ("matches", JSONText.array(matches.map { JSONText.string($0.item.value) })),
        ] + typos + [("elapsed_us", JSONText.number(elapsed.microseconds))])
      output += "\n"
      if output.utf8.count > 1 << 16 {
        FileHandle.standardOutput.write(Data(output.utf8))
        output = ""
      }
    }
    FileHandle.standardOutput.write(Data(output.utf8))
  }
}

extension MatchCommand {
  /// Asks the endpoint once per query, without debounce, and prints the same lines.
  private func runRemote(_ remote: (url: URL, dataset: String, count: Int, skip: Int))
    async throws(CommandError)
  {
    let source = AutofillDataQuerySource(url: remote.url, dataset: remote.dataset)
    let clock = ContinuousClock()
    for query in queries {
      var items: [AutofillItem] = []
      let start = clock.now
      do {
        items = try await source.items(
          for: AutofillQuery(text: query, options: options, count: remote.count, skip: remote.skip))
      } catch {
        throw .remote(AutofillStrings.message(for: error))
      }
      let line = JSONText.object([
        ("query", JSONText.string(query)),
        ("matches", JSONText.array(items.map { JSONText.string($0.value) })),
        ("elapsed_us", JSONText.number((clock.now - start).microseconds)),
      ])
      FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
  }
}

extension Duration {
  var microseconds: Double {
    Double(components.seconds) * 1e6 + Double(components.attoseconds) / 1e12
  }
  var milliseconds: Double { microseconds / 1000 }
}
