#if canImport(UIKit)
  @preconcurrency import UIKit

  extension AutofillDropdownPresenter {
    // MARK: Picks

    /// Selects the suggestion at `row` as if the user tapped it. The anchor syncs its text
    /// first; syncing may re-rank or replace the rows, so the tapped item is picked where it
    /// shows then (nothing, if it no longer shows).
    func select(row: Int) {
      let rows = session.state.suggestions
      guard rows.indices.contains(row) else { return }
      anchor?.autofillSyncBeforePick()
      session.select(item: rows[row].item)
      anchor?.autofillResyncAfterEdit()
    }

    /// Enters the highlighted suggestion, else the inline completion, as Return does (the
    /// first row only when it floats); returns whether anything was chosen.
    func selectHighlighted() -> Bool {
      let used = session.selectHighlighted(isDropdownFloating: floats)
      anchor?.autofillResyncAfterEdit()
      return used
    }

    /// A tap on a row completed: the pick held since the finger came down goes through, even
    /// if the host ended editing meanwhile, as long as the field's text is still the one the
    /// rows were drawn for: the edit applies only to that text, so text the host set, or an
    /// input method's composition that resigning committed, refuses it (nothing is entered).
    func finishPick() {
      guard session.isPickInProgress else { return }
      if anchor?.isFirstResponder == true { anchor?.autofillSyncBeforePick() }
      session.finishPick()
      anchor?.autofillResyncAfterEdit()
    }

    /// The touch on the dropdown is over: drop a pick that did not complete, and show what
    /// the state says now (the dropdown stayed as it was while the finger was down).
    func pressDidEnd() {
      guard session.isPickInProgress || isVisible else { return }
      session.cancelPick()
      render(session.state)
    }

    // MARK: Hardware keys

    /// ↓, ↑, Return, Escape and → while the dropdown or the inline completion uses them (the
    /// core's ``AutofillPresentationRules/keysTakenOver(handledKeys:isDropdownVisible:hasInlineCompletion:hasMarkedText:)``),
    /// with priority over the system's handling; none otherwise, so those keys keep their
    /// usual meaning, and none at all while an input method composes (its candidates need
    /// them). Tab and ⌘ shortcuts are never taken.
    ///
    /// - Parameters:
    ///   - hasMarkedText: Whether the anchor has marked text.
    ///   - action: The anchor's method that calls ``handleKey(_:)``.
    func keyCommands(hasMarkedText: Bool, action: Selector) -> [UIKeyCommand] {
      let taken = AutofillPresentationRules.keysTakenOver(
        handledKeys: session.handledKeys, isDropdownVisible: isOnScreen,
        hasInlineCompletion: session.inlineCompletion != nil, hasMarkedText: hasMarkedText)
      return AutofillKey.allCases.filter(taken.contains).compactMap { Self.keyInputs[$0] }.map {
        let command = UIKeyCommand(input: $0, modifierFlags: [], action: action)
        command.wantsPriorityOverSystemBehavior = true
        return command
      }
    }

    /// The key command input of each key.
    private static let keyInputs: [AutofillKey: String] = [
      .down: UIKeyCommand.inputDownArrow, .up: UIKeyCommand.inputUpArrow, .enter: "\r",
      .escape: UIKeyCommand.inputEscape, .right: UIKeyCommand.inputRightArrow,
    ]

    /// Does what a key command from ``keyCommands(hasMarkedText:action:)`` stands for. The
    /// anchor calls it only without marked text: UIKit may have gathered the commands just
    /// before an input method began composing.
    func handleKey(_ input: String?) {
      switch input {
      case UIKeyCommand.inputDownArrow: session.moveHighlight(.down)
      case UIKeyCommand.inputUpArrow: session.moveHighlight(.up)
      case UIKeyCommand.inputEscape: session.dismiss()
      case UIKeyCommand.inputRightArrow:
        session.acceptInlineCompletion()
        anchor?.autofillResyncAfterEdit()
      case "\r": _ = selectHighlighted()
      default: break
      }
    }
  }
#endif
