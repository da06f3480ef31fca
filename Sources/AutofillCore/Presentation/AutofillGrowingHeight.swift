import Foundation

/// The height of a composer that grows with its text up to a limit, then scrolls: what
/// `AutofillTextView` reports as its intrinsic height, and whether it scrolls.
///
/// ```swift
/// AutofillGrowingHeight(contentHeight: 60, maximumHeight: 120)   // height 60, no scrolling
/// AutofillGrowingHeight(contentHeight: 300, maximumHeight: 120)  // height 120, scrolls
/// ```
public struct AutofillGrowingHeight: Sendable, Hashable {
  /// The height to take: the content's, at most the maximum.
  public let height: CGFloat
  /// Whether the content is taller than ``height``, so the view scrolls.
  public let scrolls: Bool

  /// The height for a content height and a limit, or `nil` when the view does not grow: a
  /// zero, negative or NaN maximum (a host that sizes the view itself, which then scrolls
  /// like any text view in the height it is given).
  ///
  /// - Parameters:
  ///   - contentHeight: The height that fits the whole text; a negative or non-finite height
  ///     counts as 0.
  ///   - maximumHeight: The most the view may take; `.infinity` grows without a limit.
  public init?(contentHeight: CGFloat, maximumHeight: CGFloat) {
    guard maximumHeight > 0 else { return nil }
    let content = contentHeight.isFinite ? max(contentHeight, 0) : 0
    let limit = maximumHeight
    height = min(content, limit)
    scrolls = content > limit
  }
}
