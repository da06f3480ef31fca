import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The dropdown's geometry that a host chooses: its alignment against the field, its gap from
/// the field, the least height of a row, whether separators divide the rows, and the radius of
/// its corners. Every length is kept usable as it is set: a negative one becomes 0, one that is
/// not finite takes the default, and one beyond ``AutofillPlacement/largestCoordinate`` that
/// length (so a host's mistake never hides the dropdown or traps).
///
/// ```swift
/// var layout = AutofillDropdownLayout()
/// layout.alignment = .center  // a list wider than its field, centred under it
/// layout.minimumRowHeight = 52
/// layout.gap = -4  // kept as 0: the dropdown never covers its field
/// ```
public struct AutofillDropdownLayout: Sendable, Hashable {
  /// Which edge of the field the dropdown lines up with, where it is wider than the field
  /// (see ``AutofillPlacement/Input/alignment``). Default ``AutofillPlacement/Alignment/leading``.
  public var alignment: AutofillPlacement.Alignment = .leading

  /// ``alignment`` by its name, for a setting typed as text (Interface Builder's
  /// `dropdownAlignment`): "leading", "center" or "trailing", in any case. A name that is none
  /// of them is ignored: the alignment stays as it was (a typo never moves the dropdown).
  ///
  /// ```swift
  /// var layout = AutofillDropdownLayout()
  /// layout.alignmentName = "Center"  // .center
  /// layout.alignmentName = "middle"  // ignored: still .center
  /// ```
  public var alignmentName: String {
    get { alignment.rawValue }
    set { alignment = AutofillPlacement.Alignment(rawValue: newValue.lowercased()) ?? alignment }
  }

  /// Space between the field and the dropdown, in points. Default 2.
  public var gap: CGFloat = 2 {
    didSet { gap = Self.length(gap, default: 2) }
  }

  /// The least height of a row, separator included (as `UITableView.rowHeight` counts it), in
  /// points: a row whose content needs more (a subtitle, a large Dynamic Type size) is taller.
  /// It is not scaled with Dynamic Type. Default 0: each row is as tall as its content.
  public var minimumRowHeight: CGFloat = 0 {
    didSet { minimumRowHeight = Self.length(minimumRowHeight, default: 0) }
  }

  /// The radius of the dropdown's corners, in points, kept as set: a radius larger than half
  /// the dropdown's height is not clamped here, and draws as Core Animation (the opaque table)
  /// or the glass's corner configuration (iOS 26) draws it. Default 10.
  public var cornerRadius: CGFloat = 10 {
    didSet { cornerRadius = Self.length(cornerRadius, default: 10) }
  }

  /// Whether a hairline separator divides the rows. Default `true`.
  public var showsSeparators = true

  /// Creates the default layout: leading, 2 points from the field, rows as tall as their
  /// content, separators, corners of 10 points.
  public init() {}

  /// The height a row takes in the table, from the height its cell's content fits in: the
  /// content rounded up to whole pixels, plus the pixel of the separator (kept without
  /// separators too: the content then has a pixel to spare, never one too few); at least
  /// ``minimumRowHeight`` (rounded up to whole pixels), and never less than a point.
  ///
  /// ```swift
  /// var layout = AutofillDropdownLayout()
  /// layout.rowHeight(fitting: 43.2, displayScale: 3)  // 43.666…: 130 + 1 pixels
  /// layout.minimumRowHeight = 60
  /// layout.rowHeight(fitting: 43.2, displayScale: 3)  // 60
  /// ```
  ///
  /// - Parameters:
  ///   - contentHeight: The height the cell's content fits in, in points; one that is not
  ///     finite counts as 0, one beyond ``AutofillPlacement/largestCoordinate`` as that.
  ///   - displayScale: Pixels per point; a scale below 1 (unknown) or not finite counts as 1.
  /// - Returns: The row's height, in points.
  public func rowHeight(fitting contentHeight: CGFloat, displayScale: CGFloat) -> CGFloat {
    let scale = displayScale.isFinite ? max(displayScale, 1) : 1
    let fitted =
      contentHeight.isFinite ? min(contentHeight, AutofillPlacement.largestCoordinate) : 0
    let content = (fitted * scale).rounded(.up) / scale + 1 / scale
    return max(content, (minimumRowHeight * scale).rounded(.up) / scale, 1)
  }

  /// `value` as a usable length: negative is 0, not finite is `fallback`, and at most
  /// ``AutofillPlacement/largestCoordinate``.
  private static func length(_ value: CGFloat, default fallback: CGFloat) -> CGFloat {
    value.isFinite ? min(max(value, 0), AutofillPlacement.largestCoordinate) : fallback
  }
}
