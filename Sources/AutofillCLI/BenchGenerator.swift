import AutofillCore
import Foundation

/// Seeded benchmark queries: typing sessions (each prefix of a word as typed, some with case
/// or accents changed), substrings, and misses (strings the index confirms match nothing).
struct BenchGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  /// SplitMix64.
  private mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  private mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }

  struct Queries {
    var typing: [String] = []
    var substrings: [String] = []
    var misses: [String] = []
  }

  mutating func queries(values: [String], sessions: Int, index: AutofillIndex) -> Queries {
    var queries = Queries()
    let words = values.filter { !$0.isEmpty }
    guard !words.isEmpty else { return queries }
    for _ in 0..<sessions {
      var word = Array(words[below(words.count)])
      switch below(4) {
      case 0: word = Array(String(word).lowercased())
      case 1: word = Array(String(word).folding(options: .diacriticInsensitive, locale: nil))
      case 2: word = Array(String(word).uppercased())
      default: break
      }
      for length in 1...min(word.count, 12) { queries.typing.append(String(word.prefix(length))) }
    }
    for _ in 0..<(sessions * 3) {
      let word = Array(words[below(words.count)])
      let length = 1 + below(min(word.count, 6))
      let start = below(word.count - length + 1)
      queries.substrings.append(String(word[start..<(start + length)]))
    }
    var contains = AutofillMatchOptions()
    contains.mode = .contains
    let letters = Array("bcdfghjklmnpqrstvwxz")
    var attempts = 0
    while queries.misses.count < sessions && attempts < sessions * 100 {
      attempts += 1
      let miss = String((0..<(4 + below(4))).map { _ in letters[below(letters.count)] })
      if index.matches(for: miss, options: contains).isEmpty { queries.misses.append(miss) }
    }
    return queries
  }

  /// Typing sessions of words with typos: each word gets `typos` random edits (an inserted,
  /// deleted or substituted letter, or two adjacent letters swapped), then is typed one
  /// character at a time, up to 12 characters.
  mutating func typoSessions(values: [String], sessions: Int, typos: Int) -> [String] {
    let words = values.filter { $0.count >= 5 }
    guard !words.isEmpty else { return [] }
    let letters = Array("abcdefghijklmnopqrstuvwxyzäéüö")
    var queries: [String] = []
    for _ in 0..<sessions {
      var word = Array(words[below(words.count)])
      for _ in 0..<typos {
        let position = below(word.count)
        switch below(4) {
        case 0: word.insert(letters[below(letters.count)], at: position)
        case 1: if word.count > 1 { word.remove(at: position) }
        case 2: word[position] = letters[below(letters.count)]
        default: if position + 1 < word.count { word.swapAt(position, position + 1) }
        }
      }
      for length in 1...min(word.count, 12) { queries.append(String(word.prefix(length))) }
    }
    return queries
  }
}
