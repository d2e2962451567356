import Located

/// A parsed template: an immutable tree, parsed once and rendered any number of times, from any
/// thread.
///
/// ```swift
/// let template = try Template.parse("Hello {{ name | upcase }}!", file: "greeting.liquid")
/// let result = try template.render(LiquidObject([("name", "world")]))
/// print(result.output)  // Hello WORLD!
/// ```
public struct Template: Sendable {
  /// The parse tree.
  let nodes: [Node]
  /// The source, kept for error locations at render time.
  let source: SourceText
  /// Lexer steps plus parser nodes: a measure of parsing work (grows linearly with input size).
  let parseOperations: Int

  /// The file name given at parse time.
  public var file: String { source.file }

  /// Parses `source`; `file` names it in error locations and the source map.
  public static func parse(_ source: String, file: String = "<template>") throws(LiquidError) -> Template {
    let text = SourceText(source, file: file)
    var lexer = TemplateLexer(text)
    let tokens = try lexer.tokenize()
    var parser = TemplateParser(source: text, tokens: tokens)
    let nodes = try parser.parseDocument()
    return Template(nodes: nodes, source: text, parseOperations: lexer.steps &+ parser.nodeCount)
  }

  /// ``parse(_:file:)`` through the process-wide cache that partials use: a file parsed before
  /// with the same text is not parsed again. For templates a process reads from files (a
  /// generator's templates); parse errors are thrown and not cached.
  public static func parseShared(_ source: String, file: String) throws(LiquidError) -> Template {
    try ParsedTemplateCache.shared.template(source: source, file: file)
  }

  /// Renders with `variables` as the top-level data.
  public func render(_ variables: LiquidObject, options: RenderOptions = .init()) throws(LiquidError) -> RenderResult {
    var renderer = Renderer(template: self, variables: variables, options: options)
    try renderer.renderDocument()
    return renderer.result()
  }
}
