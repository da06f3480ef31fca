import Foundation

/// One result of a place search completer, as MapKit's `MKLocalSearchCompletion` gives it:
/// a title, a subtitle, and the parts of each that answer the text typed.
///
/// It is the ``AutofillItem/refCon`` of the item it becomes (``item``), so that a picked row
/// can be resolved to a place (``AutofillLocalSearchSource/resolve(_:with:)``).
public struct AutofillLocalSearchCompletion: Sendable, Hashable {
  /// The completion's title ("1 Infinite Loop").
  public var title: String
  /// The completion's subtitle ("Cupertino, CA, United States"); may be empty.
  public var subtitle: String
  /// The completer's highlight: `titleHighlightRanges` and `subtitleHighlightRanges`.
  public var highlight: AutofillHighlight

  /// Creates a completion.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - subtitle: The subtitle; empty for none.
  ///   - highlight: The parts of the title and subtitle that answer the text typed.
  public init(title: String, subtitle: String = "", highlight: AutofillHighlight = .init()) {
    self.title = title
    self.subtitle = subtitle
    self.highlight = highlight
  }

  /// The completion as a row: its title as the value, its subtitle (if not empty) as the
  /// subtitle, the completer's highlight as the row's, and itself as the `refCon`.
  public var item: AutofillItem {
    var item = AutofillItem(title, subtitle: subtitle.isEmpty ? nil : subtitle, refCon: self)
    item.highlight = highlight
    return item
  }
}

/// What a place search completer looks for, as `MKLocalSearchCompleter.ResultType` says it.
public struct AutofillLocalSearchResultTypes: OptionSet, Sendable, Hashable {
  /// The bits.
  public let rawValue: Int
  /// Creates a set from its bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Addresses ("1 Infinite Loop").
  public static let address = Self(rawValue: 1 << 0)
  /// Points of interest ("Apple Park Visitor Center").
  public static let pointOfInterest = Self(rawValue: 1 << 1)
  /// Queries that search for more ("coffee near me").
  public static let query = Self(rawValue: 1 << 2)
}

/// The area a place search favours: a centre and a span, in degrees, as `MKCoordinateRegion`.
public struct AutofillLocalSearchRegion: Sendable, Hashable {
  /// The centre's latitude, in degrees.
  public var latitude: Double
  /// The centre's longitude, in degrees.
  public var longitude: Double
  /// The height of the region, in degrees of latitude.
  public var latitudeDelta: Double
  /// The width of the region, in degrees of longitude.
  public var longitudeDelta: Double

  /// Creates a region.
  ///
  /// - Parameters:
  ///   - latitude: The centre's latitude, in degrees.
  ///   - longitude: The centre's longitude, in degrees.
  ///   - latitudeDelta: The height, in degrees of latitude.
  ///   - longitudeDelta: The width, in degrees of longitude.
  public init(latitude: Double, longitude: Double, latitudeDelta: Double, longitudeDelta: Double) {
    self.latitude = latitude
    self.longitude = longitude
    self.latitudeDelta = latitudeDelta
    self.longitudeDelta = longitudeDelta
  }
}
