import Located

/// Reads the old-style property list of `project.pbxproj` into ``PBXValue``s with byte ranges:
/// `//` and `/* */` comments, quoted strings with escapes (`\n`, `\t`, `\"`, `\\`, `\Uxxxx`),
/// bare strings, `<data>`, arrays with trailing commas and dictionaries. Errors are located.
struct PBXParser {
  let source: SourceText
  private let bytes: [UInt8]
  private var index = 0
  /// How many `{` and `(` are open; real projects nest about six deep.
  private var depth = 0
  /// Deeper nesting is refused rather than read by ever deeper recursion.
  static let maximumDepth = 100

  init(_ source: SourceText) {
    self.source = source
    self.bytes = source.bytes
  }

  /// The document: one dictionary, then nothing but space and comments.
  mutating func parseDocument() throws(Diagnostic) -> PBXValue {
    skipTrivia()
    let value = try parseValue()
    guard case .dictionary = value else {
      throw error("the file must hold one { … } dictionary", at: value.range.lowerBound)
    }
    skipTrivia()
    if index < bytes.count { throw error("unexpected text after the closing '}'", at: index) }
    return value
  }

  private func error(_ message: String, at offset: Int) -> Diagnostic {
    let location = source.location(at: min(offset, max(0, bytes.count)))
    return Diagnostic(message, at: location, sourceLine: source.lineText(location.line))
  }

  private mutating func skipTrivia() {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        index += 1
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        index += 2
        while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
          index += 1
        }
        index = min(bytes.count, index + 2)
      } else {
        return
      }
    }
  }

  private static func isBare(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "="),
      UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "\""), UInt8(ascii: "<"), 0x20, 0x09, 0x0A, 0x0D:
      return false
    case UInt8(ascii: "/"): return true
    default: return byte >= 0x21
    }
  }

  private mutating func parseValue() throws(Diagnostic) -> PBXValue {
    skipTrivia()
    guard index < bytes.count else { throw error("the file ends where a value was expected", at: index) }
    let start = index
    switch bytes[index] {
    case UInt8(ascii: "{"), UInt8(ascii: "("):
      guard depth < Self.maximumDepth else {
        throw error(
          "values nest more than \(Self.maximumDepth) deep; this is not a project file Xcode writes", at: start)
      }
      depth += 1
      defer { depth -= 1 }
      return bytes[index] == UInt8(ascii: "{") ? try parseDictionary() : try parseArray()
    case UInt8(ascii: "\""):
      return try parseQuoted()
    case UInt8(ascii: "<"):
      index += 1
      while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
      guard index < bytes.count else { throw error("'<' data opened here is never closed; add '>'", at: start) }
      index += 1
      return .data(source.string(start + 1, index - 1), range: start..<index)
    default:
      while index < bytes.count, Self.isBare(bytes[index]) {
        if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "*") || bytes[index + 1] == UInt8(ascii: "/")
        {
          break
        }
        index += 1
      }
      guard index > start else { throw error("unexpected '\(source.string(start, start + 1))'", at: start) }
      return .string(source.string(start, index), range: start..<index)
    }
  }

  private mutating func parseDictionary() throws(Diagnostic) -> PBXValue {
    let start = index
    index += 1
    var entries: [PBXValue.Entry] = []
    while true {
      skipTrivia()
      guard index < bytes.count else { throw error("'{' opened here is never closed; add '}'", at: start) }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .dictionary(entries, range: start..<index)
      }
      let key = try parseValue()
      guard case .string(let name, let keyRange) = key else {
        throw error("a dictionary key must be a string", at: key.range.lowerBound)
      }
      skipTrivia()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
        throw error("expected '=' after the key '\(name)'", at: index)
      }
      index += 1
      let value = try parseValue()
      skipTrivia()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
        throw error("expected ';' after the value of '\(name)'", at: index)
      }
      index += 1
      entries.append(PBXValue.Entry(key: name, keyRange: keyRange, value: value))
    }
  }

  private mutating func parseArray() throws(Diagnostic) -> PBXValue {
    let start = index
    index += 1
    var items: [PBXValue] = []
    while true {
      skipTrivia()
      guard index < bytes.count else { throw error("'(' opened here is never closed; add ')'", at: start) }
      if bytes[index] == UInt8(ascii: ")") {
        index += 1
        return .array(items, range: start..<index)
      }
      items.append(try parseValue())
      skipTrivia()
      guard index < bytes.count else { throw error("'(' opened here is never closed; add ')'", at: start) }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] != UInt8(ascii: ")") {
        throw error("expected ',' or ')' in the list", at: index)
      }
    }
  }

  private mutating func parseQuoted() throws(Diagnostic) -> PBXValue {
    let start = index
    index += 1
    var text: [UInt8] = []
    while true {
      guard index < bytes.count else { throw error("string opened here is never closed; add '\"'", at: start) }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        return .string(String(decoding: text, as: UTF8.self), range: start..<index)
      }
      if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
        let next = bytes[index + 1]
        index += 2
        switch next {
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "U"):
          let end = min(bytes.count, index + 4)
          if let scalar = UInt32(source.string(index, end), radix: 16).flatMap(Unicode.Scalar.init) {
            text.append(contentsOf: Array(String(Character(scalar)).utf8))
            index = end
          } else {
            text.append(next)
          }
        default: text.append(next)
        }
        continue
      }
      text.append(byte)
      index += 1
    }
  }
}
