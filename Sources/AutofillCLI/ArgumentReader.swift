/// Reads `--flag`, `--option VALUE` and positional arguments in any order. `--` ends the
/// options: every argument after it is positional, even one that starts with `-`.
struct ArgumentReader {
  /// The arguments before `--`, where options are looked for.
  private var remaining: [String]
  /// The arguments after `--`.
  private let afterSeparator: [String]

  init(_ arguments: [String]) {
    if let separator = arguments.firstIndex(of: "--") {
      remaining = Array(arguments[..<separator])
      afterSeparator = Array(arguments[(separator + 1)...])
    } else {
      remaining = arguments
      afterSeparator = []
    }
  }

  /// Removes every occurrence of a flag; whether there was one.
  mutating func flag(_ name: String) -> Bool {
    let found = remaining.contains(name)
    remaining.removeAll { $0 == name }
    return found
  }

  /// Removes every `name VALUE` pair and returns the values in order.
  mutating func values(_ name: String) throws(CommandError) -> [String] {
    var values: [String] = []
    var index = 0
    while index < remaining.count {
      if remaining[index] == name {
        guard index + 1 < remaining.count else { throw .usage("\(name) needs a value") }
        values.append(remaining[index + 1])
        remaining.removeSubrange(index...(index + 1))
      } else {
        index += 1
      }
    }
    return values
  }

  /// The last value given for an option, if any.
  mutating func value(_ name: String) throws(CommandError) -> String? {
    try values(name).last
  }

  /// The last value given for an integer option, if any.
  ///
  /// - Parameter minimum: The least value allowed; a smaller one is a usage error.
  mutating func integer(_ name: String, atLeast minimum: Int = .min) throws(CommandError) -> Int? {
    guard let text = try value(name) else { return nil }
    guard let number = Int(text) else { throw .usage("\(name) needs a whole number, not \(text)") }
    guard number >= minimum else { throw .usage("\(name) needs at least \(minimum), not \(text)") }
    return number
  }

  /// What is left: positional arguments. Before `--`, an argument that starts with `-` (other
  /// than `-` alone, standard input) is an unknown option and an error.
  mutating func positionals() throws(CommandError) -> [String] {
    if let unknown = remaining.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
      throw .usage("unknown option \(unknown)")
    }
    return remaining + afterSeparator
  }
}
