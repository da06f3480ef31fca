/// The order in which suggestions show when their items have sections (see <doc:Sections>).
///
/// Within each run of rows from one origin (the field's items, a source, the items before
/// typing), the rows group by section, the rows without a section making one group too; the
/// groups come in the order of their first (best-ranked) row, each with its rows in their
/// order. So a run's best row stays its first, the row Down highlights first and inline
/// completion offers. Runs never mix: a source's rows stay under the field's own rows, so an
/// answer never moves a row already shown. The host's own rows (``AutofillSuggestion/Origin/suggested``)
/// keep the order they were given in.
enum SectionGrouping {
  /// The display order of `rows`: the index of each row in `rows`, top to bottom; `nil` when
  /// it is the order of `rows` (no row has a section, or the grouping moves nothing).
  ///
  /// - Parameter rows: The rows in ranked order, in runs of one origin.
  /// - Returns: A permutation of `rows.indices`, or `nil` for the identity.
  /// - Complexity: O(*n*) expected, in the number of rows.
  static func order(of rows: [AutofillSuggestion]) -> [Int]? {
    guard rows.contains(where: { $0.sectionTitle != nil }) else { return nil }
    var order: [Int] = []
    order.reserveCapacity(rows.count)
    var start = 0
    while start < rows.count {
      let origin = rows[start].origin
      var end = start
      var groups: [[Int]] = []
      var groupOfTitle: [String?: Int] = [:]
      while end < rows.count, rows[end].origin == origin {
        let title = rows[end].sectionTitle
        if origin != .suggested, let group = groupOfTitle[title] {
          groups[group].append(end)
        } else {
          groupOfTitle[title] = groups.count
          groups.append([end])
        }
        end += 1
      }
      for group in groups { order += group }
      start = end
    }
    return order.elementsEqual(rows.indices) ? nil : order
  }
}

extension AutofillSuggestion {
  /// The title of the item's section; `nil` when it has none, or an empty or blank one.
  var sectionTitle: String? {
    guard let section = item.section, !section.allSatisfy(\.isWhitespace) else { return nil }
    return section
  }
}
