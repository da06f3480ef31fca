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

  /// Review of #46, finding 2: a message UIKit sends nested (a host that moves the caret in
  /// its selection handler hears the change it made) is the host's, not a forward back.
  func test_aNestedArrival_reachesTheHost() {
    let (forwarding, original, wrapper) = wrapperOverOriginal()
    var arrivals: [String?] = []
    // The host clamps the caret once; UIKit tells it of the clamp, nested.
    wrapper.next = {
      guard wrapper.heard == 1 else { return }
      arrivals.append(self.send(forwarding))
    }
    XCTAssertEqual(send(forwarding), "wrapper")
    XCTAssertEqual(arrivals, ["wrapper"])
    XCTAssertEqual(wrapper.heard, 2)
    XCTAssertEqual(original.heard, 0, "the delegate it replaced is no longer asked")
  }

  /// Review of #46, findings 2 and 3: a delegate that sends every arrival back through the
  /// proxy (RxCocoa's proxy forwarding to the stand-in for itself) hears it
  /// `nestingLimit` times; the next arrival goes to none, and nothing goes round for ever.
  func test_aHostThatSendsEveryArrivalBack_hearsItUpToTheLimit_thenNone() {
    let forwarding = AutofillDelegateForwarding<any DelegateProtocol>()
    let host = Chaining("host")
    forwarding.host = host
    var arrivals: [String?] = []
    host.next = { arrivals.append(self.send(forwarding)) }
    XCTAssertEqual(send(forwarding), "host")
    let limit = AutofillDelegateForwarding<any DelegateProtocol>.nestingLimit
    XCTAssertEqual(host.heard, limit)
    // Innermost first.
    XCTAssertEqual(arrivals, [nil] + Array(repeating: "host", count: limit - 1))
    XCTAssertFalse(forwarding.isForwarding("message"), "the count is back to none after")
    XCTAssertEqual(send(forwarding), "host")
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

  /// Issue 46, item 4: a delegate that installs another while it handles a message, then
  /// sends it back through the proxy, does not hear it again: the one it installed does.
  func test_aDelegateThatInstallsAnotherWhileHandling_andSendsItBack_reachesTheNewHost() {
    let (forwarding, original, wrapper) = wrapperOverOriginal()
    let newcomer = Chaining("newcomer")
    var arrivals: [String?] = []
    wrapper.next = {
      forwarding.host = newcomer
      arrivals.append(self.send(forwarding))
    }
    XCTAssertEqual(send(forwarding), "wrapper")
    XCTAssertEqual(arrivals, ["newcomer"])
    XCTAssertEqual(wrapper.heard, 1, "the wrapper heard the message once")
    XCTAssertEqual(original.heard, 0)
    XCTAssertEqual(newcomer.heard, 1)
  }

  /// Issue 46, item 4: off the main thread (a `responds(to:)` asked there) the arrivals are
  /// counted too; a delegate that sends them back would otherwise recurse until the stack ends.
  func test_offTheMainThread_aDelegateThatSendsEveryArrivalBack_hearsItUpToTheLimit() {
    let (forwarding, original, wrapper) = wrapperOverOriginal()
    wrapper.next = { _ = self.send(forwarding) }
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
    XCTAssertEqual(wrapper.heard, AutofillDelegateForwarding<any DelegateProtocol>.nestingLimit)
    XCTAssertEqual(original.heard, 0)
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
      passingThrough: ["passed"], hostOnlyMessages: ["later", "unbuilt"], forwardable: ["later"])
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
