import Foundation

/// Reads UTF-8 text files of one entry per line: regular files, and anything else that can be
/// read to its end (`/dev/stdin`, a pipe, a FIFO, process substitution); `-` is standard input.
enum LineFile {
  /// The non-empty lines of a corpus file. Lines end at LF or CR LF; a leading byte order mark
  /// is ignored.
  static func corpus(_ path: String) throws(CommandError) -> [String] {
    try lines(path).filter { !$0.isEmpty }
  }

  /// Every line of a file, empty ones included, except the empty one after a final newline.
  static func lines(_ path: String) throws(CommandError) -> [String] {
    let data = try bytes(path)
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

  /// The bytes of a file read to its end; `-` is standard input. `Data(contentsOf:)` trusts the
  /// file's size, so it refuses devices and pipes with a false "permission" message; reading a
  /// descriptor does not.
  static func bytes(_ path: String) throws(CommandError) -> Data {
    if path == "-" {
      return try readToEnd(.standardInput, descriptor: STDIN_FILENO, name: "standard input")
    }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw .input("cannot read \(path): \(reason(errno))") }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    return try readToEnd(handle, descriptor: descriptor, name: path)
  }

  /// Reads a descriptor to its end. A directory is refused first: reading one fails with an
  /// error whose description is only a Cocoa error number (and traps in `readDataToEndOfFile`).
  private static func readToEnd(_ handle: FileHandle, descriptor: Int32, name: String)
    throws(CommandError) -> Data
  {
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      throw .input("cannot read \(name): it is a directory")
    }
    do {
      return try handle.readToEnd() ?? Data()
    } catch {
      throw .input("cannot read \(name): \(reason(error))")
    }
  }

  /// The system's words for a failed read: the POSIX error under Foundation's, whose own
  /// description is only "NSCocoaErrorDomain error 256".
  private static func reason(_ error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let posix = underlying, posix.domain == NSPOSIXErrorDomain {
      return reason(Int32(posix.code))
    }
    if let posix = error as? POSIXError { return reason(posix.code.rawValue) }
    return error.localizedDescription
  }

  /// The system's words for an error number, such as "No such file or directory".
  private static func reason(_ number: Int32) -> String {
    String(cString: strerror(number))
  }
}
