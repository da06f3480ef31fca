import AutofillCore
import Foundation

/// `autofill index build`: writes an index file (see `AutofillIndex(contentsOf:)`) from corpus
/// files, prepared for the option sets given.
struct IndexCommand {
  var corpora: [String]
  var prepared: [AutofillMatchOptions]
  var output: String

  init(arguments: [String]) throws(CommandError) {
    guard arguments.first == "build" else { throw .usage("expected index build") }
    var reader = ArgumentReader(Array(arguments.dropFirst()))
    corpora = try reader.values("--corpus")
    prepared = []
    for text in try reader.values("--prepare") { prepared.append(try Self.options(text)) }
    let short = try reader.value("-o")
    let long = try reader.value("--output")
    guard let output = short ?? long else {
      throw .usage("index build needs -o FILE")
    }
    self.output = output
    try LineFile.requireStandardInputOnce(corpora)
    let extra = try reader.positionals()
    guard extra.isEmpty else { throw .usage("index build takes no arguments: \(extra[0])") }
    guard !corpora.isEmpty else { throw .usage("index build needs at least one --corpus FILE") }
  }

  /// Options from a comma-separated list: a mode (exact, prefix, suffix, contains),
  /// case-sensitive, diacritic-sensitive, width-sensitive, source (ordering), typos=N.
  static func options(_ text: String) throws(CommandError) -> AutofillMatchOptions {
    var options = AutofillMatchOptions()
    for word in text.split(separator: ",") {
      switch word {
      case "exact", "prefix", "suffix", "contains":
        options.mode = AutofillMatchMode(rawValue: String(word)) ?? .prefix
      case "case-sensitive": options.isCaseSensitive = true
      case "diacritic-sensitive": options.isDiacriticSensitive = true
      case "width-sensitive": options.isWidthSensitive = true
      case "source": options.ordering = .source
      case "relevance": options.ordering = .relevance
      case "typos=0", "typos=1", "typos=2":
        options.maximumTypos = Int(String(word.last ?? "0")) ?? 0
      default:
        throw .usage(
          "--prepare takes a comma-separated list of exact, prefix, suffix, contains, "
            + "case-sensitive, diacritic-sensitive, width-sensitive, source, typos=N; not \(word)")
      }
    }
    return options
  }

  func run() throws(CommandError) {
    var items: [AutofillItem] = []
    for corpus in corpora { items += try Self.items(corpus) }
    let index = AutofillIndex(items, preparing: prepared.first ?? .init())
    do {
      try index.write(to: URL(fileURLWithPath: output), preparing: prepared)
    } catch {
      throw .input("\(error)")
    }
  }

  /// The index file at `path`, opened; a file it refuses is an input error that says why.
  static func open(_ path: String) throws(CommandError) -> AutofillIndex {
    do {
      return try AutofillIndex(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .input("\(path): \(error)")
    }
  }

  /// The index file at `path` opened as ``open(_:)`` opens it, with what opening is measured
  /// from: the anonymous memory before (freed memory released first, so that the growth is
  /// the index's) and the clock's instants before and after opening.
  static func openMeasured(_ path: String) throws(CommandError) -> (
    index: AutofillIndex, anonymousBefore: Int?, start: ContinuousClock.Instant,
    opened: ContinuousClock.Instant
  ) {
    let clock = ContinuousClock()
    ProcessMemory.releaseFreedMemory()
    let anonymousBefore = ProcessMemory.anonymousBytes
    let start = clock.now
    let index = try open(path)
    return (index, anonymousBefore, start, clock.now)
  }

  /// A corpus's items: a JSON array of objects (`value`, and optional `subtitle`, `section`
  /// and `id`, a whole number or a string) when the path ends in `.json`, else one value per
  /// non-empty line.
  static func items(_ path: String) throws(CommandError) -> [AutofillItem] {
    guard path.hasSuffix(".json") else { return try LineFile.corpus(path).map { AutofillItem($0) } }
    do {
      return try JSONDecoder().decode([JSONItem].self, from: LineFile.bytes(path)).map(\.item)
    } catch let error as CommandError {
      throw error
    } catch {
      throw .input("\(path) is not a JSON array of items: \(error)")
    }
  }

  private struct JSONItem: Decodable {
    var value: String
    var subtitle: String?
    var section: String?
    var id: ID?

    enum ID: Decodable {
      case number(Int)
      case text(String)

      init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
          self = .number(number)
        } else {
          self = .text(try container.decode(String.self))
        }
      }
    }

    var item: AutofillItem {
      let refCon: (any Sendable)? =
        switch id {
        case .number(let number): number
        case .text(let text): text
        case nil: nil
        }
      return AutofillItem(value, subtitle: subtitle, section: section, refCon: refCon)
    }
  }
}
