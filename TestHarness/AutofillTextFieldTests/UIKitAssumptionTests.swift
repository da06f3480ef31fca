#if canImport(UIKit)
  @testable import AutofillTextField
  import ObjectiveC
  @preconcurrency import UIKit
  import XCTest

  /// The UIKit behaviours the field relies on that Apple does not state outright, and the
  /// defects of issue #36 (see UIKitAssumptions.md).
  @MainActor
  final class UIKitAssumptionTests: XCTestCase {
    /// A host's delegate that implements every message and records each it hears.
    final class RecordingDelegate: NSObject, UITextFieldDelegate {
      private(set) var heard: [String] = []

      func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        heard.append("shouldBegin")
        return true
      }
      func textFieldDidBeginEditing(_ textField: UITextField) { heard.append("didBegin") }
      func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        heard.append("shouldEnd")
        return true
      }
      func textFieldDidEndEditing(
        _ textField: UITextField, reason: UITextField.DidEndEditingReason
      ) { heard.append("didEnd") }
      func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
        replacementString string: String
      ) -> Bool {
        heard.append("shouldChange")
        return true
      }
      func textFieldDidChangeSelection(_ textField: UITextField) { heard.append("selection") }
      func textFieldShouldClear(_ textField: UITextField) -> Bool {
        heard.append("shouldClear")
        return true
      }
      func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        heard.append("shouldReturn")
        return true
      }
    }

    // Fails if the `delegate` getter returns the host's delegate (UIKit and subclasses that send through the getter would bypass the proxy), a different object each time, or setting its value back loses the host.
    func test_delegateGetter_returnsAStandInForTheHost_andTheHostHearsThroughIt() {
      let (_, field) = makeEditingField()
      let host = RecordingDelegate()
      field.delegate = host
      let standIn = field.delegate
      XCTAssertNotNil(standIn)
      XCTAssertFalse(standIn === host)
      XCTAssertTrue(field.delegate === standIn, "the same while the host stays")
      field.delegate = standIn
      XCTAssertTrue(field.delegateProxy.forwarding.isHost(host), "setting it back keeps the host")
      XCTAssertEqual(standIn?.textFieldShouldReturn?(field), true)
      XCTAssertEqual(host.heard.filter { $0 == "shouldReturn" }.count, 1)
    }

    /// Installs itself as IQKeyboardReturnKeyHandler does: saves the field's `delegate`
    /// weakly (IQ's `weak var textFieldDelegate`), sets itself, forwards what it does not
    /// handle to the saved value, and sets it back when done.
    final class SavingDelegate: NSObject, UITextFieldDelegate {
      private let field: UITextField
      private weak var saved: (any UITextFieldDelegate)?
      private(set) var returns = 0

      init(installedOn field: UITextField) {
        self.field = field
        super.init()
        saved = field.delegate
        field.delegate = self
      }
      func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        returns += 1
        return saved?.textFieldShouldReturn?(textField) ?? true
      }
      func restore() { field.delegate = saved }
    }

    /// Issue 46, item 1 (and its review's finding 1): the save, swap and restore idiom gives
    /// the app's delegate back, with the saved value held weakly and the getter read between.
    // Fails if setting back the saved `delegate` (the value the getter returned, held weakly as IQKeyboardReturnKeyHandler holds it) leaves the saving delegate as the host or sets nil (the stand-in freed when the getter was read after the swap): the app's delegate would never again be asked shouldChangeCharactersIn or textFieldShouldReturn.
    func test_savedDelegateSetBack_makesTheAppsDelegateTheHostAgain() {
      let (screen, field) = makeEditingField()
      let app = RecordingDelegate()
      field.delegate = app
      let handler = SavingDelegate(installedOn: field)
      // UIKit, the app or a subclass reads the getter while the handler is the host.
      _ = field.delegate
      XCTAssertTrue(field.delegateProxy.textFieldShouldReturn(field))
      XCTAssertEqual(handler.returns, 1)
      XCTAssertEqual(
        app.heard.filter { $0 == "shouldReturn" }.count, 1, "forwarded to the saved delegate, once")
      _ = field.delegate
      handler.restore()
      XCTAssertTrue(field.delegateProxy.forwarding.isHost(app))
      XCTAssertTrue(field.delegateProxy.textFieldShouldReturn(field))
      XCTAssertEqual(handler.returns, 1, "the handler is no longer asked")
      XCTAssertEqual(app.heard.filter { $0 == "shouldReturn" }.count, 2)
      assertAPickAsksOnce(app, field: field, screen: screen)
    }

    /// Keeps the caret at or before `limit`, as a host keeping it out of a fixed suffix does:
    /// moved past it, it moves it back while it handles the selection change.
    final class CaretClampingDelegate: NSObject, UITextFieldDelegate {
      let limit: Int
      private(set) var selections = 0
      init(limit: Int) { self.limit = limit }
      func textFieldDidChangeSelection(_ textField: UITextField) {
        selections += 1
        let start = textField.beginningOfDocument
        guard let caret = textField.selectedTextRange?.start,
          textField.offset(from: start, to: caret) > limit,
          let clamped = textField.position(from: start, offset: limit)
        else { return }
        textField.selectedTextRange = textField.textRange(from: clamped, to: clamped)
      }
    }

    /// Review of issue 46, finding 2: a selection change UIKit sends while the host handles
    /// one (it moved the caret) is the host's, and the field reports where the caret ended.
    // Fails if the nested textFieldDidChangeSelection is taken for a delegate sending it back: the host does not hear the change it made (the field itself also learns the caret from its selectedTextRange override, so the dropdown shows alice and albert either way; the composer's test checks the report).
    func test_hostThatClampsTheCaret_hearsEachSelectionChange_andTheDropdownFollowsTheClamp() {
      let (screen, field) = makeEditingField(items: [])
      field.debounceMilliseconds = 0
      field.triggers = [AutofillTrigger("@", items: ["alice", "albert"].map { AutofillItem($0) })]
      field.enterText("Hi @al x")
      let host = CaretClampingDelegate(limit: 6)
      field.delegate = host
      // Setting the delegate afresh may let UIKit tell it of the selection: counted from here.
      let before = host.selections
      let afterSpace = field.position(from: field.beginningOfDocument, offset: 7)
      field.selectedTextRange = afterSpace.flatMap { field.textRange(from: $0, to: $0) }
      XCTAssertEqual(host.selections - before, 2, "the move, then the clamp, nested")
      XCTAssertEqual(
        field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) },
        6)
      waitForDropdown(in: screen.window, titles: ["alice", "albert"])
    }

    /// Review of issue 46, finding 6: a stand-in copied onto another text field passes that
    /// field's messages to the host, and leaves this field alone.
    // Fails if Return on another field whose delegate is this field's stand-in accepts this field's inline completion (its text becomes "Zürich") instead of asking the host about the other field.
    func test_standInCopiedOntoAnotherField_asksTheHostAboutThatField_only() {
      let (screen, field) = makeEditingField()
      field.isInlineCompletionOn = true
      let host = RecordingDelegate()
      field.delegate = host
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      XCTAssertNotNil(field.inlineCompletion)
      let plain = UITextField()
      plain.delegate = field.delegate
      XCTAssertEqual(plain.delegate?.textFieldShouldReturn?(plain), true)
      XCTAssertEqual(host.heard.filter { $0 == "shouldReturn" }.count, 1)
      XCTAssertEqual(field.text, "zu")
      XCTAssertNotNil(field.inlineCompletion)
    }

    /// A delegate that, as IQKeyboardReturnKeyHandler and RxCocoa's proxies do, reads the
    /// field's delegate before it sets itself and forwards every message to what it read.
    final class ChainingDelegate: NSObject, UITextFieldDelegate {
      nonisolated(unsafe) private weak var next: (any UITextFieldDelegate)?
      private(set) var returns = 0

      init(installedOn field: UITextField) {
        super.init()
        next = field.delegate
        field.delegate = self
      }
      nonisolated override func responds(to selector: Selector!) -> Bool {
        super.responds(to: selector) || next?.responds(to: selector) == true
      }
      func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
        replacementString string: String
      ) -> Bool {
        next?.textField?(textField, shouldChangeCharactersIn: range, replacementString: string)
          ?? true
      }
      func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        returns += 1
        return next?.textFieldShouldReturn?(textField) ?? true
      }
    }

    // Fails if a delegate that forwards to the `delegate` it replaced loops back into itself
    // (a stack overflow) or the host's delegate it replaced no longer hears its messages.
    func test_delegateThatForwardsToWhatItReplaced_reachesTheHostOnce() {
      let (screen, field) = makeEditingField()
      let host = RecordingDelegate()
      field.delegate = host
      let chaining = ChainingDelegate(installedOn: field)
      let proxy = field.delegateProxy
      for name in proxy.forwarding.forwardableHostOnlyMessages {
        XCTAssertFalse(proxy.responds(to: NSSelectorFromString(name)), name)
      }
      XCTAssertEqual(field.delegate?.textFieldShouldReturn?(field), true)
      XCTAssertEqual(chaining.returns, 1)
      XCTAssertEqual(host.heard.filter { $0 == "shouldReturn" }.count, 1)
      assertAPickAsksOnce(host, field: field, screen: screen)
    }

    /// Types "zu" and picks the first row: the pick asks `delegate` itself, once (typing in
    /// code with insertText may or may not ask; UIKit asks for the keyboard's keys).
    private func assertAPickAsksOnce(
      _ delegate: RecordingDelegate, field: AutofillTextField, screen: TestScreen,
      line: UInt = #line
    ) {
      field.resignsFirstResponderOnSelection = false
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      let asked = delegate.heard.filter { $0 == "shouldChange" }.count
      field.selectSuggestion(at: 0)
      XCTAssertEqual(delegate.heard.filter { $0 == "shouldChange" }.count, asked + 1, line: line)
    }

    // Fails if a message the host implements (begin, change, clear, return, end) skips it.
    func test_hostDelegate_hearsEveryMessageItImplements() {
      let screen = makeScreen()
      let field = Fixtures.makeField()
      let host = RecordingDelegate()
      field.delegate = host
      field.clearButtonMode = .always
      screen.root.addSubview(field)
      XCTAssertTrue(field.becomeFirstResponder())
      field.resignsFirstResponderOnSelection = false
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      // The pick asks the host's shouldChangeCharactersIn (insertText in code may not).
      field.selectSuggestion(at: 0)
      _ = field.delegate?.textFieldShouldClear?(field)
      _ = field.delegate?.textFieldShouldReturn?(field)
      XCTAssertTrue(field.resignFirstResponder())
      for message in [
        "shouldBegin", "didBegin", "shouldChange", "selection", "shouldClear", "shouldReturn",
        "shouldEnd", "didEnd",
      ] {
        XCTAssertTrue(host.heard.contains(message), "the host never heard \(message)")
      }
    }

    /// Issue 46, item 2: every optional message of the protocol (and of those it inherits) at
    /// run time reaches a host that implements it.
    // Fails if the proxy neither handles nor passes through an optional message of the running iOS that a host implements, claims one a host does not implement (UIKit would then not behave as without a delegate), claims iOS 26's multi-range question for a host that implements only the single-range one, or does not ask it of a host that implements it.
    func test_proxy_passesEveryOptionalMessageToAHostThatImplementsIt() {
      let field = Fixtures.makeField()
      assertEveryMessageReachesAHostThatImplementsIt(
        protocolNamed: "UITextFieldDelegate", proxy: field.delegateProxy,
        setHost: { field.delegate = $0 as? any UITextFieldDelegate },
        sendHandForwarded: { _ in
          _ = field.delegateProxy.textField(
            field, shouldChangeCharactersInRanges: [NSValue(range: NSRange())],
            replacementString: "")
        })
    }

    // Fails if the proxy claims a message its host does not implement (iOS 26's multi-range forms: UIKit would then skip the single-range form the host does implement), or does not pass iOS 26's multi-range edit menu to a host that builds one.
    func test_proxy_claimsNewerMessagesOnlyWhenTheHostImplementsThem() {
      let field = Fixtures.makeField()
      let proxy = field.delegateProxy
      let plain = RecordingDelegate()
      field.delegate = plain
      let rangesMenu = NSSelectorFromString(
        "textField:editMenuForCharactersInRanges:suggestedActions:")
      for name in proxy.forwarding.hostOnlyMessages.union([NSStringFromSelector(rangesMenu)]) {
        XCTAssertFalse(proxy.responds(to: NSSelectorFromString(name)), name)
      }
      XCTAssertTrue(proxy.responds(to: #selector(UITextFieldDelegate.textFieldShouldReturn(_:))))
      let menus = MenuDelegate()
      field.delegate = menus
      // Passed through where the running iOS has it (26 and later).
      let known = optionalMessages(ofProtocolNamed: "UITextFieldDelegate").contains(
        NSStringFromSelector(rangesMenu))
      XCTAssertEqual(proxy.responds(to: rangesMenu), known)
      XCTAssertEqual(proxy.forwardingTarget(for: rangesMenu) as AnyObject? === menus, known)
    }

    // Fails if a host's `removeTarget(nil, action: nil, for: .allEvents)` silences the field.
    func test_hostRemovingAllTargets_leavesTheFieldSuggesting() {
      let screen = makeScreen()
      let field = Fixtures.makeField()
      field.removeTarget(nil, action: nil, for: .allEvents)
      screen.root.addSubview(field)
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      XCTAssertTrue(field.resignFirstResponder())
      waitForDropdownRemoved(in: screen.window)
    }

    // Fails if the dropdown goes straight into a UIVisualEffectView (UIKit raises) not its content.
    func test_visualEffectViewContainer_hostsTheDropdownInItsContentView() throws {
      let (screen, field) = makeEditingField()
      let effect = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
      effect.frame = screen.root.bounds
      screen.root.insertSubview(effect, at: 0)
      field.containerView = effect
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      XCTAssertIdentical(table.placedView.superview, effect.contentView)
      XCTAssertFalse(effect.subviews.contains(table.placedView))
    }

    // Fails if the dropdown comes to the front after it showed, over a host's later overlay.
    func test_overlayAddedWhileTheDropdownShows_staysAboveIt() throws {
      let (screen, field) = makeEditingField()
      field.enterText("b")
      let table = try XCTUnwrap(
        waitForDropdown(
          in: screen.window, titles: ["Berlin", "Bern", "Bergen", "Bergamo", "Beirut"]))
      XCTAssertIdentical(screen.root.subviews.last, table.placedView, "in front when it shows")
      let overlay = UIView(frame: screen.root.bounds)
      screen.root.addSubview(overlay)
      field.enterText("er")
      waitForDropdown(in: screen.window, titles: ["Berlin", "Bern", "Bergen", "Bergamo"])
      field.updateDropdownPlacement()
      screen.root.layoutIfNeeded()
      settle()
      XCTAssertIdentical(screen.root.subviews.last, overlay)
      let center = table.convert(CGPoint(x: table.bounds.midX, y: 10), to: screen.root)
      XCTAssertIdentical(screen.root.hitTest(center, with: nil), overlay)
    }

    // Fails if the open dropdown flips sides while the user types ("b" above, "bern" below).
    func test_typingWhileOpen_keepsTheSideTheDropdownOpenedOn() throws {
      let screen = makeScreen()
      // A container at the top, 300 points tall, which no keyboard reaches (software or
      // hardware alike): two rows' room below the field, three above.
      let area = UIView(
        frame: CGRect(
          x: 0, y: screen.root.safeAreaInsets.top, width: screen.root.bounds.width, height: 300))
      screen.root.addSubview(area)
      let field = Fixtures.makeField(
        frame: CGRect(x: 20, y: 300 - 8 - 88 - 2 - 44, width: 300, height: 44))
      area.addSubview(field)
      field.containerView = area
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("b")
      // Rows with subtitles are taller than 44 points: not all five need be on screen.
      waitUntil("five rows open") {
        field.dropdownState.suggestions.count == 5 && field.isDropdownVisible
      }
      var table = try XCTUnwrap(DropdownProbe.table(in: area))
      let fieldTop = field.frame.minY
      XCTAssertLessThanOrEqual(table.placedView.frame.maxY, fieldTop + 0.5, "five rows open above")
      field.enterText("ern")
      table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Bern"]))
      XCTAssertLessThanOrEqual(table.placedView.frame.maxY, fieldTop + 0.5, "the side changed")
    }

    // Fails if editing does not turn autocorrection off and give the host's value back after.
    func test_editing_turnsAutocorrectionOffAndGivesItBack() {
      let screen = makeScreen()
      let field = Fixtures.makeField()
      screen.root.addSubview(field)
      XCTAssertEqual(field.autocorrectionType, .default)
      XCTAssertTrue(field.becomeFirstResponder())
      XCTAssertEqual(field.autocorrectionType, .no)
      XCTAssertTrue(field.resignFirstResponder())
      XCTAssertEqual(field.autocorrectionType, .default)
      field.autocorrectionType = .yes
      XCTAssertTrue(field.becomeFirstResponder())
      XCTAssertEqual(field.autocorrectionType, .yes, "the host's choice stands")
    }

    // Fails if a pick that keeps editing is not exactly one undo step.
    func test_pickThatKeepsEditing_isOneUndoStep() throws {
      let (screen, field) = makeEditingField()
      field.resignsFirstResponderOnSelection = false
      // The window's undo manager is shared by every test: emptied first, and the text set in
      // code (no typing to undo, which UIKit might merge with the pick), so the pick is the one
      // step to undo.
      let undo = try XCTUnwrap(field.undoManager)
      undo.removeAllActions()
      field.text = "zu"
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      field.selectSuggestion(at: 0)
      XCTAssertEqual(field.text, "Zürich")
      waitUntil("the pick can be undone") { undo.canUndo }
      undo.undo()
      XCTAssertEqual(field.text, "zu")
    }

    // Fails if UIKit merges the pick into the typing's undo step, so undo takes the typed "zu"
    // back with "Zürich". (The typing's event is over before the pick, as with a tap.)
    func test_pickAfterTyping_isUndoneWithoutTheTyping() throws {
      let (screen, field) = makeEditingField()
      field.resignsFirstResponderOnSelection = false
      let undo = try XCTUnwrap(field.undoManager)
      undo.removeAllActions()
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      // The typing's event is over, as when the user then taps a row.
      settle()
      try XCTSkipUnless(undo.canUndo, "typing in code registered no undo: nothing to merge with")
      field.selectSuggestion(at: 0)
      XCTAssertEqual(field.text, "Zürich")
      settle()
      undo.undo()
      XCTAssertEqual(field.text, "zu")
    }

    // Fails if text set in code goes unheard by the session, or UIKit sends `.editingChanged`.
    func test_textSetInCode_isHeardWithoutEditingChanged() {
      let (screen, field) = makeEditingField()
      let log = FieldEventLog()
      log.attach(to: field)
      field.text = "zu"
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      XCTAssertEqual(log.editingChangedCount, 0)
    }

    /// A screen whose input accessory view holds a field, as a chat composer's does.
    final class AccessoryScreen: UIViewController {
      let field = Fixtures.makeField(frame: CGRect(x: 8, y: 6, width: 300, height: 44))
      private let bar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 56))

      override var canBecomeFirstResponder: Bool { true }
      override var inputAccessoryView: UIView? { bar }

      override func viewDidLoad() {
        super.viewDidLoad()
        bar.addSubview(field)
      }
    }

    // Fails if a field on the keyboard's window floats a dropdown outside the host's container, or
    // the dropdown it floats there is hidden because the accessory sits inside the container's
    // bottom safe-area inset (issue #47, item 4: with a hardware keyboard on a Face ID iPhone it
    // does; here the inset is made to hold it with any keyboard, and `waitForDropdown` requires
    // a dropdown a user sees).
    func test_fieldOnTheKeyboardsWindow_floatsItsDropdownOnlyInTheContainerItWasGiven() throws {
      let controller = AccessoryScreen()
      let screen = makeScreen(controller)
      // The container's lower half is its safe area's bottom inset: the accessory lies inside
      // it above a software keyboard too, as it does at the screen's bottom with a hardware
      // keyboard on a Face ID iPhone, so the test does not depend on a hardware keyboard.
      controller.additionalSafeAreaInsets.bottom = screen.root.bounds.height / 2
      XCTAssertTrue(controller.becomeFirstResponder())
      let field = controller.field
      // Ending the app window's editing never reaches the keyboard's window: end it here, so
      // the accessory does not stay up into the next test.
      addTeardownBlock {
        _ = field.resignFirstResponder()
        _ = controller.resignFirstResponder()
      }
      waitUntil("the input accessory is on screen") { field.window != nil }
      let window = try XCTUnwrap(field.window)
      XCTAssertGreaterThan(window.windowLevel, UIWindow.Level.alert)
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("zu")
      // Results ready, so no dropdown means none was placed, not that none was ready yet.
      waitUntil("the results are ready") { field.dropdownState.suggestions.count == 2 }
      settle()
      XCTAssertFalse(field.isDropdownVisible)
      field.containerView = screen.root
      field.enterText("g")
      let table = try XCTUnwrap(waitForDropdown(in: screen.root, titles: ["Zug"]))
      XCTAssertIdentical(table.placedView.superview, screen.root)
    }
  }

  /// A host that builds iOS 26's multi-range edit menu. The method is in an extension: beside
  /// the conformance, Xcode 16 warns that it "nearly matches" the single-range requirement.
  private final class MenuDelegate: NSObject, UITextFieldDelegate {}

  extension MenuDelegate {
    @objc(textField:editMenuForCharactersInRanges:suggestedActions:)
    func textField(
      _ textField: UITextField, editMenuForCharactersInRanges ranges: [NSValue],
      suggestedActions: [UIMenuElement]
    ) -> UIMenu? { UIMenu(children: suggestedActions) }
  }
#endif
