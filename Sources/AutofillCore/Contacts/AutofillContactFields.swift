/// The fields fetched besides the name, and shown as the rows' subtitles.
public struct AutofillContactFields: OptionSet, Sendable, Hashable {
  /// The bits.
  public let rawValue: Int
  /// Creates a set from its bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Email addresses: one row per address.
  public static let email = Self(rawValue: 1 << 0)
  /// Phone numbers: one row per number.
  public static let phone = Self(rawValue: 1 << 1)
}
