/// For each run of `length` adjacent folded characters, the items whose key contains it, in
/// source order: the candidate filter for "contains" lookups.
///
/// Characters are grouped into ``CharacterBuckets``, so the table has a fixed number of lists
/// whatever the alphabet. Grouping only widens lists; every candidate is verified.
///
/// After the gram lists come the lists of the characters that share a bucket and have a
/// number of their own (``CharacterBuckets/ownNumber(_:)``): the items whose key contains the
/// character. A query shorter than a gram with such a character takes its list instead of
/// every list of the shared bucket when it is shorter, and a longer query intersects it with
/// its grams' lists.
struct GramPostings: Sendable {
  let length: Int
  let buckets: CharacterBuckets
  private let lists: PackedLists
  /// The number of gram lists; a character's own list is numbered after them.
  private let gramListCount: Int

  private var bucketBits: Int { buckets.bits }

  /// - Parameter length: Characters per gram.
  init(keys: FoldedKeys, buckets: CharacterBuckets, length: Int) {
    self.length = length
    self.buckets = buckets
    let bucketBits = buckets.bits
    let endBucket = buckets.end
    let listCount = 1 << (bucketBits * length)
    gramListCount = listCount
    let mask = listCount - 1
    let sharedBucket = buckets.shared
    // Each item's distinct grams are derived again on each of the packing's walks, so no list
    // of every item's grams is kept. The key is padded with `length - 1` end buckets, so every
    // character starts a gram and a query shorter than a gram is the union of the grams that
    // start with it.
    let bits = bucketBits
    var longest = 0
    for item in 0..<keys.itemCount { longest = max(longest, keys.length(of: item)) }
    // Each character starts a gram and may add its own list.
    var scratch = [UInt32](repeating: 0, count: 2 * longest + length)
    /// Calls `body` with each item and its distinct grams.
    func forEachItem(_ body: (Int, UnsafeMutableBufferPointer<UInt32>) -> Void) {
      keys.bytes.withUnsafeBufferPointer { bytes in
        keys.offsets.withUnsafeBufferPointer { offsets in
          scratch.withUnsafeMutableBufferPointer { itemGrams in
            for item in 0..<(offsets.count - 1) {
              var position = Int(offsets[item])
              let end = Int(offsets[item + 1])
              var count = 0
              var gram = 0
              var seen = 0
              var padding = 0
              while position < end || (seen > 0 && padding < length - 1) {
                let current: Int
                if position < end {
                  let lead = bytes[position]
                  let id: UInt32
                  if lead < 0x80 {
                    id = UInt32(lead) &- 1
                    current = buckets.ofByte(lead)
                    position &+= 1
                  } else {
                    id = keys.id(at: position)
                    current = buckets(id)
                    position &+= 1
                    while position < end && FoldedKeys.isContinuation(bytes[position]) {
                      position &+= 1
                    }
                  }
                  if current == sharedBucket, let own = buckets.ownNumber(id) {
                    let value = UInt32(truncatingIfNeeded: listCount &+ own)
                    var earlier = 0
                    while earlier < count && itemGrams[earlier] != value { earlier &+= 1 }
                    if earlier == count {
                      itemGrams[count] = value
                      count &+= 1
                    }
                  }
                } else {
                  current = endBucket
                  padding &+= 1
                }
                gram = (gram &<< bits | current) & mask
                seen &+= 1
                if seen < length { continue }
                let value = UInt32(truncatingIfNeeded: gram)
                var earlier = 0
                while earlier < count && itemGrams[earlier] != value { earlier &+= 1 }
                if earlier == count {
                  itemGrams[count] = value
                  count &+= 1
                }
              }
              body(item, UnsafeMutableBufferPointer(rebasing: itemGrams[0..<count]))
            }
          }
        }
      }
    }
    lists = PackedLists(listCount: listCount + buckets.ownCount) { visit in
      forEachItem { item, grams in
        visit(UInt32(truncatingIfNeeded: item), UnsafeBufferPointer(grams))
      }
    }
  }

  /// The lists of their own of the query's characters that have one, each once.
  private func ownLists(of query: [UInt32]) -> [Int] {
    var numbers: [Int] = []
    for id in query {
      guard let own = buckets.ownNumber(id) else { continue }
      let number = gramListCount + own
      if !numbers.contains(number) { numbers.append(number) }
    }
    return numbers
  }

  /// The gram lists that a query shorter than a gram merges: those that start with its
  /// buckets, which are consecutive.
  private func shortQueryGramLists(for query: [UInt32]) -> Range<Int> {
    var prefix = 0
    for id in query { prefix = prefix << bucketBits | buckets(id) }
    let free = bucketBits * (length - query.count)
    return (prefix << free)..<((prefix + 1) << free)
  }

  /// For a query shorter than a gram, the shortest of its characters' own lists when that is
  /// no longer than the gram lists it would merge (counted with multiplicity): then
  /// ``candidates(for:)`` intersects the own lists instead.
  private func shortQueryOwnList(for query: [UInt32], own: [Int]) -> Int? {
    guard let shortest = own.min(by: { lists.count(of: $0) < lists.count(of: $1) }) else {
      return nil
    }
    let merged = lists.count(ofLists: shortQueryGramLists(for: query))
    return lists.count(of: shortest) <= merged ? shortest : nil
  }

  /// At least as many items as ``candidates(for:)`` yields, without reading a list: the
  /// length of its shortest list to intersect, or the total of the lists a short query merges.
  func candidateCountBound(for query: [UInt32]) -> Int {
    if query.count < length {
      return shortQueryPostingCount(for: query) ?? 0
    }
    var smallest = Int.max
    for number in ownLists(of: query) { smallest = min(smallest, lists.count(of: number)) }
    let buckets = query.map { self.buckets($0) }
    for end in length...buckets.count {
      var gram = 0
      for value in buckets[(end - length)..<end] { gram = gram << bucketBits | value }
      smallest = min(smallest, lists.count(of: gram))
    }
    return smallest
  }

  /// For a query shorter than a gram, at least as many items as ``candidates(for:)`` yields,
  /// read in constant time: the length of the shortest own list of its characters that it
  /// takes, or else the total length of the gram lists it merges (they are consecutive), an
  /// item counted once per gram of it that starts with the query. `nil` for longer queries.
  func shortQueryPostingCount(for query: [UInt32]) -> Int? {
    guard query.count < length else { return nil }
    if let own = shortQueryOwnList(for: query, own: ownLists(of: query)) {
      return lists.count(of: own)
    }
    return lists.count(ofLists: shortQueryGramLists(for: query))
  }

  /// Items in increasing order whose keys may contain `query`; every item that does is among
  /// them. A query shorter than a gram takes the union of the grams that start with it, or,
  /// when one of its characters has a shorter list of its own, the intersection of its
  /// characters' own lists (every item that contains the query contains each character).
  func candidates(for query: [UInt32]) -> CandidateItems {
    let own = ownLists(of: query).sorted { lists.count(of: $0) < lists.count(of: $1) }
    if query.count < length {
      if shortQueryOwnList(for: query, own: own) != nil {
        return CandidateItems(lists: lists, intersecting: own)
      }
      // Every occurrence is followed by enough characters or the end of the key.
      let numbers = shortQueryGramLists(for: query).filter { lists.count(of: $0) > 0 }
      return CandidateItems(lists: lists, merging: numbers)
    }
    let buckets = query.map { self.buckets($0) }
    var grams = Set<Int>()
    for end in length...buckets.count {
      var gram = 0
      for value in buckets[(end - length)..<end] { gram = gram << bucketBits | value }
      grams.insert(gram)
    }
    return CandidateItems(
      lists: lists,
      intersecting: (grams.sorted() + own).sorted { lists.count(of: $0) < lists.count(of: $1) })
  }

  var byteCount: Int { lists.byteCount }
}

/// Items by the buckets of their first and last characters, for "starts and ends with".
struct EndsPostings: Sendable {
  private let buckets: CharacterBuckets
  private let lists: PackedLists

  init(keys: FoldedKeys, buckets: CharacterBuckets) {
    self.buckets = buckets
    let listCount = 1 << (2 * buckets.bits)
    func pair(_ item: Int) -> Int? {
      let (start, end) = keys.bounds(of: item)
      guard start < end else { return nil }
      return buckets(keys.id(at: start)) << buckets.bits | buckets(keys.id(before: end))
    }
    lists = PackedLists(listCount: listCount) { visit in
      for item in 0..<keys.itemCount {
        guard var list = pair(item).map(UInt32.init) else { continue }
        withUnsafePointer(to: &list) {
          visit(UInt32(item), UnsafeBufferPointer(start: $0, count: 1))
        }
      }
    }
  }

  private func list(for query: [UInt32]) -> Int {
    buckets(query[0]) << buckets.bits | buckets(query[query.count - 1])
  }

  /// Items in increasing order that may start with `query`'s first character and end with its
  /// last; every item that starts and ends with `query` is among them.
  func candidates(for query: [UInt32]) -> CandidateItems {
    CandidateItems(lists: lists, intersecting: [list(for: query)])
  }

  /// How many items ``candidates(for:)`` yields.
  func candidateCount(for query: [UInt32]) -> Int { lists.count(of: list(for: query)) }

  var byteCount: Int { lists.byteCount }
}
