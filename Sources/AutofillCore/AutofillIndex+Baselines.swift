/// The index's folded keys, for benchmarks that compare it with other searches over the very
/// same keys (a sorted array, a database index), so that those pay for the search alone and not
/// for a slower folding. Not a supported API: the encoding may change with any release.
extension AutofillIndex {
  /// The folded key of an item in the folding of `options`, encoded as the index stores it:
  /// byte order is the order the index sorts keys in.
  ///
  /// - Parameters:
  ///   - item: A position in ``items`` (a key's, when items have ``AutofillItem/terms``).
  ///   - options: Options whose case, diacritic and width sensitivity count.
  /// - Returns: The key's bytes.
  @_spi(Benchmarks)
  public func foldedKey(ofItem item: Int, options: AutofillMatchOptions = .init()) -> [UInt8] {
    let keys = table(for: options).keys
    let (start, end) = keys.bounds(of: item)
    return Array(keys.bytes[start..<end])
  }

  /// Folds a query as ``matches(for:options:into:)`` does (table lookups for characters below
  /// U+0300, Foundation for others) and writes its key, encoded like ``foldedKey(ofItem:options:)``,
  /// into `key`.
  ///
  /// - Parameters:
  ///   - query: The text typed so far.
  ///   - options: Options whose case, diacritic and width sensitivity count.
  ///   - ids: Scratch storage for the folded characters, reused between calls.
  ///   - key: Storage for the encoded key, emptied first and reused between calls.
  /// - Returns: `false` when the query matches nothing (whitespace only, or a character no
  ///   folded value has); `key` is then empty.
  @_spi(Benchmarks)
  public func foldedKey(
    for query: String, options: AutofillMatchOptions = .init(), ids: inout [UInt32],
    into key: inout [UInt8]
  ) -> Bool {
    guard fold(query, variant: FoldingVariant(options), mayHaveTypos: false, into: &ids) else {
      key.removeAll(keepingCapacity: true)
      return false
    }
    FoldedKeys.encode(ids, into: &key)
    return true
  }
}
