import Dispatch
import Foundation

/// Runs `count` independent jobs on all cores and returns their results in job order.
func concurrentMap<T: Sendable>(_ count: Int, _ body: @Sendable (Int) -> T) -> [T] {
  let slots = ResultSlots<T>(count: count)
  DispatchQueue.concurrentPerform(iterations: count) { index in slots.store(body(index), at: index)
  }
  return slots.values
}

/// Results written by concurrent jobs.
///
/// `@unchecked Sendable` is safe because every read and write of `storage` holds `lock`.
private final class ResultSlots<T: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [T?]

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  func store(_ value: T, at index: Int) {
    lock.lock()
    defer { lock.unlock() }
    storage[index] = value
  }

  var values: [T] {
    lock.lock()
    defer { lock.unlock() }
    return storage.compactMap { $0 }
  }
}
