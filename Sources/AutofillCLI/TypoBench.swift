import AutofillCore
import Foundation

/// The typo section of `autofill bench --typos N`: latency in each mode with `maximumTypos` N
/// on typing sessions of words with typos and on misses, and the naive baseline.
struct TypoBench {
  let typos: Int
  var rows: [TypoRow] = []
  var naive: [BaselineRow] = []
  /// What the index grew by while answering the typo queries (each order's typo directory and
  /// filter, built on its first typo query), and per item.
  var addedBytes = 0
  var items = 0

  /// The targets for p99, in µs: `nil` where none was set.
  static func target(_ mode: AutofillMatchMode, typos: Int) -> Double? {
    switch (mode, typos) {
    case (.prefix, 1), (.exact, 1), (.prefix, 2): return 1_000
    case (.contains, 2): return 2_000
    case (.exact, 2), (.suffix, 1), (.contains, 1): return 5_000
    default: return nil
    }
  }

  static let modes: [AutofillMatchMode] = [.prefix, .exact, .suffix, .contains]

  init(
    typos: Int, values: [String], index: AutofillIndex, sessions: [String], misses: [String],
    naiveQueries: Int, log: (String) -> Void
  ) {
    self.typos = typos
    items = values.count
    let bytesBefore = index.estimatedByteCount
    let clock = ContinuousClock()
    for mode in Self.modes {
      var options = AutofillMatchOptions(maximumTypos: typos)
      options.mode = mode
      var row = TypoRow(mode: mode)
      var buffer = AutofillMatchBuffer()
      for (kind, list) in [("typing", sessions), ("miss", misses)] {
        for query in list {
          // The array of matches, as a field reads them; the buffer says whether the search
          // stopped at its work budget (untimed).
          row.add(
            kind, clock.measure { _ = index.matches(for: query, options: options) }.microseconds)
          index.matches(for: query, options: options, into: &buffer)
          if !buffer.isComplete { row.partial += 1 }
        }
      }
      rows.append(row)
      log(
        "typos \(typos) \(mode.rawValue): p99 \(format(percentile(row.all, 0.99))) µs, "
          + "\(row.partial) partial")
    }
    addedBytes = index.estimatedByteCount - bytesBefore
    // The baseline on a few long keystrokes of the sessions (eight characters or more, where
    // two typos are allowed, if there are any).
    let long = sessions.filter { $0.count >= 8 }
    let words = (long.isEmpty ? sessions.filter { $0.count >= 4 } : long).prefix(naiveQueries)
    for mode in Self.modes {
      var options = AutofillMatchOptions(maximumCount: -1, maximumTypos: typos)
      options.mode = mode
      naive.append(
        BaselineRow(mode: mode, queries: words, options: options, index: index, log: log) {
          NaiveTypoMatcher.matches(values, $0, options).count
        })
      log("typo baseline \(mode.rawValue): done")
    }
  }

  private var bytesPerItem: Double { Double(addedBytes) / Double(max(items, 1)) }

  var tableLines: [String] {
    var lines = [
      "",
      "typo tolerance, maximumTypos \(typos), default folding, relevance, maximumCount 5: "
        + "typing sessions of words with \(typos) typo(s) and misses (µs)",
      "memory added to the index: \(addedBytes) bytes (\(JSONText.number(bytesPerItem)) bytes/item): "
        + "each order's trie directory and prefix filter, built on its first typo query",
      "mode       queries      p50      p99        max   typing p99   miss p99   target p99  "
        + "partial",
    ]
    for row in rows {
      let target = Self.target(row.mode, typos: typos)
      lines.append(
        row.mode.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
          + String(row.all.count).leftPadded(9) + format(percentile(row.all, 0.5)).leftPadded(9)
          + format(percentile(row.all, 0.99)).leftPadded(9)
          + format(percentile(row.all, 1)).leftPadded(11)
          + format(percentile(row.byKind["typing"] ?? [], 0.99)).leftPadded(13)
          + format(percentile(row.byKind["miss"] ?? [], 0.99)).leftPadded(11)
          + (target.map { format($0) + (percentile(row.all, 0.99) <= $0 ? " met" : " missed") }
          ?? "-").leftPadded(13) + String(row.partial).leftPadded(9))
    }
    lines.append(
      "naive: every value folded and aligned with the query per keystroke (whole words, "
        + "unlimited results)")
    lines.append("mode      naive p50 ms  index p50 µs    speed-up")
    for row in naive {
      lines.append(
        row.mode.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
          + format(percentile(row.naiveMilliseconds, 0.5)).leftPadded(13)
          + format(percentile(row.indexMicroseconds, 0.5)).leftPadded(14)
          + (String(Int(row.ratio)) + "×").leftPadded(12))
    }
    return lines
  }

  var json: String {
    JSONText.object([
      ("maximum_typos", String(typos)),
      ("index_bytes_added", String(addedBytes)),
      ("bytes_per_item_added", JSONText.number(bytesPerItem)),
      (
        "latency",
        JSONText.array(
          rows.map { row in
            let target = Self.target(row.mode, typos: typos)
            return JSONText.object([
              ("mode", JSONText.string(row.mode.rawValue)),
              ("queries", String(row.all.count)),
              ("p50_us", JSONText.number(percentile(row.all, 0.5))),
              ("p99_us", JSONText.number(percentile(row.all, 0.99))),
              ("max_us", JSONText.number(percentile(row.all, 1))),
              ("typing_p99_us", JSONText.number(percentile(row.byKind["typing"] ?? [], 0.99))),
              ("miss_p99_us", JSONText.number(percentile(row.byKind["miss"] ?? [], 0.99))),
              ("partial", String(row.partial)),
              ("target_p99_us", target.map { JSONText.number($0) } ?? "null"),
              (
                "target_met",
                target.map { percentile(row.all, 0.99) <= $0 ? "true" : "false" } ?? "null"
              ),
            ])
          })
      ),
      (
        "naive",
        JSONText.array(
          naive.map { row in
            JSONText.object([
              ("mode", JSONText.string(row.mode.rawValue)),
              ("queries", String(row.naiveMilliseconds.count)),
              ("naive_p50_ms", JSONText.number(percentile(row.naiveMilliseconds, 0.5))),
              ("index_p50_us", JSONText.number(percentile(row.indexMicroseconds, 0.5))),
              ("speedup", JSONText.number(row.ratio, decimals: 0)),
            ])
          })
      ),
    ])
  }
}

/// Latencies of one mode with typos, by query kind.
struct TypoRow {
  let mode: AutofillMatchMode
  private(set) var all: [Double] = []
  private(set) var byKind: [String: [Double]] = [:]
  /// How many searches stopped at the typo budget (their matches with typos partial).
  var partial = 0

  init(mode: AutofillMatchMode) { self.mode = mode }

  mutating func add(_ kind: String, _ microseconds: Double) {
    all.append(microseconds)
    byKind[kind, default: []].append(microseconds)
  }
}
