#if canImport(UIKit)
  import AutofillTextField
  @preconcurrency import UIKit

  /// Everything a host hears from a field: picks through the delegate, `onSelect` and the
  /// `.valueChanged` action (in one list, in order), the dropdown's show and hide messages,
  /// and `.editingChanged` actions.
  @MainActor
  final class FieldEventLog: NSObject, AutofillTextFieldDelegate {
    /// "delegate: X", "onSelect: X" and "valueChanged: X" (X the field's text then), in order.
    private(set) var picks: [String] = []
    /// "willShow", "didShow", "willHide", "didHide", in order.
    private(set) var dropdownEvents: [String] = []
    /// How many `.editingChanged` actions the field sent.
    private(set) var editingChangedCount = 0

    /// Becomes `field`'s autofill delegate, `onSelect` and action target.
    func attach(to field: AutofillTextField) {
      field.autofillDelegate = self
      field.onSelect = { [weak self] item in self?.picks.append("onSelect: \(item.value)") }
      field.addTarget(self, action: #selector(valueChanged(_:)), for: .valueChanged)
      field.addTarget(self, action: #selector(editingChanged(_:)), for: .editingChanged)
    }

    @objc private func valueChanged(_ field: UITextField) {
      picks.append("valueChanged: \(field.text ?? "")")
    }

    @objc private func editingChanged(_ field: UITextField) {
      editingChangedCount += 1
    }

    func autofillTextField(_ field: AutofillTextField, didSelect item: AutofillItem) {
      picks.append("delegate: \(item.value)")
    }

    func autofillTextFieldWillShowDropdown(_ field: AutofillTextField) {
      dropdownEvents.append("willShow")
    }

    func autofillTextFieldDidShowDropdown(_ field: AutofillTextField) {
      dropdownEvents.append("didShow")
    }

    func autofillTextFieldWillHideDropdown(_ field: AutofillTextField) {
      dropdownEvents.append("willHide")
    }

    func autofillTextFieldDidHideDropdown(_ field: AutofillTextField) {
      dropdownEvents.append("didHide")
    }
  }

  /// A host's `UITextFieldDelegate` that refuses edits of more than one character (the pick of
  /// a suggestion, not a keystroke), and records every replacement it was asked about.
  @MainActor
  final class RefusingTextFieldDelegate: NSObject, UITextFieldDelegate {
    private(set) var askedReplacements: [String] = []

    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      askedReplacements.append(string)
      return string.count <= 1
    }
  }
#endif
