import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's resident memory: its current size and its peak (high-water mark) so far.
enum ProcessMemory {
  /// The peak resident memory since the process started, in bytes: `VmHWM` from
  /// `/proc/self/status` on Linux, `getrusage`'s `ru_maxrss` elsewhere.
  static var peakResidentBytes: Int? {
    if let kilobytes = statusField("VmHWM:") { return kilobytes * 1024 }
    var usage = rusage()
    #if canImport(Darwin)
      guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
      return Int(usage.ru_maxrss)  // bytes on Darwin
    #else
      guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return nil }
      return Int(usage.ru_maxrss) * 1024  // kilobytes elsewhere
    #endif
  }

  /// Returns freed heap memory to the system where the allocator keeps it (glibc's
  /// `malloc_trim`), so that memory freed before a measurement (the corpus file, say) is not
  /// reused by what is measured next, unseen in the growth of the resident size.
  static func releaseFreedMemory() {
    #if canImport(Glibc)
      typealias Trim = @convention(c) (Int) -> Int32
      // RTLD_DEFAULT is the null handle in glibc.
      if let symbol = dlsym(nil, "malloc_trim") {
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
      }
    #endif
  }

  /// The resident memory now, in bytes (`VmRSS` on Linux), where the platform reports it.
  static var residentBytes: Int? {
    statusField("VmRSS:").map { $0 * 1024 }
  }

  /// The anonymous (dirty, swap-or-keep) resident memory now, in bytes (`RssAnon` on Linux).
  static var anonymousBytes: Int? {
    statusField("RssAnon:").map { $0 * 1024 }
  }

  /// The resident pages of the mappings of one file now, in bytes (the `Rss` of its entries in
  /// `/proc/self/smaps`): clean pages the system can drop and read again. `nil` where the
  /// platform has no `smaps`.
  static func mappedBytes(of path: String) -> Int? {
    // Read to its end: `/proc` files report no size, and `String(contentsOfFile:)` stopped
    // at its first page, before any index file's mapping.
    guard let handle = FileHandle(forReadingAtPath: "/proc/self/smaps"),
      let data = try? handle.readToEnd()
    else { return nil }
    try? handle.close()
    let smaps = String(decoding: data, as: UTF8.self)
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    var total = 0
    var isFile = false
    for line in smaps.split(separator: "\n") {
      if let first = line.first, first.isHexDigit, line.contains("-") {
        // A mapping's first line: address range, permissions, offset, device, inode, path.
        isFile = line.hasSuffix(" " + resolved)
      } else if isFile, line.hasPrefix("Rss:") {
        let number = line.dropFirst(4).split(whereSeparator: \.isWhitespace).first
        total += (number.flatMap { Int($0) } ?? 0) * 1024
      }
    }
    return total
  }

  /// A `kB` field of `/proc/self/status`.
  private static func statusField(_ name: String) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in status.split(separator: "\n") where line.hasPrefix(name) {
      let number = line.dropFirst(name.count).split(whereSeparator: \.isWhitespace).first
      return number.flatMap { Int($0) }
    }
    return nil
  }
}
