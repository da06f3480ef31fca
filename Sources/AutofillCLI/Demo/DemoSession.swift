import AutofillCore

/// One run of the demo: forwards keys to the input line and to an
/// ``AutofillCompletionSession`` exactly as the UIKit field forwards its events (the text and
/// the caret on every change and caret move, the session's edits back into the line), and draws
/// the session's state and inline completion after every change. It decides nothing the
/// session decides.
///
/// Drawing goes through `write` and the size through `size`, so tests drive a session without
/// a terminal.
@MainActor
final class DemoSession {
  /// The core session: the whole text, or the trigger token at the caret, is its query.
  let completion: AutofillCompletionSession
  /// What is drawn.
  private(set) var screen: DemoScreen
  /// The options the status line toggles.
  private(set) var options: DemoOptions
  private var configuration: AutofillSuggestionMachine.Configuration
  private var decoder = KeyDecoder()
  private let write: (String) -> Void
  private let size: () -> (width: Int, height: Int)
  private var lastOutput = ""
  private var spinner: Task<Void, Never>?
  /// Counts the session's state reports, so the end of a list is reported once per state.
  private var stateReports = 0
  private var reachedEnd: Int?
  /// Whether keys are being handled: the session's reports then only update the screen, and
  /// one frame is drawn after the keys, so no half-updated frame (new rows, old inline
  /// completion) reaches the terminal.
  private var isHandlingInput = false
  /// A pick's edit in the composer, between the session's reporting the edit and its item.
  private var pendingPick: AutofillTextReplacement?

  /// Creates a session and starts editing the empty line.
  ///
  /// - Parameters:
  ///   - completion: The completion session, its sources, triggers and inline completion
  ///     already set.
  ///   - configuration: The session's configuration; the toggles change its options.
  ///   - title: The screen's first line.
  ///   - write: Writes a frame to the terminal.
  ///   - size: The terminal's columns and rows.
  ///   - composer: Whether the message is a multi-line composer with mentions
  ///     (`--composer`) rather than one line.
  init(
    completion: AutofillCompletionSession,
    configuration: AutofillSuggestionMachine.Configuration, title: String,
    write: @escaping (String) -> Void, size: @escaping () -> (width: Int, height: Int),
    composer: Bool = false
  ) {
    self.completion = completion
    self.configuration = configuration
    self.write = write
    self.size = size
    screen = DemoScreen(title: title)
    screen.texts = configuration.texts
    options = DemoOptions()
    options.options = configuration.options
    screen.options = options
    screen.triggers = completion.triggers.map(\.delimiter)
    screen.isInlineCompletionOn = completion.isInlineCompletionOn
    completion.onStateChange = { [weak self] state in self?.stateChanged(state) }
    completion.onAnnouncement = { [weak self] text in
      self?.screen.announcement = text
      self?.drawUnlessHandlingInput()
    }
    if composer {
      screen.composer = ComposerEditor()
      screen.label = "Message"
      // The edit comes first, then its item: the composer makes both at once, as a mention.
      completion.onReplaceText = { [weak self] edit in
        self?.pendingPick = edit
        return true
      }
      completion.onSelect = { [weak self] item in
        guard let self, let edit = self.pendingPick else { return }
        self.pendingPick = nil
        self.screen.composer?.recordPick(edit, item: item)
      }
      // A token that runs into a mention ("@Zürich" with the caret right after the mention)
      // suggests nothing.
      completion.excludesToken = { [weak self] range in
        self?.screen.composer?.mentions.intersectsMention(range) ?? false
      }
    } else {
      // The session already holds the new text and caret; the line only follows it.
      completion.onReplaceText = { [weak self] edit in
        self?.screen.line.setText(edit.text, caretUTF16Offset: edit.caretUTF16Offset)
        return true
      }
    }
    completion.onInlineCompletionChange = { [weak self] inline in
      self?.screen.inlineSuffix = inline?.suffix
      self?.drawUnlessHandlingInput()
    }
    completion.setConfiguration(configuration)
    completion.beginEditing(text: "", caretUTF16Offset: 0)
  }

  /// What happens after a key.
  enum Outcome: Equatable {
    /// Keep going.
    case proceed
    /// The user asked to quit (Ctrl-C, Ctrl-D).
    case quit
  }

  /// Handles terminal input; whether to quit.
  ///
  /// - Parameter bytes: Bytes read from the terminal.
  /// - Returns: ``Outcome/quit`` if a key asked to quit.
  func receive(_ bytes: [UInt8]) -> Outcome {
    handle(decoder.decode(bytes))
  }

  /// Handles what is left of a sequence after input paused (a lone Escape).
  ///
  /// - Returns: ``Outcome/quit`` if a key asked to quit.
  func inputPaused() -> Outcome {
    handle(decoder.flush())
  }

  /// Whether input stopped in the middle of a sequence, so that the caller should call
  /// ``inputPaused()`` if nothing follows soon.
  var isWaitingForInput: Bool { decoder.hasPending }

  private func handle(_ keys: [DemoKey]) -> Outcome {
    isHandlingInput = true
    defer { isHandlingInput = false }
    for key in keys where handle(key) == .quit { return .quit }
    if let edit = pendingPick {
      // No item came: the edit stands as plain text.
      pendingPick = nil
      screen.composer?.applyAsPlainText(edit)
    }
    draw()
    return .proceed
  }

  /// Handles one key.
  ///
  /// - Parameter key: The key.
  /// - Returns: Whether to quit.
  func handle(_ key: DemoKey) -> Outcome {
    if screen.composer != nil, let handled = handleInComposer(key) { return handled }
    switch key {
    case .text(let text): edit { $0.insert(text) }
    case .backspace:
      // A showing inline completion goes first; only without one does Backspace delete.
      if !completion.removeInlineCompletion() { edit { $0.deleteBackward() } }
    case .delete: edit { $0.deleteForward() }
    case .left: edit { $0.moveLeft() }
    case .right:
      if !completion.acceptInlineCompletion() { edit { $0.moveRight() } }
    case .home: edit { $0.moveToStart() }
    case .end: edit { $0.moveToEnd() }
    case .down: completion.moveHighlight(.down)
    case .up: completion.moveHighlight(.up)
    // The highlighted row, else the inline completion. With neither, Return keeps its usual
    // meaning, which in a one-field demo is nothing.
    case .enter: completion.selectHighlighted()
    case .escape: completion.dismiss()
    case .interrupt, .endOfInput: return .quit
    case .control(let letter):
      guard let toggle = DemoOptions.Toggle(key: letter) else { break }
      options.apply(toggle)
      screen.options = options
      configuration.options = options.options
      completion.setConfiguration(configuration)
    case .tab, .unknown: break
    }
    return .proceed
  }

  /// Edits the line or moves its caret, and tells the session if either changed: a caret
  /// move into or out of a trigger token shows or hides its suggestions.
  private func edit(_ change: (inout LineEditor) -> Void) {
    let before = screen.line
    change(&screen.line)
    guard screen.line != before else { return }
    completion.changeText(screen.line.text, caretUTF16Offset: screen.line.caretUTF16Offset)
  }

  /// Handles an editing key in the composer; `nil` for a key it handles as the line does.
  private func handleInComposer(_ key: DemoKey) -> Outcome? {
    switch key {
    case .text(let text): editComposer { $0.insert(text) }
    case .backspace:
      if !completion.removeInlineCompletion() { editComposer { $0.deleteBackward() } }
    case .delete: editComposer { $0.deleteForward() }
    case .left: editComposer { $0.moveLeft() }
    case .right:
      if !completion.acceptInlineCompletion() { editComposer { $0.moveRight() } }
    case .home: editComposer { $0.moveToStart() }
    case .end: editComposer { $0.moveToEnd() }
    // The highlighted row, else the inline completion, else a line break.
    case .enter:
      if !completion.selectHighlighted() { editComposer { $0.insert("\n") } }
    default: return nil
    }
    return .proceed
  }

  /// Edits the composer or moves its caret, and tells the session as ``edit(_:)`` does.
  private func editComposer(_ change: (inout ComposerEditor) -> Void) {
    guard var composer = screen.composer else { return }
    let before = composer
    change(&composer)
    screen.composer = composer
    guard composer != before else { return }
    completion.changeText(composer.text, caretUTF16Offset: composer.caretUTF16Offset)
  }

  /// Draws the screen if it changed (or always, after a resize).
  ///
  /// - Parameter force: Draw even an unchanged frame (the terminal may have lost it).
  func draw(force: Bool = false) {
    let (width, height) = size()
    let frame = screen.render(width: width, height: height)
    let output = frame.output
    if force || output != lastOutput {
      write(output)
      lastOutput = output
    }
    if frame.showsLastRow, reachedEnd != stateReports {
      reachedEnd = stateReports
      // Outside the drawing: the session calls back to draw.
      Task { [completion] in completion.reachEnd() }
    }
  }

  private func stateChanged(_ state: AutofillDropdownState) {
    stateReports += 1
    screen.state = state
    screen.sourceStatus = completion.sourceStatus
    if state.kind == .loading || screen.sourceStatus == .loading {
      startSpinner()
    } else {
      spinner?.cancel()
      spinner = nil
    }
    drawUnlessHandlingInput()
  }

  private func drawUnlessHandlingInput() {
    if !isHandlingInput { draw() }
  }

  private func startSpinner() {
    guard spinner == nil else { return }
    spinner = Task { [weak self] in
      while !Task.isCancelled {
        do { try await Task.sleep(for: .milliseconds(80)) } catch { return }
        guard let self else { return }
        self.screen.spinnerFrame += 1
        self.draw()
      }
    }
  }

  /// Stops the spinner and the session's timers and fetches.
  func stop() {
    spinner?.cancel()
    spinner = nil
    completion.invalidate()
  }
}
