/// A fixed array of plain integers in read-only memory that an owner keeps alive: memory of its
/// own (an index built from items), or a region of an index file's mapping (an index opened
/// from a version 3 file, see `IndexFileMapping`), so that both kinds of index run the same
/// lookup code on the same kind of storage.
///
/// A read past the end gives 0 instead of trapping: a damaged file's numbers can make a lookup
/// read a wrong value, never outside the memory, and never stop the process. (The lookup code
/// reads within bounds on every index it builds or checks; see <doc:IndexFile>.)
///
/// `@unchecked Sendable` is safe because the memory is never written after it is made, and the
/// owner keeps it for as long as a copy of the array exists.
struct StoredArray<Element: FixedWidthInteger>: RandomAccessCollection,
  @unchecked Sendable
{
  private let buffer: UnsafeBufferPointer<Element>
  /// What keeps ``buffer`` alive: an `OwnedMemory`, or the file's mapping. (Three words in
  /// all: the structures that hold these are passed to the lookups' hot functions.)
  private let owner: AnyObject?

  /// The bytes of memory this array allocated (0 for a view of a file's mapping).
  var ownedByteCount: Int { owner is OwnedMemory ? buffer.count * MemoryLayout<Element>.stride : 0 }

  /// A copy of `values` in memory of its own.
  init(_ values: [Element]) {
    let memory = OwnedMemory(
      byteCount: values.count * MemoryLayout<Element>.stride,
      alignment: MemoryLayout<Element>.alignment)
    let start = memory.pointer.bindMemory(to: Element.self, capacity: values.count)
    values.withUnsafeBufferPointer { values in
      if let base = values.baseAddress { start.initialize(from: base, count: values.count) }
    }
    buffer = UnsafeBufferPointer(start: start, count: values.count)
    owner = memory
  }

  /// `count` values in memory of its own, zeroed, then set by `fill`: no transient array.
  init(zeroed count: Int, _ fill: (UnsafeMutableBufferPointer<Element>) -> Void) {
    let memory = OwnedMemory(
      byteCount: count * MemoryLayout<Element>.stride, alignment: MemoryLayout<Element>.alignment)
    let start = memory.pointer.bindMemory(to: Element.self, capacity: count)
    start.initialize(repeating: 0, count: count)
    fill(UnsafeMutableBufferPointer(start: start, count: count))
    buffer = UnsafeBufferPointer(start: start, count: count)
    owner = memory
  }

  /// The `count` values at the start of `bytes` (which must hold them, aligned for `Element`),
  /// kept alive by `owner`.
  init(viewing bytes: UnsafeRawBufferPointer, count: Int, owner: AnyObject) {
    if let base = bytes.baseAddress, count > 0 {
      buffer = UnsafeBufferPointer(
        start: base.bindMemory(to: Element.self, capacity: count), count: count)
    } else {
      buffer = UnsafeBufferPointer(start: nil, count: 0)
    }
    self.owner = owner
  }

  var startIndex: Int { 0 }
  var endIndex: Int { buffer.count }

  /// The value at `position`, or 0 past the end.
  @inline(__always) subscript(position: Int) -> Element {
    guard UInt(bitPattern: position) < UInt(bitPattern: buffer.count) else { return 0 }
    // A buffer that holds a value has a start: no second check on the way to it.
    return buffer.baseAddress.unsafelyUnwrapped[position]
  }

  /// The values' bytes, valid while this array (or a copy) lives: for writing them to a file.
  var unsafeBytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(buffer) }

  /// Calls `body` with the values' memory. (The array is read while its holder, an index's
  /// structure, lives: the memory lives at least as long, as it does for the subscript.)
  @inline(__always)
  func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result)
    rethrows -> Result
  {
    try body(buffer)
  }

  /// Calls `body` with the values' bytes (see ``withUnsafeBufferPointer(_:)``).
  @inline(__always)
  func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows
    -> Result
  {
    try body(UnsafeRawBufferPointer(buffer))
  }
}

/// Memory a ``StoredArray`` allocated, freed with the last array that views it.
private final class OwnedMemory {
  let pointer: UnsafeMutableRawPointer

  init(byteCount: Int, alignment: Int) {
    pointer = .allocate(byteCount: max(byteCount, 1), alignment: alignment)
  }

  deinit { pointer.deallocate() }
}
