import Foundation

extension StandardFilters {
  /// `escape` (and its alias `h`), `escape_once`, `url_encode`, `url_decode` and the four
  /// base64 filters.
  static let encodingFilters: [String: FilterFunction] = [
    "escape": escapeFilter,
    "h": escapeFilter,
    "escape_once": unary { .string(HTMLText.escapeOnce($0.rubyString)) },
    "url_encode": unary { $0.isNull ? .null : .string(URLText.encode($0.rubyString)) },
    "url_decode": { input, arguments throws(FilterError) in
      try arguments.requireNone()
      if input.isNull { return .null }
      return .string(try URLText.decode(input.rubyString))
    },
    "base64_encode": unary { .string(Data($0.rubyString.utf8).base64EncodedString()) },
    "base64_url_safe_encode": unary { .string(Base64Text.urlSafe(Data($0.rubyString.utf8).base64EncodedString())) },
    "base64_decode": { input, arguments throws(FilterError) in
      try arguments.requireNone()
      guard let text = Base64Text.decodeStrict(input.rubyString) else {
        throw FilterError("invalid base64 provided to base64_decode")
      }
      return .string(text)
    },
    "base64_url_safe_decode": { input, arguments throws(FilterError) in
      try arguments.requireNone()
      guard let text = Base64Text.decodeURLSafe(input.rubyString) else {
        throw FilterError("invalid base64 provided to base64_url_safe_decode")
      }
      return .string(text)
    },
  ]

  private static let escapeFilter: FilterFunction = unary {
    $0.isNull ? .null : .string(HTMLText.escape($0.rubyString))
  }
}
