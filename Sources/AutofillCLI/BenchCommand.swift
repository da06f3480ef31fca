import Foundation

/// `autofill bench`: stub replaced below.
struct BenchCommand {
  init(arguments: [String]) throws(CommandError) {}
  func run() throws(CommandError) {}
}
