#if canImport(UIKit)
  @preconcurrency import UIKit

  /// What the field's and the composer's delegate proxies share: UIKit's stored delegate,
  /// which handles the few messages its control needs (its subclass implements them) and
  /// passes every other optional message of its delegate protocol, and of the protocols that
  /// one inherits (`UIScrollViewDelegate` for a text view), to the host's delegate.
  ///
  /// - **Pass-through.** A message passed through is claimed (`responds(to:)`) only when the
  ///   delegate that would hear it answers it, and then sent to it by the runtime
  ///   (`forwardingTarget(for:)`); otherwise UIKit behaves as without a delegate. So the iOS 10
  ///   link questions, the text item and formatting messages and any message Apple adds to
  ///   the protocols reach a host that implements them, in any build. The runtime hands such a
  ///   message over with no return to the proxy, so its arrivals are not counted: one sent back
  ///   through the getter's value of the moment reaches the host again, as on a plain control
  ///   (sent to a stand-in read earlier, it reaches the delegate that one stood for).
  /// - **The getter.** The control's `delegate` getter returns a stand-in for the host's
  ///   delegate of the moment (``AutofillDelegateStandIn``): set back later (the save, swap and
  ///   restore idiom), it gives that delegate back; a message sent to it while another
  ///   delegate is the host goes to the delegate it stood for.
  /// - **A host that is gone.** UIKit caches which messages its delegate answers when it is
  ///   set. When the host's delegate is deallocated, the control's `delegate` becomes `nil`
  ///   (``reinstall``), which sets the proxy afresh, so UIKit asks again and sends no message
  ///   the proxy would claim for a delegate that is no more.
  @MainActor
  class AutofillDelegateProxy: NSObject {
    /// The host's delegate and the ones it replaced, which delegate hears a message and which
    /// messages pass through (``AutofillDelegateForwarding``). Thread-safe, as `responds(to:)`
    /// is nonisolated.
    nonisolated let forwarding: AutofillDelegateForwarding<NSObjectProtocol>
    /// Sets the control's `delegate` to `nil` (once the host's delegate is gone, as a plain
    /// control's weak delegate is), so UIKit asks afresh what the proxy answers.
    var reinstall: (() -> Void)?
    private var standIn: AutofillDelegateStandIn?

    init(forwarding: AutofillDelegateForwarding<NSObjectProtocol>) { self.forwarding = forwarding }

    /// The Objective-C names of the optional instance messages of the protocol `name` and of
    /// the protocols it inherits, at any depth, read from the runtime: what the proxy passes
    /// through, less what its class handles.
    nonisolated static func optionalMessages(of name: String) -> Set<String> {
      objc_getProtocol(name).map(optionalMessages(of:)) ?? []
    }

    private nonisolated static func optionalMessages(of proto: Protocol) -> Set<String> {
      var names: Set<String> = []
      var count: UInt32 = 0
      if let methods = protocol_copyMethodDescriptionList(proto, false, true, &count) {
        names = Set((0..<Int(count)).compactMap { methods[$0].name.map(NSStringFromSelector) })
        free(methods)
      }
      if let inherited = protocol_copyProtocolList(proto, &count) {
        for index in 0..<Int(count) { names.formUnion(optionalMessages(of: inherited[index])) }
        free(UnsafeMutableRawPointer(inherited))
      }
      return names
    }

    /// What the control's `delegate` getter returns: one stand-in for each host's delegate,
    /// the same while it stays the host.
    var standInForHost: AutofillDelegateStandIn {
      let current = standIn.flatMap { forwarding.isHost($0.host) ? $0 : nil }
      standIn = current ?? AutofillDelegateStandIn(proxy: self, host: forwarding.host)
      return standIn ?? AutofillDelegateStandIn(proxy: self, host: nil)
    }

    /// Takes what was set as the control's `delegate` (a stand-in, from this control or
    /// another, stands for the delegate it was made for; the proxy itself changes nothing)
    /// and returns the proxy, for UIKit to hold.
    func takingHost(_ value: AnyObject?) -> Self {
      guard value !== self else { return self }
      let host = (value as? AutofillDelegateStandIn).map(\.host) ?? value
      forwarding.host = host as? NSObjectProtocol
      // Watched until it is deallocated (a watch associated with it ends then); a watch left
      // by a proxy gone from the same address is replaced, and ends quietly.
      let key = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
      if let host, (objc_getAssociatedObject(host, key) as? AutofillHostWatch)?.proxy !== self {
        objc_setAssociatedObject(
          host, key, AutofillHostWatch(proxy: self), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
      return self
    }

    /// Claims what the subclass handles and what it passes through when the delegate that
    /// would hear it answers it; a later form of a message it handles only when that delegate
    /// answers it and this build can forward it (never, for one the subclass asks itself).
    nonisolated override func responds(to selector: Selector!) -> Bool {
      forwarding.claims(NSStringFromSelector(selector), implemented: super.responds(to: selector)) {
        $0.responds(to: selector)
      }
    }

    /// Sends a message passed through to the host's delegate.
    nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
      let passes = forwarding.passThroughMessages.contains(NSStringFromSelector(selector))
      return passes ? forwarding.host : super.forwardingTarget(for: selector)
    }
  }

  /// Ends with the host's delegate it is associated with, and then has the proxy reinstalled
  /// if no host is left: on the main thread, at once or (a host released elsewhere) next.
  private final class AutofillHostWatch: NSObject {
    nonisolated(unsafe) private(set) weak var proxy: AutofillDelegateProxy?
    init(proxy: AutofillDelegateProxy) { self.proxy = proxy }
    deinit {
      guard let proxy else { return }
      let reinstall: @MainActor @Sendable () -> Void = {
        if proxy.forwarding.host == nil { proxy.reinstall?() }
      }
      guard Thread.isMainThread else { return DispatchQueue.main.async(execute: reinstall) }
      MainActor.assumeIsolated(reinstall)
    }
  }

  /// What a control's `delegate` getter returns: it stands for the host's delegate of the
  /// moment it was read. While that delegate is the host, messages sent to it go through the
  /// proxy (UIKit and subclasses send some through the getter); once another delegate was
  /// set, they go to the one it stood for, as they would to a plain text view's saved
  /// `delegate`. Set back as the control's `delegate`, it gives that delegate back.
  @MainActor
  final class AutofillDelegateStandIn: NSObject, UITextFieldDelegate, UITextViewDelegate {
    nonisolated(unsafe) private(set) weak var proxy: AutofillDelegateProxy?
    /// The host's delegate when the stand-in was made.
    nonisolated(unsafe) private(set) weak var host: AnyObject?

    init(proxy: AutofillDelegateProxy, host: AnyObject?) {
      self.proxy = proxy
      self.host = host
    }

    /// The proxy, while the delegate it stood for is the host; else that delegate.
    private nonisolated var target: AnyObject? {
      guard let proxy else { return nil }
      return proxy.forwarding.isHost(host) ? proxy : host
    }

    nonisolated override func responds(to selector: Selector!) -> Bool {
      super.responds(to: selector) || target?.responds(to: selector) == true
    }

    nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
      target ?? super.forwardingTarget(for: selector)
    }
  }
#endif
