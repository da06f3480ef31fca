/// The work one search for matches with typos may do, counted in steps, not time: a step is
/// one row of the typo automaton (a trie node visited), one lookup of the rest of the query
/// below a node, or one contains candidate verified. Each costs a fraction of a microsecond.
///
/// Most queries take a few hundred steps. Queries whose typo search has no useful bound,
/// repeated letters above all ("ssssssss" is within two typos of every "ss…" in a million
/// keys, and the automaton's paths multiply with each repetition), stop at the budget: the
/// search returns what it found, and the results say they are partial. The search for
/// matches without typos is never counted: it is complete whatever the budget.
struct TypoWorkBudget: Sendable {
  /// The default: on the 1.37 M Debian words, the slowest whole lookups it stops took 2.5 to
  /// 3.7 ms on an idle two-core Linux machine, run to run, within half a 120 Hz frame (4 ms);
  /// 20,000 steps took 3.4 to 5.1 ms (see the Performance article).
  static let defaultSteps = 16_000

  /// The steps allowed.
  let limit: Int
  /// The steps taken so far, with the one refused if the budget is exhausted.
  private(set) var spent = 0

  init(limit: Int = Self.defaultSteps) { self.limit = max(limit, 0) }

  /// Whether a step was refused: the search stopped before it was done.
  var isExhausted: Bool { spent > limit }

  /// Takes `steps` more; `false` (and the budget exhausted) when they go past the limit.
  @inline(__always)
  mutating func spend(_ steps: Int = 1) -> Bool {
    guard spent <= limit else { return false }
    spent += steps
    return spent <= limit
  }
}
