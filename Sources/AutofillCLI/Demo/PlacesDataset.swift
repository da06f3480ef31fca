import AutofillCore
import Foundation

/// The demo's built-in data: every country and every city of at least 100,000 people, from
/// GeoNames (CC BY 4.0), in the resource `places.tsv` (see `Resources/README.md`).
enum PlacesDataset {
  /// The resource's file name.
  static let resourceName = "places"
  /// The resource's extension.
  static let resourceExtension = "tsv"
  /// The subtitle that marks a country in the resource; any other subtitle is a city's country.
  static let countrySubtitle = "Country"
  /// The section of the cities, with `--sections`.
  static let citiesSection = "Cities"
  /// The section of the countries, with `--sections`.
  static let countriesSection = "Countries"

  /// Reads the built-in places.
  ///
  /// - Parameter sectioned: Whether each place is listed under "Cities" or "Countries" (see
  ///   ``item(fromLine:sectioned:)``).
  /// - Returns: One item per place: the name as its value, the country (or "Country") as its
  ///   subtitle, largest population first.
  /// - Throws: ``CommandError/input(_:)`` if the resource is missing or unreadable.
  static func load(sectioned: Bool = false) throws(CommandError) -> [AutofillItem] {
    guard
      let url = Bundle.module.url(forResource: resourceName, withExtension: resourceExtension)
    else {
      throw .input("the built-in places list is missing from the build")
    }
    return try LineFile.corpus(url.path).map { item(fromLine: $0, sectioned: sectioned) }
  }

  /// One place from a `NAME<TAB>SUBTITLE` line (the subtitle is optional).
  ///
  /// Sectioned, what the file says decides the section: a place whose subtitle is "Country"
  /// is in "Countries", without the subtitle (its header says it); a place with any other
  /// subtitle, the country it is in, is in "Cities"; a place without a subtitle has no section.
  ///
  /// - Parameters:
  ///   - line: A line of the file.
  ///   - sectioned: Whether the place gets a section.
  /// - Returns: The item.
  static func item(fromLine line: String, sectioned: Bool = false) -> AutofillItem {
    let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
    let subtitle = fields.count > 1 && !fields[1].isEmpty ? String(fields[1]) : nil
    guard sectioned, let subtitle else {
      return AutofillItem(String(fields[0]), subtitle: subtitle)
    }
    if subtitle == countrySubtitle {
      return AutofillItem(String(fields[0]), section: countriesSection)
    }
    return AutofillItem(String(fields[0]), subtitle: subtitle, section: citiesSection)
  }
}
