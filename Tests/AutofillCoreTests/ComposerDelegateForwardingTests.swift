import AutofillCore
import Foundation
import XCTest

/// Which delegate a proxy's message reaches (the composer's and the field's proxies), and which
/// later messages the proxy claims.
final class ComposerDelegateForwardingTests: XCTestCase {
  /// A delegate that, as RxCocoa's proxies do, forwards each message to what it replaced.
  private final class Chaining: DelegateProtocol {
    let name: String
    var heard = 0
    var next: (() -> Void)?
    init(_ name: String) { self.name = name }
    func receive() {
      heard += 1
      next?()
    }
  }

  private func send(_ forwarding: AutofillDelegateForwarding<any DelegateProtocol>) -> String? {
    forwarding.forward("message") { delegate -> String? in
      delegate?.receive()
      return delegate?.name
    }
  }

  func test_aDelegateThatForwardsToTheProxy_reachesWhatItReplacedOnce_thenNone() {
    let forwarding = AutofillDelegateForwarding<any DelegateProtocol>()
    let original = Chaining("original")
    let wrapper = Chaining("wrapper")
    forwarding.host = original
    forwarding.host = wrapper
    // The wrapper read the control's delegate (the proxy) and forwards to it.
    var arrivals: [String?] = []
    wrapper.next = { arrivals.append(self.send(forwarding)) }
    original.next = { arrivals.append(self.send(forwarding)) }
    XCTAssertEqual(send(forwarding), "wrapper")
    XCTAssertEqual(wrapper.heard, 1)
    XCTAssertEqual(original.heard, 1)
    XCTAssertEqual(arrivals, [nil, "original"], "past the last delegate, none")
    XCTAssertEqual(send(forwarding), "wrapper", "the depth is back to the host after")
  }

  func test_anotherMessageWhileOneIsForwarded_reachesTheHost() {
    let forwarding = AutofillDelegateForwarding<any DelegateProtocol>()
    let host = Chaining("host")
    forwarding.host = Chaining("old")
    forwarding.host = host
    let inner = forwarding.forward("return") { _ in
      forwarding.forward("endEditing") { $0?.name }
    }
    XCTAssertEqual(inner, "host")
  }

  func test_settingNil_forgetsTheReplaced_andSettingTheSameKeepsThem() {
    let forwarding = AutofillDelegateForwarding<any DelegateProtocol>()
    let first = Chaining("first")
    let second = Chaining("second")
    forwarding.host = first
    forwarding.host = second
    forwarding.host = second
    XCTAssertEqual(
      forwarding.forward("m") { _ in forwarding.forward("m") { $0?.name } }, "first")
    forwarding.host = nil
    XCTAssertNil(forwarding.host)
    forwarding.host = second
    XCTAssertNil(forwarding.forward("m") { _ in forwarding.forward("m") { $0?.name } })
  }

  func test_claims() {
    let cases: [(String, String, Bool, Bool, Bool, UInt)] = [
      // name, message, implemented, host answers, expected
      ("an older message: as the class", "old", true, false, true, #line),
      ("an older message it lacks", "old", false, true, false, #line),
      ("a later one the host answers", "later", true, true, true, #line),
      ("a later one the host does not", "later", true, false, false, #line),
      ("a later one this build cannot forward", "unbuilt", true, true, false, #line),
    ]
    let forwarding = AutofillDelegateForwarding<any DelegateProtocol>(
      laterMessages: ["later", "unbuilt"], forwardable: ["later"])
    let host = Chaining("host")
    forwarding.host = host
    for (name, message, implemented, answers, expected, line) in cases {
      XCTAssertEqual(
        forwarding.claims(message, implemented: implemented) { _ in answers }, expected, name,
        line: line)
    }
    forwarding.host = nil
    XCTAssertFalse(forwarding.claims("later", implemented: true) { _ in true }, "no host")
  }
}

/// A delegate protocol, as `UITextViewDelegate` is to the composer's proxy.
protocol DelegateProtocol: AnyObject {
  var name: String { get }
  func receive()
}
