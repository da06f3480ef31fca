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

    /// The font at a Dynamic Type size: `override` scaled as body text, else the text style
    /// of `font`, else body.
    static func font(for font: Font?, override: UIFont?, size: DynamicTypeSize) -> UIFont {
      let traits = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(size))
      if let override {
        return UIFontMetrics(forTextStyle: .body).scaledFont(for: override, compatibleWith: traits)
      }
      let style = font.flatMap { font in textStyles.first { $0.0 == font }?.1 } ?? .body
      return UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
    }
  }
#endif
