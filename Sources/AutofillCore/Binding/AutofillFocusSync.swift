/// Keeps a text field's first-responder status and a focus binding (SwiftUI's `FocusState`)
/// in step, acting only on changes, so neither side undoes the other.
///
/// The view reads the binding every time it is updated, and a binding write from a UIKit
/// event reaches it only at a later update. Comparing the two each time would steal focus back
/// or drop it while such a write is on its way; so the field becomes or resigns first
/// responder only when the binding's value changed since it was last read, and the field's own
/// focus changes are written to the binding only when it says otherwise.
///
/// ```swift
/// var sync = AutofillFocusSync()
/// switch sync.bindingDidUpdate(
///   isFocused: focus.wrappedValue, isFirstResponder: field.isFirstResponder,
///   canBecomeFirstResponder: field.window != nil && field.isEnabled)
/// {
/// case .becomeFirstResponder: field.becomeFirstResponder()
/// case .resignFirstResponder: field.resignFirstResponder()
/// case .none: break
/// }
/// ```
public struct AutofillFocusSync: Sendable, Equatable {
  /// What the field does after the binding was read.
  public enum Action: Sendable, Equatable {
    /// Nothing.
    case none
    /// Become first responder (show the keyboard).
    case becomeFirstResponder
    /// Resign first responder.
    case resignFirstResponder

    /// Whether the action still applies when it runs, which is after the view's update (a
    /// field must not change focus during one): the binding may have changed back meanwhile,
    /// the field may have gained or lost focus by itself, or left its window.
    ///
    /// - Parameters:
    ///   - isFocused: What the binding says now.
    ///   - isFirstResponder: Whether the field is first responder now.
    ///   - isInWindow: Whether the field is in a window now.
    /// - Returns: Whether to become or resign first responder now; never for ``none``.
    public func stillApplies(isFocused: Bool, isFirstResponder: Bool, isInWindow: Bool) -> Bool {
      switch self {
      case .none: false
      case .becomeFirstResponder: isFocused && !isFirstResponder && isInWindow
      case .resignFirstResponder: !isFocused && isFirstResponder
      }
    }
  }

  /// The binding's value at the last update that could act on it; `nil` before the first.
  private var lastRead: Bool?

  /// Creates a sync that has not read the binding yet.
  public init() {}

  /// The view was updated with the binding's value.
  ///
  /// A request for focus that cannot be met yet (the field is not in a window, or disabled)
  /// is not remembered, so the next update tries again.
  ///
  /// - Parameters:
  ///   - isFocused: Whether the binding says the field has focus.
  ///   - isFirstResponder: Whether the field is first responder.
  ///   - canBecomeFirstResponder: Whether it could become first responder now.
  /// - Returns: What the field does.
  public mutating func bindingDidUpdate(
    isFocused: Bool, isFirstResponder: Bool, canBecomeFirstResponder: Bool
  ) -> Action {
    if isFocused == isFirstResponder {
      lastRead = isFocused
      return .none
    }
    // Unchanged since the last update: the field's own focus change is on its way to the
    // binding, and must not be undone.
    guard isFocused != lastRead else { return .none }
    if isFocused {
      guard canBecomeFirstResponder else { return .none }
      lastRead = true
      return .becomeFirstResponder
    }
    lastRead = false
    return .resignFirstResponder
  }

  /// The field became or stopped being first responder, by the user's tap, a pick, or code.
  ///
  /// - Parameters:
  ///   - isFirstResponder: Whether it is first responder now.
  ///   - isFocused: The binding's value now.
  /// - Returns: The value to write to the binding, or `nil` when it says so already.
  public func fieldDidChangeFocus(isFirstResponder: Bool, isFocused: Bool) -> Bool? {
    isFirstResponder == isFocused ? nil : isFirstResponder
  }
}
