import Foundation

/// Finds the numbers JSON cannot hold (`NaN`, `Infinity`, `1e999`) in a line that failed to
/// parse, so the error can name the key that holds one instead of "expected a JSON object".
enum NonFiniteNumbers {
  /// The key of a JSON object line whose value is, or holds, a number that is not finite, and
  /// that number as written; `nil` when the line has none or is not a JSON object with them
  /// left out.
  static func first(in line: Data) -> (key: String, number: String)? {
    guard let text = String(data: line, encoding: .utf8) else { return nil }
    // Each such number becomes a string marker, which strict JSON parses; the marker's place in
    // the parsed object then names its key. A fresh UUID keeps the line's own strings from
    // posing as one.
    let marker = "non-finite-\(UUID().uuidString)-"
    var marked = ""
    var numbers: [String] = []
    var isInString = false
    var isEscaped = false
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if isInString {
        marked.append(character)
        if isEscaped {
          isEscaped = false
        } else if character == "\\" {
          isEscaped = true
        } else if character == "\"" {
          isInString = false
        }
        index = text.index(after: index)
        continue
      }
      if character == "\"" { isInString = true }
      guard isBare(character) else {
        marked.append(character)
        index = text.index(after: index)
        continue
      }
      let end = text[index...].firstIndex { !isBare($0) } ?? text.endIndex
      let token = String(text[index..<end])
      if let value = Double(token), !value.isFinite {
        marked += "\"\(marker)\(numbers.count)\""
        numbers.append(token)
      } else {
        marked += token
      }
      index = end
    }
    guard !numbers.isEmpty,
      let object = try? JSONSerialization.jsonObject(with: Data(marked.utf8)) as? [String: Any]
    else { return nil }
    for (position, number) in numbers.enumerated() {
      let wanted = "\(marker)\(position)"
      if let key = object.keys.sorted().first(where: { holds(object[$0], wanted) }) {
        return (key, number)
      }
    }
    return nil
  }

  /// A character of a bare JSON token: a number, `true`, `false`, `null`, or what a
  /// non-standard writer puts for NaN and infinity.
  private static func isBare(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || "+-.".contains(character)
  }

  private static func holds(_ value: Any?, _ wanted: String) -> Bool {
    switch value {
    case let text as String: text == wanted
    case let array as [Any]: array.contains { holds($0, wanted) }
    case let object as [String: Any]: object.values.contains { holds($0, wanted) }
    default: false
    }
  }
}
