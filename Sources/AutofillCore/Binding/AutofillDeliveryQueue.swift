/// When a SwiftUI field's handlers and binding writes run: at the event, as SwiftUI's own
/// `onSubmit` and `focused` do, unless SwiftUI is updating the view (state must not change
/// then), in which case just after that update; always in the order of the events.
///
/// A field reports some events inside SwiftUI's updates (text or focus set from a binding,
/// the field leaving the screen). Those wait, and anything that comes after them waits its
/// turn behind them; so does anything a handler causes while it runs.
///
/// ```swift
/// var queue = AutofillDeliveryQueue<@MainActor () -> Void>()
/// switch queue.enqueue(handler, isUpdating: isUpdating) {
/// case .deliverNow: while let next = queue.next() { next() }
/// case .deliverAfterUpdate:
///   Task { @MainActor in
///     if queue.startDeliveryAfterUpdate() { while let next = queue.next() { next() } }
///   }
/// case .wait: break
/// }
/// ```
public struct AutofillDeliveryQueue<Element> {
  /// What the caller does after an element was queued.
  public enum Action: Sendable, Equatable {
    /// Deliver now: call ``AutofillDeliveryQueue/next()`` until it returns `nil`.
    case deliverNow
    /// Schedule one delivery for just after the update, which calls
    /// ``AutofillDeliveryQueue/startDeliveryAfterUpdate()`` first.
    case deliverAfterUpdate
    /// Nothing: a delivery under way or scheduled takes it, in turn.
    case wait
  }

  /// The elements not delivered yet, oldest first.
  public private(set) var pending: [Element] = []
  /// Whether a caller is taking elements with ``next()``.
  private var isDelivering = false
  /// Whether a delivery after the update is scheduled and has not started.
  private var isScheduled = false

  /// Creates an empty queue.
  public init() {}

  /// Queues an element.
  ///
  /// - Parameters:
  ///   - element: A handler, or anything else to deliver in order.
  ///   - isUpdating: Whether SwiftUI is updating the view now.
  /// - Returns: What the caller does.
  public mutating func enqueue(_ element: Element, isUpdating: Bool) -> Action {
    pending.append(element)
    if isDelivering { return .wait }
    if isUpdating {
      guard !isScheduled else { return .wait }
      isScheduled = true
      return .deliverAfterUpdate
    }
    isDelivering = true
    return .deliverNow
  }

  /// The scheduled delivery runs.
  ///
  /// - Returns: Whether to call ``next()`` until it returns `nil`; `false` when a delivery is
  ///   already under way, which takes everything.
  public mutating func startDeliveryAfterUpdate() -> Bool {
    isScheduled = false
    guard !isDelivering, !pending.isEmpty else { return false }
    isDelivering = true
    return true
  }

  /// The next element to deliver, oldest first.
  ///
  /// - Returns: The element, or `nil` when none is left (the delivery is then over).
  public mutating func next() -> Element? {
    guard !pending.isEmpty else {
      isDelivering = false
      return nil
    }
    return pending.removeFirst()
  }
}

extension AutofillDeliveryQueue: Sendable where Element: Sendable {}
