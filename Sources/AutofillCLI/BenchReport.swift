import AutofillCore
import Foundation

/// What `autofill bench` prints: a table for people, or JSON with `--json`.
struct Report {
  let items: Int
  let buildMilliseconds: [Double]
  /// The first build plus the first query after it.
  let firstSuggestionMilliseconds: Double
  /// Building the other seven foldings' tables on first use, one after another.
  let otherFoldingsMilliseconds: Double
  /// `index_bytes` once every folding is built.
  let allFoldingsBytes: Int
  let memory: MemoryFigures
  let allModes: AllModesFigures
  let rows: [Row]
  let baseline: [BaselineRow]
  let lookupBaseline: [LookupBaselineRow]
  let sqlite: SQLiteFigures
  /// The typo section, with `--typos N`.
  let typos: TypoBench?
  let seed: UInt64

  private static let foldingNames = [
    "insensitive", "case", "diacritics", "case+diacritics", "width", "case+width",
    "diacritics+width", "case+diacritics+width",
  ]

  var table: String {
    var lines: [String] = []
    let build = buildMilliseconds.map(format).joined(separator: ", ")
    lines.append("items: \(items)")
    lines.append(
      "index build: median \(format(percentile(buildMilliseconds, 0.5))) ms (runs: \(build) ms)")
    lines.append(
      "first suggestion (first build + first query): \(format(firstSuggestionMilliseconds)) ms")
    lines.append(
      "index memory (default options): index_bytes \(memory.indexBytes) (\(perItem(memory.indexBytes)) bytes/item, "
        + "\(times(memory.indexBytes)) the corpus of \(memory.corpusBytes) bytes)")
    if let growth = memory.indexResident {
      lines.append(
        "resident growth over the items alone, one index for the default options: \(growth) bytes "
          + "(\(perItem(growth)) bytes/item, \(times(growth)) the corpus)")
    }
    if let peak = memory.buildPeak, let items = memory.itemsResident {
      lines.append(
        "peak resident: \(peak) bytes after the first build, \(peak - items) over the items' "
          + "\(items) (\(perItem(peak - items)) bytes/item)")
    }
    lines.append(
      "every mode in the default folding (suffix and contains structures built on first use): "
        + "\(format(allModes.milliseconds)) ms; index_bytes \(allModes.indexBytes) "
        + "(\(perItem(allModes.indexBytes)) bytes/item)"
        + (allModes.resident.map { "; resident growth \(perItem($0)) bytes/item" } ?? "")
        + (allModes.peak.map { "; peak growth \(perItem($0)) bytes/item" } ?? ""))
    lines.append(
      "other foldings, every mode, built on first use: \(format(otherFoldingsMilliseconds)) ms; "
        + "index_bytes with all built: \(allFoldingsBytes) (\(perItem(allFoldingsBytes)) bytes/item)"
    )
    lines.append("")
    lines.append(
      "latency per query in µs, maximumCount 5; each row: 8 foldings × "
        + "typing/substring/short/expanding/miss; worst p99: the folding whose own p99 is highest")
    lines.append(
      pad("mode", 9) + pad("ordering", 10) + pad("queries", 9, right: true)
        + pad("p50", 9, right: true) + pad("p99", 9, right: true) + pad("max", 10, right: true)
        + pad("worst p99", 11, right: true) + "  in folding")
    for row in rows {
      let worst = row.worstCombination
      lines.append(
        pad(row.mode.rawValue, 9) + pad(row.ordering.rawValue, 10)
          + pad(String(row.all.count), 9, right: true)
          + pad(format(percentile(row.all, 0.5)), 9, right: true)
          + pad(format(percentile(row.all, 0.99)), 9, right: true)
          + pad(format(percentile(row.all, 1)), 10, right: true)
          + pad(format(worst.p99), 11, right: true) + "  " + Self.foldingNames[worst.folding])
    }
    let all = rows.flatMap(\.all)
    lines.append(
      "all: \(all.count) queries, p50 \(format(percentile(all, 0.5))) µs, "
        + "p99 \(format(percentile(all, 0.99))) µs, max \(format(percentile(all, 1))) µs")
    lines.append("")
    lines.append(
      "queries that match nothing, default folding: scans of every value per keystroke vs index "
        + "(range(of:options:): Foundation folds each value each time; pre-folded: values "
        + "folded once, ==/hasPrefix/hasSuffix/byte search on them)")
    lines.append(
      pad("mode", 9) + pad("range(of:) ms", 15, right: true)
        + pad("pre-folded ms", 15, right: true) + pad("index µs", 10, right: true)
        + pad("vs range(of:)", 15, right: true) + pad("vs pre-folded", 15, right: true))
    for row in baseline {
      lines.append(
        pad(row.mode.rawValue, 9)
          + pad(format(percentile(row.naiveMilliseconds, 0.5)), 15, right: true)
          + pad(
            row.prefoldedMilliseconds.map { format(percentile($0, 0.5)) } ?? "-", 15, right: true)
          + pad(format(percentile(row.indexMicroseconds, 0.5)), 10, right: true)
          + pad(String(Int(row.ratio)) + "×", 15, right: true)
          + pad(row.prefoldedRatio.map { String(Int($0)) + "×" } ?? "-", 15, right: true))
    }
    lines.append("")
    lines.append(
      "the same queries in exact and prefix mode, default folding, in turns (µs, p50 / p99): "
        + "index → array (items and ranges), index → reused buffer, binary search over the "
        + "index's own keys sorted, SQLite B-tree over the same keys")
    if let skipped = sqlite.skipped {
      lines.append("SQLite: skipped (\(skipped))")
    } else if let version = sqlite.version, let build = sqlite.buildMilliseconds,
      let bytes = sqlite.memoryBytes
    {
      lines.append(
        "SQLite \(version), in memory: built in \(format(build)) ms, \(bytes) bytes "
          + "(\(perItem(bytes)) bytes/item)"
          + (sqlite.peakMemoryBytes.map { ", peak \(perItem($0)) bytes/item" } ?? ""))
    }
    lines.append(
      pad("mode", 9) + pad("queries", 9, right: true) + pad("index array", 17, right: true)
        + pad("index buffer", 17, right: true) + pad("sorted keys", 17, right: true)
        + pad("SQLite B-tree", 17, right: true))
    func both(_ samples: [Double]?) -> String {
      guard let samples else { return "-" }
      return format(percentile(samples, 0.5)) + " / " + format(percentile(samples, 0.99))
    }
    for row in lookupBaseline {
      lines.append(
        pad(row.mode.rawValue, 9) + pad(String(row.index.count), 9, right: true)
          + pad(both(row.index), 17, right: true) + pad(both(row.indexBuffer), 17, right: true)
          + pad(both(row.sorted), 17, right: true) + pad(both(row.sqlite), 17, right: true))
    }
    lines += typos?.tableLines ?? []
    lines.append("seed: \(seed)")
    return lines.joined(separator: "\n")
  }

  var json: String {
    let rowObjects = rows.map { row in
      JSONText.object(
        [
          ("mode", JSONText.string(row.mode.rawValue)),
          ("ordering", JSONText.string(row.ordering.rawValue)),
          ("queries", String(row.all.count)),
          ("p50_us", JSONText.number(percentile(row.all, 0.5))),
          ("p99_us", JSONText.number(percentile(row.all, 0.99))),
          ("max_us", JSONText.number(percentile(row.all, 1))),
          ("worst_combination_p99_us", JSONText.number(row.worstCombination.p99)),
          (
            "worst_combination_folding",
            JSONText.string(Self.foldingNames[row.worstCombination.folding])
          ),
        ]
          + row.byKind.keys.sorted().map { kind in
            (
              "\(kind)_p99_us", JSONText.number(percentile(row.byKind[kind] ?? [], 0.99))
            )
          })
    }
    let baselineObjects = baseline.map { row in
      JSONText.object([
        ("mode", JSONText.string(row.mode.rawValue)),
        ("range_of_scan_p50_ms", JSONText.number(percentile(row.naiveMilliseconds, 0.5))),
        (
          "prefolded_scan_p50_ms",
          row.prefoldedMilliseconds.map { JSONText.number(percentile($0, 0.5)) } ?? "null"
        ),
        ("index_p50_us", JSONText.number(percentile(row.indexMicroseconds, 0.5))),
        ("speedup_vs_range_of", JSONText.number(row.ratio, decimals: 0)),
        (
          "speedup_vs_prefolded",
          row.prefoldedRatio.map { JSONText.number($0, decimals: 0) } ?? "null"
        ),
      ])
    }
    func percentiles(_ name: String, _ samples: [Double]?) -> [(String, String)] {
      [
        ("\(name)_p50_us", samples.map { JSONText.number(percentile($0, 0.5)) } ?? "null"),
        ("\(name)_p99_us", samples.map { JSONText.number(percentile($0, 0.99)) } ?? "null"),
      ]
    }
    let lookupObjects = lookupBaseline.map { row in
      JSONText.object(
        [("mode", JSONText.string(row.mode.rawValue)), ("queries", String(row.index.count))]
          + percentiles("index", row.index) + percentiles("index_buffer", row.indexBuffer)
          + percentiles("sorted_keys", row.sorted) + percentiles("sqlite_btree", row.sqlite))
    }
    let sqliteObject = JSONText.object([
      ("version", sqlite.version.map(JSONText.string) ?? "null"),
      ("build_ms", sqlite.buildMilliseconds.map { JSONText.number($0) } ?? "null"),
      ("memory_bytes", sqlite.memoryBytes.map(String.init) ?? "null"),
      ("peak_memory_bytes", sqlite.peakMemoryBytes.map(String.init) ?? "null"),
      ("skipped", sqlite.skipped.map(JSONText.string) ?? "null"),
    ])
    var fields: [(String, String)] = [
      ("items", String(items)),
      ("index_build_ms", JSONText.array(buildMilliseconds.map { JSONText.number($0) })),
      ("first_suggestion_ms", JSONText.number(firstSuggestionMilliseconds)),
      ("other_foldings_build_ms", JSONText.number(otherFoldingsMilliseconds)),
      ("index_bytes", String(memory.indexBytes)),
      ("all_foldings_index_bytes", String(allFoldingsBytes)),
      ("bytes_per_item", JSONText.number(Double(memory.indexBytes) / Double(max(items, 1)))),
      ("corpus_bytes", String(memory.corpusBytes)),
      ("items_resident_bytes", memory.itemsResident.map(String.init) ?? "null"),
      ("index_resident_bytes", memory.indexResident.map(String.init) ?? "null"),
      ("build_peak_resident_bytes", memory.buildPeak.map(String.init) ?? "null"),
      ("all_modes_build_ms", JSONText.number(allModes.milliseconds)),
      ("all_modes_index_bytes", String(allModes.indexBytes)),
      ("all_modes_resident_growth_bytes", allModes.resident.map(String.init) ?? "null"),
      ("all_modes_peak_growth_bytes", allModes.peak.map(String.init) ?? "null"),
      ("latency", JSONText.array(rowObjects)),
      ("baseline_misses", JSONText.array(baselineObjects)),
      ("lookup_baselines", JSONText.array(lookupObjects)),
      ("sqlite", sqliteObject),
    ]
    if let typos { fields.append(("typos", typos.json)) }
    fields.append(("seed", String(seed)))
    return JSONText.object(fields)
  }

  private func perItem(_ bytes: Int) -> String {
    format(Double(bytes) / Double(max(items, 1)))
  }

  private func times(_ bytes: Int) -> String {
    JSONText.number(Double(bytes) / Double(max(memory.corpusBytes, 1)), decimals: 2) + "×"
  }

  private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
  }
}
