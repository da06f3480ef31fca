import AutofillCore

/// Dropdown rows from a compact spelling, one token per row, separated by spaces:
/// `s` a suggestion, `S` the highlighted suggestion, `T` a section title, `L` loading,
/// `N` no matches, `F` failed. A token may carry a title after a colon and a subtitle after a
/// slash (`s:Zug/Canton`); without one the title is `row <index>`.
///
/// ```swift
/// dropdownRows("T s S s L")  // a title, three suggestions (the second highlighted), loading
/// ```
func dropdownRows(_ spelling: String) -> [AutofillDropdownRow] {
  guard let template = AutofillDropdownRow.rows(for: .loading).first else { return [] }
  var suggestion = 0
  return spelling.split(separator: " ").enumerated().map { index, token in
    let parts = token.split(separator: ":", maxSplits: 1)
    let code = parts.first.map(String.init) ?? ""
    let texts = parts.count > 1 ? parts[1].split(separator: "/", maxSplits: 1) : []
    var row = template
    row.title = texts.first.map(String.init) ?? "row \(index)"
    row.subtitle = texts.count > 1 ? String(texts[1]) : nil
    row.isHighlighted = code == "S"
    switch code {
    case "s", "S":
      row.kind = .suggestion(index: suggestion)
      suggestion += 1
    case "T": row.kind = .sectionTitle
    case "N": row.kind = .noMatches
    case "F": row.kind = .failed
    default: row.kind = .loading
    }
    return row
  }
}
