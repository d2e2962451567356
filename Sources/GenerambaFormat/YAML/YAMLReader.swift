import Located

/// Reads the YAML that Rambafiles and `.rambaspec` files are written in.
///
/// What it reads: the first document of the text (directives, `---` and `...` markers allowed;
/// later documents are not read, as Ruby's `YAML.load` does), block mappings and sequences
/// (including `- key: value` items continued by more keys, and sequences at their key's
/// indentation), flow mappings `{name: x, path: y}` and flow sequences `[a, b]`, plain, quoted
/// and block scalars (`|`, `>`, with `-`/`+` chomping and an indentation digit), plain and quoted
/// scalars over several lines, anchors (`&a`), aliases (`*a`), merge keys (`<<: *a`), tags (read
/// past), comments, blank lines and empty values. Plain scalars are typed by YAML 1.1's rules (see
/// ``YAMLScalar``). What it refuses — complex keys (`? `), tabs in indentation, bad indentation,
/// duplicate keys, an alias before its anchor — is a located error, never a guess.
package enum YAMLReader {
  /// The deepest nesting of collections accepted.
  static let maxDepth = 64
  /// The most nodes a document's aliases may expand to, together.
  static let maxAliasNodes = 100_000

  /// The document in `text`; an empty document (nothing but comments and blank lines) is a null
  /// scalar at 1:1. `file` names the text in locations.
  /// With `lastDuplicateWins`, a key given twice in a mapping keeps its last value, as the loaders
  /// of project generators do, instead of being an error.
  package static func read(_ text: String, file: String, lastDuplicateWins: Bool = false) throws(Diagnostic) -> YAMLNode
  {
    var parser = YAMLParser(SourceText(text, file: file))
    parser.lastDuplicateWins = lastDuplicateWins
    return try parser.parseDocument()
  }
}
