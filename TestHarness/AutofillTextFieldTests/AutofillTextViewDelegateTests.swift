#if canImport(UIKit)
  @testable import AutofillTextField
  import ObjectiveC
  @preconcurrency import UIKit
  import XCTest

  /// The composer's delegate proxy and what the host hears (issue 36's delegate getter and
  /// defect 4; issue 37's defects 1, 3 and 5; issue 46).
  @MainActor
  final class AutofillTextViewDelegateTests: XCTestCase {
    private static let people = [AutofillItem("Zuri Adams", refCon: 1)]
    private static let zuri = NSRange(location: 3, length: 11)

    /// The getter returns a stand-in that sends through the proxy, and every message the host
    /// implements reaches it through it.
    // Fails if the delegate getter returns the host's delegate (UIKit dispatching through it would bypass the proxy), setting its value back loses the host, or a message the host implements (scrolling included) does not reach it.
    func test_delegateGetter_returnsAStandIn_andTheHostHearsEveryMessageThroughIt() throws {
      let composer = makeComposer()
      let host = ListeningHost()
      composer.delegate = host
      XCTAssertFalse(composer.delegate === host)
      XCTAssertTrue(composer.delegate === composer.delegate, "the same while the host stays")
      composer.delegate = composer.delegate
      XCTAssertTrue(
        composer.delegateProxy.forwarding.isHost(host), "setting back the getter's value")
      composer.contentOffset = CGPoint(x: 0, y: 1)
      let proxy = try XCTUnwrap(composer.delegate)
      let range = NSRange(location: 0, length: 0)
      let url = try XCTUnwrap(URL(string: "https://example.com"))
      _ = proxy.textViewShouldBeginEditing?(composer)
      proxy.textViewDidBeginEditing?(composer)
      _ = proxy.textView?(composer, shouldChangeTextIn: range, replacementText: "a")
      proxy.textViewDidChange?(composer)
      proxy.textViewDidChangeSelection?(composer)
      _ = proxy.textView?(
        composer, shouldInteractWith: url, in: range, interaction: .invokeDefaultAction)
      _ = proxy.textView?(
        composer, shouldInteractWith: NSTextAttachment(), in: range,
        interaction: .invokeDefaultAction)
      _ = proxy.textView?(composer, editMenuForTextIn: range, suggestedActions: [])
      _ = proxy.textViewShouldEndEditing?(composer)
      proxy.textViewDidEndEditing?(composer)
      var expected: Set<String> = [
        "shouldBegin", "didBegin", "shouldChange", "didChange", "didChangeSelection",
        "interactURL", "interactAttachment", "editMenu", "shouldEnd", "didEnd", "didScroll",
      ]
      if #available(iOS 18.0, *) {
        _ = proxy.textView?(composer, writingToolsIgnoredRangesInEnclosingRange: range)
        proxy.textViewWritingToolsWillBegin?(composer)
        proxy.textViewWritingToolsDidEnd?(composer)
        expected.formUnion(["ignoredRanges", "writingToolsWillBegin", "writingToolsDidEnd"])
      }
      XCTAssertEqual(host.heard, expected)
    }

    /// Issue 46, item 2: every optional message of `UITextViewDelegate` and of the protocols it
    /// inherits (`UIScrollViewDelegate`) at run time reaches a host that implements it.
    // Fails if the proxy neither handles nor passes through an optional message of the running iOS that a host implements (scrollViewDidScroll, the text item and formatting messages…), does not send one of the scrolling messages it writes out to the host (review r3, finding 5), claims one the host does not implement (the iOS 10 link questions: UIKit would take its legacy path), or claims iOS 26's multi-range change question, which the composer asks in the host's form itself.
    func test_proxy_passesEveryOptionalMessageToAHostThatImplementsIt() {
      // Out of any window: UIKit sends nothing while the host claims what it does not have.
      let composer = AutofillTextView(frame: .zero, textContainer: nil)
      XCTAssertTrue(
        optionalMessages(ofProtocolNamed: "UITextViewDelegate").contains("scrollViewDidScroll:"),
        "the walk reaches the inherited protocol")
      assertEveryMessageReachesAHostThatImplementsIt(
        protocolNamed: "UITextViewDelegate", proxy: composer.delegateProxy,
        setHost: { composer.delegate = $0 as? any UITextViewDelegate },
        sendHandForwarded: { _ in sendEveryScrollMessage(to: composer.delegateProxy) })
      XCTAssertFalse(
        composer.delegateProxy.responds(
          to: NSSelectorFromString("textView:shouldChangeTextInRanges:replacementText:")),
        "never claimed: the composer asks the host that form itself")
    }

    /// Newer messages are claimed only when the host implements them, in any build.
    // Fails if the proxy claims iOS 26's multi-range edit menu for a host that does not implement it (UIKit would then skip the single-range menu the host does implement), or does not pass it to a host that does.
    func test_newerMessages_areClaimedOnlyForAHostThatImplementsThem() {
      let composer = makeComposer()
      let proxy = composer.delegateProxy
      // Held here: the proxy holds its host weakly, and a host gone claims nothing.
      let listening = ListeningHost()
      let menuHost = MenuHost()
      let menu = NSSelectorFromString("textView:editMenuForTextInRanges:suggestedActions:")
      composer.delegate = listening
      XCTAssertFalse(proxy.responds(to: menu))
      composer.delegate = menuHost
      // Passed through where the running iOS has it (26 and later).
      let known = optionalMessages(ofProtocolNamed: "UITextViewDelegate").contains(
        NSStringFromSelector(menu))
      XCTAssertEqual(proxy.responds(to: menu), known)
      XCTAssertEqual(proxy.forwardingTarget(for: menu) as AnyObject? === menuHost, known)
      withExtendedLifetime((listening, menuHost)) {}
    }

    /// Issue 46, item 1 (and its review's finding 1): the save, swap and restore idiom
    /// (IQKeyboardReturnKeyHandler, which holds the saved value weakly) gives the app's
    /// delegate back, the getter read between.
    // Fails if setting back the saved `delegate` (the value the getter returned, held weakly) leaves the saving delegate as the host or sets nil (the stand-in freed when the getter was read after the swap): the app's delegate would never again be asked shouldChangeTextIn or textViewShouldBeginEditing.
    func test_savedDelegateSetBack_makesTheAppsDelegateTheHostAgain() {
      let composer = makeComposer()
      let app = ListeningHost()
      composer.delegate = app
      // Held weakly, as IQKeyboardReturnKeyHandler's `weak var textViewDelegate`.
      weak var saved: (any UITextViewDelegate)?
      saved = composer.delegate
      let handler = ListeningHost()
      composer.delegate = handler
      // UIKit, the app or a subclass reads the getter while the handler is the host.
      _ = composer.delegate
      XCTAssertNotNil(saved, "the saved stand-in lives while the app's delegate does")
      composer.delegate = saved
      XCTAssertTrue(composer.delegateProxy.forwarding.isHost(app))
      XCTAssertTrue(composer.resignFirstResponder())
      app.heard = []
      XCTAssertTrue(composer.becomeFirstResponder())
      XCTAssertTrue(app.heard.contains("shouldBegin"), "asked by UIKit before editing")
      type("hi @zu", into: composer)
      waitUntil("the row for Zuri shows") { composer.dropdownState.suggestions.count == 1 }
      app.heard = []
      composer.selectSuggestion(at: 0)
      XCTAssertTrue(app.heard.contains("shouldChange"), "asked before the pick")
      XCTAssertFalse(handler.heard.contains("shouldChange"))
    }

    /// Review of issue 46, finding 2: a selection change UIKit sends while the host handles
    /// one (it moved the caret) is the host's, and the composer reports where the caret ended.
    // Fails if the nested textViewDidChangeSelection is taken for a delegate sending it back: the host does not hear the change it made, and the composer keeps the caret from before the clamp (after "@zu x", no suggestions) instead of after "@zu" (Zuri).
    func test_hostThatClampsTheCaret_hearsEachSelectionChange_andTheDropdownFollowsTheClamp() {
      let composer = makeComposer()
      type("hi @zu x", into: composer)
      let host = CaretClampingHost(limit: 6)
      composer.delegate = host
      let before = host.selections
      composer.selectedRange = NSRange(location: 7, length: 0)
      XCTAssertEqual(host.selections - before, 2, "the move, then the clamp, nested")
      XCTAssertEqual(composer.selectedRange, NSRange(location: 6, length: 0))
      waitUntil("the row for Zuri shows") { composer.dropdownState.suggestions.count == 1 }
    }

    /// Review r3, finding 2: a change UIKit reports while the host handles one (it edited the
    /// text in its own `textViewDidChange` through `insertText(_:)`, the keyboard's entry
    /// point, as an auto-formatter does) is a change too (ledger 30).
    // Fails if the nested textViewDidChange is taken for a delegate sending it back and skipped: the host's line breaks inside the mention leave its attribute in the storage (until something reads `mentions`) and the composer at its old height until some later edit.
    func test_hostThatEditsInItsTextViewDidChange_hasItsEditSettledAndMeasured() {
      let composer = makeComposer()
      composer.editInsideMention = .breaks
      composer.maximumHeight = 1000
      composer.text = "hi @Zuri Adams"
      composer.mentions = [(Self.zuri, Self.people[0])]
      composer.selectedRange = NSRange(location: 14, length: 0)
      let host = InsertingHost(text: "\n\n\n\n", atUTF16Offset: 8)
      composer.delegate = host
      let before = composer.intrinsicContentSize.height
      composer.insertText("!")
      XCTAssertEqual(
        host.nestedChanges, 1,
        "UIKit reported the host's insert while it handled the first change (ledger 30's premise)")
      // The storage itself: reading `mentions` would run the pass.
      XCTAssertEqual(composer.textStorage.string, "hi @Zuri\n\n\n\n Adams!", "the host's edit")
      XCTAssertNil(
        composer.textStorage.attribute(.autofillMention, at: 4, effectiveRange: nil),
        "the broken mention settled")
      XCTAssertGreaterThan(composer.intrinsicContentSize.height, before, "the composer grew")
    }

    /// Review r3, finding 2: editing that ends and begins again while the host handles
    /// `textViewDidBeginEditing` (it resigns and takes the keyboard back) leaves a session.
    // Fails if the nested textViewDidBeginEditing is taken for a delegate sending it back: the session the nested textViewDidEndEditing ended is not begun again, and typing after the trigger suggests nothing.
    func test_hostThatRefocusesWhileEditingBegins_leavesTheSessionEditing() {
      let composer = makeComposer()
      XCTAssertTrue(composer.resignFirstResponder())
      let host = RefocusingHost()
      composer.delegate = host
      XCTAssertTrue(composer.becomeFirstResponder())
      XCTAssertEqual(host.begins, 2, "UIKit told the host of both")
      XCTAssertTrue(composer.isFirstResponder)
      XCTAssertTrue(composer.session.isEditing)
      type("@zu", into: composer)
      waitUntil("the row for Zuri shows") { composer.dropdownState.suggestions.count == 1 }
    }

    /// Review of issue 46, finding 6: a stand-in copied onto another text view passes that
    /// view's messages to the host, about that view, and leaves the composer alone.
    // Fails if another text view whose delegate is the composer's stand-in has its change question decided by the composer (the host is asked about the composer, or the composer edits itself) or its textViewDidChange told to the host as the composer's.
    func test_standInCopiedOntoAnotherTextView_asksTheHostAboutThatView_only() {
      let composer = makeComposer()
      let host = ListeningHost()
      composer.delegate = host
      let plain = UITextView()
      plain.text = "hello world"
      plain.delegate = composer.delegate
      host.askedAbout = []
      let range = NSRange(location: 6, length: 5)
      XCTAssertEqual(
        plain.delegate?.textView?(plain, shouldChangeTextIn: range, replacementText: ""), true)
      plain.delegate?.textViewDidChange?(plain)
      plain.delegate?.textViewDidChangeSelection?(plain)
      XCTAssertEqual(host.askedAbout, Array(repeating: ObjectIdentifier(plain), count: 3))
      XCTAssertEqual(composer.text, "")
      XCTAssertEqual(plain.text, "hello world")
    }

    /// Review of issue 46, finding 3: RxCocoa's proxy, once a second `proxy(for:)` made the
    /// stand-in for itself the delegate it forwards to, sends each scrolling message back
    /// through the composer.
    // Fails (a stack overflow) if the composer's scrolling messages are passed through by the runtime, whose arrivals cannot be counted, or the nesting limit does not stop them: the host must hear each scroll exactly the limit's number of times.
    func test_hostThatSendsScrollingBackThroughTheComposer_hearsItUpToTheNestingLimit() {
      let composer = makeComposer()
      let host = SelfForwardingHost()
      composer.delegate = host
      host.forwardsTo = composer.delegate
      host.scrolls = 0
      composer.contentOffset = CGPoint(x: 0, y: composer.contentOffset.y + 3)
      XCTAssertEqual(host.scrolls, AutofillDelegateForwarding<NSObjectProtocol>.nestingLimit)
    }

    /// Issue 46, item 5: a host's delegate deallocated while UIKit had cached what it answers.
    // Fails (an "unrecognized selector" crash) if, after the host's delegate is deallocated, UIScrollView still sends scrollViewDidScroll, which it cached as answered when the delegate was set, to a proxy that has nobody to pass it to.
    func test_deallocatedHost_getsNoMessageUIKitCached() {
      let composer = makeComposer()
      var reinstalled = false
      let reinstall = composer.delegateProxy.reinstall
      composer.delegateProxy.reinstall = {
        reinstalled = true
        reinstall?()
      }
      weak var gone: ListeningHost?
      autoreleasepool {
        let host = ListeningHost()
        gone = host
        composer.delegate = host
        composer.contentOffset = CGPoint(x: 0, y: 1)
        XCTAssertTrue(host.heard.contains("didScroll"))
      }
      XCTAssertNil(gone)
      XCTAssertTrue(reinstalled, "the proxy was set afresh when the host's delegate went")
      composer.contentOffset = CGPoint(x: 0, y: 2)
      composer.insertText("a")
      XCTAssertTrue(composer.text.hasSuffix("a"))
    }

    /// A delegate installed as IQKeyboardReturnKeyHandler and RxCocoa's proxies are: it
    /// reads the composer's delegate (a stand-in), sets itself, and forwards to what it read.
    // Fails if a delegate that forwards to the delegate it replaced loops back into it (a stack overflow), its responds(to:) asking the stand-in loops, or the host it replaced does not hear each message (scrolling passed through too) exactly once.
    func test_delegateThatForwardsToWhatItReplaced_reachesTheHostOnce() {
      let composer = makeComposer()
      let host = ListeningHost()
      composer.delegate = host
      let chaining = ChainingHost(installedOn: composer)
      let proxy = composer.delegateProxy
      type("hi", into: composer)
      XCTAssertEqual(chaining.changes, host.changes, "typing")
      let (chained, heard) = (chaining.changes, host.changes)
      proxy.textViewDidChange(composer)
      XCTAssertEqual(chaining.changes, chained + 1)
      XCTAssertEqual(host.changes, heard + 1)
      let asked = chaining.asked
      host.heard = []
      XCTAssertTrue(
        proxy.textView(
          composer, shouldChangeTextIn: NSRange(location: 0, length: 0), replacementText: "x"))
      XCTAssertEqual(chaining.asked, asked + 1)
      XCTAssertEqual(host.heard, ["shouldChange"])
      let (chainedScrolls, hostScrolls) = (chaining.scrolls, host.scrolls)
      composer.contentOffset = CGPoint(x: 0, y: composer.contentOffset.y + 3)
      XCTAssertGreaterThan(chaining.scrolls, chainedScrolls, "passed to the chaining delegate")
      XCTAssertEqual(
        host.scrolls - hostScrolls, chaining.scrolls - chainedScrolls,
        "and by it to the host, once each")
    }

    /// The host hears `textViewDidChange` once for each of the composer's own edits.
    // Fails if a pick, a widened deletion or a paste with mentions is not told to the host (Apple sends textViewDidChange for the user's changes only), or is told twice (issue 37, defect 3).
    func test_hostHearsTextViewDidChangeOnce_forEachOfTheComposersOwnEdits() {
      let composer = makeComposer()
      composer.editInsideMention = .deletesWhole
      let host = ListeningHost()
      composer.delegate = host
      type("hi @zu", into: composer)
      waitUntil("the row for Zuri shows") { composer.dropdownState.suggestions.count == 1 }
      settle()
      host.changes = 0
      composer.selectSuggestion(at: 0)
      // Queued work runs before each count: a duplicate UIKit delivers later shows.
      settle()
      XCTAssertEqual(host.changes, 1, "the pick")
      XCTAssertEqual(composer.mentions.map(\.range), [Self.zuri], "marked before the host hears")
      XCTAssertEqual(host.mentionsWhenTold, 1)
      composer.selectedRange = Self.zuri
      copyAndWaitForTheCount(in: composer)
      composer.selectedRange = NSRange(location: composer.textStorage.length, length: 0)
      settle()
      host.changes = 0
      composer.paste(nil)
      settle()
      XCTAssertEqual(host.changes, 1, "the paste with its mention")
      XCTAssertEqual(composer.mentions.count, 2)
      composer.selectedRange = NSRange(location: 6, length: 0)
      settle()
      host.changes = 0
      composer.deleteBackward()
      settle()
      XCTAssertEqual(host.changes, 1, "the widened deletion")
      XCTAssertEqual(composer.mentions.count, 1)
    }

    /// Font and color set on the whole text keep the mentions' styling.
    // Fails if setting font or textColor after mentions exist removes their styling for good (issue 37, defect 1).
    func test_fontAndTextColorSetAfterMentions_keepTheirStyling() {
      let composer = makeComposer()
      composer.mentionAttributes = [.foregroundColor: UIColor.systemRed]
      composer.text = "hi @Zuri Adams "
      composer.mentions = [(Self.zuri, Self.people[0])]
      composer.textColor = .systemGreen
      XCTAssertEqual(color(at: 5, in: composer), .systemRed)
      XCTAssertEqual(color(at: 0, in: composer), .systemGreen)
      composer.font = .preferredFont(forTextStyle: .title1)
      XCTAssertEqual(color(at: 5, in: composer), .systemRed)
      XCTAssertEqual(composer.mentions.map(\.range), [Self.zuri])
    }

    /// A keyboard that corrects a word by deleting it and typing it again (Gboard, SwiftKey),
    /// right after a mention: the documented limit. A keyboard extension can only call
    /// `deleteBackward()`, one character each, and its correction reaches the view as those
    /// calls and the insertion in one turn of the run loop (ledger 39).
    // Fails if the correction right after a mention, five deleteBackward() and the retyped word in one turn, does other than the documented limit (issue 37, defect 5; issue 47, item 8): the mention is selected by the first deletion, the others are refused, and the retyped word replaces it; nothing before it is lost.
    func test_keyboardCorrection_deletesOneByOneAndRetypes_rightAfterAMention() {
      let composer = makeComposer()
      composer.text = "hi @Zuri Adams"
      composer.mentions = [(Self.zuri, Self.people[0])]
      composer.selectedRange = NSRange(location: 14, length: 0)
      // The keyboard deletes "Adams" before the caret, then types its correction.
      for _ in 0..<5 { composer.deleteBackward() }
      composer.insertText("Adam")
      XCTAssertTrue(composer.text.hasPrefix("hi "), "nothing before the mention is lost")
      XCTAssertEqual(composer.text, "hi Adam")
      XCTAssertEqual(composer.mentions.map(\.range), [])
    }

    /// Secure entry, which the composer does not support, still keeps what is typed from the
    /// sources.
    // Fails if a composer with isSecureTextEntry set suggests (sends what is typed to a source) after a trigger, or stays silent once it is unset.
    func test_secureEntry_suggestsNothing() {
      let composer = makeComposer()
      composer.isSecureTextEntry = true
      type("hi @zu", into: composer)
      settle()
      XCTAssertTrue(composer.dropdownState.suggestions.isEmpty)
      XCTAssertFalse(composer.isDropdownVisible)
      composer.isSecureTextEntry = false
      composer.insertText("r")
      waitUntil("the row for Zuri shows") { composer.dropdownState.suggestions.count == 1 }
    }

    /// A composer decoded (as from a storyboard) keeps the proxy as UIKit's delegate and
    /// never as the host it forwards to, and a delegate connected as a nib connects its
    /// outlet, after decoding and by key-value coding, is the host the proxy forwards to.
    // Fails if decoding leaves the proxy as its own host (every message then goes round through it), or a delegate a nib connects (setValue(_:forKey: "delegate"), which goes through the delegate setter) replaces the proxy as UIKit's delegate or does not hear the composer's messages through it.
    func test_decodedComposer_keepsItsProxy_andHearsTheDelegateANibConnects() throws {
      let decoded = try decodedComposer()
      XCTAssertTrue((decoded.delegate as? AutofillDelegateStandIn)?.proxy === decoded.delegateProxy)
      XCTAssertFalse(decoded.delegateProxy.forwarding.host === decoded.delegateProxy)
      let host = ListeningHost()
      let connected = try decodedComposer(delegate: host)
      XCTAssertTrue(
        (connected.delegate as? AutofillDelegateStandIn)?.proxy === connected.delegateProxy,
        "the proxy stays UIKit's delegate")
      XCTAssertTrue(connected.delegateProxy.forwarding.isHost(host))
      connected.delegateProxy.textViewDidChange(connected)
      XCTAssertEqual(host.changes, 1)
    }

    /// The mention state and the storage observer keep the text storage the composer edits,
    /// also after a host touches `layoutManager` (TextKit 1's fallback), and after decoding.
    // Fails if the text storage given to the mention state and the storage observer at init is not the one the composer edits later (ledger 42): picks would be marked in a storage nobody shows, and an edit breaking a mention would never be noted.
    func test_mentionState_keepsTheTextStorage_throughTheTextKit1Fallback() throws {
      let composer = makeComposer()
      XCTAssertTrue(composer.mentionState.text === composer.textStorage)
      let wasTextKit2 = composer.textLayoutManager != nil
      _ = composer.layoutManager
      if wasTextKit2 { XCTAssertNil(composer.textLayoutManager, "it fell back to TextKit 1") }
      XCTAssertTrue(composer.mentionState.text === composer.textStorage, "after the fallback")
      composer.text = "hi @Zuri Adams"
      composer.mentions = [(Self.zuri, Self.people[0])]
      XCTAssertEqual(composer.mentions.map(\.range), [Self.zuri])
      composer.selectedRange = NSRange(location: 6, length: 0)
      composer.insertText("x")
      XCTAssertEqual(composer.mentions.map(\.range), [], "read from the storage it edits")
      let decoded = try decodedComposer()
      XCTAssertTrue(decoded.mentionState.text === decoded.textStorage, "decoded")
    }

    /// A composer archived and decoded, as a storyboard or nib makes one; `delegate`, if any,
    /// then connected as a nib connects an outlet once its objects are decoded: by key-value
    /// coding (the archive itself holds no delegate).
    private func decodedComposer(delegate: (any UITextViewDelegate)? = nil) throws
      -> AutofillTextView
    {
      let data = try NSKeyedArchiver.archivedData(
        withRootObject: AutofillTextView(frame: .zero, textContainer: nil),
        requiringSecureCoding: false)
      let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
      unarchiver.requiresSecureCoding = false
      let decoded = try XCTUnwrap(
        unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? AutofillTextView)
      if let delegate { decoded.setValue(delegate, forKey: "delegate") }
      return decoded
    }

    /// Editing turns iOS 17's inline predictions off (the core's rule) and gives them back.
    // Fails if editing a composer with triggers leaves inline predictions on, does not restore the host's value when editing ends, overrides a prediction type the host chose, or touches autocorrection.
    func test_editing_turnsInlinePredictionsOffAndGivesThemBack() throws {
      guard #available(iOS 17.0, *) else { throw XCTSkip("iOS 17's inline predictions") }
      let composer = makeComposer()
      XCTAssertEqual(composer.inlinePredictionType, .no)
      XCTAssertEqual(composer.autocorrectionType, .default)
      XCTAssertTrue(composer.resignFirstResponder())
      XCTAssertEqual(composer.inlinePredictionType, .default)
      composer.inlinePredictionType = .yes
      XCTAssertTrue(composer.becomeFirstResponder())
      XCTAssertEqual(composer.inlinePredictionType, .yes, "the host's choice stands")
    }

    // MARK: Support

    private func makeComposer() -> AutofillTextView {
      let screen = makeScreen()
      let composer = AutofillTextView(
        frame: CGRect(x: 16, y: 120, width: 300, height: 44), textContainer: nil)
      composer.triggers = [AutofillTrigger("@", items: Self.people)]
      composer.smartInsertDeleteType = .no
      screen.root.addSubview(composer)
      XCTAssertTrue(composer.becomeFirstResponder())
      return composer
    }

    private func type(_ text: String, into composer: AutofillTextView) {
      for character in text { composer.insertText(String(character)) }
    }

    private func color(at location: Int, in composer: AutofillTextView) -> UIColor? {
      composer.textStorage.attribute(.foregroundColor, at: location, effectiveRange: nil)
        as? UIColor
    }
  }

  /// A host that builds iOS 26's multi-range edit menu (named explicitly: an SDK older than
  /// iOS 26's has no such protocol method). The method is in an extension: beside the
  /// conformance, Xcode 16 warns that it "nearly matches" the single-range requirement.
  private final class MenuHost: NSObject, UITextViewDelegate {}

  extension MenuHost {
    @objc(textView:editMenuForTextInRanges:suggestedActions:)
    func textView(
      _ textView: UITextView, editMenuForTextInRanges ranges: [NSValue],
      suggestedActions: [UIMenuElement]
    ) -> UIMenu? { UIMenu(children: suggestedActions) }
  }

  /// A delegate that reads the composer's delegate before it sets itself and forwards what
  /// it hears (and `responds(to:)`) to what it read.
  @MainActor
  private final class ChainingHost: NSObject, UITextViewDelegate {
    nonisolated(unsafe) private weak var next: (any UITextViewDelegate)?
    var changes = 0
    var asked = 0
    var scrolls = 0

    init(installedOn textView: UITextView) {
      super.init()
      next = textView.delegate
      textView.delegate = self
    }
    nonisolated override func responds(to selector: Selector!) -> Bool {
      super.responds(to: selector) || next?.responds(to: selector) == true
    }
    func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      asked += 1
      return next?.textView?(textView, shouldChangeTextIn: range, replacementText: text) ?? true
    }
    func textViewDidChange(_ textView: UITextView) {
      changes += 1
      next?.textViewDidChange?(textView)
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      scrolls += 1
      next?.scrollViewDidScroll?(scrollView)
    }
  }

  /// Keeps the caret at or before `limit`: moved past it, it moves it back while it handles
  /// the selection change.
  @MainActor
  private final class CaretClampingHost: NSObject, UITextViewDelegate {
    let limit: Int
    var selections = 0
    init(limit: Int) { self.limit = limit }
    func textViewDidChangeSelection(_ textView: UITextView) {
      selections += 1
      if textView.selectedRange.location > limit {
        textView.selectedRange = NSRange(location: limit, length: 0)
      }
    }
  }

  /// Inserts `text` at a UTF-16 offset with `insertText(_:)`, as the keyboard does, the first
  /// time it hears of a change, while it handles it.
  @MainActor
  private final class InsertingHost: NSObject, UITextViewDelegate {
    let text: String
    let offset: Int
    private var inserted = false
    private var depth = 0
    /// The changes UIKit reported while the host was inserting: the premise of the test.
    private(set) var nestedChanges = 0
    init(text: String, atUTF16Offset offset: Int) {
      self.text = text
      self.offset = offset
    }
    func textViewDidChange(_ textView: UITextView) {
      if depth > 0 { nestedChanges += 1 }
      guard !inserted else { return }
      inserted = true
      depth += 1
      textView.selectedRange = NSRange(location: offset, length: 0)
      textView.insertText(text)
      depth -= 1
    }
  }

  /// Resigns and takes the keyboard back the first time editing begins, while it handles it.
  @MainActor
  private final class RefocusingHost: NSObject, UITextViewDelegate {
    var begins = 0
    func textViewDidBeginEditing(_ textView: UITextView) {
      begins += 1
      guard begins == 1 else { return }
      _ = textView.resignFirstResponder()
      _ = textView.becomeFirstResponder()
    }
  }

  /// Forwards scrolling to a delegate it was given, the stand-in for itself.
  @MainActor
  private final class SelfForwardingHost: NSObject, UITextViewDelegate {
    weak var forwardsTo: (any UITextViewDelegate)?
    var scrolls = 0
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      scrolls += 1
      forwardsTo?.scrollViewDidScroll?(scrollView)
    }
  }

  /// A host's delegate that implements every forwarded message and records which it heard.
  @MainActor
  private final class ListeningHost: NSObject, UITextViewDelegate {
    var heard: Set<String> = []
    var changes = 0
    var scrolls = 0
    var mentionsWhenTold = 0
    /// The text views it was asked or told about (change question, change, selection).
    var askedAbout: [ObjectIdentifier] = []

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      heard.insert("didScroll")
      scrolls += 1
    }
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
      heard.insert("shouldBegin")
      return true
    }
    func textViewDidBeginEditing(_ textView: UITextView) { heard.insert("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
      heard.insert("shouldEnd")
      return true
    }
    func textViewDidEndEditing(_ textView: UITextView) { heard.insert("didEnd") }
    func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      heard.insert("shouldChange")
      askedAbout.append(ObjectIdentifier(textView))
      return true
    }
    func textViewDidChange(_ textView: UITextView) {
      heard.insert("didChange")
      askedAbout.append(ObjectIdentifier(textView))
      changes += 1
      mentionsWhenTold = (textView as? AutofillTextView)?.mentions.count ?? 0
    }
    func textViewDidChangeSelection(_ textView: UITextView) {
      heard.insert("didChangeSelection")
      askedAbout.append(ObjectIdentifier(textView))
    }
    func textView(
      _ textView: UITextView, shouldInteractWith url: URL, in characterRange: NSRange,
      interaction: UITextItemInteraction
    ) -> Bool {
      heard.insert("interactURL")
      return true
    }
    func textView(
      _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment,
      in characterRange: NSRange, interaction: UITextItemInteraction
    ) -> Bool {
      heard.insert("interactAttachment")
      return true
    }
    func textView(
      _ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
      heard.insert("editMenu")
      return nil
    }
    @available(iOS 18.0, *)
    func textView(
      _ textView: UITextView, writingToolsIgnoredRangesInEnclosingRange enclosingRange: NSRange
    ) -> [NSValue] {
      heard.insert("ignoredRanges")
      return []
    }
    @available(iOS 18.0, *)
    func textViewWritingToolsWillBegin(_ textView: UITextView) {
      heard.insert("writingToolsWillBegin")
    }
    @available(iOS 18.0, *)
    func textViewWritingToolsDidEnd(_ textView: UITextView) { heard.insert("writingToolsDidEnd") }
  }
#endif
