import AutofillTextField
import Foundation

/// The package's real-world dataset: every country and every city of at least 100,000 people,
/// with the names' diacritics (GeoNames, CC BY 4.0). The project copies it into the app from
/// `Sources/AutofillCLI/Resources/places.tsv`.
enum PlaceList {
  /// Why the list could not be read.
  enum LoadError: LocalizedError {
    case missing

    var errorDescription: String? {
      "places.tsv is not in the app bundle; check the target's Copy Bundle Resources phase."
    }
  }

  /// Reads and parses the bundled file off the main thread.
  ///
  /// - Returns: One item per line: the name, with the country (or "Country") as subtitle.
  static func load() async throws -> [AutofillItem] {
    guard let url = Bundle.main.url(forResource: "places", withExtension: "tsv") else {
      throw LoadError.missing
    }
    return try await Task.detached(priority: .userInitiated) {
      parse(try String(contentsOf: url, encoding: .utf8))
    }.value
  }

  /// The countries alone (their subtitle is "Country").
  static func countries(in places: [AutofillItem]) -> [AutofillItem] {
    places.filter { $0.subtitle == "Country" }
  }

  /// The places under two sections, "Cities" (with their countries) and "Countries", as
  /// `autofill demo --sections` shows them.
  static func sectioned(_ places: [AutofillItem]) -> [AutofillItem] {
    places.map { place in
      place.subtitle == "Country"
        ? AutofillItem(place.value, section: "Countries")
        : AutofillItem(place.value, subtitle: place.subtitle, section: "Cities")
    }
  }

  /// Parses `NAME<TAB>SUBTITLE` lines; empty lines and empty names are skipped.
  static func parse(_ text: String) -> [AutofillItem] {
    text.split(whereSeparator: \.isNewline).compactMap { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard let name = fields.first, !name.isEmpty else { return nil }
      let subtitle = fields.count > 1 && !fields[1].isEmpty ? String(fields[1]) : nil
      return AutofillItem(String(name), subtitle: subtitle)
    }
  }
}
