extension TemplateParser {
  /// Parses the tag `name`; returns nil when this tag ends or continues an enclosing block,
  /// otherwise the node (nil for silent tags) and whether the tag is blank.
  mutating func parseTag(_ name: String, _ token: TemplateToken) throws(LiquidError) -> (Node?, Bool)? {
    let first = name.utf8.first ?? 0
    if first == UInt8(ascii: "e"), name.hasPrefix("end") || name == "else" || name == "elsif" { return nil }
    if first == UInt8(ascii: "w"), name == "when" { return nil }
    switch name {
    case "assign":
      return (try parseAssign(token), true)
    case "capture":
      let target = try signature(token, tag: "capture", expected: "'capture name'")
      let (body, _, _) = try parseBlockBody("capture", openedAt: token)
      return (.capture(target.name, body.nodes), true)
    case "if", "unless":
      return try parseConditional(name, token)
    case "case":
      return try parseCase(token)
    case "for":
      return try parseFor(token)
    case "tablerow":
      return try parseTableRow(token)
    case "cycle":
      return (try parseCycle(token), false)
    case "increment", "decrement":
      let variable = source.string(token.contentStart, token.contentEnd)
      return (.counter(variable, increment: name == "increment", line: line(at: token.start)), false)
    case "echo":
      var parser = try ExpressionParser(source, from: token.contentStart, to: token.contentEnd)
      let expression = try parser.filteredExpression()
      return (.output(expression, offset: token.start, line: line(at: token.start)), false)
    case "include", "render":
      return (.partial(try parsePartial(token, isolated: name == "render")), false)
    case "ifchanged":
      let (body, _, _) = try parseBlockBody("ifchanged", openedAt: token)
      return (.ifChanged(body.nodes), body.isBlank)
    case "break":
      return (.breakLoop, false)
    case "continue":
      return (.continueLoop, false)
    case "comment":
      try skipComment(openedAt: token)
      return (nil, true)
    case "#":
      try checkInlineComment(token)
      return (nil, true)
    default:
      return nil
    }
  }

  /// A variable name as `assign`/`capture` accept it (`[\w\-.\[\]]+`), and the offset after it.
  private func signature(
    _ token: TemplateToken, tag: String, expected: String
  ) throws(LiquidError) -> (name: String, end: Int) {
    var index = token.contentStart
    while index < token.contentEnd {
      let byte = source.bytes[index]
      guard
        Ascii.isWord(byte) || byte == Ascii.dash || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "[")
          || byte == UInt8(ascii: "]")
      else { break }
      index += 1
    }
    guard index > token.contentStart else {
      throw source.error(.invalidTagSyntax(tag: tag, expected: expected), at: token.contentStart)
    }
    return (source.string(token.contentStart, index), index)
  }

  private mutating func parseAssign(_ token: TemplateToken) throws(LiquidError) -> Node {
    let expected = "'assign name = value'"
    let (name, nameEnd) = try signature(token, tag: "assign", expected: expected)
    var index = nameEnd
    while index < token.contentEnd, Ascii.isWhitespace(source.bytes[index]) { index += 1 }
    guard index < token.contentEnd, source.bytes[index] == UInt8(ascii: "=") else {
      throw source.error(.invalidTagSyntax(tag: "assign", expected: expected), at: index)
    }
    var parser = try ExpressionParser(source, from: index + 1, to: token.contentEnd)
    guard !parser.look(.end) else {
      throw source.error(.invalidTagSyntax(tag: "assign", expected: expected), at: token.contentEnd)
    }
    return .assign(name, try parser.filteredExpression())
  }

  private mutating func parseConditional(_ name: String, _ token: TemplateToken) throws(LiquidError) -> (Node?, Bool)? {
    var branches: [ConditionalBranch] = []
    var condition: Condition? = try parseCondition(token)
    var negated = name == "unless"
    var blank = true
    while true {
      let (body, endName, endToken) = try parseBlockBody(name, openedAt: token, accepting: ["elsif", "else"])
      branches.append(ConditionalBranch(condition: condition, negated: negated, body: body.nodes))
      blank = blank && body.isBlank
      negated = false
      switch endName {
      case "elsif": condition = try parseCondition(endToken)
      case "else": condition = nil
      default:
        if blank {
          for index in branches.indices { branches[index].body = Self.removingText(branches[index].body) }
        }
        return (.conditional(branches), blank)
      }
    }
  }

  private func parseCondition(_ token: TemplateToken) throws(LiquidError) -> Condition {
    var parser = try ExpressionParser(source, from: token.contentStart, to: token.contentEnd)
    let condition = try parser.condition()
    try parser.expectEnd()
    return condition
  }

  private mutating func parseCase(_ token: TemplateToken) throws(LiquidError) -> (Node?, Bool)? {
    var parser = try ExpressionParser(source, from: token.contentStart, to: token.contentEnd)
    let subject = try parser.expression()
    try parser.expectEnd()
    var tag = CaseTag(subject: subject, branches: [], bodies: [])
    var (body, endName, endToken) = try parseBlockBody("case", openedAt: token, accepting: ["when", "else"])
    var blank = body.isBlank
    while endName != "endcase" {
      let bodyIndex = tag.bodies.count
      if endName == "when" {
        var whenParser = try ExpressionParser(source, from: endToken.contentStart, to: endToken.contentEnd)
        // Like Shopify's Liquid, anything after a value not followed by ',' or 'or' is ignored.
        repeat {
          tag.branches.append(.when(try whenParser.expression(), body: bodyIndex))
        } while whenParser.accept(.comma) != nil || whenParser.acceptWord("or")
      } else {
        tag.branches.append(.otherwise(body: bodyIndex))
      }
      (body, endName, endToken) = try parseBlockBody("case", openedAt: token, accepting: ["when", "else"])
      tag.bodies.append(body.nodes)
      blank = blank && body.isBlank
    }
    if blank { tag.bodies = tag.bodies.map(Self.removingText) }
    return (.caseTag(tag), blank)
  }

  private mutating func parseFor(_ token: TemplateToken) throws(LiquidError) -> (Node?, Bool)? {
    var parser = try ExpressionParser(source, from: token.contentStart, to: token.contentEnd)
    let variable = parser.text(try parser.consume(.identifier, "a loop variable name"))
    guard parser.acceptWord("in") else {
      throw source.error(.expected("'in'", found: parser.current.describe(in: source)), at: parser.current.start)
    }
    let collectionStart = parser.current.start
    let collection = try parser.expression()
    let collectionText = source.string(collectionStart, parser.tokens[parser.index - 1].end)
    var tag = ForTag(
      variable: variable, collection: collection, name: "\(variable)-\(collectionText)", reversed: false,
      limit: nil, offset: nil, offsetContinue: false, body: [], elseBody: nil, tagOffset: token.start)
    tag.reversed = parser.acceptWord("reversed")
    while !parser.look(.end) {
      _ = parser.accept(.comma)
      let attribute = try parser.consume(.identifier, "'limit:' or 'offset:'")
      try parser.consume(.colon, "':'")
      switch parser.text(attribute) {
      case "limit": tag.limit = try parser.expression()
      case "offset":
        if parser.acceptWord("continue") {
          tag.offsetContinue = true
        } else {
          tag.offset = try parser.expression()
        }
      default:
        throw source.error(.invalidTagSyntax(tag: "for", expected: "'limit:' or 'offset:'"), at: attribute.start)
      }
    }
    var (body, endName, _) = try parseBlockBody("for", openedAt: token, accepting: ["else"])
    tag.body = body.nodes
    var blank = body.isBlank
    if endName == "else" {
      (body, _, _) = try parseBlockBody("for", openedAt: token)
      tag.elseBody = body.nodes
      blank = blank && body.isBlank
    }
    if blank {
      tag.body = Self.removingText(tag.body)
      tag.elseBody = tag.elseBody.map(Self.removingText)
    }
    return (.forLoop(tag), blank)
  }

  private mutating func parseTableRow(_ token: TemplateToken) throws(LiquidError) -> (Node?, Bool)? {
    var parser = try ExpressionParser(source, from: token.contentStart, to: token.contentEnd)
    let variable = parser.text(try parser.consume(.identifier, "a loop variable name"))
    guard parser.acceptWord("in") else {
      throw source.error(.expected("'in'", found: parser.current.describe(in: source)), at: parser.current.start)
    }
    let collection = try parser.expression()
    let attributes = try parseAttributes(&parser)
    let (body, _, _) = try parseBlockBody("tablerow", openedAt: token)
    let tag = TableRowTag(
      variable: variable, collection: collection, attributes: attributes, body: body.nodes, tagOffset: token.start,
      line: line(at: token.start))
    return (.tableRow(tag), false)
  }

  /// `key: value` pairs separated by optional commas, up to the end of the markup.
  private func parseAttributes(_ parser: inout ExpressionParser) throws(LiquidError) -> [(String, Expression)] {
    var attributes: [(String, Expression)] = []
    while !parser.look(.end) {
      _ = parser.accept(.comma)
      let key = try parser.consume(.identifier, "an attribute name")
      try parser.consume(.colon, "':'")
      attributes.append((parser.text(key), try parser.expression()))
    }
    return attributes
  }

  private mutating func parseCycle(_ token: TemplateToken) throws(LiquidError) -> Node {
    var parser = try ExpressionParser(source, from: token.contentStart, to: token.contentEnd)
    var first = try parser.expression()
    var group: Expression?
    if parser.accept(.colon) != nil {
      group = first
      first = try parser.expression()
    }
    var values = [first]
    while parser.accept(.comma) != nil { values.append(try parser.expression()) }
    try parser.expectEnd()
    let key = Self.cycleKey(values, tagStart: token.start)
    return .cycle(CycleTag(group: group, key: key, values: values, line: line(at: token.start)))
  }

  private func parsePartial(_ token: TemplateToken, isolated: Bool) throws(LiquidError) -> PartialTag {
    var parser = try ExpressionParser(source, from: token.contentStart, to: token.contentEnd)
    let tagName = isolated ? "render" : "include"
    if isolated, !parser.look(.string) {
      throw source.error(
        .invalidTagSyntax(tag: tagName, expected: "a quoted partial name"), at: parser.current.start)
    }
    var tag = PartialTag(
      isolated: isolated, name: try parser.expression(), variable: nil, isFor: false, alias: nil, attributes: [],
      tagOffset: token.start)
    if parser.acceptWord("with") {
      tag.variable = try parser.expression()
    } else if parser.acceptWord("for") {
      tag.variable = try parser.expression()
      tag.isFor = true
    }
    if parser.acceptWord("as") {
      tag.alias = parser.text(try parser.consume(.identifier, "a name after 'as'"))
    }
    tag.attributes = try parseAttributes(&parser)
    return tag
  }

  /// Every line of an inline comment must start with `#`.
  private func checkInlineComment(_ token: TemplateToken) throws(LiquidError) {
    var index = token.contentStart
    var atLineStart = false
    while index < token.contentEnd {
      let byte = source.bytes[index]
      if byte == Ascii.newline {
        atLineStart = true
      } else if atLineStart, !Ascii.isWhitespace(byte) {
        guard byte == Ascii.hash else {
          throw source.error(.invalidTagSyntax(tag: "#", expected: "'#' at the start of every comment line"), at: index)
        }
        atLineStart = false
      }
      index += 1
    }
  }

  /// The group of an unnamed `cycle`, as Ruby's Liquid names it: the `inspect` of its values, so
  /// `cycle 'a', 'b'` and `cycle 'a','b'` share a group but `cycle 1, 2` and `cycle '1', '2'` do
  /// not; a tag with a variable (or `empty`/`blank`) among its values has a group of its own
  /// (Ruby's name then holds the values' object ids).
  static func cycleKey(_ values: [Expression], tagStart: Int) -> String {
    var key = "["
    for (index, value) in values.enumerated() {
      if index > 0 { key += ", " }
      guard case .literal(let literal) = value else { return "\u{0}cycle@\(tagStart)" }
      switch literal {
      case .string(let text): RubyStringInspector.append(text, to: &key)
      case .null: key += "nil"
      default: key += literal.outputString
      }
    }
    return key + "]"
  }
}
