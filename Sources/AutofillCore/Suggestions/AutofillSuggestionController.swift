/// Runs an ``AutofillSuggestionMachine``: it performs the machine's effects with tasks that
/// sleep on an injected clock and call the source, and feeds their outcomes back. The UIKit
/// field (or the terminal demo) forwards its events here and renders ``state``.
///
/// Time comes from the clock given at creation, so tests advance a manual clock instead of
/// sleeping. Its timers and fetches are cancelled when it is deallocated, or earlier with
/// ``invalidate()``.
@MainActor
public final class AutofillSuggestionController {
  /// The logic and its current state.
  public private(set) var machine: AutofillSuggestionMachine
  /// Called after every event, with the state to render (rows may change while the kind of
  /// state does not).
  public var onStateChange: ((AutofillDropdownState) -> Void)?
  /// Called with text for VoiceOver to announce.
  public var onAnnouncement: ((String) -> Void)?
  /// Called when a selection sets the field's text.
  public var onSetText: ((String) -> Void)?

  private let clock: any Clock<Duration>
  private var source: (any AutofillSource)?
  private var timers: [TimerKind: Task<Void, Never>] = [:]
  private var fetches: [AutofillRequest: Task<Void, Never>] = [:]
  private var indexBuild: Task<Void, Never>?
  private var indexGeneration = 0
  /// The static list's index in use, if any, and a configuration waiting for its folding.
  private var index: AutofillIndex?
  private var foldingBuild: Task<Void, Never>?
  private var pendingConfiguration: AutofillSuggestionMachine.Configuration?

  private enum TimerKind: Hashable {
    case debounce, loading, announcement
  }

  /// What the dropdown shows.
  public var state: AutofillDropdownState { machine.state }

  /// Whether any timer, fetch or index build is still running (for tests and teardown).
  public var hasPendingWork: Bool {
    !timers.isEmpty || !fetches.isEmpty || indexBuild != nil || foldingBuild != nil
  }

  /// Creates a controller with no source.
  ///
  /// - Parameters:
  ///   - configuration: Timing, paging and matching settings.
  ///   - clock: The clock timers sleep on; a test passes a manual clock.
  public init(
    configuration: AutofillSuggestionMachine.Configuration = .init(),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    machine = AutofillSuggestionMachine(configuration: configuration)
    self.clock = clock
  }

  // The task handles are Sendable, so the nonisolated deinit may read them: work the
  // controller started never outlives it, even if its owner forgets `invalidate()`.
  deinit {
    indexBuild?.cancel()
    foldingBuild?.cancel()
    for task in timers.values { task.cancel() }
    for task in fetches.values { task.cancel() }
  }

  // MARK: Sources

  /// Suggests from a static list. The index is built off the main actor; until it is ready the
  /// previous source stays in use.
  ///
  /// - Parameter items: The list, in the order used for ties.
  public func setItems(_ items: [AutofillItem]) {
    buildIndex(items) { controller, index in controller.useIndex(index) }
  }

  /// Builds an index off the main actor, then hands it to `use` unless a newer list or source
  /// came meanwhile.
  private func buildIndex(
    _ items: [AutofillItem],
    then use: @escaping (AutofillSuggestionController, AutofillIndex) -> Void
  ) {
    indexGeneration += 1
    let generation = indexGeneration
    indexBuild?.cancel()
    indexBuild = Task { [weak self, wantedOptions] in
      let index = await AutofillIndex.build(items, preparing: wantedOptions)
      // Settings that changed meanwhile get their folding before the index is used.
      while let wanted = self?.wantedOptions, !index.isPrepared(for: wanted), !Task.isCancelled {
        await index.prepare(for: wanted)
      }
      guard let self, !Task.isCancelled, generation == self.indexGeneration else { return }
      self.indexBuild = nil
      use(self, index)
    }
  }

  /// Suggests from a prebuilt index, at once.
  ///
  /// - Parameter index: The index to answer from.
  public func setIndex(_ index: AutofillIndex) {
    cancelIndexBuild()
    useIndex(index)
  }

  /// The options a static list's index must be ready for: the pending settings', if any.
  private var wantedOptions: AutofillMatchOptions {
    (pendingConfiguration ?? machine.configuration).options
  }

  private func useIndex(_ newIndex: AutofillIndex) {
    source = nil
    index = newIndex
    perform(machine.setSource(.items(newIndex)))
    if let pendingConfiguration { setConfiguration(pendingConfiguration) }
  }

  /// Suggests from a source. An ``AutofillIndexSource`` is answered synchronously on each
  /// keystroke; any other source is asked asynchronously, debounced.
  ///
  /// - Parameter newSource: The source to ask, or `nil` for none.
  public func setSource(_ newSource: (any AutofillSource)?) {
    if let indexSource = newSource as? AutofillIndexSource {
      setIndex(indexSource.index)
      return
    }
    cancelIndexBuild()
    source = newSource
    index = nil
    perform(
      machine.setSource(
        newSource == nil ? .none : .dynamic, cachesAnswers: newSource?.cachesAnswers ?? true))
    if let pendingConfiguration { setConfiguration(pendingConfiguration) }
  }

  /// Replaces the timing, paging and matching settings.
  ///
  /// A static list's index builds the table of a new folding (case, diacritic or width
  /// sensitivity), or the structures of a new mode, on first use: that happens off the main
  /// actor, and until it is ready the previous settings stay in use, as the previous list does
  /// while a new one is indexed.
  ///
  /// - Parameter configuration: The new settings.
  public func setConfiguration(_ configuration: AutofillSuggestionMachine.Configuration) {
    foldingBuild?.cancel()
    foldingBuild = nil
    pendingConfiguration = nil
    if let index, !index.isPrepared(for: configuration.options) {
      pendingConfiguration = configuration
      foldingBuild = Task { [weak self] in
        await index.prepare(for: configuration.options)
        guard let self, !Task.isCancelled, self.index === index else { return }
        self.foldingBuild = nil
        self.setConfiguration(configuration)
      }
      return
    }
    perform(machine.setConfiguration(configuration))
  }

  // MARK: Events

  /// The field began editing with `text`.
  public func beginEditing(text: String) { perform(machine.beginEditing(text: text)) }
  /// The field ended editing.
  public func endEditing() { perform(machine.endEditing()) }
  /// The user changed the text.
  public func changeText(_ text: String) { perform(machine.changeText(text)) }
  /// The field began editing with `text`, secret or not (see
  /// ``AutofillSuggestionMachine/beginEditing(text:isSecret:)``).
  func beginEditing(text: String, isSecret: Bool) {
    perform(machine.beginEditing(text: text, isSecret: isSecret))
  }
  /// The text changed, secret or not (see ``AutofillSuggestionMachine/changeText(_:isSecret:)``).
  func changeText(_ text: String, isSecret: Bool) {
    perform(machine.changeText(text, isSecret: isSecret))
  }
  /// Turns suggestions on or off.
  public func setAutofillOn(_ isOn: Bool) { perform(machine.setAutofillOn(isOn)) }
  /// Tells whether the field is secure entry (then nothing is suggested or sent). The text
  /// typed while it was on is not sent once it is off, until the next edit (see
  /// ``AutofillSuggestionMachine/setSecureEntry(_:)``).
  public func setSecureEntry(_ isSecure: Bool) { perform(machine.setSecureEntry(isSecure)) }
  /// Moves the highlight.
  public func moveHighlight(_ direction: AutofillSuggestionMachine.Direction) {
    perform(machine.moveHighlight(direction))
  }
  /// The visible rows reached the end of the list: loads the next page if there is one.
  /// Without one nothing changes, and no state is reported: a renderer that calls this each
  /// time it draws the last row would otherwise be told to draw again, and again.
  public func reachEnd() {
    let effects = machine.reachEnd()
    guard !effects.isEmpty else { return }
    perform(effects)
  }
  /// Hides the dropdown without changing the text.
  public func dismiss() { perform(machine.dismiss()) }
  /// Selects a row.
  public func select(row: Int) { perform(machine.select(row: row)) }

  /// Selects the highlighted row; whether there was one (if not, Return keeps its usual
  /// meaning).
  @discardableResult
  public func selectHighlighted() -> Bool {
    let effects = machine.selectHighlighted()
    perform(effects)
    return !effects.isEmpty
  }

  /// Cancels every timer, fetch and index build. Call it when the field goes away.
  public func invalidate() {
    cancelIndexBuild()
    foldingBuild?.cancel()
    foldingBuild = nil
    for task in timers.values { task.cancel() }
    timers = [:]
    for task in fetches.values { task.cancel() }
    fetches = [:]
  }

  // MARK: Effects

  private func perform(_ effects: [AutofillSuggestionMachine.Effect]) {
    for effect in effects {
      switch effect {
      case .scheduleDebounce(let generation, let delay):
        schedule(.debounce, after: delay) { $0.debounceElapsed(generation: generation) }
      case .scheduleLoadingIndicator(let generation, let delay):
        schedule(.loading, after: delay) { $0.loadingDelayElapsed(generation: generation) }
      case .scheduleAnnouncement(let generation, let delay):
        schedule(.announcement, after: delay) {
          $0.announcementDelayElapsed(generation: generation)
        }
      case .fetch(let request):
        fetch(request)
      case .cancelFetches:
        for task in fetches.values { task.cancel() }
        fetches = [:]
      case .announce(let text):
        onAnnouncement?(text)
      case .setText(let text):
        onSetText?(text)
      }
    }
    onStateChange?(machine.state)
  }

  private func schedule(
    _ kind: TimerKind, after delay: Duration,
    _ event: @escaping (inout AutofillSuggestionMachine) -> [AutofillSuggestionMachine.Effect]
  ) {
    timers[kind]?.cancel()
    let clock = clock
    timers[kind] = Task { [weak self] in
      do {
        try await Self.sleep(on: clock, for: delay)
      } catch {
        return
      }
      guard let self, !Task.isCancelled else { return }
      self.timers[kind] = nil
      self.perform(event(&self.machine))
    }
  }

  private func fetch(_ request: AutofillRequest) {
    guard let source else {
      perform(machine.receive(.success([]), for: request))
      return
    }
    fetches[request] = Task { [weak self] in
      // The task starts after the turn that created it: by then secure entry may be on, or the
      // text changed. Checked and called in one main-actor step, so the source is never asked
      // for a request the machine no longer wants, nor with a cancelled task.
      guard !Task.isCancelled, self?.machine.isAwaiting(request) == true else {
        if !Task.isCancelled { self?.fetches[request] = nil }
        return
      }
      let result: Result<[AutofillItem], any Error>
      do {
        result = .success(try await source.items(for: request.query))
      } catch {
        result = .failure(error)
      }
      guard let self, !Task.isCancelled else { return }
      self.fetches[request] = nil
      self.perform(self.machine.receive(result, for: request))
    }
  }

  /// Sleeps on any clock; generic so that an `any Clock<Duration>` is opened (the iOS 16 SDK
  /// offers `sleep(for:)` only on concrete clocks).
  private nonisolated static func sleep<C: Clock<Duration>>(on clock: C, for delay: Duration)
    async throws
  {
    try await clock.sleep(until: clock.now.advanced(by: delay), tolerance: nil)
  }

  private func cancelIndexBuild() {
    indexGeneration += 1
    indexBuild?.cancel()
    indexBuild = nil
  }
}

// MARK: Local and source rows together, and suggestions before typing

extension AutofillSuggestionController {
  /// The row under the field's own rows while the source has not answered them (see
  /// ``AutofillSuggestionMachine/sourceStatus``).
  public var sourceStatus: AutofillSourceStatus { machine.sourceStatus }

  /// Suggests from a static list and a source together: the list's matches show at once, the
  /// source is asked debounced, and its answers go under them, each value shown once. The
  /// index is built off the main actor; until it is ready the previous source stays in use.
  ///
  /// - Parameters:
  ///   - items: The list, in the order used for ties.
  ///   - source: The source whose rows go under the list's.
  public func setItems(_ items: [AutofillItem], mergedWith source: any AutofillSource) {
    buildIndex(items) { controller, index in controller.setIndex(index, mergedWith: source) }
  }

  /// Suggests from a prebuilt index and a source together, at once (see
  /// ``setItems(_:mergedWith:)``).
  ///
  /// - Parameters:
  ///   - index: The index whose matches show first.
  ///   - source: The source whose rows go under them.
  public func setIndex(_ index: AutofillIndex, mergedWith source: any AutofillSource) {
    cancelIndexBuild()
    self.source = source
    // A new folding of the items' index is built off the main actor, as for items alone.
    self.index = index
    perform(machine.setSource(.merged(index), cachesAnswers: source.cachesAnswers))
    if let pendingConfiguration { setConfiguration(pendingConfiguration) }
  }

  /// Replaces the items shown before typing (see
  /// ``AutofillSuggestionMachine/setItemsBeforeTyping(_:)``).
  ///
  /// - Parameter items: The items, in the order to show them; empty for none.
  public func setItemsBeforeTyping(_ items: [AutofillItem]) {
    perform(machine.setItemsBeforeTyping(items))
  }

  /// Replaces the host's own rows, shown first as given (see
  /// ``AutofillSuggestionMachine/setSuggestedItems(_:)``).
  ///
  /// - Parameter items: The rows, in the order to show them; empty for none.
  public func setSuggestedItems(_ items: [AutofillItem]) {
    perform(machine.setSuggestedItems(items))
  }
}
