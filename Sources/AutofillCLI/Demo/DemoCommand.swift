import AutofillCore
import Foundation

/// `autofill demo`: the control in a terminal, driven by the same completion session as the
/// UIKit field, over the built-in places, corpus files or a `Data.Query` endpoint; with
/// `--trigger`, only the word after a delimiter is completed, and `--inline` shows the rest of
/// the best suggestion after the caret. `--corpus` with `--remote` shows the files' matches at
/// once and the endpoint's under them; `--recent` and `--empty-query` suggest before typing;
/// `--lang` picks the language of the control's texts; `--sections` lists the built-in places
/// under "Cities" and "Countries" (a server's sections always show).
struct DemoCommand {
  /// Where suggestions come from.
  enum Data: Equatable {
    /// The built-in countries and cities (``PlacesDataset``).
    case places
    /// Corpus files, one item per line.
    case corpora([String])
    /// A `Data.Query` endpoint and dataset.
    case remote(URL, dataset: String)
    /// Corpus files answered at once, and an endpoint whose answers go under their matches.
    case merged([String], URL, dataset: String)
  }

  /// Where suggestions come from.
  var data = Data.places
  /// The simulated delay of each answer (`--latency MS`); zero for none.
  var latency = Duration.zero
  /// The simulated chance that an answer fails (`--failure-rate P`).
  var failureRate = 0.0
  /// Seeds the simulated failures (`--seed N`).
  var seed: UInt64 = 2026
  /// The trigger delimiters (`--trigger D`, once per delimiter), in order; empty for
  /// suggestions for the whole line.
  var triggers: [String] = []
  /// Whether inline completion is on (`--inline`).
  var isInlineCompletionOn = false
  /// Whether the line's recent picks show before typing (`--recent`), kept in memory only.
  var showsRecentPicks = false
  /// Whether the source is asked with the empty query before typing (`--empty-query`).
  var asksSourceBeforeTyping = false
  /// The language of the control's texts (`--lang CODE`); `nil` for the user's.
  var language: String?
  /// The most typing mistakes a suggestion may contain (`--typos N`, 0 to 2); Ctrl-Y changes
  /// it while the demo runs.
  var maximumTypos = 0
  /// Whether the message is a multi-line composer whose picks become mentions
  /// (`--composer`); without `--trigger` it uses `@`.
  var isComposer = false
  /// Whether the built-in places are listed under "Cities" and "Countries" (`--sections`).
  var showsSections = false

  /// What `autofill demo --help` prints: the options and the keys.
  static let help = """
    usage: autofill demo [--corpus FILE…] [--remote URL --dataset NAME] [--latency MS]
                         [--failure-rate P] [--seed N] [--trigger D …] [--inline]
                         [--recent] [--empty-query] [--lang en|fr|de|es|ja|ar] [--typos N]
                         [--composer] [--sections]
    The control in a terminal, over 6,456 built-in places unless --corpus or --remote says
    otherwise. --trigger D completes only the word after the delimiter D; --inline shows the
    rest of the best suggestion dimmed; --typos N allows N typing mistakes (0 to 2).
    --sections lists the built-in places under the headers "Cities" and "Countries", the
    section of the best match first (a --remote server's sections always show).
    --composer: a multi-line message (with --trigger @ unless a --trigger is given) in which
    each pick becomes a mention, drawn as a token in reverse video and listed with its item on
    the mentions line. Mentions hold through edits around them; an edit inside one turns it
    back into plain text. Backspace right after a mention selects it whole (drawn in yellow),
    a second Backspace deletes it whole, as chat apps do. Return picks the highlighted row,
    else starts a new line.
    keys: typing, Backspace, Delete edit; ← → Home End (Ctrl-A, Ctrl-E) move the caret;
          ↓ ↑ move the highlight; Return selects it; → accepts the inline completion;
          Escape closes the dropdown; Ctrl-T Ctrl-G Ctrl-B Ctrl-F Ctrl-N Ctrl-O Ctrl-Y
          toggle case, diacritics, wildcards before and after, the limit, the ordering and
          typos; Ctrl-C, Ctrl-D quit.
    """

  /// Reads the arguments after `demo`.
  ///
  /// - Parameter arguments: The arguments.
  /// - Throws: ``CommandError/usage(_:)`` for a wrong argument.
  init(arguments: [String]) throws(CommandError) {
    var reader = ArgumentReader(arguments)
    isInlineCompletionOn = reader.flag("--inline")
    showsRecentPicks = reader.flag("--recent")
    asksSourceBeforeTyping = reader.flag("--empty-query")
    isComposer = reader.flag("--composer")
    showsSections = reader.flag("--sections")
    if let code = try reader.value("--lang") {
      guard AutofillStrings.supportedLanguages.contains(code) else {
        let supported = AutofillStrings.supportedLanguages.joined(separator: ", ")
        throw .usage("--lang takes one of \(supported), not \(code)")
      }
      language = code
    }
    if let typos = try reader.integer("--typos") {
      guard (0...2).contains(typos) else { throw .usage("--typos takes 0, 1 or 2, not \(typos)") }
      maximumTypos = typos
    }
    triggers = try reader.values("--trigger")
    for (position, delimiter) in triggers.enumerated() {
      try Self.check(delimiter)
      guard !triggers[..<position].contains(delimiter) else {
        throw .usage("--trigger \(delimiter) is given twice")
      }
    }
    if isComposer, triggers.isEmpty { triggers = ["@"] }
    let corpora = try reader.values("--corpus")
    if let address = try reader.value("--remote") {
      guard let url = URL(string: address), url.scheme == "http" || url.scheme == "https" else {
        throw .usage("--remote needs an http or https URL, not \(address)")
      }
      guard let dataset = try reader.value("--dataset") else {
        throw .usage("--remote needs --dataset NAME")
      }
      data =
        corpora.isEmpty ? .remote(url, dataset: dataset) : .merged(corpora, url, dataset: dataset)
    } else if !corpora.isEmpty {
      data = .corpora(corpora)
    }
    if showsSections, data != .places {
      throw .usage("--sections sections the built-in places, not --corpus or --remote")
    }
    if let milliseconds = try reader.integer("--latency") {
      guard milliseconds >= 0 else { throw .usage("--latency must not be negative") }
      latency = .milliseconds(milliseconds)
    }
    if let rate = try reader.value("--failure-rate") {
      guard let number = Double(rate), (0...1).contains(number) else {
        throw .usage("--failure-rate takes a number from 0 to 1, not \(rate)")
      }
      failureRate = number
    }
    if let number = try reader.value("--seed") {
      guard let value = UInt64(number) else {
        throw .usage("--seed needs a whole number, not \(number)")
      }
      seed = value
    }
    let extra = try reader.positionals()
    guard extra.isEmpty else { throw .usage("demo takes no arguments: \(extra[0])") }
  }

  /// Whether answers go through the simulated slow, flaky source.
  var isSimulated: Bool { latency > .zero || failureRate > 0 }

  /// Rejects a delimiter that could never start a token: an empty one, or one with whitespace
  /// or a terminator in it (see ``AutofillTokenFinder``).
  private static func check(_ delimiter: String) throws(CommandError) {
    guard !delimiter.isEmpty else { throw .usage("--trigger needs a delimiter, such as @") }
    let finder = AutofillTokenFinder(delimiters: [delimiter])
    guard !delimiter.contains(where: finder.isTerminator) else {
      throw .usage(
        "--trigger \(delimiter) cannot start a word: it contains a space or a terminator")
    }
  }

  /// Runs the demo until the user quits; restores the terminal on every way out.
  ///
  /// - Returns: The exit status: 0 when the user quit, 128 + N after signal N.
  /// - Throws: ``CommandError`` when not run in a terminal, or the data cannot be read.
  @MainActor
  func run() async throws(CommandError) -> Int32 {
    guard Terminal.isInteractive else {
      throw .input(
        "demo needs an interactive terminal, but standard input or output is not a TTY "
          + "(a pipe or a file); run it directly in a terminal")
    }
    let configuration = configuration()
    let completion = AutofillCompletionSession(configuration: configuration)
    let title = try await setUp(completion)
    let terminal = Terminal()
    try terminal.enterRawMode()
    defer { terminal.restore() }
    let session = DemoSession(
      completion: completion, configuration: configuration, title: title,
      write: { terminal.write($0) }, size: { terminal.size }, composer: isComposer)
    if showsRecentPicks { remember(in: completion) }
    let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    terminal.startEvents(continuation)
    defer { session.stop() }
    session.draw(force: true)
    var pause: Task<Void, Never>?
    for await event in events {
      switch event {
      case .input(let bytes):
        pause?.cancel()
        if session.receive(bytes) == .quit { return 0 }
        if session.isWaitingForInput {
          // A lone Escape is told from the start of a sequence by the pause after it.
          pause = Task {
            do { try await Task.sleep(for: .milliseconds(40)) } catch { return }
            continuation.yield(.inputPaused)
          }
        }
      case .inputPaused:
        if session.inputPaused() == .quit { return 0 }
      case .resize:
        session.draw(force: true)
      case .closed:
        return 0
      case .signal(let number):
        return 128 + number
      }
    }
    return 0
  }

  /// Gives the session its source, the same one for the whole line and for every trigger,
  /// and sets the triggers and inline completion; returns the screen's title.
  @MainActor
  private func setUp(_ completion: AutofillCompletionSession) async throws(CommandError)
    -> String
  {
    var title = "autofill demo · "
    let local: AutofillIndex?
    let answers: any AutofillSource
    switch data {
    case .places:
      let items = try PlacesDataset.load(sectioned: showsSections)
      let index = await AutofillIndex.build(items)
      (local, answers) = (index, AutofillIndexSource(index))
      title += "\(items.count.formatted()) places (GeoNames, CC BY 4.0)"
      if showsSections { title += " · cities and countries" }
    case .corpora(let files):
      var items: [AutofillItem] = []
      for file in files { items += try LineFile.corpus(file).map { AutofillItem($0) } }
      let index = await AutofillIndex.build(items)
      (local, answers) = (index, AutofillIndexSource(index))
      title += "\(items.count.formatted()) items"
    case .remote(let url, let dataset):
      (local, answers) = (
        nil, Self.displayableTitles(AutofillDataQuerySource(url: url, dataset: dataset))
      )
      title += "Data.Query \(dataset) at \(url.absoluteString)"
    case .merged(let files, let url, let dataset):
      let items = try Self.corpusItems(files)
      let remote = wrap(AutofillDataQuerySource(url: url, dataset: dataset))
      completion.setIndex(await AutofillIndex.build(items), mergedWith: remote)
      configure(completion, triggerSource: remote)
      title += "\(items.count.formatted()) items + Data.Query \(dataset) at \(url.absoluteString)"
      return title + beforeTypingTitle
    }
    let source = wrap(answers)
    if let local, !isSimulated {
      completion.setIndex(local)
    } else {
      completion.setSource(source)
    }
    configure(completion, triggerSource: source)
    if isSimulated {
      let milliseconds = Int(latency / .milliseconds(1))
      title += " · latency \(milliseconds) ms, failure rate \(failureRate)"
    }
    return title + beforeTypingTitle
  }

  /// The session's settings: the texts' language, the section titles (the demo's own texts,
  /// in English, as a host's would be), and whether the source is asked before typing.
  func configuration() -> AutofillSuggestionMachine.Configuration {
    var configuration = AutofillSuggestionMachine.Configuration()
    var texts = language.map { AutofillStateTexts(language: $0) } ?? AutofillStateTexts()
    if case .merged = data {
      texts.itemsSectionTitle = "From the files"
      texts.sourceSectionTitle = "From the server"
    }
    if showsRecentPicks { texts.beforeTypingSectionTitle = "Recent" }
    configuration.texts = texts
    configuration.asksSourceBeforeTyping = asksSourceBeforeTyping
    configuration.options.maximumTypos = maximumTypos
    return configuration
  }

  /// Keeps the picks of this run, most recent first, and shows them before typing. Nothing
  /// is written anywhere.
  @MainActor
  func remember(in completion: AutofillCompletionSession) {
    var recent = AutofillRecentItems(capacity: 5)
    let previous = completion.onSelect
    completion.onSelect = { [weak completion] item in
      previous?(item)
      recent.record(item)
      completion?.setItemsBeforeTyping(recent.items)
    }
  }

  /// The title's note on suggestions before typing, if any.
  private var beforeTypingTitle: String {
    switch (showsRecentPicks, asksSourceBeforeTyping) {
    case (true, true): " · recent picks and the source before typing"
    case (true, false): " · recent picks before typing"
    case (false, true): " · the source before typing"
    case (false, false): ""
    }
  }

  private static func corpusItems(_ files: [String]) throws(CommandError) -> [AutofillItem] {
    var items: [AutofillItem] = []
    for file in files { items += try LineFile.corpus(file).map { AutofillItem($0) } }
    return items
  }

  /// Sets the session's triggers, one per `--trigger` delimiter, all asking one source, and
  /// its inline completion.
  ///
  /// - Parameters:
  ///   - completion: The session.
  ///   - source: The source every trigger asks: an ``AutofillIndexSource`` answers at once, any
  ///     other source debounced.
  @MainActor
  func configure(
    _ completion: AutofillCompletionSession, triggerSource source: any AutofillSource
  ) {
    completion.setTriggers(triggers.map { AutofillTrigger($0, source: source) })
    completion.isInlineCompletionOn = isInlineCompletionOn
  }

  /// A server's source whose titles, subtitles, sections and entered texts are made
  /// ``AutofillStrings/displayable(_:maximumLength:)``: a title is drawn on the terminal, so
  /// escape sequences in it must not reach it. (The matched part is found in the cleaned title.)
  static func displayableTitles(_ source: some AutofillSource) -> AutofillClosureSource {
    AutofillClosureSource { query in
      try await source.items(for: query).map { item in
        AutofillItem(
          AutofillStrings.displayable(item.value),
          subtitle: item.subtitle.map { AutofillStrings.displayable($0) },
          section: item.section.map { AutofillStrings.displayable($0) },
          enteredText: item.enteredText.map { AutofillStrings.displayable($0) },
          refCon: item.refCon)
      }
    }
  }

  private func wrap(_ source: any AutofillSource) -> any AutofillSource {
    guard isSimulated else { return source }
    return SimulatedSource(base: source, latency: latency, failureRate: failureRate, seed: seed)
  }
}
