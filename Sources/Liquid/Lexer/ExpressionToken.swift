import Located

/// A token of tag or output markup, as Liquid's strict lexer defines them.
struct ExpressionToken: Sendable, Equatable {
  /// The token's kind.
  enum Kind: Sendable, Equatable {
    /// `==`, `!=`, `<>`, `<`, `>`, `<=`, `>=` or `contains`.
    case comparison
    /// A quoted string.
    case string
    /// An integer or decimal number, optionally negative.
    case number
    /// A name: letters, digits, `_`, `-`, optionally ending in `?`.
    case identifier
    /// `..` in a range.
    case dotDot
    /// `|`.
    case pipe
    /// `.`.
    case dot
    /// `:`.
    case colon
    /// `,`.
    case comma
    /// `[`.
    case openSquare
    /// `]`.
    case closeSquare
    /// `(`.
    case openRound
    /// `)`.
    case closeRound
    /// `?`.
    case question
    /// `-` not starting a number.
    case dash
    /// The end of the markup.
    case end
  }

  /// The token's kind.
  var kind: Kind
  /// Offset of the first byte (for strings: the opening quote).
  var start: Int
  /// Offset after the last byte (for strings: after the closing quote).
  var end: Int

  /// How the token reads in "expected …, found …" messages.
  func describe(in source: SourceText) -> String {
    kind == .end ? "end of markup" : "'\(source.string(start, end))'"
  }
}
