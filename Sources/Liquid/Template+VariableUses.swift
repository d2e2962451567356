extension Template {
  /// Every variable path the template reads, in the order they appear: in output tags and their
  /// filters' arguments, conditions, `case`/`when`, loops, `cycle`, and the arguments of
  /// `include` and `render` (whose partials are not followed). Comments and `raw` text read
  /// nothing. Names a tag itself assigns (`assign`, `capture`, loop variables) are listed too,
  /// as the tree does not scope them.
  public var variableUses: [VariableUse] {
    var uses: [VariableUse] = []
    Self.collect(nodes, into: &uses)
    return uses
  }

  private static func collect(_ nodes: [Node], into uses: inout [VariableUse]) {
    for node in nodes {
      switch node {
      case .text, .counter, .breakLoop, .continueLoop:
        break
      case .output(let filtered, _, _), .assign(_, let filtered):
        collect(filtered, into: &uses)
      case .capture(_, let body), .ifChanged(let body):
        collect(body, into: &uses)
      case .conditional(let branches):
        for branch in branches {
          for term in branch.condition?.terms ?? [] {
            if term.op == nil, term.right == nil, case .path(let path) = term.left {
              uses.append(VariableUse(path: literalSegments(of: path), isTruthTest: true))
              collectIndexes(of: path, into: &uses)
            } else {
              collect(term.left, into: &uses)
              if let right = term.right { collect(right, into: &uses) }
            }
          }
          collect(branch.body, into: &uses)
        }
      case .caseTag(let tag):
        collect(tag.subject, into: &uses)
        for branch in tag.branches {
          if case .when(let value, _) = branch { collect(value, into: &uses) }
        }
        for body in tag.bodies { collect(body, into: &uses) }
      case .forLoop(let tag):
        collect(tag.collection, into: &uses)
        for expression in [tag.limit, tag.offset].compactMap({ $0 }) { collect(expression, into: &uses) }
        collect(tag.body, into: &uses)
        collect(tag.elseBody ?? [], into: &uses)
      case .tableRow(let tag):
        collect(tag.collection, into: &uses)
        for (_, expression) in tag.attributes { collect(expression, into: &uses) }
        collect(tag.body, into: &uses)
      case .cycle(let tag):
        for expression in [tag.group].compactMap({ $0 }) + tag.values { collect(expression, into: &uses) }
      case .partial(let tag):
        collect(tag.name, into: &uses)
        if let variable = tag.variable { collect(variable, into: &uses) }
        for (_, expression) in tag.attributes { collect(expression, into: &uses) }
      }
    }
  }

  private static func collect(_ filtered: FilteredExpression, into uses: inout [VariableUse]) {
    if let expression = filtered.expression { collect(expression, into: &uses) }
    for filter in filtered.filters {
      for expression in filter.positional + filter.keyword.map(\.1) { collect(expression, into: &uses) }
    }
  }

  private static func collect(_ expression: Expression, into uses: inout [VariableUse]) {
    switch expression {
    case .literal, .empty, .blank:
      break
    case .range(let lower, let upper, _):
      collect(lower, into: &uses)
      collect(upper, into: &uses)
    case .path(let path):
      uses.append(VariableUse(path: literalSegments(of: path), isTruthTest: false))
      collectIndexes(of: path, into: &uses)
    }
  }

  /// The variables read inside the path's computed indexes (`a[b.c]` reads `b.c`).
  private static func collectIndexes(of path: VariablePath, into uses: inout [VariableUse]) {
    for segment in [path.root] + path.lookups {
      if case .index(let expression) = segment { collect(expression, into: &uses) }
    }
  }

  /// The path's leading segments that are names or string literals.
  private static func literalSegments(of path: VariablePath) -> [String] {
    var segments: [String] = []
    for segment in [path.root] + path.lookups {
      switch segment {
      case .key(let name): segments.append(name)
      case .index(.literal(.string(let name))): segments.append(name)
      default: return segments
      }
    }
    return segments
  }
}
