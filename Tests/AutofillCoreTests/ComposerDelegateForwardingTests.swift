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

  /// A forwarding whose host, "wrapper", replaced "original".
  private func wrapperOverOriginal() -> (
    AutofillDelegateForwarding<any DelegateProtocol>, Chaining, Chaining
  ) {
    let forwarding = AutofillDelegateForwarding<any DelegateProtocol>()
    let (original, wrapper) = (Chaining("original"), Chaining("wrapper"))
    forwarding.host = original
    forwarding.host = wrapper
    return (forwarding, original, wrapper)
  }

  private func send(_ forwarding: AutofillDelegateForwarding<any DelegateProtocol>) -> String? {
    forwarding.forward("message") { delegate -> String? in
      delegate?.receive()
      return delegate?.name
    }
  }

  func test_aDelegateThatForwardsToTheProxy_reachesWhatItReplacedOnce_thenNone() {
    let (forwarding, original, wrapper) = wrapperOverOriginal()
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

  /// Issue 46, item 4: a delegate that installs another while it handles a message, then
  /// forwards it back, must not hear it again.
  func test_aDelegateThatInstallsAnotherWhileHandling_andForwardsBack_reachesWhatItReplaced() {
    let (forwarding, original, wrapper) = wrapperOverOriginal()
    let newcomer = Chaining("newcomer")
    var arrivals: [String?] = []
    wrapper.next = {
      forwarding.host = newcomer
      arrivals.append(self.send(forwarding))
    }
    XCTAssertEqual(send(forwarding), "wrapper")
    XCTAssertEqual(arrivals, ["original"])
    XCTAssertEqual(wrapper.heard, 1, "the wrapper heard the message once")
    XCTAssertEqual(original.heard, 1)
    XCTAssertEqual(newcomer.heard, 0)
  }

  /// Issue 46, item 4: off the main thread (a `responds(to:)` asked there) the arrivals are
  /// counted too; a delegate that forwards back would otherwise recurse until the stack ends.
  func test_offTheMainThread_aDelegateThatForwardsBack_reachesWhatItReplacedOnce() {
    let (forwarding, original, wrapper) = wrapperOverOriginal()
    // Each forwards every arrival back to the proxy, as a wrapper's responds(to:) asks the
    // delegate it read (the proxy) and the proxy asks the wrapper.
    wrapper.next = { _ = self.send(forwarding) }
    original.next = { _ = self.send(forwarding) }
    let done = expectation(description: "the message was forwarded off the main thread")
    let answer = Box()
    Thread.detachNewThread {
      answer.value = forwarding.forward("message") { delegate -> String? in
        delegate?.receive()
        return delegate?.name
      }
      done.fulfill()
    }
    wait(for: [done], timeout: 30)
    XCTAssertEqual(answer.value, "wrapper")
    XCTAssertEqual(wrapper.heard, 1)
    XCTAssertEqual(original.heard, 1)
  }

  /// Issue 46, item 1: the save, swap and restore idiom (IQKeyboardReturnKeyHandler) gives
  /// the host back.
  func test_settingBackAReplacedDelegate_makesItTheHostAgain_andForgetsTheLaterOnes() {
    let forwarding = AutofillDelegateForwarding<any DelegateProtocol>()
    let app = Chaining("app")
    let handler = Chaining("handler")
    forwarding.host = app
    forwarding.host = handler
    forwarding.host = app
    XCTAssertEqual(send(forwarding), "app")
    XCTAssertTrue(forwarding.isHost(app))
    XCTAssertFalse(forwarding.isHost(handler))
    XCTAssertNil(
      forwarding.forward("message") { _ in forwarding.forward("message") { $0?.name } },
      "the handler is no longer one the app replaced")
  }

  func test_claims() {
    let cases: [(String, String, Bool, Bool, Bool, UInt)] = [
      // name, message, implemented, host answers, expected
      ("an older message: as the class", "old", true, false, true, #line),
      ("an older message it lacks, not passed through", "old", false, true, false, #line),
      ("a later one the host answers", "later", true, true, true, #line),
      ("a later one the host does not", "later", true, false, false, #line),
      ("a later one this build cannot forward", "unbuilt", true, true, false, #line),
    ]
    let passing: [(String, Bool, Bool, UInt)] = [
      // name, host answers, expected
      ("a message passed through that the host answers", true, true, #line),
      ("one it does not answer: UIKit's default", false, false, #line),
    ]
    let forwarding = AutofillDelegateForwarding<any DelegateProtocol>(
      passingThrough: ["passed"], laterMessages: ["later", "unbuilt"], forwardable: ["later"])
    let host = Chaining("host")
    forwarding.host = host
    for (name, message, implemented, answers, expected, line) in cases {
      XCTAssertEqual(
        forwarding.claims(message, implemented: implemented) { _ in answers }, expected, name,
        line: line)
    }
    for (name, answers, expected, line) in passing {
      XCTAssertEqual(
        forwarding.claims("passed", implemented: false) { _ in answers },
        expected, name, line: line)
    }
    forwarding.host = nil
    XCTAssertFalse(forwarding.claims("later", implemented: true) { _ in true }, "no host")
    XCTAssertFalse(
      forwarding.claims("passed", implemented: false) { _ in true },
      "no host")
  }
}

/// The answer of a message sent on another thread.
private final class Box: @unchecked Sendable {
  var value: String?
}

/// A delegate protocol, as `UITextViewDelegate` is to the composer's proxy.
protocol DelegateProtocol: AnyObject {
  var name: String { get }
  func receive()
}
