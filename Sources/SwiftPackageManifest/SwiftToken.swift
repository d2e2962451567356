/// One token of Swift source, as ``SwiftTokenizer`` splits it: enough of Swift's lexical grammar
/// to edit a `Package.swift` safely (brackets, strings, comments), not a full lexer.
struct SwiftToken: Sendable, Hashable {
  /// What kind of text a token is.
  package enum Kind: Sendable, Hashable {
    /// A name or keyword, `` `quoted` `` names included.
    case identifier
    /// A string literal of any form (`"…"`, `"""…"""`, `#"…"#`), interpolations included.
    case string
    /// A number literal.
    case number
    /// One of `( ) [ ] { } , : ; . @ #`.
    case punctuation
    /// A run of operator characters (`=`, `+`, `->`, `...`).
    case `operator`
    /// A `//` or `/* */` comment.
    case comment
  }

  /// The kind.
  package var kind: Kind
  /// The first byte's UTF-8 offset in the source.
  package var start: Int
  /// The UTF-8 offset just past the last byte.
  package var end: Int
  /// The token's text.
  package var text: String

  /// A token of `kind` covering `start..<end`, whose source text is `text`.
  package init(kind: Kind, start: Int, end: Int, text: String) {
    self.kind = kind
    self.start = start
    self.end = end
    self.text = text
  }

  /// Whether this is the punctuation or operator `symbol`.
  package func isSymbol(_ symbol: String) -> Bool {
    (kind == .punctuation || kind == .operator) && text == symbol
  }

  /// The value of a plain string literal (`"Passcode"`: one line, no escapes or interpolations),
  /// or nil for any other token.
  package var plainStringValue: String? {
    guard kind == .string, text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.hasPrefix("\"\"\"")
    else { return nil }
    let inner = text.dropFirst().dropLast()
    return inner.contains("\\") ? nil : String(inner)
  }
}
