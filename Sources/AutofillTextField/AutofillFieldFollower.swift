#if canImport(UIKit)
  @preconcurrency import UIKit

  /// Follows the field while its dropdown shows, so the dropdown moves with the field in the
  /// same frame (and the same animation) as the field, and nothing runs while nothing moves.
  ///
  /// - Geometry observations: the position and size of the field and of every ancestor up to
  ///   the dropdown's container, and the scroll offset of every scroll view among them. They
  ///   fire synchronously, so a move made inside an animation block re-places the dropdown
  ///   inside that same block, and the dropdown animates along with the field.
  /// - The keyboard: a hidden view pinned to the window's keyboard layout guide (which, with
  ///   `followsUndockedKeyboard`, tracks docked, undocked, split and floating keyboards); its
  ///   moves re-place the dropdown inside the keyboard's own animation.
  /// - The container's safe area: a hidden view pinned to its safe area layout guide, so a bar
  ///   that appears, hides or collapses (a large title) re-places the dropdown.
  /// - A display link, only while a Core Animation animation (not a `UIView` animation block
  ///   the field was told about) moves the field or an ancestor: then the dropdown follows the
  ///   field's presentation layer frame by frame, and the link stops when the animation ends
  ///   or the field has not moved for two frames (an animation that never ends, or one held at
  ///   its end, must not keep it running).
  @MainActor
  final class AutofillFieldFollower {
    /// The field followed.
    weak var field: AutofillTextField?
    private var observations: [NSKeyValueObservation] = []
    private weak var observedContainer: UIView?
    private let keyboardTracker = AutofillLayoutGuideTracker()
    private let safeAreaTracker = AutofillLayoutGuideTracker()
    private var animationLink: CADisplayLink?
    /// The field's presented frame at the last display-link tick, and for how many ticks in a
    /// row it has not changed.
    private var lastTickFrame: CGRect?
    private var stillTicks = 0
    /// The window's `followsUndockedKeyboard` before the tracker turned it on.
    private var previousFollowsUndocked: Bool?

    /// Whether it is following a container now.
    var isFollowing: Bool { observedContainer != nil }

    /// Starts following the field inside `container` (again, if the hierarchy changed).
    func start(in container: UIView) {
      guard let field else { return }
      observations = []
      observedContainer = container
      var view: UIView? = field
      while let current = view {
        observeGeometry(of: current, includingPosition: current !== container)
        if current === container { break }
        view = current.superview
      }
      if let window = field.window, keyboardTracker.superview !== window {
        let guide = window.keyboardLayoutGuide
        if previousFollowsUndocked == nil {
          previousFollowsUndocked = guide.followsUndockedKeyboard
        }
        guide.followsUndockedKeyboard = true
        keyboardTracker.pin(to: guide, in: window)
        // Place the tracker now: a field that starts editing with the keyboard already up
        // has no keyboard notification to go by.
        window.layoutIfNeeded()
      }
      safeAreaTracker.pin(to: container.safeAreaLayoutGuide, in: container)
      let moved: () -> Void = { [weak self] in self?.field?.updateDropdownPlacement() }
      keyboardTracker.onMove = moved
      safeAreaTracker.onMove = moved
    }

    /// Stops every observation, the keyboard tracker and the display link.
    func stop() {
      observations = []
      observedContainer = nil
      keyboardTracker.onMove = nil
      safeAreaTracker.onMove = nil
      if let window = keyboardTracker.window, let previous = previousFollowsUndocked {
        window.keyboardLayoutGuide.followsUndockedKeyboard = previous
      }
      previousFollowsUndocked = nil
      keyboardTracker.uninstall()
      safeAreaTracker.uninstall()
      setFollowsAnimation(false)
    }

    /// Observes what moves `view`'s content on screen. KVO calls back synchronously on the
    /// thread of the change, which for views is the main thread, inside any animation block
    /// that made it.
    private func observeGeometry(of view: UIView, includingPosition: Bool) {
      let moved: @Sendable () -> Void = { [weak self] in
        MainActor.runAtOnceOnMainThread { self?.field?.updateDropdownPlacement() }
      }
      observations.append(view.observe(\.bounds) { _, _ in moved() })
      if includingPosition {
        observations.append(view.observe(\.center) { _, _ in moved() })
        observations.append(view.observe(\.frame) { _, _ in moved() })
      }
      if let scrollView = view as? UIScrollView {
        observations.append(scrollView.observe(\.contentOffset) { _, _ in moved() })
      }
    }

    // MARK: The keyboard

    /// The frame of the keyboard covering the screen, in `container`'s coordinates, or `nil`:
    /// the keyboard layout guide if the window has one, else the last notification's frame
    /// (see ``AutofillKeyboardFrame``).
    func keyboardFrame(in container: UIView, notificationFrameInScreen: CGRect?) -> CGRect? {
      guard let window = container.window else { return nil }
      // Until the window's next layout pass places the tracker (it then reports the move),
      // its frame is zero, and the notification's frame stands in.
      let isTracking = keyboardTracker.superview === window && keyboardTracker.frame != .zero
      let guide = isTracking ? keyboardTracker.frame : nil
      let restingTop = window.bounds.maxY - window.safeAreaInsets.bottom
      let notification = notificationFrameInScreen.map {
        window.convert($0, from: window.screen.coordinateSpace)
      }
      guard
        let keyboard = AutofillKeyboardFrame.obstruction(
          guideFrame: guide, guideRestingTop: restingTop, notificationFrame: notification)
      else { return nil }
      return container.convert(keyboard, from: window)
    }

    // MARK: Animations the field was not told about

    /// Whether a Core Animation animation moves the field or an ancestor below `container`
    /// now, outside any `UIView` animation block. Only animations of geometry count (position,
    /// bounds, transform, anchor point; a group, which may hold any): a pulsing colour on an
    /// ancestor must not keep a display link running.
    func isFieldAnimating(in container: UIView) -> Bool {
      guard UIView.inheritedAnimationDuration == 0 else { return false }
      var view: UIView? = field
      while let current = view, current !== container {
        let layer = current.layer
        for key in layer.animationKeys() ?? [] {
          guard let animation = layer.animation(forKey: key) else { continue }
          guard let property = animation as? CAPropertyAnimation else { return true }
          let path = property.keyPath ?? ""
          if Self.geometryKeyPaths.contains(where: { path.hasPrefix($0) }) { return true }
        }
        view = current.superview
      }
      return false
    }

    /// The layer key paths whose animation moves a layer's content on screen.
    private static let geometryKeyPaths = [
      "position", "bounds", "transform", "anchorPoint", "frame", "sublayerTransform",
    ]

    /// The field's frame in `container` as it is on screen now, mid-animation: from the
    /// presentation layers, or `nil` if they are not there yet.
    func presentedFieldFrame(in container: UIView) -> CGRect? {
      guard let field, let fieldLayer = field.layer.presentation(),
        let containerLayer = container.layer.presentation()
      else { return nil }
      return fieldLayer.convert(fieldLayer.bounds, to: containerLayer)
    }

    /// Runs a display link while `isOn`: the dropdown re-places once per frame while an
    /// animation it cannot observe moves the field, and at no other time.
    func setFollowsAnimation(_ isOn: Bool) {
      if !isOn {
        animationLink?.invalidate()
        animationLink = nil
        return
      }
      guard animationLink == nil else { return }
      lastTickFrame = nil
      stillTicks = 0
      let link = CADisplayLink(
        target: AutofillDisplayLinkTarget(follower: self),
        selector: #selector(AutofillDisplayLinkTarget.tick(_:)))
      link.add(to: .main, forMode: .common)
      animationLink = link
    }

    fileprivate func tick() {
      guard let container = observedContainer else {
        setFollowsAnimation(false)
        return
      }
      let frame = presentedFieldFrame(in: container)
      stillTicks = frame == lastTickFrame ? stillTicks + 1 : 0
      lastTickFrame = frame
      // Still for two frames: whatever animates, it does not move the field.
      guard stillTicks < 2 else {
        setFollowsAnimation(false)
        return
      }
      field?.updateDropdownPlacement()
    }
  }

  /// The display link's target: holds the follower weakly, so the link (which retains its
  /// target) never keeps the field alive.
  @MainActor
  private final class AutofillDisplayLinkTarget: NSObject {
    private weak var follower: AutofillFieldFollower?

    init(follower: AutofillFieldFollower) { self.follower = follower }

    @objc func tick(_ link: CADisplayLink) {
      guard let follower else {
        link.invalidate()
        return
      }
      follower.tick()
    }
  }

  /// A hidden view pinned to a layout guide (the window's keyboard layout guide, a
  /// container's safe area): its frame is the guide's, and it reports every move, which UIKit
  /// makes inside the animation that moves the guide.
  @MainActor
  final class AutofillLayoutGuideTracker: UIView {
    /// Called when the tracker (so the guide) moves or resizes.
    var onMove: (() -> Void)?

    init() {
      super.init(frame: .zero)
      isHidden = true
      isUserInteractionEnabled = false
      isAccessibilityElement = false
      accessibilityElementsHidden = true
      translatesAutoresizingMaskIntoConstraints = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// Pins the tracker to `guide`, adding it to `view` (the guide's owner).
    func pin(to guide: UILayoutGuide, in view: UIView) {
      guard superview !== view else { return }
      uninstall()
      view.addSubview(self)
      NSLayoutConstraint.activate([
        leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        topAnchor.constraint(equalTo: guide.topAnchor),
        bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      ])
    }

    /// Takes the tracker out of its view (its constraints go with it).
    func uninstall() {
      removeFromSuperview()
      // A stale frame must not pass for the guide's when the tracker is pinned again.
      frame = .zero
    }

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
