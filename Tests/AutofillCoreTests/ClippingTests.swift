import AutofillCore
import Foundation
import XCTest

/// Where the field can be seen among the ancestors that clip it, and what a move of the field
/// does to its dropdown: keep, dismiss, or place (an empty placement hides it).
final class ClippingTests: XCTestCase {
  private static func ancestor(
    _ bounds: CGRect, visible: CGRect? = nil, scrolls: Bool = false, clips: Bool = false
  ) -> AutofillClippingAncestor {
    AutofillClippingAncestor(
      bounds: bounds, visibleBounds: visible ?? bounds, isScrollView: scrolls,
      clipsToBounds: clips)
  }

  private static let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
  /// A table view scrolled by 300 points, under a 91-point navigation bar and over a
  /// 52-point toolbar, in the container's coordinates.
  private static let table = ancestor(
    CGRect(x: 0, y: 0, width: 390, height: 844),
    visible: CGRect(x: 0, y: 91, width: 390, height: 701), scrolls: true, clips: true)
  private static let card = CGRect(x: 20, y: 200, width: 350, height: 300)

  func test_fieldClipRect_intersectsWhatEachClippingAncestorShows() {
    let cases: [(String, [AutofillClippingAncestor], CGRect?, UInt)] = [
      ("no ancestors: nothing clips", [], nil, #line),
      ("views that do not clip: nothing", [Self.ancestor(Self.card)], nil, #line),
      (
        "a view that clips: its bounds", [Self.ancestor(Self.card, clips: true)], Self.card,
        #line
      ),
      (
        "a scroll view: its bounds less its bars", [Self.table],
        CGRect(x: 0, y: 91, width: 390, height: 701), #line
      ),
      (
        "a scroll view clips even without clipsToBounds",
        [Self.ancestor(Self.screen, visible: Self.card, scrolls: true)], Self.card, #line
      ),
      (
        "a clipping view's visible bounds are not used, only a scroll view's",
        [Self.ancestor(Self.screen, visible: Self.card, clips: true)], Self.screen, #line
      ),
      (
        "a card in a scrolled table: both",
        [Self.ancestor(Self.card, clips: true), Self.table],
        CGRect(x: 20, y: 200, width: 350, height: 300), #line
      ),
      (
        "a card partly under the bar: the part below it",
        [Self.ancestor(CGRect(x: 20, y: 40, width: 350, height: 300), clips: true), Self.table],
        CGRect(x: 20, y: 91, width: 350, height: 249), #line
      ),
      (
        "a non-clipping view between two clipping ones changes nothing",
        [
          Self.ancestor(Self.card, clips: true),
          Self.ancestor(CGRect(x: 0, y: 0, width: 5, height: 5)),
          Self.table,
        ], Self.card, #line
      ),
      (
        "clipping views that do not overlap: null",
        [
          Self.ancestor(Self.card, clips: true),
          Self.ancestor(CGRect(x: 0, y: 600, width: 390, height: 100), clips: true),
        ], CGRect.null, #line
      ),
      (
        "a clipping view whose frame is not finite (mid-transition) or huge: null, no trap",
        [
          Self.ancestor(CGRect(x: 0, y: CGFloat.nan, width: 390, height: 100), clips: true),
          Self.table,
        ],
        CGRect.null, #line
      ),
      (
        "a huge scroll view",
        [Self.table, Self.ancestor(CGRect(x: -1e300, y: 0, width: 1e301, height: 5), clips: true)],
        CGRect.null, #line
      ),
    ]
    for (name, ancestors, expected, line) in cases {
      XCTAssertEqual(AutofillPlacement.fieldClipRect(of: ancestors), expected, name, line: line)
    }
  }

  func test_placement_isEmptyExactlyWhenTheClippedFieldCannotBeSeen() {
    let cases: [(String, CGRect, [AutofillClippingAncestor], Bool, UInt)] = [
      // name, field, ancestors, is empty
      (
        "in view in a table", CGRect(x: 16, y: 300, width: 300, height: 44), [Self.table], false,
        #line
      ),
      (
        "scrolled out above the table", CGRect(x: 16, y: -200, width: 300, height: 44),
        [Self.table], true, #line
      ),
      (
        "scrolled under the navigation bar", CGRect(x: 16, y: 50, width: 300, height: 44),
        [Self.table], true, #line
      ),
      (
        "scrolled under the toolbar", CGRect(x: 16, y: 800, width: 300, height: 44),
        [Self.table], true, #line
      ),
      (
        "half under the bar, its middle below it", CGRect(x: 16, y: 80, width: 300, height: 44),
        [Self.table], false, #line
      ),
      (
        "outside a clipping card", CGRect(x: 16, y: 600, width: 300, height: 44),
        [Self.ancestor(Self.card, clips: true), Self.table], true, #line
      ),
      (
        "inside clipping views that do not overlap",
        CGRect(x: 16, y: 300, width: 300, height: 44),
        [
          Self.ancestor(Self.card, clips: true),
          Self.ancestor(CGRect(x: 0, y: 600, width: 390, height: 100), clips: true),
        ], true, #line
      ),
      (
        "nothing clips: only the safe area", CGRect(x: 16, y: 300, width: 300, height: 44), [],
        false, #line
      ),
    ]
    for (name, field, ancestors, isEmpty, line) in cases {
      var input = AutofillPlacement.Input(
        fieldFrame: field, containerBounds: Self.screen, rowCount: 3)
      input.fieldClipRect = AutofillPlacement.fieldClipRect(of: ancestors)
      XCTAssertEqual(AutofillPlacement(input).isEmpty, isEmpty, name, line: line)
    }
  }

  // Fails if a field that cannot be seen dismisses its suggestions (they would not come back
  // when it shows again) or is placed over blank space.
  func test_placementUpdate_keepsDuringAPick_hidesForAFieldNotSeen_elsePlaces() {
    let cases: [(String, Bool, Bool, AutofillPresentationRules.PlacementUpdate, UInt)] = [
      // name, field visible, pick in progress, expected
      ("a visible field: place", true, false, .place, #line),
      ("a field not seen: hide, keeping the suggestions", false, false, .hide, #line),
      ("a finger on a row: keep", true, true, .keep, #line),
      (
        "a finger on a row of a field not seen: keep until the pick ends", false, true, .keep, #line
      ),
    ]
    for (name, isVisible, isPicking, expected, line) in cases {
      XCTAssertEqual(
        AutofillPresentationRules.placementUpdate(
          isFieldVisible: isVisible, isPickInProgress: isPicking),
        expected, name, line: line)
    }
  }

  // Fails if a hidden or transparent view (the field or any ancestor) leaves the field counted
  // as visible, or a faint but touchable one hides it.
  func test_isFieldVisible_notWhenTheFieldOrAnAncestorIsHiddenOrTransparent() {
    let cases: [(String, [(isHidden: Bool, alpha: CGFloat)], Bool, UInt)] = [
      ("all shown", [(false, 1), (false, 1), (false, 1)], true, #line),
      ("the field hidden", [(true, 1), (false, 1)], false, #line),
      ("an ancestor hidden", [(false, 1), (false, 1), (true, 1)], false, #line),
      ("an ancestor faded out", [(false, 1), (false, 0)], false, #line),
      ("below UIKit's hit-testing threshold", [(false, 1), (false, 0.009)], false, #line),
      ("faint but touchable", [(false, 0.01), (false, 0.5)], true, #line),
      ("no views", [], true, #line),
    ]
    for (name, views, expected, line) in cases {
      XCTAssertEqual(
        AutofillPresentationRules.isFieldVisible(views), expected, name, line: line)
    }
  }

  // Fails if a fade that hides or shows the field is not reported (the dropdown would stay over
  // blank space, or stay hidden), or every step of a scroll-driven fade places the dropdown again.
  func test_fadeChangesVisibility_onlyAcrossTheHitTestingThreshold() {
    let cases: [(String, CGFloat, CGFloat, Bool, UInt)] = [
      ("faded out", 1, 0, true, #line),
      ("faded in", 0, 1, true, #line),
      ("just below the threshold", 0.5, 0.009, true, #line),
      ("a step of a fade, still seen", 0.8, 0.6, false, #line),
      ("the same value set again", 1, 1, false, #line),
      ("a step while transparent", 0, 0.005, false, #line),
      ("to faint but touchable", 0.009, 0.01, true, #line),
    ]
    for (name, old, new, expected, line) in cases {
      XCTAssertEqual(
        AutofillPresentationRules.fadeChangesVisibility(from: old, to: new), expected, name,
        line: line)
    }
  }
}
