import Located

/// Walks a parse tree with a variable context, writing output and the source map.
///
/// One renderer serves one `render` call, including every partial it loads; `render` tags swap
/// in an isolated variable context while sharing limits, caches and counters.
struct Renderer {
  /// Where a `for` loop is: enough to build its `forloop` object on demand.
  struct LoopState {
    /// The loop variable and its current item (kept here rather than hashed into the scope).
    var variable: String
    /// The current item.
    var item: LiquidValue
    /// `forloop.name`.
    var name: String
    /// `forloop.length`.
    var length: Int
    /// `forloop.index0`.
    var index: Int
    /// The scope the loop pushed (its `forloop` is visible from there inward).
    var scopeIndex: Int
  }

  /// Why a loop body stopped early.
  enum Interrupt {
    /// `{% break %}`.
    case breakLoop
    /// `{% continue %}`.
    case continueLoop
  }

  /// The options of this render.
  let options: RenderOptions
  /// The template `render` was called on.
  let root: Template
  /// The template whose nodes are being rendered (the root or a partial).
  var source: SourceText
  /// The user's variables; `increment`/`decrement` counters live here too, as in Shopify's Liquid.
  var environment: LiquidObject
  /// Variable scopes: `scopes[0]` receives `assign`/`capture`; loops and includes push more.
  var scopes: [LiquidObject] = [LiquidObject()]
  /// The output being written (swapped out while capturing).
  var output = OutputBuffer()
  /// Bytes written so far, captures included (checked against the output limit).
  var bytesWritten = 0
  /// The position of each `cycle` group.
  var cycles: [LiquidValue: Int] = [:]
  /// Where each `for` loop stopped, for `offset: continue`.
  var forOffsets: [String: Int] = [:]
  /// The last output of `ifchanged`.
  var lastIfChanged: String?
  /// The state of the enclosing `for` loops, innermost last; `forloop` is built from it only
  /// when a template reads it.
  var loops: [LoopState] = []
  /// Partials parsed during this render, by name.
  var partialCache: [String: Template] = [:]
  /// The names of the partials being rendered, outermost first.
  var partialChain: [String] = []
  /// Loop iterations so far (checked against the limit).
  var iterations = 0
  /// Filter work so far (checked against ``RenderLimits/filterWork``).
  var filterWork = 0
  /// A pending `break` or `continue`.
  var interrupt: Interrupt?
  /// Current nesting of bodies being rendered, across partials (bounded to protect the stack).
  var depth = 0
  /// The deepest body nesting a render may reach through partials; a template alone is bounded
  /// by the parser's limit.
  static let maxDepth = 256
  /// True while rendering a partial loaded by `render` (where `include` is not allowed).
  var insideRender = false
  /// The `date` filter bound to ``RenderOptions/now`` when a fixed time is given.
  let fixedDateFilter: FilterFunction?
  /// True when neither extra filters nor a fixed clock are given (filters resolved at parse time apply).
  let usesStandardFiltersOnly: Bool
  /// Undefined variables read in lax mode, in order, without repeats.
  var undefinedVariables: [UndefinedVariable] = []
  /// What ``undefinedVariables`` holds, to skip repeats.
  var undefinedSeen: Set<UndefinedVariable> = []

  /// Prepares to render `template` with `variables`.
  init(template: Template, variables: LiquidObject, options: RenderOptions) {
    self.root = template
    self.source = template.source
    // Room for a quarter more than the template's own text; partials and loops grow it further.
    let bytes = template.source.bytes.count
    let lines = template.source.lineStarts.count
    output = OutputBuffer(reservingBytes: bytes + bytes / 4, lines: lines + lines / 4)
    self.environment = variables
    self.options = options
    self.fixedDateFilter = options.now.map { StandardFilters.date(now: $0) }
    self.usesStandardFiltersOnly = options.filters.isEmpty && options.now == nil
  }

  /// Renders the root template.
  mutating func renderDocument() throws(LiquidError) {
    try render(root.nodes)
  }

  /// The output and source map.
  func result() -> RenderResult {
    RenderResult(output: output.text, sourceMap: output.sourceMap, undefinedVariables: undefinedVariables)
  }

  /// Writes `text` produced at template `line` of the current file (every output line it
  /// starts comes from that template line).
  mutating func write(_ text: String, line: Int) throws(LiquidError) {
    bytesWritten &+= text.utf8.count
    if bytesWritten > options.limits.outputBytes {
      throw source.error(.outputLimitExceeded(limit: options.limits.outputBytes), line: line)
    }
    output.append(text, file: source, line: line)
  }

  /// Writes literal template text.
  mutating func write(_ literal: LiteralText) throws(LiquidError) {
    bytesWritten &+= literal.byteCount
    if bytesWritten > options.limits.outputBytes {
      throw source.error(.outputLimitExceeded(limit: options.limits.outputBytes), line: literal.line)
    }
    output.append(literal, file: source)
  }

  /// Renders `nodes`, stopping early when a `break`/`continue` is pending.
  mutating func render(_ nodes: [Node]) throws(LiquidError) {
    depth += 1
    defer { depth -= 1 }
    for node in nodes {
      switch node {
      case .text(let literal):
        try write(literal)
      case .output(let expression, let offset, let line):
        _ = offset
        let value = try evaluate(expression)
        try write(value.outputString, line: line)
      case .assign(let name, let expression):
        scopes[0][name] = try evaluate(expression)
      case .capture(let name, let body):
        scopes[0][name] = .string(try capture(body).text)
      case .conditional(let branches):
        for branch in branches {
          var taken = true
          if let condition = branch.condition {
            taken = try evaluate(condition).isTruthy != branch.negated
          }
          if taken {
            try render(branch.body)
            break
          }
        }
      case .caseTag(let tag):
        try renderCase(tag)
      case .forLoop(let tag):
        try renderFor(tag)
      case .tableRow(let tag):
        try renderTableRow(tag)
      case .cycle(let tag):
        try renderCycle(tag)
      case .counter(let name, let increment, let line):
        try renderCounter(name, increment: increment, line: line)
      case .partial(let tag):
        try renderPartial(tag)
      case .ifChanged(let body):
        let rendered = try capture(body)
        if rendered.text != lastIfChanged {
          lastIfChanged = rendered.text
          output.append(rendered)
        }
      case .breakLoop:
        interrupt = .breakLoop
      case .continueLoop:
        interrupt = .continueLoop
      }
      if interrupt != nil { return }
    }
  }

  /// Renders `nodes` into a separate buffer and returns it.
  mutating func capture(_ nodes: [Node]) throws(LiquidError) -> OutputBuffer {
    var saved = OutputBuffer()
    swap(&saved, &output)
    defer { swap(&saved, &output) }
    try render(nodes)
    return output
  }

  private mutating func renderCase(_ tag: CaseTag) throws(LiquidError) {
    let subject = try evaluate(tag.subject)
    var runElse = true
    for branch in tag.branches {
      switch branch {
      case .when(let value, let body):
        if try equals(subject, tag.subject, value) {
          runElse = false
          try render(tag.bodies[body])
        }
      case .otherwise(let body):
        if runElse { try render(tag.bodies[body]) }
      }
    }
  }

  private mutating func renderCycle(_ tag: CycleTag) throws(LiquidError) {
    let key = try tag.group.map { (group) throws(LiquidError) in try evaluate(group) } ?? .string(tag.key)
    let iteration = cycles[key] ?? 0
    // A group shared by tags with fewer values than its position prints nothing (Ruby indexes
    // past the end of its array), then starts over.
    if iteration < tag.values.count {
      try write(try evaluate(tag.values[iteration]).outputString, line: tag.line)
    }
    cycles[key] = iteration + 1 >= tag.values.count ? 0 : iteration + 1
  }
}
