#if canImport(UIKit)
  @preconcurrency import UIKit

  /// A text input whose suggestions an ``AutofillDropdownPresenter`` shows: an
  /// ``AutofillTextField`` or an ``AutofillTextView``. It owns the presenter and the session,
  /// and forwards its layout, hierarchy and trait changes to the presenter.
  @MainActor
  protocol AutofillDropdownAnchor: UIView, UITextInput {
    /// The dropdown the anchor shows its suggestions in.
    var presenter: AutofillDropdownPresenter { get }
    /// The session the anchor drives (its presenter's).
    var session: AutofillCompletionSession { get }
    /// The caret as a UTF-16 offset of the text (`nil`: the end), for the session.
    var caretUTF16Offset: Int? { get }
    /// The text (`""` for none), for the session.
    var autofillText: String { get }
    /// The dropdown is about to show or hide, showed or hid, rendered a state, or moved.
    func autofillDropdownDidChange(_ event: AutofillDropdownPresenter.Event)
  }

  extension AutofillDropdownAnchor {
    /// Editing began: the session begins with the text, caret and marked text as they are.
    func autofillBeginSession() {
      session.beginEditing(
        text: autofillText, caretUTF16Offset: caretUTF16Offset,
        hasMarkedText: markedTextRange != nil)
    }

    /// `range`, in UTF-16 code units, as a text range of the anchor; `nil` outside its text.
    func autofillTextRange(for range: NSRange) -> UITextRange? {
      guard let start = position(from: beginningOfDocument, offset: range.location),
        let end = position(from: start, offset: range.length)
      else { return nil }
      return textRange(from: start, to: end)
    }

    /// Replaces `range` (UTF-16 code units) with `text` through `UITextInput`, as the keyboard
    /// does, as one undo step; whether `range` lay in the text.
    func autofillReplace(_ range: NSRange, with text: String) -> Bool {
      guard let target = autofillTextRange(for: range) else { return false }
      // Read once: a host's handler of the change may move the view to another undo manager,
      // and ending a group on one that has none open raises.
      let undo = undoManager
      undo?.beginUndoGrouping()
      replace(target, withText: text)
      undo?.endUndoGrouping()
      return true
    }

    /// Before a pick edits the text: commits any marked text, and reports the text if the
    /// session has not seen it, so the pick's range is of the current text.
    func autofillSyncBeforePick() {
      if markedTextRange != nil { unmarkText() }
      if autofillText != session.text {
        session.changeText(autofillText, caretUTF16Offset: caretUTF16Offset)
      }
    }

    /// After an edit the anchor made: if the session holds other text than the anchor (an
    /// edit only partly applied), it hears the real text.
    func autofillResyncAfterEdit() {
      guard isFirstResponder, markedTextRange == nil, autofillText != session.text else { return }
      session.changeText(autofillText, caretUTF16Offset: caretUTF16Offset)
    }

    // MARK: Hardware keys

    /// `inherited` and the dropdown's key commands
    /// (``AutofillDropdownPresenter/keyCommands(hasMarkedText:action:)``), each calling the
    /// anchor's `autofillHandleKeyCommand(_:)`, which calls ``autofillPerformKeyCommand(_:)``.
    func autofillKeyCommands(adding inherited: [UIKeyCommand]?) -> [UIKeyCommand] {
      (inherited ?? [])
        + presenter.keyCommands(hasMarkedText: markedTextRange != nil, action: autofillKeyAction)
    }

    /// Whether the key commands' action may run (`nil` for another action): not while an
    /// input method composes, so a command UIKit gathered just before composing began does
    /// not take the key from the input method.
    func autofillCanPerformKeyAction(_ action: Selector) -> Bool? {
      action == autofillKeyAction ? markedTextRange == nil : nil
    }

    /// Does what a key command stands for, unless an input method composes (UIKit may have
    /// gathered the commands before it began).
    func autofillPerformKeyCommand(_ command: UIKeyCommand) {
      if markedTextRange == nil { presenter.handleKey(command.input) }
    }

    private var autofillKeyAction: Selector { NSSelectorFromString("autofillHandleKeyCommand:") }
  }

  /// The input traits the core's ``AutofillSystemSuggestions`` rule reads and writes, which
  /// `UITextField` and `UITextView` both have: autocorrection, and iOS 17's inline predictions.
  @MainActor
  protocol AutofillSuggestionTraits: AnyObject {
    var autocorrectionType: UITextAutocorrectionType { get set }
    @available(iOS 17.0, *) var inlinePredictionType: UITextInlinePredictionType { get set }
  }

  extension AutofillSuggestionTraits {
    /// The traits as the rule reads them; the rest of the control's state at its defaults.
    var autofillSuggestionTraits: AutofillSystemSuggestions.Field {
      var traits = AutofillSystemSuggestions.Field(
        autocorrection: autocorrectionType.rawValue, inlinePrediction: nil)
      if #available(iOS 17.0, *) { traits.inlinePrediction = inlinePredictionType.rawValue }
      return traits
    }

    /// Writes the types the rule says (off, or back to what the control had).
    func autofillWrite(_ writes: AutofillSystemSuggestions.Writes) {
      if let write = writes.autocorrection {
        autocorrectionType = write.value(off: .no, default: .default)
      }
      if #available(iOS 17.0, *), let write = writes.inlinePrediction {
        inlinePredictionType = write.value(off: .no, default: .default)
      }
    }
  }
#endif
