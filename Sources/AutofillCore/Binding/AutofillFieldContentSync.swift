/// Gives a SwiftUI field what it suggests from when it is made, and a value passed at a later
/// update only when it changed, by the rules of ``AutofillFieldContent/isSame(as:)``.
///
/// A source that cannot be compared (a value that is neither a class instance, an
/// ``AutofillIndexSource`` nor `Equatable`, such as an ``AutofillClosureSource`` made in
/// `body`) is given to the field inside a box; at every update the box takes the newest
/// value of the same type, so the field's next request goes to it without restarting the
/// field (an open dropdown stays, a query under way finishes with the source it started with).
/// The same holds for each trigger's source. Answers the field keeps for texts typed again
/// (``AutofillSource/cachesAnswers``) stay until it is given another source; make the source
/// `Equatable`, or a class, to have a change of it ask again from the start.
///
/// ```swift
/// var sync = AutofillFieldContentSync()
/// // at every update of the view:
/// if let content = sync.update(to: .source(AutofillClosureSource { query in … })) {
///   // give `content` to the field
/// }
/// ```
public struct AutofillFieldContentSync: Sendable {
  /// The content passed at the last update, as the view passed it.
  private var current: AutofillFieldContent?
  /// The boxes given to the field, in the order of the content's sources; `nil` where the
  /// source was given as it is.
  private var boxes: [AutofillSourceBox?] = []

  /// Creates a sync that has given the field nothing yet.
  public init() {}

  /// The view was updated with `content`.
  ///
  /// - Parameter content: The items, source or triggers the view passed.
  /// - Returns: What to give the field (with a box in place of each source that cannot be
  ///   compared), or `nil` when it keeps what it has.
  /// - Complexity: O(*n*) in the number of items or triggers.
  public mutating func update(to content: AutofillFieldContent) -> AutofillFieldContent? {
    defer { current = content }
    if let current, current.isSame(as: content) {
      for (box, source) in zip(boxes, content.sources) { box?.source = source }
      return nil
    }
    boxes = content.sources.map {
      AutofillFieldContent.match($0, $0) == .swappable ? AutofillSourceBox($0) : nil
    }
    return content.replacingSources(with: boxes.map { $0 as (any AutofillSource)? })
  }
}
