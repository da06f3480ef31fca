#if canImport(UIKit)
  @preconcurrency import UIKit

  extension AutofillTextField {
    /// Keeps a "Suggestions" rotor on the field while the dropdown shows: with VoiceOver on
    /// the field, the rotor moves straight to the dropdown's rows (which float over the
    /// window, so in the swipe order they come after the screen's own content). The host's
    /// own rotors stay.
    func updateSuggestionsRotor() {
      let name = AutofillStrings.suggestionsRotorName
      var rotors = (accessibilityCustomRotors ?? []).filter { $0.name != name }
      if isDropdownVisible {
        let table = dropdown.tableView
        table.layoutIfNeeded()
        let cells = table.indexPathsForVisibleRows?.compactMap { table.cellForRow(at: $0) } ?? []
        if !cells.isEmpty { rotors.append(Self.suggestionsRotor(name: name, cells: cells)) }
      }
      accessibilityCustomRotors = rotors.isEmpty ? nil : rotors
    }

    /// A rotor over `cells`, in order. Rotor searches run outside the main actor's checks,
    /// so the rotor works on the cells captured when the rows were drawn.
    private static func suggestionsRotor(name: String, cells: [UITableViewCell])
      -> UIAccessibilityCustomRotor
    {
      UIAccessibilityCustomRotor(name: name) { predicate in
        let target = predicate.currentItem.targetElement as AnyObject?
        let current = cells.firstIndex { $0 === target }
        let next: Int
        switch (predicate.searchDirection, current) {
        case (.next, let index?): next = index + 1
        case (.previous, let index?): next = index - 1
        case (.next, nil): next = 0
        case (.previous, nil): next = cells.count - 1
        @unknown default: return nil
        }
        guard cells.indices.contains(next) else { return nil }
        return UIAccessibilityCustomRotorItemResult(targetElement: cells[next], targetRange: nil)
      }
    }
  }
#endif
