import Foundation

/// Which delegate hears a message a control's delegate proxy forwards, and which messages the
/// proxy claims: the rules `AutofillTextField`'s and `AutofillTextView`'s proxies share.
///
/// A message goes to the host's delegate, also when it arrives while the same message is
/// being forwarded: UIKit sends some nested (a host that moves the caret while it handles a
/// selection change hears the change it made), and a delegate that forwards to a value the
/// control's `delegate` getter returned reaches the delegate that value stood for, not the
/// proxy, unless it stood for itself. Arrivals are counted per message and per thread (a
/// `responds(to:)` may be asked off the main thread): past ``nestingLimit`` arrivals under way,
/// the message goes to none (the proxy answers as UIKit does without a delegate), so a
/// delegate that sends each message back to itself through the proxy hears it that many times
/// and nothing goes round until the stack overflows. Another message sent while one is
/// forwarded (a resign inside Return) counts on its own.
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
  /// Objective-C names of messages the proxy implements but claims only when the host's
  /// delegate answers them: forms Apple added later, and messages the proxy forwards itself
  /// only so their arrivals are counted (the composer's scrolling).
  public let hostOnlyMessages: Set<String>
  /// Those of ``hostOnlyMessages`` the proxy can forward in this build (its SDK declares them);
  /// the others it never claims, so UIKit asks the older form, which is forwarded.
  public let forwardableHostOnlyMessages: Set<String>

  /// How many arrivals of one message on one thread may be under way before another goes to
  /// no delegate.
  public static var nestingLimit: Int { 4 }

  private let lock = NSLock()
  private weak var hostObject: AnyObject?
  /// For each message under way on a thread, how many of its arrivals are.
  private var arrivals: [Arrival: Int] = [:]

  private struct Arrival: Hashable {
    let thread: ObjectIdentifier
    let message: String
  }

  /// Creates the state of a proxy with no host.
  ///
  /// - Parameters:
  ///   - passingThrough: The messages the proxy passes through.
  ///   - hostOnlyMessages: The messages claimed only when the host answers them.
  ///   - forwardable: Those of them this build can forward.
  public init(
    passingThrough: Set<String> = [], hostOnlyMessages: Set<String> = [],
    forwardable: Set<String> = []
  ) {
    passThroughMessages = passingThrough
    self.hostOnlyMessages = hostOnlyMessages
    forwardableHostOnlyMessages = forwardable.intersection(hostOnlyMessages)
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
      self.init(passingThrough: passingThrough, hostOnlyMessages: iOS26, forwardable: iOS26)
    #else
      self.init(passingThrough: passingThrough, hostOnlyMessages: iOS26, forwardable: [])
    #endif
  }

  /// The host's delegate, held weakly.
  public var host: Delegate? {
    get { lock.withLock { hostObject } as? Delegate }
    set { lock.withLock { hostObject = newValue.map { $0 as AnyObject } } }
  }

  /// Whether `delegate` is the host's delegate now (both `nil` counts).
  ///
  /// - Parameter delegate: A delegate, say the one a stand-in read from the control stood for.
  /// - Returns: Whether it is the host.
  public func isHost(_ delegate: AnyObject?) -> Bool { lock.withLock { hostObject === delegate } }

  /// Calls `body` with the delegate that hears `message` now: the host, or `nil` when
  /// ``nestingLimit`` arrivals of it are already under way on this thread.
  ///
  /// - Parameters:
  ///   - message: A name for the message (its selector's, say); forms that must count as one
  ///     (a single-range and a multi-range question) share one.
  ///   - body: Sends the message to the delegate it is given, or answers for none.
  /// - Returns: What `body` returns.
  public func forward<Answer>(_ message: String, _ body: (Delegate?) -> Answer) -> Answer {
    let key = Arrival(thread: ObjectIdentifier(Thread.current), message: message)
    let recipient: AnyObject? = lock.withLock {
      let depth = arrivals[key, default: 0]
      arrivals[key] = depth + 1
      return depth < Self.nestingLimit ? hostObject : nil
    }
    defer {
      lock.withLock {
        arrivals[key, default: 1] -= 1
        if arrivals[key] == 0 { arrivals[key] = nil }
      }
    }
    return body(recipient as? Delegate)
  }

  /// Whether `message` is being forwarded now on this thread: an arrival of it now is nested
  /// in another.
  ///
  /// - Parameter message: The name given to ``forward(_:_:)``.
  /// - Returns: Whether a ``forward(_:_:)`` of it is under way.
  public func isForwarding(_ message: String) -> Bool {
    let key = Arrival(thread: ObjectIdentifier(Thread.current), message: message)
    return lock.withLock { arrivals[key] != nil }
  }

  /// Whether the proxy claims `message` when UIKit asks (`responds(to:)`): one the proxy's
  /// class handles itself, except one of ``hostOnlyMessages``, which only if this build can
  /// forward it and the delegate that would hear it answers it; one of ``passThroughMessages``, only if
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
    if hostOnlyMessages.contains(message) {
      guard forwardableHostOnlyMessages.contains(message) else { return false }
    } else if implemented {
      return true
    } else if !passThroughMessages.contains(message) {
      return false
    }
    return forward(message) { $0.map(answers) ?? false }
  }
}
