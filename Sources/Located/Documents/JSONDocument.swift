/// A strict RFC 8259 JSON parser that keeps object order and records where every value and key
/// starts. Errors are ``Diagnostic``s with `file:line:column` (columns count UTF-8 bytes),
/// the source line and a message saying what was expected. Nesting is bounded and parsing is
/// iterative, so no input can overflow the stack.
public enum JSONDocument {
  /// The default maximum nesting of arrays and objects.
  public static let defaultMaximumDepth = 512

  /// Parses `text` (named `file` in locations) into a node tree.
  public static func parse(_ text: String, file: String) throws(Diagnostic) -> DocumentNode {
    try parse(text, file: file, maximumDepth: defaultMaximumDepth)
  }

  /// Parses `text` with a nesting limit of `maximumDepth`.
  public static func parse(_ text: String, file: String, maximumDepth: Int) throws(Diagnostic) -> DocumentNode {
    var parser = JSONParser(bytes: Array(text.utf8), file: file, maximumDepth: maximumDepth)
    return try parser.parseDocument()
  }
}
