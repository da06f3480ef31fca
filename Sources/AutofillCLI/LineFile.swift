import Foundation

/// Reads UTF-8 text files of one entry per line: regular files, and anything else that can be
/// read to its end (`/dev/stdin`, a pipe, a FIFO, process substitution); `-` is standard input.
///
/// A file is read in chunks, at most ``Limits/standard`` of it: a line longer than 1 MiB or a
/// file larger than 256 MiB stops the command with an error, so a device or an endless pipe
/// (`/dev/zero`, `yes |`) cannot fill the memory.
enum LineFile {
  /// The most a file read here may hold, and one of its lines (the bytes before its LF).
  struct Limits: Equatable {
    /// The longest line, in bytes.
    var lineBytes: Int
    /// The largest file, in bytes.
    var fileBytes: Int

    /// The limits the commands read with: a line of 1 MiB, a file of 256 MiB.
    static let standard = Limits(lineBytes: 1 << 20, fileBytes: 256 << 20)
  }

  /// The non-empty lines of a corpus file. Lines end at LF or CR LF; a leading byte order mark
  /// is ignored.
  static func corpus(_ path: String, limits: Limits = .standard) throws(CommandError) -> [String] {
    try lines(path, limits: limits).filter { !$0.isEmpty }
  }

  /// Every line of a file, empty ones included, except the empty one after a final newline.
  static func lines(_ path: String, limits: Limits = .standard) throws(CommandError) -> [String] {
    let data = try bytes(path, limits: limits)
    guard String(data: data, encoding: .utf8) != nil else {
      throw .input("\(path) is not valid UTF-8 text")
    }
    var bytes = data[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
      // Lines end at LF; a CR before it belongs to the line ending. Splitting at an ASCII byte
      // keeps every line valid UTF-8.
      String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self)
    }
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// Refuses `-` given more than once among a command's files: the first would read standard
  /// input to its end and leave the others empty, silently.
  static func requireStandardInputOnce(_ paths: [String]) throws(CommandError) {
    guard paths.filter({ $0 == "-" }).count > 1 else { return }
    throw .usage("standard input (-) can be read only once: give - to one --corpus or --queries")
  }

  /// The bytes of a file read to its end, within `limits`; `-` is standard input.
  /// `Data(contentsOf:)` trusts the file's size, so it refuses devices and pipes with a false
  /// "permission" message; reading a descriptor does not.
  static func bytes(_ path: String, limits: Limits = .standard) throws(CommandError) -> Data {
    if path == "-" {
      return try readToEnd(STDIN_FILENO, name: "standard input", limits: limits)
    }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw .input("cannot read \(path): \(reason(errno))") }
    defer { close(descriptor) }
    return try readToEnd(descriptor, name: path, limits: limits)
  }

  /// Reads a descriptor to its end in chunks, stopping with an error at the first line or the
  /// first byte past `limits`. A directory is refused first, by name.
  private static func readToEnd(_ descriptor: Int32, name: String, limits: Limits)
    throws(CommandError) -> Data
  {
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      throw .input("cannot read \(name): it is a directory")
    }
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    var lineLength = 0
    while true {
      // One byte past the file's limit tells a file at the limit from a longer one.
      let wanted = min(chunk.count, limits.fileBytes - data.count + 1)
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw .input("cannot read \(name): \(reason(errno))") }
      guard count > 0 else { return data }
      guard data.count + count <= limits.fileBytes else {
        throw .input(
          "\(name) is larger than \(limits.fileBytes) bytes, the most a file may hold")
      }
      let lengths = chunk.withUnsafeBytes {
        lineLengths(in: UnsafeRawBufferPointer(rebasing: $0[..<count]), carried: lineLength)
      }
      guard lengths.longest <= limits.lineBytes else {
        throw .input(
          "\(name) has a line longer than \(limits.lineBytes) bytes, the most a line may hold")
      }
      lineLength = lengths.open
      data.append(contentsOf: chunk[..<count])
    }
  }

  /// The longest line in `bytes` (the first one continuing a line of `carried` bytes before
  /// them), and the length of the line still open at their end; lengths exclude the LF.
  private static func lineLengths(in bytes: UnsafeRawBufferPointer, carried: Int)
    -> (longest: Int, open: Int)
  {
    guard let base = bytes.baseAddress else { return (carried, carried) }
    var start = 0
    var length = carried
    var longest = carried
    while start < bytes.count, let found = memchr(base + start, 0x0A, bytes.count - start) {
      let end = base.distance(to: UnsafeRawPointer(found))
      longest = max(longest, length + end - start)
      length = 0
      start = end + 1
    }
    length += bytes.count - start
    return (max(longest, length), length)
  }

  /// The system's words for an error number, such as "No such file or directory".
  private static func reason(_ number: Int32) -> String {
    String(cString: strerror(number))
  }
}
