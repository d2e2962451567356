import Located

/// A template source that cannot be installed, listed or read: a repository that cannot be
/// reached, a folder without a template, a template modgen did not install in the way.
package struct TemplateSourceError: Error, Sendable, CustomStringConvertible, DiagnosticConvertible {
  /// What went wrong, naming the source.
  package var message: String
  /// Where the declaration is written, when known.
  package var place: Diagnostic?
  /// Further explanations.
  package var notes: [String]

  /// An error saying `message`, located at `place` when the declaration's place is known.
  package init(_ message: String, place: Diagnostic? = nil, notes: [String] = []) {
    self.message = message
    self.place = place
    self.notes = notes
  }

  /// ``message`` alone, without the place and notes.
  package var description: String { message }

  /// The error as a diagnostic, located at the declaration when known.
  package var diagnostics: [Diagnostic] {
    var diagnostic = place ?? Diagnostic("")
    diagnostic.message = message
    diagnostic.severity = .error
    diagnostic.notes = notes
    return [diagnostic]
  }
}
