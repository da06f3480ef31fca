/// A failure the command reports on standard error before exiting with its code.
enum CommandError: Error {
  /// The arguments are wrong (exit code 2).
  case usage(String)
  /// An input file is missing, unreadable or not UTF-8 (exit code 2).
  case input(String)
  /// A remote source failed (exit code 1).
  case remote(String)

  var message: String {
    switch self {
    case .usage(let message), .input(let message), .remote(let message): message
    }
  }

  var exitCode: Int32 {
    if case .remote = self { return 1 }
    return 2
  }
}
