import AutofillCore
import XCTest

/// When the dropdown looks at its field while Core Animation animations it cannot observe may
/// move it: every frame while it moves, a sleep through a delay, a slow check while a paused
/// layer holds an animation, and a stop when nothing can move it.
final class AnimationFollowingTests: XCTestCase {
  private typealias Phase = AutofillLayerAnimation.Phase

  func test_phase_placesAnAnimationInItsLayersTime() {
    let cases: [(String, AutofillLayerAnimation, Phase, UInt)] = [
      (
        "a 3 s delay", .init(beginTime: 103, duration: 0.3, layerTime: 100),
        .delayed(seconds: 3), #line
      ),
      (
        "a delay under a half-speed ancestor lasts twice as long on the clock",
        .init(beginTime: 101, duration: 0.3, layerTime: 100, layerRate: 0.5),
        .delayed(seconds: 2), #line
      ),
      ("running", .init(beginTime: 99, duration: 2, layerTime: 100), .running(seconds: 1), #line),
      (
        "running under a half-speed ancestor began twice as long ago on the clock",
        .init(beginTime: 99.5, duration: 2, layerTime: 100, layerRate: 0.5),
        .running(seconds: 1), #line
      ),
      ("ended", .init(beginTime: 97, duration: 2, layerTime: 100), .over, #line),
      ("at its end: over", .init(beginTime: 98, duration: 2, layerTime: 100), .over, #line),
      (
        "a paused layer holds a running animation",
        .init(beginTime: 99, duration: 2, layerTime: 100, layerRate: 0), .held, #line
      ),
      (
        "a paused layer holds a delayed animation",
        .init(beginTime: 103, duration: 2, layerTime: 100, layerRate: 0), .held, #line
      ),
      (
        "a layer paused after the animation ended holds nothing",
        .init(beginTime: 90, duration: 2, layerTime: 100, layerRate: 0), .over, #line
      ),
      (
        "time running backwards never reaches a begin time: held",
        .init(beginTime: 103, duration: 2, layerTime: 100, layerRate: -1), .held, #line
      ),
      (
        "begin time 0: begins when its transaction commits, now",
        .init(beginTime: 0, duration: 0.3, layerTime: 100), .running(seconds: 0), #line
      ),
      (
        "duration 0 is the default 0.25 s (running)",
        .init(beginTime: 99.875, duration: 0, layerTime: 100), .running(seconds: 0.125), #line
      ),
      (
        "duration 0 is the default 0.25 s (over)",
        .init(beginTime: 99.75, duration: 0, layerTime: 100), .over, #line
      ),
      (
        "repeating forever never ends",
        .init(beginTime: 1, duration: 1, repeatCount: .infinity, layerTime: 100),
        .running(seconds: 99), #line
      ),
      (
        "three repetitions", .init(beginTime: 98, duration: 1, repeatCount: 3, layerTime: 100),
        .running(seconds: 2), #line
      ),
      (
        "autoreversing doubles each cycle",
        .init(beginTime: 98.5, duration: 1, autoreverses: true, layerTime: 100),
        .running(seconds: 1.5), #line
      ),
      (
        "a repeat duration wins over the repeat count",
        .init(beginTime: 96, duration: 1, repeatCount: 1, repeatDuration: 5, layerTime: 100),
        .running(seconds: 4), #line
      ),
      (
        "an animation at twice the speed ends in half the time",
        .init(beginTime: 98.5, duration: 2, speed: 2, layerTime: 100), .over, #line
      ),
      (
        "an animation paused by its own speed 0 is held, and never ends",
        .init(beginTime: 90, duration: 2, speed: 0, layerTime: 100), .held, #line
      ),
    ]
    for (name, animation, expected, line) in cases {
      XCTAssertEqual(animation.phase, expected, name, line: line)
    }
  }

  /// One frame: whether the field moved, and the animations seen if asked.
  private struct Frame {
    var moved: Bool
    var animations: [AutofillLayerAnimation]
    var expected: AutofillAnimationFollowing.Action
  }

  private static func delayed(_ seconds: Double) -> AutofillLayerAnimation {
    .init(beginTime: 100 + seconds, duration: 0.3, layerTime: 100)
  }
  private static func running(_ seconds: Double) -> AutofillLayerAnimation {
    .init(beginTime: 100 - seconds, duration: 10, layerTime: 100)
  }
  private static let held = AutofillLayerAnimation(
    beginTime: 99, duration: 2, layerTime: 100, layerRate: 0)
  private static let over = AutofillLayerAnimation(beginTime: 90, duration: 2, layerTime: 100)

  private static func moved() -> Frame {
    Frame(moved: true, animations: [], expected: .tickEveryFrame)
  }
  private static func still(
    _ animations: [AutofillLayerAnimation] = [],
    _ expected: AutofillAnimationFollowing.Action = .tickEveryFrame
  ) -> Frame {
    Frame(moved: false, animations: animations, expected: expected)
  }

  func test_tick_decidesFromTheFieldsMovesAndTheAnimationsPhases() {
    let sleepOutDelay = AutofillAnimationFollowing.Action.sleep(seconds: 2.95, tolerance: 0.025)
    let checkHeld = AutofillAnimationFollowing.Action.sleep(seconds: 0.1, tolerance: 0.02)
    let cases: [(String, [Frame], UInt)] = [
      (
        "nothing moves the field: stop after two still frames",
        [Self.moved(), Self.still(), Self.still([], .stop)], #line
      ),
      (
        "an animation that runs on but does not move the field: stop",
        [Self.moved(), Self.still([Self.running(3)]), Self.still([Self.running(3)], .stop)], #line
      ),
      (
        "an animation held at its end: stop",
        [Self.moved(), Self.still(), Self.still([Self.over], .stop)], #line
      ),
      (
        "a 3 s delay: sleep until 50 ms before it begins",
        [Self.moved(), Self.still(), Self.still([Self.delayed(3)], sleepOutDelay)], #line
      ),
      (
        "a begin time far away: a sleep no longer than the longest, then another look",
        [
          Self.moved(), Self.still(),
          Self.still([Self.delayed(1e300)], .sleep(seconds: 10, tolerance: 0.025)),
          Self.still([Self.delayed(1e300)], .sleep(seconds: 10, tolerance: 0.025)),
        ],
        #line
      ),
      (
        "the earliest of two delays counts",
        [
          Self.moved(), Self.still(),
          Self.still(
            [Self.delayed(5), Self.delayed(1)], .sleep(seconds: 0.95, tolerance: 0.025)),
        ],
        #line
      ),
      (
        "a delay about to end: every frame until it begins, then two frames to see it move",
        [
          Self.moved(), Self.still(), Self.still([Self.delayed(0.08)]),
          Self.still([Self.delayed(0.06)]), Self.still([Self.running(0.01)]),
          Self.still([Self.running(0.03)]), Self.moved(),
        ],
        #line
      ),
      (
        "woken at a delay's end: every frame",
        [
          Self.moved(), Self.still(), Self.still([Self.delayed(3)], sleepOutDelay),
          Self.still([Self.delayed(0.05)]), Self.moved(),
        ],
        #line
      ),
      (
        "a layer paused mid-move: one check every 0.1 s, one frame each",
        [
          Self.moved(), Self.still(), Self.still([Self.held], checkHeld),
          Self.still([Self.held], checkHeld), Self.still([Self.held], checkHeld),
        ],
        #line
      ),
      (
        "a paused layer resumed: two frames for its animation to show a move",
        [
          Self.moved(), Self.still(), Self.still([Self.held], checkHeld),
          Self.still([Self.running(1)]), Self.still([Self.running(1)]),
          Self.still([Self.running(1)], .stop),
        ],
        #line
      ),
      (
        "a paused layer scrubbed: every frame while the field moves, then checks again",
        [
          Self.moved(), Self.still(), Self.still([Self.held], checkHeld), Self.moved(),
          Self.moved(), Self.still(), Self.still([Self.held], checkHeld),
        ],
        #line
      ),
      (
        "a paused layer and a delay elsewhere: the paused layer's checks are sooner",
        [Self.moved(), Self.still(), Self.still([Self.delayed(3), Self.held], checkHeld)], #line
      ),
    ]
    for (name, frames, line) in cases {
      var following = AutofillAnimationFollowing()
      following.start()
      for (index, frame) in frames.enumerated() {
        let action = following.tick(fieldMoved: frame.moved, animations: { frame.animations })
        assertAction(action, frame.expected, "\(name), frame \(index)", line: line)
      }
    }
  }

  func test_tick_asksForTheAnimationsOnlyWhileTheFieldStandsStill() {
    var following = AutofillAnimationFollowing()
    following.start()
    var asked = 0
    let count = { () -> [AutofillLayerAnimation] in
      asked += 1
      return [Self.running(1)]
    }
    for _ in 0..<10 { _ = following.tick(fieldMoved: true, animations: count) }
    _ = following.tick(fieldMoved: false, animations: count)
    XCTAssertEqual(asked, 0)
    _ = following.tick(fieldMoved: false, animations: count)
    XCTAssertEqual(asked, 1)
  }

  func test_start_forgetsPausedLayersSeenBefore() {
    var following = AutofillAnimationFollowing()
    following.start()
    for moved in [true, false, false] {
      _ = following.tick(fieldMoved: moved, animations: { [Self.held] })
    }
    following.start()
    let actions = [true, false, false].map { moved in
      following.tick(fieldMoved: moved, animations: { [] })
    }
    XCTAssertEqual(actions, [.tickEveryFrame, .tickEveryFrame, .stop])
  }

  /// A display link driven frame by frame on a virtual clock at 60 Hz; a sleep wakes as late
  /// as its tolerance allows. The field moves while `moving(time)` says so.
  private struct Run {
    var frameTimes: [Double] = []
    var stoppedAt: Double?
  }

  private func run(
    until end: Double, moving: (Double) -> Bool, animations: (Double) -> [AutofillLayerAnimation]
  ) -> Run {
    var following = AutofillAnimationFollowing()
    following.start()
    var run = Run()
    var time = 0.0
    var wasMoving: Bool?
    while time < end {
      run.frameTimes.append(time)
      let isMoving = moving(time)
      // The first frame sees no earlier frame: it counts as a move.
      let moved = wasMoving == nil || isMoving
      wasMoving = isMoving
      switch following.tick(fieldMoved: moved, animations: { animations(time) }) {
      case .tickEveryFrame: time += 1.0 / 60
      case .sleep(let seconds, let tolerance):
        // A sleep that does not move time on would loop here forever.
        guard seconds > 0 else {
          XCTFail("a sleep of \(seconds) s at \(time)")
          return run
        }
        time += seconds + tolerance
      case .stop:
        run.stoppedAt = time
        return run
      }
    }
    return run
  }

  func test_aDelayedMove_costsAFewFramesAndIsFollowedFromItsFirstFrame() {
    // A 0.3 s move with a 3 s delay, added at time 0, on a layer whose time runs 100 s ahead.
    let begin = 3.0
    let end = begin + 0.3
    let result = run(
      until: 10, moving: { $0 >= begin && $0 < end },
      animations: { time in
        time >= end
          ? []
          : [AutofillLayerAnimation(beginTime: 100 + begin, duration: 0.3, layerTime: 100 + time)]
      })
    let duringDelay = result.frameTimes.filter { $0 < begin }
    XCTAssertLessThanOrEqual(duringDelay.count, 10, "frames during a 3 s delay: \(duringDelay)")
    let firstMovingFrame = result.frameTimes.first { $0 >= begin }
    XCTAssertNotNil(firstMovingFrame)
    XCTAssertLessThan((firstMovingFrame ?? .infinity) - begin, 1.0 / 60 + 1e-9)
    XCTAssertNotNil(result.stoppedAt)
    XCTAssertLessThan(result.stoppedAt ?? .infinity, end + 0.1)
  }

  func test_aResumedLayer_isFollowedWithinOneCheck_andPausedTimeCostsOneFramePerCheck() {
    // A 2 s move begins at 0; its layer is paused from 0.5 to 3.5 and then resumed.
    let pause = 0.5
    let resume = 3.5
    let layerTime = { (time: Double) in time < pause ? time : time < resume ? pause : time - 3 }
    let result = run(
      until: 10,
      moving: { $0 < pause || ($0 >= resume && layerTime($0) < 2) },
      animations: { time in
        layerTime(time) >= 2
          ? []
          : [
            AutofillLayerAnimation(
              beginTime: 0.001, duration: 2, layerTime: layerTime(time),
              layerRate: time >= pause && time < resume ? 0 : 1)
          ]
      })
    let whilePaused = result.frameTimes.filter { $0 >= pause && $0 < resume }
    XCTAssertLessThanOrEqual(whilePaused.count, 40, "frames while paused: \(whilePaused.count)")
    let firstAfterResume = result.frameTimes.first { $0 >= resume }
    XCTAssertLessThanOrEqual((firstAfterResume ?? .infinity) - resume, 0.1 + 0.02 + 1e-9)
    let afterResume = result.frameTimes.filter { $0 >= resume && layerTime($0) < 2 }
    XCTAssertGreaterThan(afterResume.count, 80, "every frame of the resumed move")
    XCTAssertNotNil(result.stoppedAt)
  }

  private func assertAction(
    _ actual: AutofillAnimationFollowing.Action, _ expected: AutofillAnimationFollowing.Action,
    _ message: String, line: UInt
  ) {
    switch (actual, expected) {
    case (.sleep(let seconds, let tolerance), .sleep(let expectedSeconds, let expectedTolerance)):
      XCTAssertEqual(seconds, expectedSeconds, accuracy: 1e-9, message, line: line)
      XCTAssertEqual(tolerance, expectedTolerance, accuracy: 1e-9, message, line: line)
    default:
      XCTAssertEqual(actual, expected, message, line: line)
    }
  }
}
