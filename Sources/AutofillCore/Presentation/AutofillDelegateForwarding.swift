import Foundation

/// Which delegate hears a message a control's delegate proxy forwards, and which of the
/// messages Apple added later the proxy claims: the rules `AutofillTextField`'s and
/// `AutofillTextView`'s proxies share.
///
/// A message goes to the host's delegate. A delegate that read the control's `delegate` (the
/// proxy) before it replaced it, and forwards to what it read (IQKeyboardReturnKeyHandler,
/// RxCocoa's delegate proxies), sends the message back to the proxy: that second arrival goes
/// to the delegate the host replaced, and so on down the delegates it replaced; past the last,
/// to none (the proxy answers as UIKit does without a delegate). Without this the message
/// would go round between the two until the stack overflows. Depths are counted per message,
/// so another message sent while one is forwarded (a resign inside Return) reaches the host.
///
/// ```swift
/// let forwarding = AutofillDelegateForwarding<any UITextViewDelegate>(
///   laterMessages: ["textView:insertInputSuggestion:"], forwardable: [])
/// forwarding.host = myDelegate
/// forwarding.forward("textViewDidChange:") { $0?.textViewDidChange?(textView) }
/// ```
///
/// Not `Sendable`: the depths are the main thread's, where UIKit sends every delegate
/// message; a message forwarded from another thread (an introspection) goes to the host and
/// leaves them alone.
public final class AutofillDelegateForwarding<Delegate> {
  /// Objective-C names of the messages Apple added later, claimed only when the host's
  /// delegate answers them.
  public let laterMessages: Set<String>
  /// Those of ``laterMessages`` the proxy can forward in this build (its SDK declares them);
  /// the others it never claims, so UIKit asks the older form, which is forwarded.
  public let forwardableLaterMessages: Set<String>

  private weak var hostObject: AnyObject?
  /// The delegates the host replaced, newest first.
  private var replaced: [Weak] = []
  private var depths: [String: Int] = [:]

  private struct Weak {
    weak var object: AnyObject?
  }

  /// Creates the state of a proxy with no host.
  ///
  /// - Parameters:
  ///   - laterMessages: The messages claimed only when the host answers them.
  ///   - forwardable: Those of them this build can forward.
  public init(laterMessages: Set<String> = [], forwardable: Set<String> = []) {
    self.laterMessages = laterMessages
    forwardableLaterMessages = forwardable.intersection(laterMessages)
  }

  /// Creates the state of a proxy whose later messages are iOS 26's and iOS 18.4's, of which
  /// this build forwards those its SDK declares, known by the compiler that ships with it:
  /// Swift 6.2 with Xcode 26, 6.1 with Xcode 16.3. (A proxy implements them under the same
  /// `#if compiler` conditions.)
  ///
  /// - Parameters:
  ///   - iOS26: The Objective-C names of iOS 26's messages.
  ///   - iOS18_4: Those of iOS 18.4's.
  public convenience init(iOS26: Set<String>, iOS18_4: Set<String>) {
    var forwardable: Set<String> = []
    #if compiler(>=6.2)
      forwardable.formUnion(iOS26)
    #endif
    #if compiler(>=6.1)
      forwardable.formUnion(iOS18_4)
    #endif
    self.init(laterMessages: iOS26.union(iOS18_4), forwardable: forwardable)
  }

  /// The host's delegate, held weakly. Setting another one keeps the one it replaced, for a
  /// message the new one sends back; `nil` forgets them all.
  public var host: Delegate? {
    get { hostObject as? Delegate }
    set {
      let object = newValue.map { $0 as AnyObject }
      guard object !== hostObject else { return }
      let previous = hostObject
      replaced.removeAll { $0.object == nil || $0.object === object }
      hostObject = object
      if object == nil {
        replaced = []
      } else if let previous {
        replaced.insert(Weak(object: previous), at: 0)
      }
    }
  }

  /// Calls `body` with the delegate that hears `message` now: the host; when the host sends
  /// it back while it is forwarded, the delegate the host replaced, and so on; past the last,
  /// `nil`.
  ///
  /// - Parameters:
  ///   - message: A name for the message (its selector's, say); forms that must count as one
  ///     (a single-range and a multi-range question) share one.
  ///   - body: Sends the message to the delegate it is given, or answers for none.
  /// - Returns: What `body` returns.
  public func forward<Answer>(_ message: String, _ body: (Delegate?) -> Answer) -> Answer {
    guard Thread.isMainThread else { return body(host) }
    let depth = depths[message, default: 0]
    depths[message] = depth + 1
    defer { depths[message] = depth == 0 ? nil : depth }
    guard depth > 0 else { return body(host) }
    let chain = replaced.compactMap { $0.object as? Delegate }
    return body(depth <= chain.count ? chain[depth - 1] : nil)
  }

  /// Whether `message` is being forwarded now: the proxy hears it back from the host, and
  /// leaves its own part (made on the first arrival) alone.
  ///
  /// - Parameter message: The name given to ``forward(_:_:)``.
  /// - Returns: Whether a ``forward(_:_:)`` of it is under way.
  public func isForwarding(_ message: String) -> Bool { depths[message] != nil }

  /// Whether the proxy claims `message` when UIKit asks (`responds(to:)`): a later message
  /// only if this build can forward it and the delegate that would hear it answers it; any
  /// other as the proxy's own class does.
  ///
  /// - Parameters:
  ///   - message: The selector's Objective-C name.
  ///   - implemented: Whether the proxy's class implements it.
  ///   - answers: Whether a delegate answers it.
  /// - Returns: Whether to claim it.
  public func claims(
    _ message: String, implemented: Bool, answers: (Delegate) -> Bool
  ) -> Bool {
    guard laterMessages.contains(message) else { return implemented }
    guard forwardableLaterMessages.contains(message) else { return false }
    return forward(message) { $0.map(answers) ?? false }
  }
}
