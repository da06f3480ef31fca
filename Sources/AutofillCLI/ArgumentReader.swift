/// Reads `--flag`, `--option VALUE` and positional arguments in any order.
struct ArgumentReader {
  private var remaining: [String]

  init(_ arguments: [String]) { remaining = arguments }

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
  mutating func integer(_ name: String) throws(CommandError) -> Int? {
    guard let text = try value(name) else { return nil }
    guard let number = Int(text) else { throw .usage("\(name) needs a whole number, not \(text)") }
    return number
  }

  /// What is left: positional arguments. An unknown `--option` is an error; `--` ends options.
  mutating func positionals() throws(CommandError) -> [String] {
    if let separator = remaining.firstIndex(of: "--") {
      let before = Array(remaining[..<separator])
      if let unknown = before.first(where: { $0.hasPrefix("--") }) {
        throw .usage("unknown option \(unknown)")
      }
      return before + remaining[(separator + 1)...]
    }
    if let unknown = remaining.first(where: { $0.hasPrefix("--") }) {
      throw .usage("unknown option \(unknown)")
    }
    return remaining
  }
}
