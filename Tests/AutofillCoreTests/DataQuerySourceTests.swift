import AutofillCore
import Foundation
import XCTest

/// The `Data.Query` HTTP source against a real server on 127.0.0.1.
final class DataQuerySourceTests: XCTestCase {
  private var server: DataQueryServer?

  override func setUpWithError() throws { server = try DataQueryServer() }
  override func tearDown() { server?.stop() }

  private func source(
    _ dataset: String, timeout: TimeInterval = 10,
    maximumBodyBytes: Int = AutofillDataQuerySource.defaultMaximumBodyBytes
  ) throws -> AutofillDataQuerySource {
    let url = try XCTUnwrap(server?.url)
    return AutofillDataQuerySource(
      url: url, dataset: dataset, timeout: timeout, maximumBodyBytes: maximumBodyBytes)
  }

  /// The error a request fails with, or a failure when it succeeds.
  private func failure(
    _ dataset: String, maximumBodyBytes: Int = AutofillDataQuerySource.defaultMaximumBodyBytes,
    line: UInt = #line
  ) async throws -> (any Error)? {
    do {
      let items = try await source(dataset, maximumBodyBytes: maximumBodyBytes)
        .items(for: query("b"))
      XCTFail("expected an error, got \(items.count) items", line: line)
      return nil
    } catch {
      return error
    }
  }

  private func query(_ text: String, count: Int = 15, skip: Int = 0) -> AutofillQuery {
    AutofillQuery(text: text, count: count, skip: skip)
  }

  func test_sendsTheDataQueryRequest() async throws {
    let items = try await source("echo").items(for: query("zür ich", count: 7, skip: 3))
    let body = try XCTUnwrap(items.first?.value.data(using: .utf8))
    let request = try XCTUnwrap(JSONSerialization.jsonObject(with: body) as? [String: Any])
    XCTAssertEqual(request["type"] as? String, "Data.Query")
    XCTAssertEqual(request["dataset"] as? String, "echo")
    XCTAssertEqual(request["value"] as? String, "zür ich")
    XCTAssertEqual(request["count"] as? Int, 7)
    XCTAssertEqual(request["skip"] as? Int, 3)
  }

  func test_success_mapsChoicesToItems_andPages() async throws {
    let cities = try source("cities")
    let first = try await cities.items(for: query("b", count: 2))
    XCTAssertEqual(first.map(\.value), ["Bern", "Basel"])
    XCTAssertEqual(first.first?.refCon as? String, "id-Bern")
    let second = try await cities.items(for: query("b", count: 2, skip: 2))
    XCTAssertEqual(second.map(\.value), ["Biel", "Brig"])
    let zurich = try await cities.items(for: query("zur"))
    XCTAssertEqual(zurich.map(\.value), ["Zürich"])
  }

  func test_empty() async throws {
    let items = try await source("empty").items(for: query("x"))
    XCTAssertTrue(items.isEmpty)
  }

  func test_http500_usesTheServersMessage() async throws {
    do {
      _ = try await source("error").items(for: query("x"))
      XCTFail("expected an error")
    } catch {
      XCTAssertEqual(error as? AutofillDataQueryError, .status(500, message: "Dataset unavailable"))
      XCTAssertEqual(AutofillStrings.message(for: error), "Dataset unavailable")
    }
  }

  func test_malformedJSON() async throws {
    do {
      _ = try await source("malformed").items(for: query("x"))
      XCTFail("expected an error")
    } catch {
      XCTAssertEqual(error as? AutofillDataQueryError, .malformedResponse)
      XCTAssertEqual(AutofillStrings.message(for: error), "The server's answer could not be read.")
    }
  }

  func test_slowResponse_timesOut() async throws {
    do {
      _ = try await source("slow", timeout: 1).items(for: query("x"))
      XCTFail("expected an error")
    } catch let error as AutofillDataQueryError {
      guard case .unreachable = error else { return XCTFail("expected unreachable, got \(error)") }
    }
  }

  func test_slowResponse_cancelled_throwsCancellation() async throws {
    let slow = try source("slow")
    let question = query("x")
    let task = Task { try await slow.items(for: question) }
    task.cancel()
    do {
      _ = try await task.value
      XCTFail("expected cancellation")
    } catch {
      XCTAssertTrue(error is CancellationError, "got \(error)")
    }
  }

  func test_connectionRefused() async throws {
    let port = DataQueryServer.closedPort()
    let refused = try AutofillDataQuerySource(
      url: XCTUnwrap(URL(string: "http://127.0.0.1:\(port)/")), dataset: "cities")
    do {
      _ = try await refused.items(for: query("x"))
      XCTFail("expected an error")
    } catch let error as AutofillDataQueryError {
      guard case .unreachable(let reason) = error else { return XCTFail("got \(error)") }
      XCTAssertFalse(reason.contains("x\""), "the message never carries the typed text")
    }
  }

  func test_bodyOverTheDefaultCap_fails_andARaisedCapReadsIt() async throws {
    let error = try await failure("large")
    XCTAssertEqual(error as? AutofillDataQueryError, .bodyTooLarge(limit: 4 << 20))
    XCTAssertEqual(
      error.map { AutofillStrings.message(for: $0) },
      "The server's answer is larger than 4194304 bytes.")
    let items = try await source("large", maximumBodyBytes: 8 << 20).items(for: query("b"))
    XCTAssertEqual(items.count, 200_000)
  }

  func test_endlessBody_failsAtTheCap() async throws {
    let error = try await failure("endless", maximumBodyBytes: 1 << 20)
    XCTAssertEqual(error as? AutofillDataQueryError, .bodyTooLarge(limit: 1 << 20))
  }

  func test_gzipAnswer_isInflated() async throws {
    let items = try await source("gzip").items(for: query("b"))
    XCTAssertEqual(items.first?.value, "Zürich")
    XCTAssertEqual(items.count, 9)
  }

  func test_gzipBomb_failsAtTheCap_countingInflatedBytes() async throws {
    let error = try await failure("gzip-bomb")
    XCTAssertEqual(error as? AutofillDataQueryError, .bodyTooLarge(limit: 4 << 20))
  }

  func test_redirectLoop_failsAsUnreachable() async throws {
    let error = try await failure("redirect-loop")
    guard case .unreachable = error as? AutofillDataQueryError else {
      return XCTFail("expected unreachable, got \(String(describing: error))")
    }
  }

  func test_connectionResetMidBody_failsAsUnreachable() async throws {
    let error = try await failure("reset")
    guard case .unreachable = error as? AutofillDataQueryError else {
      return XCTFail("expected unreachable, got \(String(describing: error))")
    }
  }

  func test_hostileErrorMessage_isShownCleanedAndCut() async throws {
    let failed = try await failure("hostile-error")
    let error = try XCTUnwrap(failed)
    let message = AutofillStrings.message(for: error)
    XCTAssertTrue(message.hasPrefix("Dataset unavailable x"), message)
    XCTAssertLessThanOrEqual(message.count, AutofillStrings.maximumDisplayLength)
    XCTAssertFalse(
      message.unicodeScalars.contains { $0.properties.generalCategory == .control }, message)
    XCTAssertFalse(message.contains("\u{202E}"), message)
  }
}
