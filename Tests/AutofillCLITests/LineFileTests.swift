import Foundation
import XCTest

@testable import AutofillCLI

/// The files the commands read (`--corpus`, `--queries`, standard input): lines as written,
/// and a bounded read (issue 48's item 7), so a device or an endless pipe stops with a clear
/// error at a documented limit instead of filling the memory.
final class LineFileTests: XCTestCase {
  private let work = FileManager.default.temporaryDirectory.appendingPathComponent(
    UUID().uuidString)

  override func setUpWithError() throws {
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try FileManager.default.removeItem(at: work)
  }

  private func file(_ bytes: [UInt8]) throws -> String {
    let url = work.appendingPathComponent(UUID().uuidString)
    try Data(bytes).write(to: url)
    return url.path
  }

  private func message(_ read: () throws(CommandError) -> [String]) -> String? {
    do {
      _ = try read()
      return nil
    } catch {
      return error.message
    }
  }

  func test_lines_endAtLFOrCRLF_withoutTheByteOrderMark() throws {
    let path = try file([0xEF, 0xBB, 0xBF] + Array("Zürich\r\nZug\n\nBern\n".utf8))
    XCTAssertEqual(try LineFile.lines(path), ["Zürich", "Zug", "", "Bern"])
    XCTAssertEqual(try LineFile.corpus(path), ["Zürich", "Zug", "Bern"])
  }

  /// The documented limits: a line of 1 MiB, a file of 256 MiB.
  func test_standardLimits() {
    XCTAssertEqual(
      LineFile.Limits.standard, LineFile.Limits(lineBytes: 1_048_576, fileBytes: 268_435_456))
  }

  /// A line or a file at its limit is read; one byte more is refused, naming the limit. Lines
  /// across the read's 64 KiB chunks count whole.
  func test_limits_areInclusive_andCountAcrossChunks() throws {
    let limits = LineFile.Limits(lineBytes: 70_000, fileBytes: 200_000)
    let long = [UInt8](repeating: 0x61, count: 70_000)
    let cases: [(String, [UInt8], String?, UInt)] = [
      ("a line at the limit, across two chunks", Array("ab\n".utf8) + long + [0x0A], nil, #line),
      (
        "a line one byte longer", Array("ab\n".utf8) + long + [0x61, 0x0A],
        "has a line longer than 70000 bytes, the most a line may hold", #line
      ),
      (
        "the last line, without LF, one byte longer", long + [0x61],
        "has a line longer than 70000 bytes, the most a line may hold", #line
      ),
      (
        "a file at the limit",
        Array(repeating: Array("zu\n".utf8), count: 66_666).flatMap { $0 } + [0x61, 0x61],
        nil, #line
      ),
      (
        "a file one byte larger",
        Array(repeating: Array("zu\n".utf8), count: 66_667).flatMap { $0 },
        "is larger than 200000 bytes, the most a file may hold", #line
      ),
    ]
    for (name, bytes, expected, line) in cases {
      let path = try file(bytes)
      let got = message { () throws(CommandError) in try LineFile.lines(path, limits: limits) }
      XCTAssertEqual(got, expected.map { "\(path) \($0)" }, name, line: line)
    }
  }

  /// `/dev/zero`: bytes without end and without a newline; it stops at the line's limit.
  func test_device_stopsAtTheLineLimit() {
    let limits = LineFile.Limits(lineBytes: 4_096, fileBytes: 1 << 20)
    XCTAssertEqual(
      message { () throws(CommandError) in try LineFile.corpus("/dev/zero", limits: limits) },
      "/dev/zero has a line longer than 4096 bytes, the most a line may hold")
    XCTAssertEqual(
      message { () throws(CommandError) in
        try LineFile.lines("/dev/zero", limits: .init(lineBytes: 1 << 30, fileBytes: 100_000))
      }, "/dev/zero is larger than 100000 bytes, the most a file may hold")
  }

  /// An endless pipe of short lines (`yes zu |`): it stops at the file's limit.
  func test_endlessPipe_stopsAtTheFileLimit() throws {
    let pipe = Pipe()
    let yes = Process()
    yes.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    yes.arguments = ["yes", "zu"]
    yes.standardOutput = pipe
    try yes.run()
    defer {
      yes.terminate()
      yes.waitUntilExit()
    }
    let path = "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)"
    let limits = LineFile.Limits(lineBytes: 1_024, fileBytes: 300_000)
    XCTAssertEqual(
      message { () throws(CommandError) in try LineFile.lines(path, limits: limits) },
      "\(path) is larger than 300000 bytes, the most a file may hold")
  }
}
