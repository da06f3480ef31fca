#if canImport(UIKit)
  @preconcurrency import UIKit

  /// Follows the field while its dropdown shows, so the dropdown moves with the field in the
  /// same frame (and the same animation) as the field, and nothing runs while nothing moves.
  ///
  /// - Geometry observations: the position and size of the field and of every ancestor up to
  ///   the dropdown's container, and the scroll offset of every scroll view among them. They
  ///   fire synchronously, so a move made inside an animation block re-places the dropdown
  ///   inside that same block, and the dropdown animates along with the field.
  /// - The keyboard: the window's ``AutofillKeyboardTracking``, a hidden view pinned to the
  ///   window's keyboard layout guide (which, with `followsUndockedKeyboard`, tracks docked,
  ///   undocked, split and floating keyboards); its moves re-place the dropdown inside the
  ///   keyboard's own animation.
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
    private let safeAreaTracker = AutofillLayoutGuideTracker()
    /// The container's safe area and size at the last safe-area tracker report.
    private var lastSafeArea: (insets: UIEdgeInsets, size: CGSize)?
    private var animationLink: CADisplayLink?
    /// The field's presented frame at the last display-link tick, and for how many ticks in a
    /// row it has not changed.
    private var lastTickFrame: CGRect?
    private var stillTicks = 0
    /// Each layer's local time at the last tick, to tell a paused layer from a delay.
    private var lastLayerTimes: [ObjectIdentifier: CFTimeInterval] = [:]

    /// Whether it is following a container now.
    var isFollowing: Bool { observedContainer != nil }
    /// The window whose keyboard it hears about.
    private weak var keyboardWindow: UIWindow?

    /// Hears about the keyboard of the field's window (call when the field joins or leaves a
    /// window).
    func fieldDidMove(to window: UIWindow?) {
      guard window !== keyboardWindow else { return }
      if let old = keyboardWindow { AutofillKeyboardTracking.detach(self, from: old) }
      keyboardWindow = window
      if let window { AutofillKeyboardTracking.attach(self, to: window) }
    }

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
      lastSafeArea = (container.safeAreaInsets, container.bounds.size)
      safeAreaTracker.pin(to: container.safeAreaLayoutGuide, in: container)
      safeAreaTracker.onMove = { [weak self, weak container] in
        // The tracker may move with scrolling (a scroll view's guide); only a new safe area
        // or size is news here (scrolling is observed already).
        guard let self, let container else { return }
        let now = (container.safeAreaInsets, container.bounds.size)
        if let last = self.lastSafeArea, last.insets == now.0, last.size == now.1 { return }
        self.lastSafeArea = now
        self.field?.updateDropdownPlacement()
      }
    }

    /// The keyboard moved (the window's shared tracker reports it to every field there).
    func keyboardDidMove() {
      if isFollowing { field?.updateDropdownPlacement() }
    }

    /// Stops every observation, the keyboard tracker and the display link.
    func stop() {
      observations = []
      observedContainer = nil
      safeAreaTracker.onMove = nil
      safeAreaTracker.uninstall()
      lastSafeArea = nil
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
      // there is no guide frame, and the notification's frame stands in.
      let guide = AutofillKeyboardTracking.guideFrame(in: window)
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
          if let animation = layer.animation(forKey: key), Self.movesGeometry(animation) {
            return true
          }
        }
        view = current.superview
      }
      return false
    }

    /// Whether `animation` may move a layer's content: a property animation of geometry, or
    /// any other kind (a group, a transition).
    private static func movesGeometry(_ animation: CAAnimation) -> Bool {
      guard let property = animation as? CAPropertyAnimation else { return true }
      let path = property.keyPath ?? ""
      return geometryKeyPaths.contains { path.hasPrefix($0) }
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
      lastLayerTimes = [:]
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
      // Still for two frames, and no animation waiting out a delay: whatever animates, it
      // does not move the field. (The last tick already placed the dropdown at this frame.)
      guard stillTicks < 2 || hasDelayedGeometryAnimation(in: container) else {
        setFollowsAnimation(false)
        return
      }
      field?.updateDropdownPlacement()
    }

    /// Whether a geometry animation of the field or an ancestor has not begun yet (a delay)
    /// and is on its way: its layer's time advanced since the last tick. A paused layer
    /// (`speed` 0 on it or above it, as in an interactive transition) stands still, so its
    /// delayed animations do not keep the link running.
    private func hasDelayedGeometryAnimation(in container: UIView) -> Bool {
      var times: [ObjectIdentifier: CFTimeInterval] = [:]
      defer { lastLayerTimes = times }
      var isDelayed = false
      var view: UIView? = field
      while let current = view, current !== container {
        let layer = current.layer
        let now = layer.convertTime(CACurrentMediaTime(), from: nil)
        let key = ObjectIdentifier(layer)
        times[key] = now
        let isRunning = lastLayerTimes[key].map { now > $0 } ?? true
        for name in layer.animationKeys() ?? [] where isRunning {
          if let animation = layer.animation(forKey: name), animation.beginTime > now,
            Self.movesGeometry(animation)
          {
            isDelayed = true
          }
        }
        view = current.superview
      }
      return isDelayed
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

  /// The keyboard's tracker of one window, shared by every field in it: a hidden view pinned to
  /// the window's keyboard layout guide, with `followsUndockedKeyboard` on while any field is
  /// in the window. When the last field leaves, the window's earlier value is restored if the
  /// property is still on: a host that pins views to `window.keyboardLayoutGuide` sees it
  /// follow undocked keyboards while an ``AutofillTextField`` is in the window, and a host that
  /// turned it on itself meanwhile finds it off again (set it after the fields leave). It stays pinned while fields
  /// are in the window, so showing a dropdown never forces a layout pass.
  @MainActor
  final class AutofillKeyboardTracking {
    private static var byWindow: [ObjectIdentifier: AutofillKeyboardTracking] = [:]

    private let tracker = AutofillLayoutGuideTracker()
    private weak var window: UIWindow?
    private let previousFollowsUndocked: Bool
    private var followers: [ObjectIdentifier: WeakFollower] = [:]

    private struct WeakFollower {
      weak var follower: AutofillFieldFollower?
    }

    private init(window: UIWindow) {
      self.window = window
      let guide = window.keyboardLayoutGuide
      previousFollowsUndocked = guide.followsUndockedKeyboard
      guide.followsUndockedKeyboard = true
      tracker.pin(to: guide, in: window)
      tracker.onMove = { [weak self] in self?.keyboardDidMove() }
      // Placed in the window's next layout pass, which then reports the move.
      window.setNeedsLayout()
    }

    /// Starts telling `follower` about keyboard moves in `window`.
    static func attach(_ follower: AutofillFieldFollower, to window: UIWindow) {
      let key = ObjectIdentifier(window)
      // A window that went away with fields in it never saw them detach: its entry is stale
      // (and a new window may have its address). Drop such entries.
      byWindow = byWindow.filter { $0.value.window != nil }
      let tracking = byWindow[key] ?? AutofillKeyboardTracking(window: window)
      // A host that emptied the window (swapping root views) took the tracker with it.
      if tracking.tracker.superview !== window {
        tracking.tracker.pin(to: window.keyboardLayoutGuide, in: window)
        window.setNeedsLayout()
      }
      byWindow[key] = tracking
      tracking.followers[ObjectIdentifier(follower)] = WeakFollower(follower: follower)
    }

    /// Stops telling `follower` about keyboard moves in `window`; the last one out restores
    /// the window's guide and removes the tracker.
    static func detach(_ follower: AutofillFieldFollower, from window: UIWindow) {
      let key = ObjectIdentifier(window)
      guard let tracking = byWindow[key] else { return }
      tracking.followers[ObjectIdentifier(follower)] = nil
      tracking.followers = tracking.followers.filter { $0.value.follower != nil }
      guard tracking.followers.isEmpty else { return }
      // Restored only if it is still what this set (a host may have changed it since).
      if window.keyboardLayoutGuide.followsUndockedKeyboard {
        window.keyboardLayoutGuide.followsUndockedKeyboard = tracking.previousFollowsUndocked
      }
      tracking.tracker.onMove = nil
      tracking.tracker.uninstall()
      byWindow[key] = nil
    }

    /// The keyboard layout guide's frame in `window`, once the tracker has been placed.
    static func guideFrame(in window: UIWindow) -> CGRect? {
      guard let tracker = byWindow[ObjectIdentifier(window)]?.tracker,
        tracker.superview === window, tracker.frame != .zero
      else { return nil }
      return tracker.frame
    }

    private func keyboardDidMove() {
      for entry in followers.values { entry.follower?.keyboardDidMove() }
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
