/// Which of a field's ``items`` and ``source`` suggest, and how: alone, or together when
/// ``showsItemsWithSource`` is on.
///
/// A field keeps one of these and hands each change to it; the ``Route`` it returns says what
/// to give the session (``AutofillCompletionSession/apply(_:)``). Setting the items replaces
/// the source, and setting a source replaces the items, unless ``showsItemsWithSource`` is on:
/// then the items' matches show at once and the source's rows go under them.
///
/// ```swift
/// var routing = AutofillSourceRouting()
/// session.apply(routing.setItems(cities))               // .items(cities)
/// session.apply(routing.setSource(server))              // .source(server): replaces the items
/// if let route = routing.setShowsItemsWithSource(true) {
///   session.apply(route)                                // .merged(cities, server)
/// }
/// ```
public struct AutofillSourceRouting: Sendable {
  /// What the session suggests from.
  public enum Route: Sendable {
    /// A static list alone (``AutofillCompletionSession/setItems(_:)``).
    case items([AutofillItem])
    /// A source alone, or nothing for `nil` (``AutofillCompletionSession/setSource(_:)``).
    case source((any AutofillSource)?)
    /// A static list with a source's rows under it
    /// (``AutofillCompletionSession/setItems(_:mergedWith:)``).
    case merged([AutofillItem], any AutofillSource)
  }

  /// The static list last set; kept while a source replaces it, so turning
  /// ``showsItemsWithSource`` on brings it back. Empty initially.
  public private(set) var items: [AutofillItem] = []
  /// The source last set, or `nil`; setting ``items`` clears it unless
  /// ``showsItemsWithSource`` is on. `nil` initially.
  public private(set) var source: (any AutofillSource)?
  /// Whether the items and the source suggest together. `false` initially.
  public private(set) var showsItemsWithSource = false

  /// Creates routing with no items, no source, and the two apart.
  public init() {}

  /// Sets the static list.
  ///
  /// - Parameter items: The list, in the order used for ties.
  /// - Returns: With ``showsItemsWithSource`` on and a source, the list merged with it;
  ///   otherwise the list alone (and the source is forgotten).
  public mutating func setItems(_ items: [AutofillItem]) -> Route {
    self.items = items
    if showsItemsWithSource, let source { return .merged(items, source) }
    source = nil
    return .items(items)
  }

  /// Sets the source (`nil` for none); it is kept in every case.
  ///
  /// - Parameter source: The source to ask, or `nil`.
  /// - Returns: With ``showsItemsWithSource`` on, the items merged with the source (the items
  ///   alone for `nil`); otherwise the source alone, replacing the items.
  public mutating func setSource(_ source: (any AutofillSource)?) -> Route {
    self.source = source
    guard showsItemsWithSource else { return .source(source) }
    guard let source else { return .items(items) }
    return .merged(items, source)
  }

  /// Sets whether the items and the source suggest together.
  ///
  /// - Parameter isOn: Whether they do.
  /// - Returns: `nil` when nothing changes for the session (the setting is unchanged, or
  ///   there is no source); else the route ``setSource(_:)`` gives for the current source.
  public mutating func setShowsItemsWithSource(_ isOn: Bool) -> Route? {
    guard isOn != showsItemsWithSource else { return nil }
    showsItemsWithSource = isOn
    guard let source else { return nil }
    return setSource(source)
  }

  /// What to give the session again to ask anew with nothing shown from earlier answers (a
  /// source whose list changed).
  ///
  /// - Returns: With a source, what ``setSource(_:)`` gives for it; else the items alone.
  public func reload() -> Route {
    var copy = self
    guard let source else { return .items(items) }
    return copy.setSource(source)
  }
}
