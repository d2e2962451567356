import Located

extension LiquidError {
  /// Every kind of template error, each with its message (the one place messages are written).
  public enum Kind: Sendable, Equatable {
    /// `{{` without a closing `}}`.
    case unterminatedOutput
    /// `{%` without a closing `%}`.
    case unterminatedTag
    /// A tag whose name is missing or malformed, such as `{% %}` or `{% {{ %}`.
    case malformedTag
    /// A character no expression can contain.
    case unexpectedCharacter(String)
    /// A quoted string without its closing quote.
    case unterminatedString
    /// The parser expected one thing and found another.
    case expected(String, found: String)
    /// Tag markup that does not follow the tag's syntax.
    case invalidTagSyntax(tag: String, expected: String)
    /// A tag name nobody knows; with the nearest known tag name.
    case unknownTag(String, suggestion: String?)
    /// An end tag closing the wrong block.
    case mismatchedEnd(String, opener: String, openedAt: SourceLocation)
    /// An end tag or `else`-like tag with no open block to belong to.
    case unexpectedTag(String, inside: String?)
    /// A block tag whose end tag never comes.
    case unclosedBlock(String)
    /// Nesting beyond the parser's depth limit.
    case nestingTooDeep(limit: Int)
    /// Strict mode: a variable or key that does not exist.
    case undefinedVariable(String, suggestion: String?)
    /// Strict mode: a filter that does not exist.
    case undefinedFilter(String, suggestion: String?)
    /// A filter reported a failure.
    case filterFailed(String, message: String)
    /// Two values that cannot be compared with `<`, `>`, `<=` or `>=` (Ruby's wording).
    case incomparable(String)
    /// A value that should be an integer is not.
    case invalidInteger(String)
    /// `increment`/`decrement` of a variable that holds something other than a number.
    case notACounter(String, holding: String)
    /// `include`/`render` without partials, or a partial that does not exist.
    case partialNotFound(String)
    /// A partial source failed to load a partial.
    case partialLoadFailed(String, reason: String)
    /// A partial name containing `..` or an absolute path.
    case invalidPartialName(String)
    /// Include/render nesting beyond the limit (usually a cycle); with the chain of partials.
    case includeDepthExceeded(limit: Int, chain: [String])
    /// More loop iterations than the limit allows.
    case loopLimitExceeded(limit: Int)
    /// More output bytes than the limit allows.
    case outputLimitExceeded(limit: Int)
    /// More filter work than the limit allows.
    case filterWorkLimitExceeded(limit: Int)
    /// `include` used inside a partial rendered with `render`.
    case includeInsideRender
    /// A JSON syntax error (used by ``JSONDocument``).
    case json(String)

    /// The human-readable message.
    public var message: String {
      switch self {
      case .unterminatedOutput: return "output '{{' is not closed; add '}}'"
      case .unterminatedTag: return "tag '{%' is not closed; add '%}'"
      case .malformedTag: return "tag has no name; expected '{% name ... %}'"
      case .unexpectedCharacter(let text): return "unexpected character '\(text)'"
      case .unterminatedString: return "string is not closed; add the closing quote"
      case .expected(let what, let found): return "expected \(what), found \(found)"
      case .invalidTagSyntax(let tag, let expected): return "invalid '\(tag)' tag; expected \(expected)"
      case .unknownTag(let name, let suggestion): return "unknown tag '\(name)'" + Self.hint(suggestion)
      case .mismatchedEnd(let end, let opener, let at):
        return "'\(end)' cannot close '\(opener)' opened at \(at.line):\(at.column); use 'end\(opener)'"
      case .unexpectedTag(let name, let inside):
        if let inside { return "'\(name)' is not allowed inside '\(inside)'" }
        if name.hasPrefix("end") { return "'\(name)' has no open '\(name.dropFirst(3))' block to close" }
        return "'\(name)' is only allowed inside a block that accepts it"
      case .unclosedBlock(let name): return "'\(name)' opened here is never closed; add 'end\(name)'"
      case .nestingTooDeep(let limit): return "nesting too deep (more than \(limit) levels)"
      case .undefinedVariable(let name, let suggestion): return "undefined variable '\(name)'" + Self.hint(suggestion)
      case .undefinedFilter(let name, let suggestion): return "undefined filter '\(name)'" + Self.hint(suggestion)
      case .filterFailed(let name, let message): return "filter '\(name)': \(message)"
      case .incomparable(let detail): return detail
      case .invalidInteger(let text): return "invalid integer '\(text)'"
      case .notACounter(let name, let holding):
        return "counter '\(name)' holds \(holding), not a number; increment and decrement count from a number"
      case .partialNotFound(let name): return "partial '\(name)' not found"
      case .partialLoadFailed(let name, let reason): return "partial '\(name)' could not be loaded: \(reason)"
      case .invalidPartialName(let name):
        return "invalid partial name '\(name)'; names may not contain '..' or be absolute"
      case .includeDepthExceeded(let limit, let chain):
        let shown = chain.count > 6 ? chain.prefix(3) + ["..."] + chain.suffix(3) : chain[...]
        return
          "partials nested more than \(limit) deep (\(shown.joined(separator: " -> "))); is there an include cycle?"
      case .loopLimitExceeded(let limit): return "loop iteration limit of \(limit) exceeded"
      case .outputLimitExceeded(let limit): return "output size limit of \(limit) bytes exceeded"
      case .filterWorkLimitExceeded(let limit):
        return "filter work limit of \(limit) units exceeded (filters over large values inside a loop?)"
      case .includeInsideRender: return "'include' is not allowed inside a partial rendered with 'render'"
      case .json(let message): return message
      }
    }

    private static func hint(_ suggestion: String?) -> String {
      guard let suggestion else { return "" }
      return "; did you mean '\(suggestion)'?"
    }
  }
}
