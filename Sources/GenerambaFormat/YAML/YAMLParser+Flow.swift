import Located

/// Flow collections: `{key: value, …}` and `[item, …]`, possibly over several lines.
extension YAMLParser {
  /// The flow mapping or sequence at the current position (`{` or `[`).
  mutating func parseFlowCollection(depth: Int) throws(Diagnostic) -> YAMLNode {
    guard depth < YAMLReader.maxDepth else {
      throw error("nesting deeper than \(YAMLReader.maxDepth) levels is not supported", at: position)
    }
    return current == UInt8(ascii: "{") ? try parseFlowMapping(depth: depth) : try parseFlowSequence(depth: depth)
  }

  /// Skips spaces, line breaks and comments inside a flow collection opened at `open`.
  private mutating func skipFlowSpace(open: Int) throws(Diagnostic) {
    while let byte = current {
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") {
        position += 1
      } else if byte == UInt8(ascii: "\r") {
        guard peek() == UInt8(ascii: "\n") else {
          throw error("a carriage return must be followed by a line feed", at: position)
        }
        position += 2
      } else if byte == UInt8(ascii: "#") {
        guard position > 0, Self.isBlank(bytes[position - 1]) else {
          throw error("a comment needs a space before '#'", at: position)
        }
        while !Self.isBreak(current) { position += 1 }
      } else {
        return
      }
    }
    let kind = bytes[open] == UInt8(ascii: "{") ? "mapping" : "sequence"
    throw error(
      "unterminated flow \(kind)", at: open, notes: ["add the closing '\(kind == "mapping" ? "}" : "]")'"])
  }

  private mutating func parseFlowMapping(depth: Int) throws(Diagnostic) -> YAMLNode {
    let open = position
    position += 1
    var entries: [YAMLNode.Entry] = []
    var seen: [YAMLScalar.Value: YAMLNode] = [:]
    while true {
      try skipFlowSpace(open: open)
      if current == UInt8(ascii: "}") {
        position += 1
        break
      }
      let keyStart = position
      let key: YAMLNode
      switch current {
      case UInt8(ascii: "'"), UInt8(ascii: "\""):
        key = try parseQuotedScalar()
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        throw error("a collection as a mapping key is not supported", at: position)
      default:
        try checkPlainStart(flow: true)
        key = parsePlain(flow: true)
      }
      try skipFlowSpace(open: open)
      var value: YAMLNode
      if current == UInt8(ascii: ":") {
        let afterColon = position + 1
        position += 1
        try skipFlowSpace(open: open)
        if current == UInt8(ascii: ",") || current == UInt8(ascii: "}") {
          value = nullNode(at: afterColon)
        } else {
          value = try parseFlowValue(depth: depth)
        }
      } else {
        value = nullNode(at: position)
      }
      if let scalar = key.scalar {
        if let first = seen[scalar.value] {
          guard lastDuplicateWins else {
            throw error(
              "duplicate key '\(scalar.text)'", at: keyStart,
              notes: ["first used at line \(first.location.line), column \(first.location.column)"])
          }
          entries.removeAll { $0.key.scalar?.value == scalar.value }
        }
        seen[scalar.value] = key
      }
      entries.append(YAMLNode.Entry(key: key, value: value))
      try skipFlowSpace(open: open)
      if current == UInt8(ascii: ",") {
        position += 1
        continue
      }
      if current == UInt8(ascii: "}") {
        position += 1
        break
      }
      throw error("expected ',' or '}' in the flow mapping", at: position)
    }
    return node(.mapping(try Self.merged(entries)), at: open)
  }

  private mutating func parseFlowSequence(depth: Int) throws(Diagnostic) -> YAMLNode {
    let open = position
    position += 1
    var items: [YAMLNode] = []
    while true {
      try skipFlowSpace(open: open)
      if current == UInt8(ascii: "]") {
        position += 1
        break
      }
      var item = try parseFlowValue(depth: depth)
      try skipFlowSpace(open: open)
      if current == UInt8(ascii: ":"), Self.isBlank(peek()) || Self.isFlowIndicator(peek()) {
        // `[key: value]`: a mapping of one pair.
        guard item.scalar != nil else {
          throw error("a collection as a mapping key is not supported", at: offset(of: item))
        }
        position += 1
        try skipFlowSpace(open: open)
        let value =
          current == UInt8(ascii: ",") || current == UInt8(ascii: "]")
          ? nullNode(at: position) : try parseFlowValue(depth: depth)
        item = node(.mapping([YAMLNode.Entry(key: item, value: value)]), at: offset(of: item))
        try skipFlowSpace(open: open)
      }
      items.append(item)
      if current == UInt8(ascii: ",") {
        position += 1
        continue
      }
      if current == UInt8(ascii: "]") {
        position += 1
        break
      }
      throw error("expected ',' or ']' in the flow sequence", at: position)
    }
    return node(.sequence(items), at: open)
  }

  /// The byte offset where `node` starts.
  private func offset(of node: YAMLNode) -> Int {
    source.lineStarts[node.location.line - 1] + node.location.column - 1
  }

  /// One value inside a flow collection, with its anchor or tag.
  private mutating func parseFlowValue(depth: Int) throws(Diagnostic) -> YAMLNode {
    let anchor = try parseProperties(flow: true)
    if anchor != nil, current == UInt8(ascii: ",") || current == UInt8(ascii: "]") || current == UInt8(ascii: "}") {
      return register(anchor, nullNode(at: position))
    }
    return register(anchor, try parseFlowContent(depth: depth))
  }

  /// One value inside a flow collection, after its properties.
  private mutating func parseFlowContent(depth: Int) throws(Diagnostic) -> YAMLNode {
    switch current {
    case UInt8(ascii: "*"):
      return try parseAlias(flow: true)
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      return try parseFlowCollection(depth: depth + 1)
    case UInt8(ascii: "'"), UInt8(ascii: "\""):
      return try parseQuotedScalar()
    default:
      try checkPlainStart(flow: true)
      return parsePlain(flow: true)
    }
  }
}
