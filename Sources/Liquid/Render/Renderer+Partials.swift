import Foundation

extension Renderer {
  /// Renders `include` (shared scope) or `render` (isolated scope).
  mutating func renderPartial(_ tag: PartialTag) throws(LiquidError) {
    if !tag.isolated, insideRender { throw source.error(.includeInsideRender, at: tag.tagOffset) }
    let nameValue = try evaluate(tag.name)
    guard case .string(let name) = nameValue else {
      throw source.error(.partialNotFound(nameValue.outputString), at: tag.tagOffset)
    }
    guard depth <= Self.maxDepth else {
      throw source.error(.nestingTooDeep(limit: Self.maxDepth), at: tag.tagOffset)
    }
    guard partialChain.count < options.limits.includeDepth else {
      throw source.error(
        .includeDepthExceeded(limit: options.limits.includeDepth, chain: partialChain + [name]), at: tag.tagOffset)
    }
    let partial = try loadPartial(name, at: tag.tagOffset)
    let alias = tag.alias ?? Self.defaultAlias(name)
    var attributes: [(String, LiquidValue)] = []
    for (key, expression) in tag.attributes { attributes.append((key, try evaluate(expression))) }
    if tag.isolated {
      let variable = try tag.variable.map { (expression) throws(LiquidError) in try evaluate(expression) }
      try renderIsolated(partial, name: name, alias: alias, variable: variable, isFor: tag.isFor, attributes, tag)
    } else {
      let variable =
        try tag.variable.map { (expression) throws(LiquidError) in try evaluate(expression) } ?? variable(named: name)
        ?? .null
      scopes.append(LiquidObject(attributes))
      defer { scopes.removeLast() }
      if case .array(let items) = variable {
        for item in items {
          try countIteration(at: tag.tagOffset)
          scopes[scopes.count - 1][alias] = item
          try renderNodes(of: partial, name: name)
        }
      } else {
        scopes[scopes.count - 1][alias] = variable
        try renderNodes(of: partial, name: name)
      }
    }
  }

  private mutating func renderIsolated(
    _ partial: Template, name: String, alias: String, variable: LiquidValue?, isFor: Bool,
    _ attributes: [(String, LiquidValue)], _ tag: PartialTag
  ) throws(LiquidError) {
    var savedScopes: [LiquidObject] = []
    var savedEnvironment = LiquidObject()
    var savedLoops: [LoopState] = []
    swap(&savedScopes, &scopes)
    swap(&savedEnvironment, &environment)
    swap(&savedLoops, &loops)
    let savedInsideRender = insideRender
    insideRender = true
    defer {
      swap(&savedScopes, &scopes)
      swap(&savedEnvironment, &environment)
      swap(&savedLoops, &loops)
      insideRender = savedInsideRender
    }
    // Ruby renders each item in a new isolated context: counters and cycles start afresh
    // every time.
    var savedCycles: [LiquidValue: Int] = [:]
    swap(&savedCycles, &cycles)
    defer { swap(&savedCycles, &cycles) }
    func renderOnce(_ item: LiquidValue?, forloop: LiquidValue?) throws(LiquidError) {
      environment = LiquidObject()
      cycles = [:]
      var scope = LiquidObject()
      if let forloop { scope["forloop"] = forloop }
      for (key, value) in attributes { scope[key] = value }
      if let item, !item.isNull { scope[alias] = item }
      scopes = [scope]
      interrupt = nil
      try renderNodes(of: partial, name: name)
      interrupt = nil
    }
    if isFor, let variable {
      let items: [LiquidValue]?
      switch variable {
      case .array, .object, .range: items = nil
      default: items = []
      }
      if items == nil {
        let segment = LoopSegment(variable, from: 0, to: nil, reversed: false)
        let length = segment.count
        for index in 0..<length {
          try countIteration(at: tag.tagOffset)
          let forloop = LiquidValue.object(
            LiquidObject([
              ("name", .string(name)), ("length", .int(length)), ("index", .int(index + 1)),
              ("index0", .int(index)), ("rindex", .int(length - index)), ("rindex0", .int(length - index - 1)),
              ("first", .bool(index == 0)), ("last", .bool(index == length - 1)), ("parentloop", .null),
            ]))
          try renderOnce(segment[index], forloop: forloop)
        }
        return
      }
    }
    try renderOnce(variable, forloop: nil)
  }

  /// Renders a partial's nodes with its file as the current source.
  private mutating func renderNodes(of partial: Template, name: String) throws(LiquidError) {
    let savedSource = source
    source = partial.source
    partialChain.append(name)
    defer {
      source = savedSource
      partialChain.removeLast()
    }
    try render(partial.nodes)
  }

  /// Loads a partial once per render; parsed partials are shared across renders.
  private mutating func loadPartial(_ name: String, at offset: Int) throws(LiquidError) -> Template {
    if let cached = partialCache[name] { return cached }
    guard let partials = options.partials else { throw source.error(.partialNotFound(name), at: offset) }
    let loaded: (source: String, file: String)?
    do {
      loaded = try partials.loadPartial(named: name)
    } catch let error as InvalidPartialName {
      throw source.error(.invalidPartialName(error.name), at: offset)
    } catch let error as LiquidError {
      throw error
    } catch {
      throw source.error(.partialLoadFailed(name, reason: "\(error)"), at: offset)
    }
    guard let loaded else { throw source.error(.partialNotFound(name), at: offset) }
    let template = try ParsedTemplateCache.shared.template(source: loaded.source, file: loaded.file)
    partialCache[name] = template
    return template
  }

  /// The variable a partial's argument is bound to without `as`: the last path component.
  static func defaultAlias(_ name: String) -> String {
    let hasSlash =
      name.utf8.withContiguousStorageIfAvailable { bytes in
        guard let base = bytes.baseAddress else { return false }
        return memchr(base, Int32(UInt8(ascii: "/")), bytes.count) != nil
      } ?? name.contains("/")
    guard hasSlash else { return name }
    return String(name.split(separator: "/").last ?? Substring(name))
  }
}
