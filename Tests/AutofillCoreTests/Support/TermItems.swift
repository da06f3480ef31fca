import AutofillCore

/// Items with matched subtitles and terms (``AutofillItem/terms``), and the naive answer for
/// them: every matched text of every item matched on its own by a reference matcher, then each
/// item kept once with its best text (fewest typos, best tier, then value, subtitle, terms in
/// order), ordered by relevance (typos, tier, item) or source (typos, item), cut to the limit.
struct TermItems {
  let items: [AutofillItem]
  /// Every matched text, item after item: what the reference matchers scan.
  let texts: [String]
  /// Each text's item and field.
  let keys: [(item: Int, field: AutofillMatch.Field)]

  /// Items for `values`, seeded: some match their subtitle (another value, or a piece of one),
  /// some have up to three terms (other values, pieces of them, their own value again, "").
  init(_ values: [String], seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    func other() -> String {
      let value = values.randomElement(using: &generator) ?? ""
      guard Int.random(in: 0..<3, using: &generator) == 0, value.count > 2 else { return value }
      return String(value.dropFirst(Int.random(in: 1..<value.count, using: &generator)))
    }
    var items: [AutofillItem] = []
    for value in values {
      var item = AutofillItem(value)
      if Int.random(in: 0..<3, using: &generator) == 0 {
        item.subtitle = other()
        item.matchesSubtitle = Bool.random(using: &generator)
      }
      if Int.random(in: 0..<4, using: &generator) == 0 {
        item.matchesSubtitle = true  // with or without a subtitle
      }
      for _ in 0..<([0, 0, 1, 2, 3].randomElement(using: &generator) ?? 0) {
        switch Int.random(in: 0..<8, using: &generator) {
        case 0: item.terms.append(value)
        case 1: item.terms.append("")
        default: item.terms.append(other())
        }
      }
      items.append(item)
    }
    self.init(items)
  }

  init(_ items: [AutofillItem]) {
    self.items = items
    var texts: [String] = []
    var keys: [(item: Int, field: AutofillMatch.Field)] = []
    for (number, item) in items.enumerated() {
      texts.append(item.value)
      keys.append((number, .value))
      if item.matchesSubtitle, let subtitle = item.subtitle {
        texts.append(subtitle)
        keys.append((number, .subtitle))
      }
      for (term, text) in item.terms.enumerated() {
        texts.append(text)
        keys.append((number, .term(term)))
      }
    }
    self.texts = texts
    self.keys = keys
  }

  /// The items' answer from the unlimited answer over ``texts`` (positions in ``texts``).
  func itemAnswer(from textAnswer: [ExpectedMatch], options: AutofillMatchOptions)
    -> [ExpectedMatch]
  {
    var best: [Int: (key: Int, match: ExpectedMatch)] = [:]
    for match in textAnswer {
      let (item, field) = keys[match.itemIndex]
      var found = match
      found.itemIndex = item
      found.field = field
      if let kept = best[item],
        (kept.match.typos, kept.match.tier, kept.key) <= (match.typos, match.tier, match.itemIndex)
      {
        continue
      }
      best[item] = (match.itemIndex, found)
    }
    let sorted = best.values.map(\.match).sorted {
      options.ordering == .relevance
        ? ($0.typos, $0.tier, $0.itemIndex) < ($1.typos, $1.tier, $1.itemIndex)
        : ($0.typos, $0.itemIndex) < ($1.typos, $1.itemIndex)
    }
    return options.maximumCount < 0 ? sorted : Array(sorted.prefix(options.maximumCount))
  }
}
