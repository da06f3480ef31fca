/// SplitMix64: a small, fast generator whose sequence depends only on its seed, so randomized
/// tests are reproducible. Tests print the seed they use.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension SeededGenerator {
  /// A string of `alphabet`'s characters, its length drawn from `lengths`: the random values of
  /// the index structures' tests.
  mutating func string(from alphabet: String, lengths: ClosedRange<Int>) -> String {
    String(
      (0..<Int.random(in: lengths, using: &self)).map { _ in
        alphabet.randomElement(using: &self) ?? "a"
      })
  }
}
