import Foundation

// CGRect's Equatable conformance lives in the CoreGraphics overlay on Apple platforms.
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where the suggestion dropdown goes: its frame, and whether it opens below or above the
/// field. A pure function of plain rectangles, so every rule is tested without UIKit.
///
/// ```swift
/// var input = AutofillPlacement.Input(
///   fieldFrame: CGRect(x: 16, y: 500, width: 300, height: 44),
///   containerBounds: CGRect(x: 0, y: 0, width: 390, height: 844), rowCount: 8)
/// input.keyboardFrame = CGRect(x: 0, y: 508, width: 390, height: 336)
/// let placement = AutofillPlacement(input)  // .above: below the field is the keyboard
/// ```
///
/// Rules, in order:
/// 0. Nothing is shown (``isEmpty``, a zero frame) for an input with a number that is not
///    finite or lies beyond ±``largestCoordinate`` points: a frame, an inset, a row height, the
///    minimum width, the gap or the margin (UIKit hands such frames over during some
///    transitions). Row counts take any value, `Int.max` too.
/// 1. Nothing is shown (``isEmpty``) when there are no rows, or the field cannot be seen: its
///    vertical middle lies outside the container's safe area (under a bar) or outside
///    ``Input/fieldClipRect`` (scrolled out of an enclosing scroll view's visible part), or it
///    has no horizontal overlap with them. A field on the keyboard (``Input/isFieldOnKeyboard``)
///    is seen anywhere in the container: the keyboard is above its bars.
/// 2. The usable area is the container inset by the safe area and ``Input/margin``. The
///    dropdown never leaves it and never overlaps the keyboard. A keyboard counts only where it
///    overlaps the dropdown's column horizontally (a floating iPad keyboard beside the field
///    does not push the dropdown away). A field on the keyboard (``Input/isFieldOnKeyboard``, a
///    composer in its input accessory view) opens above the keyboard's top.
/// 3. It opens below the field (``Input/gap`` away; a negative gap counts as 0, so the dropdown
///    never covers its field) when the space there shows at least
///    ``Input/minimumRowsBelow`` rows (or every row, if there are fewer), or when the space
///    above is not larger; otherwise above. Once open it keeps its side (``Input/openedSide``)
///    while the field and the keyboard stay where they were and that side still has room for
///    its first row that is not a title (``Input/leadingTitleRows``) and the titles above it:
///    typing that changes the number of rows never flips it, and it never keeps a side that
///    shows a section title and no suggestion. A move of the field or the keyboard, or a
///    dropdown that closed, decides afresh.
/// 4. Its height is that of the rows to show (at most ``Input/maximumVisibleRows``), from their
///    measured heights (``Input/rowHeights``), cut to whole rows when the space is short (to
///    part of a row only when not even one fits).
/// 5. Its width is the field's, or ``Input/minimumWidth`` if larger, and at most the usable
///    width. It is aligned to the field by ``Input/alignment``: to its leading edge (the left in
///    left-to-right layouts, the right in right-to-left ones, the default), its centre, or its
///    trailing edge; then moved inside the usable area.
/// 6. It scrolls (``scrolls``) exactly when its rows are taller than its frame: more rows than
///    it shows, or rows cut short by the space.
public struct AutofillPlacement: Sendable, Equatable {
  /// Which side of the field the dropdown opens on.
  public enum Direction: String, Sendable, Hashable {
    /// Under the field.
    case below
    /// Over the field.
    case above
  }

  /// Which part of the field the dropdown lines up with, where their widths differ (rule 5).
  public enum Alignment: String, Sendable, Hashable, CaseIterable {
    /// The field's leading edge: the left in left-to-right layouts, the right in right-to-left
    /// ones.
    case leading
    /// The field's horizontal centre.
    case center
    /// The field's trailing edge: the right in left-to-right layouts, the left in right-to-left
    /// ones.
    case trailing
  }

  /// The horizontal direction of the layout.
  public enum LayoutDirection: Sendable, Hashable {
    /// Leading edge on the left.
    case leftToRight
    /// Leading edge on the right.
    case rightToLeft
  }

  /// Distances inward from each edge of a rectangle, like `UIEdgeInsets`.
  public struct Insets: Sendable, Hashable {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the left edge.
    public var left: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the right edge.
    public var right: CGFloat

    /// No inset.
    public static let zero = Insets(top: 0, left: 0, bottom: 0, right: 0)

    /// Creates insets.
    ///
    /// - Parameters:
    ///   - top: Inset from the top edge.
    ///   - left: Inset from the left edge.
    ///   - bottom: Inset from the bottom edge.
    ///   - right: Inset from the right edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
      self.top = top
      self.left = left
      self.bottom = bottom
      self.right = right
    }
  }

  /// The side an open dropdown took, and the field and keyboard frames it was taken for: the
  /// side is kept while they stay the same (rule 3).
  public struct Side: Sendable, Equatable {
    /// The side.
    public var direction: Direction
    /// The field's frame it was chosen for.
    public var fieldFrame: CGRect
    /// The keyboard's frame it was chosen for, if a keyboard covered the container.
    public var keyboardFrame: CGRect?

    /// Creates a side.
    ///
    /// - Parameters:
    ///   - direction: The side.
    ///   - fieldFrame: The field's frame it was chosen for.
    ///   - keyboardFrame: The keyboard's frame it was chosen for, if any.
    public init(direction: Direction, fieldFrame: CGRect, keyboardFrame: CGRect?) {
      self.direction = direction
      self.fieldFrame = fieldFrame
      self.keyboardFrame = keyboardFrame
    }
  }

  /// Everything placement depends on, in the container's coordinates.
  public struct Input: Sendable, Equatable {
    /// The text field's frame.
    public var fieldFrame: CGRect
    /// The bounds of the view the dropdown floats in (the root view of the field's screen,
    /// usually).
    public var containerBounds: CGRect
    /// The container's safe-area insets. Default none.
    public var safeAreaInsets: Insets = .zero
    /// The keyboard's frame, or `nil` when no keyboard covers the container. Default `nil`.
    public var keyboardFrame: CGRect?
    /// The layout direction, for aligning to the leading or trailing edge. Default left to
    /// right.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// Which part of the field the dropdown lines up with (rule 5). Default leading.
    public var alignment: Alignment = .leading
    /// The height of a row whose measured height is not in ``rowHeights``. Default 44.
    public var rowHeight: CGFloat = 44
    /// The measured heights of the first rows, in order (rows self-size: a subtitle, a large
    /// Dynamic Type size or a long error message makes a row taller). Rows past the end of
    /// this list count as ``rowHeight``. Default empty.
    public var rowHeights: [CGFloat] = []
    /// The rows to show (a state row such as "Loading options" counts as one).
    public var rowCount: Int
    /// The most rows shown at once; more scroll. Default 5; values below 1 count as 1.
    public var maximumVisibleRows: Int = 5
    /// Fewer rows than this below the field (when there are at least this many) sends the
    /// dropdown above, if above has more room. Default 3.
    public var minimumRowsBelow: Int = 3
    /// The narrowest dropdown. Default 0 (the field's width).
    public var minimumWidth: CGFloat = 0
    /// Space between the field and the dropdown; a negative gap counts as 0. Default 2.
    public var gap: CGFloat = 2
    /// Space kept between the dropdown and the safe area's edges and the keyboard. Default 8.
    public var margin: CGFloat = 8
    /// The part of the container in which the field can be seen, if something clips it: the
    /// visible part of every scroll view between the field and the container (its bounds less
    /// the bars over it). `nil` (the default): only the safe area clips.
    public var fieldClipRect: CGRect?
    /// Whether the field is on the keyboard, in its input accessory view (a chat composer): the
    /// keyboard's frame, where it holds the field, then counts from the field's bottom, and the
    /// dropdown opens above the keyboard's top (the accessory's). Default `false`: a field the
    /// keyboard's frame holds is behind the keyboard, and nothing shows.
    public var isFieldOnKeyboard = false
    /// The side the open dropdown took at its last placement (that placement's ``side``);
    /// `nil` (the default) for a dropdown that is opening. See rule 3.
    public var openedSide: Side?
    /// How many of the first rows are titles (``AutofillDropdownRow/Kind/sectionTitle``) over
    /// the first suggestion or status row: the opened side is kept only while that row fits
    /// there under them (rule 3). Default 0.
    public var leadingTitleRows = 0

    /// Creates an input; the other properties take their defaults.
    ///
    /// - Parameters:
    ///   - fieldFrame: The field's frame in the container's coordinates.
    ///   - containerBounds: The container's bounds.
    ///   - rowCount: The rows to show.
    public init(fieldFrame: CGRect, containerBounds: CGRect, rowCount: Int) {
      self.fieldFrame = fieldFrame
      self.containerBounds = containerBounds
      self.rowCount = rowCount
    }
  }

  /// The dropdown's frame in the container's coordinates; zero height when ``isEmpty``.
  public let frame: CGRect

  /// Which side of the field the dropdown opens on.
  public let direction: Direction

  /// Whether the rows are taller than the frame, so the dropdown must scroll to reach them.
  public let scrolls: Bool

  /// The side taken and what it was taken for: pass it as the next placement's
  /// ``Input/openedSide`` while the dropdown stays open. `nil` when ``isEmpty``.
  public let side: Side?

  /// Whether there is nothing to show: no rows, no room, or the field cannot be seen.
  public var isEmpty: Bool { frame.height <= 0 || frame.width <= 0 }

  /// The largest coordinate or length placement takes, in points (a billion: far beyond any
  /// screen, and far from where sums of such values lose precision or overflow). An input with
  /// a larger one, or one that is not finite, places nothing (rule 0).
  public static let largestCoordinate: CGFloat = 1_000_000_000

  /// Whether a dropdown whose rows measure `contentHeight` must scroll in a frame
  /// `frameHeight` tall: exactly when the content is taller (by more than half a point, so
  /// rounding never turns scrolling on).
  ///
  /// - Parameters:
  ///   - contentHeight: The height of all rows (a table's content height).
  ///   - frameHeight: The height of the dropdown's frame.
  /// - Returns: Whether scrolling is needed.
  public static func scrolls(contentHeight: CGFloat, frameHeight: CGFloat) -> Bool {
    contentHeight > frameHeight + 0.5
  }

  /// The height a row takes in the table, for ``Input/rowHeights``, from the height its cell's
  /// content fits in: rounded up to whole pixels, plus the one-pixel separator the table
  /// draws under each row; never less than a point. The default ``AutofillDropdownLayout``'s
  /// rule (``AutofillDropdownLayout/rowHeight(fitting:displayScale:)`` applies a host's
  /// minimum height too).
  ///
  /// ```swift
  /// AutofillPlacement.rowHeight(fitting: 43.2, displayScale: 3)  // 43.666…: 130 + 1 pixels
  /// ```
  ///
  /// - Parameters:
  ///   - contentHeight: The height the cell's content fits in, in points.
  ///   - displayScale: Pixels per point; a scale below 1 (unknown) counts as 1.
  /// - Returns: The row's height, in points.
  public static func rowHeight(fitting contentHeight: CGFloat, displayScale: CGFloat) -> CGFloat {
    AutofillDropdownLayout().rowHeight(fitting: contentHeight, displayScale: displayScale)
  }

  /// Places the dropdown by the rules above.
  ///
  /// - Parameter input: The field, container, keyboard and row geometry.
  public init(_ input: Input) {
    guard Self.isPlaceable(input) else {
      self.init(frame: .zero, .below, false, nil)
      return
    }
    let original = input
    var input = input
    if input.isFieldOnKeyboard, let keyboard = input.keyboardFrame?.standardized,
      case let field = input.fieldFrame.standardized, keyboard.minY <= field.minY,
      keyboard.maxY >= field.maxY, keyboard.maxX > field.minX, keyboard.minX < field.maxX
    {
      // The keyboard's frame holds the field (its accessory is part of it): the part above
      // the field goes with the field, the part below stays the keyboard. A keyboard that does
      // not hold it (an iPad's floating keyboard elsewhere) counts as any keyboard.
      let top = min(field.minY, keyboard.minY)
      input.fieldFrame = CGRect(x: field.minX, y: top, width: field.width, height: field.maxY - top)
      input.keyboardFrame = CGRect(
        x: keyboard.minX, y: field.maxY, width: keyboard.width,
        height: max(0, keyboard.maxY - field.maxY))
    }
    let field = input.fieldFrame.standardized
    let container = input.containerBounds.standardized
    let insets = input.safeAreaInsets
    let safe = CGRect(
      x: container.minX + insets.left, y: container.minY + insets.top,
      width: max(0, container.width - insets.left - insets.right),
      height: max(0, container.height - insets.top - insets.bottom))
    // A field on the keyboard is seen wherever it is in the container: the keyboard's window is
    // above the container's bars, and with a hardware keyboard a Face ID iPhone shows the input
    // accessory at the screen's bottom, inside the safe area's bottom inset.
    let seenIn = input.isFieldOnKeyboard ? container : safe
    let visible = input.fieldClipRect.map { seenIn.intersection($0.standardized) } ?? seenIn
    let rows = min(max(input.rowCount, 0), max(input.maximumVisibleRows, 1))
    // The measured rows, then rows of `rowHeight`, counted without a list (`rows` may be huge).
    let measured = input.rowHeights.prefix(rows).map { max($0, 0) }
    let rowHeight = max(input.rowHeight, 0)
    func height(ofFirst count: Int) -> CGFloat {
      let count = min(max(count, 0), rows)
      let inMeasured = min(count, measured.count)
      return measured.prefix(inMeasured).reduce(0, +) + CGFloat(count - inMeasured) * rowHeight
    }
    let wanted = height(ofFirst: rows)
    let isFieldVisible =
      !visible.isNull && field.midY >= visible.minY && field.midY <= visible.maxY
      && field.maxX > visible.minX && field.minX < visible.maxX
    guard rows > 0, wanted > 0, isFieldVisible else {
      self.init(
        frame: CGRect(x: field.minX, y: field.maxY, width: 0, height: 0), .below, false, nil)
      return
    }
    let area = safe.insetBy(
      dx: min(input.margin, safe.width / 2), dy: min(input.margin, safe.height / 2))

    let width = min(max(field.width, input.minimumWidth), area.width)
    let aligned: CGFloat
    switch (input.alignment, input.layoutDirection) {
    case (.center, _): aligned = field.midX - width / 2
    case (.leading, .leftToRight), (.trailing, .rightToLeft): aligned = field.minX
    case (.leading, .rightToLeft), (.trailing, .leftToRight): aligned = field.maxX - width
    }
    let x = min(max(aligned, area.minX), area.maxX - width)

    // The free vertical runs next to the field, short of a keyboard in the dropdown's column.
    let gap = max(input.gap, 0)
    let belowStart = max(field.maxY + gap, area.minY)
    var belowEnd = area.maxY
    let aboveEnd = min(field.minY - gap, area.maxY)
    var aboveStart = area.minY
    if let keyboard = input.keyboardFrame, keyboard.intersects(area),
      keyboard.maxX > x, keyboard.minX < x + width
    {
      let keyboardTop = keyboard.minY - input.margin
      let keyboardBottom = keyboard.maxY + input.margin
      if keyboardBottom > belowStart { belowEnd = min(belowEnd, keyboardTop) }
      if keyboardTop < aboveEnd {
        aboveStart = keyboardBottom <= aboveEnd ? max(aboveStart, keyboardBottom) : aboveEnd
      }
    }
    let spaceBelow = max(0, belowEnd - belowStart)
    let spaceAbove = max(0, aboveEnd - aboveStart)

    let enoughBelow = height(ofFirst: max(input.minimumRowsBelow, 1))
    var direction: Direction =
      spaceBelow >= enoughBelow || spaceBelow >= spaceAbove ? .below : .above
    // The titles at the top and the row they title: a side showing only a title is no side.
    let firstContent = height(ofFirst: min(max(input.leadingTitleRows, 0), rows - 1) + 1)
    if let opened = input.openedSide, opened.fieldFrame == original.fieldFrame,
      opened.keyboardFrame == original.keyboardFrame,
      (opened.direction == .below ? spaceBelow : spaceAbove) >= firstContent
    {
      direction = opened.direction
    }
    let space = direction == .below ? spaceBelow : spaceAbove
    var height = wanted
    if space < wanted {
      // Whole rows that fit; part of the first row only when not even it fits.
      var whole: CGFloat = 0
      var fitted = 0
      for measuredHeight in measured {
        guard whole + measuredHeight <= space else { break }
        whole += measuredHeight
        fitted += 1
      }
      if fitted == measured.count, rowHeight > 0 {
        var more = min(CGFloat(rows - fitted), ((space - whole) / rowHeight).rounded(.down))
        while more > 0, whole + more * rowHeight > space { more -= 1 }
        whole += more * rowHeight
      }
      height = whole > 0 ? whole : space
    }
    let scrolls = input.rowCount > rows || Self.scrolls(contentHeight: wanted, frameHeight: height)
    let y = direction == .below ? belowStart : aboveEnd - height
    let side = Side(
      direction: direction, fieldFrame: original.fieldFrame, keyboardFrame: original.keyboardFrame)
    self.init(
      frame: CGRect(x: x, y: y, width: width, height: height), direction, scrolls, side)
  }

  /// Whether every number of `input` is finite and within ±``largestCoordinate`` (rule 0).
  private static func isPlaceable(_ input: Input) -> Bool {
    let rectangles: [CGRect?] = [
      input.fieldFrame, input.containerBounds, input.keyboardFrame, input.fieldClipRect,
    ]
    let insets = input.safeAreaInsets
    let lengths = [
      insets.top, insets.left, insets.bottom, insets.right, input.rowHeight, input.minimumWidth,
      input.gap, input.margin,
    ]
    let numbers = rectangles.compactMap { $0 }.flatMap {
      [$0.origin.x, $0.origin.y, $0.size.width, $0.size.height]
    }
    return (numbers + lengths + input.rowHeights).allSatisfy {
      $0.isFinite && abs($0) <= largestCoordinate
    }
  }

  private init(frame: CGRect, _ direction: Direction, _ scrolls: Bool, _ side: Side?) {
    self.frame = frame
    self.direction = direction
    self.scrolls = scrolls && frame.height > 0
    self.side = frame.height > 0 && frame.width > 0 ? side : nil
  }
}
