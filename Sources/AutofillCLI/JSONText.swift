/// Writes JSON values with keys in a fixed order, so output lines read the same every time.
enum JSONText {
  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// A number rounded to `decimals` places, written without a fraction when it is whole;
  /// `null` for infinity and NaN. Any finite value is written, however large (`1e+308`).
  static func number(_ value: Double, decimals: Int = 2) -> String {
    guard value.isFinite else { return "null" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (value * scale).rounded()
    // Past 2^53 a Double has no fraction left to round, and an Int cannot hold 2^63 or more.
    guard scaled.isFinite, abs(scaled) < 0x1p53 else { return String(value) }
    let rounded = scaled / scale
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  static func object(_ fields: [(String, String)]) -> String {
    "{" + fields.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
  }

  static func array(_ values: [String]) -> String { "[" + values.joined(separator: ", ") + "]" }
}
