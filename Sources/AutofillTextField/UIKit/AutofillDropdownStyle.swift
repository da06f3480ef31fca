#if canImport(UIKit)
  @preconcurrency import UIKit

  /// How the dropdown of an ``AutofillTextField`` looks: its rows' fonts, its separators'
  /// colour, and its geometry (``AutofillDropdownLayout``: alignment, gap, row height,
  /// separators, corner radius). Set it as ``AutofillTextField/dropdownStyle``, or its parts
  /// through the field's properties (``AutofillTextField/tableFont`` and the inspectables),
  /// or in SwiftUI with `autofillDropdownStyle(_:)`. Each look keeps it: the opaque table and
  /// Liquid Glass on iOS 26 and later (whose corners follow ``AutofillDropdownLayout/cornerRadius``).
  ///
  /// A font of yours is drawn as UIKit draws it in a label with
  /// `adjustsFontForContentSizeCategory` in the dropdown's screen: one made for Dynamic Type
  /// (`UIFont.preferredFont(forTextStyle:)`, or a custom font through
  /// `UIFontMetrics.scaledFont(for:)`, as Apple advises) follows the Dynamic Type size there; a
  /// fixed one (`UIFont(name:size:)`, `.systemFont(ofSize:)`) keeps its size, which is how a host
  /// opts out of Dynamic Type. The control never scales a font itself. A font of yours follows
  /// the size of the view the dropdown floats in (its container); the default fonts are the
  /// text styles' at the field's size. Rows grow with their text, so nothing is cut off.
  ///
  /// ```swift
  /// var style = AutofillDropdownStyle()
  /// style.titleFont = UIFont(name: "Avenir-Medium", size: 18).map {
  ///   UIFontMetrics(forTextStyle: .body).scaledFont(for: $0)  // follows Dynamic Type
  /// }
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

    /// Creates a style; each part left out is the default: the text styles' fonts, the table's
    /// separator colour, and the default ``AutofillDropdownLayout``.
    ///
    /// ```swift
    /// AutofillDropdownStyle(
    ///   titleFont: UIFontMetrics(forTextStyle: .body).scaledFont(
    ///     for: .monospacedDigitSystemFont(ofSize: 17, weight: .regular)))
    /// ```
    public init(
      titleFont: UIFont? = nil, subtitleFont: UIFont? = nil, separatorColor: UIColor? = nil,
      layout: AutofillDropdownLayout = AutofillDropdownLayout()
    ) {
      self.titleFont = titleFont
      self.subtitleFont = subtitleFont
      self.separatorColor = separatorColor
      self.layout = layout
    }
  }
#endif
