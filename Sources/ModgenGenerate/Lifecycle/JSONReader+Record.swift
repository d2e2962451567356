import Located

extension JSONReader {
  /// The value of member `key` of `fields`, the fields of `object`; throws when it is missing.
  func value(_ key: String, of fields: Fields, in object: DocumentNode) throws(Diagnostic) -> DocumentNode {
    try required(member(key, of: fields, in: object, path: key))
  }

  /// The string member `key` of `fields`, the fields of `object`; throws when it is missing or is
  /// not a string.
  func string(_ key: String, of fields: Fields, in object: DocumentNode) throws(Diagnostic) -> String {
    try required(string(value(key, of: fields, in: object), path: key))
  }

  /// The list of strings `key` of `fields`, the fields of `object`; throws when it is missing or is
  /// not a list of strings.
  func strings(_ key: String, of fields: Fields, in object: DocumentNode) throws(Diagnostic) -> [String] {
    try required(strings(value(key, of: fields, in: object), path: key))
  }

  /// A `sha256:<64 hex digits>` value; throws anything else.
  func digest(_ node: DocumentNode) throws(Diagnostic) -> String {
    let text = try required(string(node, path: "digest"))
    let hex = text.hasPrefix("sha256:") ? text.dropFirst(7) : ""
    guard hex.count == 64, hex.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else {
      throw error(
        "expected a digest 'sha256:' and 64 lowercase hex digits, found \(JSONWriter.quoted(text))", at: node.location)
    }
    return text
  }
}
