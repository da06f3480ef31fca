/// Stable least-significant-digit radix sort of words on their bits from `fromBit` up: words
/// that agree on those bits keep their order.
///
/// - Complexity: O(n) per 11-bit digit; digits on which every word agrees are skipped. It
///   allocates one more array of n words while it runs.
func radixSort(_ words: inout [UInt64], fromBit: Int) {
  let count = words.count
  guard count > 1, fromBit < 64 else { return }
  let digitBits = 11
  let radix = 1 << digitBits
  let digits = (64 - fromBit + digitBits - 1) / digitBits
  let mask = UInt64(radix - 1)
  if count < 256 {
    let low = fromBit == 0 ? UInt64.max : ~(UInt64.max >> UInt64(64 - fromBit))
    let sorted = words.enumerated().sorted {
      ($0.element & low, $0.offset) < ($1.element & low, $1.offset)
    }
    words = sorted.map(\.element)
    return
  }
  var histograms = [Int](repeating: 0, count: digits * radix)
  histograms.withUnsafeMutableBufferPointer { histograms in
    for word in words {
      for digit in 0..<digits {
        let shift = UInt64(fromBit + digitBits * digit)
        histograms[digit &* radix &+ Int((word &>> shift) & mask)] &+= 1
      }
    }
  }
  var other: [UInt64] = []
  var position = [Int](repeating: 0, count: radix)
  for digit in 0..<digits {
    let base = digit * radix
    if histograms[base..<(base + radix)].contains(count) { continue }
    if other.isEmpty { other = [UInt64](repeating: 0, count: count) }
    var sum = 0
    for bucket in 0..<radix {
      position[bucket] = sum
      sum += histograms[base + bucket]
    }
    let shift = UInt64(fromBit + digitBits * digit)
    words.withUnsafeBufferPointer { words in
      other.withUnsafeMutableBufferPointer { other in
        position.withUnsafeMutableBufferPointer { position in
          for word in words {
            let bucket = Int((word &>> shift) & mask)
            let target = position[bucket]
            position[bucket] = target &+ 1
            other[target] = word
          }
        }
      }
    }
    swap(&words, &other)
  }
}
