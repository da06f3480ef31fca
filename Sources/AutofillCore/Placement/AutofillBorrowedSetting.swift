/// A setting of the host's that the control changes while it needs it, and gives back
/// afterwards only if it is still the control's: a host that set it in the meantime keeps its
/// own value.
///
/// The field turns the window keyboard layout guide's `followsUndockedKeyboard` on while a
/// field is in the window. When the last one leaves, the value found is restored only if the
/// field was the one that turned it on, nobody set it since, and it is still on.
///
/// ```swift
/// var setting = AutofillBorrowedSetting(original: false, borrowed: true)
/// setting.hostDidSet()                                  // the host sets it (to true) itself
/// setting.valueToRestore(current: true)                 // nil: the host's value stays
/// ```
public struct AutofillBorrowedSetting<Value: Equatable & Sendable>: Sendable, Equatable {
  /// The value found before the control changed it.
  public let original: Value
  /// The value the control set.
  public let borrowed: Value
  /// Whether someone else set the setting since the control did (even to the same value).
  public private(set) var isSetByHost = false

  /// Records that the control found `original` and set `borrowed`.
  ///
  /// - Parameters:
  ///   - original: The value found.
  ///   - borrowed: The value the control set.
  public init(original: Value, borrowed: Value) {
    self.original = original
    self.borrowed = borrowed
  }

  /// Someone other than the control set the setting.
  public mutating func hostDidSet() {
    isSetByHost = true
  }

  /// The value to set when the control no longer needs the setting, or `nil` to leave it: the
  /// control changed nothing (it found its value), the host set it since, or it no longer
  /// holds the control's value.
  ///
  /// - Parameter current: The setting's value now.
  /// - Returns: The original value, or `nil`.
  public func valueToRestore(current: Value) -> Value? {
    guard original != borrowed, !isSetByHost, current == borrowed else { return nil }
    return original
  }
}
