import Foundation
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The fixture `Data.Query` server (`Fixtures/dataquery-server.py`), started on 127.0.0.1 with
/// an ephemeral port for one test and stopped after it.
final class DataQueryServer {
  let process = Process()
  let port: Int

  var url: URL {
    URL(string: "http://127.0.0.1:\(port)/typeahead") ?? URL(fileURLWithPath: "/")
  }

  init() throws {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/dataquery-server.py")
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path]
    process.standardOutput = output
    // Not the test process's: a server outliving a crashed test run would keep `swift test`
    // waiting on that output forever.
    process.standardError = FileHandle.nullDevice
    try process.run()
    var line = Data()
    while !line.contains(0x0A) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      line.append(chunk)
    }
    guard let text = String(data: line, encoding: .utf8),
      let port = Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
    else {
      process.terminate()
      throw CocoaError(.fileReadCorruptFile)
    }
    self.port = port
  }

  /// The fixture's second listener, on another loopback port and so another origin: its
  /// `/moved` endpoint and how many requests it has had.
  func otherOrigin() async throws -> (url: URL, requests: Int) {
    let address = URL(string: "http://127.0.0.1:\(port)/other-origin-requests")
    let (data, _) = try await URLSession.shared.data(from: XCTUnwrap(address))
    let answer = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Int])
    let url = URL(string: "http://127.0.0.1:\(try XCTUnwrap(answer["port"]))/moved")
    return (try XCTUnwrap(url), try XCTUnwrap(answer["requests"]))
  }

  func stop() {
    process.terminate()
    process.waitUntilExit()
  }

  /// A loopback port with nothing listening: bound, then closed.
  static func closedPort() -> Int {
    #if canImport(Glibc)
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
    }
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    return Int(UInt16(bigEndian: address.sin_port))
  }
}
