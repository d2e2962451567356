extension StandardFilters {
  /// The string filters: case, whitespace, substitution, slicing and truncation.
  static let stringFilters: [String: FilterFunction] = [
    "downcase": unary { .string($0.rubyString.lowercased()) },
    "upcase": unary { .string($0.rubyString.uppercased()) },
    "capitalize": unary { .string(capitalize($0.rubyString)) },
    "strip": unary { .string(RubyText.strip($0.rubyString)) },
    "lstrip": unary { .string(RubyText.lstrip($0.rubyString)) },
    "rstrip": unary { .string(RubyText.rstrip($0.rubyString)) },
    "strip_newlines": unary { .string(replaceNewlines($0.rubyString, with: "")) },
    "newline_to_br": unary { .string(replaceNewlines($0.rubyString, with: "<br />\n")) },
    "strip_html": unary { .string(HTMLText.stripTags($0.rubyString)) },
    "append": { input, arguments throws(FilterError) in
      .string(input.rubyString + (try arguments.single()).rubyString)
    },
    "prepend": { input, arguments throws(FilterError) in
      .string((try arguments.single()).rubyString + input.rubyString)
    },
    "replace": { input, arguments throws(FilterError) in
      let values = try arguments.values(accepting: 1...2)
      let replacement = values.count > 1 ? values[1].rubyString : ""
      let text = input.rubyString
      let pattern = values[0].rubyString
      return .string(try RubyStringOps.substitute(text, pattern: pattern, replacement: replacement, all: true))
    },
    "replace_first": { input, arguments throws(FilterError) in
      let values = try arguments.values(accepting: 1...2)
      let replacement = values.count > 1 ? values[1].rubyString : ""
      return .string(
        try RubyStringOps.substitute(
          input.rubyString, pattern: values[0].rubyString, replacement: replacement, all: false))
    },
    "replace_last": { input, arguments throws(FilterError) in
      let values = try arguments.values(accepting: 2...2)
      return .string(
        RubyStringOps.replaceLast(input.rubyString, pattern: values[0].rubyString, replacement: values[1].rubyString))
    },
    "remove": { input, arguments throws(FilterError) in
      .string(
        try RubyStringOps.substitute(
          input.rubyString, pattern: (try arguments.single()).rubyString, replacement: "", all: true))
    },
    "remove_first": { input, arguments throws(FilterError) in
      .string(
        try RubyStringOps.substitute(
          input.rubyString, pattern: (try arguments.single()).rubyString, replacement: "", all: false))
    },
    "remove_last": { input, arguments throws(FilterError) in
      .string(
        RubyStringOps.replaceLast(input.rubyString, pattern: (try arguments.single()).rubyString, replacement: ""))
    },
    "split": { input, arguments throws(FilterError) in
      let pattern = (try arguments.single()).rubyString
      let text = input.rubyString
      if pattern.isEmpty && text.utf8.count > maximumResultItems && text.unicodeScalars.count > maximumResultItems {
        throw FilterError("result would exceed the limit of \(maximumResultItems) items")
      }
      return .array(RubyStringOps.split(text, by: pattern).map { .string($0) })
    },
    "slice": { input, arguments throws(FilterError) in
      let values = try arguments.values(accepting: 1...2)
      let offset = try rubyInteger(values[0])
      // Ruby: `length ? Utils.to_integer(length) : 1`, so nil and false mean one.
      let length = values.count > 1 && values[1].isTruthy ? try rubyInteger(values[1]) : 1
      if case .array(let items) = input {
        guard let range = sliceRange(count: items.count, offset: offset, length: length) else { return .array([]) }
        return .array(Array(items[range]))
      }
      let text = input.rubyString
      let count = text.unicodeScalarCount
      guard let range = sliceRange(count: count, offset: offset, length: length) else { return .string("") }
      return .string(text.scalarSlice(range, scalarCount: count))
    },
    "truncate": { input, arguments throws(FilterError) in
      let values = try arguments.values(accepting: 0...2)
      if input.isNull { return .null }
      let length = values.isEmpty ? 50 : try rubyInteger(values[0])
      let ellipsis = values.count > 1 ? values[1].rubyString : "..."
      let text = input.rubyString
      let scalars = text.unicodeScalars
      if length >= 0 {
        // Only longer texts are cut; find out without counting every scalar.
        let limit = scalars.index(scalars.startIndex, offsetBy: length, limitedBy: scalars.endIndex)
        guard let limit, limit != scalars.endIndex else { return .string(text) }
      }
      let keep = length <= 0 ? 0 : Swift.max(0, length - ellipsis.unicodeScalars.count)
      let end = scalars.index(scalars.startIndex, offsetBy: keep)
      return .string(String(scalars[..<end]) + ellipsis)
    },
    "truncatewords": { input, arguments throws(FilterError) in
      let values = try arguments.values(accepting: 0...2)
      if input.isNull { return .null }
      let text = input.rubyString
      var words = values.isEmpty ? 15 : try rubyInteger(values[0])
      if words <= 0 { words = 1 }
      // Ruby passes `words + 1` to `String#split` as a C int and reports the overflow.
      if words >= Int(Int32.max) { throw FilterError("integer \(words) too big for truncatewords") }
      let ellipsis = values.count > 1 ? values[1].rubyString : "..."
      let fields = RubyStringOps.awkSplit(text, limit: words + 1)
      guard fields.count > words else { return .string(text) }
      return .string(fields.dropLast().joined(separator: " ") + ellipsis)
    },
  ]

  /// A filter that takes no arguments.
  static func unary(_ body: @escaping @Sendable (LiquidValue) -> LiquidValue) -> FilterFunction {
    { input, arguments throws(FilterError) in
      try arguments.requireNone()
      return body(input)
    }
  }

  /// Ruby's `capitalize`: the first character in title case, the rest in lower case.
  static func capitalize(_ text: String) -> String {
    if let ascii = asciiCapitalized(text) { return ascii }
    guard let first = text.unicodeScalars.first else { return text }
    let rest = String(text.unicodeScalars.dropFirst())
    return first.properties.titlecaseMapping + rest.lowercased()
  }

  /// ``capitalize(_:)`` of an ASCII text by byte arithmetic (nil when the text is not ASCII).
  private static func asciiCapitalized(_ text: String) -> String? {
    var text = text
    text.makeContiguousUTF8()
    return text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
      var output = [UInt8](repeating: 0, count: bytes.count)
      for (index, byte) in bytes.enumerated() {
        guard byte < 0x80 else { return nil }
        let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
        let isLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
        if index == 0 {
          output[index] = isLower ? byte - 32 : byte
        } else {
          output[index] = isUpper ? byte + 32 : byte
        }
      }
      return String(decoding: output, as: UTF8.self)
    } ?? nil
  }

  /// Replaces `\r\n` and `\n` with `replacement` (a lone `\r` stays).
  private static func replaceNewlines(_ text: String, with replacement: String) -> String {
    guard text.utf8.contains(0x0A) else { return text }
    var output: [UInt8] = []
    let bytes = Array(text.utf8)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A {
        output.append(contentsOf: replacement.utf8)
        index += 2
      } else if byte == 0x0A {
        output.append(contentsOf: replacement.utf8)
        index += 1
      } else {
        output.append(byte)
        index += 1
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Ruby's `slice(offset, length)` on a sequence of `count` items: `nil` when out of range.
  static func sliceRange(count: Int, offset: Int, length: Int) -> Range<Int>? {
    let start = offset < 0 ? count + offset : offset
    guard start >= 0, start <= count, length >= 0 else { return nil }
    let end = length > count - start ? count : start + length
    return start..<end
  }

  /// Liquid's `Utils.to_integer`: integers as they are, anything else through Ruby's strict
  /// `Integer(text)` (`"12"`, `" 0x1A "`, `"1_000"`), else "invalid integer".
  static func rubyInteger(_ value: LiquidValue) throws(FilterError) -> Int {
    if case .int(let integer) = value { return integer }
    guard let integer = RubyText.strictInteger(value.rubyString) else { throw FilterError("invalid integer") }
    return integer
  }
}
