#if canImport(UIKit)
  import Foundation
  import XCTest

  /// A flag set by a main-actor task, to know when the work queued before it has run.
  @MainActor
  private final class MainActorFlag {
    var isSet = false
  }

  extension XCTestCase {
    /// Spins the main run loop until `condition` holds, for at most `timeout` seconds; fails
    /// the test if it never does. This is how a test waits for the index built off the main
    /// thread, a source's answer, or a presentation: for a condition, never for a fixed time.
    ///
    /// - Returns: Whether the condition held in time.
    @MainActor
    @discardableResult
    func waitUntil(
      _ description: @autoclosure () -> String, timeout: TimeInterval = 5,
      file: StaticString = #filePath,
      line: UInt = #line, _ condition: () -> Bool
    ) -> Bool {
      let deadline = Date(timeIntervalSinceNow: timeout)
      while !condition() {
        if Date() >= deadline {
          XCTFail("timed out waiting until \(description())", file: file, line: line)
          return false
        }
        RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
      }
      return true
    }

    /// Lets the work already queued on the main actor run (`turns` times over, for work that
    /// queues more work), so a test can then assert that something did *not* happen.
    @MainActor
    func settle(turns: Int = 3, file: StaticString = #filePath, line: UInt = #line) {
      for _ in 0..<turns {
        let flag = MainActorFlag()
        Task { @MainActor in flag.isSet = true }
        waitUntil("the main actor's queued work ran", file: file, line: line) { flag.isSet }
      }
    }
  }
#endif
