import AutofillCore
import Foundation

/// `autofill bench --worst-case`: an adversarial query set (repeated letters and patterns up
/// to 1,000 characters, ß and ligatures that expand, combining marks, long near misses, one- to
/// three-character suffix and contains queries) in every option combination, reporting the
/// slowest lookups and the largest.
///
/// The point is the worst single keystroke, not a percentile: static items are matched
/// synchronously on each keystroke.
struct WorstCaseBench {
  /// One lookup: a query in one option combination, and its time (the smallest of the runs):
  /// wall-clock, and the thread's CPU time (which leaves out the time the thread waited for a
  /// core: on a loaded machine, the figure to read).
  struct Lookup {
    let query: String
    let options: AutofillMatchOptions
    var microseconds: Double
    var cpuMicroseconds: Double
    var count: Int
    var isComplete: Bool
  }

  /// The adversarial queries.
  static var queries: [String] {
    var queries: [String] = []
    func repeated(_ unit: String, _ counts: [Int]) {
      for count in counts {
        // Up to 1,000 characters in all.
        let times = min(count, max(1, 1_000 / max(unit.count, 1)))
        queries.append(String(repeating: unit, count: times))
      }
    }
    let counts = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 16, 24, 32, 64, 1_000]
    repeated("s", counts)
    repeated("e", counts)
    repeated("a", [4, 8, 12, 1_000])
    repeated("ß", [1, 2, 3, 4, 6, 8, 500, 1_000])
    repeated("ﬃ", [1, 2, 4, 8, 1_000])
    repeated("ﬂ", [1, 4, 1_000])
    repeated("anti", [1, 2, 3, 4, 5, 8, 250])
    repeated("ssi", [2, 3, 4, 8, 333])
    repeated("ent", [2, 3, 4, 333])
    repeated("ab", [4, 8, 500])
    repeated("ｓ", [4, 8, 1_000])
    repeated("e\u{301}", [1, 4, 8, 500])
    repeated("\u{301}", [1, 4, 1_000])
    repeated("a\u{301}\u{308}", [4, 333])
    repeated("ж", [4, 8, 1_000])
    queries += [
      "en", "ent", "er", "es", "ng", "ing", "ion", "ss", "ns", "te", "ie", "sch", "ung", "n", "t",
      "aufreiß", "aufreiss", "Aufreiß", "straße", "Straße", "STRASSE", "weiß", "groß", "Fuß",
      "ﬂeur", "ﬁn", "ﬁnal", "oﬃce", "œuvre", "Æther", "FORESTO", "herans", "ialisi",
      "antidisestablishmentarianizm", "antidisestablishmentarianism",
      "Donaudampfschiffahrtsgesellschaft", "Donaudampfschifffahrtsgesellschaftskapitän",
      "pneumonoultramicroscopicsilicovolcanoconiosos", "Rindfleischetikettierungsüberwachungs",
      "abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz",
      String(repeating: "abcdefghijklmnopqrstuvwxyz", count: 38),
      String(repeating: "internationalisation ", count: 47),
    ]
    return queries
  }

  /// Every combination of the four modes, case and diacritic sensitivity, both orderings,
  /// `maximumCount` 5 and 1,000, and 0 to 2 typos.
  static var optionCombinations: [AutofillMatchOptions] {
    var all: [AutofillMatchOptions] = []
    for typos in 0...2 {
      for mode in AutofillMatchMode.allCases {
        for folding in 0..<4 {
          for ordering in AutofillMatchOptions.Ordering.allCases {
            for count in [5, 1_000] {
              var options = AutofillMatchOptions(
                isCaseSensitive: folding & 1 != 0, isDiacriticSensitive: folding & 2 != 0,
                maximumCount: count, ordering: ordering, maximumTypos: typos)
              options.mode = mode
              all.append(options)
            }
          }
        }
      }
    }
    return all
  }

  /// A short description of options, for the report.
  static func describe(_ options: AutofillMatchOptions) -> String {
    var parts = [options.mode.rawValue, options.ordering.rawValue, "max \(options.maximumCount)"]
    parts.append("typos \(options.maximumTypos)")
    if options.isCaseSensitive { parts.append("case-sensitive") }
    if options.isDiacriticSensitive { parts.append("diacritic-sensitive") }
    return parts.joined(separator: ", ")
  }

  private(set) var lookups: [Lookup] = []
  let queries: [String]
  let runs: Int

  /// Prepares every combination, then times each query in each, `runs` times, keeping the
  /// smallest time of each lookup (the others include interruptions by other work).
  init(index: AutofillIndex, queries: [String], runs: Int, log: (String) -> Void) {
    self.runs = runs
    let clock = ContinuousClock()
    self.queries = queries
    let combinations = Self.optionCombinations
    let build = clock.measure {
      for options in combinations { _ = index.matches(for: "prepare", options: options) }
    }
    log("every combination prepared: \(format(build.milliseconds)) ms")
    lookups = Self.time(index: index, queries: queries, combinations: combinations, runs: runs)
    lookups.sort { $0.microseconds > $1.microseconds }
  }

  /// The timed lookups, apart (never inlined) so that a profiler can count them alone:
  /// `valgrind --tool=callgrind --toggle-collect='*WorstCaseBench*time*'`.
  @inline(never)
  private static func time(
    index: AutofillIndex, queries: [String], combinations: [AutofillMatchOptions], runs: Int
  ) -> [Lookup] {
    let clock = ContinuousClock()
    var lookups: [Lookup] = []
    var buffer = AutofillMatchBuffer()
    for options in combinations {
      for query in queries {
        var best = Double.infinity
        var bestCPU = Double.infinity
        for _ in 0..<runs {
          let cpuStart = threadCPUMicroseconds()
          let elapsed = clock.measure { index.matches(for: query, options: options, into: &buffer) }
          bestCPU = min(bestCPU, threadCPUMicroseconds() - cpuStart)
          best = min(best, elapsed.microseconds)
        }
        lookups.append(
          Lookup(
            query: query, options: options, microseconds: best, cpuMicroseconds: bestCPU,
            count: buffer.count, isComplete: buffer.isComplete))
      }
    }
    return lookups
  }

  /// The calling thread's CPU time.
  private static func threadCPUMicroseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) / 1e3
  }

  /// The slowest lookup's time, in µs.
  var maximum: Double { lookups.first?.microseconds ?? 0 }

  /// The largest CPU time of a lookup, in µs.
  var maximumCPU: Double { lookups.map(\.cpuMicroseconds).max() ?? 0 }

  static func shown(_ query: String) -> String {
    let characters = query.count
    guard characters > 24 else { return query.debugDescription }
    return String(query.prefix(16)).debugDescription + "… (\(characters) characters)"
  }

  func table(slowest: Int) -> String {
    let partial = lookups.filter { !$0.isComplete }.count
    var lines = [
      "worst case: \(lookups.count) lookups (\(queries.count) adversarial queries × "
        + "\(Self.optionCombinations.count) option combinations), smallest of \(runs) run(s) each",
      "slowest: \(format(maximum)) µs (largest CPU time \(format(maximumCPU)) µs); partial "
        + "results (typo search stopped at its budget): \(partial)",
      "   time µs    CPU µs  results  complete  query  (options)",
    ]
    for lookup in lookups.prefix(slowest) {
      lines.append(
        format(lookup.microseconds).leftPadded(10) + format(lookup.cpuMicroseconds).leftPadded(10)
          + String(lookup.count).leftPadded(9)
          + (lookup.isComplete ? "yes" : "no").leftPadded(10) + "  " + Self.shown(lookup.query)
          + "  (" + Self.describe(lookup.options) + ")")
    }
    return lines.joined(separator: "\n")
  }

  func json(slowest: Int) -> String {
    JSONText.object([
      ("lookups", String(lookups.count)),
      ("queries", String(queries.count)),
      ("option_combinations", String(Self.optionCombinations.count)),
      ("runs", String(runs)),
      ("max_us", JSONText.number(maximum)),
      ("max_cpu_us", JSONText.number(maximumCPU)),
      ("partial", String(lookups.filter { !$0.isComplete }.count)),
      (
        "slowest",
        JSONText.array(
          lookups.prefix(slowest).map { lookup in
            JSONText.object([
              ("query", JSONText.string(Self.shown(lookup.query))),
              ("characters", String(lookup.query.count)),
              ("options", JSONText.string(Self.describe(lookup.options))),
              ("us", JSONText.number(lookup.microseconds)),
              ("cpu_us", JSONText.number(lookup.cpuMicroseconds)),
              ("results", String(lookup.count)),
              ("complete", lookup.isComplete ? "true" : "false"),
            ])
          })
      ),
    ])
  }
}

extension String {
  func leftPadded(_ width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
