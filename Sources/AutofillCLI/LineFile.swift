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
    guard var text = String(data: data, encoding: .utf8) else {
      throw .input("\(path) is not valid UTF-8 text")
    }
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    var lines = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }
    ).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
