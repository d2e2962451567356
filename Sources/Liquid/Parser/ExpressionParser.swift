import Located

/// Recursive-descent parser over the tokens of one tag's or output's markup.
struct ExpressionParser {
  /// The deepest nesting of brackets and ranges accepted (no stack overflow on `((((…`).
  static let maxDepth = 64

  /// The template the markup belongs to.
  let source: SourceText
  private(set) var tokens: [ExpressionToken]
  private(set) var index = 0
  private var depth = 0

  /// Tokenizes `source.bytes[start..<end]`.
  init(_ source: SourceText, from start: Int, to end: Int) throws(LiquidError) {
    self.source = source
    self.tokens = try ExpressionLexer.tokenize(source, from: start, to: end)
  }

  /// The current token.
  var current: ExpressionToken { tokens[index] }

  /// Whether the current token (or the one `ahead`) has `kind`.
  func look(_ kind: ExpressionToken.Kind, ahead: Int = 0) -> Bool {
    let position = index + ahead
    return position < tokens.count && tokens[position].kind == kind
  }

  /// The text of a token.
  func text(_ token: ExpressionToken) -> String { source.string(token.start, token.end) }

  /// Consumes a token of `kind` or throws "expected …".
  @discardableResult
  mutating func consume(_ kind: ExpressionToken.Kind, _ what: String) throws(LiquidError) -> ExpressionToken {
    let token = current
    guard token.kind == kind else {
      throw source.error(.expected(what, found: token.describe(in: source)), at: token.start)
    }
    if index < tokens.count - 1 { index += 1 }
    return token
  }

  /// Consumes a token of `kind` if present.
  mutating func accept(_ kind: ExpressionToken.Kind) -> ExpressionToken? {
    guard current.kind == kind else { return nil }
    let token = current
    if index < tokens.count - 1 { index += 1 }
    return token
  }

  /// Consumes the identifier `word` if it is next.
  mutating func acceptWord(_ word: String) -> Bool {
    guard current.kind == .identifier,
      source.bytes[current.start..<current.end].elementsEqual(word.utf8)
    else { return false }
    index += 1
    return true
  }

  /// Requires the end of the markup.
  func expectEnd() throws(LiquidError) {
    guard current.kind == .end else {
      throw source.error(.expected("end of tag", found: current.describe(in: source)), at: current.start)
    }
  }

  /// Parses one expression: literal, path or range.
  mutating func expression() throws(LiquidError) -> Expression {
    let token = current
    switch token.kind {
    case .string:
      index += 1
      return .literal(.string(source.string(token.start + 1, token.end - 1)))
    case .number:
      index += 1
      return .literal(Self.number(text(token)))
    case .identifier:
      index += 1
      let name = text(token)
      if !look(.dot), !look(.openSquare) {
        switch name {
        case "true": return .literal(.bool(true))
        case "false": return .literal(.bool(false))
        case "nil", "null": return .literal(.null)
        case "empty": return .empty
        case "blank": return .blank
        default: break
        }
      }
      return .path(VariablePath(root: .key(name), lookups: try lookups(), offset: token.start))
    case .openSquare:
      index += 1
      let inner = try nested { (parser: inout ExpressionParser) throws(LiquidError) in try parser.expression() }
      try consume(.closeSquare, "']'")
      return .path(VariablePath(root: .index(inner), lookups: try lookups(), offset: token.start))
    case .openRound:
      index += 1
      let (lower, upper) = try nested { (parser: inout ExpressionParser) throws(LiquidError) in
        let lower = try parser.expression()
        try parser.consume(.dotDot, "'..'")
        return (lower, try parser.expression())
      }
      try consume(.closeRound, "')'")
      return .range(lower, upper, offset: token.start)
    default:
      throw source.error(.expected("a value", found: token.describe(in: source)), at: token.start)
    }
  }

  private mutating func nested<T>(_ body: (inout ExpressionParser) throws(LiquidError) -> T) throws(LiquidError) -> T {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maxDepth else { throw source.error(.nestingTooDeep(limit: Self.maxDepth), at: current.start) }
    return try body(&self)
  }

  private mutating func lookups() throws(LiquidError) -> [VariablePath.Segment] {
    var result: [VariablePath.Segment] = []
    while true {
      if accept(.openSquare) != nil {
        let inner = try nested { (parser: inout ExpressionParser) throws(LiquidError) in try parser.expression() }
        try consume(.closeSquare, "']'")
        result.append(.index(inner))
      } else if accept(.dot) != nil {
        let name = try consume(.identifier, "a property name after '.'")
        result.append(.key(text(name)))
      } else {
        return result
      }
    }
  }

  /// Parses an expression followed by `| filter: args` (output, assign, echo).
  mutating func filteredExpression() throws(LiquidError) -> FilteredExpression {
    if look(.end) { return FilteredExpression(expression: nil, filters: []) }
    let expression = try expression()
    let filters = try filterCalls()
    try expectEnd()
    return FilteredExpression(expression: expression, filters: filters)
  }

  /// Parses `| name: a, k: v` repeatedly.
  mutating func filterCalls() throws(LiquidError) -> [FilterCall] {
    var filters: [FilterCall] = []
    while accept(.pipe) != nil {
      let nameToken = try consume(.identifier, "a filter name after '|'")
      let name = text(nameToken)
      var positional: [Expression] = []
      var keyword: [(String, Expression)] = []
      if accept(.colon) != nil {
        repeat {
          if look(.identifier), look(.colon, ahead: 1) {
            let key = text(current)
            index += 2
            keyword.append((key, try expression()))
          } else {
            positional.append(try expression())
          }
        } while accept(.comma) != nil
      }
      let call = FilterCall(name: name, positional: positional, keyword: keyword, offset: nameToken.start)
      filters.append(call)
    }
    return filters
  }

  /// Parses a condition: comparisons joined by `and`/`or`, grouped to the right.
  mutating func condition() throws(LiquidError) -> Condition {
    var terms = [try comparison()]
    var joiners: [Bool] = []  // true = and
    while true {
      if acceptWord("and") {
        joiners.append(true)
      } else if acceptWord("or") {
        joiners.append(false)
      } else {
        break
      }
      terms.append(try comparison())
    }
    return Condition(terms: terms, joinedByAnd: joiners)
  }

  private mutating func comparison() throws(LiquidError) -> Condition.Test {
    let start = current.start
    let left = try expression()
    guard let opToken = accept(.comparison) else {
      return Condition.Test(left: left, op: nil, right: nil, offset: start)
    }
    guard let op = ComparisonOperator(rawValue: text(opToken)) else {
      throw source.error(.expected("a comparison operator", found: opToken.describe(in: source)), at: opToken.start)
    }
    return Condition.Test(left: left, op: op, right: try expression(), offset: start)
  }

  /// Converts a number token to an integer or float value (huge integers become floats).
  static func number(_ text: String) -> LiquidValue {
    if let value = Int(text) { return .int(value) }
    return .double(Double(text) ?? 0)
  }
}
