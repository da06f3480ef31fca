/// The yes/no questions the UIKit field asks about showing its dropdown, answered here so
/// they are tested on Linux.
public enum AutofillPresentationRules {
  /// Whether the dropdown is on screen.
  ///
  /// It shows only while the field is first responder, in a window, not hidden, and the
  /// state has something to show. Secure entry is handled earlier: the controller keeps such
  /// a field's state hidden.
  ///
  /// - Parameters:
  ///   - state: The controller's state.
  ///   - isFirstResponder: Whether the field is editing.
  ///   - isInWindow: Whether the field is in a window.
  ///   - isFieldHidden: Whether the field or an ancestor is hidden.
  /// - Returns: Whether to show the dropdown.
  public static func showsDropdown(
    _ state: AutofillDropdownState, isFirstResponder: Bool, isInWindow: Bool,
    isFieldHidden: Bool
  ) -> Bool {
    state.kind != .hidden && isFirstResponder && isInWindow && !isFieldHidden
  }

  /// Whether the field turns the system's autocorrection (and, on iOS 17 and later, its
  /// inline predictions) off for an editing session, so two suggestion interfaces never
  /// compete.
  ///
  /// It is decided when editing begins, before the keyboard appears, and undone when editing
  /// ends, rather than each time the dropdown shows: switching it while the keyboard is up
  /// needs `reloadInputViews()`, which accepts a pending autocorrection (changing the user's
  /// word) and can resize the keyboard. So it is off for the session when the field can
  /// suggest (suggestions on, not secure entry, something to suggest from) and the host has
  /// not set the field's autocorrection type itself; the host's explicit choice always
  /// stands.
  ///
  /// - Parameters:
  ///   - isAutofillOn: Whether suggestions are on.
  ///   - isSecureEntry: Whether the field is secure entry (it never suggests).
  ///   - hasSource: Whether the field has items, a source or triggers.
  ///   - hostSetAutocorrection: Whether the host set `autocorrectionType`.
  /// - Returns: Whether autocorrection should be off while editing.
  public static func suppressesAutocorrection(
    isAutofillOn: Bool, isSecureEntry: Bool, hasSource: Bool, hostSetAutocorrection: Bool
  ) -> Bool {
    isAutofillOn && !isSecureEntry && hasSource && !hostSetAutocorrection
  }

  /// Whether a text change is passed to the controller. While an input method composes text
  /// (marked text, e.g. kana before conversion) the query waits for the composed text, so the
  /// dropdown keeps what it shows.
  ///
  /// - Parameter hasMarkedText: Whether the field has marked text.
  /// - Returns: Whether to forward the change.
  public static func forwardsTextChange(hasMarkedText: Bool) -> Bool { !hasMarkedText }
}
