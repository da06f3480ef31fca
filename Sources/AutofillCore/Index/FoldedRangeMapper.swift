/// Maps a range of a folded value back to the value by folding its prefixes: exact for any
/// folding, used when a value's folding is not the concatenation of its characters' foldings.
struct FoldedRangeMapper {
  let value: String
  let variant: FoldingVariant
  private let boundaries: [String.Index]

  init(value: String, variant: FoldingVariant) {
    self.value = value
    self.variant = variant
    boundaries = Array(value.indices) + [value.endIndex]
  }

  /// The number of folded characters in the first `characters` characters of the value.
  private func foldedCount(_ characters: Int) -> Int {
    variant.fold(String(value[..<boundaries[characters]])).count
  }

  /// The smallest range of whole characters whose folded prefix counts cover `folded`: it
  /// starts at the last character boundary whose folded prefix is no longer than the range's
  /// start, and ends at the first whose folded prefix reaches the range's end.
  func valueRange(of folded: Range<Int>) -> Range<String.Index> {
    let last = boundaries.count - 1
    var low = 0
    var high = last
    while low < high {
      let middle = (low + high + 1) / 2
      if foldedCount(middle) <= folded.lowerBound { low = middle } else { high = middle - 1 }
    }
    let lower = low
    high = last
    while low < high {
      let middle = (low + high) / 2
      if foldedCount(middle) >= folded.upperBound { high = middle } else { low = middle + 1 }
    }
    return boundaries[lower]..<boundaries[max(lower, low)]
  }
}
