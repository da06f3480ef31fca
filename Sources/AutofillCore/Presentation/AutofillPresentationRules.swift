import Foundation

/// The yes/no questions the UIKit field asks about showing its dropdown, answered here so
/// they are tested on Linux.
///
/// Changed with issue #47 (no release had the old forms): a field that cannot be seen keeps
/// its dropdown, hidden, rather than dismissing it. ``showsDropdown(_:isFirstResponder:isInWindow:)``
/// and ``dropdownUpdate(for:isFirstResponder:isInWindow:isPickInProgress:)`` no longer take
/// `isFieldHidden:`; `placementUpdate(isFieldHidden:isPickInProgress:)` is
/// ``placementUpdate(isFieldVisible:isPickInProgress:)``, with the argument inverted, and its
/// `dismiss` result is ``PlacementUpdate/hide``. Ask ``isFieldVisible(_:)`` for the argument.
public enum AutofillPresentationRules {
  /// Whether the dropdown is shown.
  ///
  /// It shows only while the field is first responder, in a window, and the state has
  /// something to show. Secure entry is handled earlier: the controller keeps such a field's
  /// state hidden. A field that cannot be seen (``isFieldVisible(_:)``) keeps its dropdown,
  /// hidden, until it can (``placementUpdate(isFieldVisible:isPickInProgress:)``).
  ///
  /// - Parameters:
  ///   - state: The controller's state.
  ///   - isFirstResponder: Whether the field is editing.
  ///   - isInWindow: Whether the field is in a window.
  /// - Returns: Whether to show the dropdown.
  public static func showsDropdown(
    _ state: AutofillDropdownState, isFirstResponder: Bool, isInWindow: Bool
  ) -> Bool {
    state.kind != .hidden && isFirstResponder && isInWindow
  }

  /// Whether the field can be seen, from the `isHidden` and `alpha` of the field and of each of
  /// its ancestors: not when one of them is hidden, or so transparent (an alpha below 0.01)
  /// that UIKit's hit-testing ignores it as it ignores a hidden view. A dropdown hosted outside
  /// the field's hierarchy is not hidden or faded with it, so it asks.
  ///
  /// ```swift
  /// AutofillPresentationRules.isFieldVisible([(false, 1), (false, 0)])  // false: a faded ancestor
  /// ```
  ///
  /// - Parameter views: The field, then its ancestors.
  /// - Returns: Whether none of them hides the field.
  public static func isFieldVisible(_ views: some Sequence<(isHidden: Bool, alpha: CGFloat)>)
    -> Bool
  {
    !views.contains { $0.isHidden || $0.alpha < 0.01 }
  }

  /// Whether a view's alpha going from `old` to `new` can hide or show the field: it crosses
  /// the threshold of ``isFieldVisible(_:)``. A header faded as its list scrolls sets its alpha
  /// at every frame; only such a change needs the dropdown placed again.
  ///
  /// ```swift
  /// AutofillPresentationRules.fadeChangesVisibility(from: 1, to: 0)    // true
  /// AutofillPresentationRules.fadeChangesVisibility(from: 0.8, to: 0.6)  // false
  /// ```
  ///
  /// - Parameters:
  ///   - old: The view's alpha before the change.
  ///   - new: Its alpha after.
  /// - Returns: Whether the field's visibility may have changed.
  public static func fadeChangesVisibility(from old: CGFloat, to new: CGFloat) -> Bool {
    isFieldVisible([(false, old)]) != isFieldVisible([(false, new)])
  }

  /// What the field does with its dropdown when the state or the field changes.
  public enum DropdownUpdate: Sendable, Hashable {
    /// Show the state's rows (and place them).
    case show
    /// Take the dropdown off screen.
    case hide
    /// Leave the dropdown exactly as it is, rows and frame: a finger is down on a row.
    case keep
  }

  /// What to do with the dropdown: ``showsDropdown(_:isFirstResponder:isInWindow:)``,
  /// except while a pick is in progress (a finger is down on a row, see
  /// ``AutofillCompletionSession/beginPick(row:)``): then the dropdown stays as it is, even if
  /// editing ends meanwhile (a host's tap-to-dismiss recognizer, `view.endEditing(true)`), so
  /// the pick can finish. Removing the row under the finger would cancel its touch and lose
  /// the pick. A field that left its window hides at once.
  ///
  /// - Parameters:
  ///   - state: The session's state.
  ///   - isFirstResponder: Whether the field is editing.
  ///   - isInWindow: Whether the field is in a window.
  ///   - isPickInProgress: Whether a finger is down on a row.
  /// - Returns: What to do.
  public static func dropdownUpdate(
    for state: AutofillDropdownState, isFirstResponder: Bool, isInWindow: Bool,
    isPickInProgress: Bool
  ) -> DropdownUpdate {
    guard isInWindow else { return .hide }
    if isPickInProgress { return .keep }
    return showsDropdown(state, isFirstResponder: isFirstResponder, isInWindow: isInWindow)
      ? .show : .hide
  }

  /// The hardware keys the field takes over from the system now (as key commands with
  /// priority over the system's own handling).
  ///
  /// None while an input method composes (marked text): then ↓ ↑ Return and Escape belong to
  /// the input method (choosing and committing a candidate in Japanese or Chinese). None while
  /// neither the dropdown nor an inline completion shows. Otherwise the session's
  /// ``AutofillCompletionSession/handledKeys``.
  ///
  /// - Parameters:
  ///   - handledKeys: The keys the session handles in its state.
  ///   - isDropdownVisible: Whether the dropdown is on screen.
  ///   - hasInlineCompletion: Whether an inline completion shows.
  ///   - hasMarkedText: Whether an input method is composing.
  /// - Returns: The keys to take over.
  public static func keysTakenOver(
    handledKeys: Set<AutofillKey>, isDropdownVisible: Bool, hasInlineCompletion: Bool,
    hasMarkedText: Bool
  ) -> Set<AutofillKey> {
    guard !hasMarkedText, isDropdownVisible || hasInlineCompletion else { return [] }
    return handledKeys
  }

  /// Whether the field turns the system's autocorrection (and, on iOS 17 and later, its
  /// inline predictions) off for an editing session, so two suggestion interfaces never
  /// compete.
  ///
  /// It is decided when editing begins, before the keyboard appears, and undone when editing
  /// ends, rather than each time the dropdown shows: switching it while the keyboard is up
  /// needs `reloadInputViews()`, which accepts a pending autocorrection (changing the user's
  /// word) and can resize the keyboard. So it is off for the session when the field can
  /// suggest for the whole text (suggestions on, not secure entry, items or a source) and the
  /// host has not set the field's autocorrection type itself; the host's explicit choice
  /// always stands. With triggers, the field suggests only inside a trigger's word of a longer
  /// message, so the rest of the message keeps the host's autocorrection and QuickType.
  ///
  /// - Parameters:
  ///   - isAutofillOn: Whether suggestions are on.
  ///   - isSecureEntry: Whether the field is secure entry (it never suggests).
  ///   - hasSource: Whether the field has items or a source for the whole text.
  ///   - usesTriggers: Whether triggers are set (then the whole text is not the query).
  ///   - hostSetAutocorrection: Whether the host set `autocorrectionType`.
  /// - Returns: Whether autocorrection should be off while editing.
  public static func suppressesAutocorrection(
    isAutofillOn: Bool, isSecureEntry: Bool, hasSource: Bool, usesTriggers: Bool,
    hostSetAutocorrection: Bool
  ) -> Bool {
    isAutofillOn && !isSecureEntry && hasSource && !usesTriggers && !hostSetAutocorrection
  }

  /// Whether the field turns iOS 17's inline predictions (the system's grey text after the
  /// caret) off for an editing session. Apple asks apps that show their own suggestions to
  /// turn them off; unlike autocorrection and QuickType they never help a trigger's word or
  /// the rest of a message compete less, so they are off whenever the field can suggest at
  /// all, triggers included, unless the host chose a prediction type itself.
  ///
  /// - Parameters:
  ///   - isAutofillOn: Whether suggestions are on.
  ///   - isSecureEntry: Whether the field is secure entry (it never suggests; the system shows
  ///     no predictions there either).
  ///   - canSuggest: Whether the field has items, a source or triggers.
  ///   - hostChosePredictions: Whether the host set the prediction type to anything but the
  ///     default.
  /// - Returns: Whether inline predictions should be off while editing.
  public static func suppressesInlinePredictions(
    isAutofillOn: Bool, isSecureEntry: Bool, canSuggest: Bool, hostChosePredictions: Bool
  ) -> Bool {
    isAutofillOn && !isSecureEntry && canSuggest && !hostChosePredictions
  }

  /// Whether a text change is passed to the controller. While an input method composes text
  /// (marked text, e.g. kana before conversion) the query waits for the composed text, so the
  /// dropdown keeps what it shows.
  ///
  /// - Parameter hasMarkedText: Whether the field has marked text.
  /// - Returns: Whether to forward the change.
  public static func forwardsTextChange(hasMarkedText: Bool) -> Bool { !hasMarkedText }
}
