import AutofillCore
import Foundation

/// `autofill bench --index FILE`: what opening an index file costs against building the index
/// from the same items in memory, and their lookups on the same typical queries.
struct IndexFileBench {
  var path: String
  var seed: UInt64
  var sessions: Int

  func run() throws(CommandError) {
    let clock = ContinuousClock()
    let queries = try typingQueries()
    let (file, anonymousBefore, start, opened) = try IndexCommand.openMeasured(path)
    guard file.count > 0 else { throw .input("\(path) holds no items") }
    let middle = String(file.item(at: file.count / 2).value.prefix(1))
    var buffer = AutofillMatchBuffer()
    Self.rows(for: middle, in: file, buffer: &buffer)
    let firstSuggestion = clock.now
    for query in queries { Self.rows(for: query, in: file, buffer: &buffer) }
    let anonymousGrowth = ProcessMemory.anonymousBytes.flatMap { now in
      anonymousBefore.map { now - $0 }
    }
    let mapped = ProcessMemory.mappedBytes(of: path)

    // The same items built in memory, as a field handed the list would (the items made
    // first: they are the host's, not the index's).
    let items = (0..<file.count).map(file.item(at:))
    ProcessMemory.releaseFreedMemory()
    let beforeBuild = ProcessMemory.anonymousBytes
    let buildStart = clock.now
    let built = AutofillIndex(items)
    Self.rows(for: middle, in: built, buffer: &buffer)
    let builtFirst = clock.now
    for query in queries { Self.rows(for: query, in: built, buffer: &buffer) }
    let builtGrowth = ProcessMemory.anonymousBytes.flatMap { now in beforeBuild.map { now - $0 } }

    // Lookups in turns, the first rotating, so that both see the same cache state. The turns
    // are taken twice and timed the second time: before the first, the file's rows and
    // structures were last read before the items were made and the index built (which pass
    // through far more memory than the caches hold), the built index's just now, so the first
    // would time the file from memory and the built index from cache.
    var fileTimes: [Double] = []
    var builtTimes: [Double] = []
    for isTimed in [false, true] {
      for (number, query) in queries.enumerated() {
        for turn in 0..<2 {
          let fromFile = (number + turn) % 2 == 0
          let elapsed = clock.measure {
            Self.rows(for: query, in: fromFile ? file : built, buffer: &buffer)
          }.microseconds
          guard isTimed else { continue }
          if fromFile { fileTimes.append(elapsed) } else { builtTimes.append(elapsed) }
        }
      }
    }
    func number(_ value: Int?) -> String { value.map(String.init) ?? "null" }
    print(
      JSONText.object([
        ("items", String(file.count)), ("queries", String(queries.count)),
        ("open_us", JSONText.number((opened - start).microseconds)),
        ("first_suggestion_us", JSONText.number((firstSuggestion - start).microseconds)),
        ("anon_growth_bytes", number(anonymousGrowth)), ("mapped_bytes", number(mapped)),
        ("built_first_suggestion_us", JSONText.number((builtFirst - buildStart).microseconds)),
        ("built_anon_growth_bytes", number(builtGrowth)),
        ("file_p50_us", JSONText.number(percentile(fileTimes, 0.5))),
        ("file_p99_us", JSONText.number(percentile(fileTimes, 0.99))),
        ("built_p50_us", JSONText.number(percentile(builtTimes, 0.5))),
        ("built_p99_us", JSONText.number(percentile(builtTimes, 0.99))),
      ]))
  }

  /// The keystroke path: results into a reused buffer, then each row's item and range.
  /// The 1,000 typing queries, made before anything is measured from an index of their own,
  /// then dropped: the generator looks for misses with "contains" queries, which build
  /// structures (about 21 MB on 1.37 M words) that the typing queries never read, and which
  /// freed later, after the file's measurement, slowed the built index's lookups.
  private func typingQueries() throws(CommandError) -> [String] {
    let probe = try IndexCommand.open(path)
    // Read row by row, so that the index does not make and keep its `items`.
    let values = (0..<probe.count).map { probe.item(at: $0).value }
    var generator = BenchGenerator(seed: seed)
    return Array(
      generator.queries(values: values, sessions: sessions, index: probe).typing.prefix(1_000))
  }

  private static func rows(
    for query: String, in index: AutofillIndex, buffer: inout AutofillMatchBuffer
  ) {
    index.matches(for: query, into: &buffer)
    for element in buffer { _ = index.match(element) }
  }
}
