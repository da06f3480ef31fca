/// The rows a source has given for one text, page by page, each row once.
///
/// A source may ignore `skip` (a closure over an array answers its first rows every time) or
/// `count` (it answers every row from `skip` on). So an answer is read as a list in which the
/// page is the first `count` rows that no row shows yet: the rows already shown (the same
/// value, subtitle and section) are passed over, and the rows after the page are left for the
/// next one. Paging ends with an answer shorter than the page asked for, as the protocol says,
/// or with one that brings no new row, whatever its length.
struct SourcePages: Sendable {
  /// The rows shown so far, in the order they came.
  private(set) var rows: [AutofillSuggestion] = []
  /// Whether there is no next page to ask for.
  private(set) var isComplete = true
  /// How many rows of the source's answers were read: those loaded and those passed over as
  /// already shown. The next page's `skip`, so that a source that honours it never answers the
  /// same rows twice nor skips one.
  private(set) var read = 0
  /// What each row shows, to know a row shown already.
  private var shown: Set<RowKey> = []

  /// What a row shows: two items that show the same are the same row.
  private struct RowKey: Hashable {
    var value: String
    var subtitle: String?
    var section: String?
  }

  /// Takes the page out of an answer: its first `count` rows that show nothing shown yet.
  ///
  /// Each row passed over costs one set lookup; only the page is returned to be made into rows,
  /// so an answer costs in proportion to its page and to the shown rows it repeats.
  ///
  /// - Parameters:
  ///   - answer: The source's answer.
  ///   - count: The page size asked for.
  /// - Returns: The page's new items, in the answer's order; append their rows with
  ///   ``append(_:)``.
  mutating func newItems(in answer: [AutofillItem], count: Int) -> [AutofillItem] {
    let wanted = max(count, 0)
    var page: [AutofillItem] = []
    var scanned = 0
    for item in answer {
      guard page.count < wanted else { break }
      scanned += 1
      let section = item.section.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
      if shown.insert(RowKey(value: item.value, subtitle: item.subtitle, section: section))
        .inserted
      {
        page.append(item)
      }
    }
    read += scanned
    isComplete = answer.count < wanted || page.isEmpty
    return page
  }

  /// Appends the rows of the page ``newItems(in:count:)`` returned.
  mutating func append(_ newRows: [AutofillSuggestion]) { rows += newRows }

  /// Paging stops (a next page failed); the rows stay.
  mutating func stopPaging() { isComplete = true }
}
