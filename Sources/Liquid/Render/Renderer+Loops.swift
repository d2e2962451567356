extension Renderer {
  /// Counts one loop iteration against the limit.
  mutating func countIteration(at offset: Int) throws(LiquidError) {
    iterations &+= 1
    if iterations > options.limits.loopIterations {
      throw source.error(.loopLimitExceeded(limit: options.limits.loopIterations), at: offset)
    }
  }

  /// An integer attribute (`limit:`, `offset:`) as Liquid's `to_integer` reads it.
  private mutating func integer(_ value: LiquidValue, at offset: Int) throws(LiquidError) -> Int {
    switch value {
    case .int(let number): return number
    case .string(let text):
      if let number = RubyText.strictInteger(text) { return number }
      throw source.error(.invalidInteger(text), at: offset)
    case .null: return 0
    default: throw source.error(.invalidInteger(value.outputString), at: offset)
    }
  }

  /// `limit + offset` without wrapping (Ruby's integers grow instead), so a huge limit after an
  /// offset still means "to the end".
  static func saturatingSum(_ left: Int, _ right: Int) -> Int {
    let (sum, overflow) = left.addingReportingOverflow(right)
    return overflow ? (right < 0 ? Int.min : Int.max) : sum
  }

  /// Renders a `for` loop.
  mutating func renderFor(_ tag: ForTag) throws(LiquidError) {
    let from: Int
    if tag.offsetContinue {
      from = forOffsets[tag.name] ?? 0
    } else if let offset = tag.offset {
      from = try integer(try evaluate(offset), at: tag.tagOffset)
    } else {
      from = 0
    }
    let collection = try evaluate(tag.collection)
    var to: Int?
    if let limit = tag.limit {
      let value = try evaluate(limit)
      if !value.isNull { to = Self.saturatingSum(try integer(value, at: tag.tagOffset), from) }
    }
    let segment = LoopSegment(collection, from: from, to: to, reversed: tag.reversed)
    forOffsets[tag.name] = from &+ segment.count
    guard segment.count > 0 else {
      if let elseBody = tag.elseBody { try render(elseBody) }
      return
    }
    scopes.append(LiquidObject())
    let top = scopes.count - 1
    let length = segment.count
    loops.append(
      LoopState(variable: tag.variable, item: .null, name: tag.name, length: length, index: 0, scopeIndex: top))
    let loop = loops.count - 1
    defer {
      scopes.removeLast()
      loops.removeLast()
    }
    for index in 0..<length {
      try countIteration(at: tag.tagOffset)
      loops[loop].index = index
      loops[loop].item = segment[index]
      try render(tag.body)
      if let pending = interrupt {
        interrupt = nil
        if pending == .breakLoop { break }
      }
    }
  }

  /// Renders a `tablerow` loop with Shopify's HTML.
  mutating func renderTableRow(_ tag: TableRowTag) throws(LiquidError) {
    let collection = try evaluate(tag.collection)
    // Ruby returns early on nil and false only; any other value gets the row markup.
    if collection.isNull || collection == .bool(false) { return }
    var attributes: [String: LiquidValue] = [:]
    for (key, expression) in tag.attributes { attributes[key] = try evaluate(expression) }
    let from = attributes["offset"].map(Self.toInt) ?? 0
    let to = attributes["limit"].map { Self.saturatingSum(Self.toInt($0), from) }
    let segment = LoopSegment(collection, from: from, to: to, reversed: false)
    let length = segment.count
    let columns = attributes["cols"].flatMap { $0.isNull ? nil : Self.toInt($0) } ?? length
    try write("<tr class=\"row1\">\n", line: tag.line)
    scopes.append(LiquidObject())
    defer { scopes.removeLast() }
    var row = 1
    var column = 1
    for index in 0..<length {
      try countIteration(at: tag.tagOffset)
      let top = scopes.count - 1
      scopes[top]["tablerowloop"] = .object(
        LiquidObject([
          ("length", .int(length)), ("index", .int(index + 1)), ("index0", .int(index)), ("row", .int(row)),
          ("col", .int(column)), ("col0", .int(column - 1)), ("rindex", .int(length - index)),
          ("rindex0", .int(length - index - 1)), ("first", .bool(index == 0)), ("last", .bool(index == length - 1)),
          ("col_first", .bool(column == 1)), ("col_last", .bool(column == columns)),
        ]))
      scopes[top][tag.variable] = segment[index]
      try write("<td class=\"col\(column)\">", line: tag.line)
      try render(tag.body)
      try write("</td>", line: tag.line)
      if column == columns, index != length - 1 {
        try write("</tr>\n<tr class=\"row\(row + 1)\">", line: tag.line)
      }
      if column == columns {
        column = 1
        row += 1
      } else {
        column += 1
      }
      if let pending = interrupt {
        interrupt = nil
        if pending == .breakLoop { break }
      }
    }
    try write("</tr>\n", line: tag.line)
  }

  /// Ruby's `to_i`.
  static func toInt(_ value: LiquidValue) -> Int {
    switch value {
    case .int(let number): return number
    case .double(let number): return truncate(number)
    case .string(let text): return RubyText.leadingInteger(text)
    default: return 0
    }
  }
}
