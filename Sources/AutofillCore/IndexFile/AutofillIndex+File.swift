import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension AutofillIndex {
  /// Opens an index file written by ``write(to:preparing:)`` (or `autofill index build`): maps
  /// it read-only, checks it, and returns an index that answers every query exactly as the
  /// index built from the same items does. See <doc:IndexFile> for the format and what opening
  /// costs.
  ///
  /// The items stay in the file, mapped for the index's life: a lookup makes the items of the
  /// rows it returns (``match(_:)``, ``item(at:)``), and ``items`` makes them all on first
  /// access. (A file whose items have ``AutofillItem/terms`` or a matched subtitle makes its
  /// items at open.) A version 3 file (what this library writes) stores the values' distinct
  /// characters and the structures of the options it was prepared for (the folded keys, their
  /// sorted orders and those orders' tables) in the layout the index reads: opening checks the
  /// header, the section table and every count against its section, reads no value and copies
  /// nothing, and lookups read the structures where they lie in the mapping. Those structures
  /// are not checked at open (that would take a pass over them): an exact or prefix query
  /// without typos reads them as they are, every read bounded, so a damaged file gives rows of
  /// its items with ranges within their values, never a read outside the file or a trap; the
  /// first query of another kind (suffix, contains, typos) checks a folding's keys and orders
  /// in one pass, and answers from them if they pass, else from the folding built from the
  /// values. Version 2 and 1 files still open, their stored keys and orders checked (or, for
  /// version 1, built) at open. Structures of options the file was not prepared for are built
  /// on first use, as in an index built from items. The keys are not checked to be the values
  /// folded (that would cost the folding they save): a file whose keys were altered answers
  /// from them, with rows and ranges within its items.
  ///
  /// - Parameter url: A file URL, such as `Bundle.main.url(forResource:withExtension:)`'s.
  /// - Throws: ``AutofillIndexFileError`` when the file cannot be read or is not a valid index
  ///   file (truncated, of another version, damaged); never traps on a file's contents.
  public convenience init(contentsOf url: URL) throws {
    let mapping = try IndexFileMapping(url)
    try self.init(contents: IndexFileFormat.decode(mapping.bytes, owner: mapping))
  }

  /// The index of a file's decoded contents: a version 3 file's characters and tables used as
  /// stored (their counts checked), a version 2 file's keys and orders after one pass over each
  /// that checks it, then the prepared options' other structures built.
  convenience init(contents: IndexFileFormat.Contents) throws {
    var characters: StoredCharacters?
    if let stored = contents.characters {
      guard stored.wholeKeys.count == FoldingVariant.all.count,
        let source = SourceCharacters(isPresent: stored.isPresent, general: stored.general)
      else { throw AutofillIndexFileError("the stored characters are not valid") }
      // Each key listed costs a folding at open: the writer lists each key once, in order.
      // (With terms, the index is made from the items and does not read the list.)
      guard
        !contents.terms.isEmpty
          || stored.wholeKeys.allSatisfy({ keys in
            zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 }
              && keys.last.map { Int($0) < contents.rows.count } ?? true
          })
      else {
        throw AutofillIndexFileError(
          "the stored keys folded whole are not increasing key numbers below the key count")
      }
      characters = (source, stored.wholeKeys)
    }
    if contents.terms.isEmpty {
      self.init(
        rows: contents.rows, characters: characters, typoWorkSteps: TypoWorkBudget.defaultSteps)
    } else {
      self.init(contents.items, preparing: nil, typoWorkSteps: TypoWorkBudget.defaultSteps)
    }
    if let owner = contents.owner, !contents.tables.isEmpty {
      try install(tables: contents.tables, owner: owner)
    }
    try install(keys: contents.keys, orders: contents.orders)
    for options in contents.prepared.isEmpty ? [.init()] : contents.prepared {
      table(for: options).build(for: options)
    }
  }

  /// Writes the index's items to a version 3 index file that ``init(contentsOf:)`` opens,
  /// prepared for `options`: the structures their foldings read (keys, orders and their tables)
  /// are stored, and those their modes need besides are built when the file is opened.
  ///
  /// - Parameters:
  ///   - url: The file to write, replaced if it exists.
  ///   - options: The option sets to prepare; the default options when empty.
  /// - Throws: ``AutofillIndexFileError`` when an item's `refCon` is neither an `Int` nor a
  ///   `String` (nothing else can be stored), or the file cannot be written.
  public func write(to url: URL, preparing options: [AutofillMatchOptions] = [.init()])
    throws
  {
    let prepared = options.isEmpty ? [.init()] : options
    let (characters, tables) = storedVersion3(for: prepared)
    // The tables view this index's memory: it lives until the file is written.
    let bytes = try withExtendedLifetime(self) {
      try IndexFileFormat.encode(
        items, prepared: prepared, characters: characters, tables: tables)
    }
    do {
      try Data(bytes).write(to: url, options: .atomic)
    } catch {
      throw AutofillIndexFileError("cannot write \(url.path): \(error.localizedDescription)")
    }
  }
}

/// A file mapped read-only, until the last reference to it goes.
///
/// `@unchecked Sendable` is safe because the mapping is read-only and never changes.
final class IndexFileMapping: @unchecked Sendable {
  /// The file's bytes (an empty buffer for an empty file).
  let bytes: UnsafeRawBufferPointer

  /// Maps the file at `url`.
  init(_ url: URL) throws {
    let path = url.path
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw Self.failure("cannot open", path) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw Self.failure("cannot read", path) }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw AutofillIndexFileError("cannot read \(path): it is not a regular file")
    }
    let size = Int(status.st_size)
    guard size > 0 else {
      bytes = UnsafeRawBufferPointer(start: nil, count: 0)
      return
    }
    guard let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0),
      mapped != MAP_FAILED
    else { throw Self.failure("cannot map", path) }
    bytes = UnsafeRawBufferPointer(start: mapped, count: size)
  }

  deinit {
    if let start = bytes.baseAddress {
      munmap(UnsafeMutableRawPointer(mutating: start), bytes.count)
    }
  }

  private static func failure(_ action: String, _ path: String) -> AutofillIndexFileError {
    AutofillIndexFileError("\(action) \(path): \(String(cString: strerror(errno)))")
  }
}
