/// Keeps a text field and a two-way text binding (SwiftUI's `Binding<String>`) in step without
/// a feedback loop: the field's own edits go to the binding once, and only a value that the
/// binding's owner really set comes back to the field.
///
/// A view that wraps a UIKit text field reads the binding every time it is updated, which is
/// whenever anything it depends on changes, not only the text. Setting the field's text each
/// time would move the caret to the end, break an input method's composition and, while
/// editing, ask the suggestion source again. This type decides when the value read is a real
/// change:
///
/// - a value equal to the field's text is in step: nothing to do;
/// - a value equal to the one read last time is no change: the owner has not (yet) taken the
///   field's latest edit, so the field keeps what the user typed (unless the binding read the
///   edit back when it was written, ``bindingDidTake(_:readBack:)``: then the owner changed it
///   back, say to enforce a length limit, and the field takes that);
/// - a value the field itself wrote earlier and that arrives late (an owner that stores edits
///   asynchronously) is a stale echo: ignored;
/// - anything else was set by the owner: the field takes it, with the caret kept where it was
///   when the change is elsewhere in the text.
///
/// ```swift
/// var sync = AutofillBindingSync(text: "")
/// // the user typed "Zu":
/// if let value = sync.fieldDidChange(to: "Zu") { binding.wrappedValue = value }
/// // the view is updated with the binding's value:
/// if case .setText(let text, let caret) = sync.bindingDidUpdate(to: binding.wrappedValue,
///   caretUTF16Offset: 2) { /* set the field's text, then the caret */ }
/// ```
///
/// Only a real change reaches the field, so an editing field asks its source at most once per
/// change of the binding (debounced, for a dynamic source) and a field that is not editing
/// never does; re-rendering the view never queries.
public struct AutofillBindingSync: Sendable, Equatable {
  /// What the field does after the binding was read.
  public enum Update: Sendable, Equatable {
    /// Nothing: the value is in step, unchanged, or a stale echo of the field's own edit.
    case none
    /// Set the field's text to `text`, then the caret to `caretUTF16Offset` (in UTF-16 code
    /// units, on a character boundary; `nil`: the end of the text, where setting it leaves it).
    case setText(String, caretUTF16Offset: Int?)
  }

  /// How many of the field's own values, not yet seen back, are remembered as possible echoes.
  public static let maximumPendingEchoes = 16

  /// The text the field shows, as far as this type knows.
  public private(set) var fieldText: String
  /// The binding's value at the last update.
  private var lastRead: String
  /// Values the field wrote to the binding that no update has shown yet, oldest first.
  private var pendingEchoes: [String] = []

  /// Creates a sync for a field that shows `text`, the binding's value.
  ///
  /// - Parameter text: The binding's value, which the field shows when it is made.
  public init(text: String) {
    fieldText = text
    lastRead = text
  }

  /// The user (or a pick) changed the field's text.
  ///
  /// - Parameter text: The field's whole text now.
  /// - Returns: The value to write to the binding, or `nil` when the field wrote it last (or,
  ///   with nothing written since, the binding showed it last).
  public mutating func fieldDidChange(to text: String) -> String? {
    fieldText = text
    guard text != (pendingEchoes.last ?? lastRead) else { return nil }
    pendingEchoes.append(text)
    if pendingEchoes.count > Self.maximumPendingEchoes { pendingEchoes.removeFirst() }
    return text
  }

  /// The field's value was written to the binding, which now reads `readBack`.
  ///
  /// A binding that reads back what was written holds it (SwiftUI's `@State`, an
  /// `ObservableObject`'s property): a later update that shows another value, even the one
  /// shown before, is the owner's own change (a length limit or a formatter in `.onChange`)
  /// and reaches the field. A binding that does not (its owner stores the value later) keeps
  /// the rule for late echoes.
  ///
  /// - Parameters:
  ///   - value: The value written, as returned by ``fieldDidChange(to:)``.
  ///   - readBack: The binding's value right after the write.
  public mutating func bindingDidTake(_ value: String, readBack: String) {
    guard readBack == value else { return }
    lastRead = value
    if let echo = pendingEchoes.lastIndex(of: value) { pendingEchoes.removeSubrange(...echo) }
  }

  /// The view was updated with the binding's value.
  ///
  /// - Parameters:
  ///   - value: The binding's value.
  ///   - caretUTF16Offset: The field's caret in UTF-16 code units, if it is editing; `nil`
  ///     when it is not (the caret then does not matter).
  /// - Returns: What the field does with the value.
  public mutating func bindingDidUpdate(to value: String, caretUTF16Offset: Int?) -> Update {
    if value == fieldText {
      // In step: every echo up to this one has arrived.
      lastRead = value
      pendingEchoes.removeAll()
      return .none
    }
    // Unchanged since the last update: the owner has not taken the field's edits (yet).
    if value == lastRead { return .none }
    if let echo = pendingEchoes.lastIndex(of: value) {
      // The owner caught up with an earlier edit; newer ones are still on their way.
      lastRead = value
      pendingEchoes.removeSubrange(...echo)
      return .none
    }
    let caret = caretUTF16Offset.flatMap {
      Self.caret(keeping: $0, from: fieldText, to: value)
    }
    fieldText = value
    lastRead = value
    pendingEchoes.removeAll()
    return .setText(value, caretUTF16Offset: caret)
  }

  /// Where the caret goes when `old` is replaced by `new`: where it was if the change is after
  /// it, as far from the end as it was if the change is before it, else after the new part.
  ///
  /// - Returns: A UTF-16 offset on a character boundary of `new`, or `nil` for its end.
  static func caret(keeping caret: Int, from old: String, to new: String) -> Int? {
    let oldLength = old.utf16.count
    let newLength = new.utf16.count
    let caret = old.utf16Offset(of: old.characterIndex(roundingDownUTF16Offset: caret))
    guard caret < oldLength else { return nil }
    // Whole characters with the same code units ("é" and "e\u{301}" are equal characters of
    // different lengths), so both lengths are character boundaries of both strings.
    func sameLength(_ pairs: some Sequence<(Character, Character)>) -> Int {
      pairs.prefix { $0.utf16.elementsEqual($1.utf16) }.reduce(0) { $0 + $1.0.utf16.count }
    }
    let prefix = sameLength(zip(old, new))
    if caret <= prefix { return caret }
    // The unchanged end, never overlapping the unchanged start.
    let suffix = min(
      sameLength(zip(old.reversed(), new.reversed())), oldLength - prefix, newLength - prefix)
    let position =
      caret >= oldLength - suffix ? newLength - (oldLength - caret) : newLength - suffix
    return position >= newLength ? nil : position
  }
}
