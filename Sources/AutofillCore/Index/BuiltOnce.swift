import Foundation

/// A value built on first use, by whichever thread needs it first, and shared afterwards.
///
/// The build runs outside the lock, so readers of other slots (and of this one, once it is
/// stored) never wait behind it; when two threads build at once, the first stored value wins
/// and both return it.
///
/// `@unchecked Sendable` is safe because every read and write of `stored` holds `lock`, and the
/// stored value is itself `Sendable` (and replaced only whole, by ``replace(with:)``).
final class BuiltOnce<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value?

  init(_ value: Value? = nil) { stored = value }

  /// The value, if it is built.
  var value: Value? {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }

  /// The value, built with `build` now if it is not.
  func orBuild(_ build: () -> Value) -> Value {
    if let value { return value }
    return store(build())
  }

  /// Replaces the stored value: a reader gets the value before or this one, whole.
  func replace(with value: Value) {
    lock.lock()
    defer { lock.unlock() }
    stored = value
  }

  /// Stores a value unless one was stored first; returns the stored one.
  @discardableResult
  func store(_ value: Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    if let stored { return stored }
    stored = value
    return value
  }
}
