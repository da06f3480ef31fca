/// Stable least-significant-digit radix sort of `UInt64` keys carrying `UInt32` payloads.
///
/// - Complexity: O(n) per 11-bit digit; digits on which every key agrees are skipped.
func radixSort(keys: inout [UInt64], payloads: inout [UInt32]) {
  let count = keys.count
  guard count > 1 else { return }
  let digitBits = 11
  let radix = 1 << digitBits
  let digits = (64 + digitBits - 1) / digitBits
  if count < 256 {
    let sorted = zip(keys, payloads).sorted { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }
    keys = sorted.map(\.0)
    payloads = sorted.map(\.1)
    return
  }
  var histograms = [Int](repeating: 0, count: digits * radix)
  histograms.withUnsafeMutableBufferPointer { histograms in
    for key in keys {
      for digit in 0..<digits {
        histograms[
          digit &* radix &+ Int((key &>> UInt64(digitBits &* digit)) & UInt64(radix - 1))] &+= 1
      }
    }
  }
  var otherKeys = [UInt64](repeating: 0, count: count)
  var otherPayloads = [UInt32](repeating: 0, count: count)
  var position = [Int](repeating: 0, count: radix)
  for digit in 0..<digits {
    let base = digit * radix
    if histograms[base..<(base + radix)].contains(count) { continue }
    var sum = 0
    for bucket in 0..<radix {
      position[bucket] = sum
      sum += histograms[base + bucket]
    }
    let shift = UInt64(digitBits * digit)
    keys.withUnsafeBufferPointer { keys in
      payloads.withUnsafeBufferPointer { payloads in
        otherKeys.withUnsafeMutableBufferPointer { outKeys in
          otherPayloads.withUnsafeMutableBufferPointer { outPayloads in
            position.withUnsafeMutableBufferPointer { position in
              for index in 0..<count {
                let key = keys[index]
                let bucket = Int((key &>> shift) & UInt64(radix - 1))
                let target = position[bucket]
                position[bucket] = target &+ 1
                outKeys[target] = key
                outPayloads[target] = payloads[index]
              }
            }
          }
        }
      }
    }
    swap(&keys, &otherKeys)
    swap(&payloads, &otherPayloads)
  }
}
