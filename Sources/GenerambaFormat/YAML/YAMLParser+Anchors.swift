import Located

/// Node properties (anchors `&name`, tags `!tag`), aliases (`*name`) and merge keys (`<<`).
extension YAMLParser {
  /// Reads the anchor and tag in front of a node, at the current position, and the blanks after
  /// each; returns the anchor's name. A tag is read past: every value keeps the type its text gives.
  mutating func parseProperties(flow: Bool) throws(Diagnostic) -> String? {
    var anchor: String?
    while current == UInt8(ascii: "&") || current == UInt8(ascii: "!") {
      let start = position
      let isAnchor = current == UInt8(ascii: "&")
      position += 1
      let name = readName(flow: flow)
      if isAnchor {
        guard !name.isEmpty else { throw error("an anchor ('&') needs a name", at: start) }
        anchor = name
      }
      guard Self.isBlank(current) || (flow && Self.isFlowIndicator(current)) else {
        throw error("expected a blank after the \(isAnchor ? "anchor" : "tag")", at: position)
      }
      skipSpaces()
    }
    return anchor
  }

  /// The characters from the current position to the next blank (or flow indicator in flow context).
  private mutating func readName(flow: Bool) -> String {
    let start = position
    while let byte = current, !Self.isBlank(byte), !(flow && Self.isFlowIndicator(byte)) { position += 1 }
    return source.string(start, position)
  }

  /// The node anchored as the name after `*` at the current position, at the alias's location.
  mutating func parseAlias(flow: Bool) throws(Diagnostic) -> YAMLNode {
    let start = position
    position += 1
    let name = readName(flow: flow)
    guard !name.isEmpty else { throw error("an alias ('*') needs a name", at: start) }
    guard var anchored = anchors[name] else {
      throw error(
        "unknown alias '*\(name)'; an anchor ('&\(name)') must come before it", at: start,
        notes: anchors.isEmpty
          ? [] : ["anchors so far: " + anchors.keys.sorted().map { "&" + $0 }.joined(separator: ", ")])
    }
    let size = Self.count(anchored, limit: aliasBudget + 1)
    guard size <= aliasBudget else {
      throw error("aliases expand to more than \(YAMLReader.maxAliasNodes) nodes", at: start)
    }
    aliasBudget -= size
    let location = source.location(at: start)
    anchored.location = location
    anchored.sourceLine = source.lineText(location.line)
    return anchored
  }

  /// Records `node` under `anchor` (a later anchor of the same name replaces it) and returns it.
  mutating func register(_ anchor: String?, _ node: YAMLNode) -> YAMLNode {
    if let anchor { anchors[anchor] = node }
    return node
  }

  /// The nodes in `node`, counted up to `limit`.
  static func count(_ node: YAMLNode, limit: Int) -> Int {
    var total = 1
    var pending = [node]
    while let next = pending.popLast(), total <= limit {
      switch next.content {
      case .scalar: break
      case .sequence(let items):
        total += items.count
        pending += items
      case .mapping(let entries):
        total += 2 * entries.count
        pending += entries.map(\.value)
      }
    }
    return total
  }

  /// `entries` with each merge key (`<<: *base`, `<<: [*a, *b]`) replaced by the entries of the
  /// mappings it names that the mapping does not set itself (the first mapping named wins).
  static func merged(_ entries: [YAMLNode.Entry]) throws(Diagnostic) -> [YAMLNode.Entry] {
    func isMerge(_ entry: YAMLNode.Entry) -> Bool {
      entry.key.scalar.map { $0.style == .plain && $0.text == "<<" } ?? false
    }
    guard entries.contains(where: isMerge) else { return entries }
    var present = Set(entries.filter { !isMerge($0) }.compactMap { $0.key.scalar?.value })
    var result: [YAMLNode.Entry] = []
    for entry in entries {
      guard isMerge(entry) else {
        result.append(entry)
        continue
      }
      let sources = entry.value.sequence ?? [entry.value]
      for source in sources {
        guard let mapping = source.mapping else {
          throw source.diagnostic(
            "a merge key ('<<') takes a mapping or a list of mappings, not \(source.kindDescription)")
        }
        for merged in mapping where merged.key.scalar.map({ !present.contains($0.value) }) ?? true {
          if let value = merged.key.scalar?.value { present.insert(value) }
          result.append(merged)
        }
      }
    }
    return result
  }
}
