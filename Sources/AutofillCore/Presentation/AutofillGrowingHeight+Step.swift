import Foundation

extension AutofillGrowingHeight {
  /// What a growing composer changes when its text or width changed: its scrolling, and
  /// whether it asks for a new intrinsic height.
  ///
  /// ```swift
  /// let step = AutofillGrowingHeight.step(
  ///   reported: 60, isScrollEnabled: false, to: AutofillGrowingHeight(contentHeight: 300, maximumHeight: 120))
  /// // step == .init(reported: 120, scrollEnabled: true, invalidatesIntrinsicSize: true)
  /// ```
  public struct Step: Sendable, Hashable {
    /// The height reported from now on; `nil` when the composer does not grow.
    public var reported: CGFloat?
    /// The scrolling to set (and, when on, to bring the caret into view), if it changes.
    public var scrollEnabled: Bool?
    /// Whether to ask for a new intrinsic height.
    public var invalidatesIntrinsicSize: Bool
    /// Whether to bring the caret into view: a growing composer that starts scrolling.
    public var scrollsToCaret: Bool { scrollEnabled == true && reported != nil }

    /// Creates a step.
    ///
    /// - Parameters:
    ///   - reported: The height reported from now on.
    ///   - scrollEnabled: The scrolling to set, if it changes.
    ///   - invalidatesIntrinsicSize: Whether to ask for a new intrinsic height.
    public init(reported: CGFloat?, scrollEnabled: Bool?, invalidatesIntrinsicSize: Bool) {
      self.reported = reported
      self.scrollEnabled = scrollEnabled
      self.invalidatesIntrinsicSize = invalidatesIntrinsicSize
    }
  }

  /// The step from what the composer reported and its scrolling to `growth`: a composer that
  /// stops growing scrolls again as any text view (its caret left where it is) and drops its
  /// intrinsic height; a growing one scrolls exactly when its text is taller than it may grow,
  /// and reports a height only when it changes.
  ///
  /// - Parameters:
  ///   - reported: The height reported last; `nil` when it did not grow.
  ///   - isScrollEnabled: Whether it scrolls now.
  ///   - growth: Its growth now; `nil` when it does not grow.
  /// - Returns: What to change.
  public static func step(
    reported: CGFloat?, isScrollEnabled: Bool, to growth: AutofillGrowingHeight?
  ) -> Step {
    guard let growth else {
      return Step(
        reported: nil, scrollEnabled: reported == nil ? nil : true,
        invalidatesIntrinsicSize: reported != nil)
    }
    return Step(
      reported: growth.height,
      scrollEnabled: isScrollEnabled == growth.scrolls ? nil : growth.scrolls,
      invalidatesIntrinsicSize: growth.height != reported)
  }
}
