extension String {
  /// The `Character` boundary at or before a UTF-16 offset, after clamping the offset to
  /// `0...utf16.count`. An offset inside a surrogate pair or a grapheme cluster (between "e" and
  /// a combining accent, inside a ZWJ emoji or a flag) rounds down to the start of that
  /// character, so nothing built from the result ever splits one.
  func characterIndex(roundingDownUTF16Offset offset: Int) -> String.Index {
    let clamped = Swift.min(Swift.max(offset, 0), utf16.count)
    var index = utf16.index(utf16.startIndex, offsetBy: clamped)
    if index.samePosition(in: unicodeScalars) == nil {
      index = utf16.index(before: index)
    }
    while index > startIndex, String.Index(index, within: self) == nil {
      index = unicodeScalars.index(before: index)
    }
    return index
  }

  /// The UTF-16 offset of an index of this string.
  func utf16Offset(of index: String.Index) -> Int {
    utf16.distance(from: utf16.startIndex, to: index)
  }
}
