#if canImport(UIKit)
  @preconcurrency import UIKit

  /// Tells a host what an ``AutofillTextField``'s dropdown does. Separate from
  /// `UITextFieldDelegate`, which keeps working untouched; held weakly.
  ///
  /// Every method has an empty default, so a host implements only what it needs.
  @MainActor
  public protocol AutofillTextFieldDelegate: AnyObject {
    /// The user picked `item`; the field's text is already the item's value.
    func autofillTextField(_ field: AutofillTextField, didSelect item: AutofillItem)
    /// RVS_AutofillTextField's name for a pick, kept so that a port which only renames its
    /// types keeps hearing of picks: called after ``autofillTextField(_:didSelect:)`` on
    /// ``AutofillTextField/autofillDelegate`` and, where RVS_AutofillTextField called it, on the
    /// field's `delegate` (the `UITextFieldDelegate`) if that adopts this protocol; once on an
    /// object that is both. New code implements ``autofillTextField(_:didSelect:)``.
    func autoFillTextField(_ field: AutofillTextField, selectionWasMade item: AutofillItem)
    /// The dropdown is about to appear.
    func autofillTextFieldWillShowDropdown(_ field: AutofillTextField)
    /// The dropdown appeared.
    func autofillTextFieldDidShowDropdown(_ field: AutofillTextField)
    /// The dropdown is about to disappear.
    func autofillTextFieldWillHideDropdown(_ field: AutofillTextField)
    /// The dropdown disappeared.
    func autofillTextFieldDidHideDropdown(_ field: AutofillTextField)
    /// The suggestion state changed (rows, loading, no matches, failed, hidden, highlight).
    func autofillTextField(_ field: AutofillTextField, didChange state: AutofillDropdownState)
    /// The dropdown moved or resized; `frame` is in the dropdown's container's coordinates.
    /// A host that lays out around the field (a table view cell, say) can react here.
    func autofillTextField(_ field: AutofillTextField, didChangeDropdownFrame frame: CGRect)
  }

  extension AutofillTextFieldDelegate {
    /// Does nothing.
    public func autofillTextField(_ field: AutofillTextField, didSelect item: AutofillItem) {}
    /// Does nothing.
    public func autoFillTextField(_: AutofillTextField, selectionWasMade: AutofillItem) {}
    /// Does nothing.
    public func autofillTextFieldWillShowDropdown(_ field: AutofillTextField) {}
    /// Does nothing.
    public func autofillTextFieldDidShowDropdown(_ field: AutofillTextField) {}
    /// Does nothing.
    public func autofillTextFieldWillHideDropdown(_ field: AutofillTextField) {}
    /// Does nothing.
    public func autofillTextFieldDidHideDropdown(_ field: AutofillTextField) {}
    /// Does nothing.
    public func autofillTextField(
      _ field: AutofillTextField, didChange state: AutofillDropdownState
    ) {}
    /// Does nothing.
    public func autofillTextField(
      _ field: AutofillTextField, didChangeDropdownFrame frame: CGRect
    ) {}
  }
#endif
