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
    /// at its size), else the text style of `font`, else body.
    ///
    /// - Returns: The font, and whether `font` (when it decided) was a text style.
    static func font(
      for font: Font?, settings: AutofillFieldSettings, size: DynamicTypeSize
    ) -> (font: UIFont, isRecognized: Bool) {
      let traits = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(size))
      if let override = settings.font {
        guard let style = settings.fontTextStyle else { return (override, true) }
        let scaled = UIFontMetrics(forTextStyle: style).scaledFont(
          for: override, compatibleWith: traits)
        return (scaled, true)
      }
      let style = font.flatMap { font in textStyles.first { $0.0 == font }?.1 }
      return (
        UIFont.preferredFont(forTextStyle: style ?? .body, compatibleWith: traits),
        font == nil || style != nil
      )
    }
  }
#endif
