/// Turns the bytes a terminal in raw mode sends into ``DemoKey``s: UTF-8 text (multi-byte
/// characters and combining marks included), control keys, and the escape sequences of the
/// arrow, Home, End and Delete keys in both cursor modes (`ESC [ A` and `ESC O A`); string
/// sequences (OSC, DCS, SOS, PM, APC) are consumed whole and type nothing.
///
/// Input arrives in arbitrary pieces, so a sequence or character cut at the end of a piece is
/// kept until the next one. A lone Escape cannot be told from the start of a sequence until
/// the terminal has been quiet for a moment: the caller calls ``flush()`` then.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode(Array("Zu\u{1B}[B".utf8))  // [.text("Zu"), .down]
/// ```
struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  /// Creates a decoder with nothing pending.
  init() {}

  /// Whether bytes are waiting for the rest of a sequence or character.
  var hasPending: Bool { !pending.isEmpty }

  /// Decodes a piece of input.
  ///
  /// - Parameter bytes: The bytes read, in order.
  /// - Returns: The keys they complete, in order; consecutive text is one ``DemoKey/text(_:)``.
  mutating func decode(_ bytes: some Sequence<UInt8>) -> [DemoKey] {
    pending.append(contentsOf: bytes)
    return take(final: false)
  }

  /// Decodes what is pending as if no more input will follow: a lone Escape becomes
  /// ``DemoKey/escape``, a cut UTF-8 character U+FFFD.
  ///
  /// - Returns: The keys.
  mutating func flush() -> [DemoKey] {
    take(final: true)
  }

  private mutating func take(final: Bool) -> [DemoKey] {
    var keys: [DemoKey] = []
    var text: [UInt8] = []
    var index = 0
    func endText() {
      guard !text.isEmpty else { return }
      keys.append(.text(String(decoding: text, as: UTF8.self)))
      text = []
    }
    while index < pending.count {
      let byte = pending[index]
      if byte >= 0x20, byte != 0x7F {
        let length = Self.sequenceLength(lead: byte)
        if index + length > pending.count, !final {
          break
        }
        let end = min(index + length, pending.count)
        text.append(contentsOf: pending[index..<end])
        index = end
        continue
      }
      if byte == 0x1B {
        guard let (key, length) = Self.escapeSequence(pending[(index + 1)...], final: final)
        else { break }
        endText()
        keys.append(key)
        index += 1 + length
        continue
      }
      endText()
      keys.append(Self.controlKey(byte))
      index += 1
    }
    endText()
    pending.removeFirst(index)
    return keys
  }

  /// The byte count of the UTF-8 sequence a lead byte starts (1 for a stray continuation
  /// byte, which decodes to U+FFFD).
  private static func sequenceLength(lead: UInt8) -> Int {
    switch lead {
    case 0xC2...0xDF: 2
    case 0xE0...0xEF: 3
    case 0xF0...0xF4: 4
    default: 1
    }
  }

  private static func controlKey(_ byte: UInt8) -> DemoKey {
    switch byte {
    case 0x0D, 0x0A: .enter
    case 0x7F, 0x08: .backspace
    case 0x09: .tab
    case 0x03: .interrupt
    case 0x04: .endOfInput
    case 0x01: .home
    case 0x05: .end
    case 0x01...0x1A: .control(Character(Unicode.Scalar(byte + 0x60)))
    default: .unknown
    }
  }

  /// The key an escape sequence stands for and how many bytes after the ESC it takes, or
  /// `nil` when the sequence may still be incomplete.
  private static func escapeSequence(_ rest: ArraySlice<UInt8>, final: Bool) -> (DemoKey, Int)? {
    guard let introducer = rest.first else { return final ? (.escape, 0) : nil }
    switch introducer {
    case UInt8(ascii: "["):
      // CSI: parameter and intermediate bytes (0x20–0x3F), then one final byte (0x40–0x7E).
      var end = rest.startIndex + 1
      while end < rest.endIndex, (0x20...0x3F).contains(rest[end]) { end += 1 }
      guard end < rest.endIndex else { return final ? (.unknown, rest.count) : nil }
      let parameters = String(decoding: rest[(rest.startIndex + 1)..<end], as: UTF8.self)
      return (csiKey(parameters: parameters, final: rest[end]), end - rest.startIndex + 1)
    case UInt8(ascii: "O"):
      guard rest.count >= 2 else { return final ? (.unknown, rest.count) : nil }
      return (ss3Key(rest[rest.startIndex + 1]), 2)
    case 0x1B:
      return (.escape, 0)
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"),
      UInt8(ascii: "_"):
      return stringSequence(rest, final: final)
    default:
      // Alt and a key: not used by the demo. A multi-byte character after ESC is consumed
      // whole, so that its bytes do not become text.
      let length = sequenceLength(lead: introducer)
      guard rest.count >= length || final else { return nil }
      return (.unknown, min(length, rest.count))
    }
  }

  /// An OSC, DCS, SOS, PM or APC string (`ESC ] 0;title BEL`, a terminal's reply to a
  /// query): consumed whole up to its terminator, BEL or ST (`ESC \`), so that its payload
  /// never becomes text; another ESC ends it too, and starts a sequence of its own. An
  /// unterminated one waits for more input; flushed, it is dropped.
  private static func stringSequence(_ rest: ArraySlice<UInt8>, final: Bool) -> (DemoKey, Int)? {
    var index = rest.startIndex + 1
    while index < rest.endIndex {
      if rest[index] == 0x07 { return (.unknown, index - rest.startIndex + 1) }
      if rest[index] == 0x1B {
        guard index + 1 < rest.endIndex else { break }
        let isTerminator = rest[index + 1] == UInt8(ascii: "\\")
        return (.unknown, index - rest.startIndex + (isTerminator ? 2 : 0))
      }
      index += 1
    }
    return final ? (.unknown, rest.count) : nil
  }

  private static func csiKey(parameters: String, final: UInt8) -> DemoKey {
    // Modifiers ("1;5A" for Ctrl-Up) are ignored.
    let first = parameters.split(separator: ";").first.map(String.init) ?? ""
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "~"):
      switch first {
      case "1", "7": return .home
      case "4", "8": return .end
      case "3": return .delete
      default: return .unknown
      }
    default: return .unknown
    }
  }

  private static func ss3Key(_ byte: UInt8) -> DemoKey {
    switch byte {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    default: .unknown
    }
  }
}
