import AutofillTextField
import UIKit

/// Scenario 2: a field made with `init(frame:)` over the bundled list of thousands of places.
/// The list is read off the main thread and the field indexes it off the main thread; a display
/// link counts late frames while the field is being edited, to show that typing stays smooth.
/// A look control switches the dropdown between glass (iOS 26 and later) and opaque, over a
/// busy background when its switch is on.
final class CodeScenarioViewController: UIViewController {
  private let field = AutofillTextField(frame: .zero)
  private let statusLabel = UILabel()
  private let smoothnessLabel = UILabel()
  private let pickedLabel = UILabel()
  private let typosControl = UISegmentedControl(items: ["No typos", "1 typo", "2 typos"])
  private let sectionsSwitch = UISwitch()
  private let lookControl = UISegmentedControl(items: ["Glass", "Opaque"])
  private let busySwitch = UISwitch()
  private let busyBackground = BusyBackgroundView()
  private var places: [AutofillItem] = []
  private var loadTask: Task<Void, Never>?
  private var displayLink: CADisplayLink?
  private var frameCounts = FrameCounts()

  /// Frames seen while the field is first responder, and how many came late.
  private struct FrameCounts {
    var total = 0
    var late = 0
    var lastTimestamp: CFTimeInterval?
    var lastReport: CFTimeInterval = 0
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    field.placeholder = "A place: “zur”, “sao p”, “koln”, “ürü”"
    field.borderStyle = .roundedRect
    field.font = .preferredFont(forTextStyle: .body)
    field.adjustsFontForContentSizeCategory = true
    field.clearButtonMode = .whileEditing
    field.autocapitalizationType = .words
    field.returnKeyType = .done
    field.maximumAutofillCount = 10
    field.maximumVisibleRows = 6
    field.accessibilityIdentifier = "Code.field"
    statusLabel.accessibilityIdentifier = "Code.status"
    pickedLabel.accessibilityIdentifier = "Code.picked"
    field.onSelect = { [weak self] item in
      self?.pickedLabel.text = "Picked: \(item.value) · \(item.subtitle ?? "")"
    }

    let note = UILabel()
    note.text =
      "Type quickly, backspace, paste long text. Matching ignores case and diacritics by "
      + "default (“koln” finds Köln). Late frames are frames that took over 1.5 times the "
      + "display's frame time while the field was editing; a few while the keyboard appears "
      + "are normal."
    for label in [statusLabel, smoothnessLabel, pickedLabel, note] {
      label.numberOfLines = 0
      label.font = .preferredFont(forTextStyle: .footnote)
      label.adjustsFontForContentSizeCategory = true
      label.textColor = .secondaryLabel
    }
    typosControl.selectedSegmentIndex = field.maximumTypos
    typosControl.accessibilityLabel = "Typing mistakes allowed"
    typosControl.addTarget(self, action: #selector(typosChanged(_:)), for: .valueChanged)
    sectionsSwitch.accessibilityIdentifier = "Code.sections"
    sectionsSwitch.addTarget(self, action: #selector(sectionsChanged(_:)), for: .valueChanged)
    let sectionsRow = UIStackView(switchTitled: "Sections: cities and countries", sectionsSwitch)
    lookControl.selectedSegmentIndex = field.usesOpaqueDropdown ? 1 : 0
    lookControl.accessibilityLabel = "Dropdown look"
    lookControl.accessibilityIdentifier = "Code.look"
    lookControl.addTarget(self, action: #selector(lookChanged(_:)), for: .valueChanged)
    busySwitch.accessibilityLabel = "Busy background"
    busySwitch.accessibilityIdentifier = "Code.busy"
    busySwitch.addTarget(self, action: #selector(busyChanged(_:)), for: .valueChanged)
    let lookRow = UIStackView(arrangedSubviews: [
      lookControl, UIStackView(switchTitled: "Busy", busySwitch),
    ])
    lookRow.spacing = 8
    lookRow.alignment = .center
    busyBackground.frame = view.bounds
    busyBackground.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    busyBackground.isHidden = true
    view.insertSubview(busyBackground, at: 0)
    pickedLabel.text = "Picked: nothing yet"
    smoothnessLabel.text = "Late frames while editing: none yet"

    view.addScenarioStack(
      [
        typosControl, sectionsRow, lookRow, field, statusLabel, smoothnessLabel, pickedLabel,
        note,
      ], spacing: 10)

    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Custom cells", style: .plain, target: self, action: #selector(useCustomCells(_:)))

    loadTask = Task { [weak self] in await self?.loadPlaces() }
  }

  deinit {
    loadTask?.cancel()
  }

  private func loadPlaces() async {
    statusLabel.text = "Reading places.tsv…"
    let start = ContinuousClock.now
    do {
      let places = try await PlaceList.load()
      let elapsed = ContinuousClock.now - start
      self.places = places
      field.items = sectionsSwitch.isOn ? PlaceList.sectioned(places) : places
      statusLabel.text =
        "\(places.count.formatted()) places read in \(elapsed.milliseconds) ms off the main "
        + "thread; the field builds its index off the main thread as well."
    } catch {
      statusLabel.text = error.localizedDescription
    }
  }

  /// Typo tolerance as a user would switch it: the field re-matches what is typed at once.
  /// The control sits above the field, where the dropdown (which opens below) never covers it.
  @objc private func typosChanged(_ sender: UISegmentedControl) {
    field.maximumTypos = sender.selectedSegmentIndex
  }

  /// Item sections as a user would switch them: the places under "Cities" and "Countries"
  /// headers. Above the field, like the typos control, so the dropdown never covers it.
  @objc private func sectionsChanged(_ sender: UISwitch) {
    field.items = sender.isOn ? PlaceList.sectioned(places) : places
  }

  /// The dropdown's look as a host would choose it: glass (the default; opaque before iOS 26)
  /// or opaque on every iOS. Above the field, so the dropdown never covers it.
  @objc private func lookChanged(_ sender: UISegmentedControl) {
    field.usesOpaqueDropdown = sender.selectedSegmentIndex == 1
  }

  /// The worst a host may put behind the dropdown: strong colours, black, white and text.
  @objc private func busyChanged(_ sender: UISwitch) {
    busyBackground.isHidden = !sender.isOn
  }

  /// Switches the rows to ``CityCell`` through the README's custom-cell sample; there is no
  /// way back to the default cell, so the button goes away.
  @objc private func useCustomCells(_ sender: UIBarButtonItem) {
    showCityCells(in: field)
    navigationItem.rightBarButtonItem = nil
  }

  // MARK: Counting late frames

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    let link = CADisplayLink(target: self, selector: #selector(frameDidDraw(_:)))
    link.add(to: .main, forMode: .common)
    displayLink = link
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    // The display link retains its target until it is invalidated.
    displayLink?.invalidate()
    displayLink = nil
  }

  @objc private func frameDidDraw(_ link: CADisplayLink) {
    guard field.isFirstResponder else {
      frameCounts.lastTimestamp = nil
      return
    }
    let frameTime = link.targetTimestamp - link.timestamp
    if let last = frameCounts.lastTimestamp {
      frameCounts.total += 1
      if frameTime > 0, link.timestamp - last > frameTime * 1.5 { frameCounts.late += 1 }
    }
    frameCounts.lastTimestamp = link.timestamp
    // Updating the label on every frame would itself cost frames.
    if link.timestamp - frameCounts.lastReport > 0.5 {
      frameCounts.lastReport = link.timestamp
      smoothnessLabel.text =
        "Late frames while editing: \(frameCounts.late) of \(frameCounts.total.formatted())"
    }
  }
}

/// A deliberately busy backdrop: bands of strong colours, black and white, each under a line of
/// place names in the opposite ink, so the dropdown's legibility shows over the worst a host
/// may put behind it, in light and dark mode alike.
final class BusyBackgroundView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    contentMode = .redraw
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }

  override func draw(_ rect: CGRect) {
    let bands: [UIColor] = [
      .systemRed, .black, .systemYellow, .white, .systemBlue, .systemGreen, .systemPurple, .gray,
    ]
    let names = String(repeating: "Zürich Zug Zagreb São Paulo Köln Ürümqi ", count: 6)
    for (index, top) in stride(from: CGFloat(0), to: bounds.height, by: 26).enumerated() {
      bands[index % bands.count].setFill()
      UIRectFill(CGRect(x: 0, y: top, width: bounds.width, height: 26))
      let ink: UIColor = index.isMultiple(of: 2) ? .white : .black
      (names as NSString).draw(
        at: CGPoint(x: -CGFloat(index % 4) * 23, y: top + 3),
        withAttributes: [.font: UIFont.boldSystemFont(ofSize: 16), .foregroundColor: ink])
    }
  }
}

extension Duration {
  /// The duration in whole milliseconds, for display.
  var milliseconds: Int64 {
    components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
  }
}
