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
  ///   field's presentation layer frame by frame. When the field stands still, the core's
  ///   ``AutofillAnimationFollowing`` decides from the animations' timing: the link pauses
  ///   through a delay and wakes just before the animation begins, checks a paused layer a few
  ///   times a second for a resume, or stops (an animation that never ends, or one held at its
  ///   end, must not keep it running).
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
    /// When the link looks at the field: every frame, after a sleep, or never.
    private var following = AutofillAnimationFollowing()
    /// The field's presented frame at the last display-link tick.
    private var lastTickFrame: CGRect?
    /// Unpauses the link after a sleep; a newer sleep cancels it, and so does stopping.
    private var wakeTask: Task<Void, Never>?

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
      safeAreaTracker.pinTracker(to: container.safeAreaLayoutGuide, in: container)
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
      safeAreaTracker.uninstallTracker()
      lastSafeArea = nil
      setFollowsAnimation(false)
    }

    /// Observes what moves `view`'s content on screen. KVO calls back synchronously on the
    /// thread of the change, which for views is the main thread, inside any animation block
    /// that made it.
    private func observeGeometry(of view: UIView, includingPosition: Bool) {
      let moved: @Sendable () -> Void = { [weak self] in
        // A view changes on the main thread; running at once keeps the placement inside the
        // animation block that made the change, so the dropdown animates along with the field.
        guard Thread.isMainThread else { return }
        MainActor.assumeIsolated { self?.field?.updateDropdownPlacement() }
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
    /// animation it cannot observe moves the field, and at no other time. Turning it on while
    /// the link sleeps wakes it: something moved, so the field is looked at again.
    func setFollowsAnimation(_ isOn: Bool) {
      guard isOn else {
        wakeTask?.cancel()
        wakeTask = nil
        animationLink?.invalidate()
        animationLink = nil
        return
      }
      if let link = animationLink, !link.isPaused { return }
      wakeTask?.cancel()
      wakeTask = nil
      following.start()
      lastTickFrame = nil
      if let link = animationLink {
        link.isPaused = false
        return
      }
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
      let moved = frame != lastTickFrame
      lastTickFrame = frame
      let action = following.tick(fieldMoved: moved) { geometryAnimations(in: container) }
      switch action {
      case .tickEveryFrame:
        field?.updateDropdownPlacement()
      case .sleep(let seconds, let tolerance):
        // The last tick placed the dropdown at this frame already.
        pauseLink(wakingAfter: seconds, tolerance: tolerance)
      case .stop:
        setFollowsAnimation(false)
      }
    }

    /// Pauses the link and wakes it after `seconds`: nothing runs through a delay, or between
    /// two checks of a paused layer.
    private func pauseLink(wakingAfter seconds: Double, tolerance: Double) {
      guard let link = animationLink else { return }
      link.isPaused = true
      wakeTask?.cancel()
      // Weak: a sleeping link must not keep the follower (so the field) alive. A follower gone
      // while its link sleeps never hears its target's next tick, so the wake-up invalidates
      // the link (the run loop keeps it).
      // The deadline is taken now, not when the task first runs.
      let clock = ContinuousClock()
      let deadline = clock.now.advanced(by: .seconds(seconds))
      wakeTask = Task { [weak self, weak link] in
        do {
          try await clock.sleep(until: deadline, tolerance: .seconds(tolerance))
        } catch {
          return
        }
        // Cancelled after the sleep ended but before this ran: a newer sleep, or a stop.
        guard !Task.isCancelled else { return }
        guard let self else {
          link?.invalidate()
          return
        }
        self.wakeTask = nil
        self.animationLink?.isPaused = false
      }
    }

    /// The timing of every geometry animation of the field and its ancestors below
    /// `container`.
    ///
    /// A layer's time is read, not its `speed`: a paused layer anywhere above it (the
    /// container view of an interactive transition, above the screen's root view) stops it too.
    ///
    /// Why a paused layer is checked a few times a second (see ``AutofillAnimationFollowing``)
    /// rather than observed: resuming it (`speed` back to 1, with `timeOffset` and `beginTime`
    /// adjusted) changes no view property, so no key-value observation of views fires. Key-value
    /// observing `speed` on the layers followed here would not do either: Core Animation does not
    /// document its timing properties as observable; the paused layer is often above the
    /// container, outside the views followed, in a hierarchy that changes during the transition;
    /// and an interactive transition scrubs a paused layer through `timeOffset`, which moves the
    /// field without resuming anything. The check costs one tick per 0.1 s, only while the
    /// dropdown shows and a paused layer (or a paused animation) holds an unfinished geometry
    /// animation of the field or an ancestor; a resumed move is followed within 0.1 s (plus the
    /// timer's tolerance).
    private func geometryAnimations(in container: UIView) -> [AutofillLayerAnimation] {
      let now = CACurrentMediaTime()
      var result: [AutofillLayerAnimation] = []
      var view: UIView? = field
      while let current = view, current !== container {
        let layer = current.layer
        let animations = (layer.animationKeys() ?? []).compactMap { layer.animation(forKey: $0) }
          .filter(Self.movesGeometry)
        if !animations.isEmpty {
          // An animation's begin time is in its layer's time (the layer is its parent in the
          // timing hierarchy). The mapping from the clock to that time is linear, so one more
          // second converted gives its rate: 0 under a paused layer.
          let layerTime = layer.convertTime(now, from: nil)
          let layerRate = layer.convertTime(now + 1, from: nil) - layerTime
          for animation in animations {
            result.append(
              AutofillLayerAnimation(
                beginTime: animation.beginTime, duration: animation.duration,
                repeatCount: Double(animation.repeatCount),
                repeatDuration: animation.repeatDuration,
                autoreverses: animation.autoreverses, speed: Double(animation.speed),
                layerTime: layerTime, layerRate: layerRate))
          }
        }
        view = current.superview
      }
      return result
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
  /// in the window. It stays pinned while fields are in the window, so showing a dropdown never
  /// forces a layout pass.
  ///
  /// A host that pins views to `window.keyboardLayoutGuide` sees them follow undocked keyboards
  /// while an ``AutofillTextField`` is in the window. When the last field leaves, the value
  /// found is restored only if the tracker turned the property on, it is still on, and the
  /// host did not set it meanwhile (see ``AutofillBorrowedSetting``): a host that set it, even
  /// to `true` while it was on already, keeps its value. The host's writes are heard by
  /// key-value observation of the guide's property; UIKit does not document it as observable,
  /// and if a write goes unheard the property is treated as the tracker's (restored if on).
  @MainActor
  final class AutofillKeyboardTracking {
    private static var byWindow: [ObjectIdentifier: AutofillKeyboardTracking] = [:]

    private let tracker = AutofillLayoutGuideTracker()
    private weak var window: UIWindow?
    /// The guide's `followsUndockedKeyboard`: the value found, and whether the host set it
    /// since the tracker turned it on.
    private var followsUndocked: AutofillBorrowedSetting<Bool>
    private var followsUndockedObservation: NSKeyValueObservation?
    private var followers: [ObjectIdentifier: WeakFollower] = [:]

    private struct WeakFollower {
      weak var follower: AutofillFieldFollower?
    }

    private init(window: UIWindow) {
      self.window = window
      let guide = window.keyboardLayoutGuide
      followsUndocked = AutofillBorrowedSetting(
        original: guide.followsUndockedKeyboard, borrowed: true)
      guide.followsUndockedKeyboard = true
      // Observed after the tracker's own write: every write heard is the host's. A setter call
      // notifies even when it sets the value the property has, so a host that turns on what is
      // on already is heard too.
      followsUndockedObservation = guide.observe(\.followsUndockedKeyboard) { [weak self] _, _ in
        guard Thread.isMainThread else { return }
        MainActor.assumeIsolated { self?.followsUndocked.hostDidSet() }
      }
      tracker.pinTracker(to: guide, in: window)
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
        tracking.tracker.pinTracker(to: window.keyboardLayoutGuide, in: window)
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
      // Stopped first: the restoring write below is not the host's.
      tracking.followsUndockedObservation = nil
      let guide = window.keyboardLayoutGuide
      let current = guide.followsUndockedKeyboard
      if let value = tracking.followsUndocked.valueToRestore(current: current) {
        guide.followsUndockedKeyboard = value
      }
      tracking.tracker.onMove = nil
      tracking.tracker.uninstallTracker()
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
    func pinTracker(to guide: UILayoutGuide, in view: UIView) {
      guard superview !== view else { return }
      uninstallTracker()
      view.addSubview(self)
      NSLayoutConstraint.activate([
        leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        topAnchor.constraint(equalTo: guide.topAnchor),
        bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      ])
    }

    /// Takes the tracker out of its view (its constraints go with it).
    func uninstallTracker() {
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
