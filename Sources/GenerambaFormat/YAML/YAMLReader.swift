import Located

/// Reads the YAML that Rambafiles and `.rambaspec` files are written in.
///
/// The subset: one document (an optional `---` first), block mappings and sequences (including
/// `- key: value` items continued by more keys, and sequences at their key's indentation), flow
/// mappings `{name: x, path: y}` and flow sequences `[a, b]`, plain, `'single'` and `"double"`
/// quoted scalars on one line, comments, blank lines and empty values. Plain scalars are typed
/// by YAML 1.1's rules (see ``YAMLScalar``). Everything else — anchors, aliases, tags, block
/// scalars (`|`, `>`), scalars over several lines, tabs in indentation, bad indentation,
/// duplicate keys, a second document — is a located error, never a guess.
package enum YAMLReader {
  /// The deepest nesting of collections accepted.
  static let maxDepth = 64

  /// The document in `text`; an empty document (nothing but comments and blank lines) is a null
  /// scalar at 1:1. `file` names the text in locations.
  package static func read(_ text: String, file: String) throws(Diagnostic) -> YAMLNode {
    var parser = YAMLParser(SourceText(text, file: file))
    return try parser.parseDocument()
  }
}
