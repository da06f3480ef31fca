import AutofillCore
import XCTest

/// The controller's work ends with it: a field that goes away leaves no timer or fetch behind,
/// even without calling `invalidate()`.
@MainActor
final class SuggestionControllerLifetimeTests: XCTestCase {
  func test_releasingTheController_cancelsItsTimersAndFetches() async {
    let clock = ManualClock()
    let source = ScriptedSource()
    var controller: AutofillSuggestionController? = AutofillSuggestionController(
      configuration: AutofillSuggestionMachine.Configuration(), clock: clock)
    let released = { [weak controller] in controller }
    controller?.setSource(source)
    controller?.beginEditing(text: "B")
    await clock.advance(by: .milliseconds(250))
    await settle { source.pending.count == 1 }
    await settle { clock.sleeperCount == 1 }  // the loading-indicator timer
    XCTAssertEqual(source.pending.count, 1)

    controller = nil
    XCTAssertNil(released(), "tasks hold the controller weakly")
    await settle { clock.sleeperCount == 0 && source.pending.isEmpty }
    XCTAssertEqual(clock.sleeperCount, 0, "no task left asleep")
    XCTAssertTrue(source.pending.isEmpty, "no fetch left waiting")
    XCTAssertEqual(source.cancelledCount, 1)
  }
}
