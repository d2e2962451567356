import Located

/// Builds the parse tree from the lexer's tokens, checking block structure.
///
/// Block tags recurse one level per nesting level, bounded by ``maxDepth`` so no input can
/// overflow the stack.
struct TemplateParser {
  /// The deepest block nesting accepted (Shopify's Liquid uses the same bound).
  static let maxDepth = 100
  /// Tags that open a block closed by `end<name>`.
  static let blockTags = ["capture", "case", "comment", "doc", "for", "if", "ifchanged", "raw", "tablerow", "unless"]
  /// Every tag name the parser knows (for "did you mean").
  static let knownTags =
    [
      "assign", "cycle", "decrement", "echo", "include", "increment", "liquid", "render", "break", "continue",
      "else", "elsif", "when",
    ] + blockTags + blockTags.map { "end" + $0 }

  /// The template being parsed.
  let source: SourceText
  private let tokens: [TemplateToken]
  private var position = 0
  private var depth = 0
  private var lineIndex = 0
  /// Number of nodes built (for the linear-growth test).
  private(set) var nodeCount = 0

  /// A body, whether it is blank (whitespace and silent tags only), and the tag that ended it.
  struct Body {
    /// The nodes of the body.
    var nodes: [Node]
    /// Whether the body holds only whitespace and silent tags.
    var isBlank: Bool
    /// The ending tag's name and token; nil at the end of input.
    var terminator: (name: String, token: TemplateToken)?
  }

  /// Creates a parser over the lexed tokens of `source`.
  init(source: SourceText, tokens: [TemplateToken]) {
    self.source = source
    self.tokens = tokens
  }

  /// Parses the whole template.
  mutating func parseDocument() throws(LiquidError) -> [Node] {
    let body = try parseBody()
    if let (name, token) = body.terminator {
      if Self.knownTags.contains(name) { throw source.error(.unexpectedTag(name, inside: nil), at: token.start) }
      throw source.error(
        .unknownTag(name, suggestion: Suggestion.nearest(to: name, in: Self.knownTags)), at: token.start)
    }
    return body.nodes
  }

  /// The 1-based line of `offset`; offsets are asked for in increasing order, so this walks forward.
  mutating func line(at offset: Int) -> Int {
    let starts = source.lineStarts
    if lineIndex < starts.count, starts[lineIndex] > offset { return source.line(at: offset) }
    while lineIndex + 1 < starts.count, starts[lineIndex + 1] <= offset { lineIndex += 1 }
    return lineIndex + 1
  }

  /// The literal text of a text or raw token.
  mutating func literal(_ token: TemplateToken) -> LiteralText {
    let first = line(at: token.contentStart)
    let last = line(at: token.contentEnd)
    return LiteralText(source, from: token.contentStart, to: token.contentEnd, line: first, endLine: last)
  }

  /// The name of a tag token.
  func name(of token: TemplateToken) -> String { source.string(token.nameStart, token.nameEnd) }

  /// Parses nodes until end of input or a tag this level does not handle (returned as terminator).
  mutating func parseBody() throws(LiquidError) -> Body {
    var body = Body(nodes: [], isBlank: true, terminator: nil)
    while position < tokens.count {
      let token = tokens[position]
      position += 1
      nodeCount &+= 1
      switch token.kind {
      case .text:
        body.nodes.append(.text(literal(token)))
        if body.isBlank { body.isBlank = isWhitespace(token.contentStart, token.contentEnd) }
      case .raw:
        if token.contentStart < token.contentEnd {
          body.nodes.append(.text(literal(token)))
          body.isBlank = false
        }
      case .output:
        var parser = try ExpressionParser(source, from: token.contentStart, to: token.contentEnd)
        let expression = try parser.filteredExpression()
        body.nodes.append(.output(expression, offset: token.start, line: line(at: token.start)))
        body.isBlank = false
      case .tag:
        let name = name(of: token)
        guard let (node, blank) = try parseTag(name, token) else {
          body.terminator = (name, token)
          return body
        }
        if let node { body.nodes.append(node) }
        if !blank { body.isBlank = false }
      }
    }
    return body
  }

  /// Parses the body of block `opener` until one of `accepted` (or its end tag) ends it;
  /// errors name the opener when something else closes it or nothing does.
  mutating func parseBlockBody(
    _ opener: String, openedAt token: TemplateToken, accepting accepted: [String] = []
  ) throws(LiquidError) -> (body: Body, name: String, token: TemplateToken) {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maxDepth else { throw source.error(.nestingTooDeep(limit: Self.maxDepth), at: token.start) }
    let body = try parseBody()
    guard let (name, endToken) = body.terminator else {
      throw source.error(.unclosedBlock(opener), at: token.start)
    }
    if endToken.group != token.group {
      if endToken.group != 0 { throw source.error(.unexpectedTag(name, inside: nil), at: endToken.start) }
      throw source.error(.unclosedBlock(opener), at: token.start)
    }
    if (name.hasPrefix("end") && name.dropFirst(3) == opener) || accepted.contains(name) {
      return (body, name, endToken)
    }
    if name.hasPrefix("end"), Self.knownTags.contains(name) {
      throw source.error(
        .mismatchedEnd(name, opener: opener, openedAt: source.location(at: token.start)), at: endToken.start)
    }
    if Self.knownTags.contains(name) { throw source.error(.unexpectedTag(name, inside: opener), at: endToken.start) }
    throw source.error(
      .unknownTag(name, suggestion: Suggestion.nearest(to: name, in: Self.knownTags)), at: endToken.start)
  }

  /// Skips a `comment` block (nested comments counted); its contents are not parsed.
  mutating func skipComment(openedAt token: TemplateToken) throws(LiquidError) {
    var nesting = 1
    while position < tokens.count {
      let next = tokens[position]
      position += 1
      guard next.kind == .tag else { continue }
      let name = name(of: next)
      if name == "comment" {
        nesting += 1
      } else if name == "endcomment" {
        nesting -= 1
        if nesting == 0 { return }
      }
    }
    throw source.error(.unclosedBlock("comment"), at: token.start)
  }

  /// Whether `bytes[start..<end]` is all whitespace.
  func isWhitespace(_ start: Int, _ end: Int) -> Bool {
    var index = start
    while index < end {
      if !Ascii.isWhitespace(source.bytes[index]) { return false }
      index += 1
    }
    return true
  }

  /// Removes text nodes from bodies of a block that renders nothing visible (Liquid's blank-block rule).
  static func removingText(_ nodes: [Node]) -> [Node] {
    nodes.filter {
      if case .text = $0 { return false }
      return true
    }
  }
}
