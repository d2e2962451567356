import Liquid
import ModgenSupport

/// Serves a template's `snippets/` folder to `{% include %}` and `{% render %}`: `name.liquid`,
/// then `name`.
package struct TemplatePartialSource: PartialSource {
  /// The template's files.
  package var files: any TemplateFiles

  /// Creates a partial source over a template's files.
  package init(files: any TemplateFiles) {
    self.files = files
  }

  /// The partial's source and display path, or `nil` when the snippet does not exist.
  package func loadPartial(named name: String) throws -> (source: String, file: String)? {
    if let problem = PathSafety.lexicalProblem(in: name) { throw PartialNameError(message: problem) }
    for candidate in ["snippets/\(name).liquid", "snippets/\(name)"] {
      if let source = try files.read(candidate) { return (source, files.displayPath(of: candidate)) }
    }
    return nil
  }

  /// A partial name that would leave the snippets folder.
  struct PartialNameError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
  }
}
