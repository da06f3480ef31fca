#if canImport(UIKit)
  import Foundation

  extension MainActor {
    /// Runs `body` at once when called on the main thread, else as soon as the main actor is
    /// free. For key-value observation handlers, which the Foundation overlay declares
    /// `@Sendable` and nonisolated although KVO calls them on the thread that made the change
    /// (the main thread, for views): running at once keeps the work inside the animation block
    /// that made the change, so the dropdown animates along with the field.
    ///
    /// This is `MainActor.assumeIsolated` (Swift 5.9) for the iOS 16.5 SDK the checks compile
    /// against, whose standard library predates it; it does what that function does (a cast
    /// that drops the isolation from the closure's type, which changes nothing in its
    /// representation) after checking that this is the main thread. Replace it with
    /// `MainActor.assumeIsolated` once the SDK has it.
    ///
    /// - Parameter body: The work to run on the main actor.
    nonisolated static func runAtOnceOnMainThread(
      _ body: @escaping @MainActor @Sendable () -> Void
    ) {
      guard Thread.isMainThread else {
        Task { @MainActor in body() }
        return
      }
      let unisolated = unsafeBitCast(body, to: (@Sendable () -> Void).self)
      unisolated()
    }

    /// Runs `body` at once and returns its result when called on the main thread; `nil`
    /// elsewhere. For UIKit callbacks that the iOS 16.5 SDK leaves nonisolated although UIKit
    /// makes them on the main thread (a VoiceOver rotor's search), with the same cast as
    /// ``runAtOnceOnMainThread(_:)``.
    ///
    /// - Parameter body: The work to run on the main actor.
    /// - Returns: Its result, or `nil` off the main thread.
    nonisolated static func valueAtOnceOnMainThread<T>(_ body: @MainActor () -> T) -> T? {
      guard Thread.isMainThread else { return nil }
      return withoutActuallyEscaping(body) { body in
        unsafeBitCast(body, to: (() -> T).self)()
      }
    }
  }
#endif
