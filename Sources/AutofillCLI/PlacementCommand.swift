import AutofillCore
import Foundation

/// `autofill placement`: runs ``AutofillPlacement`` on layouts read as JSON lines from standard
/// input and prints each result as one JSON line, so the placement rules can be checked and
/// drawn from outside Swift.
///
/// Each input line is an object with `field` and `container` rectangles (`[x, y, width,
/// height]`) and `rows`, and optionally `safe_area` (`[top, left, bottom, right]`), `keyboard`
/// (a rectangle or `null`), `layout_direction` (`"ltr"` or `"rtl"`), `alignment` (`"leading"`,
/// `"center"` or `"trailing"`), `row_height`,
/// `max_visible_rows`, `min_rows_below`, `min_width`, `gap` and `margin`; a key left out takes
/// ``AutofillPlacement/Input``'s default. Each output line is
/// `{"direction": "below", "frame": [x, y, width, height], "is_empty": false}`.
struct PlacementCommand {
  init(arguments: [String]) throws(CommandError) {
    var reader = ArgumentReader(arguments)
    let extra = try reader.positionals()
    guard extra.isEmpty else {
      throw .usage("placement reads JSON lines on standard input and takes no arguments")
    }
  }

  func run() throws(CommandError) {
    let data = try LineFile.bytes("-")
    guard let text = String(data: data, encoding: .utf8) else {
      throw .input("standard input is not valid UTF-8 text")
    }
    var output = ""
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    where !line.allSatisfy(\.isWhitespace) {
      let input = try Self.input(from: Data(line.utf8), line: number + 1)
      // Numbers beyond a screen's place nothing (AutofillPlacement's rule 0): always finite.
      output += Self.json(AutofillPlacement(input)) + "\n"
    }
    FileHandle.standardOutput.write(Data(output.utf8))
  }

  /// The keys an input line may have.
  private static let keys = Set(Line.CodingKeys.allCases.map(\.rawValue))

  private struct Line: Decodable {
    var field: [Double]
    var container: [Double]
    var rows: Int
    var safeArea: [Double]?
    var keyboard: [Double]?
    var layoutDirection: String?
    var alignment: String?
    var rowHeight: Double?
    var maxVisibleRows: Int?
    var minRowsBelow: Int?
    var minWidth: Double?
    var gap: Double?
    var margin: Double?

    enum CodingKeys: String, CodingKey, CaseIterable {
      case field, container, rows, keyboard, gap, margin, alignment
      case safeArea = "safe_area"
      case layoutDirection = "layout_direction"
      case rowHeight = "row_height"
      case maxVisibleRows = "max_visible_rows"
      case minRowsBelow = "min_rows_below"
      case minWidth = "min_width"
    }
  }

  /// Reads one input line; an unknown key, a missing one or a malformed value is an error, so a
  /// typo never silently falls back to a default.
  private static func input(from data: Data, line: Int) throws(CommandError)
    -> AutofillPlacement
    .Input
  {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      if let (key, number) = NonFiniteNumbers.first(in: data) {
        throw .input("line \(line): \(key) holds \(number), which is not a finite number")
      }
      throw .input("line \(line): expected a JSON object")
    }
    if let unknown = object.keys.sorted().first(where: { !keys.contains($0) }) {
      throw .input("line \(line): unknown key \(unknown)")
    }
    let decoded: Line
    do {
      decoded = try JSONDecoder().decode(Line.self, from: data)
    } catch {
      throw .input("line \(line): needs field, container and rows with values of the right types")
    }
    var input = AutofillPlacement.Input(
      fieldFrame: try rectangle(decoded.field, "field", line),
      containerBounds: try rectangle(decoded.container, "container", line),
      rowCount: decoded.rows)
    if let insets = decoded.safeArea {
      guard insets.count == 4 else {
        throw .input("line \(line): safe_area needs [top, left, bottom, right]")
      }
      input.safeAreaInsets = AutofillPlacement.Insets(
        top: insets[0], left: insets[1], bottom: insets[2], right: insets[3])
    }
    if let keyboard = decoded.keyboard {
      input.keyboardFrame = try rectangle(keyboard, "keyboard", line)
    }
    switch decoded.layoutDirection {
    case nil, "ltr": input.layoutDirection = .leftToRight
    case "rtl": input.layoutDirection = .rightToLeft
    case let other?: throw .input("line \(line): layout_direction is ltr or rtl, not \(other)")
    }
    if let name = decoded.alignment {
      guard let alignment = AutofillPlacement.Alignment(rawValue: name) else {
        throw .input("line \(line): alignment is leading, center or trailing, not \(name)")
      }
      input.alignment = alignment
    }
    if let value = decoded.rowHeight { input.rowHeight = value }
    if let value = decoded.maxVisibleRows { input.maximumVisibleRows = value }
    if let value = decoded.minRowsBelow { input.minimumRowsBelow = value }
    if let value = decoded.minWidth { input.minimumWidth = value }
    if let value = decoded.gap { input.gap = value }
    if let value = decoded.margin { input.margin = value }
    return input
  }

  private static func rectangle(_ values: [Double], _ name: String, _ line: Int)
    throws(CommandError) -> CGRect
  {
    guard values.count == 4 else {
      throw .input("line \(line): \(name) needs [x, y, width, height]")
    }
    return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  private static func json(_ placement: AutofillPlacement) -> String {
    let frame = placement.frame
    return JSONText.object([
      ("direction", JSONText.string(placement.direction.rawValue)),
      (
        "frame",
        JSONText.array(
          [frame.minX, frame.minY, frame.width, frame.height].map { JSONText.number(Double($0)) })
      ),
      ("is_empty", placement.isEmpty ? "true" : "false"),
    ])
  }
}
