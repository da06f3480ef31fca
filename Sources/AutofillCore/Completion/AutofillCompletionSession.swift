import Foundation

/// The suggestion logic of one field with trigger tokens and inline completion: the text and
/// caret go in; the dropdown state, the inline completion and the edits to make come out.
///
/// Without triggers it is an ``AutofillSuggestionController`` for the whole text, exactly: the
/// whole text is the query and a selection replaces it. With triggers (``setTriggers(_:terminators:)``)
/// it suggests only while the caret is in a trigger token (see ``AutofillTokenFinder``), asks
/// that trigger's source with the token's query, and a selection replaces just the token.
///
/// ```swift
/// let session = AutofillCompletionSession()
/// session.setTriggers([AutofillTrigger("@", items: people), AutofillTrigger("#", source: tags)])
/// session.isInlineCompletionOn = true
/// session.onStateChange = { state in /* render the dropdown */ }
/// session.onInlineCompletionChange = { ghost in /* show ghost?.suffix after the caret */ }
/// session.onReplaceText = { edit in /* replace edit.range with edit.replacement, caret after */ }
///
/// session.beginEditing(text: field.text ?? "", caretUTF16Offset: caret)
/// session.changeText("Hi @ali", caretUTF16Offset: 7)      // also for caret moves
/// if !session.selectHighlighted() { /* Return keeps its usual meaning */ }
/// ```
///
/// Each trigger has its own controller, source and cache of answers. When the caret moves from
/// one trigger's token to another's (or out of every token), the previous controller stops:
/// its fetch is cancelled and any late answer is dropped, so nothing from one trigger's source
/// ever shows for another's token.
///
/// Text typed while secure entry was on (``setSecureEntry(_:)``) is never sent to any source,
/// nor does any answer for it show, until it is edited: not when secure entry goes off, nor
/// when the caret moves into one of its tokens, triggers are added, removed or replaced,
/// sources, items or settings are replaced, or editing ends and begins again. The next edit
/// (typing, deleting, a pick) is asked as usual. Static items still match it: they never
/// leave the app.
///
/// Keys: Return calls ``selectHighlighted(isDropdownFloating:)`` (the highlighted row, else
/// the first row of a floating dropdown when
/// ``AutofillSuggestionMachine/Configuration/returnSelectsFirstSuggestion`` is on, else the
/// inline completion);
/// → calls ``acceptInlineCompletion()``; Backspace calls ``removeInlineCompletion()`` first and
/// deletes only if it returns `false`.
@MainActor
public final class AutofillCompletionSession {
  /// Called with the state to render whenever it may have changed.
  public var onStateChange: ((AutofillDropdownState) -> Void)?
  /// Called with text for VoiceOver to announce.
  public var onAnnouncement: ((String) -> Void)?
  /// Called when a selection or an accepted inline completion edits the text; returns whether
  /// the edit was applied. The session has already taken the new text and caret (reporting
  /// them again changes nothing). Return `false` when the edit was not made (the host's
  /// `textField(_:shouldChangeCharactersIn:replacementString:)` refused it): the session takes
  /// the text and caret back to what they were, and ``onSelect`` is not called.
  public var onReplaceText: ((AutofillTextReplacement) -> Bool)?
  /// Called with the item the user picked (a row, or the inline completion's), after
  /// ``onReplaceText`` has applied its edit.
  public var onSelect: ((AutofillItem) -> Void)?
  /// Called when the inline completion appears, changes or goes away.
  public var onInlineCompletionChange: ((AutofillInlineCompletion?) -> Void)?
  /// Asked with the UTF-16 range of each trigger token the caret is in; a token it returns
  /// `true` for counts as none: nothing is asked or shown for it. A composer passes
  /// ``AutofillMentions/intersectsMention(_:)``, so that "@Ana" with the caret right after a
  /// mention suggests nothing. `nil` (the default) excludes nothing.
  public var excludesToken: ((NSRange) -> Bool)?

  /// Whether the rest of the best suggestion shows after the caret. Default `false`.
  public var isInlineCompletionOn = false {
    didSet { updateInlineCompletion() }
  }

  /// The field's text as last reported (or as set by the last edit).
  public private(set) var text = ""
  /// The caret in ``text``, in UTF-16 code units, rounded down to a character boundary.
  public private(set) var caretUTF16Offset = 0
  /// Whether the field has marked (IME) text, as last reported.
  public private(set) var hasMarkedText = false
  /// The triggers, in order; empty for whole-text suggestions.
  public private(set) var triggers: [AutofillTrigger] = []
  /// The rules that find the token at the caret.
  public private(set) var tokenFinder = AutofillTokenFinder(delimiters: [])
  /// The trigger token the caret is in, if triggers are set and it is in one.
  public private(set) var activeToken: AutofillTriggerToken?
  /// What shows after the caret, if inline completion is on and the best suggestion extends
  /// the typed text.
  public private(set) var inlineCompletion: AutofillInlineCompletion?

  /// Whether a pick is in progress: a finger is down on a row (``beginPick(row:)``) and has
  /// not lifted (``finishPick(fieldText:)``) or left (``cancelPick()``). The field keeps its
  /// dropdown as it is meanwhile, even if editing ends.
  public var isPickInProgress: Bool { pendingPick != nil }

  /// The trigger of ``activeToken``, for example to pick a cell configuration by its
  /// ``AutofillTrigger/identifier``.
  public var activeTrigger: AutofillTrigger? { activeToken.map { triggers[$0.triggerIndex] } }

  /// What the dropdown shows: hidden while triggers are set and the caret is in no token.
  public var state: AutofillDropdownState { active?.state ?? .hidden }

  /// The timing, paging and matching settings.
  public var configuration: AutofillSuggestionMachine.Configuration {
    wholeText.machine.configuration
  }

  /// Whether any timer, fetch or index build is still running (for tests and teardown).
  public var hasPendingWork: Bool { allControllers.contains { $0.hasPendingWork } }

  private let clock: any Clock<Duration>
  private let wholeText: AutofillSuggestionController
  private var triggerControllers: [AutofillSuggestionController] = []
  /// The controller whose state shows, and the query it was last given.
  private var active: AutofillSuggestionController?
  private var activeQuery: String?
  /// Whether the field is editing: between ``beginEditing(text:caretUTF16Offset:hasMarkedText:)``
  /// and ``endEditing()``.
  public private(set) var isEditing = false
  private var isAutofillOn = true
  private var isSecureEntry = false
  /// Whether the text was in the field while secure entry was on and has not been edited
  /// since. The session owns it, not each controller: only the session tells an edit from a
  /// query that changed without one (a caret move, a trigger switch), and it must reach
  /// controllers that did not exist while secure entry was on.
  private var isTextSecret = false
  private var isInlineSuppressed = false
  private var selectedValue: String?
  private var pendingPick: PendingPick?
  /// A row under a finger: its item, and the text, caret and token it was shown for.
  private struct PendingPick {
    let item: AutofillItem
    let text: String
    let token: AutofillTriggerToken?
  }

  private var allControllers: [AutofillSuggestionController] { [wholeText] + triggerControllers }

  /// Creates a session with no source and no triggers.
  ///
  /// - Parameters:
  ///   - configuration: Timing, paging and matching settings, for every trigger too.
  ///   - clock: The clock timers sleep on; a test passes a manual clock.
  public init(
    configuration: AutofillSuggestionMachine.Configuration = .init(),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.clock = clock
    wholeText = AutofillSuggestionController(configuration: configuration, clock: clock)
    active = wholeText
    activeQuery = ""
    connect(wholeText)
  }

  // MARK: Sources and settings

  /// Suggests from a static list when no trigger is set (see
  /// ``AutofillSuggestionController/setItems(_:)``).
  ///
  /// - Parameter items: The list, in the order used for ties.
  public func setItems(_ items: [AutofillItem]) { wholeText.setItems(items) }

  /// Suggests from a prebuilt index when no trigger is set.
  ///
  /// - Parameter index: The index to answer from.
  public func setIndex(_ index: AutofillIndex) { wholeText.setIndex(index) }

  /// Suggests from a source when no trigger is set.
  ///
  /// - Parameter source: The source to ask, or `nil` for none.
  public func setSource(_ source: (any AutofillSource)?) { wholeText.setSource(source) }

  /// Suggests from a static list and a source together when no trigger is set: the list's
  /// matches at once, the source's answers under them (see
  /// ``AutofillSuggestionController/setItems(_:mergedWith:)``).
  ///
  /// - Parameters:
  ///   - items: The list, in the order used for ties.
  ///   - source: The source whose rows go under the list's.
  public func setItems(_ items: [AutofillItem], mergedWith source: any AutofillSource) {
    wholeText.setItems(items, mergedWith: source)
  }

  /// Suggests from a prebuilt index and a source together when no trigger is set (see
  /// ``AutofillSuggestionController/setIndex(_:mergedWith:)``).
  ///
  /// - Parameters:
  ///   - index: The index whose matches show first.
  ///   - source: The source whose rows go under them.
  public func setIndex(_ index: AutofillIndex, mergedWith source: any AutofillSource) {
    wholeText.setIndex(index, mergedWith: source)
  }

  /// Replaces the items shown before typing when no trigger is set (see
  /// ``AutofillSuggestionMachine/setItemsBeforeTyping(_:)``).
  ///
  /// - Parameter items: The items, in the order to show them; empty for none.
  public func setItemsBeforeTyping(_ items: [AutofillItem]) {
    wholeText.setItemsBeforeTyping(items)
  }

  /// Replaces the host's own rows, shown first as given, when no trigger is set (see
  /// ``AutofillSuggestionMachine/setSuggestedItems(_:)``).
  ///
  /// From the first call on, even with none, the field counts as one that suggests
  /// (``takesSuggestedItems``).
  ///
  /// - Parameter items: The rows, in the order to show them; empty for none.
  public func setSuggestedItems(_ items: [AutofillItem]) {
    takesSuggestedItems = true
    wholeText.setSuggestedItems(items)
  }

  /// Whether the host gives the field rows of its own (``setSuggestedItems(_:)`` was called,
  /// even with none yet, as a search completer's field before its first answer): then the
  /// field suggests, so the system's autocorrection and predictions stay off
  /// (``AutofillSystemSuggestions/Field/takesSuggestedItems``).
  public private(set) var takesSuggestedItems = false

  /// The row under the field's own rows while the active source has not answered them.
  public var sourceStatus: AutofillSourceStatus { active?.sourceStatus ?? .idle }

  /// Replaces the triggers. With none, the whole text is the query again.
  ///
  /// - Parameters:
  ///   - triggers: The triggers, in order; the longest matching delimiter wins, the first of
  ///     equal ones.
  ///   - terminators: Characters that end a word besides whitespace.
  public func setTriggers(
    _ triggers: [AutofillTrigger],
    terminators: Set<Character> = AutofillTokenFinder.defaultTerminators
  ) {
    for controller in triggerControllers { controller.invalidate() }
    self.triggers = triggers
    tokenFinder = AutofillTokenFinder(triggers: triggers, terminators: terminators)
    triggerControllers = triggers.map { trigger in
      let controller = AutofillSuggestionController(configuration: configuration, clock: clock)
      controller.setSource(trigger.source)
      controller.setAutofillOn(isAutofillOn)
      controller.setSecureEntry(isSecureEntry)
      connect(controller)
      return controller
    }
    route(restarting: false)
  }

  /// Replaces the timing, paging and matching settings, for every trigger too.
  ///
  /// - Parameter configuration: The new settings.
  public func setConfiguration(_ configuration: AutofillSuggestionMachine.Configuration) {
    for controller in allControllers { controller.setConfiguration(configuration) }
  }

  // MARK: Events from the field

  /// The field began editing.
  ///
  /// - Parameters:
  ///   - text: The field's text.
  ///   - caretUTF16Offset: The caret in UTF-16 code units; `nil` for the end of the text.
  ///   - hasMarkedText: Whether an input method is composing.
  public func beginEditing(
    text: String, caretUTF16Offset: Int? = nil, hasMarkedText: Bool = false
  ) {
    isEditing = true
    isInlineSuppressed = false
    take(text, caretUTF16Offset, hasMarkedText)
    route(restarting: true)
  }

  /// The field ended editing: hide and stop.
  public func endEditing() {
    isEditing = false
    for controller in allControllers { controller.endEditing() }
    updateInlineCompletion()
  }

  /// The text, the caret or the marked text changed. Call it for caret moves too: moving into
  /// or out of a token shows or hides its suggestions.
  ///
  /// A report that leaves the query as it was (a caret move within a token, or within the text
  /// without triggers) keeps the dropdown and its highlight. A change that shortens the text (a
  /// deletion) shows no inline completion until the next change that does not.
  ///
  /// - Parameters:
  ///   - text: The field's whole text.
  ///   - caretUTF16Offset: The caret in UTF-16 code units (`UITextInput`'s
  ///     `offset(from: beginningOfDocument, to: selectedTextRange.end)`); `nil` for the end.
  ///   - hasMarkedText: Whether an input method is composing (`markedTextRange != nil`).
  public func changeText(
    _ text: String, caretUTF16Offset: Int? = nil, hasMarkedText: Bool = false
  ) {
    if text != self.text {
      isInlineSuppressed = text.utf16.count < self.text.utf16.count
      isTextSecret = isSecureEntry
    }
    take(text, caretUTF16Offset, hasMarkedText)
    route(restarting: false)
  }

  /// Turns suggestions on or off.
  ///
  /// - Parameter isOn: Whether suggestions are on.
  public func setAutofillOn(_ isOn: Bool) {
    isAutofillOn = isOn
    for controller in allControllers { controller.setAutofillOn(isOn) }
  }

  /// Tells whether the field is secure entry (then nothing is suggested or sent).
  ///
  /// Turning it off sends nothing typed while it was on to any source, by any path, until the
  /// text is edited (see the overview).
  ///
  /// - Parameter isSecure: Whether the field is secure entry.
  public func setSecureEntry(_ isSecure: Bool) {
    isSecureEntry = isSecure
    if isSecure { isTextSecret = true }
    for controller in allControllers { controller.setSecureEntry(isSecure) }
  }

  // MARK: Events from the keyboard and the list

  /// Moves the highlight (hardware ↓/↑). The inline completion hides while a row is
  /// highlighted.
  ///
  /// - Parameter direction: The direction.
  public func moveHighlight(_ direction: AutofillSuggestionMachine.Direction) {
    active?.moveHighlight(direction)
  }

  /// The visible rows reached the end of the list.
  public func reachEnd() { active?.reachEnd() }

  /// Hides the dropdown and the inline completion without changing the text (Escape).
  public func dismiss() { active?.dismiss() }

  /// Selects a row: ``onReplaceText`` receives the edit (the token, or the whole text without
  /// triggers, replaced by the row's value).
  ///
  /// - Parameter row: The row's index; out of range does nothing.
  public func select(row: Int) {
    let rows = active?.state.suggestions ?? []
    active?.select(row: row)
    commitSelection(rows.indices.contains(row) ? rows[row].item : nil)
  }

  /// Selects the row showing `item` now, if one does (for a tap whose rows may have changed
  /// since they were drawn).
  ///
  /// - Parameter item: The item the tapped row showed.
  /// - Returns: Whether it was entered.
  @discardableResult
  public func select(item: AutofillItem) -> Bool {
    guard let active, let row = active.state.row(showing: item) else { return false }
    active.select(row: row)
    return commitSelection(item)
  }

  /// A finger touched a row: remembers its item, so that the pick survives editing ending
  /// before the finger lifts (a host that ends editing on any tap, such as a tap recognizer
  /// calling `view.endEditing(true)` or IQKeyboardManager's resign-on-touch-outside). Call
  /// ``finishPick(fieldText:)`` when the tap completes and ``cancelPick()`` when the touch
  /// goes away.
  ///
  /// - Parameter row: The suggestion's index in ``state``; out of range does nothing.
  public func beginPick(row: Int) {
    let rows = state.suggestions
    guard rows.indices.contains(row) else {
      pendingPick = nil
      return
    }
    pendingPick = PendingPick(item: rows[row].item, text: text, token: activeToken)
  }

  /// What rows drawn now are drawn for: the text and the trigger token. A host that draws the
  /// rows itself (an inline SwiftUI list) keeps it with the rows it draws, for
  /// ``beginPick(item:shownFor:)``.
  public var pickOrigin: AutofillPickOrigin { AutofillPickOrigin(text: text, token: activeToken) }

  /// A row drawn elsewhere (an inline SwiftUI list's), for `origin`, was tapped: holds its
  /// item as ``beginPick(row:)`` does, whatever the rows show now, so that
  /// ``finishPick(fieldText:)`` enters it by its rule: where it shows now while editing goes
  /// on, and after editing ended (a host's resign-on-tap gesture) only if the text is still
  /// the one the row was drawn for (the caret may have moved). Nothing depends on when the
  /// finger came down.
  ///
  /// - Parameters:
  ///   - item: The item the tapped row showed.
  ///   - origin: What the row was drawn for (``pickOrigin`` when it was drawn).
  public func beginPick(item: AutofillItem, shownFor origin: AutofillPickOrigin) {
    pendingPick = PendingPick(item: item, text: origin.text, token: origin.token)
  }

  /// The tap on the row begun with ``beginPick(row:)`` completed: selects its item.
  ///
  /// While editing goes on, the item is selected where it shows now (an answer may have
  /// re-ranked the rows meanwhile), as ``select(row:)`` would; if it no longer shows, nothing
  /// happens. If editing ended during the tap, the item's value still replaces the text (or
  /// the trigger token) the row was shown for, wherever the caret is now, provided neither the
  /// text nor `fieldText` has changed since; the dropdown stays closed.
  ///
  /// - Parameter fieldText: The field's text now, once editing has ended (the session no
  ///   longer follows it: a host may have set it since); `nil` to take ``text``.
  /// - Returns: Whether the item was entered.
  @discardableResult
  public func finishPick(fieldText: String? = nil) -> Bool {
    guard let pick = pendingPick else { return false }
    pendingPick = nil
    if isEditing { return select(item: pick.item) }
    guard pick.text == text, (fieldText ?? text) == text else { return false }
    selectedValue = pick.item.textToEnter
    return commitSelection(pick.item, token: pick.token)
  }

  /// The touch begun with ``beginPick(row:)`` ended without a tap (it scrolled, or was
  /// cancelled): nothing is picked.
  public func cancelPick() { pendingPick = nil }

  /// Return: selects the highlighted row; else, when
  /// ``AutofillSuggestionMachine/Configuration/returnSelectsFirstSuggestion`` is on and the
  /// rows float over the screen, the first row (which is the inline completion's, when one
  /// shows); else accepts the inline completion. Rows drawn inline (a SwiftUI form's) are
  /// never picked by Return: nothing marks the first as the one Return takes.
  ///
  /// - Parameter isDropdownFloating: Whether the rows show in the floating dropdown. Default
  ///   `true`.
  /// - Returns: Whether Return was used: a row or the inline completion was chosen (even if
  ///   the host then refused its edit, see ``onReplaceText``). If not, Return keeps its usual
  ///   meaning.
  @discardableResult
  public func selectHighlighted(isDropdownFloating: Bool = true) -> Bool {
    if let active, let row = active.state.highlightedIndex {
      let rows = active.state.suggestions
      if active.selectHighlighted() {
        commitSelection(rows.indices.contains(row) ? rows[row].item : nil)
        return true
      }
    }
    guard configuration.returnSelectsFirstSuggestion, isDropdownFloating,
      let first = state.suggestions.first
    else {
      return acceptInlineCompletion()
    }
    active?.select(row: 0)
    commitSelection(first.item)
    return true
  }

  /// → (or Return): enters the inline completion's whole value, as selecting its row would.
  ///
  /// - Returns: Whether there was an inline completion; if not, the key keeps its usual
  ///   meaning.
  @discardableResult
  public func acceptInlineCompletion() -> Bool {
    guard inlineCompletion != nil, let active, !active.state.suggestions.isEmpty else {
      return false
    }
    let item = active.state.suggestions[0].item
    active.select(row: 0)
    commitSelection(item)
    return true
  }

  /// Backspace: removes the inline completion, if one shows, instead of deleting. It stays
  /// away until the text changes.
  ///
  /// - Returns: Whether a completion was removed; if not, Backspace deletes as usual.
  @discardableResult
  public func removeInlineCompletion() -> Bool {
    guard inlineCompletion != nil else { return false }
    isInlineSuppressed = true
    updateInlineCompletion()
    return true
  }

  /// Cancels every timer, fetch and index build. Call it when the field goes away.
  public func invalidate() {
    for controller in allControllers { controller.invalidate() }
  }

  // MARK: Internals

  private func connect(_ controller: AutofillSuggestionController) {
    controller.onStateChange = { [weak self, weak controller] _ in
      guard let self, let controller, controller === self.active else { return }
      self.stateDidChange()
    }
    controller.onAnnouncement = { [weak self, weak controller] announcement in
      guard let self, let controller, controller === self.active else { return }
      self.onAnnouncement?(announcement)
    }
    controller.onSetText = { [weak self, weak controller] value in
      guard let self, let controller, controller === self.active else { return }
      self.selectedValue = value
    }
  }

  private func take(_ text: String, _ caret: Int?, _ hasMarkedText: Bool) {
    self.text = text
    let index = text.characterIndex(roundingDownUTF16Offset: caret ?? text.utf16.count)
    caretUTF16Offset = text.utf16Offset(of: index)
    self.hasMarkedText = hasMarkedText
  }

  /// Finds the controller and query for the text and caret, and tells the controllers: a new
  /// active controller starts on its query, the previous one stops (its late answers are
  /// dropped), an unchanged one hears only a changed query.
  private func route(restarting: Bool) {
    let token =
      (triggers.isEmpty
      ? nil : tokenFinder.token(in: text, caretUTF16Offset: caretUTF16Offset))
      .flatMap { excludesToken?($0.utf16Range) == true ? nil : $0 }
    let next = triggers.isEmpty ? wholeText : token.map { triggerControllers[$0.triggerIndex] }
    let query = triggers.isEmpty ? text : token?.query
    activeToken = token
    let previous = active
    let isSwitching = previous !== next
    let isQueryChanged = query != activeQuery
    // An edit outside the token leaves its query as it was, yet releases it.
    let isSecrecyChanged = next?.machine.isTextSecret != isTextSecret
    active = next
    activeQuery = query
    if isSwitching { previous?.endEditing() }
    if let next, let query {
      // Every controller hears whether the text is secret with the query itself, so none
      // asks its source in between, however new it is or whatever it last saw.
      if restarting || (isSwitching && isEditing) {
        next.beginEditing(text: query, isSecret: isTextSecret)
      } else if isSwitching || isQueryChanged || isSecrecyChanged {
        next.changeText(query, isSecret: isTextSecret)
      } else {
        updateInlineCompletion()
      }
    } else {
      stateDidChange()
    }
  }

  private func stateDidChange() {
    onStateChange?(state)
    updateInlineCompletion()
  }

  /// Makes the selection's edit (of the whole text, or of the active token) and reports it.
  @discardableResult
  private func commitSelection(_ item: AutofillItem?) -> Bool {
    commitSelection(item, token: activeToken)
  }

  /// Makes the selection's edit (of the whole text, or of `token`) and reports it; restores
  /// the text if the field did not apply it. Returns whether it was applied.
  @discardableResult
  private func commitSelection(_ item: AutofillItem?, token: AutofillTriggerToken?) -> Bool {
    guard let value = selectedValue else { return false }
    selectedValue = nil
    pendingPick = nil
    let edit: AutofillTextReplacement
    if triggers.isEmpty {
      edit = AutofillTextReplacement(replacingAllOf: text, with: value)
    } else if let token {
      let trigger = triggers[token.triggerIndex]
      edit = AutofillTextReplacement(
        replacing: token, in: text, with: value, keepsDelimiter: trigger.keepsDelimiter,
        appendsSpace: trigger.appendsSpace)
    } else {
      return false
    }
    let previous = (text: text, caret: caretUTF16Offset, marked: hasMarkedText)
    let wasInlineSuppressed = isInlineSuppressed
    let wasTextSecret = isTextSecret
    isInlineSuppressed = false
    // A pick is an edit; refused, it leaves the text, secret or not, as it was.
    isTextSecret = isSecureEntry
    take(edit.text, edit.caretUTF16Offset, false)
    route(restarting: false)
    guard onReplaceText?(edit) ?? true else {
      isInlineSuppressed = wasInlineSuppressed
      isTextSecret = wasTextSecret
      take(previous.text, previous.caret, previous.marked)
      route(restarting: false)
      return false
    }
    if let item { onSelect?(item) }
    return true
  }

  private func updateInlineCompletion() {
    var completion: AutofillInlineCompletion?
    if isInlineCompletionOn, isEditing, !isInlineSuppressed, let active,
      case .results(let rows, highlighted: nil) = active.state
    {
      completion = AutofillInlineCompletion(
        text: text, caretUTF16Offset: caretUTF16Offset,
        query: triggers.isEmpty ? nil : activeToken?.query, hasMarkedText: hasMarkedText,
        best: rows.first, options: active.machine.configuration.options)
    }
    guard completion != inlineCompletion else { return }
    inlineCompletion = completion
    onInlineCompletionChange?(completion)
  }
}

/// What a suggestion row was drawn for (``AutofillCompletionSession/pickOrigin``): a tap on
/// it after editing ended enters its item only if the field still holds this text.
public struct AutofillPickOrigin: Sendable, Equatable {
  let text: String
  let token: AutofillTriggerToken?
}
