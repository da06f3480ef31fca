import AutofillTextField
import UIKit

/// Scenario 3: a dynamic source backed by a ``SimulatedServer`` with adjustable latency,
/// failures, empty answers and out-of-order answers. A log shows each request and answer, and
/// counts the answers that arrive for a text the field no longer shows (which the field drops).
final class RemoteScenarioViewController: UIViewController, AutofillTextFieldDelegate {
  private let field = AutofillTextField(frame: .zero)
  private let stateLabel = UILabel()
  private let countersLabel = UILabel()
  private let latencyLabel = UILabel()
  private let latencySlider = UISlider()
  private let failSwitch = UISwitch()
  private let emptySwitch = UISwitch()
  private let outOfOrderSwitch = UISwitch()
  private let debounceControl = UISegmentedControl(items: ["0 ms", "250 ms", "500 ms"])
  private let favouritesSwitch = UISwitch()
  private let recentSwitch = UISwitch()
  private let askBeforeTypingSwitch = UISwitch()
  private let languageControl = UISegmentedControl(
    items: RemoteScenarioViewController.languages.map { $0 ?? "System" })
  private var recent = AutofillRecentItems(capacity: 5)
  private let logView = UITextView()

  private var server: SimulatedServer?
  private var settings = SimulatedServer.Settings()
  private var settingsVersion = 0
  private var loadTask: Task<Void, Never>?
  private var counters = Counters()
  private var logLines: [String] = []
  private var startTimes: [AutofillQuery: ContinuousClock.Instant] = [:]

  /// What the log has seen.
  private struct Counters {
    var requests = 0
    var answered = 0
    var cancelled = 0
    var failed = 0
    var stale = 0
  }

  private static let debounceChoices = [0, 250, 500]
  /// The texts' languages the control offers; `nil` is the device's.
  private static let languages: [String?] = [nil, "en", "fr", "de", "es", "ja", "ar"]
  /// The places "on this device" when the favourites switch is on.
  private static let favourites = ["London", "Lisbon", "Lyon", "Los Angeles", "Lagos"].map {
    AutofillItem($0, subtitle: "Favourite")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    field.placeholder = "A place, typed slowly: “L”, “Lo”, “Lon”…"
    field.borderStyle = .roundedRect
    field.font = .preferredFont(forTextStyle: .body)
    field.adjustsFontForContentSizeCategory = true
    field.clearButtonMode = .whileEditing
    field.autocapitalizationType = .words
    field.autocorrectionType = .no
    field.maximumVisibleRows = 6
    field.autofillDelegate = self
    field.configuration.texts.loadingSubtitle = "Asking the simulated server…"
    field.configuration.texts.noMatchesSubtitle = "The server answered with nothing."
    field.configuration.texts.itemsSectionTitle = "On this device"
    field.configuration.texts.sourceSectionTitle = "From the server"
    field.configuration.texts.beforeTypingSectionTitle = "Recent"

    latencySlider.minimumValue = 0
    latencySlider.maximumValue = 3000
    latencySlider.value = Float(settings.latencyMilliseconds)
    latencySlider.addTarget(self, action: #selector(latencyChanged(_:)), for: .valueChanged)
    for control in [failSwitch, emptySwitch, outOfOrderSwitch] {
      control.addTarget(self, action: #selector(serverSwitchChanged(_:)), for: .valueChanged)
    }
    debounceControl.selectedSegmentIndex =
      Self.debounceChoices.firstIndex(of: field.debounceMilliseconds) ?? 1
    debounceControl.addTarget(self, action: #selector(debounceChanged(_:)), for: .valueChanged)
    for control in [favouritesSwitch, recentSwitch, askBeforeTypingSwitch] {
      control.addTarget(self, action: #selector(fieldSwitchChanged(_:)), for: .valueChanged)
    }
    languageControl.selectedSegmentIndex = 0
    languageControl.addTarget(self, action: #selector(languageChanged(_:)), for: .valueChanged)
    field.onSelect = { [weak self] item in self?.remember(item) }

    for label in [stateLabel, countersLabel, latencyLabel] {
      label.numberOfLines = 0
      label.font = .preferredFont(forTextStyle: .footnote)
      label.adjustsFontForContentSizeCategory = true
    }
    logView.isEditable = false
    logView.font = .monospacedSystemFont(
      ofSize: UIFont.preferredFont(forTextStyle: .caption1).pointSize, weight: .regular)
    logView.backgroundColor = .secondarySystemBackground
    logView.layer.cornerRadius = 8
    logView.accessibilityLabel = "Request log"

    let stack = UIStackView(arrangedSubviews: [
      field, stateLabel, latencyLabel, latencySlider,
      Self.row("Fail every request", failSwitch),
      Self.row("Answer with nothing", emptySwitch),
      Self.row("Out of order: shorter (older) queries answer later", outOfOrderSwitch),
      Self.row("Debounce", debounceControl),
      Self.row("Favourites on this device too (merged, with section titles)", favouritesSwitch),
      Self.row("Recent picks before typing", recentSwitch),
      Self.row("Ask the server before typing (empty query)", askBeforeTypingSwitch),
      Self.row("Texts", languageControl),
      countersLabel, logView,
    ])
    stack.axis = .vertical
    stack.spacing = 8
    stack.setCustomSpacing(14, after: field)
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      stack.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
      logView.heightAnchor.constraint(greaterThanOrEqualToConstant: 80),
    ])

    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Clear log", style: .plain, target: self, action: #selector(clearLog(_:)))

    showSettings()
    showCounters()
    stateLabel.text = "Dropdown: loading the places for the server…"
    loadTask = Task { [weak self] in await self?.startServer() }
  }

  deinit {
    loadTask?.cancel()
  }

  private static func row(_ title: String, _ control: UIView) -> UIStackView {
    let label = UILabel()
    label.text = title
    label.numberOfLines = 0
    label.font = .preferredFont(forTextStyle: .subheadline)
    label.adjustsFontForContentSizeCategory = true
    control.setContentHuggingPriority(.required, for: .horizontal)
    control.setContentCompressionResistancePriority(.required, for: .horizontal)
    let row = UIStackView(arrangedSubviews: [label, control])
    row.spacing = 8
    row.alignment = .center
    return row
  }

  /// Builds the server's index off the main thread, then connects the field.
  private func startServer() async {
    do {
      let places = try await PlaceList.load()
      let index = await AutofillIndex.build(places)
      let server = SimulatedServer(index: index)
      self.server = server
      sendSettings()
      connect(field, to: server)
      stateLabel.text = "Dropdown: hidden (the server knows \(index.count.formatted()) places)"
    } catch {
      stateLabel.text = error.localizedDescription
    }
  }

  /// Makes the server the field's source, logging each request on its way in and out.
  private func connect(_ field: AutofillTextField, to server: SimulatedServer) {
    field.setSource { [weak self] query in
      await self?.requestStarted(query)
      do {
        let items = try await server.answer(query)
        await self?.answerArrived(for: query, count: items.count)
        return items
      } catch {
        await self?.requestEnded(query, with: error)
        throw error
      }
    }
  }

  // MARK: The log

  private func requestStarted(_ query: AutofillQuery) {
    counters.requests += 1
    startTimes[query] = .now
    let page = query.skip > 0 ? ", from row \(query.skip + 1)" : ""
    log("→ “\(query.text)”\(page)")
    showCounters()
  }

  private func answerArrived(for query: AutofillQuery, count: Int) {
    let elapsed = elapsedMilliseconds(for: query)
    let text = field.text ?? ""
    if query.text != text {
      // The field keeps only answers for the text it shows, so this one is dropped.
      counters.stale += 1
      log("← “\(query.text)”: \(count) items after \(elapsed) ms, STALE (text is “\(text)”)")
    } else {
      counters.answered += 1
      log("← “\(query.text)”: \(count) items after \(elapsed) ms")
    }
    showCounters()
  }

  private func requestEnded(_ query: AutofillQuery, with error: any Error) {
    let elapsed = elapsedMilliseconds(for: query)
    if error is CancellationError {
      counters.cancelled += 1
      log("✕ “\(query.text)” cancelled after \(elapsed) ms")
    } else {
      counters.failed += 1
      log("✕ “\(query.text)” failed after \(elapsed) ms: \(error.localizedDescription)")
    }
    showCounters()
  }

  private func elapsedMilliseconds(for query: AutofillQuery) -> Int64 {
    guard let start = startTimes.removeValue(forKey: query) else { return 0 }
    return (ContinuousClock.now - start).milliseconds
  }

  private func log(_ line: String) {
    logLines.insert(line, at: 0)
    if logLines.count > 200 { logLines.removeLast(logLines.count - 200) }
    logView.text = logLines.joined(separator: "\n")
  }

  private func showCounters() {
    countersLabel.text =
      "Requests \(counters.requests) · answered \(counters.answered) · "
      + "cancelled \(counters.cancelled) · failed \(counters.failed) · "
      + "stale \(counters.stale) (arrived after the text changed; the field drops them)"
  }

  private func showSettings() {
    latencyLabel.text = "Latency: \(settings.latencyMilliseconds) ms"
    failSwitch.isOn = settings.failsEveryRequest
    emptySwitch.isOn = settings.answersNothing
    outOfOrderSwitch.isOn = settings.answersOutOfOrder
  }

  // MARK: Controls

  @objc private func latencyChanged(_ sender: UISlider) {
    settings.latencyMilliseconds = Int((sender.value / 50).rounded()) * 50
    sendSettings()
    showSettings()
  }

  @objc private func serverSwitchChanged(_ sender: UISwitch) {
    settings.failsEveryRequest = failSwitch.isOn
    settings.answersNothing = emptySwitch.isOn
    settings.answersOutOfOrder = outOfOrderSwitch.isOn
    sendSettings()
  }

  private func sendSettings() {
    guard let server else { return }
    settingsVersion += 1
    let (settings, version) = (settings, settingsVersion)
    Task { await server.update(settings, version: version) }
  }

  @objc private func debounceChanged(_ sender: UISegmentedControl) {
    let index = sender.selectedSegmentIndex
    guard Self.debounceChoices.indices.contains(index) else { return }
    field.debounceMilliseconds = Self.debounceChoices[index]
  }

  @objc private func fieldSwitchChanged(_ sender: UISwitch) {
    // In this order the server stays the source: with the switch on, items and source show
    // together; clearing the items before turning it off keeps the source.
    if favouritesSwitch.isOn {
      field.showsItemsWithSource = true
      field.items = Self.favourites
    } else {
      field.items = []
      field.showsItemsWithSource = false
    }
    field.itemsBeforeTyping = recentSwitch.isOn ? recent.items : []
    field.asksSourceBeforeTyping = askBeforeTypingSwitch.isOn
  }

  /// Keeps the last picks in memory only (the library stores nothing; a real app might).
  private func remember(_ item: AutofillItem) {
    recent.record(item)
    if recentSwitch.isOn { field.itemsBeforeTyping = recent.items }
  }

  @objc private func languageChanged(_ sender: UISegmentedControl) {
    let index = sender.selectedSegmentIndex
    guard Self.languages.indices.contains(index) else { return }
    var texts = Self.languages[index].map { AutofillStateTexts(language: $0) } ?? .init()
    texts.loadingSubtitle = field.configuration.texts.loadingSubtitle
    texts.noMatchesSubtitle = field.configuration.texts.noMatchesSubtitle
    // Host texts: the section titles are the scenario's own, in English.
    texts.itemsSectionTitle = "On this device"
    texts.sourceSectionTitle = "From the server"
    texts.beforeTypingSectionTitle = "Recent"
    field.configuration.texts = texts
    // Right-to-left texts read better in a right-to-left dropdown.
    field.semanticContentAttribute =
      texts.language == "ar" ? .forceRightToLeft : .unspecified
  }

  @objc private func clearLog(_ sender: UIBarButtonItem) {
    logLines = []
    logView.text = ""
    counters = Counters()
    showCounters()
  }

  // MARK: AutofillTextFieldDelegate

  func autofillTextField(_ field: AutofillTextField, didChange state: AutofillDropdownState) {
    let description: String
    switch state {
    case .hidden: description = "hidden"
    case .loading: description = "loading"
    case .results(let rows, _): description = "\(rows.count) results"
    case .noMatches: description = "no matches"
    case .failed(let message): description = "failed: \(message)"
    }
    let status: String
    switch field.sourceStatus {
    case .idle: status = ""
    case .loading: status = " · server row: loading"
    case .failed(let message): status = " · server row: failed: \(message)"
    }
    stateLabel.text = "Dropdown: \(description)\(status)"
  }
}
