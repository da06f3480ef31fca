import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the terminal reports to the demo.
enum TerminalEvent: Sendable {
  /// Bytes typed (or pasted).
  case input([UInt8])
  /// The window changed size (SIGWINCH).
  case resize
  /// Input ended: the terminal went away.
  case closed
  /// A signal asked the program to stop (SIGTERM, SIGHUP, SIGINT, SIGQUIT).
  case signal(Int32)
  /// The input has been quiet since a lone Escape or a cut character arrived.
  case inputPaused
}

/// The controlling terminal, through termios: raw mode on the alternate screen, restored on
/// every way out; its size; and its input, resizes and stop signals as one stream of events.
///
/// No terminal library is used: raw mode is `cfmakeraw`, the size is `TIOCGWINSZ`, and the
/// screen is driven with a handful of VT100/xterm sequences every terminal emulator knows.
@MainActor
final class Terminal {
  private var original = termios()
  private var isRaw = false
  private var sources: [any DispatchSourceProtocol] = []
  private let queue = DispatchQueue(label: "autofill.demo.terminal")
  /// The signals that stop the demo; the terminal is restored before it exits.
  nonisolated static let stopSignals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]

  /// Whether standard input and output are both a terminal.
  static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

  /// Creates the terminal; call ``enterRawMode()`` to take it over.
  init() {}

  /// The terminal's columns and rows; 80 × 24 if it does not say.
  var size: (width: Int, height: Int) {
    var window = winsize()
    #if canImport(Darwin)
      let result = ioctl(STDOUT_FILENO, TIOCGWINSZ, &window)
    #else
      let result = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window)
    #endif
    guard result == 0, window.ws_col > 0, window.ws_row > 0 else { return (80, 24) }
    return (Int(window.ws_col), Int(window.ws_row))
  }

  /// Switches to raw mode (bytes arrive as typed, nothing is echoed, Ctrl-C is a byte) and to
  /// the alternate screen.
  ///
  /// - Throws: ``CommandError/input(_:)`` if the terminal's settings cannot be read or set.
  func enterRawMode() throws(CommandError) {
    guard tcgetattr(STDIN_FILENO, &original) == 0 else {
      throw .input("cannot read the terminal's settings")
    }
    var raw = original
    cfmakeraw(&raw)
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
      throw .input("cannot switch the terminal to raw mode")
    }
    isRaw = true
    write("\u{1B}[?1049h\u{1B}[H\u{1B}[2J")
  }

  /// Leaves the alternate screen and restores the terminal's settings. Safe to call twice.
  func restore() {
    for source in sources { source.cancel() }
    sources = []
    guard isRaw else { return }
    isRaw = false
    write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
  }

  /// Writes text at once, all of it (one `write(2)` unless the kernel takes it in parts).
  ///
  /// - Parameter text: Text and escape sequences.
  func write(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { buffer in
        #if canImport(Darwin)
          Darwin.write(STDOUT_FILENO, buffer.baseAddress, buffer.count)
        #else
          Glibc.write(STDOUT_FILENO, buffer.baseAddress, buffer.count)
        #endif
      }
      if written < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return
      }
      bytes = bytes.dropFirst(written)
    }
  }

  /// Starts reporting input, resizes and stop signals to `continuation`.
  ///
  /// - Parameter continuation: Where events go; ``restore()`` stops them.
  func startEvents(_ continuation: AsyncStream<TerminalEvent>.Continuation) {
    sources += Self.makeSources(queue: queue, continuation)
  }

  /// The dispatch sources behind ``startEvents(_:)``. Nonisolated: their handlers run on
  /// `queue`, not on the main actor.
  private nonisolated static func makeSources(
    queue: DispatchQueue, _ continuation: AsyncStream<TerminalEvent>.Continuation
  ) -> [any DispatchSourceProtocol] {
    let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: queue)
    input.setEventHandler {
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count > 0 {
        continuation.yield(.input(Array(buffer[..<count])))
      } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
        continuation.yield(.closed)
        input.cancel()
      }
    }
    input.resume()
    var sources: [any DispatchSourceProtocol] = [input]

    let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: queue)
    resize.setEventHandler { continuation.yield(.resize) }
    resize.resume()
    sources.append(resize)

    for signalNumber in stopSignals {
      // Ignored, so that the default action (exit without restoring) does not run; the
      // dispatch source still sees it.
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
      source.setEventHandler { continuation.yield(.signal(signalNumber)) }
      source.resume()
      sources.append(source)
    }
    return sources
  }
}
