import Foundation

extension NSAttributedString.Key {
  /// The attribute that marks a mention in an `AutofillTextView`'s text: its value, an
  /// ``AutofillMentionAttribute``, holds the item the range stands for. The runs of this
  /// attribute are the composer's mentions (see ``AutofillMentionRuns``): each whole run of one
  /// value that ``AutofillMentionAttribute/isWhole(_:of:)`` accepts is a mention, in the
  /// composer's text and in an `attributedText` set on it.
  public static var autofillMention: NSAttributedString.Key {
    NSAttributedString.Key("AutofillTextView.mention")
  }
}

/// The value of the `NSAttributedString.Key.autofillMention` attribute: the item
/// a mention stands for. Two adjacent runs are two mentions when their values are distinct
/// objects.
///
/// It supports secure coding, so that a host can archive a draft's `attributedText` (and so
/// that archiving one never fails on it): the item's value, subtitle and section are kept, and
/// its ``AutofillItem/refCon`` when it is a `String`, an `Int` or a `UUID`; any other `refCon`
/// is left out (`nil` once decoded). It is archived under the class name
/// `AutofillCore.AutofillMentionAttribute`. Decode with `NSAttributedString`,
/// `AutofillMentionAttribute` and the classes of the text's other attribute values allowed: a
/// composer's text carries at least a font and colours, dictated text `NSTextAlternatives`,
/// and a host's own attributes their classes; a class left out makes the unarchiving throw:
///
/// ```swift
/// let data = try NSKeyedArchiver.archivedData(
///   withRootObject: composer.attributedText as Any, requiringSecureCoding: true)
/// let draft = try NSKeyedUnarchiver.unarchivedObject(
///   ofClasses: [
///     NSAttributedString.self, AutofillMentionAttribute.self, UIFont.self, UIColor.self,
///     NSParagraphStyle.self,
///   ], from: data)
/// composer.attributedText = draft as? NSAttributedString
/// ```
public final class AutofillMentionAttribute: NSObject, NSSecureCoding, Sendable {
  /// The item the mention stands for.
  public let item: AutofillItem
  /// The length, in UTF-16 code units, of the mention it was set on (the composer sets it);
  /// `nil` for a value made without one.
  public let utf16Length: Int?
  /// The text of the mention it was set on (the composer sets it); `nil` for a value made
  /// without it. With it, a run of the same length but other text (typed over the mention,
  /// rewritten) is not the mention.
  public let text: String?

  /// Creates the attribute's value for a mention of `item`.
  ///
  /// A host building a draft makes its values without a length (any whole run is then a
  /// mention); a value read from a composer holds its mention's length and stands for a run of
  /// that length only, so do not reuse it on other text.
  ///
  /// - Parameters:
  ///   - item: The item the mention stands for.
  ///   - utf16Length: The mention's length in UTF-16 code units, if known.
  public init(_ item: AutofillItem, utf16Length: Int? = nil) {
    self.item = item
    self.utf16Length = utf16Length
    text = nil
  }

  /// Creates the value a composer sets on a mention: it holds the mention's text (and so its
  /// length), by which the mention recognises itself after any change.
  ///
  /// - Parameters:
  ///   - item: The item the mention stands for.
  ///   - text: The mention's text.
  public init(_ item: AutofillItem, text: String) {
    self.item = item
    utf16Length = text.utf16.count
    self.text = text
  }

  /// Whether `run` of `string` is a whole mention by this value: as long as its mention, and
  /// with the same text (UTF-16 code units) where the value holds it; any run for a value
  /// made without a length.
  ///
  /// - Parameters:
  ///   - run: The run's range, in UTF-16 code units.
  ///   - string: The attributed text it is a run of.
  /// - Returns: Whether the run stands for the item.
  /// - Complexity: O(*k*), *k* the run's length.
  public func isWhole(_ run: NSRange, of string: some AutofillMentionText) -> Bool {
    guard isWhole(run) else { return false }
    guard let text else { return true }
    guard run.location >= 0, run.length >= 0, run.length <= string.utf16Count - run.location
    else { return false }
    return text.utf16.elementsEqual(string.utf16CodeUnits(in: run))
  }

  /// Whether a run of text that carries this value is a whole mention: as long as the mention
  /// it was set on (any run, for a value made without a length). A run that is only part of a
  /// mention ("Adams" of "@Zuri Adams", put back by undoing an edit that replaced it, after
  /// the rest was restyled as plain text) is not.
  ///
  /// - Parameter run: The run's range.
  /// - Returns: Whether the run stands for the item.
  public func isWhole(_ run: NSRange) -> Bool {
    utf16Length.map { $0 == run.length } ?? true
  }

  /// Whether it decodes securely: it does.
  public static var supportsSecureCoding: Bool { true }

  /// Archives the item's value, subtitle, section, entered text and a `String`, `Int` or `UUID` `refCon`,
  /// and the mention's length and text.
  ///
  /// - Parameter coder: The archiver.
  public func encode(with coder: NSCoder) {
    coder.encode(item.value as NSString, forKey: "value")
    if let utf16Length { coder.encode(utf16Length, forKey: "utf16Length") }
    if let text { coder.encode(text as NSString, forKey: "text") }
    if let subtitle = item.subtitle { coder.encode(subtitle as NSString, forKey: "subtitle") }
    if let section = item.section { coder.encode(section as NSString, forKey: "section") }
    if let entered = item.enteredText { coder.encode(entered as NSString, forKey: "enteredText") }
    switch item.refCon {
    case let refCon as String: coder.encode(refCon as NSString, forKey: "refConString")
    case let refCon as Int: coder.encode(refCon, forKey: "refConInt")
    case let refCon as UUID: coder.encode(refCon.uuidString as NSString, forKey: "refConUUID")
    default: break
    }
  }

  /// Decodes what ``encode(with:)`` archived; fails without a value.
  ///
  /// - Parameter coder: The unarchiver.
  public init?(coder: NSCoder) {
    // Each key is looked for first: a missing one is a decoding error on some platforms.
    func string(_ key: String) -> String? {
      guard coder.containsValue(forKey: key) else { return nil }
      return coder.decodeObject(of: NSString.self, forKey: key).map(String.init)
    }
    guard let value = string("value") else { return nil }
    var refCon: (any Sendable)?
    if let string = string("refConString") {
      refCon = string
    } else if coder.containsValue(forKey: "refConInt") {
      refCon = coder.decodeInteger(forKey: "refConInt")
    } else if let uuid = string("refConUUID") {
      refCon = UUID(uuidString: uuid)
    }
    item = AutofillItem(
      value, subtitle: string("subtitle"), section: string("section"),
      enteredText: string("enteredText"), refCon: refCon)
    utf16Length =
      coder.containsValue(forKey: "utf16Length") ? coder.decodeInteger(forKey: "utf16Length") : nil
    text = string("text")
  }
}
