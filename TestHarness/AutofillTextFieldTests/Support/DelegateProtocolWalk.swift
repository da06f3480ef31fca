#if canImport(UIKit)
  @testable import AutofillTextField
  import ObjectiveC
  @preconcurrency import UIKit
  import XCTest

  /// The optional instance messages of a delegate protocol at run time, with those of every
  /// protocol it inherits, at any depth (`protocol_copyProtocolList`): what a host's delegate
  /// may implement and expect to hear.
  func optionalMessages(ofProtocolNamed name: String) -> Set<String> {
    guard let proto = objc_getProtocol(name) else { return [] }
    var names: Set<String> = []
    var pending = [proto]
    var seen: Set<String> = []
    while let next = pending.popLast() {
      guard seen.insert(String(cString: protocol_getName(next))).inserted else { continue }
      var count: UInt32 = 0
      if let methods = protocol_copyMethodDescriptionList(next, false, true, &count) {
        for index in 0..<Int(count) {
          if let selector = methods[index].name { names.insert(NSStringFromSelector(selector)) }
        }
        free(methods)
      }
      if let inherited = protocol_copyProtocolList(next, &count) {
        for index in 0..<Int(count) { pending.append(inherited[index]) }
        free(UnsafeMutableRawPointer(inherited))
      }
    }
    return names
  }

  /// A host's delegate that answers every message of `messages` (and sends none anywhere).
  final class AnsweringDelegate: NSObject, UITextFieldDelegate, UITextViewDelegate {
    nonisolated let messages: Set<String>
    init(messages: Set<String>) { self.messages = messages }
    nonisolated override func responds(to selector: Selector!) -> Bool {
      messages.contains(NSStringFromSelector(selector)) || super.responds(to: selector)
    }
  }

  /// Checks a control's proxy against the run time's protocol: with a host that implements
  /// every optional message, each one is claimed and reaches the host (the proxy handles it and
  /// asks the host, or the runtime sends it to the host) except the later forms this build
  /// cannot forward (or the proxy never claims); with a host
  /// that implements none, only what the proxy handles itself is claimed.
  @MainActor
  func assertEveryMessageReachesAHostThatImplementsIt(
    protocolNamed name: String, proxy: AutofillDelegateProxy, setHost: (AnyObject) -> Void,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let messages = optionalMessages(ofProtocolNamed: name)
    let laterMessages = proxy.forwarding.laterMessages
    XCTAssertGreaterThan(messages.count, 10, "the walk saw the protocol", file: file, line: line)
    let everything = AnsweringDelegate(messages: messages)
    setHost(everything)
    for message in messages.sorted() {
      let selector = NSSelectorFromString(message)
      let handled = class_getInstanceMethod(type(of: proxy), selector) != nil
      if laterMessages.contains(message) {
        XCTAssertEqual(
          proxy.responds(to: selector),
          proxy.forwarding.forwardableLaterMessages.contains(message), message, file: file,
          line: line)
        continue
      }
      XCTAssertTrue(proxy.responds(to: selector), "not claimed: \(message)", file: file, line: line)
      if !handled {
        XCTAssertTrue(
          proxy.forwardingTarget(for: selector) as AnyObject? === everything,
          "does not reach the host: \(message)", file: file, line: line)
      }
    }
    let nothing = AnsweringDelegate(messages: [])
    setHost(nothing)
    for message in messages.sorted() {
      let selector = NSSelectorFromString(message)
      let handled = class_getInstanceMethod(type(of: proxy), selector) != nil
      XCTAssertEqual(
        proxy.responds(to: selector),
        handled && !laterMessages.contains(message),
        "a host that implements nothing: \(message)", file: file, line: line)
    }
    withExtendedLifetime((everything, nothing)) {}
  }
#endif
