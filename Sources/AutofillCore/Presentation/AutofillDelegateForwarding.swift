import Foundation

/// Which delegate hears a message a control's delegate proxy forwards, and which messages the
/// proxy claims: the rules `AutofillTextField`'s and `AutofillTextView`'s proxies share.
///
/// A message goes to the host's delegate. A delegate that read the control's `delegate` and
/// forwards to what it read (IQKeyboardReturnKeyHandler, a wrapper delegate) may send
/// the message back to the proxy while it is forwarded: that arrival goes to the delegate the
/// last one to hear it replaced, and so on down the delegates replaced; past the last, to none
/// (the proxy answers as UIKit does without a delegate). So a delegate never hears one message
/// twice, even one that installs another delegate while it handles it, and nothing goes round
/// until the stack overflows. Arrivals are counted per message and per thread (a
/// `responds(to:)` may be asked off the main thread), so another message sent while one is
/// forwarded (a resign inside Return) reaches the host.
///
/// Setting a delegate that the host replaced (a saved one set back, as
/// IQKeyboardReturnKeyHandler does when it is done) makes it the host again, as it was: the
/// delegates set after it are forgotten.
///
/// ```swift
/// let forwarding = AutofillDelegateForwarding<any UITextViewDelegate>()
/// forwarding.host = myDelegate
/// forwarding.forward("textViewDidChange:") { $0?.textViewDidChange?(textView) }
/// ```
///
/// Thread-safe: its state is behind a lock, which it never holds while a delegate is called.
public final class AutofillDelegateForwarding<Delegate>: @unchecked Sendable {
  /// Objective-C names of the messages the proxy passes through to the delegate (those of
  /// its delegate protocols it does not handle), claimed only when that delegate answers them.
  public let passThroughMessages: Set<String>
  /// Objective-C names of the messages Apple added later, claimed only when the host's
  /// delegate answers them.
  public let laterMessages: Set<String>
  /// Those of ``laterMessages`` the proxy can forward in this build (its SDK declares them);
  /// the others it never claims, so UIKit asks the older form, which is forwarded.
  public let forwardableLaterMessages: Set<String>

  private let lock = NSLock()
  private weak var hostObject: AnyObject?
  /// The delegates the host replaced, newest first.
  private var replaced: [Weak] = []
  /// For each message under way on a thread, the delegates its arrivals went to, first first
  /// (`nil`: none). Weak, so no delegate ends while the lock is held.
  private var arrivals: [Arrival: [Weak]] = [:]

  private struct Weak {
    weak var object: AnyObject?
  }

  private struct Arrival: Hashable {
    let thread: ObjectIdentifier
    let message: String
  }

  /// Creates the state of a proxy with no host.
  ///
  /// - Parameters:
  ///   - passingThrough: The messages the proxy passes through.
  ///   - laterMessages: The messages claimed only when the host answers them.
  ///   - forwardable: Those of them this build can forward.
  public init(
    passingThrough: Set<String> = [], laterMessages: Set<String> = [],
    forwardable: Set<String> = []
  ) {
    passThroughMessages = passingThrough
    self.laterMessages = laterMessages
    forwardableLaterMessages = forwardable.intersection(laterMessages)
  }

  /// Creates the state of a proxy whose later messages are iOS 26's, which this build forwards
  /// when its SDK declares them, known by the compiler that ships with it: Swift 6.2 with
  /// Xcode 26. (A proxy implements them under the same `#if compiler` condition.)
  ///
  /// - Parameters:
  ///   - passingThrough: The messages the proxy passes through.
  ///   - iOS26: The Objective-C names of iOS 26's messages.
  public convenience init(passingThrough: Set<String>, iOS26: Set<String>) {
    #if compiler(>=6.2)
      self.init(passingThrough: passingThrough, laterMessages: iOS26, forwardable: iOS26)
    #else
      self.init(passingThrough: passingThrough, laterMessages: iOS26, forwardable: [])
    #endif
  }

  /// The host's delegate, held weakly. Setting another one keeps the one it replaced, for a
  /// message the new one sends back; setting one it replaced goes back to it (and forgets the
  /// ones set since); `nil` forgets them all.
  public var host: Delegate? {
    get { lock.withLock { hostObject } as? Delegate }
    set {
      let object = newValue.map { $0 as AnyObject }
      lock.withLock {
        guard object !== hostObject else { return }
        if object == nil {
          replaced = []
        } else if let index = replaced.firstIndex(where: { $0.object === object }) {
          replaced.removeFirst(index + 1)
        } else if let previous = hostObject {
          replaced.insert(Weak(object: previous), at: 0)
        }
        replaced.removeAll { $0.object == nil }
        hostObject = object
      }
    }
  }

  /// Whether `delegate` is the host's delegate now (both `nil` counts).
  ///
  /// - Parameter delegate: A delegate, say the one a stand-in read from the control stood for.
  /// - Returns: Whether it is the host.
  public func isHost(_ delegate: AnyObject?) -> Bool { lock.withLock { hostObject === delegate } }

  /// Calls `body` with the delegate that hears `message` now: the host; when a delegate sends
  /// it back while it is forwarded, the delegate that the last to hear it replaced, and so on;
  /// past the last, `nil`.
  ///
  /// - Parameters:
  ///   - message: A name for the message (its selector's, say); forms that must count as one
  ///     (a single-range and a multi-range question) share one.
  ///   - body: Sends the message to the delegate it is given, or answers for none.
  /// - Returns: What `body` returns.
  public func forward<Answer>(_ message: String, _ body: (Delegate?) -> Answer) -> Answer {
    let key = Arrival(thread: ObjectIdentifier(Thread.current), message: message)
    let recipient: AnyObject? = lock.withLock {
      let earlier = arrivals[key] ?? []
      var next = hostObject
      if let last = earlier.last {
        let chain = ([hostObject] + replaced.map(\.object)).compactMap { $0 }
        let index = last.object.flatMap { last in chain.firstIndex { $0 === last } }
        next = index.flatMap { $0 + 1 < chain.count ? chain[$0 + 1] : nil }
      }
      arrivals[key] = earlier + [Weak(object: next)]
      return next
    }
    defer {
      lock.withLock {
        arrivals[key]?.removeLast()
        if arrivals[key]?.isEmpty == true { arrivals[key] = nil }
      }
    }
    return body(recipient as? Delegate)
  }

  /// Whether `message` is being forwarded now on this thread: the proxy hears it back from a
  /// delegate, and leaves its own part (made on the first arrival) alone.
  ///
  /// - Parameter message: The name given to ``forward(_:_:)``.
  /// - Returns: Whether a ``forward(_:_:)`` of it is under way.
  public func isForwarding(_ message: String) -> Bool {
    let key = Arrival(thread: ObjectIdentifier(Thread.current), message: message)
    return lock.withLock { arrivals[key] != nil }
  }

  /// Whether the proxy claims `message` when UIKit asks (`responds(to:)`): one the proxy's
  /// class handles itself, except a later message, which only if this build can forward it
  /// and the delegate that would hear it answers it; one of ``passThroughMessages``, only if
  /// that delegate answers it.
  ///
  /// - Parameters:
  ///   - message: The selector's Objective-C name.
  ///   - implemented: Whether the proxy's class implements it.
  ///   - answers: Whether a delegate answers it.
  /// - Returns: Whether to claim it.
  public func claims(
    _ message: String, implemented: Bool, answers: (Delegate) -> Bool
  ) -> Bool {
    if laterMessages.contains(message) {
      guard forwardableLaterMessages.contains(message) else { return false }
    } else if implemented {
      return true
    } else if !passThroughMessages.contains(message) {
      return false
    }
    return forward(message) { $0.map(answers) ?? false }
  }
}
