#if canImport(UIKit)
  import AutofillTextField
  @preconcurrency import UIKit

  /// The items and fields the hosted tests share.
  @MainActor
  enum Fixtures {
    /// Ten cities with their countries. In the default prefix mode "zu" finds Zürich and Zug,
    /// "ber" Berlin, Bern, Bergen and Bergamo, and "be" those and Beirut (five, the default
    /// limit; Belgrade is the sixth).
    static let cities: [AutofillItem] = [
      ("Zürich", "Switzerland"), ("Zug", "Switzerland"), ("Zagreb", "Croatia"),
      ("Zaragoza", "Spain"), ("Berlin", "Germany"), ("Bern", "Switzerland"),
      ("Bergen", "Norway"), ("Bergamo", "Italy"), ("Beirut", "Lebanon"), ("Belgrade", "Serbia"),
    ].map { AutofillItem($0.0, subtitle: $0.1) }

    /// Names in right-to-left scripts.
    static let rightToLeftCities: [AutofillItem] = [
      AutofillItem("ירושלים", subtitle: "ישראל"), AutofillItem("ירוחם", subtitle: "ישראל"),
      AutofillItem("بيروت", subtitle: "لبنان"),
    ]

    /// A field near the top of the screen, under any bar or notch.
    static let topFieldFrame = CGRect(x: 20, y: 140, width: 300, height: 44)

    /// A field over `items` with the English texts, so rows read the same on any simulator.
    static func makeField(
      items: [AutofillItem] = cities, frame: CGRect = topFieldFrame
    ) -> AutofillTextField {
      let field = AutofillTextField(frame: frame)
      field.borderStyle = .roundedRect
      field.configuration.texts = AutofillStateTexts(language: "en")
      field.items = items
      return field
    }
  }

  /// What a source the tests give a field was asked.
  @MainActor
  final class QueryLog {
    private(set) var texts: [String] = []

    func record(_ text: String) { texts.append(text) }
  }

  /// Holds a source's answer back until the test lets it go: a slow or late server, with no
  /// fixed delay. Waiting is not cancellable, so a cancelled request still answers once the
  /// gate opens, as a server that ignores cancellation does.
  actor SourceGate {
    private var isOpen = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Returns once the gate is open.
    func wait() async {
      if isOpen { return }
      await withCheckedContinuation { waiting.append($0) }
    }

    /// Opens the gate: every waiting answer, and every later one, goes through.
    func open() {
      isOpen = true
      for continuation in waiting { continuation.resume() }
      waiting.removeAll()
    }
  }

  /// A source's failure with a message a user can read.
  struct UnavailableError: LocalizedError {
    var errorDescription: String? { "The test server is unavailable." }
  }
#endif
