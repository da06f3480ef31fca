import AutofillCore
import Foundation

/// Seeded benchmark queries: typing sessions (each prefix of a word as typed, some with case
/// or accents changed), substrings, short pieces (a word's last one to three characters, or
/// any one to three: the common endings "s", "en", "ent" that many keys hold), expanding
/// words (typed with "ß" or a ligature that folds to two or three letters), and misses
/// (strings the index confirms match nothing).
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
    var short: [String] = []
    var expanding: [String] = []
    var misses: [String] = []

    /// Each kind with its name in the report.
    var kinds: [(name: String, queries: [String])] {
      [
        ("typing", typing), ("substring", substrings), ("short", short),
        ("expanding", expanding), ("miss", misses),
      ]
    }

    var all: [String] { typing + substrings + short + expanding + misses }
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
    for number in 0..<sessions {
      let word = Array(words[below(words.count)])
      let length = 1 + below(min(word.count, 3))
      // Half endings, half pieces from anywhere.
      let start = number % 2 == 0 ? word.count - length : below(word.count - length + 1)
      queries.short.append(String(word[start..<(start + length)]))
    }
    queries.expanding = expandingSessions(words: words, sessions: sessions)
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

  /// Typing sessions (prefixes of up to 12 characters) of words that fold to more letters than
  /// they are typed with: words of the list with "ß" (which folds to "ss"), and words with "ff",
  /// "fi", "fl", "ffi" or "ffl" typed with the ligature ("ﬀ", "ﬁ", "ﬂ", "ﬃ", "ﬄ").
  private mutating func expandingSessions(words: [String], sessions: Int) -> [String] {
    let sharp = words.filter { $0.contains("ß") }
    let ligatures: [(letters: String, ligature: String)] = [
      ("ffi", "ﬃ"), ("ffl", "ﬄ"), ("ff", "ﬀ"), ("fi", "ﬁ"), ("fl", "ﬂ"),
    ]
    let joinable = words.filter { word in ligatures.contains { word.contains($0.letters) } }
    var queries: [String] = []
    for number in 0..<sessions {
      var word: String
      if number % 2 == 0, !sharp.isEmpty {
        word = sharp[below(sharp.count)]
      } else if !joinable.isEmpty {
        word = joinable[below(joinable.count)]
        for (letters, ligature) in ligatures {
          word = word.replacingOccurrences(of: letters, with: ligature)
        }
      } else {
        continue
      }
      let characters = Array(word)
      for length in 1...min(characters.count, 12) {
        queries.append(String(characters.prefix(length)))
      }
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
