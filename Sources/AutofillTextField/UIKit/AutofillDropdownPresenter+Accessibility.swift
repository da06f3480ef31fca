#if canImport(UIKit)
  @preconcurrency import UIKit

  extension AutofillDropdownPresenter {
    /// Keeps a "Suggestions" rotor on the anchor while the dropdown shows: with VoiceOver on
    /// the anchor, the rotor moves straight to the dropdown's suggestion rows (not its section
    /// titles or status row), whichever of them are on screen (it scrolls the dropdown to the
    /// next one). The same rotor object stays while the dropdown shows (so VoiceOver keeps its
    /// place in the rotor); it is made anew only when its name changes (the texts' language).
    /// The host's own rotors stay, even one of the same name.
    func updateSuggestionsRotor() {
      guard let anchor else { return }
      let name = session.configuration.texts.rotorName
      var rotors = (anchor.accessibilityCustomRotors ?? []).filter { $0 !== suggestionsRotor }
      if isVisible, !table.rows.isEmpty {
        let rotor =
          suggestionsRotor.flatMap { $0.name == name ? $0 : nil }
          ?? Self.suggestionsRotor(name: name, dropdown: table)
        suggestionsRotor = rotor
        rotors.append(rotor)
      } else {
        suggestionsRotor = nil
      }
      anchor.accessibilityCustomRotors = rotors.isEmpty ? nil : rotors
    }

    /// A rotor over the suggestion rows of `dropdown`, in order, by row index (cells are reused
    /// as the dropdown scrolls, so it never holds on to them).
    private static func suggestionsRotor(name: String, dropdown: AutofillDropdownTable)
      -> UIAccessibilityCustomRotor
    {
      UIAccessibilityCustomRotor(name: name) { [weak dropdown] predicate in
        let direction = predicate.searchDirection
        let current = predicate.currentItem.targetElement as? UITableViewCell
        // UIKit searches on the main thread; current SDKs declare the block `@MainActor`,
        // iOS 16's does not. The cell is returned (a main-actor class, so `Sendable`) and the
        // result made from it.
        let cell = MainActor.assumeIsolated { () -> UITableViewCell? in
          guard let dropdown else { return nil }
          let table = dropdown.tableView
          guard
            let next = AutofillDropdownRow.nextSelectableRow(
              in: dropdown.rows, after: current.flatMap { table.indexPath(for: $0)?.row },
              count: min(table.numberOfRows(inSection: 0), dropdown.rows.count),
              forward: direction != .previous)
          else { return nil }
          let path = IndexPath(row: next, section: 0)
          table.scrollToRow(at: path, at: .none, animated: false)
          table.layoutIfNeeded()
          return table.cellForRow(at: path)
        }
        return cell.map {
          UIAccessibilityCustomRotorItemResult(targetElement: $0, targetRange: nil)
        }
      }
    }
  }
#endif
