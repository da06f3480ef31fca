import AutofillCore
import XCTest

/// A focus binding and a field's first-responder status: the field acts only on changes of
/// the binding, and writes its own focus changes back only when the binding says otherwise.
final class FocusSyncTests: XCTestCase {
  /// One step: `update` reads the binding, `field` reports the field's own focus change.
  private enum Step {
    case update(isFocused: Bool, isFirstResponder: Bool, canBecome: Bool)
    case field(isFirstResponder: Bool, isFocused: Bool)
  }

  /// What a step produced: an action for the field, or a write to the binding.
  private enum Outcome: Equatable {
    case action(AutofillFocusSync.Action)
    case write(Bool?)
  }

  private func run(_ steps: [Step]) -> [Outcome] {
    var sync = AutofillFocusSync()
    return steps.map { step in
      switch step {
      case .update(let isFocused, let isFirstResponder, let canBecome):
        .action(
          sync.bindingDidUpdate(
            isFocused: isFocused, isFirstResponder: isFirstResponder,
            canBecomeFirstResponder: canBecome))
      case .field(let isFirstResponder, let isFocused):
        .write(sync.fieldDidChangeFocus(isFirstResponder: isFirstResponder, isFocused: isFocused))
      }
    }
  }

  func test_stillApplies_onlyWhileTheBindingTheFieldAndItsWindowStillCallForIt() {
    let cases: [(String, AutofillFocusSync.Action, Bool, Bool, Bool, Bool, UInt)] = [
      // name, action, focused now, first responder now, in a window now, expected
      (
        "become: still asked, not yet focused, on screen", .becomeFirstResponder, true, false,
        true, true, #line
      ),
      (
        "become: the binding changed back", .becomeFirstResponder, false, false, true, false,
        #line
      ),
      ("become: already first responder", .becomeFirstResponder, true, true, true, false, #line),
      ("become: left its window", .becomeFirstResponder, true, false, false, false, #line),
      (
        "resign: still asked, still focused", .resignFirstResponder, false, true, true, true,
        #line
      ),
      ("resign: out of a window too", .resignFirstResponder, false, true, false, true, #line),
      ("resign: the binding changed back", .resignFirstResponder, true, true, true, false, #line),
      ("resign: already resigned", .resignFirstResponder, false, false, true, false, #line),
      ("none: never", .none, true, false, true, false, #line),
      ("none: never, either way", .none, false, true, true, false, #line),
    ]
    for (name, action, isFocused, isFirstResponder, isInWindow, expected, line) in cases {
      XCTAssertEqual(
        action.stillApplies(
          isFocused: isFocused, isFirstResponder: isFirstResponder, isInWindow: isInWindow),
        expected, name, line: line)
    }
  }

  func test_focusFollowsChangesOfTheBinding_andTheBindingFollowsTheField() {
    let cases: [(line: UInt, steps: [Step], expected: [Outcome])] = [
      // The owner asks for focus, the field becomes first responder, nothing to write back.
      (
        #line,
        [
          .update(isFocused: false, isFirstResponder: false, canBecome: true),
          .update(isFocused: true, isFirstResponder: false, canBecome: true),
          .field(isFirstResponder: true, isFocused: true),
          .update(isFocused: true, isFirstResponder: true, canBecome: true),
        ],
        [.action(.none), .action(.becomeFirstResponder), .write(nil), .action(.none)]
      ),
      // The owner drops focus.
      (
        #line,
        [
          .update(isFocused: true, isFirstResponder: true, canBecome: true),
          .update(isFocused: false, isFirstResponder: true, canBecome: true),
          .field(isFirstResponder: false, isFocused: false),
        ],
        [.action(.none), .action(.resignFirstResponder), .write(nil)]
      ),
      // The user taps the field: true is written; a re-render before it lands keeps focus.
      (
        #line,
        [
          .update(isFocused: false, isFirstResponder: false, canBecome: true),
          .field(isFirstResponder: true, isFocused: false),
          .update(isFocused: false, isFirstResponder: true, canBecome: true),
          .update(isFocused: true, isFirstResponder: true, canBecome: true),
        ],
        [.action(.none), .write(true), .action(.none), .action(.none)]
      ),
      // A pick ends editing: false is written; a re-render before it lands does not refocus.
      (
        #line,
        [
          .update(isFocused: true, isFirstResponder: true, canBecome: true),
          .field(isFirstResponder: false, isFocused: true),
          .update(isFocused: true, isFirstResponder: false, canBecome: true),
          .update(isFocused: false, isFirstResponder: false, canBecome: true),
        ],
        [.action(.none), .write(false), .action(.none), .action(.none)]
      ),
      // Focus asked before the field is in a window: tried again at the next update.
      (
        #line,
        [
          .update(isFocused: true, isFirstResponder: false, canBecome: false),
          .update(isFocused: true, isFirstResponder: false, canBecome: true),
          .update(isFocused: true, isFirstResponder: false, canBecome: true),
        ],
        [.action(.none), .action(.becomeFirstResponder), .action(.none)]
      ),
      // Asked for focus once: an unchanged binding does not ask again after the user leaves.
      (
        #line,
        [
          .update(isFocused: true, isFirstResponder: false, canBecome: true),
          .update(isFocused: true, isFirstResponder: false, canBecome: true),
        ],
        [.action(.becomeFirstResponder), .action(.none)]
      ),
      // The first read of a binding that says "focused" focuses the field.
      (
        #line,
        [.update(isFocused: true, isFirstResponder: false, canBecome: true)],
        [.action(.becomeFirstResponder)]
      ),
      // The first read of "not focused" while the field is editing resigns it.
      (
        #line,
        [.update(isFocused: false, isFirstResponder: true, canBecome: true)],
        [.action(.resignFirstResponder)]
      ),
    ]
    for (line, steps, expected) in cases {
      XCTAssertEqual(run(steps), expected, line: line)
    }
  }
}
