/// The counterparts of the known values of a type that is neither `Equatable` nor readable
/// (SwiftUI's `SubmitLabel` and `TextInputAutocapitalization`, whose UIKit counterparts an
/// `AutofillField` needs), found by description.
///
/// A value's counterpart is that of the known value whose `String(reflecting:)` is the same.
/// A description is not a documented format, so the table trusts it only as far as it tells
/// the known values apart: when two of them describe alike, it finds no counterpart for any
/// value, and the caller says so rather than guess.
///
/// ```swift
/// let keys = AutofillOpaqueValueTable([(SubmitLabel.search, UIReturnKeyType.search), …])
/// keys.counterpart(of: label)  // nil if unknown, or if the labels do not describe apart
/// ```
public struct AutofillOpaqueValueTable<Value, Counterpart> {
  /// The counterparts by description; `nil` when two known values describe alike.
  private let counterparts: [String: Counterpart]?

  /// Creates a table of known values and their counterparts.
  ///
  /// - Parameter pairs: Each known value with its counterpart.
  public init(_ pairs: [(Value, Counterpart)]) {
    let described = pairs.map { (String(reflecting: $0.0), $0.1) }
    let counterparts = Dictionary(described, uniquingKeysWith: { first, _ in first })
    self.counterparts = counterparts.count == pairs.count ? counterparts : nil
  }

  /// The counterpart of a value.
  ///
  /// - Parameter value: The value.
  /// - Returns: The counterpart of the known value that describes as `value` does; `nil` if
  ///   none does, or if the known values do not describe apart.
  public func counterpart(of value: Value) -> Counterpart? {
    counterparts?[String(reflecting: value)]
  }

  /// The counterpart of an optional value, as a modifier that takes one (SwiftUI's
  /// `textInputAutocapitalization(_:)`) reads it: `nil` asks for the default.
  ///
  /// - Parameters:
  ///   - value: The value, or `nil`.
  ///   - absent: The counterpart of `nil`, the default.
  /// - Returns: `absent` for `nil`; the counterpart of a value that has one; `nil` for a value
  ///   that has none, which the caller ignores (its setting stays as it was) and says so,
  ///   rather than turning it into the default.
  public func counterpart(of value: Value?, absent: Counterpart) -> Counterpart? {
    guard let value else { return absent }
    return counterpart(of: value)
  }
}
