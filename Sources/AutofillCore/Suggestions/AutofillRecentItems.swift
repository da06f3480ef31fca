/// The host's recent picks, most recent first, each value once, at most ``capacity``: a small
/// in-memory helper to show before typing.
///
/// The library keeps nothing: a host that wants the list to outlive the app stores
/// ``values`` (or its own model) where it keeps the user's data, and passes them back to
/// ``init(capacity:items:)``. Typed text is never written anywhere by the library.
///
/// ```swift
/// var recent = AutofillRecentItems(capacity: 5)
/// field.onSelect = { item in
///   recent.record(item)
///   field.itemsBeforeTyping = recent.items
/// }
/// ```
public struct AutofillRecentItems: Sendable {
  /// The most items kept; at least 0.
  public let capacity: Int
  /// The items, most recent first, no two with the same value.
  public private(set) var items: [AutofillItem] = []

  /// The items' values, most recent first (for a host that stores them).
  public var values: [String] { items.map(\.value) }

  /// Creates a list.
  ///
  /// - Parameters:
  ///   - capacity: The most items kept; a negative number is taken as 0. Default 10.
  ///   - items: Items to start with, most recent first (a host's stored list); later
  ///     duplicates of a value and items beyond the capacity are dropped.
  public init(capacity: Int = 10, items: [AutofillItem] = []) {
    self.capacity = max(capacity, 0)
    for item in items.reversed() { record(item) }
  }

  /// Puts an item first; an item with the same value moves up instead of repeating, and the
  /// oldest item goes when the list is full.
  ///
  /// The item is kept without its ``AutofillItem/section``: recent picks are one list, most
  /// recent first, under ``AutofillStateTexts/beforeTypingSectionTitle`` ("Recent"), not
  /// regrouped under the sections they were picked from (see <doc:Sections>).
  ///
  /// - Parameter item: The item picked.
  public mutating func record(_ item: AutofillItem) {
    var item = item
    item.section = nil
    items.removeAll { $0.value == item.value }
    items.insert(item, at: 0)
    if items.count > capacity { items.removeLast(items.count - capacity) }
  }

  /// Removes the item with a value, if any (the user deleting one recent entry).
  ///
  /// - Parameter value: The value to remove.
  public mutating func remove(value: String) {
    items.removeAll { $0.value == value }
  }

  /// Removes every item.
  public mutating func removeAll() { items = [] }
}
