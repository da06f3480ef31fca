import Foundation

/// The suggestion logic of a field as a value: events in, the state to show and the effects to
/// perform out. It never sleeps, fetches or touches UIKit; a driver performs its effects
/// (timers, fetches, announcements, setting the text) and feeds the outcomes back as events, so
/// every rule is tested with virtual time.
///
/// ## Transitions
///
/// States are what the dropdown shows (``AutofillDropdownState``). "Queryable" means editing,
/// enabled, not secure, a source set, and text of at least
/// ``Configuration/minimumQueryLength`` characters that is not only whitespace. Every text
/// change starts a new generation; a timer or answer from an older generation is ignored.
///
/// | event | from | to | effects |
/// |---|---|---|---|
/// | begin editing / text changed, not queryable | any | hidden | cancel fetch (if one runs) |
/// | text changed to the text just selected | any | hidden | — |
/// | text changed, static items, matches | any | results | announce later |
/// | text changed, static items, no match | any | hidden | — |
/// | text changed, dynamic, answer cached | any | results / no matches | announce later |
/// | text changed, dynamic, not cached | any | hidden | cancel fetch; debounce (or fetch at once if the debounce is zero) |
/// | debounce elapsed (current) | hidden | hidden | fetch page 1; loading indicator later |
/// | loading delay elapsed (current, page 1 pending) | hidden | loading | announce "Loading suggestions" |
/// | answer, current, items | hidden, loading | results | cache; announce later |
/// | answer, current, empty | hidden, loading | no matches | cache; announce later |
/// | answer, current, error | hidden, loading | failed | announce the message |
/// | next page answer, current | results | results (rows appended) | cache |
/// | next page error, current | results | results (paging stops) | — |
/// | answer, stale | any | unchanged | — |
/// | move highlight | results | results (row moved) | announce "VALUE, n of m"; next page if the last row of a full page is reached |
/// | move highlight | other | unchanged | — |
/// | reach end of rows | results, more pages | results | fetch next page |
/// | select highlighted / select row | results | hidden | set text to the item's value |
/// | select highlighted, none highlighted | any | unchanged | — (the caller keeps Return's usual meaning) |
/// | dismiss | any | hidden | cancel fetch |
/// | end editing, disable, secure entry | any | hidden | cancel fetch |
/// | source or options replaced | any | as for text changed | cache cleared |
/// | announcement delay elapsed (current) | results / no matches | unchanged | announce "N suggestions available" / "No matches found" |
///
/// Highlight movement follows the WAI-ARIA combobox pattern: Down from no highlight goes to the
/// first row, Up to the last; Down from the last row wraps to the first and Up from the first
/// to the last, except that Down on the last row of a list with more pages to load stays and
/// loads the next page.
public struct AutofillSuggestionMachine: Sendable {
  /// Timing, paging and matching settings.
  public struct Configuration: Sendable {
    /// How items are matched, and how many the static source returns.
    public var options = AutofillMatchOptions()
    /// How long typing must pause before a dynamic source is asked. Default 250 ms; zero asks
    /// at once.
    public var debounce: Duration = .milliseconds(250)
    /// How long a first page may take before the loading row shows. Default 150 ms.
    public var loadingDelay: Duration = .milliseconds(150)
    /// How long results must stay before VoiceOver announces their count. Default 500 ms.
    public var announcementDelay: Duration = .milliseconds(500)
    /// The fewest characters that start a query. Default 1.
    public var minimumQueryLength = 1
    /// Items asked of a dynamic source per page. Default 15.
    public var pageSize = 15
    /// Texts whose answers are kept, so backspacing shows them at once. Default 32.
    public var cacheCapacity = 32
    /// The titles and subtitles of the loading, no-matches and failed rows.
    public var texts = AutofillStateTexts()

    /// Creates the default configuration.
    public init() {}
  }

  /// Where suggestions come from.
  public enum Source: Sendable {
    /// No source: nothing is suggested.
    case none
    /// A static list, answered synchronously from its index, without debounce.
    case items(AutofillIndex)
    /// An asynchronous source: the machine emits ``Effect/fetch(_:)`` and waits for
    /// ``AutofillSuggestionMachine/receive(_:for:)``.
    case dynamic
  }

  /// Work for the driver.
  public enum Effect: Sendable, Equatable {
    /// Call ``AutofillSuggestionMachine/debounceElapsed(generation:)`` after the delay.
    case scheduleDebounce(generation: Int, after: Duration)
    /// Ask the source, then call ``AutofillSuggestionMachine/receive(_:for:)``.
    case fetch(AutofillRequest)
    /// Cancel every fetch in flight (its answer would be ignored anyway).
    case cancelFetches
    /// Call ``AutofillSuggestionMachine/loadingDelayElapsed(generation:)`` after the delay.
    case scheduleLoadingIndicator(generation: Int, after: Duration)
    /// Call ``AutofillSuggestionMachine/announcementDelayElapsed(generation:)`` after the delay.
    case scheduleAnnouncement(generation: Int, after: Duration)
    /// Post this text to VoiceOver.
    case announce(String)
    /// Replace the field's text (a selection).
    case setText(String)
  }

  /// A highlight movement.
  public enum Direction: Sendable {
    /// Toward the end of the list.
    case down
    /// Toward the start of the list.
    case up
  }

  /// What the dropdown shows.
  public private(set) var state: AutofillDropdownState = .hidden
  /// The field's text as last reported.
  public private(set) var text = ""
  /// The current generation: it grows with every change that makes pending answers stale.
  public private(set) var generation = 0
  /// The settings in use.
  public private(set) var configuration: Configuration
  /// Whether suggestions are on (autofill on and the field not secure).
  public var isEnabled: Bool { isAutofillOn && !isSecureEntry }

  private var source: Source
  private var isEditing = false
  private var isAutofillOn = true
  private var isSecureEntry = false
  private var isDebouncing = false
  private var inFlight: AutofillRequest?
  private var loaded: [AutofillItem] = []
  private var isComplete = true
  private var selectedText: String?
  private var cache: RecentAnswers

  /// Creates a machine.
  ///
  /// - Parameters:
  ///   - source: Where suggestions come from.
  ///   - configuration: Timing, paging and matching settings.
  public init(source: Source = .none, configuration: Configuration = .init()) {
    self.source = source
    self.configuration = configuration
    cache = RecentAnswers(capacity: configuration.cacheCapacity)
  }

  // MARK: Events from the field

  /// The field became first responder with `text`.
  public mutating func beginEditing(text: String) -> [Effect] {
    isEditing = true
    selectedText = nil
    return refresh(text)
  }

  /// The field stopped editing: hide and stop.
  public mutating func endEditing() -> [Effect] {
    isEditing = false
    return refresh(text)
  }

  /// The user changed the text.
  public mutating func changeText(_ newText: String) -> [Effect] {
    if let selected = selectedText, selected == newText {
      // The field reporting the value just selected: stay closed.
      selectedText = nil
      text = newText
      return stop()
    }
    selectedText = nil
    return refresh(newText)
  }

  /// Turns suggestions on or off (`isAutoFillOn`). Off: hidden, and no text leaves.
  public mutating func setAutofillOn(_ isOn: Bool) -> [Effect] {
    isAutofillOn = isOn
    return refresh(text)
  }

  /// Tells whether the field is a secure-entry field: then nothing is suggested or sent.
  public mutating func setSecureEntry(_ isSecure: Bool) -> [Effect] {
    isSecureEntry = isSecure
    return refresh(text)
  }

  /// Replaces the source; cached answers are dropped.
  public mutating func setSource(_ newSource: Source) -> [Effect] {
    source = newSource
    cache.removeAll()
    return refresh(text)
  }

  /// Replaces the configuration; cached answers are dropped.
  public mutating func setConfiguration(_ newConfiguration: Configuration) -> [Effect] {
    configuration = newConfiguration
    cache = RecentAnswers(capacity: newConfiguration.cacheCapacity)
    return refresh(text)
  }

  // MARK: Events from the driver

  /// The debounce timer for `generation` fired.
  public mutating func debounceElapsed(generation: Int) -> [Effect] {
    guard generation == self.generation, isDebouncing else { return [] }
    isDebouncing = false
    return fetch(skip: 0)
  }

  /// The loading-indicator timer for `generation` fired.
  public mutating func loadingDelayElapsed(generation: Int) -> [Effect] {
    guard generation == self.generation, let request = inFlight, request.query.skip == 0,
      state.kind == .hidden
    else { return [] }
    state = .loading
    return [.announce(configuration.texts.loadingAnnouncement)]
  }

  /// The announcement timer for `generation` fired.
  public mutating func announcementDelayElapsed(generation: Int) -> [Effect] {
    guard generation == self.generation else { return [] }
    switch state {
    case .results(let rows, _):
      return [.announce(configuration.texts.suggestionCount.text(for: rows.count))]
    case .noMatches: return [.announce(configuration.texts.noMatchesTitle)]
    default: return []
    }
  }

  /// A source answered `request`. Answers for an older generation, or for a request that
  /// was superseded, are ignored.
  public mutating func receive(
    _ result: Result<[AutofillItem], any Error>, for request: AutofillRequest
  ) -> [Effect] {
    guard request.generation == generation, request == inFlight else { return [] }
    inFlight = nil
    let isFirstPage = request.query.skip == 0
    switch result {
    case .success(let items):
      loaded += items
      isComplete = items.count < request.query.count
      cache.store(Answer(items: loaded, isComplete: isComplete), for: request.query.text)
      if isFirstPage {
        state = loaded.isEmpty ? .noMatches : .results(rows(), highlighted: nil)
        return [
          .scheduleAnnouncement(generation: generation, after: configuration.announcementDelay)
        ]
      }
      state = .results(rows(), highlighted: state.highlightedIndex)
      return []
    case .failure(let error):
      if !isFirstPage {
        isComplete = true
        return []
      }
      let message = AutofillStrings.message(for: error, fallback: configuration.texts.failureTitle)
      state = .failed(message: message)
      return [.announce(message)]
    }
  }

  // MARK: Events from the keyboard and the list

  /// Moves the highlight one row (hardware ↓/↑).
  public mutating func moveHighlight(_ direction: Direction) -> [Effect] {
    guard case .results(let rows, let highlighted) = state, !rows.isEmpty else { return [] }
    let last = rows.count - 1
    let next: Int
    var effects: [Effect] = []
    switch (direction, highlighted) {
    case (.down, nil): next = 0
    case (.up, nil): next = last
    case (.down, let row?) where row >= last: next = hasMorePages ? last : 0
    case (.down, let row?): next = row + 1
    case (.up, let row?): next = row <= 0 ? last : row - 1
    }
    state = .results(rows, highlighted: next)
    effects.append(
      .announce(configuration.texts.rowAnnouncement(rows[next].item.value, next, rows.count)))
    if next == last { effects += fetchNextPage() }
    return effects
  }

  /// The visible rows reached the end of the list: load the next page if there is one.
  public mutating func reachEnd() -> [Effect] {
    guard state.kind == .results else { return [] }
    return fetchNextPage()
  }

  /// Selects the highlighted row (Return). With nothing highlighted nothing happens, and the
  /// caller should give Return its usual meaning.
  public mutating func selectHighlighted() -> [Effect] {
    guard let row = state.highlightedIndex else { return [] }
    return select(row: row)
  }

  /// Selects a row (a tap): the field takes the item's value and the dropdown closes without
  /// reopening for that text.
  public mutating func select(row: Int) -> [Effect] {
    let rows = state.suggestions
    guard rows.indices.contains(row) else { return [] }
    let value = rows[row].item.value
    var effects = stop()
    text = value
    selectedText = value
    effects.append(.setText(value))
    return effects
  }

  /// Hides the dropdown without changing the text (Escape). Typing opens it again.
  public mutating func dismiss() -> [Effect] { stop() }

  // MARK: Internals

  private var hasMorePages: Bool {
    if case .dynamic = source { return !isComplete }
    return false
  }

  private var isQueryable: Bool {
    guard isEditing, isEnabled, !text.allSatisfy(\.isWhitespace) else { return false }
    if case .none = source { return false }
    return text.count >= max(configuration.minimumQueryLength, 1)
  }

  /// Starts a new generation: pending timers and answers become stale.
  private mutating func stop() -> [Effect] {
    generation += 1
    isDebouncing = false
    state = .hidden
    loaded = []
    isComplete = true
    guard inFlight != nil else { return [] }
    inFlight = nil
    return [.cancelFetches]
  }

  private mutating func refresh(_ newText: String) -> [Effect] {
    text = newText
    var effects = stop()
    guard isQueryable else { return effects }
    switch source {
    case .none:
      break
    case .items(let index):
      let matches = index.matches(for: text, options: configuration.options)
      guard !matches.isEmpty else { return effects }
      state = .results(
        matches.map { AutofillSuggestion(item: $0.item, matchedRange: $0.range) }, highlighted: nil)
      effects.append(
        .scheduleAnnouncement(generation: generation, after: configuration.announcementDelay))
    case .dynamic:
      if let answer = cache.answer(for: text) {
        loaded = answer.items
        isComplete = answer.isComplete
        state = loaded.isEmpty ? .noMatches : .results(rows(), highlighted: nil)
        effects.append(
          .scheduleAnnouncement(generation: generation, after: configuration.announcementDelay))
      } else if configuration.debounce <= .zero {
        effects += fetch(skip: 0)
      } else {
        isDebouncing = true
        effects.append(.scheduleDebounce(generation: generation, after: configuration.debounce))
      }
    }
    return effects
  }

  private mutating func fetch(skip: Int) -> [Effect] {
    let request = AutofillRequest(
      query: AutofillQuery(
        text: text, options: configuration.options, count: max(configuration.pageSize, 1),
        skip: skip),
      generation: generation)
    inFlight = request
    guard skip == 0 else { return [.fetch(request)] }
    return [
      .fetch(request),
      .scheduleLoadingIndicator(generation: generation, after: configuration.loadingDelay),
    ]
  }

  private mutating func fetchNextPage() -> [Effect] {
    guard hasMorePages, inFlight == nil else { return [] }
    return fetch(skip: loaded.count)
  }

  /// The loaded items as rows, each with the part that matches the text under the options.
  private func rows() -> [AutofillSuggestion] {
    var options = configuration.options
    options.maximumCount = -1
    var ranges: [Int: Range<String.Index>] = [:]
    for match in AutofillIndex(loaded).matches(for: text, options: options) {
      ranges[match.itemIndex] = match.range
    }
    return loaded.enumerated().map { AutofillSuggestion(item: $1, matchedRange: ranges[$0]) }
  }
}

/// One cached answer: the rows loaded for a text and whether the last page was short.
struct Answer: Sendable {
  var items: [AutofillItem]
  var isComplete: Bool
}

/// A small least-recently-used cache of answers by text.
struct RecentAnswers: Sendable {
  let capacity: Int
  private var answers: [String: Answer] = [:]
  private var order: [String] = []

  init(capacity: Int) { self.capacity = max(capacity, 0) }

  mutating func answer(for text: String) -> Answer? {
    guard let answer = answers[text] else { return nil }
    touch(text)
    return answer
  }

  mutating func store(_ answer: Answer, for text: String) {
    guard capacity > 0 else { return }
    answers[text] = answer
    touch(text)
    while order.count > capacity { answers[order.removeFirst()] = nil }
  }

  mutating func removeAll() {
    answers = [:]
    order = []
  }

  private mutating func touch(_ text: String) {
    order.removeAll { $0 == text }
    order.append(text)
  }
}
