import Located

/// A template that cannot be found, or a templates folder that does not exist.
package enum CatalogError: DiagnosticConvertible, Sendable, Equatable, CustomStringConvertible {
  /// No visible template has this name; `suggestion` and `available` are among the modgen
  /// templates, `generambaTemplates` the Generamba templates of a Rambafile project.
  case unknownTemplate(name: String, suggestion: String?, available: [String], generambaTemplates: [String] = [])
  /// A `--templates` folder does not exist.
  case missingFolder(String)
  /// A folder modgen.json's `templates` names does not exist (located in modgen.json).
  case missingProjectFolder(Diagnostic)

  /// The message, with a suggestion when there is one.
  package var description: String { diagnostics.map(\.message).joined(separator: "\n") }

  /// The problem as a diagnostic (located in modgen.json for a project folder).
  package var diagnostics: [Diagnostic] {
    switch self {
    case .unknownTemplate(let name, let suggestion, let available, let generambaTemplates):
      var message = "unknown template '\(name)'"
      if let suggestion { message += "; did you mean '\(suggestion)'?" }
      message += available.isEmpty ? " (no templates found)" : " (available: \(available.joined(separator: ", ")))"
      var diagnostic = Diagnostic(message)
      if !generambaTemplates.isEmpty {
        if let nearest = Suggestion.nearest(to: name, in: generambaTemplates) {
          diagnostic.notes.append("did you mean the Generamba template '\(nearest)'?")
        }
        diagnostic.notes.append("Generamba templates in Templates/: " + generambaTemplates.joined(separator: ", "))
      }
      return [diagnostic]
    case .missingFolder(let path):
      return [Diagnostic("templates folder '\(path)' does not exist")]
    case .missingProjectFolder(let diagnostic):
      return [diagnostic]
    }
  }
}
