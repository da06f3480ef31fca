#if canImport(UIKit)
  import AutofillTextField
  @preconcurrency import UIKit
  import XCTest

  /// Where the dropdown is, what it shows, and when it goes away.
  @MainActor
  final class DropdownHostingTests: XCTestCase {
    // Fails if the dropdown is added to the window or the field instead of the screen's root view,
    // is hidden, or the field's state is not results.
    func test_typing_floatsTheDropdownTableInTheScreensRootView() throws {
      let (screen, field) = makeEditingField()
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      XCTAssertIdentical(table.placedView.superview, screen.root)
      XCTAssertFalse(table.isDescendant(of: field))
      XCTAssertFalse(table.placedView.isHidden || table.isHidden)
      XCTAssertTrue(field.isDropdownVisible)
      XCTAssertEqual(field.dropdownState.kind, .results)
    }

    // Fails if a row does not show its item's subtitle under its title.
    func test_rows_showEachMatchsTitleAndSubtitle() throws {
      let (screen, field) = makeEditingField()
      field.enterText("za")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zagreb", "Zaragoza"]))
      XCTAssertEqual(DropdownProbe.subtitles(of: table), ["Croatia", "Spain"])
    }

    // Fails if Backspace or a typed character does not re-match, so the rows keep an earlier text's
    // matches.
    func test_rows_followEachKeystrokeAndBackspace() throws {
      let (screen, field) = makeEditingField()
      field.enterText("zug")
      waitForDropdown(in: screen.window, titles: ["Zug"])
      field.deleteBackward()
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      field.enterText("g")
      waitForDropdown(in: screen.window, titles: ["Zug"])
    }

    // Fails if maximumAutofillCount does not cap the rows ("be" matches six cities).
    func test_maximumAutofillCount_limitsTheRows() {
      let (screen, field) = makeEditingField()
      field.maximumAutofillCount = 2
      field.enterText("be")
      waitForDropdown(in: screen.window, titles: ["Berlin", "Bern"])
    }

    // Fails if deleting the text to empty leaves the dropdown in the hierarchy, its frame reported,
    // or a state other than hidden.
    func test_clearingTheText_takesTheDropdownOffScreen() {
      let (screen, field) = makeEditingField()
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      field.deleteBackward(times: 2)
      waitForDropdownRemoved(in: screen.window)
      XCTAssertFalse(field.isDropdownVisible)
      XCTAssertNil(field.dropdownFrame)
      XCTAssertEqual(field.dropdownState.kind, .hidden)
    }

    // Fails if the dropdown does not open right under the field, starting at its left edge and at
    // least as wide, inside the safe area, or scrolls when its rows fit. Two rows, so they fit
    // above the on-screen keyboard on any iPhone.
    func test_dropdown_opensUnderTheFieldInsideTheSafeArea() throws {
      let (screen, field) = makeEditingField()
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      let fieldFrame = field.frame(in: screen.root)
      let safeArea = screen.root.bounds.inset(by: screen.root.safeAreaInsets)
      XCTAssertGreaterThanOrEqual(table.placedView.frame.minY, fieldFrame.maxY - 0.5)
      XCTAssertTrue(safeArea.insetBy(dx: -0.5, dy: -0.5).contains(table.placedView.frame))
      XCTAssertGreaterThanOrEqual(table.placedView.frame.width, fieldFrame.width - 0.5)
      XCTAssertEqual(table.placedView.frame.minX, fieldFrame.minX, accuracy: 0.5)
      XCTAssertEqual(field.dropdownFrame, table.placedView.frame)
      // Both rows fit: nothing to scroll to.
      XCTAssertGreaterThanOrEqual(table.bounds.height, table.contentSize.height - 0.5)
    }

    // Fails if a field with no room below it does not open its dropdown above it, or the
    // dropdown leaves the safe area. The field sits just above the keyboard layout guide, so
    // the test means the same with the on-screen keyboard and with a hardware keyboard.
    func test_fieldNearTheBottom_opensTheDropdownAboveIt() throws {
      let screen = makeScreen()
      let field = Fixtures.makeField(frame: .zero)
      field.translatesAutoresizingMaskIntoConstraints = false
      screen.root.addSubview(field)
      NSLayoutConstraint.activate([
        field.leadingAnchor.constraint(equalTo: screen.root.leadingAnchor, constant: 20),
        field.widthAnchor.constraint(equalToConstant: 300),
        field.heightAnchor.constraint(equalToConstant: 44),
        field.bottomAnchor.constraint(
          equalTo: screen.root.keyboardLayoutGuide.topAnchor, constant: -20),
      ])
      screen.root.layoutIfNeeded()
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("ber")
      let table = try XCTUnwrap(
        waitForDropdown(in: screen.window, titles: ["Berlin", "Bern", "Bergen", "Bergamo"]))
      // The keyboard may still be rising: wait for the field to settle above it and the
      // dropdown to follow.
      waitUntil("the dropdown sits above the field") {
        screen.root.layoutIfNeeded()
        return table.placedView.frame.maxY <= field.frame(in: screen.root).minY + 0.5
      }
      let safeArea = screen.root.bounds.inset(by: screen.root.safeAreaInsets)
      XCTAssertTrue(safeArea.insetBy(dx: -0.5, dy: -0.5).contains(table.placedView.frame))
    }

    // Fails if the dropdown is inserted just above the field (under a sibling added after the
    // field) instead of in front of everything in its container.
    func test_dropdown_drawsAboveTheFieldsLaterSiblings() throws {
      let (screen, field) = makeEditingField()
      let sibling = UIView(frame: screen.root.bounds)
      sibling.isUserInteractionEnabled = false
      screen.root.addSubview(sibling)
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      settle()
      XCTAssertIdentical(screen.root.subviews.last, table.placedView)
    }

    // Fails if resigning first responder leaves the dropdown in the hierarchy or reported visible.
    func test_endingEditing_removesTheDropdownFromTheHierarchy() throws {
      let (screen, field) = makeEditingField()
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      XCTAssertTrue(field.resignFirstResponder())
      waitForDropdownRemoved(in: screen.window)
      XCTAssertNil(table.placedView.superview)
      XCTAssertFalse(field.isDropdownVisible)
    }

    // Fails if the delegate hears willShow/didShow again on a keystroke while the dropdown stays
    // up, or misses willHide/didHide when it is dismissed.
    func test_delegate_hearsShowOnceWhileTypingAndHideOnDismiss() {
      let (screen, field) = makeEditingField()
      let log = FieldEventLog()
      log.attach(to: field)
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      field.enterText("g")
      waitForDropdown(in: screen.window, titles: ["Zug"])
      XCTAssertEqual(log.dropdownEvents, ["willShow", "didShow"])
      field.dismissSuggestions()
      waitForDropdownRemoved(in: screen.window)
      XCTAssertEqual(log.dropdownEvents, ["willShow", "didShow", "willHide", "didHide"])
    }

    // Fails if dismissSuggestions changes the text or ends editing, or after it the next keystroke
    // shows no rows.
    func test_dismissSuggestions_keepsTheTextAndTypingShowsRowsAgain() {
      let (screen, field) = makeEditingField()
      field.enterText("zu")
      waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"])
      field.dismissSuggestions()
      waitForDropdownRemoved(in: screen.window)
      XCTAssertEqual(field.text, "zu")
      XCTAssertTrue(field.isFirstResponder)
      field.enterText("g")
      waitForDropdown(in: screen.window, titles: ["Zug"])
    }

    /// A field in a plain view of its own (its holder) on a new screen, editing, with the
    /// dropdown showing "zu"'s rows.
    private func makeHeldFieldShowingRows() throws -> (
      TestScreen, UIView, AutofillTextField, UITableView
    ) {
      let screen = makeScreen()
      let holder = UIView(frame: CGRect(x: 0, y: 80, width: 360, height: 60))
      screen.root.addSubview(holder)
      let field = Fixtures.makeField(frame: CGRect(x: 20, y: 8, width: 300, height: 44))
      holder.addSubview(field)
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      return (screen, holder, field, table)
    }

    // Fails if hiding the field, or hiding or fading out an ancestor, leaves its dropdown over
    // blank space (the dropdown lives in the root view, outside that ancestor, and UIKit tells
    // the field nothing: only the key-value observation of ledger 14 sees it), or a touch there
    // still reaches a row; or if the dropdown does not come back, with its rows, when the field
    // can be seen again.
    func test_hidingOrFadingTheFieldOrAnAncestor_hidesTheDropdownUntilTheFieldShowsAgain() throws {
      let (screen, holder, field, table) = try makeHeldFieldShowingRows()
      let point = table.placedView.convert(CGPoint(x: 20, y: 8), to: screen.root)
      let changes: [(String, (Bool) -> Void)] = [
        ("the ancestor hidden", { holder.isHidden = $0 }),
        ("the ancestor faded out", { holder.alpha = $0 ? 0 : 1 }),
        ("the field hidden", { field.isHidden = $0 }),
      ]
      for (name, hide) in changes {
        hide(true)
        XCTAssertFalse(DropdownProbe.isShown(table), name)
        XCTAssertFalse(
          screen.root.hitTest(point, with: nil)?.isDescendant(of: table) ?? false,
          "a touch still reaches a row: \(name)")
        XCTAssertTrue(field.isFirstResponder, name)
        hide(false)
        XCTAssertTrue(DropdownProbe.isShown(table), "shown again: \(name)")
        XCTAssertEqual(DropdownProbe.titles(of: table), ["Zürich", "Zug"], name)
      }
    }

    // Fails if the dropdown reads, when placed, views that hide and fade with it (its container
    // and what holds it), which nothing observes: a screen faded out while the user types would
    // keep its dropdown hidden once it fades back in (review of #47, finding 1).
    func test_containerFadedWhilePlaced_showsTheDropdownWhenItFadesBackIn() throws {
      let (screen, field) = makeEditingField()
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      screen.root.alpha = 0
      field.enterText("g")
      screen.root.alpha = 1
      XCTAssertTrue(DropdownProbe.isShown(table), "still hidden after the container faded in")
      XCTAssertEqual(DropdownProbe.titles(of: table), ["Zug"])
    }

    // Fails if a set of an ancestor's alpha or isHidden that cannot hide or show the field (the
    // same value again, or a step of a fade, which a header faded by scrolling sets at every
    // frame) places the dropdown again: a whole placement each time (review of #47, finding 3).
    // A transform, which no view reports, moves the field first: a placement shows as a move.
    func test_ancestorSetsThatCannotHideTheField_doNotPlaceTheDropdownAgain() throws {
      let (_, holder, field, table) = try makeHeldFieldShowingRows()
      let placed = field.dropdownFrame
      holder.transform = CGAffineTransform(translationX: 0, y: 30)
      holder.alpha = 1
      holder.alpha = 0.6
      holder.isHidden = false
      XCTAssertEqual(field.dropdownFrame, placed, "placed again by a set that changed nothing")
      holder.alpha = 0
      XCTAssertFalse(DropdownProbe.isShown(table))
      holder.alpha = 1
      XCTAssertTrue(DropdownProbe.isShown(table))
      XCTAssertNotEqual(field.dropdownFrame, placed, "a fade out and in places it again")
    }

    // Fails if containerView is ignored (the dropdown goes to the root view), or the dropdown is
    // placed outside the container or over the field.
    func test_containerView_hostsTheDropdownInsteadOfTheRootView() throws {
      let screen = makeScreen()
      let panel = UIView(frame: screen.root.bounds.insetBy(dx: 10, dy: 100))
      screen.root.addSubview(panel)
      let field = Fixtures.makeField(frame: CGRect(x: 10, y: 20, width: 280, height: 44))
      field.containerView = panel
      panel.addSubview(field)
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      XCTAssertIdentical(table.placedView.superview, panel)
      XCTAssertTrue(panel.bounds.insetBy(dx: -0.5, dy: -0.5).contains(table.placedView.frame))
      XCTAssertGreaterThanOrEqual(table.placedView.frame.minY, field.frame.maxY - 0.5)
    }

    // Fails if moving the field (its frame) does not move the dropdown under it, or dropdownFrame
    // does not report the new frame.
    func test_movingTheField_movesTheDropdownWithIt() throws {
      let (screen, field) = makeEditingField()
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      field.frame.origin.y += 60
      screen.root.layoutIfNeeded()
      waitUntil("the dropdown follows the field") {
        abs(table.placedView.frame.minY - field.frame.maxY) < 20
          && table.placedView.frame.minY >= field.frame.maxY
      }
      XCTAssertEqual(field.dropdownFrame, table.placedView.frame)
    }

    // Fails if moving an ancestor of the field, not the field itself, leaves the dropdown where
    // it was: no override of the field's sees that move, only the ancestors' key-value
    // observation (ledger 14), for a frame set in code and for an Auto Layout move.
    func test_movingAnAncestor_movesTheDropdownWithTheField() throws {
      let screen = makeScreen()
      let holder = UIView()
      holder.translatesAutoresizingMaskIntoConstraints = false
      screen.root.addSubview(holder)
      let top = holder.topAnchor.constraint(equalTo: screen.root.topAnchor, constant: 100)
      NSLayoutConstraint.activate([
        top, holder.leadingAnchor.constraint(equalTo: screen.root.leadingAnchor),
        holder.widthAnchor.constraint(equalToConstant: 340),
        holder.heightAnchor.constraint(equalToConstant: 60),
      ])
      screen.root.layoutIfNeeded()
      let field = Fixtures.makeField(frame: CGRect(x: 20, y: 8, width: 300, height: 44))
      holder.addSubview(field)
      XCTAssertTrue(field.becomeFirstResponder())
      field.enterText("zu")
      let table = try XCTUnwrap(waitForDropdown(in: screen.window, titles: ["Zürich", "Zug"]))
      // Layout still pending (the keyboard coming up) done first, so only the move is left.
      screen.root.layoutIfNeeded()
      let gap = table.placedView.frame.minY - field.frame(in: screen.root).maxY
      // Checked at once: the observation places the dropdown inside the change; waiting would
      // let other layout (the keyboard still coming up) place it too.
      top.constant += 40
      screen.root.layoutIfNeeded()
      XCTAssertEqual(
        table.placedView.frame.minY - field.frame(in: screen.root).maxY, gap, accuracy: 0.5,
        "an Auto Layout move")
      holder.frame.origin.y += 40
      XCTAssertEqual(
        table.placedView.frame.minY - field.frame(in: screen.root).maxY, gap, accuracy: 0.5,
        "a frame set in code")
    }
  }
#endif
