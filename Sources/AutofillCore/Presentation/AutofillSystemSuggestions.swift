/// The save and restore of the system's own suggestions (autocorrection and, on iOS 17 and
/// later, inline predictions) around a field's editing session, by the rules of
/// ``AutofillPresentationRules/suppressesAutocorrection(isAutofillOn:isSecureEntry:hasSource:usesTriggers:hostSetAutocorrection:)``
/// and
/// ``AutofillPresentationRules/suppressesInlinePredictions(isAutofillOn:isSecureEntry:canSuggest:hostChosePredictions:)``.
///
/// Values are the raw values of UIKit's `UITextAutocorrectionType` and
/// `UITextInlinePredictionType`; the field turns them into UIKit's types. It tells this type
/// about every write to its `autocorrectionType` (to tell the host's choice from its own),
/// applies what ``beginEditing(_:)`` returns before the keyboard appears, and what
/// ``endEditing()`` returns when editing ends.
///
/// ```swift
/// var suggestions = AutofillSystemSuggestions()
/// let writes = suggestions.beginEditing(.init(autocorrection: 0, inlinePrediction: 0))
/// // writes == .init(autocorrection: .turnOff, inlinePrediction: .turnOff)
/// suggestions.endEditing()  // .init(autocorrection: .restore(0), inlinePrediction: .restore(0))
/// ```
public struct AutofillSystemSuggestions: Sendable, Equatable {
  /// What the field writes to one of its traits.
  public enum Write: Sendable, Equatable {
    /// Set the trait to "no".
    case turnOff
    /// Set the trait back to this raw value.
    case restore(Int)
  }

  /// What the field writes to its traits; `nil` leaves a trait alone.
  public struct Writes: Sendable, Equatable {
    /// The write to `autocorrectionType`.
    public var autocorrection: Write?
    /// The write to `inlinePredictionType` (iOS 17 and later).
    public var inlinePrediction: Write?

    /// Creates writes.
    ///
    /// - Parameters:
    ///   - autocorrection: The write to `autocorrectionType`.
    ///   - inlinePrediction: The write to `inlinePredictionType`.
    public init(autocorrection: Write? = nil, inlinePrediction: Write? = nil) {
      self.autocorrection = autocorrection
      self.inlinePrediction = inlinePrediction
    }
  }

  /// The field when editing begins.
  public struct Field: Sendable, Equatable {
    /// The raw `autocorrectionType`.
    public var autocorrection: Int
    /// The raw `inlinePredictionType`, or `nil` before iOS 17 (no such trait).
    public var inlinePrediction: Int?
    /// Whether suggestions are on.
    public var isAutofillOn = true
    /// Whether the field is secure entry.
    public var isSecureEntry = false
    /// Whether the field has items or a source for the whole text.
    public var hasItemsOrSource = true
    /// Whether the host gives the field rows of its own, even none yet
    /// (``AutofillCompletionSession/takesSuggestedItems``): such a field suggests too.
    public var takesSuggestedItems = false
    /// Whether triggers are set.
    public var usesTriggers = false

    /// Creates the field's state; the rest take their defaults (a field over items).
    ///
    /// - Parameters:
    ///   - autocorrection: The raw `autocorrectionType`.
    ///   - inlinePrediction: The raw `inlinePredictionType`, `nil` before iOS 17.
    public init(autocorrection: Int, inlinePrediction: Int?) {
      self.autocorrection = autocorrection
      self.inlinePrediction = inlinePrediction
    }
  }

  /// The raw value of the "default" case of both UIKit types.
  public static let defaultValue = 0

  /// The host's own autocorrection choice, if it made one: the field never overrides it.
  public private(set) var hostAutocorrection: Int?
  private var savedAutocorrection: Int?
  private var savedInlinePrediction: Int?

  /// Creates the state of a field that has not edited yet.
  public init() {}

  /// The field's `autocorrectionType` was written: a write that
  /// ``AutofillPresentationRules/isHostAutocorrectionChoice(isFieldsOwnWrite:hasFinishedInit:isDefault:)``
  /// calls the host's is what editing ends with, even mid-edit.
  ///
  /// - Parameters:
  ///   - value: The raw value written.
  ///   - isFieldsOwnWrite: Whether the field wrote it (applying ``Writes``).
  ///   - hasFinishedInit: Whether the field's initializer has returned.
  public mutating func autocorrectionDidChange(
    to value: Int, isFieldsOwnWrite: Bool, hasFinishedInit: Bool
  ) {
    guard
      AutofillPresentationRules.isHostAutocorrectionChoice(
        isFieldsOwnWrite: isFieldsOwnWrite, hasFinishedInit: hasFinishedInit,
        isDefault: value == Self.defaultValue)
    else { return }
    hostAutocorrection = value
    savedAutocorrection = nil
  }

  /// Forgets the host's autocorrection choice: the field's own rule applies again (the
  /// SwiftUI view, when `.autocorrectionDisabled` is lifted).
  public mutating func forgetHostAutocorrection() { hostAutocorrection = nil }

  /// Editing begins (or the rule applies again while editing): turns off what the rules say,
  /// saving the value to restore; a trait already turned off this session is left alone.
  ///
  /// - Parameter field: The field now.
  /// - Returns: What to write before the keyboard appears.
  public mutating func beginEditing(_ field: Field) -> Writes {
    var writes = Writes()
    if savedAutocorrection == nil,
      AutofillPresentationRules.suppressesAutocorrection(
        isAutofillOn: field.isAutofillOn, isSecureEntry: field.isSecureEntry,
        hasSource: field.hasItemsOrSource || field.takesSuggestedItems,
        usesTriggers: field.usesTriggers,
        hostSetAutocorrection: hostAutocorrection != nil)
    {
      savedAutocorrection = field.autocorrection
      writes.autocorrection = .turnOff
    }
    if let prediction = field.inlinePrediction, savedInlinePrediction == nil,
      AutofillPresentationRules.suppressesInlinePredictions(
        isAutofillOn: field.isAutofillOn, isSecureEntry: field.isSecureEntry,
        canSuggest: field.hasItemsOrSource || field.takesSuggestedItems || field.usesTriggers,
        hostChosePredictions: prediction != Self.defaultValue)
    {
      savedInlinePrediction = prediction
      writes.inlinePrediction = .turnOff
    }
    return writes
  }

  /// Editing ended (or never began): gives back what ``beginEditing(_:)`` turned off.
  ///
  /// - Returns: What to write.
  @discardableResult
  public mutating func endEditing() -> Writes {
    defer {
      savedAutocorrection = nil
      savedInlinePrediction = nil
    }
    return Writes(
      autocorrection: savedAutocorrection.map(Write.restore),
      inlinePrediction: savedInlinePrediction.map(Write.restore))
  }
}
