#if canImport(UIKit)
  @preconcurrency import UIKit

  /// Tells a presenter when its dropdown may need placing again, only while the dropdown shows.
  ///
  /// What is guaranteed comes from UIKit calling methods, not from key-value observation:
  /// the anchor's own `frame`, `bounds`, `center`, `layoutSubviews`, `didMoveToSuperview` and
  /// `didMoveToWindow` (see ``AutofillTextField`` and ``AutofillTextView``), and a hidden view of the control's own,
  /// ``AutofillContainerMarker``, that fills the container while the dropdown shows: UIKit
  /// lays it out when the container resizes, tells it when the safe area changes (a bar
  /// appears, a large title collapses), and moves a view pinned to its own keyboard layout
  /// guide with the keyboard, docked, undocked, split or floating.
  ///
  /// Key-value observation of the ancestors' position and size and of enclosing scroll views'
  /// offsets is a hint on top: UIKit does not document it for views, but it fires for the
  /// usual moves (Auto Layout, scrolling), inside the animation block that made them. So is
  /// that of the anchor's and its ancestors' `isHidden` and `alpha`: UIKit tells the anchor
  /// nothing when an ancestor is hidden or faded, and the dropdown, outside that hierarchy,
  /// would stay. The
  /// ancestors are observed again whenever the chain of superviews changed since the last
  /// placement. The anchor's own geometry is not observed (its overrides report its moves, and
  /// a text view's own scrolling moves nothing), except when it is the container, whose scrolling
  /// carries the dropdown; nor are the ancestors of an anchor in another window than the
  /// container (a composer on the keyboard, whose moves the keyboard marker reports). A move
  /// no view reports to anyone (a transform set on an ancestor, an ancestor
  /// animated with Core Animation directly, an ancestor moved to another superview of the same
  /// window) needs ``AutofillTextField/updateDropdownPlacement()``.
  @MainActor
  final class AutofillDropdownTracker {
    /// The presenter told; it follows its anchor.
    weak var presenter: AutofillDropdownPresenter?
    private var observations: [NSKeyValueObservation] = []
    /// The superviews observed, the anchor's first, up to the container.
    private var observedChain: [ObjectIdentifier] = []
    private let marker = AutofillContainerMarker()

    /// Starts following the anchor in `container` (again, if its superviews changed), with the
    /// marker right under `table` (the dropdown) rather than among the container's own views.
    func start(in container: UIView, below table: UIView) {
      guard let anchor = presenter?.anchor else { return }
      let chain = Self.chain(from: anchor, to: container)
      let identifiers = chain.map(ObjectIdentifier.init)
      guard identifiers != observedChain || marker.superview !== container else { return }
      observations = []
      observedChain = identifiers
      for view in chain { observeGeometry(of: view, includingPosition: view !== container) }
      for view in Self.visibilityViews(of: anchor, in: container) {
        observe(view, \.isHidden)
        // A header faded as its list scrolls sets its alpha at every frame: only a fade that can
        // hide or show the anchor places again.
        observe(view, \.alpha, when: AutofillPresentationRules.fadeChangesVisibility)
      }
      marker.onChange = { [weak self] in self?.presenter?.place() }
      marker.install(in: container, below: table)
    }

    /// Stops every observation and takes the marker out of the host's hierarchy.
    func stop() {
      // `start` observes again: the marker is out of the container.
      observations = []
      marker.onChange = nil
      marker.removeFromSuperview()
    }

    /// The keyboard's frame in `container`, or `nil` when none covers it (see
    /// ``AutofillKeyboardFrame``) or the marker has not been laid out yet (it then reports).
    func keyboardFrame(in container: UIView) -> CGRect? {
      guard marker.superview === container else { return nil }
      // Kept over the container's visible part (a scroll view's bounds move as it scrolls);
      // a move makes UIKit move the keyboard marker, which reports.
      if marker.frame != container.bounds { marker.frame = container.bounds }
      let restingTop = marker.bounds.maxY - marker.safeAreaInsets.bottom
      return AutofillKeyboardFrame.obstruction(
        guideFrame: marker.keyboardLayoutGuide.layoutFrame, guideRestingTop: restingTop
      ).map { marker.convert($0, to: container) }
    }

    /// The anchor's superviews up to `container` (included, if it is one of them); none for
    /// an anchor in another window.
    private static func chain(from anchor: UIView, to container: UIView) -> [UIView] {
      // A composer that is its own container (a screen's root view) scrolls the dropdown with
      // its text: its offset is observed then.
      if anchor === container { return [anchor] }
      guard anchor.window === container.window, let parent = anchor.superview else { return [] }
      return Array(sequence(first: parent) { $0 === container ? nil : $0.superview })
    }

    /// The views whose hiding or fading hides the anchor, all observed for it: the anchor and
    /// its superviews under the container (those, less the anchor, are what may clip it). The
    /// container and what holds it carry the dropdown, which hides, fades and is clipped with
    /// them; an anchor on the keyboard (in another window) counts alone.
    static func visibilityViews(of anchor: UIView, in container: UIView) -> [UIView] {
      ([anchor] + chain(from: anchor, to: container)).filter { $0 !== container }
    }

    private func observeGeometry(of view: UIView, includingPosition: Bool) {
      observe(view, \.bounds)
      if includingPosition {
        // `frame` too: setting it (autoresizing, code) need not go through `center`.
        observe(view, \.center)
        observe(view, \.frame)
      }
      if let scrollView = view as? UIScrollView {
        observe(scrollView, \.contentOffset)
        // A table or collection view that is the container adds the cells of inserted rows in
        // front of the dropdown, in its next layout or before it; their content size changes
        // first. The marker, laid out after it, then places the dropdown in front again (UIKit
        // Assumptions, entry 10). Other scroll views (a composer's own lines) add no cells.
        if !includingPosition, scrollView is UITableView || scrollView is UICollectionView {
          observe(scrollView, \.contentSize) { $0.marker.setNeedsLayout() }
        }
      }
    }

    /// Observes `keyPath` of `object`. UIKit reports every set, of the same value too: only a
    /// change for which `when` holds (by default, any change) runs `then` (by default, placing
    /// the dropdown again). Views change on the main thread; placing at once keeps the
    /// placement inside the animation block that made the change, so the dropdown animates
    /// along.
    private func observe<Object: NSObject, Value: Equatable & Sendable>(
      _ object: Object, _ keyPath: KeyPath<Object, Value>,
      then action: @escaping @MainActor @Sendable (AutofillDropdownTracker) -> Void = {
        $0.presenter?.place()
      },
      when changes: @escaping @Sendable (Value, Value) -> Bool = { $0 != $1 }
    ) {
      observations.append(
        object.observe(keyPath, options: [.old, .new]) { [weak self] _, change in
          guard let old = change.oldValue, let new = change.newValue, changes(old, new),
            Thread.isMainThread
          else { return }
          MainActor.assumeIsolated { if let self { action(self) } }
        })
    }
  }

  /// A hidden view that fills the dropdown's container while the dropdown shows and reports
  /// what UIKit tells it: the container's size, safe area and Dynamic Type size, and the
  /// keyboard, through a view pinned to its own `keyboardLayoutGuide` (with
  /// `followsUndockedKeyboard`, which is this view's own setting: the host's guides are never
  /// touched).
  @MainActor
  final class AutofillContainerMarker: UIView {
    /// Called when the container's size, safe area or Dynamic Type size, or the keyboard,
    /// changed.
    var onChange: (() -> Void)?
    /// Pinned to this view's keyboard layout guide: it reports the guide's moves.
    let keyboard = AutofillKeyboardMarker()

    init() {
      super.init(frame: .zero)
      isHidden = true
      isUserInteractionEnabled = false
      accessibilityElementsHidden = true
      autoresizingMask = [.flexibleWidth, .flexibleHeight]
      keyboardLayoutGuide.followsUndockedKeyboard = true
      addSubview(keyboard)
      keyboard.autofillPinEdges(to: keyboardLayoutGuide)
      keyboard.onMove = { [weak self] in self?.onChange?() }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// Adds the marker to `container` under `table`, filling it. The guide's frame is read
    /// at each placement; the next layout pass, which this asks for, reports its first one.
    func install(in container: UIView, below table: UIView) {
      guard superview !== container else { return }
      removeFromSuperview()
      frame = container.bounds
      container.insertSubview(self, belowSubview: table)
      setNeedsLayout()
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      onChange?()
    }

    override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      onChange?()
    }

    /// A change of the container's Dynamic Type size, which may not reach the anchor (a host's
    /// font adjusts at it), places again at the next layout: the rows are measured again.
    /// (iOS 17 deprecates this for `registerForTraitChanges`, but the checks' SDK declares no
    /// trait type to pass it, and the deprecation does not apply below iOS 16's target.)
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      let category = traitCollection.preferredContentSizeCategory
      if previousTraitCollection?.preferredContentSizeCategory != category { setNeedsLayout() }
    }
  }

  /// A hidden view pinned to a keyboard layout guide: it reports every move, which UIKit makes
  /// inside the keyboard's own animation.
  @MainActor
  final class AutofillKeyboardMarker: UIView {
    /// Called when it moves or resizes.
    var onMove: (() -> Void)?

    override var frame: CGRect {
      didSet { if frame != oldValue { onMove?() } }
    }

    override var center: CGPoint {
      didSet { if center != oldValue { onMove?() } }
    }

    override var bounds: CGRect {
      didSet { if bounds != oldValue { onMove?() } }
    }
  }
#endif
