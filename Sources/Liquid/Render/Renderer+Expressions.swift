import Located

extension Renderer {
  /// Evaluates an expression followed by its filters.
  mutating func evaluate(_ filtered: FilteredExpression) throws(LiquidError) -> LiquidValue {
    guard let expression = filtered.expression else { return .null }
    var value = try evaluate(expression)
    for call in filtered.filters {
      value = try apply(call, to: value)
    }
    return value
  }

  /// Evaluates one expression.
  mutating func evaluate(_ expression: Expression) throws(LiquidError) -> LiquidValue {
    switch expression {
    case .literal(let value): return value
    case .empty, .blank: return .string("")
    case .range(let lower, let upper, let offset):
      // Ruby folds a range of two literals at parse time with `to_i` (`(1.5..3)` is 1..3); a
      // range with a variable converts a float bound with `Integer("1.5")`, which fails.
      var folded = false
      if case .literal = lower, case .literal = upper { folded = true }
      return .range(
        lower: try rangeBound(try evaluate(lower), folded: folded, at: offset),
        upper: try rangeBound(try evaluate(upper), folded: folded, at: offset))
    case .path(let path): return try lookup(path)
    }
  }

  private mutating func rangeBound(_ value: LiquidValue, folded: Bool, at offset: Int) throws(LiquidError) -> Int {
    switch value {
    case .int(let number): return number
    case .double(let number) where folded: return Self.truncate(number)
    case .null: return 0
    case .string(let text): return RubyText.leadingInteger(text)
    default: throw source.error(.invalidInteger(value.outputString), at: offset)
    }
  }

  /// A double truncated toward zero, clamped to the integer range (no trap on huge or NaN values).
  static func truncate(_ number: Double) -> Int {
    guard number.isFinite else { return 0 }
    if number >= 9.2e18 { return Int.max }
    if number <= -9.2e18 { return Int.min }
    return Int(number)
  }

  /// Resolves a variable path through the scopes and the environment.
  mutating func lookup(_ path: VariablePath) throws(LiquidError) -> LiquidValue {
    let rootName: String
    switch path.root {
    case .key(let name): rootName = name
    case .index(let expression):
      let key = try evaluate(expression)
      guard case .string(let name) = key else {
        return try missing(path, depth: 0, in: nil)
      }
      rootName = name
    }
    var value: LiquidValue
    var start = 0
    if rootName == "forloop", let position = forloopPosition(),
      case .key(let property)? = path.lookups.first, let direct = forloopProperty(position, property)
    {
      // `forloop.index` and friends without building the whole `forloop` object.
      value = direct
      start = 1
    } else if let found = variable(named: rootName) {
      value = found
    } else {
      return try missing(path, depth: 0, in: nil)
    }
    let lookups = path.lookups
    for depth in start..<lookups.count {
      let key: LiquidValue
      switch lookups[depth] {
      case .key(let name): key = .string(name)
      case .index(let expression): key = try evaluate(expression)
      }
      guard let next = value[key] else { return try missing(path, depth: depth + 1, in: value) }
      value = next
    }
    return value
  }

  /// The position in ``loops`` of the loop whose `forloop` the name `forloop` means here, or
  /// nil when a variable of that name shadows it (the same search as ``variable(named:)``).
  private func forloopPosition() -> Int? {
    var index = scopes.count - 1
    let loop = loops.count - 1
    while index >= 0 {
      if scopes[index].count > 0, scopes[index]["forloop"] != nil { return nil }
      if loop >= 0, loops[loop].scopeIndex == index {
        return loops[loop].variable == "forloop" ? nil : loop
      }
      index -= 1
    }
    return nil
  }

  /// One property of the `forloop` object of loop `position`, or nil for anything that is not
  /// one of its keys (looked up on the whole object instead).
  private mutating func forloopProperty(_ position: Int, _ property: String) -> LiquidValue? {
    let loop = loops[position]
    let index = loop.index
    let length = loop.length
    switch property {
    case "name": return .string(loop.name)
    case "length": return .int(length)
    case "index": return .int(index + 1)
    case "index0": return .int(index)
    case "rindex": return .int(length - index)
    case "rindex0": return .int(length - index - 1)
    case "first": return .bool(index == 0)
    case "last": return .bool(index == length - 1)
    case "parentloop": return position > 0 ? forloopObject(position - 1) : .null
    default: return nil
    }
  }

  /// The variable `name` from the innermost scope that has it, else from the environment.
  mutating func variable(named name: String) -> LiquidValue? {
    var index = scopes.count - 1
    var loop = loops.count - 1
    while index >= 0 {
      if scopes[index].count > 0, let value = scopes[index][name] { return value }
      if loop >= 0, loops[loop].scopeIndex == index {
        if name == loops[loop].variable { return loops[loop].item }
        if name == "forloop" { return forloopObject(loop) }
        loop -= 1
      }
      index -= 1
    }
    return environment[name]
  }

  /// The `forloop` object of loop `position` in ``loops`` (with its `parentloop` chain).
  mutating func forloopObject(_ position: Int) -> LiquidValue {
    let loop = loops[position]
    let index = loop.index
    let length = loop.length
    return .object(
      LiquidObject([
        ("name", .string(loop.name)), ("length", .int(length)), ("index", .int(index + 1)), ("index0", .int(index)),
        ("rindex", .int(length - index)), ("rindex0", .int(length - index - 1)), ("first", .bool(index == 0)),
        ("last", .bool(index == length - 1)), ("parentloop", position > 0 ? forloopObject(position - 1) : .null),
      ]))
  }

  /// `nil` in lax mode (recording the path in ``undefinedVariables``); in strict mode an
  /// "undefined variable" error naming the path up to the failing step, with a suggestion from
  /// the names available there.
  private mutating func missing(_ path: VariablePath, depth: Int, in container: LiquidValue?) throws(LiquidError)
    -> LiquidValue
  {
    guard options.strict else {
      if undefinedVariables.count < RenderResult.undefinedVariablesLimit {
        let location = source.location(at: path.offset)
        let record = UndefinedVariable(
          name: pathText(path, depth: depth).text, location: location, sourceLine: source.lineText(location.line))
        if undefinedSeen.insert(record).inserted { undefinedVariables.append(record) }
      }
      return .null
    }
    let (text, failing) = pathText(path, depth: depth)
    var candidates: [String] = []
    if let container {
      if case .object(let object) = container { candidates = object.keys }
    } else {
      for scope in scopes { candidates += scope.keys }
      candidates += loops.map(\.variable) + (loops.isEmpty ? [] : ["forloop"])
      candidates += environment.keys
    }
    let suggestion = Suggestion.nearest(to: failing, in: candidates).map { (candidate: String) -> String in
      guard depth > 0 else { return candidate }
      return text.dropLast(failing.count) + candidate
    }
    throw source.error(.undefinedVariable(text, suggestion: suggestion), at: path.offset)
  }

  /// The text of `path` up to step `depth` (`a.b[0]`), and the name of that last step.
  private mutating func pathText(_ path: VariablePath, depth: Int) -> (text: String, failing: String) {
    var text = ""
    var failing = ""
    let segments = [path.root] + path.lookups
    for (position, segment) in segments.prefix(depth + 1).enumerated() {
      switch segment {
      case .key(let name):
        text += position == 0 ? name : "." + name
        failing = name
      case .index(let expression):
        let key = (try? evaluate(expression)) ?? .null
        text += "[\(key.inspectString)]"
        failing = key.stringValue ?? ""
      }
    }
    return (text, failing)
  }

  /// Applies one filter call.
  mutating func apply(_ call: FilterCall, to input: LiquidValue) throws(LiquidError) -> LiquidValue {
    try chargeFilterWork(Self.workSize(of: input), at: call.offset)
    let result: LiquidValue
    if usesStandardFiltersOnly, let builtin = call.builtin {
      let argument = call.positional.isEmpty ? LiquidValue.null : try evaluate(call.positional[0])
      do {
        result = try builtin.apply(input, argument)
      } catch {
        throw source.error(.filterFailed(call.name, message: error.message), at: call.offset)
      }
    } else {
      guard let applied = try applyFunction(call, to: input) else { return input }
      result = applied
    }
    // Chained filters can grow values exponentially (`split` then `join` with a long separator);
    // no intermediate value may exceed the output limit.
    let limit = options.limits.outputBytes
    var size = 0
    switch result {
    case .string(let text): size = text.utf8.count
    case .array(let values): size = values.count
    default: break
    }
    if size > limit { throw source.error(.outputLimitExceeded(limit: limit), at: call.offset) }
    try chargeFilterWork(Self.workSize(of: result), at: call.offset)
    return result
  }

  /// What a value costs a filter that reads or builds it: a byte of text 1, an array item or object entry 16.
  static func workSize(of value: LiquidValue) -> Int {
    switch value {
    case .string(let text): return text.utf8.count
    case .array(let values): return values.count &* 16
    case .object(let object): return object.count &* 16
    default: return 1
    }
  }

  /// Counts filter work against ``RenderLimits/filterWork``.
  private mutating func chargeFilterWork(_ units: Int, at offset: Int) throws(LiquidError) {
    filterWork &+= units
    if filterWork > options.limits.filterWork {
      throw source.error(.filterWorkLimitExceeded(limit: options.limits.filterWork), at: offset)
    }
  }

  /// Applies a filter call through the filter table (extra filters, fixed clock, keywords);
  /// nil for an unknown filter in lax mode (the input passes through unchanged).
  private mutating func applyFunction(_ call: FilterCall, to input: LiquidValue) throws(LiquidError) -> LiquidValue? {
    let resolved: FilterFunction?
    if usesStandardFiltersOnly {
      resolved = call.standard
    } else {
      let dateOverride = call.name == "date" ? fixedDateFilter : nil
      resolved = options.filters[call.name] ?? dateOverride ?? call.standard
    }
    guard let filter = resolved else {
      guard options.strict else { return nil }
      let names = Array(options.filters.keys) + Array(StandardFilters.all.keys)
      throw source.error(
        .undefinedFilter(call.name, suggestion: Suggestion.nearest(to: call.name, in: names)), at: call.offset)
    }
    var arguments = FilterArguments()
    arguments.positional.reserveCapacity(call.positional.count)
    for expression in call.positional { arguments.positional.append(try evaluate(expression)) }
    for (key, expression) in call.keyword { arguments.keyword[key] = try evaluate(expression) }
    do {
      return try filter(input, arguments)
    } catch {
      throw source.error(.filterFailed(call.name, message: error.message), at: call.offset)
    }
  }

  /// Evaluates a condition the way Liquid does: left to right, `and`/`or` grouped to the right;
  /// the result is the last test's value.
  mutating func evaluate(_ condition: Condition) throws(LiquidError) -> LiquidValue {
    let last = condition.terms.count - 1
    for index in 0...last {
      let result = try evaluate(condition.terms[index])
      if index == last { return result }
      if condition.joinedByAnd[index] {
        if !result.isTruthy { return result }
      } else if result.isTruthy {
        return result
      }
    }
    return .null
  }

  private mutating func evaluate(_ test: Condition.Test) throws(LiquidError) -> LiquidValue {
    let left = try evaluate(test.left)
    guard let op = test.op, let rightExpression = test.right else { return left }
    let right = try evaluate(rightExpression)
    switch op {
    case .equal: return .bool(try equals(left, test.left, right, rightExpression))
    case .notEqual, .lessGreater: return .bool(!(try equals(left, test.left, right, rightExpression)))
    case .contains:
      return .bool(left.isTruthy && right.isTruthy && left.contains(right))
    case .less, .greater, .lessOrEqual, .greaterOrEqual:
      if Self.isSpecialLiteral(test.left) || Self.isSpecialLiteral(rightExpression) { return .bool(false) }
      guard let order = left.compare(right) else {
        if let failure = left.comparisonFailure(with: right) {
          throw source.error(.incomparable(failure), at: test.offset)
        }
        return .bool(false)
      }
      switch op {
      case .less: return .bool(order == .orderedAscending)
      case .greater: return .bool(order == .orderedDescending)
      case .lessOrEqual: return .bool(order != .orderedDescending)
      default: return .bool(order != .orderedAscending)
      }
    }
  }

  /// Whether `expression` is the `empty` or `blank` literal (which Liquid cannot order).
  static func isSpecialLiteral(_ expression: Expression) -> Bool {
    switch expression {
    case .empty, .blank: return true
    default: return false
    }
  }

  /// `==` with Liquid's special literals: comparing with `empty`/`blank` tests the other side.
  mutating func equals(_ left: LiquidValue, _ leftExpression: Expression, _ rightExpression: Expression)
    throws(LiquidError) -> Bool
  {
    try equals(left, leftExpression, try evaluate(rightExpression), rightExpression)
  }

  private mutating func equals(
    _ left: LiquidValue, _ leftExpression: Expression, _ right: LiquidValue, _ rightExpression: Expression
  ) throws(LiquidError) -> Bool {
    switch (leftExpression, rightExpression) {
    case (.empty, .empty), (.empty, .blank), (.blank, .empty), (.blank, .blank): return false
    case (.empty, _): return right.isEmpty
    case (.blank, _): return right.isBlank
    case (_, .empty): return left.isEmpty
    case (_, .blank): return left.isBlank
    default: return left.liquidEquals(right)
    }
  }
}
