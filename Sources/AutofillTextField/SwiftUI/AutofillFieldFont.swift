#if canImport(SwiftUI) && canImport(UIKit)
  @preconcurrency import UIKit
  import SwiftUI

  /// The `UIFont` for an ``AutofillField``: a SwiftUI `Font` is opaque, so the text styles are
  /// recognised by equality and any other font falls back to body.
  @MainActor
  enum AutofillFieldFont {
    private static let textStyles: [(Font, UIFont.TextStyle)] = [
      (.largeTitle, .largeTitle), (.title, .title1), (.title2, .title2), (.title3, .title3),
      (.headline, .headline), (.subheadline, .subheadline), (.body, .body),
      (.callout, .callout), (.footnote, .footnote), (.caption, .caption1), (.caption2, .caption2),
    ]

    /// The font at a Dynamic Type size: the settings' `UIFont` (scaled with its text style, or
    /// at its size), else the text style of `font`, else body (a Debug build says so).
    static func font(
      for font: Font?, settings: AutofillFieldSettings, size: DynamicTypeSize
    ) -> UIFont {
      let traits = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(size))
      if let override = settings.font {
        guard let style = settings.fontTextStyle else { return override }
        // Made afresh from its descriptor: UIFontMetrics raises on a font it already scaled
        // (UIKit Assumptions, entry 52).
        let font = UIFont(descriptor: override.fontDescriptor, size: override.pointSize)
        return UIFontMetrics(forTextStyle: style).scaledFont(for: font, compatibleWith: traits)
      }
      let style = font.flatMap { font in textStyles.first { $0.0 == font }?.1 }
      if let font, style == nil {
        AutofillFieldWarning.warn("\(font) is not a text style: drawn as body; use autofillFont")
      }
      return UIFont.preferredFont(forTextStyle: style ?? .body, compatibleWith: traits)
    }
  }
#endif
