import AutofillCore

/// Items for the values with seeded random sections, some none, empty or blank: matching never
/// reads an item's section, so an index of them must agree with a reference that knows none.
///
/// - Parameters:
///   - values: The items' values.
///   - seed: Seeds the choice of sections.
/// - Returns: One item per value, in order.
func sectionedItems(_ values: [String], seed: UInt64) -> [AutofillItem] {
  var generator = SeededGenerator(seed: seed)
  let sections: [String?] = [nil, "Cities", "Countries", "", " ", "Zürich"]
  return values.map { AutofillItem($0, section: sections.randomElement(using: &generator) ?? nil) }
}
