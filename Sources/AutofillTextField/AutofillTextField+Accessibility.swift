#if canImport(UIKit)
  @preconcurrency import UIKit

  extension AutofillTextField {
    /// Keeps a "Suggestions" rotor on the field while the dropdown shows: with VoiceOver on
    /// the field, the rotor moves straight to the dropdown's rows, whichever of them are on
    /// screen (it scrolls the dropdown to the next row). The host's own rotors stay.
    func updateSuggestionsRotor() {
      let name = configuration.texts.rotorName
      // The rotor added before may have another name: the texts' language changed since.
      let previous = suggestionsRotorName
      var rotors = (accessibilityCustomRotors ?? []).filter {
        $0.name != name && $0.name != previous
      }
      suggestionsRotorName = nil
      if isDropdownVisible, !dropdown.rows.isEmpty {
        rotors.append(Self.suggestionsRotor(name: name, table: dropdown.tableView))
        suggestionsRotorName = name
      }
      accessibilityCustomRotors = rotors.isEmpty ? nil : rotors
    }

    /// A rotor over the rows of `table`, in order, by row index (cells are reused as the
    /// dropdown scrolls, so it never holds on to them).
    private static func suggestionsRotor(name: String, table: UITableView)
      -> UIAccessibilityCustomRotor
    {
      UIAccessibilityCustomRotor(name: name) { [weak table] predicate in
        let direction = predicate.searchDirection
        let current = predicate.currentItem.targetElement as? UITableViewCell
        let result = MainActor.valueAtOnceOnMainThread {
          () -> UIAccessibilityCustomRotorItemResult? in
          guard let table else { return nil }
          let count = table.numberOfRows(inSection: 0)
          let index = current.flatMap { table.indexPath(for: $0)?.row }
          let next: Int
          switch (direction, index) {
          case (.next, let index?): next = index + 1
          case (.previous, let index?): next = index - 1
          case (.next, nil): next = 0
          case (.previous, nil): next = count - 1
          @unknown default: return nil
          }
          guard next >= 0, next < count else { return nil }
          let path = IndexPath(row: next, section: 0)
          table.scrollToRow(at: path, at: .none, animated: false)
          table.layoutIfNeeded()
          guard let cell = table.cellForRow(at: path) else { return nil }
          return UIAccessibilityCustomRotorItemResult(targetElement: cell, targetRange: nil)
        }
        return result ?? nil
      }
    }
  }
#endif
