import Located

/// Byte ranges of values in JSON text that parsed (``JSONDocument``), so a value can be replaced
/// and members added without rewriting the rest of the text.
struct JSONTextScanner: Sendable {
  /// The text's bytes.
  let bytes: [UInt8]
  /// Where each line starts (line 1 at index 0).
  private let lineStarts: [Int]

  /// A scanner of `text`.
  init(_ text: String) {
    bytes = Array(text.utf8)
    var starts = [0]
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
    lineStarts = starts
  }

  /// The byte offset of `location` (its column counts bytes, as the JSON parser counts them).
  func offset(of location: SourceLocation) -> Int {
    lineStarts[min(max(location.line - 1, 0), lineStarts.count - 1)] + location.column - 1
  }

  /// The bytes of the value `node` starts.
  func range(of node: DocumentNode) -> Range<Int> {
    let start = offset(of: node.location)
    return start..<end(ofValueAt: start)
  }

  /// The value's text as written.
  func text(of node: DocumentNode) -> String {
    String(decoding: bytes[range(of: node)], as: UTF8.self)
  }

  /// Where the value starting at `start` ends (past its last byte).
  func end(ofValueAt start: Int) -> Int {
    var index = start
    var depth = 0
    repeat {
      guard index < bytes.count else { return bytes.count }
      switch bytes[index] {
      case UInt8(ascii: "\""):
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        index += 1
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        index += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        index += 1
      default:
        if depth == 0 {
          // A number, true, false or null.
          while index < bytes.count, !Self.delimiters.contains(bytes[index]) { index += 1 }
          return index
        }
        index += 1
      }
    } while depth > 0
    return index
  }

  private static let delimiters: Set<UInt8> = Set(",}] \t\r\n".utf8)

  /// The spaces before the first non-space byte of the line holding `offset`.
  private func indentation(at offset: Int) -> String {
    var start = offset
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    var end = start
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// The edit that adds `pairs` as the last members of `object`: after its last member, on lines
  /// of their own indented like its last member (or on its line, for an object written on one
  /// line); an empty object is written anew.
  func insertion(
    into object: DocumentNode, pairs: [([String], RambafileSettings.Value)]
  ) -> (range: Range<Int>, text: String) {
    let whole = range(of: object)
    guard case .object(let members) = object.value, let last = members.last else {
      return (whole, ConfigurationMerge.render(pairs, indent: indentation(at: whole.lowerBound)))
    }
    let after = end(ofValueAt: offset(of: last.value.location))
    let multiline = bytes[whole].contains(UInt8(ascii: "\n"))
    if multiline {
      let indent = indentation(at: offset(of: last.keyLocation))
      let lines = ConfigurationMerge.members(pairs, indent: indent)
      return (after..<after, ",\n" + lines.joined(separator: ",\n"))
    }
    let lines = ConfigurationMerge.members(pairs, indent: "")
    return (after..<after, ", " + lines.joined(separator: ", "))
  }
}
