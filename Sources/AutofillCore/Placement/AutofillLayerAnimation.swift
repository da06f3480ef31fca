/// The timing of one Core Animation animation attached to a layer, as plain numbers, so
/// ``AutofillAnimationFollowing`` can tell whether it may move the field now, later, or not at
/// all.
///
/// Times are in the layer's own time space, the one `CAAnimation.beginTime` is measured in
/// (an animation's parent in the timing hierarchy is the layer it is attached to; the layer's
/// time now is `layer.convertTime(CACurrentMediaTime(), from: nil)`). The layer's time runs at
/// the product of the `speed`s of the layer and its ancestors, so it stands still under a
/// paused layer (`speed` 0, as in an interactive transition) anywhere above it.
///
/// ```swift
/// // A move added with a 3 s delay, on a layer whose time runs with the clock:
/// let move = AutofillLayerAnimation(beginTime: 103, duration: 0.3, layerTime: 100)
/// // move.phase == .delayed(seconds: 3)
/// ```
public struct AutofillLayerAnimation: Sendable, Equatable {
  /// Where the animation is in its life, in seconds of the clock (`CACurrentMediaTime()`).
  public enum Phase: Sendable, Equatable {
    /// It has not begun, and begins after this many seconds.
    case delayed(seconds: Double)
    /// It began this many seconds ago and has not ended.
    case running(seconds: Double)
    /// Its layer's time stands still (or runs backwards), or its own `speed` is 0, and it has
    /// not ended: only a change of a timing property (a layer or animation resumed) lets it
    /// begin, go on or end.
    case held
    /// It has ended (one held at its end by its fill mode moves nothing any more).
    case over
  }

  /// `CAAnimation.beginTime`, in the layer's time; 0 means "when the transaction that added
  /// it commits", which Core Animation replaces by the time then.
  public var beginTime: Double
  /// `duration`, in the animation's own time; 0 means Core Animation's default of 0.25 s.
  public var duration: Double
  /// `repeatCount` (fractional, or infinite to repeat forever); 0 plays it once.
  public var repeatCount: Double
  /// `repeatDuration`, in the animation's own time; 0 means none (`repeatCount` counts).
  public var repeatDuration: Double
  /// `autoreverses`: each repetition plays forwards and then backwards.
  public var autoreverses: Bool
  /// The animation's own `speed` against its layer's time.
  public var speed: Double
  /// The layer's time now.
  public var layerTime: Double
  /// How many seconds of the layer's time pass per second of the clock now: 0 when it or an
  /// ancestor is paused.
  public var layerRate: Double

  /// Creates the timing of an animation, with `CAMediaTiming`'s defaults.
  ///
  /// - Parameters:
  ///   - beginTime: `beginTime`, in the layer's time (0: when its transaction commits).
  ///   - duration: `duration` (0: the default 0.25 s).
  ///   - repeatCount: `repeatCount` (0: once).
  ///   - repeatDuration: `repeatDuration` (0: none).
  ///   - autoreverses: `autoreverses`.
  ///   - speed: The animation's `speed`.
  ///   - layerTime: The layer's time now.
  ///   - layerRate: Seconds of the layer's time per second of the clock (0: paused).
  public init(
    beginTime: Double, duration: Double, repeatCount: Double = 0, repeatDuration: Double = 0,
    autoreverses: Bool = false, speed: Double = 1, layerTime: Double, layerRate: Double = 1
  ) {
    self.beginTime = beginTime
    self.duration = duration
    self.repeatCount = repeatCount
    self.repeatDuration = repeatDuration
    self.autoreverses = autoreverses
    self.speed = speed
    self.layerTime = layerTime
    self.layerRate = layerRate
  }

  /// Where the animation is now: delayed, running, held by a paused layer, or over.
  ///
  /// A layer rate below a millionth counts as paused: a rate measured from two converted times
  /// of a paused layer is 0 up to rounding. An animation whose own speed is 0 or less is
  /// paused too, whatever its layer does (a pause may set it there rather than on the layer).
  public var phase: Phase {
    let begin = beginTime == 0 ? layerTime : beginTime
    guard layerTime < begin + activeSpan else { return .over }
    guard layerRate > 1e-6, speed > 0 else { return .held }
    if begin > layerTime { return .delayed(seconds: (begin - layerTime) / layerRate) }
    return .running(seconds: (layerTime - begin) / layerRate)
  }

  /// How long the animation lasts from its begin time, in the layer's time: infinite for one
  /// that repeats forever or whose own speed is not positive.
  private var activeSpan: Double {
    let cycle = (duration > 0 ? duration : 0.25) * (autoreverses ? 2 : 1)
    let active: Double
    if repeatDuration > 0 {
      active = repeatDuration
    } else if repeatCount > 0 {
      active = cycle * repeatCount
    } else {
      active = cycle
    }
    return speed > 0 ? active / speed : .infinity
  }
}
