import Located

/// One node of a YAML document: a scalar, a sequence or a mapping, with where it starts.
package struct YAMLNode: Sendable, Hashable {
  /// What a node holds.
  package enum Content: Sendable, Hashable {
    /// A scalar.
    case scalar(YAMLScalar)
    /// A block or flow sequence, items in order.
    case sequence([YAMLNode])
    /// A block or flow mapping, entries in order (keys are unique).
    case mapping([Entry])
  }

  /// One `key: value` pair of a mapping.
  package struct Entry: Sendable, Hashable {
    /// The key: always a scalar node.
    package var key: YAMLNode
    /// The value (a null scalar when nothing follows the colon).
    package var value: YAMLNode

    /// Creates an entry.
    package init(key: YAMLNode, value: YAMLNode) {
      self.key = key
      self.value = value
    }
  }

  /// What the node holds.
  package var content: Content
  /// Where the node starts (for an empty value: just after its key's colon).
  package var location: SourceLocation
  /// The text of the line the node starts on, for diagnostics.
  package var sourceLine: String

  /// Creates a node.
  package init(_ content: Content, location: SourceLocation, sourceLine: String) {
    self.content = content
    self.location = location
    self.sourceLine = sourceLine
  }

  /// The scalar, when the node is one.
  package var scalar: YAMLScalar? {
    if case .scalar(let scalar) = content { return scalar }
    return nil
  }

  /// The items, when the node is a sequence.
  package var sequence: [YAMLNode]? {
    if case .sequence(let items) = content { return items }
    return nil
  }

  /// The entries, when the node is a mapping.
  package var mapping: [Entry]? {
    if case .mapping(let entries) = content { return entries }
    return nil
  }

  /// Whether the node is a null scalar (`~`, `null`, or an empty value).
  package var isNull: Bool { scalar?.isNull ?? false }

  /// The value of the entry whose key is the string `key` (keys typed as anything else, such as
  /// `yes:` or `1:`, never match, as in Ruby), or nil when absent or when this is not a mapping.
  package subscript(key: String) -> YAMLNode? {
    mapping?.first { $0.key.scalar?.value == .string(key) }?.value
  }

  /// The entry whose key is the string `key`, to locate the key itself.
  package func entry(_ key: String) -> Entry? {
    mapping?.first { $0.key.scalar?.value == .string(key) }
  }

  /// What kind of node this is, for messages: `a mapping`, `a sequence`, `a string`, `null`…
  package var kindDescription: String {
    switch content {
    case .scalar(let scalar): return scalar.typeDescription
    case .sequence: return "a sequence"
    case .mapping: return "a mapping"
    }
  }

  /// A diagnostic located at this node.
  package func diagnostic(
    _ message: String, severity: Diagnostic.Severity = .error, notes: [String] = []
  ) -> Diagnostic {
    Diagnostic(message, severity: severity, at: location, sourceLine: sourceLine, notes: notes)
  }
}
