/// A token of tag or output markup, as Liquid's strict lexer defines them.
struct ExpressionToken: Sendable, Equatable {
  /// The token's kind.
  enum Kind: Sendable, Equatable {
    case comparison, string, number, identifier, dotDot
    case pipe, dot, colon, comma, openSquare, closeSquare, openRound, closeRound, question, dash
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
