/// Ruby's string operations on exact bytes and code points (Swift's `String` compares grapheme
/// clusters with canonical equivalence, which Ruby does not), used by the string filters.
enum RubyStringOps {
  /// The byte offsets where `needle` starts in `haystack`, left to right, not overlapping.
  static func occurrences(of needle: [UInt8], in haystack: [UInt8], limit: Int = .max) -> [Int] {
    guard !needle.isEmpty, needle.count <= haystack.count else { return [] }
    var found: [Int] = []
    let first = needle[0]
    var index = 0
    let last = haystack.count - needle.count
    while index <= last && found.count < limit {
      if haystack[index] == first && matches(needle, in: haystack, at: index) {
        found.append(index)
        index += needle.count
      } else {
        index += 1
      }
    }
    return found
  }

  /// The byte offset of the last occurrence of `needle` (Ruby's `rindex`); an empty needle is
  /// found at the end.
  static func lastOccurrence(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard needle.count <= haystack.count else { return nil }
    var index = haystack.count - needle.count
    while index >= 0 {
      if matches(needle, in: haystack, at: index) { return index }
      index -= 1
    }
    return nil
  }

  private static func matches(_ needle: [UInt8], in haystack: [UInt8], at index: Int) -> Bool {
    var offset = 0
    while offset < needle.count {
      if haystack[index + offset] != needle[offset] { return false }
      offset += 1
    }
    return true
  }

  /// Ruby's `gsub(string, replacement)` (`all`) or `sub` (first only), with the replacement's
  /// backslash sequences (`\0`, `\&`, `` \` ``, `\'`, `\\`, `\1`…) expanded as Ruby does. Fails
  /// once the result grows past ``StandardFilters/maximumResultBytes``.
  static func substitute(_ input: String, pattern: String, replacement: String, all: Bool) throws(FilterError)
    -> String
  {
    let haystack = Array(input.utf8)
    let needle = Array(pattern.utf8)
    let replacementBytes = Array(replacement.utf8)
    let hasEscapes = replacementBytes.contains(UInt8(ascii: "\\"))
    var output: [UInt8] = []
    output.reserveCapacity(haystack.count)

    func appendReplacement(matchStart: Int, matchEnd: Int) {
      guard hasEscapes else {
        output.append(contentsOf: replacementBytes)
        return
      }
      var index = 0
      while index < replacementBytes.count {
        let byte = replacementBytes[index]
        guard byte == UInt8(ascii: "\\"), index + 1 < replacementBytes.count else {
          output.append(byte)
          index += 1
          continue
        }
        let next = replacementBytes[index + 1]
        switch next {
        case UInt8(ascii: "0"), UInt8(ascii: "&"): output.append(contentsOf: haystack[matchStart..<matchEnd])
        case UInt8(ascii: "`"): output.append(contentsOf: haystack[0..<matchStart])
        case UInt8(ascii: "'"): output.append(contentsOf: haystack[matchEnd...])
        case UInt8(ascii: "\\"): output.append(next)
        case UInt8(ascii: "1")...UInt8(ascii: "9"): break
        default: output.append(contentsOf: [byte, next])
        }
        index += 2
      }
    }

    if needle.isEmpty {
      // An empty pattern matches before every character and at the end.
      let boundaries = characterBoundaries(haystack)
      var previous = 0
      for boundary in boundaries {
        output.append(contentsOf: haystack[previous..<boundary])
        appendReplacement(matchStart: boundary, matchEnd: boundary)
        try StandardFilters.checkSize(output.count)
        previous = boundary
        if !all { break }
      }
      output.append(contentsOf: haystack[previous...])
      return String(decoding: output, as: UTF8.self)
    }
    let starts = occurrences(of: needle, in: haystack, limit: all ? .max : 1)
    if starts.isEmpty { return input }
    var previous = 0
    for start in starts {
      output.append(contentsOf: haystack[previous..<start])
      appendReplacement(matchStart: start, matchEnd: start + needle.count)
      try StandardFilters.checkSize(output.count)
      previous = start + needle.count
    }
    output.append(contentsOf: haystack[previous...])
    return String(decoding: output, as: UTF8.self)
  }

  /// Byte offsets of every code point start, plus the end offset.
  private static func characterBoundaries(_ bytes: [UInt8]) -> [Int] {
    var boundaries: [Int] = []
    for (index, byte) in bytes.enumerated() where byte & 0xC0 != 0x80 { boundaries.append(index) }
    boundaries.append(bytes.count)
    return boundaries
  }

  /// Ruby's `replace_last`: the last occurrence replaced literally (no escapes).
  static func replaceLast(_ input: String, pattern: String, replacement: String) -> String {
    let haystack = Array(input.utf8)
    let needle = Array(pattern.utf8)
    guard let start = lastOccurrence(of: needle, in: haystack) else { return input }
    var output = Array(haystack[0..<start])
    output.append(contentsOf: replacement.utf8)
    output.append(contentsOf: haystack[(start + needle.count)...])
    return String(decoding: output, as: UTF8.self)
  }

  /// Ruby's `String#split(pattern)` with a string pattern: `" "` splits on runs of whitespace
  /// ignoring leading whitespace, `""` splits into characters, anything else on the literal
  /// text; trailing empty fields are dropped.
  static func split(_ input: String, by pattern: String) -> [String] {
    if input.isEmpty { return [] }
    var fields: [String]
    if pattern == " " {
      fields = awkSplit(input, limit: .max).map { String($0) }
    } else if pattern.isEmpty {
      fields = input.unicodeScalars.map { String($0) }
    } else {
      let haystack = Array(input.utf8)
      let needle = Array(pattern.utf8)
      fields = []
      var previous = 0
      for start in occurrences(of: needle, in: haystack) {
        fields.append(String(decoding: haystack[previous..<start], as: UTF8.self))
        previous = start + needle.count
      }
      fields.append(String(decoding: haystack[previous...], as: UTF8.self))
    }
    while fields.last?.isEmpty == true { fields.removeLast() }
    return fields
  }

  /// Ruby's whitespace split with a field limit: at most `limit` fields, the last holding the
  /// rest of the text (from its first non-space character); with a limit, trailing whitespace
  /// yields a final empty field, as in Ruby.
  static func awkSplit(_ input: String, limit: Int) -> [Substring] {
    var fields: [Substring] = []
    let utf8 = input.utf8
    var index = utf8.startIndex
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
    while index < utf8.endIndex {
      let fieldEnd = index
      while index < utf8.endIndex && isSpace(utf8[index]) { index = utf8.index(after: index) }
      guard index < utf8.endIndex else {
        // With a limit, Ruby keeps the empty field after trailing whitespace.
        if limit != .max && !fields.isEmpty && fieldEnd != index && fields.count < limit { fields.append("") }
        break
      }
      if fields.count == limit - 1 {
        fields.append(input[index...])
        return fields
      }
      let start = index
      while index < utf8.endIndex && !isSpace(utf8[index]) { index = utf8.index(after: index) }
      fields.append(input[start..<index])
    }
    return fields
  }
}
