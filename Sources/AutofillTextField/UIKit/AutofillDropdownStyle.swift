#if canImport(UIKit)
  @preconcurrency import UIKit

  /// How the dropdown of an ``AutofillTextField`` looks: its rows' fonts, its separators'
  /// colour, and its geometry (``AutofillDropdownLayout``: alignment, gap, row height,
  /// separators, corner radius). Set it as ``AutofillTextField/dropdownStyle``, or its parts
  /// through the field's properties (``AutofillTextField/tableFont`` and the inspectables),
  /// or in SwiftUI with `autofillDropdownStyle(_:)`. Each look keeps it: the opaque table and
  /// Liquid Glass on iOS 26 and later (whose corners follow ``AutofillDropdownLayout/cornerRadius``).
  ///
  /// Fonts follow Dynamic Type at the field's size, as the default ones do. A font of a text
  /// style (`UIFont.preferredFont(forTextStyle:)`) follows that style, as a label with
  /// `adjustsFontForContentSizeCategory` does; any other font is taken as its size at the
  /// default Dynamic Type size (Large) and scaled with `UIFontMetrics` for the row text's
  /// style (body for titles, subheadline for subtitles), as Apple recommends for custom fonts.
  /// So pass a custom font unscaled (not through `UIFontMetrics.scaledFont(for:)`). Rows grow
  /// with their text, so nothing is cut off at any size.
  ///
  /// ```swift
  /// var style = AutofillDropdownStyle()
  /// style.titleFont = UIFont(name: "Avenir-Medium", size: 18)
  /// style.separatorColor = .systemTeal
  /// style.layout.alignment = .center
  /// style.layout.minimumRowHeight = 52
  /// field.dropdownStyle = style
  /// ```
  public struct AutofillDropdownStyle: Equatable {
    /// The rows' title font (suggestions and the loading, no-matches and failed rows; a
    /// section's title stays the footnote style). `nil` (the default): the body text style.
    public var titleFont: UIFont?
    /// The suggestions' subtitle font. `nil` (the default): the subheadline text style.
    public var subtitleFont: UIFont?
    /// The separators' colour. `nil` (the default): the table's own.
    public var separatorColor: UIColor?
    /// The geometry: alignment against the field, gap, least row height, separators, corners.
    public var layout = AutofillDropdownLayout()

    /// Creates the default style: the text styles' fonts, the table's separator colour, and
    /// the default ``AutofillDropdownLayout``.
    public init() {}

    /// The font for text of `style` at the Dynamic Type size of `traits`: `font` by the rules
    /// above, else the text style's own.
    static func font(
      _ font: UIFont?, _ style: UIFont.TextStyle, _ traits: UITraitCollection
    ) -> UIFont {
      guard let font else { return .preferredFont(forTextStyle: style, compatibleWith: traits) }
      // A system font holds its weight ("CTFontRegularUsage") under the same key: only the text
      // styles count (UIKit Assumptions, entry 45).
      let own = (font.fontDescriptor.object(forKey: .textStyle) as? String).map(
        UIFont.TextStyle.init)
      if let own, textStyles.contains(own) {
        return .preferredFont(forTextStyle: own, compatibleWith: traits)
      }
      return UIFontMetrics(forTextStyle: style).scaledFont(for: font, compatibleWith: traits)
    }

    private static let textStyles: [UIFont.TextStyle] = [
      .largeTitle, .title1, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote,
      .caption1, .caption2,
    ]
  }
#endif
