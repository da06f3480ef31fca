/// Verifies contains-mode candidates: each item's key aligned with the query once (see
/// ``SubstringAlignment``), its distance and tier remembered, since the stages of a relevance
/// search may offer the same item more than once.
struct TypoVerifier {
  private let keys: FoldedKeys
  private let isWordCharacter: [Bool]
  private var alignment: SubstringAlignment
  private let filter: SubstringDistanceFilter
  private var key: [UInt32] = []
  private var verified: [Int: TypoKeyMatch?] = [:]
  private var prefetched: UInt32 = 0
  private let k: Int
  /// The query's distinct characters and how often each occurs, and a count per character
  /// for the key at hand.
  private let distinct: [UInt32]
  private let needed: [Int]
  private var found: [Int]

  init(keys: FoldedKeys, isWordCharacter: [Bool], query: [UInt32], k: Int) {
    self.keys = keys
    self.isWordCharacter = isWordCharacter
    self.k = k
    alignment = SubstringAlignment(query: query, k: k)
    filter = SubstringDistanceFilter(query: query)
    var distinct: [UInt32] = []
    var needed: [Int] = []
    for id in query {
      if let index = distinct.firstIndex(of: id) {
        needed[index] += 1
      } else {
        distinct.append(id)
        needed.append(1)
      }
    }
    self.distinct = distinct
    self.needed = needed
    found = Array(repeating: 0, count: distinct.count)
  }

  /// Reads the start of each item's key, so that checking them one after another finds them in
  /// the cache: these reads do not wait for each other, while a check waits for its key.
  mutating func prefetch(_ items: ArraySlice<UInt32>) {
    var touched: UInt32 = 0
    keys.offsets.withUnsafeBufferPointer { offsets in
      keys.bytes.withUnsafeBufferPointer { bytes in
        for item in items { touched &+= offsets[Int(item)] }
        for item in items {
          let start = Int(offsets[Int(item)])
          if start < bytes.count { touched &+= UInt32(bytes[start]) }
        }
      }
    }
    // Kept, so that the reads are not optimized away.
    prefetched = touched
  }

  /// The item's match with 1 to `k` typos; `nil` if it matches without typos or not at all.
  mutating func match(_ item: Int) -> TypoKeyMatch? {
    // Most candidates are more than `k` from every part of their key: the bit-parallel
    // distance says so in a few operations per character, before any table or cache.
    if filter.isUsable {
      let (start, end) = keys.bounds(of: item)
      let smallest = keys.bytes.withUnsafeBufferPointer {
        filter.smallestDistance(in: $0, bounds: start..<end)
      }
      guard smallest > 0 && smallest <= k else { return nil }
    }
    if let known = verified[item] { return known }
    let found = align(item)
    verified[item] = found
    return found
  }

  private mutating func align(_ item: Int) -> TypoKeyMatch? {
    key.removeAll(keepingCapacity: true)
    let (start, end) = keys.bounds(of: item)
    var position = start
    keys.bytes.withUnsafeBufferPointer { bytes in
      while position < end {
        let lead = bytes[position]
        if lead < 0x80 {
          key.append(UInt32(lead) - 1)
          position += 1
        } else {
          key.append(keys.id(at: position))
          position += 1
          while position < end && FoldedKeys.isContinuation(bytes[position]) { position += 1 }
        }
      }
    }
    // Each typo brings at most one character into the query that the part of the key it was
    // made from lacks (a transposition none): a key lacking more than `k` of the query's
    // characters has no part within `k`, which costs less to find out than an alignment.
    for index in found.indices { found[index] = 0 }
    for id in key {
      if let index = distinct.firstIndex(of: id) { found[index] += 1 }
    }
    var missing = 0
    for index in needed.indices { missing += max(0, needed[index] - found[index]) }
    guard missing <= k else { return nil }
    guard let (typos, span) = key.withUnsafeBufferPointer({ alignment.best(in: $0) }), typos > 0
    else { return nil }
    let tier: AutofillMatch.Tier
    if span.lowerBound == 0 {
      tier = span.upperBound == key.count ? .exact : .prefix
    } else {
      tier = isWordCharacter[Int(key[span.lowerBound - 1])] ? .substring : .wordPrefix
    }
    return TypoKeyMatch(item: item, tier: tier, typos: typos, span: span)
  }
}
