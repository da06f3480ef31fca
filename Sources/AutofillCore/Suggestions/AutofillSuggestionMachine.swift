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
/// | text changed, dynamic, answer cached | any | results / no matches (hidden with `showsNoMatchesRow` off) | announce later |
/// | text changed, dynamic, not cached | any | hidden | cancel fetch; debounce (or fetch at once if the debounce is zero) |
/// | debounce elapsed (current) | hidden | hidden | fetch page 1; loading indicator later |
/// | loading delay elapsed (current, page 1 pending) | hidden | loading | announce "Loading suggestions" |
/// | answer, current, items | hidden, loading | results (at most the page size asked for) | cache; announce later |
/// | answer, current, empty | hidden, loading | no matches (hidden with `showsNoMatchesRow` off) | cache; announce later (nothing when hidden) |
/// | answer, current, error | hidden, loading | failed (hidden with `showsFailureRow` off) | announce the message (nothing when hidden) |
/// | next page answer, current | results | results (the rows no row shows yet appended, at most the page size; none ends paging) | cache |
/// | next page error, current | results | results (paging stops) | — |
/// | answer, stale | any | unchanged | — |
/// | move highlight | results | results (row moved) | announce "VALUE, n of m"; next page if the last row of a full page is reached |
/// | move highlight | other | unchanged | — |
/// | reach end of rows | results, more pages | results | fetch next page |
/// | select highlighted / select row | results | hidden | set text to the item's text to enter (`enteredText`, else `value`) |
/// | select highlighted, none highlighted | any | unchanged | — (the caller keeps Return's usual meaning) |
/// | dismiss | any | hidden | cancel fetch |
/// | end editing, disable, secure entry | any | hidden | cancel fetch |
/// | secure entry turned off, dynamic | any | hidden (merged: the local rows) | — (the text typed while secure is neither sent nor answered until it is edited; the next edit is) |
/// | source or options replaced | any | as for text changed | cache cleared |
/// | only the texts (or `returnSelectsFirstSuggestion`, `maximumInlineSuggestions`) replaced | any | unchanged (drawn with the new texts) | — |
/// | announcement delay elapsed (current) | results / no matches | unchanged | announce "N suggestions available" / "No matches found" |
///
/// A row never shows twice: the page is the first rows of an answer that no row shows yet (the
/// same value, subtitle and section), at most the page size asked for, and paging ends with an
/// answer shorter than the page or one that brings no new row (``AutofillQuery/skip``). Each
/// answer costs time in proportion to its page, and to the rows shown before it that it
/// repeats.
///
/// With ``Source/merged(_:)`` (the field's own items and a source together), and before typing
/// (see ``setItemsBeforeTyping(_:)`` and ``Configuration/asksSourceBeforeTyping``), the "local
/// rows" are the items' matches (or the items before typing) and the source's rows go under
/// them. ``sourceStatus`` is the row under the local rows while the source has not answered.
///
/// | event | from | to | effects |
/// |---|---|---|---|
/// | text changed, merged, local matches | any | results (local rows) | cancel fetch; debounce; announce later |
/// | text changed, merged, no local match | any | hidden | cancel fetch; debounce |
/// | text changed, merged, answer cached | any | results (local, then source rows) | announce later |
/// | loading delay elapsed (current), local rows | results | results, source status loading | — |
/// | loading delay elapsed (current), no local rows | hidden | loading | announce "Loading suggestions" |
/// | answer, current, merged | results / hidden / loading | results (local, then the source's rows whose value no row shows yet; highlight kept) / no matches (hidden with `showsNoMatchesRow` off) | status idle; cache; announce later |
/// | answer, current, error, local rows | results | results, source status failed (idle with `showsFailureRow` off) | announce the message (nothing when it is off) |
/// | answer, current, error, no local rows | hidden / loading | failed (hidden with `showsFailureRow` off) | announce the message (nothing when it is off) |
/// | answer, stale (older text, or not the request in flight) | any | unchanged | — |
/// | begin editing / text changed, editing, too short, items before typing | any | results (the items) | announce later |
/// | … too short, asks the source before typing | any | as merged, with the empty query and no debounce; an empty answer hides | fetch at once (or cached) |
/// | … too short, asks a static list before typing | any | results (its first `maximumCount` items) | announce later |
/// | items before typing replaced | showing them | results (the new items) | as above |
///
/// The host's own rows (``setSuggestedItems(_:)``) are local rows too, above the list's
/// matches, and with a source alone the source's rows go under them as when merged.
///
/// | event | from | to | effects |
/// |---|---|---|---|
/// | text changed, queryable, suggested items | any | results (the items as given, then the other rows whose value they do not show) | as for the source without them |
/// | suggested items replaced, editing, same text, already showing them with a source's rows | results / loading | results (the new items, then the other rows; the source's request, pages and highlight kept) | — |
/// | suggested items replaced, editing, queryable, otherwise | any but after a pick or dismissal | as for text changed | as for text changed |
/// | suggested items replaced after a pick or dismissal | hidden | hidden (they show at the next edit) | — |
///
/// Highlight movement follows the WAI-ARIA combobox pattern: Down from no highlight goes to the
/// first row, Up to the last; Down from the last row wraps to the first and Up from the first
/// to the last, except that Down on the last row of a list with more pages to load stays and
/// loads the next page.
///
/// When items have sections (``AutofillItem/section``), every `results` state holds its rows
/// grouped by section, after ranking and the limit (see <doc:Sections>): the highlight, the
/// "n of m" counts and a selection follow the rows as shown, and a page or a source's answer
/// that extends the rows keeps the highlight on the row it was on.
public struct AutofillSuggestionMachine: Sendable {
  /// Timing, paging and matching settings.
  public struct Configuration: Sendable, Equatable {
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
    /// The most rows a dynamic source shows for one text. Default -1: any negative number means
    /// no limit, and paging goes on while the source has rows; 0 means the source is not asked.
    ///
    /// A page asks for no more than the rows left (a count of 5 with pages of 15 asks for 5),
    /// an answer longer than that is cut, and once the count is reached no further page is
    /// asked. Beside a static list (merged, or `showsItemsWithSource`) it bounds the source's
    /// rows only; the list's matches keep ``AutofillMatchOptions/maximumCount``, and a source
    /// row hidden because a row above shows its value still counts. It is not
    /// ``AutofillMatchOptions/maximumCount``, which bounds a static list (default 5), so a
    /// source's paging stays as it was unless this is set. See <doc:DynamicSources>.
    public var maximumSourceCount = -1
    /// Texts whose answers are kept, so backspacing shows them at once. Default 32.
    public var cacheCapacity = 32
    /// The titles and subtitles of the loading, no-matches and failed rows.
    public var texts = AutofillStateTexts()
    /// Whether the source is asked with the empty query while the text is empty or shorter
    /// than ``minimumQueryLength`` (a static list shows its first items). Default `false`.
    public var asksSourceBeforeTyping = false
    /// Whether a source's empty answer shows the no-matches row. Default `true`; `false` hides
    /// the dropdown instead (as RVS_AutofillTextField shows nothing), and VoiceOver announces
    /// nothing for it: what is heard is what is shown.
    public var showsNoMatchesRow = true
    /// Whether a source's error shows the failed row (alone, or under the list's rows).
    /// Default `true`; `false` hides it (the dropdown hides when nothing else shows), and
    /// VoiceOver announces nothing for it. The source's error still reaches no one else: a host
    /// that hides the row tells of errors itself, from its source.
    public var showsFailureRow = true
    /// Whether Return picks the first suggestion when none is highlighted (see
    /// ``AutofillCompletionSession/selectHighlighted(isDropdownFloating:)``). Default `false`: Return picks only
    /// a highlighted row (or accepts the inline completion), and otherwise keeps its usual
    /// meaning.
    public var returnSelectsFirstSuggestion = false
    /// The most suggestion rows an inline presentation draws (a SwiftUI field's
    /// `.autofillPresentation(.inline)`), with the source's status row under them; the rest
    /// would sit under the keyboard in the form. Default 5, the dropdown's visible rows.
    public var maximumInlineSuggestions = 5

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
    /// A static list answered at once, and an asynchronous source asked debounced whose
    /// answers are merged under the list's matches, each value shown once.
    case merged(AutofillIndex)
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
  /// The rows loaded so far for the current text, with their matched ranges.
  private var pages = SourcePages()
  private var selectedText: String?
  /// Whether the text was in the field while secure entry was on and has not been edited
  /// since (a revealed password): no source is asked with it and no answer for it shows.
  /// Static items still match it: they never leave the app.
  private(set) var isTextSecret = false
  private var cache: RecentAnswers
  /// Whether the source's answers are kept for texts typed again.
  private var isCaching = true
  /// The source's row under the local rows (merged, or before typing): loading or failed.
  public private(set) var sourceStatus = AutofillSourceStatus.idle
  private var localRows: [AutofillSuggestion] = []
  /// Where each row shown came from in the rows given to ``show(_:keepingHighlight:)``
  /// (``SectionGrouping/order(of:)``); `nil` when they show in that order.
  private var shownOrder: [Int]?
  private var isMerging = false
  private var isBeforeTyping = false
  private var itemsBeforeTyping: [AutofillItem] = []
  /// The host's own rows, shown first as given (``setSuggestedItems(_:)``).
  private var suggestedItems: [AutofillItem] = []
  /// Whether a pick or a dismissal closed the dropdown since the last edit: new suggested
  /// items wait for the next edit.
  private var isDismissed = false
  /// The static index's results, kept from keystroke to keystroke: a query writes into storage
  /// that has grown already (``AutofillIndex/matches(for:options:into:)``), as
  /// `autofill match` times it.
  private var found = AutofillMatchBuffer()

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

  /// The field became first responder with `text`. Beginning to edit is no edit: text typed
  /// under secure entry stays unsent, even if `text` differs from the last reported.
  public mutating func beginEditing(text: String) -> [Effect] {
    beginEditing(text: text, isSecret: isTextSecret)
  }

  /// The field became first responder with `text`, which is secret if it was in the field
  /// while secure entry was on and has not been edited since. For a driver that knows the
  /// edits itself (``AutofillCompletionSession``, whose queries also change without one).
  mutating func beginEditing(text: String, isSecret: Bool) -> [Effect] {
    isEditing = true
    selectedText = nil
    isTextSecret = isSecret || isSecureEntry
    return refresh(text)
  }

  /// The field stopped editing: hide and stop.
  public mutating func endEditing() -> [Effect] {
    isEditing = false
    return refresh(text)
  }

  /// The user changed the text. A text other than the last reported is an edit: once secure
  /// entry is off it is asked as usual, even if it grew from text typed while it was on.
  public mutating func changeText(_ newText: String) -> [Effect] {
    changeText(newText, isSecret: newText == text && isTextSecret)
  }

  /// The text changed, and is secret if it was in the field while secure entry was on and has
  /// not been edited since. For a driver that knows the edits itself (see
  /// ``beginEditing(text:isSecret:)``).
  mutating func changeText(_ newText: String, isSecret: Bool) -> [Effect] {
    isTextSecret = isSecret || isSecureEntry
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
  ///
  /// Turning it off does not send the text typed while it was on (a revealed password) to a
  /// source, nor show an answer for it, whatever happens next (editing ending and beginning
  /// again, a source, items or options replaced) until the text is edited: the next
  /// ``changeText(_:)`` to another text, or a selection, is asked as usual. Static items match
  /// it at once: they never leave the app.
  public mutating func setSecureEntry(_ isSecure: Bool) -> [Effect] {
    if isSecure { isTextSecret = true }
    isSecureEntry = isSecure
    return refresh(text)
  }

  /// Replaces the source; cached answers are dropped.
  public mutating func setSource(_ newSource: Source) -> [Effect] {
    setSource(newSource, cachesAnswers: true)
  }

  /// Replaces the source; cached answers are dropped, and a source that must be asked every
  /// time (`cachesAnswers` false, see ``AutofillSource/cachesAnswers``) has none kept.
  ///
  /// - Parameters:
  ///   - newSource: The source.
  ///   - cachesAnswers: Whether its answers may be shown again for a text typed again.
  public mutating func setSource(_ newSource: Source, cachesAnswers: Bool) -> [Effect] {
    source = newSource
    isCaching = cachesAnswers
    cache.removeAll()
    return refresh(text)
  }

  /// Replaces the configuration; cached answers are dropped, and the text is asked again,
  /// unless only ``Configuration/texts`` changed (then the same rows show, with the new texts).
  public mutating func setConfiguration(_ newConfiguration: Configuration) -> [Effect] {
    var sameButTexts = newConfiguration
    sameButTexts.texts = configuration.texts
    sameButTexts.returnSelectsFirstSuggestion = configuration.returnSelectsFirstSuggestion
    sameButTexts.maximumInlineSuggestions = configuration.maximumInlineSuggestions
    if sameButTexts == configuration {
      // Only the texts changed (a language, a section title), or what Return does: what
      // shows stays, drawn with the new texts; nothing is asked again.
      configuration = newConfiguration
      return []
    }
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
    if isMerging { return mergedLoadingDelayElapsed(generation: generation) }
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
    if isMerging { return receiveMerged(result, for: request) }
    inFlight = nil
    let isFirstPage = request.query.skip == 0
    switch result {
    case .success(let items):
      take(items, for: request)
      if isFirstPage {
        if pages.rows.isEmpty {
          state = noMatchesState
        } else {
          show(pages.rows, keepingHighlight: false)
        }
        return [
          .scheduleAnnouncement(generation: generation, after: configuration.announcementDelay)
        ]
      }
      show(pages.rows, keepingHighlight: true)
      return []
    case .failure(let error):
      if !isFirstPage {
        pages.stopPaging()
        return []
      }
      let message = AutofillStrings.message(for: error, fallback: configuration.texts.failureTitle)
      guard configuration.showsFailureRow else {
        state = .hidden
        return []
      }
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

  /// Selects a row (a tap): the field takes the item's text to enter
  /// (``AutofillItem/textToEnter``) and the dropdown closes without reopening for that text.
  public mutating func select(row: Int) -> [Effect] {
    let rows = state.suggestions
    guard rows.indices.contains(row) else { return [] }
    let value = rows[row].item.textToEnter
    var effects = stop()
    isDismissed = true
    text = value
    // The item's value replaces the text: nothing typed under secure entry is left in it.
    isTextSecret = false
    selectedText = value
    effects.append(.setText(value))
    return effects
  }

  /// Hides the dropdown without changing the text (Escape). Typing opens it again.
  public mutating func dismiss() -> [Effect] {
    defer { isDismissed = true }
    return stop()
  }

  // MARK: Internals

  private var hasMorePages: Bool {
    switch source {
    case .dynamic, .merged: return !pages.isComplete && nextPageCount > 0
    case .none, .items: return false
    }
  }

  private var isQueryable: Bool {
    guard isEditing, isEnabled, !text.allSatisfy(\.isWhitespace) else { return false }
    if case .none = source, suggestedItems.isEmpty { return false }
    return text.count >= max(configuration.minimumQueryLength, 1)
  }

  /// Starts a new generation: pending timers and answers become stale.
  private mutating func stop() -> [Effect] {
    generation += 1
    isDebouncing = false
    state = .hidden
    pages = SourcePages()
    sourceStatus = .idle
    shownOrder = nil
    localRows = []
    isMerging = false
    isBeforeTyping = false
    guard inFlight != nil else { return [] }
    inFlight = nil
    return [.cancelFetches]
  }

  private mutating func refresh(_ newText: String) -> [Effect] {
    text = newText
    var effects = stop()
    isDismissed = false
    guard isQueryable else { return effects + suggestBeforeTyping() }
    switch source {
    case .none:
      effects += startMerging(local: withSuggested([]), asksSource: false)
    case .items(let index):
      let matches = withSuggested(indexMatches(index).map { AutofillSuggestion($0) })
      guard !matches.isEmpty else { return effects }
      show(matches, keepingHighlight: false)
      effects.append(
        .scheduleAnnouncement(generation: generation, after: configuration.announcementDelay))
    case .dynamic where !suggestedItems.isEmpty || isTextSecret:
      // The host's rows show at once, and the source's go under them, as beside a list; the
      // text typed while the field was secure is never sent.
      effects += startMerging(local: withSuggested([]), asksSource: !isTextSecret)
    case .dynamic:
      if let answer = cache.answer(for: text) {
        pages = answer
        if pages.rows.isEmpty {
          state = noMatchesState
        } else {
          show(pages.rows, keepingHighlight: false)
        }
        effects.append(
          .scheduleAnnouncement(generation: generation, after: configuration.announcementDelay))
      } else if configuration.debounce <= .zero {
        effects += fetch(skip: 0)
      } else {
        isDebouncing = true
        effects.append(.scheduleDebounce(generation: generation, after: configuration.debounce))
      }
    case .merged(let index):
      let local = withSuggested(indexMatches(index).map { AutofillSuggestion($0, origin: .items) })
      // The text typed while the field was secure is never sent to the source.
      effects += startMerging(local: local, asksSource: !isTextSecret)
    }
    return effects
  }

  /// The index's matches for the text, found into ``found``.
  private mutating func indexMatches(_ index: AutofillIndex) -> [AutofillMatch] {
    index.matches(for: text, options: configuration.options, into: &found)
    return found.map(index.match)
  }

  private mutating func fetch(skip: Int) -> [Effect] {
    let count = nextPageCount
    guard count > 0 else { return [] }
    let request = AutofillRequest(
      query: AutofillQuery(
        text: queryText, options: configuration.options, count: count, skip: skip),
      generation: generation)
    inFlight = request
    guard skip == 0 else { return [.fetch(request)] }
    return [
      .fetch(request),
      .scheduleLoadingIndicator(generation: generation, after: configuration.loadingDelay),
    ]
  }

  /// The rows the next page asks for: a page, or the rows ``Configuration/maximumSourceCount``
  /// leaves if fewer (0 once it is reached).
  private var nextPageCount: Int {
    let pageSize = max(configuration.pageSize, 1)
    let limit = configuration.maximumSourceCount
    return limit < 0 ? pageSize : min(pageSize, max(limit - pages.rows.count, 0))
  }

  private mutating func fetchNextPage() -> [Effect] {
    guard hasMorePages, inFlight == nil else { return [] }
    return fetch(skip: pages.read)
  }

  /// Appends the new rows of a current answer (see ``SourcePages``) and caches what is loaded.
  private mutating func take(_ items: [AutofillItem], for request: AutofillRequest) {
    let page = pages.newItems(in: items, count: request.query.count)
    pages.append(rows(for: page[...]))
    if isCaching { cache.store(pages, for: request.query.text) }
  }

  /// One page's items as rows, each with the part that matches the text under the options.
  ///
  /// This runs on the driver's actor (the main actor in the control) for every page a source
  /// returns, so the page is indexed only as far as the rows need: an item's match, range and
  /// typos are the same in either ordering (ordering only sorts the matches, and the rows keep
  /// the source's order), and in source order no query reads the word-start order, the one
  /// structure that sorts suffixes from inside values. What is built (the keys, their prefix
  /// order, and the trigram lists or the whole keys read backward) takes time about linear in
  /// the page's length, so one very long title in an answer costs about its length.
  private func rows(for page: ArraySlice<AutofillItem>) -> [AutofillSuggestion] {
    guard !page.isEmpty else { return [] }
    var options = configuration.options
    options.maximumCount = -1
    options.ordering = .source
    var found: [Int: AutofillMatch] = [:]
    for match in AutofillIndex(Array(page), preparing: options).matches(
      for: queryText, options: options)
    {
      found[match.itemIndex] = match
    }
    return page.indices.map {
      guard let match = found[$0 - page.startIndex] else {
        return AutofillSuggestion(item: page[$0], matchedRange: nil, origin: .source)
      }
      return AutofillSuggestion(match, origin: .source)
    }
  }

  /// Whether `request` is the one fetch the machine waits for, so a driver may still send it.
  func isAwaiting(_ request: AutofillRequest) -> Bool {
    request == inFlight && request.generation == generation && isEnabled
  }
}

// MARK: Local and source rows together, and suggestions before typing

extension AutofillSuggestionMachine {
  /// Replaces the items shown while the field is focused and its text is empty or shorter than
  /// ``Configuration/minimumQueryLength`` (recent picks, favourites; see
  /// ``AutofillRecentItems``). Empty (the default) shows nothing before typing, unless
  /// ``Configuration/asksSourceBeforeTyping`` is on. Shown now if they apply now.
  ///
  /// - Parameter items: The items, in the order to show them.
  public mutating func setItemsBeforeTyping(_ items: [AutofillItem]) -> [Effect] {
    itemsBeforeTyping = items
    guard isEditing, !isQueryable else { return [] }
    return refresh(text)
  }

  /// Replaces the host's own rows (an answer it got itself, a row made from the text such as
  /// the typed character): while the text is long enough to query, they show first, as
  /// given (never matched, filtered, reordered or bounded by a count), and the list's matches
  /// and the source's rows whose value none of them shows go under them. Without a list or a
  /// source they are all that shows; an empty array then hides the dropdown.
  ///
  /// New items show at once while the field is editing, except after a pick or a dismissal:
  /// then they wait for the next edit, so an answer that comes for a picked text does not
  /// open the dropdown again. Only the host's rows change: the text is the same, so a request
  /// the source is answering goes on, its pages stay, and the highlight stays on the item it
  /// was on (if that item still shows). Only a new text asks the source again.
  ///
  /// - Parameter items: The rows, in the order to show them; empty for none.
  public mutating func setSuggestedItems(_ items: [AutofillItem]) -> [Effect] {
    let wasQueryable = isQueryable
    suggestedItems = items
    guard isEditing, !isDismissed, wasQueryable || isQueryable else { return [] }
    guard wasQueryable, isQueryable, isMerging, !isBeforeTyping else { return refresh(text) }
    let highlighted = state.highlightedIndex.map { state.suggestions[$0].item }
    // Merging: a source (with or without a list) or the host's rows alone, never a list alone.
    if case .merged(let index) = source {
      localRows = withSuggested(indexMatches(index).map { AutofillSuggestion($0, origin: .items) })
    } else {
      localRows = withSuggested([])
    }
    let isLoading = sourceStatus == .loading || state.kind == .loading
    if localRows.isEmpty, pages.rows.isEmpty, inFlight?.query.skip == 0 || isDebouncing {
      // Nothing to show until the source answers: the loading state once its delay passed.
      state = isLoading ? .loading : .hidden
      sourceStatus = .idle
      return []
    }
    if state.kind == .loading { sourceStatus = .loading }
    showMerged(keepingHighlight: false)
    if let highlighted, let row = state.row(showing: highlighted) {
      state = .results(state.suggestions, highlighted: row)
    }
    return []
  }

  /// The host's rows, then the rows of `rows` whose value none of them shows.
  private func withSuggested(_ rows: [AutofillSuggestion]) -> [AutofillSuggestion] {
    guard !suggestedItems.isEmpty else { return rows }
    let given = Set(suggestedItems.map(\.value))
    return suggestedItems.map {
      AutofillSuggestion(item: $0, matchedRange: nil, origin: .suggested)
    }
      + rows.filter { !given.contains($0.item.value) }
  }

  /// The text the source is asked with: empty before typing.
  private var queryText: String { isBeforeTyping ? "" : text }

  /// The suggestions for a focused field whose text is too short to query, if the host asked
  /// for any.
  private mutating func suggestBeforeTyping() -> [Effect] {
    guard isEditing, isEnabled else { return [] }
    var local = itemsBeforeTyping.map {
      AutofillSuggestion(item: $0, matchedRange: nil, origin: .beforeTyping)
    }
    var asksSource = false
    if configuration.asksSourceBeforeTyping {
      switch source {
      case .none:
        break
      case .items(let index):
        // Row by row: an index opened from a file makes only these items (AutofillIndex.items
        // would make them all).
        let limit = configuration.options.maximumCount
        let head = (0..<(limit < 0 ? index.count : min(limit, index.count))).map(index.item(at:))
        var seen = Set(local.map(\.item.value))
        local += head.filter { seen.insert($0.value).inserted }.map {
          AutofillSuggestion(item: $0, matchedRange: nil, origin: .items)
        }
      case .dynamic, .merged:
        asksSource = true
      }
    }
    guard !local.isEmpty || asksSource else { return [] }
    isBeforeTyping = true
    return startMerging(local: local, asksSource: asksSource)
  }

  /// Shows `local` at once and asks the source (debounced while typing, at once before
  /// typing, or from the cache) for the rows that go under them.
  private mutating func startMerging(local: [AutofillSuggestion], asksSource: Bool) -> [Effect] {
    localRows = local
    isMerging = true
    if local.isEmpty { state = .hidden } else { show(local, keepingHighlight: false) }
    var effects: [Effect] = []
    if asksSource {
      if let answer = cache.answer(for: queryText) {
        pages = answer
        showMerged(keepingHighlight: false)
      } else if isBeforeTyping || configuration.debounce <= .zero {
        effects += fetch(skip: 0)
      } else {
        isDebouncing = true
        effects.append(.scheduleDebounce(generation: generation, after: configuration.debounce))
      }
    }
    if state.kind != .hidden {
      effects.append(
        .scheduleAnnouncement(generation: generation, after: configuration.announcementDelay))
    }
    return effects
  }

  /// The loading delay while merging: the loading state without local rows, else the loading
  /// row under them (not announced: the rows above it are what is there to hear).
  private mutating func mergedLoadingDelayElapsed(generation: Int) -> [Effect] {
    guard generation == self.generation, let request = inFlight, request.query.skip == 0 else {
      return []
    }
    guard localRows.isEmpty else {
      sourceStatus = .loading
      return []
    }
    guard state.kind == .hidden else { return [] }
    state = .loading
    return [.announce(configuration.texts.loadingAnnouncement)]
  }

  /// The source's current answer while merging: its rows under the local rows, or its error
  /// in the failed state (no local rows) or the failed row under them.
  private mutating func receiveMerged(
    _ result: Result<[AutofillItem], any Error>, for request: AutofillRequest
  ) -> [Effect] {
    inFlight = nil
    let isFirstPage = request.query.skip == 0
    switch result {
    case .success(let items):
      take(items, for: request)
      sourceStatus = .idle
      showMerged(keepingHighlight: true)
      guard isFirstPage, state.kind != .hidden else { return [] }
      return [
        .scheduleAnnouncement(generation: generation, after: configuration.announcementDelay)
      ]
    case .failure(let error):
      guard isFirstPage else {
        pages.stopPaging()
        return []
      }
      let message = AutofillStrings.message(for: error, fallback: configuration.texts.failureTitle)
      guard configuration.showsFailureRow else {
        sourceStatus = .idle
        if localRows.isEmpty { state = .hidden }
        return []
      }
      if localRows.isEmpty {
        state = .failed(message: message)
      } else {
        sourceStatus = .failed(message: message)
      }
      return [.announce(message)]
    }
  }

  /// The local rows, then the loaded rows whose value shows in no row above them. Nothing at
  /// all is "no matches" once typing, and hidden before typing.
  private mutating func showMerged(keepingHighlight: Bool) {
    var seen = Set(localRows.map(\.item.value))
    let all = localRows + pages.rows.filter { seen.insert($0.item.value).inserted }
    if all.isEmpty {
      state = isBeforeTyping ? .hidden : noMatchesState
    } else {
      show(all, keepingHighlight: keepingHighlight)
    }
  }

  /// What an answer with no rows shows: the no-matches row, or nothing when the configuration
  /// hides it.
  private var noMatchesState: AutofillDropdownState {
    configuration.showsNoMatchesRow ? .noMatches : .hidden
  }

  /// Shows `rows` grouped by their items' sections (``SectionGrouping``).
  ///
  /// With `keepingHighlight`, the highlight stays on the row it was on. `rows` then extends
  /// the rows last given (a page appended, a source's rows under the local rows), so a row's
  /// place in them is its identity even when a new row joins a section above it.
  private mutating func show(_ rows: [AutofillSuggestion], keepingHighlight: Bool) {
    let order = SectionGrouping.order(of: rows)
    var highlighted: Int?
    if keepingHighlight, let shown = state.highlightedIndex {
      let given = shownOrder.map { shown < $0.count ? $0[shown] : shown } ?? shown
      highlighted = order.map { $0.firstIndex(of: given) } ?? given
    }
    shownOrder = order
    let shownRows = order.map { $0.map { rows[$0] } } ?? rows
    state = .results(shownRows, highlighted: highlighted.flatMap { $0 < rows.count ? $0 : nil })
  }
}

/// A small least-recently-used cache of answers by text.
struct RecentAnswers: Sendable {
  let capacity: Int
  private var answers: [String: SourcePages] = [:]
  private var order: [String] = []

  init(capacity: Int) { self.capacity = max(capacity, 0) }

  mutating func answer(for text: String) -> SourcePages? {
    guard let answer = answers[text] else { return nil }
    touch(text)
    return answer
  }

  mutating func store(_ answer: SourcePages, for text: String) {
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
