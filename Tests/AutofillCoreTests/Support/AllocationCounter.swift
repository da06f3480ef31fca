#if canImport(AllocationCounting)
  import AllocationCounting
#endif

/// Counts the heap allocations (`malloc`, `calloc`, `realloc` and the aligned ones) that the
/// calling thread makes while a closure runs, through the test executable's own allocation
/// functions (see `Tests/AllocationCounting`). Every Swift heap object (arrays, strings, class
/// instances, boxes) is allocated through them.
enum AllocationCounter {
  /// Whether allocations are counted here.
  static var isAvailable: Bool { count {} != nil }

  /// Runs `body` and returns the number of allocations the calling thread made meanwhile;
  /// `nil` where the functions are not replaced (anywhere but Linux with glibc).
  static func count(_ body: () -> Void) -> Int? {
    #if canImport(AllocationCounting)
      allocation_counting_start()
      body()
      let count = allocation_counting_stop()
      return count < 0 ? nil : count
    #else
      // Not part of this build: set AUTOFILL_COUNT_ALLOCATIONS (see the README).
      return nil
    #endif
  }
}
