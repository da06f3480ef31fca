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

  func test_sections_comeFromTheChoices_noneWhenAbsentNullOrNotAString() async throws {
    let items = try await source("sections").items(for: query("", count: 5))
    XCTAssertEqual(items.map(\.value), ["Zürich", "Zug", "Zuoz", "Bern", "Basel"])
    XCTAssertEqual(items.map(\.section), ["Cities", "Cantons", nil, nil, nil])
    XCTAssertEqual(items.first?.refCon as? String, "id-Zürich")
    let plain = try await source("cities").items(for: query("z"))
    XCTAssertEqual(plain.map(\.section), [nil, nil, nil])
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

  /// Requests cancelled as they start, many times over: on Linux, a URL task cancelled before
  /// URL loading has registered it traps ("a task that in not in the registry"), which the
  /// single cancellation above hit about once in seven runs; the loader now waits to hear from
  /// the task before cancelling it, and answers the caller at once.
  func test_manyRequestsCancelledAsTheyStart_eachThrowsCancellation_andNothingTraps() async throws {
    let slow = try source("slow")
    let question = query("x")
    var tasks: [Task<[AutofillItem], any Error>] = []
    for round in 0..<40 {
      let task = Task { try await slow.items(for: question) }
      for _ in 0..<(round % 4) { await Task.yield() }
      task.cancel()
      tasks.append(task)
    }
    for task in tasks {
      do {
        _ = try await task.value
        XCTFail("expected cancellation")
      } catch {
        XCTAssertTrue(error is CancellationError, "got \(error)")
      }
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

  func test_nonFiniteAndHugeTimeouts_answerWithoutTrapping() async throws {
    let cases: [(line: UInt, timeout: TimeInterval, kept: TimeInterval)] = [
      (#line, .infinity, .infinity),
      (#line, 1e300, 1e300),
      (#line, .greatestFiniteMagnitude, .greatestFiniteMagnitude),
      (#line, 2e10, 2e10),
      (#line, .nan, AutofillDataQuerySource.defaultTimeout),
      (#line, -.infinity, AutofillDataQuerySource.defaultTimeout),
      (#line, -1, AutofillDataQuerySource.defaultTimeout),
      (#line, 0, AutofillDataQuerySource.defaultTimeout),
    ]
    for (line, timeout, kept) in cases {
      let cities = try source("cities", timeout: timeout)
      XCTAssertEqual(cities.timeout, kept, "timeout \(timeout)", line: line)
      let items = try await cities.items(for: query("b", count: 2))
      XCTAssertEqual(items.map(\.value), ["Bern", "Basel"], "timeout \(timeout)", line: line)
    }
  }

  func test_infiniteTimeout_hasNoTimer_andCancellationStillStopsTheRequest() async throws {
    let slow = try source("slow", timeout: .infinity)
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

  func test_negativeSkip_isSentAsZero() async throws {
    let items = try await source("echo").items(for: query("b", count: 7, skip: -3))
    let body = try XCTUnwrap(items.first?.value.data(using: .utf8))
    let request = try XCTUnwrap(JSONSerialization.jsonObject(with: body) as? [String: Any])
    XCTAssertEqual(request["count"] as? Int, 7)
    XCTAssertEqual(request["skip"] as? Int, 0)
  }

  func test_countBelowOne_answersNothing_withoutAskingTheServer() async throws {
    // The echo dataset answers one choice to any request it gets.
    for count in [0, -1, Int.min] {
      let items = try await source("echo").items(for: query("b", count: count))
      XCTAssertEqual(items.map(\.value), [], "count \(count)")
    }
  }

  func test_noContent_isAPageWithNoItems() async throws {
    let items = try await source("no-content").items(for: query("b"))
    XCTAssertTrue(items.isEmpty)
  }

  func test_sameOriginRedirect_isFollowed() async throws {
    let items = try await source("redirect-same-origin").items(for: query("b", count: 2))
    XCTAssertEqual(items.map(\.value), ["Bern", "Basel"])
  }

  func test_crossOriginRedirect_failsWithoutSendingTheTextThere() async throws {
    let server = try XCTUnwrap(server)
    let error = try await failure("redirect-cross-origin")
    XCTAssertEqual(error as? AutofillDataQueryError, .redirectedToAnotherOrigin)
    XCTAssertEqual(
      error.map { AutofillStrings.message(for: $0) },
      "The server redirected the request to another site, where it is not sent.")
    let other = try await server.otherOrigin()
    XCTAssertEqual(other.requests, 0, "the other origin never got the request or its text")
    // The count is live: asked directly, the other origin answers and counts.
    let direct = AutofillDataQuerySource(url: other.url, dataset: "cities")
    let items = try await direct.items(for: query("b", count: 1))
    XCTAssertEqual(items.map(\.value), ["Bern"])
    let afterwards = try await server.otherOrigin()
    XCTAssertEqual(afterwards.requests, 1)
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
