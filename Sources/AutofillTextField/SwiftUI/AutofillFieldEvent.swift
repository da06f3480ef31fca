#if canImport(SwiftUI) && canImport(UIKit)
  /// What an ``AutofillField``'s dropdown did, as ``AutofillTextFieldDelegate`` tells a UIKit
  /// host; see ``SwiftUI/View/onAutofillEvent(perform:)``.
  public enum AutofillFieldEvent: Sendable {
    /// The dropdown is about to appear.
    case willShowDropdown
    /// The dropdown appeared.
    case didShowDropdown
    /// The dropdown is about to disappear.
    case willHideDropdown
    /// The dropdown disappeared.
    case didHideDropdown
    /// The suggestion state changed (rows, loading, no matches, failed, hidden, highlight).
    case stateChanged(AutofillDropdownState)
  }
#endif
