import Foundation

// CGRect's Equatable conformance lives in the CoreGraphics overlay on Apple platforms.
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One view between the field and the dropdown's container, as the UIKit layer sees it: what
/// ``AutofillPlacement/fieldClipRect(of:)`` needs to know of it to tell where the field can be
/// seen.
///
/// Both rectangles are in the container's coordinates.
///
/// ```swift
/// let table = AutofillClippingAncestor(
///   bounds: CGRect(x: 0, y: -300, width: 390, height: 844),        // scrolled down 300
///   visibleBounds: CGRect(x: 0, y: -209, width: 390, height: 701),  // less its bars
///   isScrollView: true, clipsToBounds: true)
/// ```
public struct AutofillClippingAncestor: Sendable, Equatable {
  /// The view's bounds, in the container's coordinates.
  public var bounds: CGRect
  /// The view's bounds less its safe area insets (the bars over a scroll view), in the
  /// container's coordinates.
  public var visibleBounds: CGRect
  /// Whether the view is a scroll view (a table or collection view too).
  public var isScrollView: Bool
  /// Whether the view clips its subviews to its bounds.
  public var clipsToBounds: Bool

  /// Describes one ancestor of the field.
  ///
  /// - Parameters:
  ///   - bounds: Its bounds, in the container's coordinates.
  ///   - visibleBounds: Its bounds less its safe area insets, in the container's coordinates.
  ///   - isScrollView: Whether it is a scroll view.
  ///   - clipsToBounds: Whether it clips to its bounds.
  public init(bounds: CGRect, visibleBounds: CGRect, isScrollView: Bool, clipsToBounds: Bool) {
    self.bounds = bounds
    self.visibleBounds = visibleBounds
    self.isScrollView = isScrollView
    self.clipsToBounds = clipsToBounds
  }
}

extension AutofillPlacement {
  /// The part of the container in which the field can be seen, for
  /// ``Input/fieldClipRect``: the intersection of the visible part of every ancestor that
  /// clips the field.
  ///
  /// A scroll view clips to its ``AutofillClippingAncestor/visibleBounds`` (its content under
  /// its bars counts as out of view) whether or not it clips to its bounds; any other view
  /// clips to its ``AutofillClippingAncestor/bounds`` only when it clips to bounds. When
  /// clipping ancestors do not overlap, the result is `CGRect.null`, and the placement of a
  /// field clipped by it ``isEmpty``; so it is when a clipping rectangle holds a number that is
  /// not finite or lies beyond ±``largestCoordinate`` (a view in a transition).
  ///
  /// - Parameter ancestors: The field's ancestors up to (not including) the container, in any
  ///   order.
  /// - Returns: The rectangle the field can be seen in, or `nil` when no ancestor clips.
  public static func fieldClipRect(of ancestors: [AutofillClippingAncestor]) -> CGRect? {
    var clip: CGRect?
    for ancestor in ancestors {
      let visible: CGRect
      if ancestor.isScrollView {
        visible = ancestor.visibleBounds
      } else if ancestor.clipsToBounds {
        visible = ancestor.bounds
      } else {
        continue
      }
      let numbers = [visible.origin.x, visible.origin.y, visible.width, visible.height]
      guard numbers.allSatisfy({ $0.isFinite && abs($0) <= largestCoordinate }) else {
        return .null
      }
      clip = clip.map { $0.intersection(visible) } ?? visible
    }
    return clip
  }
}

extension AutofillPresentationRules {
  /// What the field does with its showing dropdown when the field or anything around it moves.
  public enum PlacementUpdate: Sendable, Hashable {
    /// Leave the dropdown where it is: a finger is down on a row.
    case keep
    /// Hide the dropdown where it is, keeping the suggestions: the field cannot be seen. It
    /// shows again when the field can.
    case hide
    /// Place the dropdown again with ``AutofillPlacement``.
    case place
  }

  /// What to do with a showing dropdown when the field, an ancestor, a scroll view or the
  /// keyboard moves, or the field or an ancestor is hidden, shown or faded.
  ///
  /// - ``PlacementUpdate/keep`` while a finger is down on a row (a pick in progress, see
  ///   ``AutofillCompletionSession/isPickInProgress``): moving the row under the finger would
  ///   turn the tap into a drag.
  /// - ``PlacementUpdate/hide`` when the field cannot be seen (``isFieldVisible(_:)``: it or an
  ///   ancestor is hidden or transparent): the dropdown, hosted outside the field's hierarchy,
  ///   would float over blank space and take taps meant for what is there.
  /// - Otherwise ``PlacementUpdate/place``. A field scrolled out of view or under a bar is
  ///   hidden the same way: its placement is empty (``AutofillPlacement/isEmpty``, from
  ///   ``AutofillPlacement/fieldClipRect(of:)`` and the safe area).
  ///
  /// Either way the suggestions stay, and the dropdown shows again where the field is once it
  /// can be seen.
  ///
  /// - Parameters:
  ///   - isFieldVisible: Whether the field can be seen (``isFieldVisible(_:)``).
  ///   - isPickInProgress: Whether a finger is down on a row.
  /// - Returns: What to do.
  public static func placementUpdate(isFieldVisible: Bool, isPickInProgress: Bool)
    -> PlacementUpdate
  {
    if isPickInProgress { return .keep }
    return isFieldVisible ? .place : .hide
  }
}
