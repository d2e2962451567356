/// The byte-level machinery behind ``JSONDocument``: an explicit stack instead of recursion.
struct JSONParser {
  private let bytes: [UInt8]
  private let file: String
  private let maximumDepth: Int
  private var offset = 0
  private var line = 1
  private var lineStart = 0

  /// A container being filled (mutated in place on the stack, so appends stay O(1)).
  private struct Frame {
    var isObject: Bool
    var location: SourceLocation
    var elements: [DocumentNode] = []
    var members: [DocumentNode.Member] = []
    var key = ""
    var keyLocation: SourceLocation
  }

  init(bytes: [UInt8], file: String, maximumDepth: Int) {
    self.bytes = bytes
    self.file = file
    self.maximumDepth = Swift.max(1, maximumDepth)
  }

  mutating func parseDocument() throws(Diagnostic) -> DocumentNode {
    // A byte order mark is tolerated (RFC 8259 §8.1 allows ignoring it).
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      offset = 3
      lineStart = 3
    }
    skipWhitespace()
    guard offset < bytes.count else { throw error("empty document; expected a JSON value") }
    let root = try parseValue()
    skipWhitespace()
    guard offset >= bytes.count else {
      throw error("unexpected \(describeCurrent()) after the JSON value; expected end of input")
    }
    return root
  }

  private mutating func parseValue() throws(Diagnostic) -> DocumentNode {
    var stack: [Frame] = []
    var completed: DocumentNode
    while true {
      skipWhitespace()
      let location = currentLocation
      guard offset < bytes.count else { throw error("unexpected end of input; expected a value") }
      switch bytes[offset] {
      case UInt8(ascii: "["):
        guard stack.count < maximumDepth else { throw error("nesting deeper than \(maximumDepth) levels") }
        offset += 1
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
          offset += 1
          completed = DocumentNode(.array([]), at: location)
        } else {
          stack.append(Frame(isObject: false, location: location, keyLocation: location))
          continue
        }
      case UInt8(ascii: "{"):
        guard stack.count < maximumDepth else { throw error("nesting deeper than \(maximumDepth) levels") }
        offset += 1
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
          offset += 1
          completed = DocumentNode(.object([]), at: location)
        } else {
          let (key, keyLocation) = try parseKey()
          stack.append(Frame(isObject: true, location: location, key: key, keyLocation: keyLocation))
          continue
        }
      case UInt8(ascii: "\""):
        completed = DocumentNode(.string(try parseString()), at: location)
      case UInt8(ascii: "t"):
        try expectWord("true")
        completed = DocumentNode(.bool(true), at: location)
      case UInt8(ascii: "f"):
        try expectWord("false")
        completed = DocumentNode(.bool(false), at: location)
      case UInt8(ascii: "n"):
        try expectWord("null")
        completed = DocumentNode(.null, at: location)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        completed = DocumentNode(try parseNumber(), at: location)
      case UInt8(ascii: "]") where !stack.isEmpty:
        throw error("trailing comma; expected a value")
      default:
        throw error("unexpected \(describeCurrent()); expected a value")
      }

      // Attach the completed value to its container, closing containers as they end.
      if let root = try attach(completed, to: &stack) { return root }
    }
  }

  /// Adds `value` to the innermost open container of `stack`, closing the containers that end after
  /// it: the document's value once none is left open, `nil` when another value follows.
  private mutating func attach(_ value: DocumentNode, to stack: inout [Frame]) throws(Diagnostic) -> DocumentNode? {
    var completed = value
    while true {
      guard !stack.isEmpty else { return completed }
      let top = stack.count - 1
      skipWhitespace()
      if !stack[top].isObject {
        stack[top].elements.append(completed)
        if peek(UInt8(ascii: ",")) {
          offset += 1
          return nil
        }
        guard peek(UInt8(ascii: "]")) else {
          throw error("unexpected \(describeCurrent()) in array; expected ',' or ']'")
        }
        offset += 1
        let frame = stack.removeLast()
        completed = DocumentNode(.array(frame.elements), at: frame.location)
      } else {
        stack[top].members.append((key: stack[top].key, keyLocation: stack[top].keyLocation, value: completed))
        if peek(UInt8(ascii: ",")) {
          offset += 1
          skipWhitespace()
          if peek(UInt8(ascii: "}")) { throw error("trailing comma; expected a key") }
          (stack[top].key, stack[top].keyLocation) = try parseKey()
          return nil
        }
        guard peek(UInt8(ascii: "}")) else {
          throw error("unexpected \(describeCurrent()) in object; expected ',' or '}'")
        }
        offset += 1
        let frame = stack.removeLast()
        completed = DocumentNode(.object(frame.members), at: frame.location)
      }
    }
  }

  /// A member key and the `:` after it.
  private mutating func parseKey() throws(Diagnostic) -> (String, SourceLocation) {
    skipWhitespace()
    let location = currentLocation
    guard peek(UInt8(ascii: "\"")) else {
      throw error("unexpected \(describeCurrent()); expected a key in double quotes")
    }
    let key = try parseString()
    skipWhitespace()
    guard peek(UInt8(ascii: ":")) else { throw error("unexpected \(describeCurrent()) after key; expected ':'") }
    offset += 1
    return (key, location)
  }

  private mutating func parseString() throws(Diagnostic) -> String {
    let start = offset
    offset += 1
    var runStart = offset
    var buffer: [UInt8] = []
    var usedBuffer = false
    while true {
      guard offset < bytes.count else {
        offset = start
        throw error("string is not closed; add '\"'")
      }
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        let text: String
        if usedBuffer {
          buffer.append(contentsOf: bytes[runStart..<offset])
          text = String(decoding: buffer, as: UTF8.self)
        } else {
          text = String(decoding: bytes[runStart..<offset], as: UTF8.self)
        }
        offset += 1
        return text
      }
      if byte < 0x20 {
        throw error("control character in string; write it as an escape such as \\n or \\u00\(hex2(byte))")
      }
      if byte == UInt8(ascii: "\\") {
        usedBuffer = true
        buffer.append(contentsOf: bytes[runStart..<offset])
        try parseEscape(into: &buffer)
        runStart = offset
        continue
      }
      offset += 1
    }
  }

  private mutating func parseEscape(into buffer: inout [UInt8]) throws(Diagnostic) {
    let escapeStart = offset
    offset += 1
    guard offset < bytes.count else {
      offset = escapeStart
      throw error("string is not closed; add '\"'")
    }
    let byte = bytes[offset]
    offset += 1
    switch byte {
    case UInt8(ascii: "\""): buffer.append(byte)
    case UInt8(ascii: "\\"): buffer.append(byte)
    case UInt8(ascii: "/"): buffer.append(byte)
    case UInt8(ascii: "b"): buffer.append(0x08)
    case UInt8(ascii: "f"): buffer.append(0x0C)
    case UInt8(ascii: "n"): buffer.append(0x0A)
    case UInt8(ascii: "r"): buffer.append(0x0D)
    case UInt8(ascii: "t"): buffer.append(0x09)
    case UInt8(ascii: "u"):
      var scalar = try parseHex4(escapeStart: escapeStart)
      if (0xD800...0xDBFF).contains(scalar) {
        guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u")
        else {
          offset = escapeStart
          throw error("lone high surrogate \\u\(hex4(scalar)); expected a following \\uDC00-\\uDFFF")
        }
        let lowStart = offset
        offset += 2
        let low = try parseHex4(escapeStart: lowStart)
        guard (0xDC00...0xDFFF).contains(low) else {
          offset = lowStart
          throw error("invalid low surrogate \\u\(hex4(low)) after \\u\(hex4(scalar))")
        }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00...0xDFFF).contains(scalar) {
        offset = escapeStart
        throw error("lone low surrogate \\u\(hex4(scalar))")
      }
      buffer.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
    default:
      offset = escapeStart
      let shown = byte < 0x80 && byte >= 0x20 ? String(UnicodeScalar(byte)) : "?"
      throw error("invalid escape '\\\(shown)' in string; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
    }
  }

  private mutating func parseHex4(escapeStart: Int) throws(Diagnostic) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard offset < bytes.count, let digit = hexDigit(bytes[offset]) else {
        offset = escapeStart
        throw error("invalid \\u escape; expected four hexadecimal digits")
      }
      value = value << 4 | UInt32(digit)
      offset += 1
    }
    return value
  }

  private mutating func parseNumber() throws(Diagnostic) -> DocumentNode.Value {
    let start = offset
    var isInteger = true
    if peek(UInt8(ascii: "-")) { offset += 1 }
    guard offset < bytes.count, isDigit(bytes[offset]) else {
      throw error("invalid number; expected a digit after '-'")
    }
    if bytes[offset] == UInt8(ascii: "0") {
      offset += 1
      if offset < bytes.count, isDigit(bytes[offset]) {
        offset = start
        throw error("invalid number; leading zeros are not allowed")
      }
    } else {
      while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
    }
    if peek(UInt8(ascii: ".")) {
      isInteger = false
      offset += 1
      guard offset < bytes.count, isDigit(bytes[offset]) else {
        throw error("invalid number; expected a digit after '.'")
      }
      while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
    }
    if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
      isInteger = false
      offset += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { offset += 1 }
      guard offset < bytes.count, isDigit(bytes[offset]) else {
        throw error("invalid number; expected a digit in the exponent")
      }
      while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
    }
    let text = String(decoding: bytes[start..<offset], as: UTF8.self)
    if isInteger, let integer = Int(text) { return .int(integer) }
    guard let double = Double(text), double.isFinite else {
      offset = start
      throw error("number \(text) is out of range")
    }
    return .double(double)
  }

  private mutating func expectWord(_ word: StaticString) throws(Diagnostic) {
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    for byte in expected {
      guard offset < bytes.count, bytes[offset] == byte else {
        throw error("unexpected \(describeCurrent()); expected '\(word)'")
      }
      offset += 1
    }
    if offset < bytes.count, isWordByte(bytes[offset]) {
      throw error("unexpected \(describeCurrent()) after '\(word)'")
    }
  }

  private mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        offset += 1
      case UInt8(ascii: "\n"):
        offset += 1
        line += 1
        lineStart = offset
      default:
        return
      }
    }
  }

  private func peek(_ byte: UInt8) -> Bool { offset < bytes.count && bytes[offset] == byte }

  private var currentLocation: SourceLocation {
    SourceLocation(file: file, line: line, column: offset - lineStart + 1)
  }

  /// What is at the current offset, for messages: `'x'`, `end of input`.
  private func describeCurrent() -> String {
    guard offset < bytes.count else { return "end of input" }
    var end = offset + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    let text = String(decoding: bytes[offset..<end], as: UTF8.self)
    switch text {
    case "\n": return "newline"
    case "'": return "\"'\" (JSON strings use double quotes)"
    default: return "'\(text)'"
    }
  }

  /// An error at the current offset (the line is the current one: strings cannot span lines).
  private func error(_ message: String) -> Diagnostic {
    var end = lineStart
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
    if end > lineStart, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    let sourceLine = String(decoding: bytes[lineStart..<Swift.max(lineStart, end)], as: UTF8.self)
    return Diagnostic(message, at: currentLocation, sourceLine: sourceLine)
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  private func isWordByte(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
  }

  private func hexDigit(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  private func hex2(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }

  private func hex4(_ value: UInt32) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: Swift.max(0, 4 - text.count)) + text
  }
}
