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
  ///   the protocols reach a host that implements them, in any build.
  /// - **The getter.** The control's `delegate` getter returns a stand-in for the host's
  ///   delegate of the moment (``AutofillDelegateStandIn``): set back later (the save, swap and
  ///   restore idiom), it gives that delegate back; a message sent to it while another
  ///   delegate is the host goes to the delegate it stood for.
  /// - **A host that is gone.** UIKit caches which messages its delegate answers when it is
  ///   set. When the host's delegate is deallocated, the control sets the proxy again
  ///   (``reinstall``), so UIKit asks afresh and sends no message the proxy would claim for a
  ///   delegate that is no more.
  @MainActor
  class AutofillDelegateProxy: NSObject {
    /// The host's delegate and the ones it replaced, and which delegate hears a message
    /// (``AutofillDelegateForwarding``). Thread-safe, as `responds(to:)` is nonisolated.
    nonisolated let forwarding: AutofillDelegateForwarding<NSObjectProtocol>
    /// Objective-C names of the optional instance messages of the delegate protocol and of
    /// the protocols it inherits, read from the runtime.
    nonisolated let messages: Set<String>
    /// Messages of the protocols the proxy never claims: it asks the host in that form itself.
    nonisolated let neverClaimed: Set<String>
    /// Sets the proxy as the control's delegate again, so UIKit asks afresh what it answers.
    var reinstall: (() -> Void)?
    private var standIn: AutofillDelegateStandIn?

    init(
      protocol name: String, forwarding: AutofillDelegateForwarding<NSObjectProtocol>,
      neverClaimed: Set<String> = []
    ) {
      self.forwarding = forwarding
      self.neverClaimed = neverClaimed
      messages = objc_getProtocol(name).map(Self.optionalMessages(of:)) ?? []
    }

    /// The optional instance messages of `proto` and of the protocols it inherits, at any depth.
    nonisolated static func optionalMessages(of proto: Protocol) -> Set<String> {
      var names: Set<String> = []
      var count: UInt32 = 0
      if let methods = protocol_copyMethodDescriptionList(proto, false, true, &count) {
        for index in 0..<Int(count) {
          if let name = methods[index].name { names.insert(NSStringFromSelector(name)) }
        }
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
      if let standIn, forwarding.isHost(standIn.host) { return standIn }
      let made = AutofillDelegateStandIn(proxy: self, host: forwarding.host)
      standIn = made
      return made
    }

    /// Takes what was set as the control's `delegate`: a stand-in (from this control or
    /// another) gives back the delegate it stood for; the proxy itself changes nothing.
    func setHost(_ value: AnyObject?) {
      guard value !== self else { return }
      let host = (value as? AutofillDelegateStandIn).map(\.host) ?? value
      forwarding.host = host as? NSObjectProtocol
      if let host { watch(host) }
    }

    /// Sets the proxy again when `host` is deallocated (a watch associated with it ends then).
    private func watch(_ host: AnyObject) {
      let key = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
      // A watch left by a proxy gone from the same address is replaced (it ends quietly).
      if (objc_getAssociatedObject(host, key) as? AutofillHostWatch)?.proxy === self { return }
      objc_setAssociatedObject(
        host, key, AutofillHostWatch(proxy: self), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// Called when a host's delegate it watched ended: UIKit's delegate is the main thread's,
    /// so a host released elsewhere is caught up there.
    nonisolated static func hostEnded(watchedBy proxy: AutofillDelegateProxy?) {
      guard let proxy else { return }
      if Thread.isMainThread {
        MainActor.assumeIsolated { proxy.hostMayHaveGone() }
      } else {
        DispatchQueue.main.async { proxy.hostMayHaveGone() }
      }
    }

    private func hostMayHaveGone() {
      if forwarding.host == nil { reinstall?() }
    }

    /// Claims what the subclass handles (a later form only when the host answers it) and what
    /// it passes through when the delegate that would hear it answers it.
    nonisolated override func responds(to selector: Selector!) -> Bool {
      let name = NSStringFromSelector(selector)
      if neverClaimed.contains(name) { return false }
      return forwarding.claims(
        name, implemented: super.responds(to: selector), passesThrough: messages.contains(name)
      ) { $0.responds(to: selector) }
    }

    /// Sends a message passed through to the host's delegate.
    nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
      let name = NSStringFromSelector(selector)
      guard messages.contains(name), !neverClaimed.contains(name) else {
        return super.forwardingTarget(for: selector)
      }
      return forwarding.host
    }
  }

  /// Ends with the host's delegate it is associated with, and tells its proxy.
  private final class AutofillHostWatch: NSObject {
    nonisolated(unsafe) private(set) weak var proxy: AutofillDelegateProxy?
    init(proxy: AutofillDelegateProxy) { self.proxy = proxy }
    deinit { AutofillDelegateProxy.hostEnded(watchedBy: proxy) }
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
      if super.responds(to: selector) { return true }
      guard let target else { return false }
      if target === proxy { return target.responds(to: selector) }
      return proxy?.messages.contains(NSStringFromSelector(selector)) == true
        && target.responds(to: selector)
    }

    nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
      target ?? super.forwardingTarget(for: selector)
    }
  }
#endif
