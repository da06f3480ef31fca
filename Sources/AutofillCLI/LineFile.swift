import Foundation

/// Reads UTF-8 text files of one entry per line.
enum LineFile {
  /// The non-empty lines of a corpus file. Lines end at LF or CR LF; a leading byte order mark
  /// is ignored.
  static func corpus(_ path: String) throws(CommandError) -> [String] {
    try lines(path).filter { !$0.isEmpty }
  }

  /// Every line of a file, empty ones included, except the empty one after a final newline.
  static func lines(_ path: String) throws(CommandError) -> [String] {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .input("cannot read \(path): \(error.localizedDescription)")
    }
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
}
