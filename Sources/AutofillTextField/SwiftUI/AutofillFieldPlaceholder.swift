#if canImport(SwiftUI) && canImport(UIKit)
  @preconcurrency import UIKit
  import SwiftUI

  /// The localized title SwiftUI draws over an empty ``AutofillField``: where the text field
  /// would draw its placeholder (inside its placeholder rect, aligned as its text), in the
  /// field's own font at the field's Dynamic Type size.
  struct AutofillFieldPlaceholder: View {
    let key: LocalizedStringKey
    @Environment(\.autofillFieldSettings) private var settings
    @Environment(\.font) private var font
    @Environment(\.dynamicTypeSize) private var size
    @Environment(\.multilineTextAlignment) private var textAlignment

    var body: some View {
      Text(key)
        .font(Font(AutofillFieldFont.font(for: font, settings: settings, size: size)))
        .foregroundStyle(Color(uiColor: .placeholderText))
        .lineLimit(1)
        .frame(maxWidth: .infinity, alignment: alignment)
        .padding(AutofillFieldView.placeholderInsets(for: settings, size: size))
        .allowsHitTesting(false)
        .accessibilityHidden(true)
    }

    private var alignment: Alignment {
      [.center: .center, .trailing: .trailing][textAlignment] ?? .leading
    }
  }
#endif
