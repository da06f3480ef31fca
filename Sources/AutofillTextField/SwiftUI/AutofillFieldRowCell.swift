#if canImport(SwiftUI) && canImport(UIKit)
  @preconcurrency import UIKit
  import SwiftUI

  /// A dropdown cell of an ``AutofillField`` that hosts a row's SwiftUI view
  /// (``SwiftUI/View/autofillRow(content:)``).
  final class AutofillFieldRowCell: UITableViewCell {
    /// Draws a suggestion row, as the `autofillRow` modifier gives it.
    typealias Content = @MainActor (AutofillDropdownRow, AutofillItem) -> AnyView

    /// Registers the cell in `field`; each cell draws the row view that `current` gives when it
    /// is configured (the coordinator drops the cell when the modifier is removed).
    ///
    /// - Parameters:
    ///   - field: The field whose dropdown shows the rows.
    ///   - current: The row view, and the environment of the field's last update.
    static func register(
      in field: AutofillTextField,
      current: @escaping @MainActor () -> (content: Content?, environment: EnvironmentValues)
    ) {
      field.registerSuggestionCell(Self.self) { cell, row, item in
        // The field's Dynamic Type size, direction, colour scheme and locale: the cells are
        // hosted in the dropdown, outside the view's hierarchy. (Environment objects do not
        // reach them: pass what a row needs into the row view.)
        let (content, environment) = current()
        cell.contentConfiguration = UIHostingConfiguration {
          // Only what shapes a row; the rest (the cell's own traits) stays the cell's.
          content?(row, item)
            .environment(\.dynamicTypeSize, environment.dynamicTypeSize)
            .environment(\.layoutDirection, environment.layoutDirection)
            .environment(\.colorScheme, environment.colorScheme)
            .environment(\.locale, environment.locale)
            .environment(\.legibilityWeight, environment.legibilityWeight)
        }
      }
    }
  }
#endif
