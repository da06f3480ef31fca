import AutofillCore

/// One run of the demo: forwards keys to the input line and to an
/// ``AutofillSuggestionController`` exactly as the UIKit field forwards its events, and draws
/// the controller's state after every change. It decides nothing the controller decides.
///
/// Drawing goes through `write` and the size through `size`, so tests drive a session without
/// a terminal.
@MainActor
final class DemoSession {
  /// The core controller.
  let controller: AutofillSuggestionController
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
  private var reachedEnd: (generation: Int, rows: Int)?

  /// Creates a session and starts editing the empty line.
  ///
  /// - Parameters:
  ///   - controller: The controller, its source already set.
  ///   - configuration: The controller's configuration; the toggles change its options.
  ///   - title: The screen's first line.
  ///   - write: Writes a frame to the terminal.
  ///   - size: The terminal's columns and rows.
  init(
    controller: AutofillSuggestionController,
    configuration: AutofillSuggestionMachine.Configuration, title: String,
    write: @escaping (String) -> Void, size: @escaping () -> (width: Int, height: Int)
  ) {
    self.controller = controller
    self.configuration = configuration
    self.write = write
    self.size = size
    screen = DemoScreen(title: title)
    screen.texts = configuration.texts
    options = DemoOptions()
    options.options = configuration.options
    screen.options = options
    controller.onStateChange = { [weak self] state in self?.stateChanged(state) }
    controller.onAnnouncement = { [weak self] text in
      self?.screen.announcement = text
      self?.draw()
    }
    controller.onSetText = { [weak self] text in self?.screen.line.setText(text) }
    controller.setConfiguration(configuration)
    controller.beginEditing(text: "")
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
    for key in keys where handle(key) == .quit { return .quit }
    draw()
    return .proceed
  }

  /// Handles one key.
  ///
  /// - Parameter key: The key.
  /// - Returns: Whether to quit.
  func handle(_ key: DemoKey) -> Outcome {
    switch key {
    case .text(let text): edit { $0.insert(text) }
    case .backspace: edit { $0.deleteBackward() }
    case .delete: edit { $0.deleteForward() }
    case .left: screen.line.moveLeft()
    case .right: screen.line.moveRight()
    case .home: screen.line.moveToStart()
    case .end: screen.line.moveToEnd()
    case .down: controller.moveHighlight(.down)
    case .up: controller.moveHighlight(.up)
    // With nothing highlighted Return keeps its usual meaning, which in a one-field demo is
    // nothing.
    case .enter: controller.selectHighlighted()
    case .escape: controller.dismiss()
    case .interrupt, .endOfInput: return .quit
    case .control(let letter):
      guard let toggle = DemoOptions.Toggle(key: letter) else { break }
      options.apply(toggle)
      screen.options = options
      configuration.options = options.options
      controller.setConfiguration(configuration)
    case .tab, .unknown: break
    }
    return .proceed
  }

  /// Edits the line and tells the controller if its text changed.
  private func edit(_ change: (inout LineEditor) -> Void) {
    let before = screen.line.text
    change(&screen.line)
    if screen.line.text != before { controller.changeText(screen.line.text) }
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
    if frame.showsLastRow {
      let key = (controller.machine.generation, controller.state.suggestions.count)
      if reachedEnd.map({ $0 != key }) ?? true {
        reachedEnd = key
        // Outside the drawing: the controller calls back to draw.
        Task { [controller] in controller.reachEnd() }
      }
    }
  }

  private func stateChanged(_ state: AutofillDropdownState) {
    screen.state = state
    if state.kind == .loading {
      startSpinner()
    } else {
      spinner?.cancel()
      spinner = nil
    }
    draw()
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

  /// Stops the spinner and the controller's timers and fetches.
  func stop() {
    spinner?.cancel()
    spinner = nil
    controller.invalidate()
  }
}
