import AutofillCore
import XCTest

/// A SwiftUI field's handlers and binding writes run at the event, as SwiftUI's `onSubmit`
/// does, except during SwiftUI's update, when they run just after it; always in order.
final class DeliveryQueueTests: XCTestCase {
  /// One step: an event (outside or inside an update), or the scheduled delivery running.
  private enum Step {
    case event(String, isUpdating: Bool)
    case afterUpdate
  }

  /// Runs the steps as the coordinator does; `causes` maps an event to one its handler causes
  /// while it runs. Returns the order in which handlers ran, and the actions.
  private func run(
    _ steps: [Step], causes: [String: String] = [:]
  ) -> (delivered: [String], actions: [AutofillDeliveryQueue<String>.Action]) {
    var queue = AutofillDeliveryQueue<String>()
    var delivered: [String] = []
    var actions: [AutofillDeliveryQueue<String>.Action] = []
    func deliver() {
      while let event = queue.next() {
        delivered.append(event)
        if let caused = causes[event] { send(caused, isUpdating: false) }
      }
    }
    func send(_ event: String, isUpdating: Bool) {
      let action = queue.enqueue(event, isUpdating: isUpdating)
      actions.append(action)
      if action == .deliverNow { deliver() }
    }
    for step in steps {
      switch step {
      case .event(let event, let isUpdating): send(event, isUpdating: isUpdating)
      case .afterUpdate: if queue.startDeliveryAfterUpdate() { deliver() }
      }
    }
    XCTAssertTrue(queue.pending.isEmpty)
    return (delivered, actions)
  }

  func test_handlersRunAtTheEvent_exceptDuringAnUpdate_inOrder() {
    let cases:
      [(
        line: UInt, steps: [Step], causes: [String: String], delivered: [String],
        actions: [AutofillDeliveryQueue<String>.Action]
      )] = [
        // Outside an update: at once, one after the other.
        (
          #line, [.event("pick", isUpdating: false), .event("submit", isUpdating: false)], [:],
          ["pick", "submit"], [.deliverNow, .deliverNow]
        ),
        // Inside an update: one delivery after it takes everything queued meanwhile.
        (
          #line,
          [.event("hide", isUpdating: true), .event("state", isUpdating: true), .afterUpdate],
          [:], ["hide", "state"], [.deliverAfterUpdate, .wait]
        ),
        // An event after the update but before the scheduled delivery runs goes behind the
        // waiting ones; the scheduled delivery then finds nothing.
        (
          #line,
          [.event("hide", isUpdating: true), .event("pick", isUpdating: false), .afterUpdate],
          [:], ["hide", "pick"], [.deliverAfterUpdate, .deliverNow]
        ),
        // What a handler causes runs after it and after what was already queued.
        (
          #line,
          [.event("a", isUpdating: true), .event("b", isUpdating: true), .afterUpdate],
          ["a": "a'"], ["a", "b", "a'"], [.deliverAfterUpdate, .wait, .wait]
        ),
        (
          #line, [.event("pick", isUpdating: false), .event("submit", isUpdating: false)],
          ["pick": "focus"], ["pick", "focus", "submit"], [.deliverNow, .wait, .deliverNow]
        ),
        // A second update after the delivery schedules again.
        (
          #line,
          [
            .event("a", isUpdating: true), .afterUpdate, .event("b", isUpdating: true),
            .afterUpdate,
          ],
          [:], ["a", "b"], [.deliverAfterUpdate, .deliverAfterUpdate]
        ),
      ]
    for (line, steps, causes, delivered, actions) in cases {
      let result = run(steps, causes: causes)
      XCTAssertEqual(result.delivered, delivered, line: line)
      XCTAssertEqual(result.actions, actions, line: line)
    }
  }
}
