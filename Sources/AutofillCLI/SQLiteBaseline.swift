@_spi(Benchmarks) import AutofillCore
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The benchmark's database baseline: SQLite's B-tree over the index's own folded keys, in an
/// in-memory database, as a peer that keeps its list in SQLite would query it.
///
/// `libsqlite3` is loaded when the benchmark runs (`dlopen`), never linked: the package does
/// not depend on it, and where it is missing the benchmark says so and skips this baseline.
///
/// The table is `items(id INTEGER PRIMARY KEY, k BLOB)` with an index on `k`, each `k` the
/// item's key as the index folds and encodes it (byte order is the index's key order, compared
/// with `memcmp` as SQLite compares blobs). Exact queries are `WHERE k = ?1`, prefix queries
/// `WHERE k >= ?1 AND k < ?2` with `?2` the key followed by 0xFF (a byte no key holds), both
/// `ORDER BY k LIMIT ?`, through prepared statements reused for every query. The query is
/// folded by the index's folding, so SQLite pays for its search alone.
final class SQLiteBaseline {
  /// The loaded library's functions.
  private struct Library {
    typealias Open =
      @convention(c) (
        UnsafePointer<CChar>, UnsafeMutablePointer<OpaquePointer?>
      ) -> Int32
    typealias Exec =
      @convention(c) (
        OpaquePointer, UnsafePointer<CChar>, UnsafeRawPointer?, UnsafeMutableRawPointer?,
        UnsafeMutableRawPointer?
      ) -> Int32
    typealias Prepare =
      @convention(c) (
        OpaquePointer, UnsafePointer<CChar>, Int32, UnsafeMutablePointer<OpaquePointer?>,
        UnsafeMutableRawPointer?
      ) -> Int32
    typealias BindBlob =
      @convention(c) (
        OpaquePointer, Int32, UnsafeRawPointer?, Int32, UnsafeRawPointer?
      ) -> Int32
    typealias BindInt64 = @convention(c) (OpaquePointer, Int32, Int64) -> Int32
    typealias Statement = @convention(c) (OpaquePointer) -> Int32
    typealias ColumnInt64 = @convention(c) (OpaquePointer, Int32) -> Int64
    typealias MemoryUsed = @convention(c) () -> Int64
    typealias Version = @convention(c) () -> UnsafePointer<CChar>
    typealias ErrorMessage = @convention(c) (OpaquePointer) -> UnsafePointer<CChar>

    let open: Open
    let exec: Exec
    let prepare: Prepare
    let bindBlob: BindBlob
    let bindInt64: BindInt64
    let step: Statement
    let reset: Statement
    let finalize: Statement
    let close: Statement
    let columnInt64: ColumnInt64
    let memoryUsed: MemoryUsed
    let memoryHighwater: @convention(c) (Int32) -> Int64
    let version: Version
    let errorMessage: ErrorMessage

    /// Loads `libsqlite3`, or says why it could not.
    static func load() -> Result<Library, LoadError> {
      var handle: UnsafeMutableRawPointer?
      for name in ["libsqlite3.so.0", "libsqlite3.so", "libsqlite3.dylib"] where handle == nil {
        handle = dlopen(name, RTLD_NOW | RTLD_LOCAL)
      }
      guard let handle else { return .failure(LoadError(reason: "libsqlite3 is not installed")) }
      func symbol<T>(_ name: String, as type: T.Type) throws(LoadError) -> T {
        guard let pointer = dlsym(handle, name) else {
          throw LoadError(reason: "libsqlite3 has no \(name)")
        }
        return unsafeBitCast(pointer, to: type)
      }
      do {
        return .success(
          Library(
            open: try symbol("sqlite3_open", as: Open.self),
            exec: try symbol("sqlite3_exec", as: Exec.self),
            prepare: try symbol("sqlite3_prepare_v2", as: Prepare.self),
            bindBlob: try symbol("sqlite3_bind_blob", as: BindBlob.self),
            bindInt64: try symbol("sqlite3_bind_int64", as: BindInt64.self),
            step: try symbol("sqlite3_step", as: Statement.self),
            reset: try symbol("sqlite3_reset", as: Statement.self),
            finalize: try symbol("sqlite3_finalize", as: Statement.self),
            close: try symbol("sqlite3_close", as: Statement.self),
            columnInt64: try symbol("sqlite3_column_int64", as: ColumnInt64.self),
            memoryUsed: try symbol("sqlite3_memory_used", as: MemoryUsed.self),
            memoryHighwater: try symbol(
              "sqlite3_memory_highwater", as: (@convention(c) (Int32) -> Int64).self),
            version: try symbol("sqlite3_libversion", as: Version.self),
            errorMessage: try symbol("sqlite3_errmsg", as: ErrorMessage.self)))
      } catch {
        return .failure(error)
      }
    }
  }

  /// Why the baseline could not run.
  struct LoadError: Error {
    let reason: String
  }

  /// Storage reused between queries: the sorted array's, which holds the same three buffers.
  typealias Scratch = SortedArrayBaseline.Scratch

  private static let rowCode: Int32 = 100
  private static let doneCode: Int32 = 101
  /// `SQLITE_TRANSIENT`: SQLite copies the bound bytes.
  private static var transient: UnsafeRawPointer? { UnsafeRawPointer(bitPattern: -1) }
  /// A byte to point at for an empty key (SQLite binds a null pointer as NULL, not a blob).
  private static let empty: [UInt8] = [0]

  private let library: Library
  private let database: OpaquePointer
  private let exact: OpaquePointer
  private let prefix: OpaquePointer
  private let index: AutofillIndex
  private let options: AutofillMatchOptions

  /// SQLite's version, as it reports it.
  let version: String
  /// Loading the rows and building the index on them.
  let buildMilliseconds: Double
  /// The bytes SQLite's allocator holds for the database, its index and statements
  /// (`sqlite3_memory_used`), and its high-water mark while it was built.
  let memoryBytes: Int
  let peakMemoryBytes: Int

  /// Loads SQLite and fills an in-memory database with the keys of `index` in the folding of
  /// `options`; fails with the reason when SQLite is missing or refuses.
  static func make(index: AutofillIndex, options: AutofillMatchOptions) -> Result<
    SQLiteBaseline, LoadError
  > {
    switch Library.load() {
    case .failure(let error): return .failure(error)
    case .success(let library):
      do {
        return .success(try SQLiteBaseline(library: library, index: index, options: options))
      } catch {
        return .failure(error)
      }
    }
  }

  private init(library: Library, index: AutofillIndex, options: AutofillMatchOptions)
    throws(LoadError)
  {
    self.library = library
    self.index = index
    self.options = options
    version = String(cString: library.version())
    let before = library.memoryUsed()
    var database: OpaquePointer?
    guard library.open(":memory:", &database) == 0, let database else {
      throw LoadError(reason: "sqlite3_open failed")
    }
    self.database = database
    func run(_ sql: String) throws(LoadError) {
      guard library.exec(database, sql, nil, nil, nil) == 0 else {
        throw LoadError(reason: String(cString: library.errorMessage(database)))
      }
    }
    func prepare(_ sql: String) throws(LoadError) -> OpaquePointer {
      var statement: OpaquePointer?
      guard library.prepare(database, sql, -1, &statement, nil) == 0, let statement else {
        throw LoadError(reason: String(cString: library.errorMessage(database)))
      }
      return statement
    }
    let clock = ContinuousClock()
    let start = clock.now
    try run("CREATE TABLE items(id INTEGER PRIMARY KEY, k BLOB)")
    try run("BEGIN")
    let insert = try prepare("INSERT INTO items(id, k) VALUES (?1, ?2)")
    for item in 0..<index.count {
      let key = index.foldedKey(ofItem: item, options: options)
      _ = library.bindInt64(insert, 1, Int64(item))
      _ = (key.isEmpty ? Self.empty : key).withUnsafeBytes { bytes in
        library.bindBlob(insert, 2, bytes.baseAddress, Int32(key.count), Self.transient)
      }
      guard library.step(insert) == Self.doneCode else {
        throw LoadError(reason: String(cString: library.errorMessage(database)))
      }
      _ = library.reset(insert)
    }
    _ = library.finalize(insert)
    try run("COMMIT")
    try run("CREATE INDEX items_k ON items(k)")
    buildMilliseconds = (clock.now - start).milliseconds
    exact = try prepare("SELECT id FROM items WHERE k = ?1 ORDER BY k LIMIT ?3")
    prefix = try prepare("SELECT id FROM items WHERE k >= ?1 AND k < ?2 ORDER BY k LIMIT ?3")
    memoryBytes = Int(library.memoryUsed() - before)
    peakMemoryBytes = Int(library.memoryHighwater(0) - before)
  }

  deinit {
    _ = library.finalize(exact)
    _ = library.finalize(prefix)
    _ = library.close(database)
  }

  /// The items whose key starts with (`isPrefix`) or equals the folded query, at most `limit`
  /// of them in key order, in `scratch.found`.
  func matches(for query: String, isPrefix: Bool, limit: Int, scratch: inout Scratch) {
    scratch.found.removeAll(keepingCapacity: true)
    guard index.foldedKey(for: query, options: options, ids: &scratch.ids, into: &scratch.key)
    else { return }
    let statement = isPrefix ? prefix : exact
    let count = Int32(scratch.key.count)
    // The upper bound: the key and a 0xFF byte, which no key holds.
    scratch.key.append(0xFF)
    scratch.key.withUnsafeBytes { bytes in
      _ = library.bindBlob(statement, 1, bytes.baseAddress, count, nil)
      if isPrefix { _ = library.bindBlob(statement, 2, bytes.baseAddress, count + 1, nil) }
      _ = library.bindInt64(statement, 3, Int64(limit))
      while library.step(statement) == Self.rowCode {
        scratch.found.append(Int(library.columnInt64(statement, 0)))
      }
      _ = library.reset(statement)
    }
  }
}
