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
  /// It implements the messages the proxies write out by hand and pass on (those of
  /// `UIScrollViewDelegate`, iOS 26's multi-range change question), and notes those it hears.
  final class AnsweringDelegate: NSObject, UITextFieldDelegate, UITextViewDelegate {
    nonisolated let messages: Set<String>
    /// The messages it implements that it heard, by Objective-C name.
    private(set) var heard: Set<String> = []
    init(messages: Set<String>) { self.messages = messages }
    nonisolated override func responds(to selector: Selector!) -> Bool {
      messages.contains(NSStringFromSelector(selector)) || super.responds(to: selector)
    }
    fileprivate func hear(_ selector: Selector) { heard.insert(NSStringFromSelector(selector)) }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      hear(#selector(scrollViewDidScroll(_:)))
    }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { hear(#selector(scrollViewDidZoom(_:))) }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      hear(#selector(scrollViewWillBeginDragging(_:)))
    }
    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      hear(#selector(scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)))
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      hear(#selector(scrollViewDidEndDragging(_:willDecelerate:)))
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
      hear(#selector(scrollViewWillBeginDecelerating(_:)))
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      hear(#selector(scrollViewDidEndDecelerating(_:)))
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      hear(#selector(scrollViewDidEndScrollingAnimation(_:)))
    }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
      hear(#selector(viewForZooming(in:)))
      return nil
    }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
      hear(#selector(scrollViewWillBeginZooming(_:with:)))
    }
    func scrollViewDidEndZooming(
      _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
    ) {
      hear(#selector(scrollViewDidEndZooming(_:with:atScale:)))
    }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
      hear(#selector(scrollViewShouldScrollToTop(_:)))
      return true
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
      hear(#selector(scrollViewDidScrollToTop(_:)))
    }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
      hear(#selector(scrollViewDidChangeAdjustedContentInset(_:)))
    }
  }

  // Named explicitly, and in an extension: an SDK older than iOS 26's has no such protocol
  // method, and beside the conformance Xcode 16 warns that it "nearly matches" the
  // single-range requirement.
  extension AnsweringDelegate {
    @objc(textField:shouldChangeCharactersInRanges:replacementString:)
    func textField(
      _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue],
      replacementString string: String
    ) -> Bool {
      hear(#selector(textField(_:shouldChangeCharactersInRanges:replacementString:)))
      return true
    }
  }

  /// A host's delegate that implements no message.
  final class SilentDelegate: NSObject, UITextFieldDelegate, UITextViewDelegate {}

  /// Sends `delegate` every message of `UIScrollViewDelegate`, as a scroll view would.
  @MainActor
  func sendEveryScrollMessage(to delegate: any UIScrollViewDelegate) {
    let view = UIScrollView()
    var target = CGPoint.zero
    delegate.scrollViewDidScroll?(view)
    delegate.scrollViewDidZoom?(view)
    delegate.scrollViewWillBeginDragging?(view)
    delegate.scrollViewWillEndDragging?(view, withVelocity: .zero, targetContentOffset: &target)
    delegate.scrollViewDidEndDragging?(view, willDecelerate: false)
    delegate.scrollViewWillBeginDecelerating?(view)
    delegate.scrollViewDidEndDecelerating?(view)
    delegate.scrollViewDidEndScrollingAnimation?(view)
    _ = delegate.viewForZooming?(in: view)
    delegate.scrollViewWillBeginZooming?(view, with: nil)
    delegate.scrollViewDidEndZooming?(view, with: nil, atScale: 1)
    _ = delegate.scrollViewShouldScrollToTop?(view)
    delegate.scrollViewDidScrollToTop?(view)
    delegate.scrollViewDidChangeAdjustedContentInset?(view)
  }

  /// Checks a control's proxy against the run time's protocol: with a host that implements
  /// every optional message, each one is claimed and reaches the host (the proxy handles it and
  /// asks the host, or the runtime sends it to the host) except those of `hostOnlyMessages`
  /// this build cannot forward (later forms it cannot, or the proxy never claims); with a host
  /// that implements none, only what the proxy handles itself is claimed. Those of
  /// `hostOnlyMessages` it can forward reach the host too: passed through by the runtime, or,
  /// those the proxy writes out by hand, sent by `sendHandForwarded` (the host must hear each).
  @MainActor
  func assertEveryMessageReachesAHostThatImplementsIt(
    protocolNamed name: String, proxy: AutofillDelegateProxy, setHost: (AnyObject) -> Void,
    sendHandForwarded: (AutofillDelegateProxy) -> Void = { _ in },
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let messages = optionalMessages(ofProtocolNamed: name)
    let hostOnlyMessages = proxy.forwarding.hostOnlyMessages
    XCTAssertGreaterThan(messages.count, 10, "the walk saw the protocol", file: file, line: line)
    let everything = AnsweringDelegate(messages: messages)
    setHost(everything)
    sendHandForwarded(proxy)
    for message in messages.sorted() {
      let selector = NSSelectorFromString(message)
      let handled = class_getInstanceMethod(type(of: proxy), selector) != nil
      let forwardable = proxy.forwarding.forwardableHostOnlyMessages.contains(message)
      if hostOnlyMessages.contains(message) {
        XCTAssertEqual(proxy.responds(to: selector), forwardable, message, file: file, line: line)
        // Review r3, finding 5: one the host cannot hear is done; one it can must reach it.
        guard forwardable else { continue }
      }
      XCTAssertTrue(proxy.responds(to: selector), "not claimed: \(message)", file: file, line: line)
      if !handled {
        XCTAssertTrue(
          proxy.forwardingTarget(for: selector) as AnyObject? === everything,
          "does not reach the host: \(message)", file: file, line: line)
      } else if hostOnlyMessages.contains(message) {
        XCTAssertTrue(
          everything.heard.contains(message), "written out, not sent to the host: \(message)",
          file: file, line: line)
      }
    }
    let nothing = SilentDelegate()
    setHost(nothing)
    for message in messages.sorted() {
      let selector = NSSelectorFromString(message)
      let handled = class_getInstanceMethod(type(of: proxy), selector) != nil
      XCTAssertEqual(
        proxy.responds(to: selector),
        handled && !hostOnlyMessages.contains(message),
        "a host that implements nothing: \(message)", file: file, line: line)
    }
    withExtendedLifetime((everything, nothing)) {}
  }
#endif
