/// When the dropdown looks at its field again while Core Animation animations the field cannot
/// observe may move it: every frame, after a sleep, or never, so the dropdown moves with the
/// field from its first moving frame and nothing runs while nothing can move.
///
/// The field's follower runs a display link and reports each frame: whether the field's frame
/// on screen changed since the last one, and the timing of the geometry animations of the
/// field and its ancestors (``AutofillLayerAnimation``). The rules:
///
/// - While the field moves, and for two still frames after, every frame.
/// - Then, if an animation has just begun (less than ``startGrace`` ago) or a paused layer was
///   resumed since the last look, two more frames: its first frames may not move the field yet.
/// - Else, an animation waiting out a delay: sleep until ``wakeLead`` before it begins (a delay
///   of 3 s costs a few frames, not 180), for at most ``longestSleep`` at a time.
/// - An animation held by a paused layer (`speed` 0 on it or above it) or paused itself: look
///   again every ``heldCheckInterval``, since resuming it changes nothing a view reports.
/// - Else nothing that runs moves the field (an animation of something else, one that never
///   ends, one held at its end): stop.
///
/// ```swift
/// var following = AutofillAnimationFollowing()
/// following.start()
/// switch following.tick(fieldMoved: false, animations: { layers.geometryAnimations }) {
/// case .tickEveryFrame: field.updateDropdownPlacement()
/// case .sleep(let seconds, let tolerance): pauseLink(wakingAfter: seconds, tolerance: tolerance)
/// case .stop: link.invalidate()
/// }
/// ```
public struct AutofillAnimationFollowing: Sendable, Equatable {
  /// What the display link does after a frame.
  public enum Action: Sendable, Equatable {
    /// Re-place the dropdown, and look again next frame.
    case tickEveryFrame
    /// Pause the link and look again after `seconds` (of the clock), at most `tolerance`
    /// later. The dropdown is placed already.
    case sleep(seconds: Double, tolerance: Double)
    /// Stop the link: nothing that runs moves the field.
    case stop
  }

  /// How long before a delayed animation begins the link wakes: a timer fires late by up to its
  /// tolerance, and the clock the follower reads runs a little ahead of the frame on screen.
  public var wakeLead: Double
  /// How often a paused layer that holds an animation is checked for a resume.
  public var heldCheckInterval: Double
  /// How long after an animation begins it may still not move the field on screen (an ease-in,
  /// a frame drawn before its begin time), so frames keep coming.
  public var startGrace: Double
  /// The longest sleep: a begin time far away (a host's "never", `1e300`) is looked at again
  /// after this long, so a sleep always fits a timer, and a link whose follower went away is
  /// not kept for longer than this.
  public var longestSleep: Double

  /// Frames in a row with the field's frame unchanged.
  private var stillTicks = 0
  /// How many animations were held by paused layers at the last look.
  private var heldCount = 0

  /// Creates the rules.
  ///
  /// - Parameters:
  ///   - wakeLead: How long before a delayed animation begins to wake (default 50 ms, three
  ///     frames at 60 Hz).
  ///   - heldCheckInterval: How often to check a paused layer for a resume (default 0.1 s: a
  ///     resumed animation moves the field at most that long before the dropdown follows).
  ///   - startGrace: How long a just-begun animation keeps frames coming (default 0.1 s).
  ///   - longestSleep: The longest sleep through a delay (default 10 s).
  public init(
    wakeLead: Double = 0.05, heldCheckInterval: Double = 0.1, startGrace: Double = 0.1,
    longestSleep: Double = 10
  ) {
    self.wakeLead = wakeLead
    self.heldCheckInterval = heldCheckInterval
    self.startGrace = startGrace
    self.longestSleep = longestSleep
  }

  /// The link starts, or wakes early because something moved: look at every frame again.
  public mutating func start() {
    stillTicks = 0
    heldCount = 0
  }

  /// One frame of the display link (also its first after a sleep).
  ///
  /// - Parameters:
  ///   - fieldMoved: Whether the field's frame on screen differs from the last frame's (true
  ///     on the first frame after ``start()``).
  ///   - animations: The geometry animations of the field and its ancestors; asked only while
  ///     the field stands still.
  /// - Returns: What the link does.
  public mutating func tick(
    fieldMoved: Bool, animations: () -> [AutofillLayerAnimation]
  ) -> Action {
    if fieldMoved {
      stillTicks = 0
      return .tickEveryFrame
    }
    stillTicks += 1
    guard stillTicks >= 2 else { return .tickEveryFrame }

    var held = 0
    var firstBegin = Double.infinity
    var hasJustBegun = false
    for animation in animations() {
      switch animation.phase {
      case .held: held += 1
      case .delayed(let seconds): firstBegin = min(firstBegin, seconds)
      case .running(let seconds): hasJustBegun = hasJustBegun || seconds < startGrace
      case .over: break
      }
    }
    let wasHeld = heldCount
    heldCount = held
    if hasJustBegun || held < wasHeld {
      stillTicks = 0
      return .tickEveryFrame
    }

    var seconds = Double.infinity
    if firstBegin < .infinity {
      let wake = firstBegin - wakeLead
      // Too close to be worth a timer: the frames until then are few.
      if wake < wakeLead { return .tickEveryFrame }
      // `Duration.seconds(_:)` traps beyond about 1.7e20 s.
      seconds = min(wake, longestSleep)
    }
    if held > 0 { seconds = min(seconds, heldCheckInterval) }
    guard seconds < .infinity else { return .stop }
    return .sleep(seconds: seconds, tolerance: min(wakeLead / 2, seconds / 5))
  }
}
