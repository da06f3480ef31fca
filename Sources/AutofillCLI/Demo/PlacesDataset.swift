import AutofillCore
import Foundation

/// The demo's built-in data: every country and every city of at least 100,000 people, from
/// GeoNames (CC BY 4.0), in the resource `places.tsv` (see `Resources/README.md`).
enum PlacesDataset {
  /// The resource's file name.
  static let resourceName = "places"
  /// The resource's extension.
  static let resourceExtension = "tsv"

  /// Reads the built-in places.
  ///
  /// - Returns: One item per place: the name as its value, the country (or "Country") as its
  ///   subtitle, largest population first.
  /// - Throws: ``CommandError/input(_:)`` if the resource is missing or unreadable.
  static func load() throws(CommandError) -> [AutofillItem] {
    guard
      let url = Bundle.module.url(forResource: resourceName, withExtension: resourceExtension)
    else {
      throw .input("the built-in places list is missing from the build")
    }
    return try LineFile.corpus(url.path).map(item(fromLine:))
  }

  /// One place from a `NAME<TAB>SUBTITLE` line (the subtitle is optional).
  ///
  /// - Parameter line: A line of the file.
  /// - Returns: The item.
  static func item(fromLine line: String) -> AutofillItem {
    let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
    let subtitle = fields.count > 1 && !fields[1].isEmpty ? String(fields[1]) : nil
    return AutofillItem(String(fields[0]), subtitle: subtitle)
  }
}
