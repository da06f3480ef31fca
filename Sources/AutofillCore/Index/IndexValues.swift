import Foundation

/// The texts an index folds into keys, one per key: the items' values (from an array, or read
/// from an index file's rows one at a time), or, when items have more than their value to
/// match, each item's value, matched subtitle and terms, item after item.
struct IndexValues: RandomAccessCollection, Sendable {
  private enum Storage {
    case items([AutofillItem])
    case texts([String])
    case rows(IndexFileFormat.ItemRows)
  }

  private let storage: Storage

  #if DEBUG
    /// How many values were read from a file's rows (debug builds only, for tests: opening a
    /// version 3 file reads none).
    let rowReads = RowReads()

    /// A count shared by the copies of the values.
    final class RowReads: @unchecked Sendable {
      private let lock = NSLock()
      private var stored = 0

      var count: Int { lock.withLock { stored } }

      func add(_ reads: Int) { lock.withLock { stored += reads } }
    }
  #endif

  /// The values of `items`.
  init(_ items: [AutofillItem]) { storage = .items(items) }

  /// The given texts.
  init(texts: [String]) { storage = .texts(texts) }

  /// The values of a file's rows, each read when asked for.
  init(rows: IndexFileFormat.ItemRows) { storage = .rows(rows) }

  var startIndex: Int { 0 }

  var endIndex: Int {
    switch storage {
    case .items(let items): items.count
    case .texts(let texts): texts.count
    case .rows(let rows): rows.count
    }
  }

  /// Calls `body` with the values in `range`, in order: one pass that looks at the storage
  /// once, not once per value as the subscript does.
  func forEach(in range: Range<Int>, _ body: (String) -> Void) {
    switch storage {
    case .items(let items): for item in range { body(items[item].value) }
    case .texts(let texts): for item in range { body(texts[item]) }
    case .rows(let rows):
      #if DEBUG
        rowReads.add(range.count)
      #endif
      for item in range { body(rows.value(at: item)) }
    }
  }

  subscript(position: Int) -> String {
    switch storage {
    case .items(let items): return items[position].value
    case .texts(let texts): return texts[position]
    case .rows(let rows):
      #if DEBUG
        rowReads.add(1)
      #endif
      return rows.value(at: position)
    }
  }
}
