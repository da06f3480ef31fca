import Foundation
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the built `autofill demo` in a real terminal (a tmux pane), types into it and reads
/// the screen back. tmux is required in CI (`.ci/run` installs it); elsewhere a missing tmux
/// skips the test.
final class DemoTerminalTests: XCTestCase {
  private var socket = ""
  private var work: URL?

  /// The `autofill` executable, built into the same directory as the tests.
  private var binary: URL {
    let bundle = Bundle(for: Self.self).bundleURL
    let candidates = [
      bundle.appendingPathComponent("autofill"),
      bundle.deletingLastPathComponent().appendingPathComponent("autofill"),
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("autofill"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
      ?? candidates[0]
  }

  override func tearDown() {
    if !socket.isEmpty { _ = try? tmux(["kill-server"]) }
    if let work { try? FileManager.default.removeItem(at: work) }
    super.tearDown()
  }

  func test_demo_typesMovesSelectsAndQuits() throws {
    guard let tmuxPath = Self.executable("tmux") else {
      if ProcessInfo.processInfo.environment["CI"] != nil {
        return XCTFail("tmux is not installed; CI needs it: apt-get install tmux")
      }
      throw XCTSkip("tmux is not installed")
    }
    XCTAssertTrue(FileManager.default.isExecutableFile(atPath: binary.path), binary.path)
    let work = FileManager.default.temporaryDirectory.appendingPathComponent(
      "autofill-demo-\(UUID().uuidString)")
    self.work = work
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let corpus = work.appendingPathComponent("corpus.txt")
    try "Zürich\nZug\nZaragoza\nBern\n".write(to: corpus, atomically: true, encoding: .utf8)
    let status = work.appendingPathComponent("status")
    socket = "autofill-test-\(ProcessInfo.processInfo.processIdentifier)"
    self.tmuxPath = tmuxPath
    let command =
      "'\(binary.path)' demo --corpus '\(corpus.path)'; echo $? > '\(status.path)'; sleep 60"
    try tmux(["new-session", "-d", "-x", "80", "-y", "24", command])

    try waitForScreen { $0.contains("Place ›") }
    try tmux(["send-keys", "-l", "z"])
    let typed = try waitForScreen { $0.contains("Zaragoza") }
    XCTAssertTrue(typed.contains("Zürich"), typed)
    XCTAssertTrue(typed.contains("Zug"), typed)
    XCTAssertFalse(typed.contains("Bern"), typed)

    try tmux(["send-keys", "-l", "u"])
    try waitForScreen { !$0.contains("Zaragoza") && $0.contains("Zug") }
    try tmux(["send-keys", "Down", "Down"])
    // The second row, highlighted: drawn in inverse video (SGR 7), the first not.
    func isInverse(_ row: Substring) -> Bool { row.contains("[7m") || row.contains(";7m") }
    try waitForScreen(escapes: true) { screen in
      let rows = screen.split(separator: "\n")
      return rows.contains { $0.contains("g ") && $0.contains("Zu") && isInverse($0) }
        && rows.contains { $0.contains("rich ") && !isInverse($0) }
    }
    try tmux(["send-keys", "Enter"])
    let selected = try waitForScreen { screen in
      screen.split(separator: "\n").contains {
        $0.trimmingCharacters(in: .whitespaces) == "Place › Zug"
      }
        && !screen.contains("┌")
    }
    XCTAssertFalse(selected.contains("Zürich"), selected)

    try tmux(["send-keys", "C-d"])
    let deadline = Date().addingTimeInterval(20)
    while Date() < deadline,
      (try? String(contentsOf: status, encoding: .utf8)) == nil
    {
      Thread.sleep(forTimeInterval: 0.05)
    }
    XCTAssertEqual(
      try String(contentsOf: status, encoding: .utf8).trimmingCharacters(
        in: .whitespacesAndNewlines),
      "0")
    // The terminal is back: the alternate screen is gone.
    let after = try tmux(["capture-pane", "-p"])
    XCTAssertFalse(after.contains("Place ›"), after)
  }

  func test_demo_withoutATerminal_exitsWithCode2() throws {
    XCTAssertTrue(FileManager.default.isExecutableFile(atPath: binary.path), binary.path)
    let process = Process()
    process.executableURL = binary
    process.arguments = ["demo"]
    process.standardInput = Pipe()
    process.standardOutput = Pipe()
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    XCTAssertEqual(process.terminationStatus, 2)
    XCTAssertTrue(message.hasPrefix("autofill: demo needs an interactive terminal"), message)
  }

  // MARK: tmux

  private var tmuxPath = ""

  /// Runs tmux and returns what it printed.
  ///
  /// Spawned with `posix_spawn` and `waitpid`, not `Process`: on Linux, `Process` learns of
  /// the child's exit through a descriptor the child inherits, and the tmux server that
  /// `new-session` starts keeps it open, so `waitUntilExit()` would never return.
  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    let argv = ([tmuxPath, "-L", socket, "-f", "/dev/null"] + arguments).map { strdup($0) }
    defer { argv.forEach { free($0) } }
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { throw SpawnError(message: "pipe failed") }
    // Glibc types the actions as a struct; Darwin as an opaque pointer it allocates.
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, tmuxPath, &actions, nil, argv + [nil], environ)
    close(pipeEnds[1])
    guard spawned == 0 else {
      close(pipeEnds[0])
      throw SpawnError(message: "cannot run \(tmuxPath): error \(spawned)")
    }
    // capture-pane's output is read to its end; a command that starts the server gives the
    // server this pipe, so only read until tmux itself exits.
    var output: [UInt8] = []
    if arguments.first == "capture-pane" {
      var buffer = [UInt8](repeating: 0, count: 65536)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
        if count <= 0 { break }
        output += buffer[..<count]
      }
    }
    close(pipeEnds[0])
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    return String(decoding: output, as: UTF8.self)
  }

  private struct SpawnError: Error {
    var message: String
  }

  /// The screen never showed what a test waited for.
  private struct ScreenTimeout: Error, CustomStringConvertible {
    var screen: String
    var line: UInt
    var description: String { "line \(line): the screen never showed it:\n\(screen)" }
  }

  /// Polls the pane until `condition` holds (20 s at most); returns the screen.
  @discardableResult
  private func waitForScreen(
    escapes: Bool = false, line: UInt = #line, _ condition: (String) -> Bool
  ) throws -> String {
    let deadline = Date().addingTimeInterval(20)
    var screen = ""
    while Date() < deadline {
      screen = try tmux(["capture-pane", "-p"] + (escapes ? ["-e"] : []))
      if condition(screen) { return screen }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw ScreenTimeout(screen: screen, line: line)
  }

  private static func executable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}
