#if canImport(SwiftUI) && canImport(UIKit)
  @preconcurrency import UIKit
  import SwiftUI

  /// The search-field look of an ``AutofillField`` (``SwiftUI/View/autofillSearchField(_:)``):
  /// a magnifier before the text and a rounded fill behind both, as `.searchable`'s field.
  struct AutofillFieldSearchLook: ViewModifier {
    @Environment(\.autofillFieldSettings) private var settings
    @Environment(\.font) private var font
    @Environment(\.dynamicTypeSize) private var size

    func body(content: Content) -> some View {
      if settings.isSearchField {
        HStack(spacing: 6) {
          Image(systemName: "magnifyingglass")
            .font(Font(AutofillFieldFont.font(for: font, settings: settings, size: size).font))
            .foregroundStyle(.secondary)
            .accessibilityHidden(true)
          content
        }
        .padding(.horizontal, 8)
        .padding(.vertical, 7)
        .background(
          Color(uiColor: .tertiarySystemFill),
          in: RoundedRectangle(cornerRadius: 10, style: .continuous))
      } else {
        content
      }
    }
  }
#endif
