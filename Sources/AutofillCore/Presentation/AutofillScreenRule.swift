/// Which view controller's root view is a field's screen, the view its dropdown floats in
/// when the host sets no container.
///
/// The chain starts at the nearest view controller up the field's responder chain and goes up
/// its parents. The screen is the nearest one, then up its parents while the parent is not a
/// container of whole screens (a navigation, tab bar or split view controller): a field in an
/// embedded child (a storyboard container view, a page of a page view controller) floats its
/// dropdown over the screen that holds the child, not inside the child's smaller view.
///
/// A field in a window above the app's windows (an input accessory view, on the keyboard's
/// window) has no screen: a dropdown there would float over alerts and sheets the app
/// presents later. The host sets the container (`containerView`) for it.
///
/// ```swift
/// AutofillScreenRule.screenIndex(in: [.content, .content, .screenContainer], isAppWindow: true)
/// // 1: the child's parent, the screen inside the navigation controller
/// ```
public enum AutofillScreenRule {
  /// What a view controller in the chain is.
  public enum Controller: Sendable, Hashable {
    /// A view controller that shows content (or holds children that are parts of one screen).
    case content
    /// A container of whole screens: a navigation, tab bar or split view controller.
    case screenContainer
  }

  /// The index in `chain` of the view controller whose root view is the screen.
  ///
  /// - Parameters:
  ///   - chain: The nearest view controller up the responder chain, then its parents in order.
  ///   - isAppWindow: Whether the field's window is one of the app's (at `.alert` level or
  ///     below), not the keyboard's, which is above them.
  /// - Returns: The index, or `nil` when there is no controller or the window is not the app's.
  /// - Complexity: O(*n*) in the length of the chain.
  public static func screenIndex(in chain: [Controller], isAppWindow: Bool) -> Int? {
    guard isAppWindow, !chain.isEmpty else { return nil }
    var index = 0
    while index + 1 < chain.count, chain[index + 1] == .content { index += 1 }
    return index
  }
}
