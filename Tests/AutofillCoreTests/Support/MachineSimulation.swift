import AutofillCore
import Foundation

/// Drives an ``AutofillSuggestionMachine`` in virtual time: it performs the machine's effects
/// as a driver would (timers, fetches, announcements, setting the text) but answers fetches only
/// when a test says so, in any order, so every interleaving can be scripted.
struct MachineSimulation {
  enum Timer: Equatable {
    case debounce(Int)
    case loading(Int)
    case announcement(Int)
  }

  var machine: AutofillSuggestionMachine
  private(set) var now: Duration = .zero
  private var timers: [(due: Duration, order: Int, timer: Timer)] = []
  private var timerOrder = 0
  /// Fetches asked for and not yet answered, cancelled or not.
  private(set) var pending: [AutofillRequest] = []
  /// Every fetch asked for, with the time it was asked.
  private(set) var fetches: [(time: Duration, request: AutofillRequest)] = []
  private(set) var cancellations = 0
  private(set) var announcements: [String] = []
  private(set) var fieldText = ""

  init(_ machine: AutofillSuggestionMachine) { self.machine = machine }

  mutating func apply(_ effects: [AutofillSuggestionMachine.Effect]) {
    for effect in effects {
      switch effect {
      case .scheduleDebounce(let generation, let delay): schedule(.debounce(generation), delay)
      case .scheduleLoadingIndicator(let generation, let delay):
        schedule(.loading(generation), delay)
      case .scheduleAnnouncement(let generation, let delay):
        schedule(.announcement(generation), delay)
      case .fetch(let request):
        pending.append(request)
        fetches.append((now, request))
      case .cancelFetches: cancellations += 1
      case .announce(let text): announcements.append(text)
      case .setText(let text): fieldText = text
      }
    }
  }

  private mutating func schedule(_ timer: Timer, _ delay: Duration) {
    timerOrder += 1
    timers.append((now + delay, timerOrder, timer))
  }

  mutating func begin(_ text: String = "") {
    fieldText = text
    apply(machine.beginEditing(text: text))
  }

  mutating func type(_ text: String) {
    fieldText = text
    apply(machine.changeText(text))
  }

  /// Moves virtual time forward, firing due timers in order.
  mutating func advance(by duration: Duration) {
    let end = now + duration
    while let next = timers.enumerated().filter({ $0.element.due <= end })
      .min(by: { ($0.element.due, $0.element.order) < ($1.element.due, $1.element.order) })
    {
      timers.remove(at: next.offset)
      now = next.element.due
      switch next.element.timer {
      case .debounce(let generation): apply(machine.debounceElapsed(generation: generation))
      case .loading(let generation): apply(machine.loadingDelayElapsed(generation: generation))
      case .announcement(let generation):
        apply(machine.announcementDelayElapsed(generation: generation))
      }
    }
    now = end
  }

  /// Answers one pending fetch.
  mutating func respond(to request: AutofillRequest, with result: Result<[AutofillItem], any Error>)
  {
    pending.removeAll { $0 == request }
    apply(machine.receive(result, for: request))
  }

  /// Answers one pending fetch from a list of values, paged as the request asks.
  mutating func respond(to request: AutofillRequest, from values: [String]) {
    let page = values.dropFirst(request.query.skip).prefix(request.query.count)
    respond(to: request, with: .success(page.map { AutofillItem($0) }))
  }

  var shownValues: [String] { machine.state.suggestions.map(\.item.value) }
}

/// A failure with a message for people.
struct SourceFailure: LocalizedError, Equatable {
  var message: String
  var errorDescription: String? { message }
}
